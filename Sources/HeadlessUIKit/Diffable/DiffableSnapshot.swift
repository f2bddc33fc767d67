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
    /// The section's identifier, unique among the snapshot's sections.
    public var identifier: Item
    /// The section's items, in order.
    public var items: [Item]

    /// A section with this identifier and these items.
    @inlinable public init(identifier: Item, items: [Item]) {
      self.identifier = identifier
      self.items = items
    }
  }

  /// Where an insert or a move puts what it places: before or after an identifier.
  public enum Place: Equatable, Sendable {
    /// Right before the item or section with this identifier.
    case before(Item)
    /// Right after the item or section with this identifier.
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
  @inlinable public var reloadedItemIdentifiers: [Item] { _reloadedItems.order }
  @usableFromInline var _reloadedItems = SnapshotMarks<Item>()
  /// The identities of the items marked by `reconfigureItems`, in the order marked.
  @inlinable public var reconfiguredItemIdentifiers: [Item] { _reconfiguredItems.order }
  @usableFromInline var _reconfiguredItems = SnapshotMarks<Item>()
  /// The identities of the sections marked by `reloadSections`, in the order marked.
  @inlinable public var reloadedSectionIdentifiers: [Item] { _reloadedSections.order }
  @usableFromInline var _reloadedSections = SnapshotMarks<Item>()
  /// Item identity → its section's identity (compact: written once per item appended).
  @usableFromInline var sectionOf = CompactMap<Item, Item>()
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

  /// Compares the sections with their items, and the identifiers marked for reload and reconfigure,
  /// in the order marked; the lookup tables built from the sections are left out.
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
    _reloadedSections.remove(doomed)
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
  /// - Complexity: O(m) expected for m identifiers.
  @inlinable public mutating func reloadSections(_ ids: [Item]) throws(SnapshotError) {
    for id in ids where position[id.identity] == nil {
      throw .reloadMissingSection(id.identifierText)
    }
    for id in ids { _reloadedSections.insert(id.identity) }
  }
}

/// Identities marked for reload or reconfigure: in the order marked, each once, with the set
/// that tells whether one is marked already, so that marking m identities costs O(m) however
/// many are marked (a scan of the marks made marking every item of a snapshot quadratic).
@usableFromInline struct SnapshotMarks<Item: Hashable & Sendable>: Sendable {
  /// The identities in the order marked.
  @usableFromInline var order: [Item] = []
  /// The same identities, for lookups.
  @usableFromInline var members: Set<Item> = []

  /// No marks.
  @inlinable init() {}

  /// Marks `id`, unless it is marked already.
  ///
  /// - Complexity: O(1) expected, amortised.
  @inlinable mutating func insert(_ id: Item) {
    if members.insert(id).inserted { order.append(id) }
    checkCounts()
  }

  /// Unmarks the identities in `gone`.
  ///
  /// - Complexity: O(g) expected for g identities when none of them is marked, O(g + r) for
  ///   r marks otherwise.
  @inlinable mutating func remove(_ gone: Set<Item>) {
    guard !members.isDisjoint(with: gone) else { return }
    order.removeAll { gone.contains($0) }
    members.subtract(gone)
    checkInvariants()
  }

  /// As many identities in order as in the set: checked after every mark in debug builds
  /// (`LISTSCRIPT_CHECKS`).
  ///
  /// - Complexity: O(1).
  @inlinable func checkCounts() {
    #if LISTSCRIPT_CHECKS
      precondition(order.count == members.count, "SnapshotMarks: order and set disagree")
    #endif
  }

  /// The identities in order are the set's, each once: checked after every unmarking in debug
  /// builds (`LISTSCRIPT_CHECKS`), which costs O(r) as the unmarking does.
  ///
  /// - Complexity: O(r) for r marks.
  @inlinable func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      checkCounts()
      precondition(Set(order) == members, "SnapshotMarks: order and set disagree")
    #endif
  }
}
