import ListDiff

/// A failure in how the app registers, dequeues and returns cells, with UIKit's text.
///
/// The texts are UIKit's as public reports quote them (docs/table-model.md, "Cells: registration
/// and dequeue"); an object's description, which holds addresses, is written `<…>`, and an
/// index path as `NSIndexPath` describes itself minus its address.
public enum ProvisionFailure: Equatable, Sendable {
  /// A dequeue under an identifier the view has no class, nib or prototype for.
  case unregistered(identifier: String)
  /// The nib registered for the identifier does not hold exactly one top-level cell.
  case invalidNib(identifier: String)
  /// A table's `dequeueReusableCell(withIdentifier:for:)` called a second time for one index path.
  case dequeuedTwice(identifier: String, ListIndexPath)
  /// A table's `dequeueReusableCell(withIdentifier:for:)` given an index path the table does
  /// not have: the dequeue measures the row, and the table's row data asserts (openradar
  /// 13213361, iOS 6; that later versions still raise is our inference).
  case dequeuedAtInvalidIndexPath(ListIndexPath)
  /// The data source returned no cell.
  case noCell(ListIndexPath)
  /// A collection view's data source returned a cell it did not dequeue.
  case notDequeued(ListIndexPath)
  /// iOS 18: a cell was dequeued and not returned to the collection view for display.
  case dequeuedNotReturned
  /// iOS 15: a dequeue used a `CellRegistration` made inside the cell provider.
  case registrationInsideProvider
  /// iOS 15: a dequeue used a `SupplementaryRegistration` made inside the provider.
  case supplementaryRegistrationInsideProvider
  /// iOS 18: `init` was called again on a dequeued cell.
  case alreadyInitialized
  /// The view needed a cell (or a supplementary view) and its `dataSource` was nil;
  /// `reconfiguring`: for a row it reconfigures (a table's text then names the view).
  case dataSourceNotSet(reconfiguring: Bool)
  /// A collection view's data source returned a cell still in the reuse queue (a cell it kept).
  case inReuseQueue(ListIndexPath)
  /// `reconfigureRows(at:)` or `reconfigureItems(at:)` (iOS 15): the data source dequeued under
  /// another identifier than the one the row's cell was dequeued with.
  case reconfiguredDifferently(dequeued: String, original: String)
  /// A supplementary view dequeued for a kind and identifier the view has no registration for.
  case supplementaryUnregistered(ElementKind, identifier: String)
  /// The data source returned no supplementary view for a section's header or footer.
  case supplementaryNil(ElementKind, section: Int)
  /// The data source returned a supplementary view it did not dequeue.
  case supplementaryNotDequeued(ElementKind, section: Int)
  /// iOS 18: the data source returned a supplementary view still in the reuse queue.
  case supplementaryInReuseQueue(ElementKind, section: Int)
  /// The data source returned a view dequeued for another kind than the one asked for.
  case supplementaryKindMismatch(requested: ElementKind, dequeued: ElementKind, section: Int)

  /// The profiles on which UIKit raises the failure for a view; on the others it goes unnoticed.
  ///
  /// The iOS 18 checks: 17 public threads from 2024–2025 quote them and those that compare say
  /// iOS 17 was fine (Instabug-iOS#503, monal-im/Monal#1249). The registration check arrived
  /// with iOS 15 (our reading of the reports: none before it); the others are as old as the
  /// API and raised on every profile.
  ///
  /// - Complexity: O(1).
  @inlinable public func isRaised(on platform: Platform, view: ViewNoun) -> Bool {
    switch self {
    case .unregistered, .invalidNib, .noCell, .dataSourceNotSet: true
    case .dequeuedTwice, .dequeuedAtInvalidIndexPath: view == .table
    case .notDequeued: view == .collection
    case .dequeuedNotReturned: view == .collection && platform.isAtLeast(.ios18)
    case .registrationInsideProvider, .supplementaryRegistrationInsideProvider:
      view == .collection && platform.isAtLeast(.ios15)
    case .alreadyInitialized: platform.isAtLeast(.ios18)
    case .inReuseQueue: view == .collection && platform.isAtLeast(.ios18)
    case .reconfiguredDifferently: platform.isAtLeast(.ios15)
    case .supplementaryUnregistered, .supplementaryNil, .supplementaryNotDequeued:
      view == .collection
    case .supplementaryInReuseQueue: view == .collection && platform.isAtLeast(.ios18)
    case .supplementaryKindMismatch: view == .collection && platform.isAtLeast(.ios14)
    }
  }

  /// The exception's class.
  @inlinable public var name: String { "NSInternalInconsistencyException" }

  /// The reason text on a profile, in the words of the view that raises it.
  ///
  /// iOS 26 rewords the collection view's checks of the cell returned (its
  /// `_createPreparedCellForItemAtIndexPath:` in the 26.1 decompilation; Infomaniak/ios-kDrive
  /// #1976 quotes one in 2026); a table's nil cell reads "returned a nil cell" from iOS 13
  /// (our reading of the reports: 2018's still has "failed to obtain a cell").
  ///
  /// - Complexity: O(1).
  @inlinable public func message(on platform: Platform, view: ViewNoun) -> String {
    let table = view == .table
    let ios26 = platform.isAtLeast(.ios26)
    func short(_ p: ListIndexPath) -> String { "(\(p.section)-\(p.row))" }
    func nsIndexPath(_ p: ListIndexPath) -> String {
      "{length = 2, path = \(p.section) - \(p.row)}"
    }
    let retrieve =
      "Cells must be retrieved by calling -dequeueConfiguredReusableCellWithRegistration:forIndexPath:item: or -dequeueReusableCellWithReuseIdentifier:forIndexPath:."
    let retrieveSupplementary =
      "Supplementary views must be retrieved by calling dequeueConfiguredReusableSupplementaryViewWithRegistration:forIndexPath: or -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:."
    switch self {
    case .unregistered(let id):
      return table
        ? "unable to dequeue a cell with identifier \(id) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        : "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(id) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    case .invalidNib(let id):
      let cell = table ? "UITableViewCell" : "UICollectionReusableView"
      return
        "invalid nib registered for identifier (\(id)) - nib must contain exactly one top level object which must be a \(cell) instance"
    case .dequeuedTwice(let id, let p):
      return
        "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: \(id), index path: {length = 2, path = \(p.section) - \(p.row)}"
    case .dequeuedAtInvalidIndexPath(let p):
      return "request for rect at invalid index path ({length = 2, path = \(p.section) - \(p.row)})"
    case .noCell(let p):
      switch (table, platform, ios26) {
      case (true, .ios12, _):
        return "UITableView (<…>) failed to obtain a cell from its dataSource (<…>)"
      case (true, _, _):
        return
          "UITableView dataSource returned a nil cell for row at index path: \(nsIndexPath(p)). Table view: <…>, dataSource: <…>"
      case (false, _, true):
        return
          "The collection view's data source returned nil when asked to provide a cell for an item. Collection view: <…>; index path: \(short(p))"
      case (false, _, false):
        return
          "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path \(nsIndexPath(p))"
      }
    case .notDequeued(let p):
      return ios26
        ? "The collection view's data source returned a cell without a reuseIdentifier. \(retrieve) Collection view: <…>; index path: \(short(p)); cell: <…>"
        : "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    case .dequeuedNotReturned:
      let flushing =
        ios26 ? " Avoid flushing layout before returning the view to the collection view." : ""
      let dash = ios26 ? "" : "-"
      return
        "Expected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued and returned to the collection view.\(flushing) Avoid dequeuing views without a request from the collection view. For retrieving an existing view in the collection view, use \(dash)[UICollectionView cellForItemAtIndexPath:] or \(dash)[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: <…>; Collection view: <…>"
    case .registrationInsideProvider:
      return
        "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: <…>"
    case .supplementaryRegistrationInsideProvider:
      return
        "Attempted to dequeue a supplementary view using a registration that was created inside -collectionView:viewForSupplementaryElementOfKind:atIndexPath: or inside a UICollectionViewDiffableDataSource supplementary view provider. Creating a new registration each time a supplementary view is requested will prevent reuse and cause created supplementary views to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: <…>"
    case .alreadyInitialized:
      return "View was already initialized: <…>"
    case .dataSourceNotSet(let reconfiguring):
      // 26.1: `_reconfigureRowAtIndexPath:` adds the table's description.
      return table
        ? "UITableView dataSource is not set" + (reconfiguring ? ": <…>" : "")
        : "UICollectionView dataSource is not set"
    case .inReuseQueue(let p):
      return
        "The collection view's data source returned a cell that is in the reuse queue. \(retrieve) Collection view: <…>; index path: \(short(p)); cell: <…>"
    case .reconfiguredDifferently(let dequeued, let original):
      return table
        ? "Attempted to dequeue a cell for a different reuse identifier than the existing cell when reconfiguring a row, which is not allowed. You must dequeue a cell using the same reuse identifier that was used to dequeue the cell originally to obtain the existing cell. Dequeued reuse identifier: \(dequeued); Original reuse identifier: \(original); Existing cell: <…>"
        : "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or reuse identifier that was used to dequeue the cell originally to obtain the existing cell. Dequeued reuse identifier: \(dequeued); Original reuse identifier: \(original); Existing cell: <…>"
    case .supplementaryUnregistered(let kind, let id):
      return
        "could not dequeue a view of kind: \(kind.rawValue) with identifier \(id) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    case .supplementaryNil(let kind, let s):
      return ios26
        ? "The collection view's data source returned nil when asked to provide a supplementary view. Collection view: <…>; element kind: \(kind.rawValue); index path: \(short(ListIndexPath(s, 0)))"
        : oldSupplementary(kind, s, returned: "(null)")
    case .supplementaryNotDequeued(let kind, let s):
      return ios26
        ? "The collection view's data source returned a supplementary view that was not dequeued from the collection view using a supplementary registration or reuse identifier. \(retrieveSupplementary) Collection view: <…>; element kind: \(kind.rawValue); index path: \(short(ListIndexPath(s, 0))); supplementary view: <…>"
        : oldSupplementary(kind, s, returned: "<…>")
    case .supplementaryInReuseQueue(let kind, let s):
      return
        "The collection view's data source returned a supplementary view that is in the reuse queue. \(retrieveSupplementary) Collection view: <…>; element kind: \(kind.rawValue); index path: \(short(ListIndexPath(s, 0))); supplementary view: <…>"
    case .supplementaryKindMismatch(let requested, let dequeued, let s):
      return ios26
        ? "The collection view's data source returned a supplementary view with an unexpected element kind. Collection view: <…>; requested element kind: \(requested.rawValue); supplementary view element kind: \(dequeued.rawValue); index path: \(short(ListIndexPath(s, 0))); supplementary view: <…>"
        : "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the element kind it is being used for. When asked for a view of element kind '\(requested.rawValue)' the data source dequeued a view registered for the element kind '\(dequeued.rawValue)'."
    }
  }

  /// The iOS 6–18 text for a supplementary view that is nil or was not dequeued: no colon after
  /// `atIndexPath`, the kind and the index path in parentheses, then the view returned.
  @inlinable func oldSupplementary(_ kind: ElementKind, _ section: Int, returned: String)
    -> String
  {
    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind.rawValue),{length = 2, path = \(section) - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(returned))"
  }

  /// What happens where UIKit does not raise the failure, for the trace; `nil` for a failure
  /// raised on every profile.
  ///
  /// - Complexity: O(1).
  @inlinable public func tolerated(view: ViewNoun) -> String? {
    switch self {
    case .dequeuedNotReturned:
      "a view dequeued and not returned stays out of the reuse queue (iOS 18 raises \"Expected dequeued view to be returned…\")"
    case .registrationInsideProvider:
      "a registration made inside the provider: its cells are never reused (iOS 15 raises)"
    case .supplementaryRegistrationInsideProvider:
      "a registration made inside the provider: its views are never reused (iOS 15 raises)"
    case .alreadyInitialized:
      "init on a dequeued cell: its state is reset (iOS 18 raises \"View was already initialized\")"
    case .inReuseQueue:
      view == .table
        ? "the cell returned is still in the reuse queue: the table takes it out and shows it"
        : "the cell returned is still in the reuse queue: UIKit takes it out and shows it (iOS 18 raises)"
    case .supplementaryInReuseQueue:
      "the view returned is still in the reuse queue: UIKit takes it out and shows it (iOS 18 raises)"
    case .supplementaryKindMismatch:
      "the view dequeued for another kind shows (iOS 14 raises)"
    case .unregistered, .invalidNib, .dequeuedTwice, .dequeuedAtInvalidIndexPath, .noCell,
      .notDequeued, .dataSourceNotSet,
      .reconfiguredDifferently, .supplementaryUnregistered, .supplementaryNil,
      .supplementaryNotDequeued:
      nil
    }
  }
}
