import Foundation
import HeadlessUIKit
import ListDiff

extension UICollectionView {
  /// `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable {
    /// Up and down.
    case vertical
    /// Across (not modelled).
    case horizontal
  }

  /// `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// A position of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item at the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item in the middle, vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item at the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item at the left (horizontal scrolling: not modelled).
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item in the middle, horizontally (not modelled).
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item at the right (not modelled).
    public static let right = ScrollPosition(rawValue: 1 << 5)

    var model: HeadlessUIKit.ScrollPosition {
      if contains(.top) { return .top }
      if contains(.centeredVertically) { return .middle }
      if contains(.bottom) { return .bottom }
      return .none
    }
  }

  // MARK: - Reloads and batches

  func update(_ call: UpdateCall) {
    engine.call(call.description(.collection)) { table, data throws(TableError) in
      try table.perform(call, data)
    }
  }

  // MARK: - Cells

  /// `register(_:forCellWithReuseIdentifier:)`: a `UICollectionViewCell` subclass, or `nil`.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let type = cellClass as? UICollectionViewCell.Type else {
      engine.registrations[identifier] = nil
      return
    }
    engine.registrations[identifier] = {
      let cell = type.init(frame: .zero)
      cell.reuseIdentifier = identifier
      return cell
    }
  }

  /// `dequeueReusableCell(withReuseIdentifier:for:)`: raises for an identifier never
  /// registered.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = engine.dequeue(identifier, for: indexPath.listPath, raising: true)
    // After a raise the app's code goes on (Swift cannot unwind it): it gets a bare cell.
    return cell as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
  }

  /// `UICollectionView.CellRegistration`: a cell class and the handler that configures it.
  ///
  /// Made inside a cell provider, it is a new registration at every request: UIKit raises for
  /// that from iOS 15 and logs it before.
  @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item.
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let identifier: String
    let handler: Handler
    let madeInsideProvider: Bool

    /// A registration whose cells `handler` configures.
    public init(handler: @escaping Handler) {
      RegistrationCounter.count += 1
      identifier = "\(Cell.self)-registration-\(RegistrationCounter.count)"
      self.handler = handler
      madeInsideProvider = ListEngine.requestsInProgress > 0
    }
  }

  /// `dequeueConfiguredReusableCell(using:for:item:)`: a cell of the registration, configured
  /// by its handler.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if registration.madeInsideProvider { engine.fail(.registrationInsideProvider) }
    let id = registration.identifier
    if engine.registrations[id] == nil {
      engine.registrations[id] = {
        let cell = Cell(frame: .zero)
        cell.reuseIdentifier = id
        return cell
      }
    }
    let cell =
      engine.dequeue(id, for: indexPath.listPath, raising: true) as? Cell ?? Cell(frame: .zero)
    if let item, !engine.isDead { registration.handler(cell, indexPath, item) }
    return cell
  }

  // MARK: - Queries

  /// `numberOfSections`: the sections the view knows (not the data source's).
  public var numberOfSections: Int { engine.query { $0.numberOfSections } }

  /// `numberOfItems(inSection:)`: the items the view knows.
  ///
  /// A section it does not have raises UIKit's "request for number of items in section …"
  /// (Provenance-Emu/Provenance#1850), as the language's `items(S)` does; the app's code then
  /// gets 0.
  public func numberOfItems(inSection section: Int) -> Int {
    let (count, failure) = engine.query {
      ($0.numberOfRows(inSection: section), $0.countFailure(inSection: section))
    }
    if let failure {
      engine.raise(
        HeadlessException(name: failure.name, reason: failure.message, profile: engine.profile))
      return 0
    }
    return count ?? 0
  }

  /// `indexPathsForVisibleItems`, ascending.
  public var indexPathsForVisibleItems: [IndexPath] {
    engine.query { $0.visibleRows.map { IndexPath(listPath: $0) } }
  }

  /// `visibleCells`.
  public var visibleCells: [UICollectionViewCell] {
    engine.query { $0.visibleRows }.compactMap { engine.object(at: $0) as? UICollectionViewCell }
  }

  /// `cellForItem(at:)`: the item's visible cell, or its prepared one from iOS 15; else `nil`.
  ///
  /// A section the view does not have raises UIKit's "request for number of items before
  /// section …", as the language's `cell(P)` does; the app's code then gets `nil`.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    let path = indexPath.listPath
    if let failure = engine.query({ $0.cellFailure(at: path) }) {
      engine.raise(
        HeadlessException(name: failure.name, reason: failure.message, profile: engine.profile))
      return nil
    }
    // A visible cell, or a prepared one where UIKit returns those (iOS 15 and later).
    guard engine.query({ $0.cell(at: path) != nil }) else { return nil }
    return engine.object(at: path) as? UICollectionViewCell
  }

  /// `indexPath(for:)`: where a visible cell is.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    engine.query { _ in () }
    return engine.path(of: cell).map { IndexPath(listPath: $0) }
  }

  // MARK: - Scrolling, selection

  /// `allowsMultipleSelection`.
  public var allowsMultipleSelection: Bool {
    get { engine.selection.multiple }
    set {
      engine.setSelection("allowsMultipleSelection = \(newValue)", editing: false) {
        $0.multiple = newValue
      }
    }
  }

  /// `allowsSelection`.
  public var allowsSelection: Bool {
    get { engine.selection.allows }
    set {
      engine.setSelection("allowsSelection = \(newValue)", editing: false) { $0.allows = newValue }
    }
  }

  /// `isPrefetchingEnabled`: off, no cell is prepared beyond the visible ones.
  public var isPrefetchingEnabled: Bool {
    get { engine.table.isPrefetchingEnabled }
    set {
      engine.call("isPrefetchingEnabled = \(newValue)") { table, _ throws(TableError) in
        try table.setPrefetchingEnabled(newValue)
      }
    }
  }

  /// `allowsSelectionDuringEditing` (iOS 14).
  public var allowsSelectionDuringEditing: Bool {
    get { engine.allowsSelectionDuringEditing }
    set { engine.allowsSelectionDuringEditing = newValue }
  }

  /// `allowsMultipleSelectionDuringEditing` (iOS 14).
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { engine.allowsMultipleSelectionDuringEditing }
    set { engine.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// `isEditing` (iOS 14).
  public var isEditing: Bool {
    get { engine.table.isEditing }
    set {
      engine.call("isEditing = \(newValue)") { table, data throws(TableError) in
        try table.setEditing(newValue, data)
      }
    }
  }

  /// `indexPathsForSelectedItems`.
  public var indexPathsForSelectedItems: [IndexPath]? {
    engine.table.selectedRows.map { IndexPath(listPath: $0) }
  }
}

/// Numbers cell registrations, so that each has an identifier of its own.
@MainActor enum RegistrationCounter {
  static var count = 0
}
