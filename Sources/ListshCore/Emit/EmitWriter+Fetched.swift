import HeadlessUIKit
import ListDiff
import ListScript

/// A fetched-results scenario's steps as a test over a real store: `fetched` saves the objects
/// and performs the fetch, `fetched change to` saves the change and lets the controller report
/// it to the app's delegate (`Feed`), whose calls are the consumer's; the reports it received
/// are compared with the model's.
extension EmitWriter {
  /// `feed`, declared by the first step that needs it.
  mutating func feed() -> [String] {
    guard !feedMade else { return [] }
    feedMade = true
    return ["let feed = Feed()", "source.store.controller.delegate = feed"]
  }

  /// `feed.attach(…)` to the view of the moment.
  var attachFeed: String { "feed.attach(\(view))" }

  /// `fetched consumer C`.
  mutating func fetchedConsumer(_ c: FetchedResultsConsumer) -> [String] {
    guard let name = SwiftEmitter.consumerCase(c) else {
      return [
        "// the \(c.rawValue) consumer applies the controller's snapshot: applied below by hand"
      ]
    }
    return feed() + ["feed.consumer = \(name)"]
  }

  /// `fetched …`: the objects saved with no delegate to tell, then `performFetch()`.
  mutating func fetch(_ sections: [SectionSnapshot<Value>]) -> [String] {
    places = FetchedPlaces()
    let placed = places.place(Self.named(sections), renewing: [])
    return feed() + [attachFeed, "source.store.fetch(" + Self.literal(placed) + ")"]
      + layoutAfterEdit()
  }

  /// `fetched change to …`: the change saved, and the reports compared with the model's.
  ///
  /// The controller reports the change to `feed`, which makes the consumer's calls. The
  /// reports are compared in any order (Apple documents none).
  mutating func fetchedChange(
    _ sections: [SectionSnapshot<Value>], _ reports: [FetchedResultsChange]
  )
    -> [String]
  {
    guard feedMade else {
      return ["// not mapped: a change of the fetched objects before any fetch"]
    }
    let named = Self.named(sections)
    // The objects the controller reported inserted or moved take new places; the others keep
    // theirs, so that the real controller has the same moves to report.
    var renewing = Set<String>()
    for report in reports {
      switch report {
      case .insert(let p), .move(_, let p):
        if p.section < named.count, p.row < named[p.section].keys.count {
          renewing.insert(named[p.section].keys[p.row].key)
        }
      case .insertSection, .deleteSection, .delete, .update: break
      }
    }
    let placed = places.place(named, renewing: renewing)
    let expected = reports.map(\.description).sorted()
    var lines = [attachFeed, "source.store.save(" + Self.literal(placed) + ")"]
    lines.append("// The controller's reports, in any order (Apple documents none):")
    lines.append(
      "XCTAssertEqual(feed.reports.sorted(), ["
        + expected.map(SwiftEmitter.literal).joined(separator: ", ") + "], "
        + SwiftEmitter.literal(location) + ")")
    lines.append("feed.reports = []")
    if catching == 0 {
      lines.append(
        "XCTAssertNil(feed.exception.map(uikitText), \(SwiftEmitter.literal(location)))")
    }
    return lines
  }

  /// Each section's name (its `name` field, else its index printed, a repeated name made
  /// unique with its index) and its objects' keys and texts.
  static func named(_ sections: [SectionSnapshot<Value>]) -> [FetchedPlaces.Section] {
    var seen = Set<String>()
    return sections.enumerated().map { k, section in
      var name = String(k)
      if case .record(let record)? = section.info, let value = record["name"] {
        name = value.displayed.plain
      }
      if seen.contains(name) { name += " \(k)" }
      seen.insert(name)
      return FetchedPlaces.Section(
        name: name,
        keys: section.items.map { ($0.identity.identifierText, $0.displayed.plain) })
    }
  }

  /// `[("Inbox", 0, [("1", "hi", 0), …]), …]`.
  static func literal(_ placed: [FetchedPlaces.Placed]) -> String {
    "["
      + placed.map { s in
        "(\(SwiftEmitter.literal(s.name)), \(SwiftEmitter.number(s.place)), ["
          + s.objects.map {
            "(\(SwiftEmitter.literal($0.key)), \(SwiftEmitter.literal($0.text)), \(SwiftEmitter.number($0.place)))"
          }.joined(separator: ", ") + "])"
      }.joined(separator: ", ") + "]"
  }
}

/// The sort keys an emitted store gives the scenario's fetched objects: a section keeps its
/// place and an object its own while they stay where they were, and what is new or moved takes
/// a place between its neighbours, so that a save changes the sort keys of exactly the objects
/// the model's controller reported moved.
struct FetchedPlaces {
  /// A section as the scenario states it: its name, and each object's key and text.
  struct Section {
    var name: String
    var keys: [(key: String, text: String)]
  }
  /// A section with its place, and its objects with theirs.
  struct Placed {
    var name: String
    var place: Double
    var objects: [(key: String, text: String, place: Double)]
  }

  var sectionPlaces: [String: Double] = [:]
  var objectPlaces: [String: (section: String, place: Double)] = [:]

  /// The places of `sections`; the objects keyed in `renewing` take new ones.
  mutating func place(_ sections: [Section], renewing: Set<String>) -> [Placed] {
    let sectionValues = Self.fill(sections.map { sectionPlaces[$0.name] })
    var result: [Placed] = []
    var nextSections: [String: Double] = [:]
    var nextObjects: [String: (section: String, place: Double)] = [:]
    for (section, place) in zip(sections, sectionValues) {
      nextSections[section.name] = place
      let old = section.keys.map { object -> Double? in
        guard !renewing.contains(object.key), let was = objectPlaces[object.key],
          was.section == section.name
        else { return nil }
        return was.place
      }
      let values = Self.fill(old)
      var objects: [(key: String, text: String, place: Double)] = []
      for (object, value) in zip(section.keys, values) {
        objects.append((object.key, object.text, value))
        nextObjects[object.key] = (section.name, value)
      }
      result.append(Placed(name: section.name, place: place, objects: objects))
    }
    sectionPlaces = nextSections
    objectPlaces = nextObjects
    return result
  }

  /// Places for a sequence where some keep an old one: the kept ones that ascend keep theirs
  /// (a kept one out of order takes a new place too), and each run of the others is spread
  /// evenly between its neighbours (a whole step beyond the first or last).
  static func fill(_ old: [Double?]) -> [Double] {
    var kept = old
    var last = -Double.infinity
    for (k, value) in kept.enumerated() {
      guard let value else { continue }
      if value > last { last = value } else { kept[k] = nil }
    }
    var result = [Double](repeating: 0, count: kept.count)
    var k = 0
    while k < kept.count {
      if let value = kept[k] {
        result[k] = value
        k += 1
        continue
      }
      var end = k
      while end < kept.count, kept[end] == nil { end += 1 }
      let low = k > 0 ? result[k - 1] : nil
      let high = end < kept.count ? kept[end] : nil
      let n = end - k
      for i in 0..<n {
        switch (low, high) {
        case (let l?, let h?): result[k + i] = l + (h - l) * Double(i + 1) / Double(n + 1)
        case (let l?, nil): result[k + i] = l + Double(i + 1)
        case (nil, let h?): result[k + i] = h - Double(n - i)
        case (nil, nil): result[k + i] = Double(i)
        }
      }
      k = end
    }
    return result
  }
}
