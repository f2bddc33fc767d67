import Foundation
import HeadlessUIKit
import ListScriptUIKit
import Testing

@MainActor struct UICollectionViewTests {
  enum Section: Hashable, Sendable { case main }

  static func view() -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    return UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: layout)
  }

  /// A cell registration configures the cells a diffable data source's provider dequeues; the
  /// layout's item size decides what is visible (three a line, 110 points a line).
  @Test func registrationsConfigureTheCells() throws {
    try Headless.run(on: .ios17) {
      let view = Self.view()
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
        cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "item \(item)"
        cell.contentConfiguration = content
      }
      let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
        view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
      snapshot.appendSections([.main])
      snapshot.appendItems(Array(0..<30))
      source.apply(snapshot, animatingDifferences: false)
      Headless.endTurn()
      #expect(view.indexPathsForVisibleItems.count == 6)
      let texts = view.visibleCells.compactMap {
        ($0.contentConfiguration as? UIListContentConfiguration)?.text
      }
      #expect(texts == (0..<6).map { "item \($0)" })
    }
  }

  /// `cellForItem(at:)` with a section past the view's raises UIKit's "items before section"
  /// text, as the language's `cell(P)` does; the app's code gets `nil`.
  @Test func aCellPastTheSectionsRaises() {
    var raised: HeadlessException?
    var answer: UICollectionViewCell? = UICollectionViewCell()
    do {
      try Headless.run(on: .ios17) {
        let view = Self.view()
        answer = view.cellForItem(at: IndexPath(item: 0, section: 0))
      }
    } catch let error as HeadlessException {
      raised = error
    } catch {
      Issue.record("\(error)")
    }
    #expect(answer == nil)
    let reference = LanguageReference.run(
      "platform ios17\ncollection\nprint cell(0:0)\n", on: .ios17)
    #expect(
      raised?.description
        == "NSInternalInconsistencyException: request for number of items before section 0 when there are only 0 sections in the collection view"
    )
    #expect(raised?.description == reference.error)
  }

  /// Asking for the items of a section the view does not have raises UIKit's text with the
  /// sections it has, as the language's `items(S)` does; the app's code gets 0.
  @Test func itemsPastTheSectionsRaise() {
    var raised: HeadlessException?
    var answer = -1
    do {
      try Headless.run(on: .ios17) {
        let view = Self.view()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
          _, _, _ in
        }
        let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
          view, indexPath, item in
          view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2])
        source.apply(snapshot, animatingDifferences: false)
        #expect(view.numberOfItems(inSection: 0) == 2)
        answer = view.numberOfItems(inSection: 1)
      }
    } catch let error as HeadlessException {
      raised = error
    } catch {
      Issue.record("\(error)")
    }
    #expect(answer == 0)
    #expect(
      raised?.description
        == "NSInternalInconsistencyException: request for number of items in section 1 when there are only 1 sections in the collection view"
    )
    let reference = LanguageReference.run(
      "platform ios17\ncollection\ndata [1, 2]\nprint items(1)\n", on: .ios17)
    #expect(raised?.description == reference.error)
  }

  /// A registration made inside the cell provider: raised from the profile on which UIKit
  /// raises it, logged before.
  @Test(arguments: [UIKitProfile.ios14, .ios15, .ios18])
  func aRegistrationInsideTheProvider(profile: UIKitProfile) {
    var raised: HeadlessException?
    do {
      try Headless.run(on: profile) {
        let view = Self.view()
        let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
          view, indexPath, item in
          let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> {
            _, _, _ in
          }
          return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2])
        source.apply(snapshot, animatingDifferences: false)
      }
    } catch let error as HeadlessException {
      raised = error
    } catch {}
    let failure = ProvisionFailure.registrationInsideProvider
    if failure.isRaised(on: profile, view: .collection) {
      #expect(raised?.reason == failure.message(on: profile, view: .collection))
    } else {
      #expect(raised == nil)
    }
  }

  /// A collection view's data source that returns a cell it made itself raises, on every
  /// profile.
  @Test func aCellNotDequeuedRaises() {
    final class Source: UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 3 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { UICollectionViewCell(frame: .zero) }
    }
    let source = Source()
    #expect(throws: HeadlessException.self) {
      try Headless.run(on: .ios15) {
        let view = Self.view()
        view.dataSource = source
        // The run's end is the end of the turn: the layout asks for the cells.
        view.reloadData()
      }
    }
  }

  /// A delegate that sizes items: each item its own size, lines broken item by item.
  @Test func aFlowDelegateSizesTheItems() throws {
    final class Sizing: UICollectionViewDelegateFlowLayout {
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize { CGSize(width: 300, height: 100) }
    }
    let sizing = Sizing()
    let source = ItemsDataSource([(0..<10).map { "i\($0)" }])
    try Headless.run(on: .ios17) {
      let view = Self.view()
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      view.dataSource = source
      view.delegate = sizing
      view.reloadData()
      // One 300-point item a line, 110 points a line: two lines in 220 points.
      #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1])
    }
  }
}
