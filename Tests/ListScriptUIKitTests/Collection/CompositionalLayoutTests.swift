import Foundation
import HeadlessUIKit
import ListScriptUIKit
import Testing

@MainActor struct CompositionalLayoutTests {
  /// What a collection view shows, through the API, after its data appears.
  static func visible(_ layout: UICollectionViewLayout, items: Int, on profile: UIKitProfile)
    throws -> String
  {
    var shown = ""
    try Headless.run(on: profile) {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      let source = ItemsDataSource([(0..<items).map { "i\($0)" }])
      view.dataSource = source
      Headless.endTurn()
      shown =
        "["
        + view.indexPathsForVisibleItems.map { "\($0.section):\($0.item)" }
        .joined(separator: ", ") + "]"
    }
    return shown
  }

  static func reference(_ collection: String, items: Int, on profile: UIKitProfile) -> String {
    let script = """
      platform \(profile.rawValue)
      \(collection)
      data range(0, \(items))
      print visibleItems
      """
    let outcome = LanguageReference.run(script, on: profile)
    #expect(outcome.error == nil)
    return outcome.output.trimmingCharacters(in: .newlines)
  }

  /// A grid of two columns, 100-point groups, as the language's `columns 2 groupheight 100`.
  @Test(arguments: [UIKitProfile.ios15, .ios17, .ios26])
  func aTwoColumnGrid(profile: UIKitProfile) throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitem: item, count: 2)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let layout = UICollectionViewCompositionalLayout(section: section)
    let shown = try Self.visible(layout, items: 40, on: profile)
    #expect(
      shown
        == Self.reference(
          "collection compositional columns 2 groupheight 100 groupspacing 10", items: 40,
          on: profile))
    #expect(shown.hasPrefix("[0:0, 0:1, 0:2"))
  }

  /// An inset-grouped list with supplementary headers, as the language's list layout.
  @Test(arguments: [UIKitProfile.ios15, .ios18])
  func anInsetGroupedList(profile: UIKitProfile) throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let shown = try Self.visible(layout, items: 30, on: profile)
    #expect(
      shown
        == Self.reference(
          "collection list appearance insetgrouped header supplementary", items: 30, on: profile))
  }

  /// A section snapshot's collapsed parent hides its children; expanding shows them.
  @Test func anOutlineExpands() throws {
    try Headless.run(on: .ios17) {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        cell.accessories = [.outlineDisclosure()]
      }
      let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
        view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
      }
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["Mail", "Notes"])
      outline.append(["Inbox", "Sent"], to: "Mail")
      source.apply(outline, to: 0, animatingDifferences: false)
      Headless.endTurn()
      #expect(view.numberOfItems(inSection: 0) == 2)
      var expanded = source.snapshot(for: 0)
      expanded.expand(["Mail"])
      source.apply(expanded, to: 0)
      Headless.endTurn()
      let texts = view.visibleCells.compactMap {
        ($0.contentConfiguration as? UIListContentConfiguration)?.text
      }
      #expect(texts == ["Mail", "Inbox", "Sent", "Notes"])
      #expect(expanded.level(of: "Sent") == 1)
      #expect(expanded.parent(of: "Sent") == "Mail")
    }
  }
}
