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
