import ListDiff

extension DiffableSnapshot {
  // MARK: - Items

  /// `appendItems(_:)` (to the last section) or `appendItems(_:toSection:)`.
  ///
  /// Items the snapshot has already are a crash before iOS 15 and, from iOS 15 on, a warning
  /// and a move (our inference from 2024 reports; the version that changed is unknown).
  ///
  /// - Complexity: O(m + k) for m items and the k items of the _sections they leave.
  @inlinable public mutating func appendItems(
    _ items: [Item], toSection section: Item? = nil, on platform: Platform
  ) throws(SnapshotError) -> SnapshotWarning? {
    let s: Int
    if let section {
      guard let p = position[section.identity] else { throw .missingTargetForItems }
      s = p
    } else {
      guard !_sections.isEmpty else { throw .noSection }
      s = _sections.count - 1
    }
    let warning = try checkNewItems(items, on: platform)
    // Only a warning means some of them are here already, to be moved.
    if warning != nil { removeItems(items) }
    let id = _sections[s].identifier.identity
    _sections[s].items += items
    for item in items { sectionOf[item.identity] = id }
    return warning
  }

  /// `insertItems(_:beforeItem:)` / `insertItems(_:afterItem:)`.
  ///
  /// - Complexity: O(m + k).
  @inlinable public mutating func insertItems(
    _ items: [Item], _ place: Place, on platform: Platform
  )
    throws(SnapshotError) -> SnapshotWarning?
  {
    guard contains(item: place.target) else { throw .missingTargetForItems }
    if items.contains(where: { $0.identity == place.target.identity }) {
      throw .targetAmongInserted(place.target.identifierText)
    }
    let warning = try checkNewItems(items, on: platform)
    if warning != nil { removeItems(items) }
    guard let path = indexPath(of: place.target) else { return warning }
    let row = place.isAfter ? path.row + 1 : path.row
    _sections[path.section].items.insert(contentsOf: items, at: row)
    let id = _sections[path.section].identifier.identity
    for item in items { sectionOf[item.identity] = id }
    return warning
  }

  /// `deleteItems(_:)`: items the snapshot lacks are ignored.
  ///
  /// - Complexity: O(m + k), and O(r) for the r marked items when one of them is marked.
  @inlinable public mutating func deleteItems(_ items: [Item]) {
    removeItems(items)
    let gone = Set(items.map(\.identity))
    _reloadedItems.remove(gone)
    _reconfiguredItems.remove(gone)
  }

  /// `deleteAllItems()`: every item, and every section too.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable public mutating func deleteAllItems() { self = Self() }

  /// `moveItem(_:beforeItem:)` / `moveItem(_:afterItem:)`: into the target's section.
  ///
  /// - Complexity: O(k) for the items of the two _sections.
  @inlinable public mutating func moveItem(_ item: Item, _ place: Place) throws(SnapshotError) {
    guard contains(item: item) else { throw .moveItemMissing(from: true) }
    guard contains(item: place.target) else { throw .moveItemMissing(from: false) }
    guard item.identity != place.target.identity, let from = indexPath(of: item) else { return }
    let moving = _sections[from.section].items.remove(at: from.row)
    guard let to = indexPath(of: place.target) else { return }
    _sections[to.section].items.insert(moving, at: place.isAfter ? to.row + 1 : to.row)
    sectionOf[moving.identity] = _sections[to.section].identifier.identity
  }

  /// `reloadItems(_:)`: marks the items; `apply` reloads their cells.
  ///
  /// - Complexity: O(m) expected for m items.
  @inlinable public mutating func reloadItems(_ items: [Item], on platform: Platform)
    throws(SnapshotError)
  {
    for item in items where !contains(item: item) { throw .reloadMissingItem(item.identifierText) }
    for item in items { _reloadedItems.insert(item.identity) }
  }

  /// `reconfigureItems(_:)` (iOS 15): marks the items; `apply` reconfigures their cells.
  ///
  /// - Complexity: O(m) expected.
  @inlinable public mutating func reconfigureItems(_ items: [Item], on platform: Platform)
    throws(SnapshotError)
  {
    guard platform.hasReconfigure else {
      throw .unavailable("reconfigureItems(_:)", since: "iOS 15")
    }
    for item in items where !contains(item: item) {
      throw .reconfigureMissingItem(item.identifierText)
    }
    for item in items { _reconfiguredItems.insert(item.identity) }
  }

  /// The snapshot without its reload and reconfigure marks: what the data source keeps after
  /// applying it.
  @inlinable public var unmarked: Self {
    var copy = self
    copy._reloadedItems = SnapshotMarks()
    copy._reconfiguredItems = SnapshotMarks()
    copy._reloadedSections = SnapshotMarks()
    return copy
  }

  /// The items of the sections that hold any of `items` (each section counted once): what an
  /// edit that finds them in their sections or takes them out walks, for a caller that counts
  /// its work (the language charges it to the step limit).
  ///
  /// - Complexity: O(m) expected for m items.
  @inlinable package func itemCount(inSectionsHolding items: [Item]) -> Int {
    var counted = Set<Int>()
    var total = 0
    for item in items {
      guard let id = sectionOf[item.identity], let s = position[id], counted.insert(s).inserted
      else { continue }
      total += _sections[s].items.count
    }
    return total
  }

  /// The items of the sections with these identifiers (each section counted once; those the
  /// snapshot lacks count none): what deleting them walks.
  ///
  /// - Complexity: O(m) expected for m identifiers.
  @inlinable package func itemCount(inSections ids: [Item]) -> Int {
    var counted = Set<Int>()
    var total = 0
    for id in ids {
      guard let s = position[id.identity], counted.insert(s).inserted else { continue }
      total += _sections[s].items.count
    }
    return total
  }

  // MARK: - Checks and indexes

  /// New section identifiers: none twice in the argument, none the snapshot has.
  @inlinable func checkNewSections(_ ids: [Item]) throws(SnapshotError) {
    let twice = Self.repeated(ids)
    if !twice.isEmpty { throw .duplicateSections(twice.map(\.identifierText)) }
    let present = ids.filter { position[$0.identity] != nil }
    if !present.isEmpty { throw .sectionAlreadyPresent(present.map(\.identifierText)) }
  }

  /// New items: none twice in the argument; those the snapshot has are a crash before iOS 15,
  /// a warning from then on.
  @inlinable func checkNewItems(_ items: [Item], on platform: Platform) throws(SnapshotError)
    -> SnapshotWarning?
  {
    let twice = Self.repeated(items)
    if !twice.isEmpty { throw .duplicateItems(twice.map(\.identifierText)) }
    let present = items.filter { contains(item: $0) }
    guard !present.isEmpty else { return nil }
    if platform == .ios12 || platform == .ios14 {
      throw .itemAlreadyPresent(present.map(\.identifierText))
    }
    return SnapshotWarning(identifiers: present.map(\.identifierText))
  }

  /// The items whose identity occurs more than once, each at its second occurrence.
  ///
  /// - Complexity: O(m) expected for m items: the repeats found are a set too (scanning them
  ///   made `appendItems(xs + xs)` quadratic).
  @inlinable static func repeated(_ items: [Item]) -> [Item] {
    var seen = Set<Item>(minimumCapacity: items.count)
    var reported = Set<Item>()
    var twice: [Item] = []
    for item in items {
      let id = item.identity
      if !seen.insert(id).inserted, reported.insert(id).inserted { twice.append(item) }
    }
    return twice
  }

  /// Takes the items with these identities out of their _sections.
  @inlinable mutating func removeItems(_ items: [Item]) {
    var bySection: [Int: Set<Item>] = [:]
    for item in items {
      guard let id = sectionOf[item.identity], let s = position[id] else { continue }
      bySection[s, default: []].insert(item.identity)
      sectionOf[item.identity] = nil
    }
    for (s, ids) in bySection { _sections[s].items.removeAll { ids.contains($0.identity) } }
  }

  @inlinable mutating func reindexSections() {
    position = [:]
    for (s, section) in _sections.enumerated() { position[section.identifier.identity] = s }
  }

  @inlinable mutating func reindex() {
    reindexSections()
    sectionOf.removeAll()
    for section in _sections {
      for item in section.items { sectionOf[item.identity] = section.identifier.identity }
    }
  }
}
