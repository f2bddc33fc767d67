import HeadlessUIKit

/// A method of a section snapshot (`NSDiffableDataSourceSectionSnapshot`, iOS 14).
///
/// Its name and argument labels select it: Swift's own spellings. No name is also a snapshot's, so the
/// name alone says which kind of value a method is for.
enum SectionSnapshotMethod: CaseIterable, Sendable, MethodForm {
  case append, appendTo, insertBefore, insertAfter, delete, deleteAll, expand, collapse
  case replaceChildren
  case isExpanded, isVisible, contains, levelOf, indexOf, parentOf, snapshotOf
  case snapshotOfIncludingParent

  var name: String {
    switch self {
    case .append, .appendTo: "append"
    case .insertBefore, .insertAfter: "insert"
    case .delete: "delete"
    case .deleteAll: "deleteAll"
    case .expand: "expand"
    case .collapse: "collapse"
    case .replaceChildren: "replace"
    case .isExpanded: "isExpanded"
    case .isVisible: "isVisible"
    case .contains: "contains"
    case .levelOf: "level"
    case .indexOf: "index"
    case .parentOf: "parent"
    case .snapshotOf, .snapshotOfIncludingParent: "snapshot"
    }
  }

  var labels: [String?] {
    switch self {
    case .append, .delete, .expand, .collapse, .isExpanded, .isVisible, .contains: [nil]
    case .appendTo: [nil, "to"]
    case .insertBefore: [nil, "before"]
    case .insertAfter: [nil, "after"]
    case .deleteAll: []
    case .replaceChildren: ["childrenOf", "using"]
    case .levelOf, .indexOf, .parentOf, .snapshotOf: ["of"]
    case .snapshotOfIncludingParent: ["of", "includingParent"]
    }
  }

  var mutates: Bool {
    switch self {
    case .append, .appendTo, .insertBefore, .insertAfter, .delete, .deleteAll, .expand,
      .collapse, .replaceChildren:
      true
    case .isExpanded, .isVisible, .contains, .levelOf, .indexOf, .parentOf, .snapshotOf,
      .snapshotOfIncludingParent:
      false
    }
  }

  /// The properties a section snapshot answers (`ss.visibleItems`), beside its methods.
  static let properties = ["items", "rootItems", "visibleItems"]
}

/// A method of the view's diffable data source, called on `dataSource`: its lookups and its
/// section snapshots.
enum DataSourceMethod: CaseIterable, Sendable, MethodForm {
  case itemIdentifier, indexPath, sectionIdentifier, index, snapshotFor, snapshot

  var name: String {
    switch self {
    case .itemIdentifier: "itemIdentifier"
    case .indexPath: "indexPath"
    case .sectionIdentifier: "sectionIdentifier"
    case .index: "index"
    case .snapshotFor, .snapshot: "snapshot"
    }
  }

  var labels: [String?] {
    switch self {
    case .itemIdentifier, .indexPath, .sectionIdentifier, .index, .snapshotFor: ["for"]
    case .snapshot: []
    }
  }

  var mutates: Bool { false }

  /// The iOS version the method arrived in: `sectionIdentifier(for:)` and `index(for:)` in
  /// iOS 15, `snapshot(for:)` in iOS 14, the others with diffable data sources.
  var since: Platform {
    switch self {
    case .sectionIdentifier, .index: .ios15
    case .snapshotFor: .ios14
    case .itemIdentifier, .indexPath, .snapshot: .ios14
    }
  }
}

/// What the resolver reads of a method to pick it by name and labels.
protocol MethodForm {
  var name: String { get }
  var labels: [String?] { get }
  var mutates: Bool { get }
}

extension MethodForm {
  /// Swift's full name: `append(_:to:)`.
  var signature: String { SnapshotMethod.signature(name, labels) }
}
