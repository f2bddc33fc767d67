// A stand-in for UIKit, for type-checking what `listsh emit swift` writes (Tests/EmitCheck).
//
// It declares exactly the UIKit API the emitter may use, with the signatures and actor
// isolation of Apple's documentation (iOS 17 SDK; properties are computed here only so that
// nothing needs initialising): a call the emitter writes that is not
// declared here, or declared otherwise, fails the check. Nothing here runs. Foundation supplies
// NSObject, IndexPath, IndexSet and the CoreGraphics types, as UIKit re-exports them.
@_exported import Foundation

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
  public convenience override init() { fatalError() }
  public init(frame: CGRect) { fatalError() }
  required public init?(coder: NSCoder) { fatalError() }
  open var frame: CGRect {
    get { fatalError() }
    set {}
  }
  open var bounds: CGRect {
    get { fatalError() }
    set {}
  }
  open var isHidden: Bool {
    get { fatalError() }
    set {}
  }
  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}
  open func layoutIfNeeded() {}
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

@MainActor open class UIViewController: UIResponder {}

@MainActor open class UIWindow: UIView {
  open func makeKeyAndVisible() {}
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set {}
  }
}

@MainActor open class UILabel: UIView {
  open var text: String? {
    get { fatalError() }
    set {}
  }
}

@MainActor open class UIScrollView: UIView {
  open var contentOffset: CGPoint {
    get { fatalError() }
    set {}
  }
  open var contentSize: CGSize {
    get { fatalError() }
    set {}
  }
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { fatalError() }
    set {}
  }
  open var contentInset: UIEdgeInsets {
    get { fatalError() }
    set {}
  }
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
}

@MainActor open class UITableViewCell: UIView {
  open var textLabel: UILabel? { fatalError() }
  open func prepareForReuse() {}
  open var isEditing: Bool {
    get { fatalError() }
    set {}
  }
  open var isSelected: Bool {
    get { fatalError() }
    set {}
  }
}

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
  // An optional requirement in Objective-C.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

@MainActor public protocol UITableViewDelegate: NSObjectProtocol {}

extension UITableViewDelegate {
  // Optional requirements in Objective-C.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    44
  }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { 0 }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { 0 }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
}

@MainActor open class UITableView: UIScrollView {
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic
  }
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

  public init(frame: CGRect, style: UITableView.Style) { fatalError() }
  required public init?(coder: NSCoder) { fatalError() }

  open var dataSource: UITableViewDataSource? {
    get { fatalError() }
    set {}
  }
  open var delegate: UITableViewDelegate? {
    get { fatalError() }
    set {}
  }
  open var rowHeight: CGFloat {
    get { fatalError() }
    set {}
  }
  open var estimatedRowHeight: CGFloat {
    get { fatalError() }
    set {}
  }
  open var estimatedSectionHeaderHeight: CGFloat {
    get { fatalError() }
    set {}
  }
  open var estimatedSectionFooterHeight: CGFloat {
    get { fatalError() }
    set {}
  }
  open var tableHeaderView: UIView? {
    get { fatalError() }
    set {}
  }
  open var tableFooterView: UIView? {
    get { fatalError() }
    set {}
  }
  open var isEditing: Bool {
    get { fatalError() }
    set {}
  }
  open var numberOfSections: Int { fatalError() }
  open var visibleCells: [UITableViewCell] { fatalError() }
  open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }
  open var indexPathsForSelectedRows: [IndexPath]? { fatalError() }
  open var allowsSelection: Bool {
    get { fatalError() }
    set {}
  }
  open var allowsMultipleSelection: Bool {
    get { fatalError() }
    set {}
  }
  open var allowsSelectionDuringEditing: Bool {
    get { fatalError() }
    set {}
  }
  open var allowsMultipleSelectionDuringEditing: Bool {
    get { fatalError() }
    set {}
  }
  @available(iOS 15.0, *)
  open var isPrefetchingEnabled: Bool {
    get { fatalError() }
    set {}
  }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    fatalError()
  }
  open func numberOfRows(inSection section: Int) -> Int { fatalError() }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
  open func rectForRow(at indexPath: IndexPath) -> CGRect { fatalError() }
  open func rectForHeader(inSection section: Int) -> CGRect { fatalError() }

  open func reloadData() {}
  open func beginUpdates() {}
  open func endUpdates() {}
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func reconfigureRows(at indexPaths: [IndexPath]) {}
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func moveSection(_ section: Int, toSection newSection: Int) {}

  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {}
  open func setEditing(_ editing: Bool, animated: Bool) {}
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {}
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

// UIEdgeInsets, as UIKit declares it.
public struct UIEdgeInsets: Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

@MainActor open class UICollectionReusableView: UIView {
  open func prepareForReuse() {}
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes { fatalError() }
}

@MainActor open class UICollectionViewCell: UICollectionReusableView {
  open var contentView: UIView { fatalError() }
  open var isSelected: Bool {
    get { fatalError() }
    set {}
  }
}

@MainActor open class UICollectionViewLayout: NSObject {
  open func invalidateLayout() {}
  open func prepare() {}
  open var collectionViewContentSize: CGSize { fatalError() }
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    fatalError()
  }
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    fatalError()
  }
}

@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  open var itemSize: CGSize {
    get { fatalError() }
    set {}
  }
  open var minimumInteritemSpacing: CGFloat {
    get { fatalError() }
    set {}
  }
  open var minimumLineSpacing: CGFloat {
    get { fatalError() }
    set {}
  }
  open var sectionInset: UIEdgeInsets {
    get { fatalError() }
    set {}
  }
  open var headerReferenceSize: CGSize {
    get { fatalError() }
    set {}
  }
  open var footerReferenceSize: CGSize {
    get { fatalError() }
    set {}
  }
  open var estimatedItemSize: CGSize {
    get { fatalError() }
    set {}
  }
  public class var automaticSize: CGSize { fatalError() }
  open var sectionHeadersPinToVisibleBounds: Bool {
    get { fatalError() }
    set {}
  }
}

public struct UICollectionLayoutListConfiguration: Sendable {
  public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
  public enum FooterMode: Int, Sendable { case none, supplementary }
  public var headerMode: HeaderMode
  public var footerMode: FooterMode
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) { fatalError() }
}

@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public init(section: NSCollectionLayoutSection) { fatalError() }
  public init(
    sectionProvider:
      @escaping (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
  ) { fatalError() }
  open class func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  { fatalError() }
}

public struct NSDirectionalEdgeInsets: Sendable {
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
}

public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

@MainActor open class NSCollectionLayoutDimension: NSObject {
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
  open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
  open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
}

@MainActor open class NSCollectionLayoutSize: NSObject {
  public convenience init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) { fatalError() }
}

@MainActor open class NSCollectionLayoutSpacing: NSObject {
  open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError() }
}

@MainActor open class NSCollectionLayoutItem: NSObject {
  public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError() }
}

@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  @available(iOS, deprecated: 16.0)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self { fatalError() }
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> Self
  { fatalError() }
  open var interItemSpacing: NSCollectionLayoutSpacing? {
    get { fatalError() }
    set {}
  }
}

@MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) { fatalError() }
  open var pinToVisibleBounds: Bool {
    get { fatalError() }
    set {}
  }
}

@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

@MainActor open class NSCollectionLayoutSection: NSObject {
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
    get { fatalError() }
    set {}
  }
  public convenience init(group: NSCollectionLayoutGroup) { fatalError() }
  open var interGroupSpacing: CGFloat {
    get { fatalError() }
    set {}
  }
  open var contentInsets: NSDirectionalEdgeInsets {
    get { fatalError() }
    set {}
  }
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
    get { fatalError() }
    set {}
  }
}

@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
}

extension UICollectionViewDataSource {
  // Optional requirements in Objective-C.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { fatalError() }
}

@MainActor public protocol UICollectionViewDelegate: NSObjectProtocol {}
@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}

extension UICollectionViewDelegateFlowLayout {
  // An optional requirement in Objective-C.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { fatalError() }
}

@MainActor open class UICollectionView: UIScrollView {
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1)
    public static let centeredVertically = ScrollPosition(rawValue: 2)
    public static let bottom = ScrollPosition(rawValue: 4)
  }
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
  required public init?(coder: NSCoder) { fatalError() }

  open var collectionViewLayout: UICollectionViewLayout {
    get { fatalError() }
    set {}
  }
  open var dataSource: UICollectionViewDataSource? {
    get { fatalError() }
    set {}
  }
  open var delegate: UICollectionViewDelegate? {
    get { fatalError() }
    set {}
  }
  open var isEditing: Bool {
    get { fatalError() }
    set {}
  }
  open var numberOfSections: Int { fatalError() }
  open var indexPathsForVisibleItems: [IndexPath] { fatalError() }

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {}
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  { fatalError() }
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView { fatalError() }
  open func numberOfItems(inSection section: Int) -> Int { fatalError() }
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { fatalError() }
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    fatalError()
  }
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
  open var indexPathsForSelectedItems: [IndexPath]? { fatalError() }
  open var allowsSelection: Bool {
    get { fatalError() }
    set {}
  }
  open var allowsMultipleSelection: Bool {
    get { fatalError() }
    set {}
  }
  @available(iOS 14.0, *)
  open var allowsSelectionDuringEditing: Bool {
    get { fatalError() }
    set {}
  }
  @available(iOS 14.0, *)
  open var allowsMultipleSelectionDuringEditing: Bool {
    get { fatalError() }
    set {}
  }
  open var isPrefetchingEnabled: Bool {
    get { fatalError() }
    set {}
  }
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    fatalError()
  }

  open func reloadData() {}
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  open func insertItems(at indexPaths: [IndexPath]) {}
  open func deleteItems(at indexPaths: [IndexPath]) {}
  open func reloadItems(at indexPaths: [IndexPath]) {}
  open func reconfigureItems(at indexPaths: [IndexPath]) {}
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  open func insertSections(_ sections: IndexSet) {}
  open func deleteSections(_ sections: IndexSet) {}
  open func reloadSections(_ sections: IndexSet) {}
  open func moveSection(_ section: Int, toSection newSection: Int) {}

  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {}
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {}
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}

public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  public init() {}
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {}
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
  public var itemIdentifiers: [ItemIdentifierType] { fatalError() }
}

public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  public init() {}
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
  }
  public mutating func expand(_ items: [ItemIdentifierType]) {}
  public mutating func collapse(_ items: [ItemIdentifierType]) {}
  public var items: [ItemIdentifierType] { fatalError() }
  public var visibleItems: [ItemIdentifierType] { fatalError() }
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { fatalError() }
}

@MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) { fatalError() }
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil
  ) {}
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (@MainActor @Sendable () -> Void)? = nil
  ) {}
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    fatalError()
  }
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError() }
  @available(iOS 15.0, *)
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError() }
  @available(iOS 15.0, *)
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { fatalError() }
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fatalError()
  }
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }
}

@MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    fatalError()
  }
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?
  open var supplementaryViewProvider: SupplementaryViewProvider? {
    get { fatalError() }
    set {}
  }
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil
  ) {}
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (@MainActor @Sendable () -> Void)? = nil
  ) {}
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    fatalError()
  }
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError() }
  @available(iOS 15.0, *)
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError() }
  @available(iOS 15.0, *)
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { fatalError() }
  @available(iOS 14.0, *)
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (@MainActor @Sendable () -> Void)? = nil
  ) {}
  @available(iOS 14.0, *)
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  { fatalError() }
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { fatalError() }
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell { fatalError() }
}

@MainActor open class UICollectionViewLayoutAttributes: NSObject {
  open var frame: CGRect {
    get { fatalError() }
    set {}
  }
  open var size: CGSize {
    get { fatalError() }
    set {}
  }
  open var indexPath: IndexPath { fatalError() }
}

// Foundation's NSException, which swift-corelibs-foundation (Linux) does not declare; Apple's
// Foundation does, with these members. UIKit raises it; the test catches it through
// `LSCatchException` (the ListScriptCatch stand-in).
open class NSException: NSObject, @unchecked Sendable {
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  open var name: NSException.Name { fatalError() }
  open var reason: String? { fatalError() }
}

// UIKit's additions to Foundation's IndexPath.
extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
