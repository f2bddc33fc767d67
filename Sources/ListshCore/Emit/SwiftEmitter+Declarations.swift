/// The types an emitted test declares, each only when the scenario uses it: the app's rows,
/// the cells, the data source object, and the diffable identifiers.
extension SwiftEmitter {
  /// The test class's nested types, as lines (indented by the caller).
  static func declarations(_ f: EmitFeatures) -> [String] {
    var lines: [String] = []
    if f.rowHeights, f.needsSource {
      lines += [
        f.itemSizes
          ? "/// A row of the app's data: what its cell shows, and its size if it sets one."
          : "/// A row of the app's data: what its cell shows, and its height if it sets one.",
        "struct Row {",
        "  var text: String",
        "  var height: CGFloat? = nil",
      ]
      if f.itemSizes { lines.append("  var width: CGFloat? = nil") }
      lines += ["}", ""]
    }
    if f.diffableTables + f.diffableCollections > 0 {
      lines += diffableTypes + [""]
    }
    if f.editing, f.tables {
      lines += [
        "/// A cell that shows the editing state the app configured it with (a custom editing",
        "/// look); UIKit's own `isEditing` is set by the table and says nothing of it.",
        f.traces ? "final class Cell: TracedCell {" : "final class Cell: UITableViewCell {",
        "  var showsEditing = false",
        "}",
        "",
      ]
    }
    if f.collections {
      lines += [
        "/// A collection view's cell: a label over the whole cell.",
        f.traces
          ? "final class ItemCell: UICollectionViewCell, Numbered {"
          : "final class ItemCell: UICollectionViewCell {",
        "  let label = UILabel()",
      ]
      if f.traces {
        lines += [
          "  /// Its number, given when its view first hands it out.",
          "  var number = 0",
          "  override func prepareForReuse() {",
          "    super.prepareForReuse()",
          "    trace(\"  prepareForReuse c\\(number)\")",
          "  }",
        ]
      }
      if f.selfSizingItems {
        lines += [
          "  /// The size the cell measures itself at: its row's (self-sizing cells).",
          "  var preferredSize: CGSize?",
        ]
      }
      lines += [
        // ListScriptUIKit makes registered cells through a `required` initializer.
        f.target == .uikit
          ? "  override init(frame: CGRect) {" : "  required init(frame: CGRect) {",
        "    super.init(frame: frame)",
        "    label.frame = contentView.bounds",
        "    contentView.addSubview(label)",
        "  }",
        "  required init?(coder: NSCoder) { fatalError(\"not from a storyboard\") }",
      ]
      if f.selfSizingItems {
        lines += [
          "  override func preferredLayoutAttributesFitting(",
          "    _ layoutAttributes: UICollectionViewLayoutAttributes",
          "  ) -> UICollectionViewLayoutAttributes {",
          "    guard let size = preferredSize,",
          "      let fitted = layoutAttributes.copy() as? UICollectionViewLayoutAttributes",
          "    else { return super.preferredLayoutAttributesFitting(layoutAttributes) }",
          "    // A side of 0 keeps what the layout proposes (a compositional group's column).",
          "    fitted.size = CGSize(",
          "      width: size.width > 0 ? size.width : layoutAttributes.size.width,",
          "      height: size.height > 0 ? size.height : layoutAttributes.size.height)",
          "    return fitted",
          "  }",
        ]
      }
      lines += ["}", ""]
    }
    if f.cachingLayout { lines += cachingLayout + [""] }
    if f.fetched { lines += fetchedTypes + [""] }
    if f.needsSource { lines += source(f) + [""] }
    return lines
  }

  /// The app's data source object for the views that are not diffable.
  static func source(_ f: EmitFeatures) -> [String] {
    // A program's data source is its views' delegate too, which prints the display callouts.
    let tableDelegate = f.plainTable && (f.rowHeights || f.tableBands || f.traces)
    var protocols = ["NSObject"]
    if f.plainTable { protocols.append("UITableViewDataSource") }
    if tableDelegate { protocols.append("UITableViewDelegate") }
    if f.plainCollection { protocols.append("UICollectionViewDataSource") }
    if f.plainCollection, f.sizeForItem {
      protocols.append("UICollectionViewDelegateFlowLayout")
    } else if f.plainCollection, f.traces {
      protocols.append("UICollectionViewDelegate")
    }
    let row = f.rowHeights ? "Row" : "String"
    let text = f.rowHeights ? ".text" : ""
    let opening = "@MainActor final class Source: \(protocols.joined(separator: ", ")) {"
    var lines = [
      f.fetched
        ? "/// The app's data source: the fetched-results controller's sections."
        : "/// The app's data source: sections of rows."
    ]
    lines +=
      opening.count <= SwiftLines.width - 2
      ? [opening]
      : ["@MainActor final class Source:", "  \(protocols.joined(separator: ", "))", "{"]
    lines.append(f.fetched ? "  let store = Store()" : "  var sections: [[\(row)]] = []")
    if f.plainTable, f.tableBands {
      lines += ["  var sectionHeaderHeight: CGFloat = 0", "  var sectionFooterHeight: CGFloat = 0"]
    }
    if f.provision {
      lines += [
        "  /// What the cell callback dequeues with, and how (the scenario's `provider`).",
        "  var cellIdentifier = \"cell\"",
        "  var dequeuesTwice = false",
        "  var returnsNewCell = false",
      ]
      if f.plainCollection {
        lines += """
            /// What the supplementary callback does for a kind (`provider header|footer`).
            struct SupplementaryProvider {
              var identifier: String
              /// The kind it dequeues for, when not the one asked for.
              var kind: String?
              var dequeuesTwice: Bool
              var returnsNew: Bool
            }
            var supplementaryProviders: [String: SupplementaryProvider] = [:]
          """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
    }
    // Where the methods read the data: the app's arrays, or the store's controller.
    let sectionCount = f.fetched ? "store.sectionCount" : "sections.count"
    let rowCount = f.fetched ? "store.count(in: section)" : "sections[section].count"
    func item(_ row: String) -> String {
      f.fetched
        ? "store.text(at: indexPath)" : "sections[indexPath.section][indexPath.\(row)]\(text)"
    }
    if f.plainTable {
      let cell = f.editing ? "(cell as? Cell)?.showsEditing = tableView.isEditing\n    " : ""
      lines += """

          func numberOfSections(in tableView: UITableView) -> Int { \(sectionCount) }

          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            \(rowCount)
          }

          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
          {
            \(f.provision ? tableProvision : "let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)")
            cell.textLabel?.text = \(item("row"))
            \(cell)return cell
          }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    if f.plainTable, f.rowHeights, !f.fetched {
      lines += """

          func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            sections[indexPath.section][indexPath.row].height ?? tableView.rowHeight
          }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    if f.plainTable, f.tableBands {
      for band in ["Header", "Footer"] {
        lines += """

            func tableView(_ tableView: UITableView, heightFor\(band)InSection section: Int) -> CGFloat {
              section\(band)Height
            }

            func tableView(_ tableView: UITableView, viewFor\(band)InSection section: Int) -> UIView? {
              section\(band)Height > 0 ? UIView() : nil
            }
          """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
    }
    if f.plainCollection {
      lines += """

          func numberOfSections(in collectionView: UICollectionView) -> Int { \(sectionCount) }

          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
            -> Int
          { \(rowCount) }

          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
          {
            \(f.provision ? collectionProvision : "let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"cell\", for: indexPath)")
            (cell as? ItemCell)?.label.text = \(item("item"))\(f.selfSizingItems && !f.fetched ? "\n    (cell as? ItemCell)?.preferredSize = size(at: indexPath, in: collectionView)" : "")
            return cell
          }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    if f.plainCollection, f.supplementaryViews {
      lines += """

          func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
          ) -> UICollectionReusableView {
            \(f.provision ? supplementaryProvision : "collectionView.dequeueReusableSupplementaryView(\n      ofKind: kind, withReuseIdentifier: \"supplementary\", for: indexPath)")
          }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    if f.plainCollection, f.itemSizes, !f.fetched {
      lines += """

          /// The row's own width and height, each else the flow layout's item size (0, which
          /// keeps the size the layout proposes, elsewhere: a compositional group's column).
          func size(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
            let row = sections[indexPath.section][indexPath.item]
            guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
            else { return CGSize(width: 0, height: row.height ?? 0) }
            let fixed = layout.itemSize
            return CGSize(width: row.width ?? fixed.width, height: row.height ?? fixed.height)
          }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    if f.plainCollection, f.sizeForItem, !f.fetched {
      lines += """

          func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
          ) -> CGSize { size(at: indexPath, in: collectionView) }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    if f.traces {
      lines += displayCallouts(table: f.plainTable, collection: f.plainCollection)
    }
    return lines + ["}"]
  }

  /// A custom layout as many tutorials write one: the flow layout's attributes, computed in
  /// `prepare()` only while the cache is empty, and kept.
  static let cachingLayout = """
    /// A custom layout as many tutorials write one: the flow layout's attributes, computed in
    /// prepare() only while its cache is empty, and kept until the app empties it.
    final class CachingLayout: UICollectionViewFlowLayout {
      var cache: [UICollectionViewLayoutAttributes] = []
      var cachedSize = CGSize.zero
      override func prepare() {
        super.prepare()
        guard cache.isEmpty else { return }
        cachedSize = super.collectionViewContentSize
        let all = CGRect(origin: .zero, size: cachedSize)
        cache = (super.layoutAttributesForElements(in: all) ?? []).compactMap {
          $0.copy() as? UICollectionViewLayoutAttributes
        }
      }
      override var collectionViewContentSize: CGSize {
        cache.isEmpty ? super.collectionViewContentSize : cachedSize
      }
      override func layoutAttributesForElements(in rect: CGRect)
        -> [UICollectionViewLayoutAttributes]?
      { cache.filter { $0.frame.intersects(rect) } }
      override func layoutAttributesForItem(at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
      { cache.first { $0.indexPath == indexPath } ?? super.layoutAttributesForItem(at: indexPath) }
    }
    """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

  /// The identifier types of the diffable data sources: an item equal and hashed by its id
  /// only, as an app's struct identifier often is (a changed `text` under the same id is the
  /// "same" item to UIKit) unless the scenario declares its hash, printed as the scenario prints
  /// it; and a section named by its id.
  static let diffableTypes = """
    /// An item identifier: equal and hashed by its id only, as an app's struct often is, unless
    /// the scenario declares another hash (the pitfall of a hash(into:) that reads other fields).
    struct Item: Hashable, Sendable, CustomStringConvertible {
      let id: String
      let text: String
      let declaredHash: Int?
      init(_ id: String, _ text: String, hash: Int? = nil) {
        self.id = id
        self.text = text
        self.declaredHash = hash
      }
      static func == (a: Item, b: Item) -> Bool { a.id == b.id }
      func hash(into hasher: inout Hasher) { hasher.combine(declaredHash ?? id.hashValue) }
      var description: String { text }
    }

    /// A section identifier.
    struct Section: Hashable, Sendable {
      let id: String
      init(_ id: String) { self.id = id }
    }
    """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
