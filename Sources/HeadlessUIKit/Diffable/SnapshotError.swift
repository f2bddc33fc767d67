import ListDiff

/// A failure of an `NSDiffableDataSourceSnapshot` method, raised at the mutating call (not at
/// `apply`), with UIKit's text on a profile.
///
/// UIKit raises them all as `NSInternalInconsistencyException` through `NSAssertionHandler`
/// (a port that checked them against UIKit says so; reference §4.2). Identifiers print as the
/// model's items print (`displayText`), where UIKit prints their `description`.
public enum SnapshotError: Error, Equatable, Sendable {
  /// `appendItems`/`insertItems` with an identifier twice in the argument.
  case duplicateItems([String])
  /// `appendSections`/`insertSections` with an identifier twice in the argument.
  case duplicateSections([String])
  /// `appendSections`/`insertSections` of a section the snapshot has.
  case sectionAlreadyPresent([String])
  /// `appendItems`/`insertItems` of an item the snapshot has (iOS 13 and 14; later, a warning
  /// and a move).
  case itemAlreadyPresent([String])
  /// `appendItems(_:)` with no section.
  case noSection
  /// `appendItems(_:toSection:)`, `insertItems(_:beforeItem:|afterItem:)` to a missing target.
  case missingTargetForItems
  /// `insertItems(_:beforeItem:|afterItem:)` whose target is among the items inserted.
  case targetAmongInserted(String)
  /// `insertSections(_:beforeSection:|afterSection:)` to a missing section.
  case missingTargetSection
  /// `insertSections` whose destination is among the sections inserted (iOS 14's text; later
  /// versions say the section already exists).
  case sectionTargetAmongInserted(String)
  /// `moveItem` of an item, or to an item, the snapshot lacks.
  case moveItemMissing(from: Bool)
  /// `moveSection` of a section, or to a section, the snapshot lacks.
  case moveSectionMissing(from: Bool)
  /// `reloadItems` of an identifier the snapshot lacks.
  case reloadMissingItem(String)
  /// `reconfigureItems` of an identifier the snapshot lacks.
  case reconfigureMissingItem(String)
  /// `reloadSections` of a section the snapshot lacks.
  case reloadMissingSection(String)
  /// `numberOfItems(inSection:)`, `itemIdentifiers(inSection:)` of a missing section.
  case sectionNotFound
  /// A method the profile does not have (`reconfigureItems` before iOS 15).
  case unavailable(String, since: String)
  /// Two item identifiers that are equal (one identity) but hash differently, found by `apply`
  /// (iOS 15 and later): the one the view shows, then the one applied.
  case equalIdentifiersDifferentHashes(String, String)
  /// A section snapshot's `append` or `insert` with identifiers it has, or twice in the call.
  case sectionSnapshotDuplicates([String])
  /// A section snapshot's `append(_:to:)`, `snapshot(of:)` or `replace(childrenOf:using:)`
  /// naming a parent it lacks.
  case sectionSnapshotParentMissing(String)
  /// A section snapshot's `insert(_:before:|after:)` relative to an item it lacks.
  case sectionSnapshotInsertTargetMissing(String, after: Bool)
  /// A section snapshot's `isExpanded`, `isVisible` or `level(of:)` of an item it lacks.
  case sectionSnapshotItemMissing(String, SectionSnapshotQuery)
  /// A section snapshot's `parent(of:)` of an item it lacks.
  case sectionSnapshotChildMissing(String)
  /// A section snapshot's `delete(_:)` of an item it lacks (raised from iOS 15, logged before).
  case sectionSnapshotDeleteMissing(String)
  /// A section snapshot's `replace(childrenOf:using:)` with identifiers the tree keeps
  /// elsewhere: UIKit checks nothing and leaves identifiers that repeat, which the model
  /// refuses (not one of UIKit's exceptions).
  case sectionSnapshotReplaceDuplicates([String])
  /// An apply on the main queue while another is outstanding: off the main queue and not yet
  /// committed, or in flight underneath it.
  case deadlockDetected

  /// UIKit's text on `platform`.
  ///
  /// - Complexity: O(k) for the k identifiers it lists.
  @inlinable public func message(on platform: Platform) -> String {
    func set(_ ids: [String]) -> String {
      "{(\n" + ids.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
    }
    let before15 = platform == .ios12 || platform == .ios14
    switch self {
    case .duplicateItems(let ids):
      return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: " + set(ids)
    case .duplicateSections(let ids):
      return "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
        + set(ids)
    case .sectionAlreadyPresent(let ids):
      if before15 {
        return
          "Section identifier count does not match data source count. This is most likely due to a hashing issue with the identifiers."
      }
      let n = ids.count
      return
        "Diffable data source detected an attempt to insert or append \(n) section \(n == 1 ? "identifier" : "identifiers") that already \(n == 1 ? "exists" : "exist") in the snapshot. Identifiers in a snapshot must be unique. Section \(n == 1 ? "identifier that already exists" : "identifiers that already exist"): "
        + ids.joined(separator: ", ")
    case .itemAlreadyPresent(let ids):
      return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: " + set(ids)
    case .noSection:
      return "There are currently no sections in the data source. Please add a section first."
    case .missingTargetForItems:
      return "Invalid parameter not satisfying: section != NSNotFound"
    case .targetAmongInserted(let id):
      return
        "Invalid update: destination for insertion operation [\(id)] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier: \(id)>."
    case .missingTargetSection:
      return "Invalid parameter not satisfying: insertIndex != NSNotFound"
    case .sectionTargetAmongInserted(let id):
      return
        "Invalid update: destination for section operation [\(id)] is in the inserted section list for update: <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier: \(id); destIsSection: 1>"
    case .moveItemMissing(let from):
      return "Invalid parameter not satisfying: \(from ? "fromIndex" : "toIndex") != NSNotFound"
    case .moveSectionMissing(let from):
      return
        "Invalid parameter not satisfying: \(from ? "fromSection" : "toSection") != NSNotFound"
    case .reloadMissingItem(let id):
      return before15
        ? "Invalid item identifier specified for reload"
        : "Attempted to reload item identifier that does not exist in the snapshot: \(id)"
    case .reconfigureMissingItem(let id):
      return "Attempted to reconfigure item identifier that does not exist in the snapshot: \(id)"
    case .reloadMissingSection(let id):
      return "Invalid section identifier for reload specified: \(id)"
    case .sectionNotFound:
      return
        "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
    case .unavailable(let method, let since):
      return "\(method) is not available on \(platform.rawValue); it arrived in \(since)"
    case .equalIdentifiersDifferentHashes(let a, let b):
      // The pair is printed as the already-exists warning prints its list (our choice).
      return
        "Diffable data source detected item identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. Identifiers that are equal but have different hash values: (\(a), \(b))"
    // The section snapshot's texts: decompiled UIKitCore, iOS 18.2 and 26.1
    // (NSDiffableDataSourceSectionSnapshot.m); hackiftekhar/IQListKit#3 for the duplicates.
    case .sectionSnapshotDuplicates(let ids):
      return "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
        + set(ids)
    case .sectionSnapshotParentMissing(let id):
      return "Parent item identifier does not exist in section snapshot: \(id)"
    case .sectionSnapshotInsertTargetMissing(let id, let after):
      return
        "Item identifier to insert \(after ? "after" : "before") does not exist in section snapshot: \(id)"
    case .sectionSnapshotItemMissing(let id, let query):
      // iOS 13 and 14 asserted a parameter for level(of:) (miku1958/ConfigableCollectionView's
      // recorded texts); the other queries' older texts are unknown (our choice: today's).
      if before15, query == .level {
        return "Invalid parameter not satisfying: index != NSNotFound"
      }
      return "Item identifier does not exist in section snapshot: \(id)"
    case .sectionSnapshotChildMissing(let id):
      if before15 { return "Invalid parameter not satisfying: childIndex != NSNotFound" }
      return "Child item identifier does not exist in section snapshot: \(id)"
    case .sectionSnapshotDeleteMissing(let id):
      return "Failed to find index of item \(id)"
    case .sectionSnapshotReplaceDuplicates(let ids):
      return
        "replace(childrenOf:using:) with identifiers the section snapshot keeps elsewhere ("
        + ids.joined(separator: ", ")
        + "): UIKit checks nothing here and leaves identifiers that repeat in the tree, which ListScript does not model"
    case .deadlockDetected:
      // iOS 18.2's `_performOnApplyQueue:` (`_UIDiffableDataSourceImpl.m:575`); iOS 26.1
      // reworded it in BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_…
      // (`_UIDiffableDataSourceImpl.m:54`), under the same condition.
      if platform.isAtLeast(.ios26) {
        return
          "Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a snapshot. Make sure you are consistently applying snapshots either always on the main queue or always off the main queue, and make sure you are not applying a snapshot as a side effect of updates from (i.e. underneath) another snapshot apply call. View updated by this diffable data source: <…>"
      }
      return
        "Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue - view=<…>"
    }
  }

  /// What a person can do about it.
  @inlinable public var notes: [String] {
    switch self {
    case .duplicateItems, .duplicateSections:
      return [
        "identifiers must be unique in a snapshot; UIKit checks at the call, in release builds too"
      ]
    case .sectionAlreadyPresent, .itemAlreadyPresent:
      return [
        "the snapshot has it already; from iOS 15 UIKit warns and moves an item instead (ListScript's ios15 on; the version is inferred)"
      ]
    case .noSection: return ["append a section first: s.appendSections([…])"]
    case .missingTargetForItems, .missingTargetSection, .moveItemMissing, .moveSectionMissing:
      return ["the identifier named must be in the snapshot: indexOfItem and indexOfSection say"]
    case .targetAmongInserted, .sectionTargetAmongInserted:
      return ["insert relative to an identifier the call does not insert"]
    case .reloadMissingItem, .reconfigureMissingItem, .reloadMissingSection:
      return [
        "the identifier is not in this snapshot: deleted before the reload arrived? (check with indexOfItem first)"
      ]
    case .sectionNotFound: return ["indexOfSection(_:) is nil for it"]
    case .deadlockDetected:
      return [
        "apply snapshots always on the main queue or always off it, and never from inside another apply (its completion, a cell provider)"
      ]
    case .unavailable, .sectionSnapshotReplaceDuplicates: return []
    case .sectionSnapshotDuplicates:
      return [
        "an item may be in a section snapshot once, under one parent: contains(_:) says whether it is"
      ]
    case .sectionSnapshotParentMissing, .sectionSnapshotInsertTargetMissing,
      .sectionSnapshotItemMissing, .sectionSnapshotChildMissing, .sectionSnapshotDeleteMissing:
      return ["the item is not in this section snapshot: contains(_:) says whether it is"]
    case .equalIdentifiersDifferentHashes:
      return [
        "== and hash(into:) of the identifier type must read the same fields (the stable id); UIKit checks when a snapshot is applied, in apps built with the iOS 15 SDK or later"
      ]
    }
  }

  /// The failure as a diagnostic prints it: UIKit's exception class and text on `platform`, or
  /// ListScript's own words for a method the profile lacks.
  @inlinable public func diagnostic(on platform: Platform) -> String {
    (isException ? "NSInternalInconsistencyException: " : "") + message(on: platform)
  }

  /// Whether UIKit raises it (an `NSInternalInconsistencyException`); `false` for a method the
  /// profile lacks, which is ListScript's own error.
  @inlinable public var isException: Bool {
    switch self {
    case .unavailable, .sectionSnapshotReplaceDuplicates: false
    default: true
    }
  }
}

/// A warning UIKit logs at a snapshot call and goes on: identifiers appended or inserted that
/// the snapshot already has are moved into place (iOS 15 and later, our inference).
public struct SnapshotWarning: Equatable, Sendable {
  /// The identifiers already present, as printed.
  public var identifiers: [String]

  /// A warning about these identifiers, already in the snapshot, as printed.
  @inlinable public init(identifiers: [String]) { self.identifiers = identifiers }

  /// UIKit's log text.
  @inlinable public var message: String {
    let n = identifiers.count
    let one = n == 1
    return
      "Diffable data source detected an attempt to insert or append \(n) item \(one ? "identifier" : "identifiers") that already \(one ? "exists" : "exist") in the snapshot. The existing item \(one ? "identifier" : "identifiers") will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item \(one ? "identifier that already exists" : "identifiers that already exist"): ("
      + identifiers.joined(separator: ", ") + ")"
  }
}
