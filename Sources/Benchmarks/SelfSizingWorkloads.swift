import HeadlessUIKit
import ListDiff
import ListScript

/// A collection view whose items size themselves: a list layout (`estimated H`) or a flow layout
/// (`estimated W H`, `estimatedItemSize`): the layout pass that measures items coming on screen,
/// and `scroll to item` while estimates stand (issue 34's bar: within 3× from 1,000 to
/// 1,000,000 items).
enum SelfSizingWorkloads {
  /// The layout measured: a list, a flow layout of 100-point-wide items, three a line,
  /// estimated at 100 × 44, or a compositional list (one column, groups estimated at 44, a
  /// pinned 30-point header per section).
  enum Layout: String {
    case list = "list layout"
    case flow = "flow layout"
    case compositional = "compositional list"
  }

  /// `items` records in 10 sections, each with its own height (20 to 119 points).
  static func data(_ items: Int) -> DataSource<Value> {
    DataSource<Value>(
      sections: (0..<10).map { s in
        (0..<(items / 10)).map { i in
          let n = s * items / 10 + i
          return .record(Record([("id", .int(n)), ("height", .int(20 + n % 100))]))
        }
      })
  }

  /// A fresh view with 44-point estimates, laid out once.
  static func view(_ data: DataSource<Value>, _ layout: Layout) throws -> TableView<Value> {
    var view: TableView<Value>
    switch layout {
    case .list:
      view = TableView<Value>(platform: .ios15, kind: .collection(.list(ListConfiguration())))
      view.setHeightSettings { $0.estimate = 44 }
    case .flow:
      var flow = FlowLayout()
      flow.itemWidth = 100
      flow.estimatedItemSize = .size(ItemSize(width: 100, height: 44))
      view = TableView<Value>(platform: .ios15, kind: .collection(.flow(flow)))
    case .compositional:
      var section = FlowLayout()
      section.columns = 1
      section.itemHeight = 44
      section.spacing = 0
      section.lineSpacing = 0
      section.pinsHeaders = true
      section.estimatedItemSize = .size(ItemSize(width: 1, height: 44))
      var geometry = TableGeometry()
      geometry.sectionHeader = 30
      view = TableView<Value>(
        platform: .ios15, geometry: geometry, kind: .collection(.compositional(section)))
    }
    try view.endTurn(data)
    return view
  }

  /// Scrolling page by page through items never measured.
  ///
  /// Each page's layout pass measures them. The cost of a page at 1,000,000 items over its
  /// cost at 1,000.
  static func pages(_ layout: Layout = .list, rounds: Int) throws -> Result {
    func cost(_ items: Int) throws -> Double {
      let data = self.data(items)
      var total = 0.0
      for round in 0..<rounds {
        var view = try view(data, layout)
        let start = Double(round) * 10_000
        let span = view.maxOffset
        // As many pages as the smaller view holds new items for, at both sizes: a list of 1,000
        // items is 44,000 points, a grid of 1,000 three a line about 18,000.
        total += try microseconds(repeats: layout == .flow ? 20 : 40) { page in
          let y = (start + Double(page) * 667).truncatingRemainder(dividingBy: span)
          view.scroll(to: y, data)
          try view.endTurn(data)
          // The pinned header's place and the visible headers, as a picture or a check reads.
          if layout == .compositional { _ = view.visibleHeaders }
          _ = view.takeEvents()
        }
      }
      return total / Double(rounds)
    }
    return TableWorkloads.growth(
      "self-sizing \(layout.rawValue): a page of new items measured on scroll, 1,000,000 vs 1,000 items",
      small: try cost(1_000), large: try cost(1_000_000), limit: 3)
  }

  /// `scroll to item P top` to items far from the viewport, never measured.
  ///
  /// A fresh view each time: the scroll computed from estimates and the pass that measures
  /// what it shows.
  static func scrollToItem(_ layout: Layout = .list, repeats: Int) throws -> Result {
    func cost(_ items: Int) throws -> Double {
      let data = self.data(items)
      var total = 0.0
      for k in 0..<repeats {
        var view = try view(data, layout)
        let section = (k * 7) % 10
        let path = ListIndexPath(section, (k * 7_919) % (items / 10))
        total += try microseconds(repeats: 1) { _ in
          try view.scroll(toRow: path, at: .top, data)
          try view.endTurn(data)
          _ = view.takeEvents()
        }
      }
      return total / Double(repeats)
    }
    return TableWorkloads.growth(
      "self-sizing \(layout.rawValue): scroll to an unmeasured item, 1,000,000 vs 1,000 items",
      small: try cost(1_000), large: try cost(1_000_000), limit: 3)
  }
}
