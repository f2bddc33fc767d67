import HeadlessUIKit

/// `NSDiffableDataSourceSnapshot`: sections and items by identifier, with UIKit's checks.
///
/// A mutation UIKit raises for (a duplicate identifier, an item for a section that does not
/// exist) raises the profile's text into the current run (`Headless.run`) and leaves the
/// snapshot as it was; outside a run it traps.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  var model = DiffableSnapshot<HeadlessRow>()

  /// An empty snapshot.
  public init() {}

  init(model: DiffableSnapshot<HeadlessRow>) { self.model = model }

  // MARK: - Reading

  /// The number of items in all sections.
  public var numberOfItems: Int { model.numberOfItems }
  /// The number of sections.
  public var numberOfSections: Int { model.numberOfSections }
  /// The sections' identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifierType] {
    model.sectionIdentifiers.compactMap(Self.section)
  }
  /// Every item's identifier, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { model.itemIdentifiers.compactMap(Self.item) }
  /// The items `reloadItems` marked.
  public var reloadedItemIdentifiers: [ItemIdentifierType] {
    model.reloadedItemIdentifiers.compactMap(Self.item)
  }
  /// The items `reconfigureItems` marked.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
    model.reconfiguredItemIdentifiers.compactMap(Self.item)
  }
  /// The sections `reloadSections` marked.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] {
    model.reloadedSectionIdentifiers.compactMap(Self.section)
  }

  /// The number of items in `identifier`'s section; raises for a section it lacks.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    Self.reading { () throws(SnapshotError) in
      try model.numberOfItems(inSection: .section(identifier))
    } ?? 0
  }
  /// The items of `identifier`'s section; raises for a section it lacks.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    (Self.reading { () throws(SnapshotError) in
      try model.itemIdentifiers(inSection: .section(identifier))
    } ?? []).compactMap(Self.item)
  }
  /// The section that holds `identifier`, if any.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    model.sectionIdentifier(containingItem: .item(identifier)).flatMap(Self.section)
  }
  /// The item's index among all items, if it is there.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    model.indexOfItem(.item(identifier))
  }
  /// The section's index, if it is there.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    model.indexOfSection(.section(identifier))
  }

  // MARK: - Sections

  /// `appendSections(_:)`: raises for an identifier already there.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    edit { (s, p) throws(SnapshotError) in
      try s.appendSections(identifiers.map(HeadlessRow.section), on: p)
    }
  }
  /// `insertSections(_:beforeSection:)`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
  ) {
    edit { (s, p) throws(SnapshotError) in
      try s.insertSections(identifiers.map(HeadlessRow.section), .before(.section(before)), on: p)
    }
  }
  /// `insertSections(_:afterSection:)`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType
  ) {
    edit { (s, p) throws(SnapshotError) in
      try s.insertSections(identifiers.map(HeadlessRow.section), .after(.section(after)), on: p)
    }
  }
  /// `deleteSections(_:)`, with their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    model.deleteSections(identifiers.map(HeadlessRow.section))
  }
  /// `moveSection(_:beforeSection:)`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection before: SectionIdentifierType
  ) {
    edit { (s, _) throws(SnapshotError) in
      try s.moveSection(.section(identifier), .before(.section(before)))
    }
  }
  /// `moveSection(_:afterSection:)`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection after: SectionIdentifierType
  ) {
    edit { (s, _) throws(SnapshotError) in
      try s.moveSection(.section(identifier), .after(.section(after)))
    }
  }
  /// `reloadSections(_:)`: marks the sections for reloading at the next apply.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    edit { (s, _) throws(SnapshotError) in
      try s.reloadSections(identifiers.map(HeadlessRow.section))
    }
  }

  // MARK: - Items

  /// `appendItems(_:toSection:)`: to the last section when none is named.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    edit { (s, p) throws(SnapshotError) in
      let warning = try s.appendItems(
        identifiers.map(HeadlessRow.item), toSection: section.map(HeadlessRow.section), on: p)
      if let warning { Headless.current?.log("warning: \(warning.message)") }
    }
  }
  /// `insertItems(_:beforeItem:)`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType
  ) {
    edit { (s, p) throws(SnapshotError) in
      let warning = try s.insertItems(
        identifiers.map(HeadlessRow.item), .before(.item(before)), on: p)
      if let warning { Headless.current?.log("warning: \(warning.message)") }
    }
  }
  /// `insertItems(_:afterItem:)`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType
  ) {
    edit { (s, p) throws(SnapshotError) in
      let warning = try s.insertItems(
        identifiers.map(HeadlessRow.item), .after(.item(after)), on: p)
      if let warning { Headless.current?.log("warning: \(warning.message)") }
    }
  }
  /// `deleteItems(_:)`.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    model.deleteItems(identifiers.map(HeadlessRow.item))
  }
  /// `deleteAllItems()`: no sections, no items.
  public mutating func deleteAllItems() { model.deleteAllItems() }
  /// `moveItem(_:beforeItem:)`.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType
  ) {
    edit { (s, _) throws(SnapshotError) in try s.moveItem(.item(identifier), .before(.item(before)))
    }
  }
  /// `moveItem(_:afterItem:)`.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType
  ) {
    edit { (s, _) throws(SnapshotError) in try s.moveItem(.item(identifier), .after(.item(after))) }
  }
  /// `reloadItems(_:)`: marks the items for reloading at the next apply.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    edit { (s, p) throws(SnapshotError) in
      try s.reloadItems(identifiers.map(HeadlessRow.item), on: p)
    }
  }
  /// `reconfigureItems(_:)` (iOS 15 and later).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    edit { (s, p) throws(SnapshotError) in
      try s.reconfigureItems(identifiers.map(HeadlessRow.item), on: p)
    }
  }

  // MARK: - Support

  /// Runs one mutation with the run's profile; what UIKit raises for goes to the run, and the
  /// snapshot stays as it was.
  mutating func edit(
    _ body: (inout DiffableSnapshot<HeadlessRow>, Platform) throws(SnapshotError) -> Void
  ) {
    let profile = HeadlessRun.currentProfile
    var next = model
    do throws(SnapshotError) {
      try body(&next, profile)
      model = next
    } catch {
      HeadlessRun.raiseInCurrent(HeadlessException(.snapshot(error, profile), profile: profile))
    }
  }

  static func reading<R>(_ body: () throws(SnapshotError) -> R) -> R? {
    do throws(SnapshotError) { return try body() } catch {
      let profile = HeadlessRun.currentProfile
      HeadlessRun.raiseInCurrent(HeadlessException(.snapshot(error, profile), profile: profile))
      return nil
    }
  }

  static func section(_ row: HeadlessRow) -> SectionIdentifierType? {
    row.id?.base.base as? SectionIdentifierType
  }
  static func item(_ row: HeadlessRow) -> ItemIdentifierType? {
    row.id?.base.base as? ItemIdentifierType
  }
}

extension HeadlessRow {
  static func section<T: Hashable & Sendable>(_ identifier: T) -> HeadlessRow {
    HeadlessRow(id: DiffableIdentifier(section: identifier))
  }
  static func item<T: Hashable & Sendable>(_ identifier: T) -> HeadlessRow {
    HeadlessRow(id: DiffableIdentifier(item: identifier))
  }
}
