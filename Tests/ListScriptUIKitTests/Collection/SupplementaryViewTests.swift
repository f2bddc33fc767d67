import Foundation
import HeadlessUIKit
import ListScriptUIKit
import Testing

/// A header view that remembers its section's title.
@MainActor final class TitleHeader: UICollectionReusableView {
  var title: String?
}

/// A grid's data source that also gives section headers.
@MainActor final class HeaderedItems: UICollectionViewDataSource {
  var sections: [[String]]
  /// The identifier the header is dequeued under.
  var headerIdentifier = "Header"

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: headerIdentifier, for: indexPath)
    (view as? TitleHeader)?.title = "Section \(indexPath.section)"
    return view
  }
}

@MainActor struct SupplementaryViewTests {
  static func flowView() -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 320, height: 40)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    view.register(
      TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    return view
  }

  /// The headers on screen are the data source's views, configured for their sections, and a
  /// header that scrolls off is reused for one that comes on.
  @Test func headersAreTheDataSourcesViews() throws {
    let source = HeaderedItems((0..<6).map { s in (0..<6).map { "\(s).\($0)" } })
    try Headless.run(on: .ios17) {
      let view = Self.flowView()
      view.dataSource = source
      Headless.endTurn()
      let kind = UICollectionView.elementKindSectionHeader
      let first = try #require(
        view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
          as? TitleHeader)
      #expect(first.title == "Section 0")
      #expect(
        view.indexPathsForVisibleSupplementaryElements(ofKind: kind).map(\.section) == [0, 1])
      #expect(
        view.layoutAttributesForSupplementaryElement(
          ofKind: kind, at: IndexPath(item: 0, section: 1))?
          .frame.minY == 250)
      view.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
      Headless.endTurn()
      let shown = view.visibleSupplementaryViews(ofKind: kind).compactMap { $0 as? TitleHeader }
      #expect(shown.contains { $0 === first })
      #expect(shown.map(\.title).allSatisfy { $0 != "Section 0" })
    }
  }

  /// A header dequeued under an identifier never registered raises UIKit's text.
  @Test(arguments: [UIKitProfile.ios15, .ios26]) func anUnregisteredHeaderRaises(
    profile: UIKitProfile
  ) {
    let source = HeaderedItems([["a"]])
    source.headerIdentifier = "Missing"
    var raised: HeadlessException?
    do {
      try Headless.run(on: profile) {
        let view = Self.flowView()
        view.dataSource = source
      }
    } catch let error as HeadlessException {
      raised = error
    } catch {}
    let failure = ProvisionFailure.supplementaryUnregistered(.header, identifier: "Missing")
    #expect(raised?.reason == failure.message(on: profile, view: .collection))
  }

  /// A diffable data source's supplementary provider with a registration; a provider that
  /// returns nil raises.
  @Test func aDiffableProviderGivesTheHeaders() throws {
    try Headless.run(on: .ios18) {
      let layout = UICollectionViewFlowLayout()
      layout.headerReferenceSize = CGSize(width: 375, height: 30)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
      let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
      let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { header, _, indexPath in header.title = "Header \(indexPath.section)" }
      let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
        view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
      }
      source.supplementaryViewProvider = { view, _, indexPath in
        view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0, 1])
      snapshot.appendItems([1, 2, 3], toSection: 0)
      snapshot.appendItems([4], toSection: 1)
      source.apply(snapshot, animatingDifferences: false)
      Headless.endTurn()
      let titles = view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        .compactMap { ($0 as? TitleHeader)?.title }
      #expect(titles == ["Header 0", "Header 1"])
    }
    #expect(throws: HeadlessException.self) {
      try Headless.run(on: .ios18) {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 375, height: 30)
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
          view, indexPath, item in
          view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        source.apply(snapshot, animatingDifferences: false)
      }
    }
  }

  /// A section provider that picks its columns from the width is asked again when the view's
  /// size changes, and item insets shrink the items' frames.
  @Test func aProviderFollowsTheWidth() throws {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      let columns = environment.container.effectiveContentSize.width > 600 ? 4 : 2
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(columns)),
          heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let source = ItemsDataSource([(0..<40).map { "i\($0)" }])
    try Headless.run(on: .ios17) {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 400, height: 500), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      view.dataSource = source
      Headless.endTurn()
      let narrow = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      #expect(narrow.frame == CGRect(x: 202, y: 2, width: 196, height: 96))
      view.frame = CGRect(x: 0, y: 0, width: 800, height: 500)
      Headless.endTurn()
      let wide = try #require(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
      #expect(wide.frame == CGRect(x: 602, y: 2, width: 196, height: 96))
      #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == wide.frame)
    }
  }
}
