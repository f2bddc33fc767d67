import ListDiff

/// How the app provides cells: the reuse identifiers registered with the view, and what its
/// `cellForRowAt` (or `cellForItemAt`, or a diffable cell provider) does when the view asks.
///
/// A view whose provision was never set provides a cell for every request, as before
/// registration was modelled: no identifier is checked and nothing can go wrong.
public struct CellProvision: Equatable, Sendable {
  /// What an identifier is registered with.
  public enum Registered: String, CaseIterable, Equatable, Sendable {
    /// A cell class: `register(_:forCellReuseIdentifier:)`.
    case cellClass = "class"
    /// A nib holding one cell: `register(_:forCellReuseIdentifier:)` with a `UINib`.
    case nib
    /// A nib whose top level is not exactly one cell (a stray view, or a plain `UIView`).
    case invalidNib = "invalidnib"
  }

  /// Where the data source gets the cell it returns.
  public enum Source: Equatable, Sendable {
    /// `dequeueReusableCell(withIdentifier:for:)` (a collection view's
    /// `dequeueReusableCell(withReuseIdentifier:for:)`) under this identifier.
    case identifier(String)
    /// A `UICollectionView.CellRegistration` (iOS 14) through
    /// `dequeueConfiguredReusableCell(using:for:item:)`; `insideProvider`: the registration is
    /// made anew inside the provider at each request, which iOS 15 refuses.
    case registration(insideProvider: Bool)
  }

  /// What the data source returns for the view's request.
  public enum Returned: String, CaseIterable, Equatable, Sendable {
    /// The cell it dequeued.
    case dequeued
    /// A cell made with `init` instead of dequeuing one.
    case new
    /// No cell (`nil` from an Objective-C data source, or an implicitly unwrapped optional).
    case `nil`
    /// One it kept from an earlier request (a cache of cells or views), when that one is in the
    /// reuse queue now; otherwise the one dequeued.
    case queued
  }

  /// The identifiers registered with the view.
  public var registered: [String: Registered] = [:]
  /// Where the data source gets its cell; `nil`: registration is not modelled.
  public var source: Source?
  /// Whether the data source dequeues two cells for one request (and returns the second).
  public var dequeuesTwice = false
  /// What the data source returns.
  public var returns = Returned.dequeued
  /// Whether the data source calls `init` again on the cell it dequeued
  /// (`[cell initWithStyle:reuseIdentifier:]`), which iOS 18 refuses.
  public var reinitializes = false
  /// Whether the app leaves checkmarks to the cell objects: the classic stale checkmark.
  ///
  /// The app puts a checkmark on the cell object when the user selects its row and takes it off
  /// when the user deselects it (`cellForRow(at:)?.accessoryType` in `didSelectRowAt`), while
  /// `cellForRowAt` leaves it as it is, so it follows the cell object to the rows it serves
  /// next. Otherwise `cellForRowAt` shows the row's selection as the checkmark.
  public var leavesCheckmarks = false
  /// Whether the diffable cell provider applies the data source's snapshot again when it makes
  /// a cell (a cell that updates the list it is in): inside an apply that is re-entrant, and
  /// UIKit raises "Deadlock detected"; elsewhere the apply finds nothing to change.
  public var appliesSnapshot = false
  /// Whether the data source object is gone: the view holds its `dataSource` weakly, and the
  /// object was deallocated while the view still shows rows from the counts it read.
  public var dataSourceGone = false

  /// A provision that checks nothing: every request gets a cell.
  @inlinable public init() {}

  /// Whether the view checks what the data source does (a source was set, or the data source
  /// is gone).
  @inlinable public var isModelled: Bool { source != nil || dataSourceGone }

  /// The identifier the data source dequeues with, as UIKit's texts name it: the identifier,
  /// or a registration's (UIKit makes one from the registration).
  @inlinable public var identifier: String {
    switch source {
    case .identifier(let id)?: id
    case .registration?, nil: "registration"
    }
  }
}

/// A cell the app dequeued outside a request from the view (to measure a size, or ahead of
/// time), which it keeps.
@usableFromInline struct StrayDequeue: Equatable, Sendable {
  /// The cell dequeued.
  @usableFromInline var cell: Int
  /// The identifier it was dequeued with.
  @usableFromInline var identifier: String
  /// The index path given (`dequeueReusableCell(withIdentifier:for:)`), or `nil` for the table's
  /// `dequeueReusableCell(withIdentifier:)`.
  @usableFromInline var indexPath: ListIndexPath?

  /// A dequeue of `cell` under `identifier`, for `indexPath` if one was given.
  @inlinable init(cell: Int, identifier: String, indexPath: ListIndexPath?) {
    self.cell = cell
    self.identifier = identifier
    self.indexPath = indexPath
  }
}
