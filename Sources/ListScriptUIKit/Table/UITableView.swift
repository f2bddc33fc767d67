import Foundation
import HeadlessUIKit
import ListDiff

/// `UITableView` over the headless model: the app's data source and delegate are asked for
/// counts, cells and heights when the profile's UIKit asks, and every rule UIKit checks is
/// checked, with its text.
///
/// Made inside `Headless.run(on:)`, the table behaves as that run's profile and reports to it;
/// made outside, it behaves as the newest profile and traps when UIKit would raise.
@MainActor open class UITableView: UIScrollView, EngineOwner {
  /// `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// Plain: headers float (not modelled).
    case plain
    /// Grouped.
    case grouped
    /// Inset grouped.
    case insetGrouped
  }
  /// `UITableView.RowAnimation`.
  public typealias RowAnimation = UITableViewRowAnimation
  /// `UITableView.ScrollPosition`.
  public typealias ScrollPosition = UITableViewScrollPosition
  /// `UITableView.automaticDimension`.
  nonisolated public static let automaticDimension: CGFloat = -1

  /// The table's style.
  public let style: Style
  /// The data source, held weakly as UIKit holds it; a `Headless.run` keeps it until the run
  /// ends, so that a test's local data source is there for the layout pass at the body's end.
  open weak var dataSource: UITableViewDataSource? {
    didSet { engine.dataSourceSet(dataSource, was: oldValue) }
  }
  /// The delegate, held weakly as UIKit holds it (and kept until a `Headless.run` ends).
  open weak var delegate: UITableViewDelegate? {
    didSet { engine.delegateSet(delegate) }
  }
  /// `prefetchDataSource`: held weakly, never called (the model does not prefetch data).
  open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
  /// `separatorStyle`: kept, not drawn.
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  /// `separatorColor`: kept, not drawn.
  open var separatorColor: UIColor?
  /// `separatorInset`: kept, not drawn.
  open var separatorInset = UIEdgeInsets.zero
  /// `backgroundView`: kept, not drawn.
  open var backgroundView: UIView?
  /// `sectionHeaderTopPadding` (iOS 15): kept, not laid out.
  open var sectionHeaderTopPadding: CGFloat = 0
  /// `estimatedSectionHeaderHeight`: kept (headers have the fixed `sectionHeaderHeight`).
  open var estimatedSectionHeaderHeight: CGFloat = 0
  /// `estimatedSectionFooterHeight`: kept (footers have the fixed `sectionFooterHeight`).
  open var estimatedSectionFooterHeight: CGFloat = 0
  /// `cellLayoutMarginsFollowReadableWidth`: kept.
  open var cellLayoutMarginsFollowReadableWidth = false
  var headerView: UIView?
  var footerView: UIView?
  let engine: ListEngine

  /// A table of `frame`'s size and `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    var geometry = TableGeometry()
    if frame.width > 0 { geometry.width = Double(frame.width) }
    if frame.height > 0 { geometry.height = Double(frame.height) }
    engine = ListEngine(kind: .table, geometry: geometry)
    super.init(frame: frame)
    engine.owner = self
    engine.run.keep(self)
  }

  /// A plain table of `frame`'s size.
  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  public required init?(coder: NSCoder) { return nil }

  // MARK: - Geometry

  /// `rowHeight`: the height of a row whose delegate gives none; 44 by default.
  open var rowHeight: CGFloat {
    get { CGFloat(engine.table.geometry.rowHeight) }
    set { setGeometry { $0.rowHeight = Double(newValue) } }
  }
  /// `estimatedRowHeight`: 0 reads every height up front; a positive estimate reads heights as
  /// rows come on screen.
  open var estimatedRowHeight: CGFloat {
    get { CGFloat(engine.table.heights.estimate ?? 0) }
    set {
      engine.call("estimatedRowHeight = \(newValue)") { table, _ in
        table.setHeightSettings { $0.estimate = newValue > 0 ? Double(newValue) : nil }
      }
    }
  }
  /// `sectionHeaderHeight`.
  open var sectionHeaderHeight: CGFloat {
    get { CGFloat(engine.table.geometry.sectionHeader) }
    set { setGeometry { $0.sectionHeader = Double(newValue) } }
  }
  /// `sectionFooterHeight`.
  open var sectionFooterHeight: CGFloat {
    get { CGFloat(engine.table.geometry.sectionFooter) }
    set { setGeometry { $0.sectionFooter = Double(newValue) } }
  }
  open override var frame: CGRect {
    didSet {
      guard frame.width > 0, frame.height > 0 else { return }
      setGeometry {
        $0.width = Double(frame.width)
        $0.height = Double(frame.height)
      }
    }
  }

  func setGeometry(_ change: (inout TableGeometry) -> Void) {
    var geometry = engine.table.geometry
    change(&geometry)
    guard geometry != engine.table.geometry else { return }
    engine.call("") { table, _ in table.setGeometry(geometry) }
  }

  open override var contentSize: CGSize {
    engine.query { CGSize(width: $0.geometry.width, height: $0.contentHeight) }
  }
  override var scrollOffset: Double { engine.table.offset }

  open override func setContentOffset(_ offset: CGPoint, animated: Bool) {
    engine.call("setContentOffset(\(Double(offset.y)))") { table, data in
      table.scroll(to: Double(offset.y), data)
    }
  }

  override func insetsChanged() { engine.setContentInset(contentInset) }

  open override func layoutIfNeeded() {
    engine.call("layoutIfNeeded()") { table, data throws(TableError) in
      try table.layoutIfNeeded(data)
    }
  }

  // MARK: - Calls (open: a subclass overrides them, as UIKit's)

  /// `reloadData()`: the table reads its data source again and asks for the visible cells.
  open func reloadData() {
    engine.call("reloadData()") { table, data throws(TableError) in try table.reloadData(data) }
  }

  /// `beginUpdates()`.
  open func beginUpdates() {
    engine.call("beginUpdates()") { table, data in table.beginUpdates(data) }
  }

  /// `endUpdates()`: at the outermost level UIKit checks the batch against the data source's
  /// counts and commits it.
  open func endUpdates() {
    engine.call("endUpdates()") { table, data throws(TableError) in try table.endUpdates(data) }
  }

  /// `performBatchUpdates(_:completion:)`: `updates` runs inside one batch; `completion` runs
  /// at the end of the run-loop turn, after the layout, with `true` (the model does not
  /// animate).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    engine.call("performBatchUpdates {") { table, data in table.beginUpdates(data) }
    updates?()
    engine.call("} performBatchUpdates") { table, data throws(TableError) in
      try table.endUpdates(data)
    }
    if let completion { engine.afterLayout { completion(true) } }
  }

  /// `insertRows(at:with:)`: rows of the table after the update.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(.insertRows(indexPaths.map(\.listPath)))
  }

  /// `deleteRows(at:with:)`: rows of the table before the update.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(.deleteRows(indexPaths.map(\.listPath)))
  }

  /// `reloadRows(at:with:)`: rows of the table before the update (a delete and an insert).
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(.reloadRows(indexPaths.map(\.listPath)))
  }

  /// `reconfigureRows(at:)` (iOS 15 and later).
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    update(.reconfigureRows(indexPaths.map(\.listPath)))
  }

  /// `moveRow(at:to:)`: from a row before the update to a row after it.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update(.moveRow(indexPath.listPath, newIndexPath.listPath))
  }

  /// `insertSections(_:with:)`: sections after the update.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(.insertSections(sections.sections))
  }

  /// `deleteSections(_:with:)`: sections before the update.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(.deleteSections(sections.sections))
  }

  /// `reloadSections(_:with:)`: sections before the update.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(.reloadSections(sections.sections))
  }

  /// `moveSection(_:toSection:)`.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    update(.moveSection(section, newSection))
  }

  /// `scrollToRow(at:at:animated:)`: raises for a row the table does not have.
  open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let path = indexPath.listPath
    engine.call("scrollToRow(at: \(path), at: .\(position))") { table, data throws(TableError) in
      try table.scroll(toRow: path, at: position.model, data)
    }
  }

  /// `setEditing(_:animated:)`: the visible cells show the state.
  open func setEditing(_ editing: Bool, animated: Bool) {
    engine.call("setEditing(\(editing))") { table, data throws(TableError) in
      try table.setEditing(editing, data)
    }
  }

  /// `selectRow(at:animated:scrollPosition:)`.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let path = indexPath?.listPath else { return }
    engine.call("selectRow(at: \(path))") { table, data throws(TableError) in
      try table.select(path, data)
    }
  }

  /// `deselectRow(at:animated:)`.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    let path = indexPath.listPath
    engine.call("deselectRow(at: \(path))") { table, data throws(TableError) in
      try table.deselect(path, data)
    }
  }

  // MARK: - What the headless engine asks of the app

  func readSections() -> [[HeadlessRow]]? {
    guard let dataSource else { return [] }
    if dataSource is HeadlessDiffableSource { return nil }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { s in
      let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: s))
      return (0..<rows).map { r in
        guard let delegate else { return HeadlessRow() }
        let h = delegate.tableView(self, heightForRowAt: IndexPath(row: r, section: s))
        return HeadlessRow(height: h >= 0 && h != rowHeight ? Double(h) : nil)
      }
    }
  }

  func requestCell(at path: ListIndexPath) -> ReusableCell? {
    if let diffable = dataSource as? HeadlessDiffableSource {
      return diffable.providedCell(at: path)
    }
    return dataSource?.tableView(self, cellForRowAt: IndexPath(listPath: path))
  }

  func configurationAtFirstUse() -> LayoutChoice? { nil }

  func readSectionBands() -> (header: Double, footer: Double)? {
    guard let delegate, let dataSource, dataSource.numberOfSections(in: self) > 0 else {
      return nil
    }
    let header = delegate.tableView(self, heightForHeaderInSection: 0)
    let footer = delegate.tableView(self, heightForFooterInSection: 0)
    guard header.isFinite, footer.isFinite else { return nil }
    // Within what the model lays out (a scenario's limit too).
    return (Double(min(max(0, header), 1_000_000)), Double(min(max(0, footer), 1_000_000)))
  }

  func appKind(of kind: ElementKind) -> String { kind.rawValue }

  func requestSupplementary(ofKind kind: String, section: Int) -> UICollectionReusableView? { nil }

  func didScroll() { delegate?.scrollViewDidScroll(self) }

  func place(_ cell: ReusableCell, at path: ListIndexPath) {
    guard let cell = cell as? UITableViewCell, let y = engine.table.y(of: path),
      let height = engine.table.height(at: path)
    else { return }
    cell.frame = CGRect(x: 0, y: y, width: engine.table.geometry.width, height: height)
    cell.layoutIfNeeded()
  }

  func updateConfiguration(of cell: ReusableCell) {
    guard let cell = cell as? UITableViewCell else { return }
    cell.updateConfiguration(using: cell.configurationState)
  }

  func show(_ cell: ReusableCell, selected: Bool, editing: Bool) {
    guard let cell = cell as? UITableViewCell else { return }
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
  }

  func display(_ cell: ReusableCell, at path: ListIndexPath, ending: Bool) {
    guard let cell = cell as? UITableViewCell, let delegate else { return }
    if ending {
      delegate.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(listPath: path))
    } else {
      delegate.tableView(self, willDisplay: cell, forRowAt: IndexPath(listPath: path))
    }
  }
}
