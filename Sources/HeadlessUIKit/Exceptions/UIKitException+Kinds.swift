import ListDiff

extension UIKitException.Reason {
  /// A failure without its numbers: one per format string UIKit has.
  public enum Kind: String, CaseIterable, Sendable {
    /// The section count does not add up after the batch.
    case invalidSectionCount
    /// A section its deletes and moves out would leave with fewer than zero rows.
    case deleteMoreRowsThanExist
    /// A section's row count does not add up after the batch.
    case invalidRowCount
    /// A row both deleted and reloaded.
    case deleteAndReload
    /// A section both deleted and moved.
    case deleteAndMoveSection
    /// A row both deleted and moved.
    case deleteAndMoveRow
    /// A deleted section that does not exist before the update.
    case deleteSectionOutOfRange
    /// A row deleted from a section that does not exist before the update.
    case deleteRowMissingSection
    /// A deleted row beyond its section's rows before the update.
    case deleteRowOutOfRange
    /// A section both inserted and moved to.
    case insertAndMoveSection
    /// An index path both inserted and moved to.
    case insertAndMoveRow
    /// An inserted section beyond the sections after the update.
    case insertSectionOutOfRange
    /// A row inserted into a section that does not exist after the update.
    case insertRowMissingSection
    /// An inserted row beyond its section's rows after the update.
    case insertRowOutOfRange
    /// A section moved from a section that does not exist before the update.
    case moveSectionFromOutOfRange
    /// A section moved to a section that does not exist after the update.
    case moveSectionToOutOfRange
    /// A row moved from a section that does not exist before the update.
    case moveRowFromMissingSection
    /// A row moved from beyond its section's rows before the update.
    case moveRowFromOutOfRange
    /// A row moved into a section that does not exist after the update.
    case moveRowToMissingSection
    /// A row moved beyond its target section's rows after the update.
    case moveRowToOutOfRange
    /// One section moved to two sections.
    case moveSectionToBoth
    /// One row moved to two index paths.
    case moveRowToBoth
    /// Two sections moved to the same section.
    case moveBothSections
    /// Two rows moved to the same index path.
    case moveBothRows
    /// A scroll to a row its section does not have.
    case scrollRowBeyondBounds
    /// A scroll to a section the view does not have.
    case scrollSectionBeyondBounds
    /// A table's row call with a negative index (iOS 14 and later).
    case invalidUpdateIndexPath
    /// A call made directly on a view whose data source is diffable (iOS 13 and later).
    case diffableViewMutated
    /// A layout's attributes for an item the data source does not have (a collection view up
    /// to iOS 12; logged after).
    case layoutAttributesForMissingItem
    /// No attributes from the layout for an item asked for (a collection view up to iOS 12).
    case noLayoutAttributesForItem
    /// An item moved out of a section the batch deletes (a collection view).
    case moveItemFromDeletedSection
    /// An item moved into a section the batch inserts (a collection view).
    case moveItemIntoInsertedSection

    /// Whether the failure is about the counts (the iOS 17 form replaces its text).
    @inlinable public var isCountFailure: Bool {
      self == .invalidSectionCount || self == .invalidRowCount || self == .deleteMoreRowsThanExist
    }

    /// Whether `view` raises this text on `platform`: a count failure in its classic words on
    /// every profile, the invalid index path on tables from iOS 14, the diffable
    /// texts from iOS 13.
    @inlinable public func isRaised(on platform: Platform, view: ViewNoun) -> Bool {
      switch self {
      // Every profile raises the classic texts: from iOS 16.4 the second stage of the count
      // check does, when every survivor fits (`Platform.detectsBatchUpdates(_:)`).
      case .invalidSectionCount, .invalidRowCount, .deleteMoreRowsThanExist:
        true
      case .invalidUpdateIndexPath: view == .table && platform.checksUpdateIndexPaths
      case .diffableViewMutated: platform != .ios12
      case .layoutAttributesForMissingItem, .noLayoutAttributesForItem:
        view == .collection && platform == .ios12
      case .moveItemFromDeletedSection, .moveItemIntoInsertedSection: view == .collection
      case .deleteAndReload, .deleteAndMoveSection, .deleteAndMoveRow, .deleteSectionOutOfRange,
        .deleteRowMissingSection, .deleteRowOutOfRange, .insertAndMoveSection, .insertAndMoveRow,
        .insertSectionOutOfRange, .insertRowMissingSection, .insertRowOutOfRange,
        .moveSectionFromOutOfRange, .moveSectionToOutOfRange, .moveRowFromMissingSection,
        .moveRowFromOutOfRange, .moveRowToMissingSection, .moveRowToOutOfRange,
        .moveSectionToBoth, .moveRowToBoth, .moveBothSections, .moveBothRows,
        .scrollRowBeyondBounds, .scrollSectionBeyondBounds:
        true
      }
    }
  }

  /// Which format string the failure uses.
  @inlinable public var kind: Kind {
    switch self {
    case .invalidSectionCount: .invalidSectionCount
    case .deleteMoreRowsThanExist: .deleteMoreRowsThanExist
    case .invalidRowCount: .invalidRowCount
    case .deleteAndReload: .deleteAndReload
    case .deleteAndMoveSection: .deleteAndMoveSection
    case .deleteAndMoveRow: .deleteAndMoveRow
    case .deleteSectionOutOfRange: .deleteSectionOutOfRange
    case .deleteRowMissingSection: .deleteRowMissingSection
    case .deleteRowOutOfRange: .deleteRowOutOfRange
    case .insertAndMoveSection: .insertAndMoveSection
    case .insertAndMoveRow: .insertAndMoveRow
    case .insertSectionOutOfRange: .insertSectionOutOfRange
    case .insertRowMissingSection: .insertRowMissingSection
    case .insertRowOutOfRange: .insertRowOutOfRange
    case .moveSectionFromOutOfRange: .moveSectionFromOutOfRange
    case .moveSectionToOutOfRange: .moveSectionToOutOfRange
    case .moveRowFromMissingSection: .moveRowFromMissingSection
    case .moveRowFromOutOfRange: .moveRowFromOutOfRange
    case .moveRowToMissingSection: .moveRowToMissingSection
    case .moveRowToOutOfRange: .moveRowToOutOfRange
    case .moveSectionToBoth: .moveSectionToBoth
    case .moveRowToBoth: .moveRowToBoth
    case .moveBothSections: .moveBothSections
    case .moveBothRows: .moveBothRows
    case .scrollRowBeyondBounds: .scrollRowBeyondBounds
    case .scrollSectionBeyondBounds: .scrollSectionBeyondBounds
    case .invalidUpdateIndexPath: .invalidUpdateIndexPath
    case .diffableViewMutated: .diffableViewMutated
    case .layoutAttributesForMissingItem: .layoutAttributesForMissingItem
    case .noLayoutAttributesForItem: .noLayoutAttributesForItem
    case .moveItemFromDeletedSection: .moveItemFromDeletedSection
    case .moveItemIntoInsertedSection: .moveItemIntoInsertedSection
    }
  }

  /// The failure of `kind` with the numbers `v`.
  ///
  /// The numbers come in the order the reason's fields list them (an index path takes two,
  /// section then row). A count failure gets empty counts: its classic text does not show
  /// them. `v` must hold at least `maxSlots` numbers.
  @usableFromInline static func make(_ kind: Kind, _ v: [Int]) -> Self {
    let none = UIKitException.Counts(before: [], after: [], updates: [])
    func path(_ i: Int) -> ListIndexPath { ListIndexPath(v[i], v[i + 1]) }
    switch kind {
    case .invalidSectionCount:
      return .invalidSectionCount(after: v[0], before: v[1], inserted: v[2], deleted: v[3], none)
    case .deleteMoreRowsThanExist: return .deleteMoreRowsThanExist(section: v[0], none)
    case .invalidRowCount:
      return .invalidRowCount(
        section: v[0], after: v[1], before: v[2], inserted: v[3], deleted: v[4], movedIn: v[5],
        movedOut: v[6], none)
    case .deleteAndReload: return .deleteAndReload(path(0))
    case .deleteAndMoveSection: return .deleteAndMoveSection(v[0])
    case .deleteAndMoveRow: return .deleteAndMoveRow(path(0))
    case .deleteSectionOutOfRange: return .deleteSectionOutOfRange(section: v[0], sections: v[1])
    case .deleteRowMissingSection:
      return .deleteRowMissingSection(row: v[0], section: v[1], sections: v[2])
    case .deleteRowOutOfRange: return .deleteRowOutOfRange(row: v[0], section: v[1], rows: v[2])
    case .insertAndMoveSection: return .insertAndMoveSection(v[0])
    case .insertAndMoveRow: return .insertAndMoveRow(path(0))
    case .insertSectionOutOfRange: return .insertSectionOutOfRange(section: v[0], sections: v[1])
    case .insertRowMissingSection:
      return .insertRowMissingSection(row: v[0], section: v[1], sections: v[2])
    case .insertRowOutOfRange: return .insertRowOutOfRange(row: v[0], section: v[1], rows: v[2])
    case .moveSectionFromOutOfRange:
      return .moveSectionFromOutOfRange(section: v[0], sections: v[1])
    case .moveSectionToOutOfRange:
      return .moveSectionToOutOfRange(from: v[0], to: v[1], sections: v[2])
    case .moveRowFromMissingSection: return .moveRowFromMissingSection(path(0), sections: v[2])
    case .moveRowFromOutOfRange:
      return .moveRowFromOutOfRange(path(0), rows: v[2], section: v[3])
    case .moveRowToMissingSection:
      return .moveRowToMissingSection(path(0), path(2), sections: v[4])
    case .moveRowToOutOfRange:
      return .moveRowToOutOfRange(path(0), path(2), rows: v[4], section: v[5])
    case .moveSectionToBoth: return .moveSectionToBoth(v[0], v[1], v[2])
    case .moveRowToBoth: return .moveRowToBoth(path(0), path(2), path(4))
    case .moveBothSections: return .moveBothSections(v[0], v[1], v[2])
    case .moveBothRows: return .moveBothRows(path(0), path(2), path(4))
    case .scrollRowBeyondBounds: return .scrollRowBeyondBounds(row: v[0], rows: v[1], section: v[2])
    case .scrollSectionBeyondBounds:
      return .scrollSectionBeyondBounds(section: v[0], sections: v[1])
    case .invalidUpdateIndexPath: return .invalidUpdateIndexPath(path(0))
    case .diffableViewMutated: return .diffableViewMutated
    case .layoutAttributesForMissingItem: return .layoutAttributesForMissingItem(path(0))
    case .noLayoutAttributesForItem: return .noLayoutAttributesForItem(path(0))
    case .moveItemFromDeletedSection: return .moveItemFromDeletedSection(v[0])
    case .moveItemIntoInsertedSection: return .moveItemIntoInsertedSection(v[0])
    }
  }

  /// The most numbers `make` reads (`invalidRowCount`'s seven).
  @usableFromInline static let maxSlots = 7

  /// The numbers the failure holds, in the order `make` reads them (a count failure's `Counts`
  /// left out).
  package var numbers: [Int] {
    func path(_ p: ListIndexPath) -> [Int] { [p.section, p.row] }
    switch self {
    case .invalidSectionCount(let after, let before, let inserted, let deleted, _):
      return [after, before, inserted, deleted]
    case .deleteMoreRowsThanExist(let section, _): return [section]
    case .invalidRowCount(let s, let after, let before, let ins, let del, let mIn, let mOut, _):
      return [s, after, before, ins, del, mIn, mOut]
    case .deleteAndReload(let p), .deleteAndMoveRow(let p), .insertAndMoveRow(let p),
      .invalidUpdateIndexPath(let p), .layoutAttributesForMissingItem(let p),
      .noLayoutAttributesForItem(let p):
      return path(p)
    case .deleteAndMoveSection(let s), .insertAndMoveSection(let s),
      .moveItemFromDeletedSection(let s), .moveItemIntoInsertedSection(let s):
      return [s]
    case .deleteSectionOutOfRange(let s, let n), .insertSectionOutOfRange(let s, let n),
      .moveSectionFromOutOfRange(let s, let n), .scrollSectionBeyondBounds(let s, let n):
      return [s, n]
    case .deleteRowMissingSection(let r, let s, let n), .deleteRowOutOfRange(let r, let s, let n),
      .insertRowMissingSection(let r, let s, let n), .insertRowOutOfRange(let r, let s, let n),
      .scrollRowBeyondBounds(let r, let s, let n):
      return [r, s, n]
    case .moveSectionToOutOfRange(let a, let b, let n), .moveSectionToBoth(let a, let b, let n),
      .moveBothSections(let a, let b, let n):
      return [a, b, n]
    case .moveRowFromMissingSection(let p, let n): return path(p) + [n]
    case .moveRowFromOutOfRange(let p, let n, let s): return path(p) + [n, s]
    case .moveRowToMissingSection(let a, let b, let n): return path(a) + path(b) + [n]
    case .moveRowToOutOfRange(let a, let b, let n, let s): return path(a) + path(b) + [n, s]
    case .moveRowToBoth(let a, let b, let c), .moveBothRows(let a, let b, let c):
      return path(a) + path(b) + path(c)
    case .diffableViewMutated: return []
    }
  }
}
