import HeadlessUIKit
import ListDiff

/// What a fetched-results controller's sections are, as a scenario states them: each section
/// named, every object fetched once.
package enum FetchedSections {
  /// A fetched section's name: its `name` field, or its index printed when it has none (our
  /// choice; a controller without a `sectionNameKeyPath` has one section, named "").
  ///
  /// The snapshot consumers use it as the section's identifier, and `emit swift` as the value
  /// of the store's section key.
  package static func name(_ info: Value?, at index: Int) -> Value {
    if case .record(let record)? = info, let name = record["name"] { return name }
    return .string(String(index))
  }

  /// Why sections of these names and objects cannot be a controller's, or `nil` when they
  /// can: a controller groups its objects by the section name, so no two sections print alike,
  /// and it fetches each object once (an `NSManagedObjectID` is unique), so no identity repeats.
  ///
  /// - Complexity: O(n + s) for n objects in s sections.
  static func problem(names: [Value], objects: [[Value]]) -> String? {
    // Names as the store's section key holds them: printed.
    var printed = Set<String>()
    for name in names where !printed.insert(name.plain).inserted {
      return
        "a fetched-results controller's sections have distinct names: two are named \(name.identifierText)"
    }
    var seen = Set<Value>()
    for item in objects.lazy.joined() where !seen.insert(item.identity).inserted {
      return
        "a fetched-results controller fetches each object once: \(item.identity.identifierText) is fetched twice"
    }
    return nil
  }

  /// `sections` with the first one's objects replaced by `items` (a section made when there is
  /// none): `fetched [items]` on a controller that has sections.
  ///
  /// - Complexity: O(s + k) for s sections and k items.
  static func replacingFirst<Section>(
    _ sections: [Section], with items: [Value], make: ([Value]) -> Section,
    set: (inout Section, [Value]) -> Void
  ) -> [Section] {
    guard !sections.isEmpty else { return [make(items)] }
    var result = sections
    set(&result[0], items)
    return result
  }
}
