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
    var lines = ["let feed = Feed()", "source.store.controller.delegate = feed"]
    // A consumer chosen before any view waited for the delegate.
    if let name = pendingConsumer { lines.append("feed.consumer = \(name)") }
    pendingConsumer = nil
    return lines
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
    guard sourceMade else {
      // No view, no store yet: the delegate takes the consumer when it is made.
      pendingConsumer = name
      return ["// fetched consumer \(c.rawValue): the delegate, made with the store, takes it"]
    }
    return feed() + ["feed.consumer = \(name)"]
  }

  /// `fetched …`: the objects saved with no delegate to tell, then `performFetch()`.
  mutating func fetch(_ sections: [SectionSnapshot<Value>]) -> [String] {
    places = FetchedPlaces()
    let placed = places.place(Self.named(sections), renewing: [])
    return feed() + [attachFeed, "source.store.fetch(" + Self.literal(placed) + ")"]
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

  /// Each section's name (`FetchedSections.name`: the interpreter has checked that no two
  /// sections share one) and its objects' keys and texts.
  static func named(_ sections: [SectionSnapshot<Value>]) -> [FetchedPlaces.Section] {
    sections.enumerated().map { k, section in
      FetchedPlaces.Section(
        name: FetchedSections.name(section.info, at: k).displayed.plain,
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
