import ListDiff

/// A headless `NSDiffableDataSourceSnapshot`: sections of items, each section and item known by
/// its identifier — its `identity`, unique in the snapshot — with UIKit's texts for the calls it
/// refuses, raised at the call.
///
/// A value: copying it copies the snapshot. Every mutating method checks everything before it
/// changes anything, so a call that throws leaves the snapshot as it was.
public struct DiffableSnapshot<Item: TableItem>: Equatable, Sendable {
  /// A section: its identifier and its items, in order.
  public struct Section: Equatable, Sendable {
    public var identifier: Item
    public var items: [Item]

    @inlinable public init(identifier: Item, items: [Item]) {
      self.identifier = identifier
      self.items = items
    }
  }

  /// Where an insert or a move puts what it places: before or after an identifier.
  public enum Place: Equatable, Sendable {
    case before(Item)
    case after(Item)

    @inlinable var target: Item {
      switch self {
      case .before(let t), .after(let t): t
      }
    }

    @inlinable var isAfter: Bool {
      if case .after = self { return true }
      return false
    }
  }

  /// The sections in order.
  @inlinable public var sections: [Section] { _sections }
  @usableFromInline var _sections: [Section] = []
  /// The identities of the items marked by `reloadItems`, in the order marked.
  @inlinable public var reloadedItemIdentifiers: [Item] { _reloadedItems }
  @usableFromInline var _reloadedItems: [Item] = []
  /// The identities of the items marked by `reconfigureItems`, in the order marked.
  @inlinable public var reconfiguredItemIdentifiers: [Item] { _reconfiguredItems }
  @usableFromInline var _reconfiguredItems: [Item] = []
  /// The identities of the sections marked by `reloadSections`, in the order marked.
  @inlinable public var reloadedSectionIdentifiers: [Item] { _reloadedSections }
  @usableFromInline var _reloadedSections: [Item] = []
  /// Item identity → its section's identity.
  @usableFromInline var sectionOf: [Item: Item] = [:]
  /// Section identity → its position.
  @usableFromInline var position: [Item: Int] = [:]

  /// An empty snapshot: `NSDiffableDataSourceSnapshot()`.
  @inlinable public init() {}

  /// A snapshot of these sections and items.
  ///
  /// - Complexity: O(n + s).
  @inlinable public init(sections: [Section]) {
    self._sections = sections
    reindex()
  }

  @inlinable public static func == (a: Self, b: Self) -> Bool {
    a._sections == b._sections && a.reloadedItemIdentifiers == b.reloadedItemIdentifiers
      && a.reconfiguredItemIdentifiers == b.reconfiguredItemIdentifiers
      && a.reloadedSectionIdentifiers == b.reloadedSectionIdentifiers
  }

  // MARK: - Queries

  /// `numberOfItems`.
  ///
  /// - Complexity: O(s).
  @inlinable public var numberOfItems: Int { _sections.reduce(0) { $0 + $1.items.count } }
  /// `numberOfSections`.
  @inlinable public var numberOfSections: Int { _sections.count }
  /// `itemIdentifiers`, section by section.
  ///
  /// - Complexity: O(n).
  @inlinable public var itemIdentifiers: [Item] { _sections.flatMap(\.items) }
  /// `sectionIdentifiers`.
  ///
  /// - Complexity: O(s).
  @inlinable public var sectionIdentifiers: [Item] { _sections.map(\.identifier) }

  /// `itemIdentifiers(inSection:)`.
  ///
  /// - Complexity: O(k) for the section's k items.
  @inlinable public func itemIdentifiers(inSection section: Item) throws(SnapshotError) -> [Item] {
    guard let s = position[section.identity] else { throw .sectionNotFound }
    return _sections[s].items
  }

  /// `numberOfItems(inSection:)`.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func numberOfItems(inSection section: Item) throws(SnapshotError) -> Int {
    guard let s = position[section.identity] else { throw .sectionNotFound }
    return _sections[s].items.count
  }

  /// `indexOfItem(_:)`: the item's index across all _sections, or `nil`.
  ///
  /// - Complexity: O(s + k) for the k items of its section.
  @inlinable public func indexOfItem(_ item: Item) -> Int? {
    guard let path = indexPath(of: item) else { return nil }
    return _sections[..<path.section].reduce(0) { $0 + $1.items.count } + path.row
  }

  /// `indexOfSection(_:)`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func indexOfSection(_ section: Item) -> Int? { position[section.identity] }

  /// `sectionIdentifier(containingItem:)`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func sectionIdentifier(containingItem item: Item) -> Item? {
    guard let id = sectionOf[item.identity], let s = position[id] else { return nil }
    return _sections[s].identifier
  }

  /// Where the item with `item`'s identity is, or `nil`.
  ///
  /// - Complexity: O(k) for the k items of its section.
  @inlinable public func indexPath(of item: Item) -> ListIndexPath? {
    let id = item.identity
    guard let sectionID = sectionOf[id], let s = position[sectionID],
      let row = _sections[s].items.firstIndex(where: { $0.identity == id })
    else { return nil }
    return ListIndexPath(s, row)
  }

  @inlinable func contains(item: Item) -> Bool { sectionOf[item.identity] != nil }

  // MARK: - Sections

  /// `appendSections(_:)`.
  ///
  /// - Complexity: O(m + s) for m identifiers.
  @inlinable public mutating func appendSections(_ ids: [Item], on platform: Platform)
    throws(SnapshotError)
  {
    try checkNewSections(ids)
    _sections += ids.map { Section(identifier: $0, items: []) }
    reindexSections()
  }

  /// `insertSections(_:beforeSection:)` / `insertSections(_:afterSection:)`.
  ///
  /// - Complexity: O(m + s).
  @inlinable public mutating func insertSections(
    _ ids: [Item], _ place: Place, on platform: Platform
  )
    throws(SnapshotError)
  {
    guard let t = position[place.target.identity] else { throw .missingTargetSection }
    if platform == .ios12 || platform == .ios14,
      ids.contains(where: { $0.identity == place.target.identity })
    {
      throw .sectionTargetAmongInserted(place.target.identifierText)
    }
    try checkNewSections(ids)
    _sections.insert(
      contentsOf: ids.map { Section(identifier: $0, items: []) }, at: place.isAfter ? t + 1 : t)
    reindexSections()
  }

  /// `deleteSections(_:)`: _sections the snapshot lacks are ignored; the items go with theirs.
  ///
  /// - Complexity: O(n + s).
  @inlinable public mutating func deleteSections(_ ids: [Item]) {
    let doomed = Set(ids.map(\.identity))
    for section in _sections where doomed.contains(section.identifier.identity) {
      for item in section.items { sectionOf[item.identity] = nil }
    }
    _sections.removeAll { doomed.contains($0.identifier.identity) }
    _reloadedSections.removeAll { doomed.contains($0) }
    reindexSections()
  }

  /// `moveSection(_:beforeSection:)` / `moveSection(_:afterSection:)`.
  ///
  /// - Complexity: O(s).
  @inlinable public mutating func moveSection(_ id: Item, _ place: Place) throws(SnapshotError) {
    guard let from = position[id.identity] else { throw .moveSectionMissing(from: true) }
    guard position[place.target.identity] != nil else { throw .moveSectionMissing(from: false) }
    guard id.identity != place.target.identity else { return }
    let section = _sections.remove(at: from)
    reindexSections()
    let t = position[place.target.identity] ?? 0
    _sections.insert(section, at: place.isAfter ? t + 1 : t)
    reindexSections()
  }

  /// `reloadSections(_:)`.
  ///
  /// - Complexity: O(m + s).
  @inlinable public mutating func reloadSections(_ ids: [Item]) throws(SnapshotError) {
    for id in ids where position[id.identity] == nil {
      throw .reloadMissingSection(id.identifierText)
    }
    for id in ids where !_reloadedSections.contains(id.identity) {
      _reloadedSections.append(id.identity)
    }
  }

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
    removeItems(items)
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
    removeItems(items)
    guard let path = indexPath(of: place.target) else { return warning }
    let row = place.isAfter ? path.row + 1 : path.row
    _sections[path.section].items.insert(contentsOf: items, at: row)
    let id = _sections[path.section].identifier.identity
    for item in items { sectionOf[item.identity] = id }
    return warning
  }

  /// `deleteItems(_:)`: items the snapshot lacks are ignored.
  ///
  /// - Complexity: O(m + k).
  @inlinable public mutating func deleteItems(_ items: [Item]) {
    removeItems(items)
    let gone = Set(items.map(\.identity))
    _reloadedItems.removeAll { gone.contains($0) }
    _reconfiguredItems.removeAll { gone.contains($0) }
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
  /// - Complexity: O(m · r) for r items marked already.
  @inlinable public mutating func reloadItems(_ items: [Item], on platform: Platform)
    throws(SnapshotError)
  {
    for item in items where !contains(item: item) { throw .reloadMissingItem(item.identifierText) }
    for item in items where !_reloadedItems.contains(item.identity) {
      _reloadedItems.append(item.identity)
    }
  }

  /// `reconfigureItems(_:)` (iOS 15): marks the items; `apply` reconfigures their cells.
  ///
  /// - Complexity: O(m · r).
  @inlinable public mutating func reconfigureItems(_ items: [Item], on platform: Platform)
    throws(SnapshotError)
  {
    guard platform.hasReconfigure else {
      throw .unavailable("reconfigureItems(_:)", since: "iOS 15")
    }
    for item in items where !contains(item: item) {
      throw .reconfigureMissingItem(item.identifierText)
    }
    for item in items where !_reconfiguredItems.contains(item.identity) {
      _reconfiguredItems.append(item.identity)
    }
  }

  /// The snapshot without its reload and reconfigure marks: what the data source keeps after
  /// applying it.
  @inlinable public var unmarked: Self {
    var copy = self
    copy._reloadedItems = []
    copy._reconfiguredItems = []
    copy._reloadedSections = []
    return copy
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
  @inlinable static func repeated(_ items: [Item]) -> [Item] {
    var seen = Set<Item>()
    var twice: [Item] = []
    for item in items
    where !seen.insert(item.identity).inserted
      && !twice.contains(where: { $0.identity == item.identity })
    {
      twice.append(item)
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
    sectionOf = [:]
    for section in _sections {
      for item in section.items { sectionOf[item.identity] = section.identifier.identity }
    }
  }
}
