import HeadlessUIKit
import ListDiff
import ListScript

/// The collection-view half of the emitter: a `UICollectionView` with a
/// `UICollectionViewFlowLayout` (or a list layout) fed by the same `Source`, and the item calls.
extension SwiftEmitter {
  /// What `Source` gains when the scenario makes a collection view: a cell with a label, the
  /// data source's methods, and the section header and footer bands.
  static let collectionSourceMembers = """

        /// A collection view's cell: a label over the whole cell.
        final class ItemCell: UICollectionViewCell {
          let label = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            label.frame = contentView.bounds
            contentView.addSubview(label)
          }
          required init?(coder: NSCoder) { fatalError("not from a storyboard") }
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
          -> Int
        { sections[section].count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
          -> UICollectionViewCell
        {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
          (cell as? ItemCell)?.label.text = sections[indexPath.section][indexPath.item].text
          return cell
        }

        func collectionView(
          _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
          at indexPath: IndexPath
        ) -> UICollectionReusableView {
          collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "band", for: indexPath)
        }
    """

  /// The test's collection view, beside its table view.
  static let collectionViewDeclaration = """
        var collectionView = UICollectionView(
          frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        _ = collectionView
    """

  /// `collection …`: a window and a collection view with the scenario's layout.
  static func newCollectionCode(
    width w: Double, height h: Double, _ kind: ViewKind, _ platform: Platform
  )
    -> [String]
  {
    var lines = [
      "// collection view on \(platform.rawValue)",
      "window = UIWindow(frame: CGRect(x: 0, y: 0, width: \(number(w)), height: \(number(h))))",
    ]
    switch kind {
    case .collection(.flow(let f)):
      let i = f.insets
      lines += [
        "do {",
        "  let layout = UICollectionViewFlowLayout()",
        "  layout.itemSize = CGSize(width: \(number(f.itemWidth)), height: \(number(f.itemHeight)))",
        "  layout.minimumInteritemSpacing = \(number(f.spacing))",
        "  layout.minimumLineSpacing = \(number(f.lineSpacing))",
        "  layout.sectionInset = UIEdgeInsets(top: \(number(i.top)), left: \(number(i.left)), bottom: \(number(i.bottom)), right: \(number(i.right)))",
        "  collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)",
        "}",
      ]
    case .collection(.list), .table:
      lines += [
        "// a list layout: its cells size themselves, so heights may differ from the model's",
        "collectionView = UICollectionView(",
        "  frame: window.bounds,",
        "  collectionViewLayout: UICollectionViewCompositionalLayout.list(",
        "    using: UICollectionLayoutListConfiguration(appearance: .plain)))",
      ]
    }
    return lines + [
      "collectionView.register(Source.ItemCell.self, forCellWithReuseIdentifier: \"cell\")",
      "collectionView.register(",
      "  UICollectionReusableView.self,",
      "  forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,",
      "  withReuseIdentifier: \"band\")",
      "collectionView.register(",
      "  UICollectionReusableView.self,",
      "  forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,",
      "  withReuseIdentifier: \"band\")",
      "source.sections = []",
      "collectionView.dataSource = source",
      "collectionView.delegate = source",
      "window.addSubview(collectionView)",
      "window.makeKeyAndVisible()",
    ]
  }

  /// The Swift for a step on a collection view, where it differs from a table's; `nil` where
  /// the table's code serves (data edits, comments).
  static func collectionCode(_ step: RecordedStep) -> [String]? {
    switch step {
    case .call(let call): return [callCode(call, collection: true)]
    case .batchOpened: return ["collectionView.performBatchUpdates({"]
    case .reloadData: return ["collectionView.reloadData()"]
    case .setOffset(let y):
      return ["collectionView.contentOffset.y = \(number(y))", "collectionView.layoutIfNeeded()"]
    case .scrollToRow(let p, let position):
      let at =
        switch position {
        case .top: ".top"
        case .middle: ".centeredVertically"
        case .bottom: ".bottom"
        case .none: "[]"
        }
      return ["collectionView.scrollToItem(at: \(path(p)), at: \(at), animated: false)"]
    case .setEditing(let on): return ["collectionView.isEditing = \(on)"]
    case .select(let p):
      return ["collectionView.selectItem(at: \(path(p)), animated: false, scrollPosition: [])"]
    case .deselect(let p): return ["collectionView.deselectItem(at: \(path(p)), animated: false)"]
    case .resize(let width, let height):
      return [
        "window.frame = CGRect(x: 0, y: 0, width: \(number(width)), height: \(number(height)))",
        "collectionView.frame = window.bounds", "collectionView.layoutIfNeeded()",
      ]
    case .geometry(let part, let height):
      let size = "CGSize(width: 0, height: \(number(height)))"
      switch part {
      case .sectionHeader:
        return [
          "(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = \(size)"
        ]
      case .sectionFooter:
        return [
          "(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize = \(size)"
        ]
      case .tableHeader, .tableFooter: return nil
      }
    case .expect(let query, let args, let value):
      return collectionExpectation(query, args, value)
    case .expectCell(let p, let field, let value):
      return collectionCellExpectation(p, field, value)
    case .newTable, .newCollection, .setData, .editData, .beginUpdates, .endUpdates,
      .batchClosed, .completionQueued, .anchor, .unmapped, .expectErrorBegin, .expectErrorEnd,
      .diffable, .applySnapshot:
      return nil
    }
  }

  /// An `assert` on a collection view's query, as the XCTest checks it; a query UIKit has no
  /// counterpart for becomes a comment that says why.
  static func collectionExpectation(_ query: Query, _ args: [Value], _ value: Value) -> [String] {
    let visible = "collectionView.indexPathsForVisibleItems.sorted()"
    let text = "(collectionView.cellForItem(at: $0) as? Source.ItemCell)?.label.text"
    let check: Check
    switch query {
    case .visible: check = .equal("\(visible).map { \(text) ?? \"\" }", stringList(value))
    case .visibleItems: check = .equal(visible, pathList(value))
    case .selectedItems:
      check = .equal("collectionView.indexPathsForSelectedItems ?? []", pathList(value))
    case .offset: check = .equal("collectionView.contentOffset.y", number(value))
    case .contentHeight: check = .equal("collectionView.contentSize.height", number(value))
    case .sections: check = .equal("collectionView.numberOfSections", number(value))
    case .items:
      check = .equal(
        "collectionView.numberOfItems(inSection: \(args.first.map(number) ?? "0"))", number(value))
    case .top: check = .equal("\(visible).first.flatMap { \(text) }", literal(value.plain))
    case .editing:
      guard case .bool(let on) = value else {
        check = .unmapped("a non-boolean editing")
        break
      }
      check = .equal("collectionView.isEditing", String(on))
    case .mountedItems, .preparedItems:
      check = .unmapped("UIKit does not list its prepared cells")
    case .visibleCells, .cell: check = .unmapped("a whole cell record has no UIKit counterpart")
    case .data: check = .unmapped("the app's data is the test's own array")
    case .height, .rect, .cache:
      check = .unmapped("heights come from the layout in the emitted view")
    case .error: check = .unmapped("UIKit's exception is not caught here")
    case .visibleRows, .mountedRows, .preparedRows, .selectedRows, .rows:
      check = .unmapped("a table's query, on a collection view")
    case .currentSnapshot: check = .unmapped("the snapshot is checked through the view")
    }
    return check.lines(view: "collectionView") {
      "assert \(query.rawValue)\(arguments(args)) == \(value)"
    }
  }

  /// A check on `cellForItem(at:)`: `nil`, or one of the properties a collection view's cell has.
  static func collectionCellExpectation(_ p: ListIndexPath, _ field: CellField?, _ value: Value)
    -> [String]
  {
    let cell = "collectionView.cellForItem(at: \(path(p)))"
    let check: Check
    switch (field, value) {
    case (nil, .nil): check = .isNil(cell)
    case (nil, _): check = .unmapped("a whole cell record")
    case (.hidden?, .bool(let b)): check = .equal("\(cell)?.isHidden", String(b))
    case (.selected?, .bool(let b)): check = .equal("\(cell)?.isSelected", String(b))
    case (.text?, _):
      check = .equal("(\(cell) as? Source.ItemCell)?.label.text", literal(value.plain))
    case (.hidden?, _), (.selected?, _): check = .unmapped("a state compared with a non-boolean")
    case (.editing?, _): check = .unmapped("a collection view's cell has no editing state")
    case (.stale?, _): check = .unmapped("UIKit does not say whether a cell is stale")
    case (.row?, _), (.id?, _): check = .unmapped("the model's own bookkeeping")
    }
    return check.lines(view: "collectionView") {
      "assert cell(\(p.section):\(p.row))" + (field.map { "." + $0.rawValue } ?? "")
        + " == \(value)"
    }
  }

  /// `[IndexPath(row: 1, section: 0), …]` for a list of index paths (or rows of section 0).
  static func pathList(_ value: Value) -> String {
    let paths = (value.listElements ?? []).compactMap { v -> String? in
      if case .indexPath(let p) = v { return path(p) }
      if case .int(let r) = v { return path(ListIndexPath(0, r)) }
      return nil
    }
    return "[" + paths.joined(separator: ", ") + "]"
  }
}
