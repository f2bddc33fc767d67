import ListDiff

/// One change a fetched-results controller reports to its delegate, between
/// `controllerWillChangeContent(_:)` and `controllerDidChangeContent(_:)`.
///
/// The index paths are in the spaces Apple documents for
/// `controller(_:didChange:at:for:newIndexPath:)`: `indexPath` is "the index path of the changed
/// object (this value is nil for insertions)", the object's path before the change;
/// `newIndexPath` is "the destination path for the changed object (this value is nil for
/// deletions)", its path after the change. A section's index
/// (`controller(_:didChange:atSectionIndex:for:)`) is the index it had, for a delete, or has,
/// for an insert. Those are exactly the spaces a batch update's calls take, which is why the
/// textbook consumer works — unless a reload meets a move (``FetchedResultsConsumer/reloadAfter``).
public enum FetchedResultsChange: Equatable, Sendable {
  /// `.insert` of a section, at its index after the change.
  case insertSection(Int)
  /// `.delete` of a section, at its index before the change.
  case deleteSection(Int)
  /// `.insert` of an object: `newIndexPath` only.
  case insert(newIndexPath: ListIndexPath)
  /// `.delete` of an object: `indexPath` only.
  case delete(indexPath: ListIndexPath)
  /// `.update` of an object whose sort keys did not change: `indexPath` before, `newIndexPath`
  /// after (nil when a hand-written report leaves it out).
  case update(indexPath: ListIndexPath, newIndexPath: ListIndexPath?)
  /// `.move` of an object whose sort keys changed: from `indexPath` (before) to `newIndexPath`
  /// (after). The update that came with it is not reported separately.
  case move(indexPath: ListIndexPath, newIndexPath: ListIndexPath)

  /// Whether the report is of a section rather than an object.
  @inlinable public var isSectionChange: Bool {
    switch self {
    case .insertSection, .deleteSection: true
    case .insert, .delete, .update, .move: false
    }
  }
}

extension FetchedResultsChange: CustomStringConvertible {
  /// The delegate call as the trace shows it:
  /// `didChange object at 0:1 for .update newIndexPath 0:2`, `didChange section 1 for .insert`.
  @inlinable public var description: String {
    switch self {
    case .insertSection(let s): "didChange section at \(s) for .insert"
    case .deleteSection(let s): "didChange section at \(s) for .delete"
    case .insert(let n): "didChange object at nil for .insert newIndexPath \(n)"
    case .delete(let p): "didChange object at \(p) for .delete newIndexPath nil"
    case .update(let p, let n):
      "didChange object at \(p) for .update newIndexPath \(n.map(\.description) ?? "nil")"
    case .move(let p, let n): "didChange object at \(p) for .move newIndexPath \(n)"
    }
  }
}

/// What a fetched-results controller reports when its fetched objects change.
public enum FetchedResultsReports {
  /// The reports for a change of the fetched objects from `old` to `new`, grouped into sections,
  /// in the order the delegate receives them.
  ///
  /// Apple's rules (`NSFetchedResultsControllerDelegate`): section changes come before object
  /// changes; an added or removed object is reported alone ("all objects that come after the
  /// affected object are also moved, but these moves are not reported"); a move is reported
  /// for an object whose sort keys changed, with no separate update; an update for an object
  /// whose other attributes changed. A controller's sections are ordered by their name, so a
  /// section never moves: a section the diff would move is reported deleted and inserted
  /// (our choice), and sections report only `.insert` and `.delete` (Apple lists no other type
  /// for them). Which objects "moved" is the least set the diff finds (our choice: the sort
  /// keys are not in the data). Objects of a deleted or inserted section go with it and are
  /// not reported one by one (our choice). Within each group: section deletes, section inserts,
  /// then object deletes, inserts, moves and updates, each ascending (our choice: Apple
  /// documents no order, and a bracketed consumer's outcome does not depend on it).
  ///
  /// - Complexity: as `Differ.diff(sections:to:)`, O(n log n) for n rows and sections.
  @inlinable public static func reports<Item: TableItem>(
    from old: [SectionSnapshot<Item>], to new: [SectionSnapshot<Item>]
  ) -> [FetchedResultsChange] {
    var changes = Differ.diff(sections: old, to: new)
    if !changes.sections.moves.isEmpty {
      changes = Differ.diff(
        sections: old, to: new, recreating: Set(changes.sections.moves.map(\.from)))
    }
    var reports: [FetchedResultsChange] = []
    reports += changes.sections.deletes.map { .deleteSection($0) }
    reports += changes.sections.inserts.map { .insertSection($0) }
    reports += changes.deletes.map { .delete(indexPath: $0) }
    reports += changes.inserts.map { .insert(newIndexPath: $0) }
    reports += changes.moves.map { .move(indexPath: $0.from, newIndexPath: $0.to) }
    let moved = Set(changes.moves.map(\.to))
    reports += changes.updates.filter { !moved.contains($0.new) }.map {
      .update(indexPath: $0.old, newIndexPath: $0.new)
    }
    return reports
  }
}
