import HeadlessUIKit

/// A method of a snapshot (`NSDiffableDataSourceSnapshot`), as its name and argument labels
/// select it: Swift's own spellings, so that a person can paste the shape of their code.
///
/// The resolver picks the case from the name and the labels; a name no method has, or labels
/// no method of that name takes, is a `NameError` with a did-you-mean.
enum SnapshotMethod: CaseIterable, Sendable, MethodForm {
  case appendSections, insertSectionsBefore, insertSectionsAfter, deleteSections
  case moveSectionBefore, moveSectionAfter, reloadSections
  case appendItems, appendItemsToSection, insertItemsBefore, insertItemsAfter, deleteItems
  case deleteAllItems, moveItemBefore, moveItemAfter, reloadItems, reconfigureItems
  case itemIdentifiersInSection, numberOfItemsInSection, indexOfItem, indexOfSection
  case sectionIdentifierContainingItem

  /// The method's base name.
  var name: String {
    switch self {
    case .appendSections: "appendSections"
    case .insertSectionsBefore, .insertSectionsAfter: "insertSections"
    case .deleteSections: "deleteSections"
    case .moveSectionBefore, .moveSectionAfter: "moveSection"
    case .reloadSections: "reloadSections"
    case .appendItems, .appendItemsToSection: "appendItems"
    case .insertItemsBefore, .insertItemsAfter: "insertItems"
    case .deleteItems: "deleteItems"
    case .deleteAllItems: "deleteAllItems"
    case .moveItemBefore, .moveItemAfter: "moveItem"
    case .reloadItems: "reloadItems"
    case .reconfigureItems: "reconfigureItems"
    case .itemIdentifiersInSection: "itemIdentifiers"
    case .numberOfItemsInSection: "numberOfItems"
    case .indexOfItem: "indexOfItem"
    case .indexOfSection: "indexOfSection"
    case .sectionIdentifierContainingItem: "sectionIdentifier"
    }
  }

  /// The argument labels, `nil` for an unlabelled argument (`_`).
  var labels: [String?] {
    switch self {
    case .appendSections, .deleteSections, .reloadSections, .appendItems, .deleteItems,
      .reloadItems, .reconfigureItems, .indexOfItem, .indexOfSection:
      [nil]
    case .insertSectionsBefore, .moveSectionBefore: [nil, "beforeSection"]
    case .insertSectionsAfter, .moveSectionAfter: [nil, "afterSection"]
    case .appendItemsToSection: [nil, "toSection"]
    case .insertItemsBefore, .moveItemBefore: [nil, "beforeItem"]
    case .insertItemsAfter, .moveItemAfter: [nil, "afterItem"]
    case .deleteAllItems: []
    case .itemIdentifiersInSection, .numberOfItemsInSection: ["inSection"]
    case .sectionIdentifierContainingItem: ["containingItem"]
    }
  }

  /// Whether it changes the snapshot it is called on (which must then be a variable).
  var mutates: Bool {
    switch self {
    case .itemIdentifiersInSection, .numberOfItemsInSection, .indexOfItem, .indexOfSection,
      .sectionIdentifierContainingItem:
      false
    default: true
    }
  }

  /// Swift's full name: `appendItems(_:toSection:)`.
  var signature: String { Self.signature(name, labels) }

  static func signature(_ name: String, _ labels: [String?]) -> String {
    name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// Every method's base name.
  static let names = Array(Set(allCases.map(\.name))).sorted()

  /// The properties a snapshot answers (`s.numberOfItems`), beside its methods.
  static let properties = [
    "numberOfItems", "numberOfSections", "itemIdentifiers", "sectionIdentifiers",
    "reloadedItemIdentifiers", "reconfiguredItemIdentifiers", "reloadedSectionIdentifiers",
  ]
}
