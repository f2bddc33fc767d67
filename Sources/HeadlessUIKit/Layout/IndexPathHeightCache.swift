import ListDiff

/// FDTemplateLayoutCell's `FDIndexPathHeightCache`, quirks included: heights by section and
/// row, one store per orientation, −1 for "not cached", and edits applied per UIKit call as
/// the library's swizzled methods apply them.
///
/// Every edit goes to both stores. Edits happen only once the cache has stored a height
/// (`automaticallyInvalidateEnabled`). The quirks the fourth article's readers meet:
/// row and section moves *swap* two entries (right only for neighbours); section deletes are
/// applied one after another, so deleting sections 1 and 2 removes the old sections 1 and 3;
/// inserts apply in call order, inside a batch as outside; inserting a section first grows the
/// store up to that index and then inserts, which can leave an extra empty section.
public struct IndexPathHeightCache: Equatable, Sendable {
  /// The entry for an index path with no height.
  public static let unknown = -1.0

  /// Heights by section, then row, for the portrait and the landscape orientation.
  @inlinable public var portrait: [[Double]] { _portrait }
  @usableFromInline var _portrait: [[Double]] = []
  /// Heights by section, then row, for the landscape orientation.
  @inlinable public var landscape: [[Double]] { _landscape }
  @usableFromInline var _landscape: [[Double]] = []
  /// Whether UIKit calls edit the stores: set when a height is first stored.
  @inlinable public var automaticallyInvalidates: Bool { _automaticallyInvalidates }
  @usableFromInline var _automaticallyInvalidates: Bool = false

  /// An empty cache: both stores empty, automatic invalidation off.
  @inlinable public init() {}

  /// The store for `orientation`.
  ///
  /// - Complexity: O(1).
  @inlinable public func store(_ orientation: Orientation) -> [[Double]] {
    orientation == .portrait ? portrait : landscape
  }

  /// The cached height at `path`, or `nil` (FD's `existsHeightAtIndexPath:`, which also grows
  /// the stores up to `path`).
  ///
  /// - Complexity: O(1) amortized, plus the growth.
  @inlinable public mutating func height(at path: ListIndexPath, _ orientation: Orientation)
    -> Double?
  {
    build(path)
    let value = store(orientation)[path.section][path.row]
    return value == Self.unknown ? nil : value
  }

  /// Caches `height` at `path` in the store of `orientation`, and turns automatic
  /// invalidation on.
  ///
  /// - Complexity: O(1) amortized, plus the growth.
  @inlinable public mutating func setHeight(
    _ height: Double, at path: ListIndexPath, _ orientation: Orientation
  ) {
    _automaticallyInvalidates = true
    build(path)
    edit(orientation) { $0[path.section][path.row] = height }
    checkInvariants()
  }

  /// `invalidateHeightAtIndexPath:`: −1 at `path` in both stores.
  ///
  /// - Complexity: O(1) amortized, plus the growth.
  @inlinable public mutating func invalidate(_ path: ListIndexPath) {
    build(path)
    both { $0[path.section][path.row] = Self.unknown }
    checkInvariants()
  }

  /// `invalidateAllHeightCache`, and what `reloadData()` does once automatic invalidation is
  /// on: both stores emptied.
  ///
  /// - Complexity: O(1) (the old stores are released).
  @inlinable public mutating func removeAll() {
    _portrait = []
    _landscape = []
    checkInvariants()
  }

  /// What the swizzled UIKit method does to the stores for `call`, before UIKit runs it.
  ///
  /// - Complexity: O(k · r) for k index paths and r rows in the sections touched.
  @inlinable public mutating func apply(_ call: UpdateCall) {
    guard automaticallyInvalidates else { return }
    switch call {
    case .insertSections(let sections):
      for section in Set(sections).sorted() {
        buildSections(section)
        both { $0.insert([], at: section) }
      }
    case .deleteSections(let sections):
      for section in Set(sections).sorted() {
        buildSections(section)
        both { $0.remove(at: section) }
      }
    case .reloadSections(let sections):
      for section in Set(sections).sorted() {
        buildSections(section)
        both { $0[section].removeAll() }
      }
    case .moveSection(let from, let to):
      buildSections(from)
      buildSections(to)
      both { $0.swapAt(from, to) }
    case .insertRows(let paths):
      for path in paths { build(path) }
      for path in paths { both { $0[path.section].insert(Self.unknown, at: path.row) } }
    case .deleteRows(let paths):
      for path in paths { build(path) }
      let bySection = Dictionary(grouping: paths, by: \.section)
      for (section, inSection) in bySection {
        let rows = Set(inSection.map(\.row))
        both { store in
          store[section] = store[section].enumerated().filter { !rows.contains($0.offset) }
            .map(\.element)
        }
      }
    case .reloadRows(let paths):
      for path in paths { build(path) }
      for path in paths { both { $0[path.section][path.row] = Self.unknown } }
    case .moveRow(let from, let to):
      build(from)
      build(to)
      both { store in
        let moving = store[from.section][from.row]
        store[from.section][from.row] = store[to.section][to.row]
        store[to.section][to.row] = moving
      }
    case .reconfigureRows:
      break  // FD predates reconfigureRows and does not intercept it.
    }
    checkInvariants()
  }

  /// The number of entries (cached or −1) in the store of `orientation`.
  ///
  /// - Complexity: O(s).
  @inlinable public func entryCount(_ orientation: Orientation) -> Int {
    store(orientation).reduce(0) { $0 + $1.count }
  }

  // MARK: - Growing the stores

  /// `buildCachesAtIndexPathsIfNeeded:`: both stores grow to hold `path`, new entries −1.
  @inlinable mutating func build(_ path: ListIndexPath) {
    buildSections(path.section)
    both { store in
      if store[path.section].count <= path.row {
        store[path.section] += Array(
          repeating: Self.unknown, count: path.row + 1 - store[path.section].count)
      }
    }
  }

  /// `buildSectionsIfNeeded:`: both stores grow to hold `section`, new sections empty.
  @inlinable mutating func buildSections(_ section: Int) {
    both { store in
      if store.count <= section {
        store += Array(repeating: [], count: section + 1 - store.count)
      }
    }
  }

  @inlinable mutating func both(_ body: (inout [[Double]]) -> Void) {
    body(&_portrait)
    body(&_landscape)
  }

  @inlinable mutating func edit(
    _ orientation: Orientation, _ body: (inout [[Double]]) -> Void
  ) {
    if orientation == .portrait { body(&_portrait) } else { body(&_landscape) }
  }
}
