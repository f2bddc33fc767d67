import ListDiff

extension TableView {
  /// Draws the table as an SVG picture, in the spirit of the second article's contentOffset
  /// diagram: the content as a column of rows (labelled with their index path and what their
  /// cell shows), headers and footers, the viewport over it at `contentOffset.y`, prepared cells
  /// dashed, selected rows barred, stale cells marked with what the data holds, the offsets
  /// written beside, and a legend.
  ///
  /// The picture covers the viewport and up to 150 points of content above and below it, at
  /// half scale. The same state always gives the same text.
  ///
  /// - Complexity: O(r log n + s) for the r rows and s sections in the picture.
  public func picture(_ dataSource: DataSource<Item>) -> String {
    TablePicture.document([picturePanel(dataSource)])
  }

  /// The picture of the table as it stands, as a panel to draw alone or beside another
  /// (`TablePicture.document`): a before and an after of one batch.
  ///
  /// - Complexity: O(r log n + s) for the r rows and s sections in the picture.
  package func picturePanel(_ dataSource: DataSource<Item>, title: String? = nil)
    -> TablePicture.Panel
  {
    var drawing = TablePicture.Drawing(
      viewport: geometry.height, width: geometry.width, offset: offset,
      content: contentHeight, title: title)
    if hasAppeared {
      drawHeadersAndFooters(&drawing)
      // Where the layout puts the rows: a caching layout's attributes, or the view's own.
      let layout = cachedLayoutView ?? self
      var path = layout.firstRow(endingAfter: drawing.top)
      if let p = path, layout.isOutOfView(p) { path = layout.rowInView(after: p) }
      // Until the first row (or line: an item centred on it may start lower) below the picture.
      while let p = path, let y = layout.y(of: p), layout.lineTop(of: p) < drawing.bottom {
        // Attributes of items the data lost are ignored: not drawn.
        guard hasRow(p) else {
          path = layout.rowInView(after: p)
          continue
        }
        let cell = self.mountedCell(at: p)
        let stale = cell.flatMap { staleDetail($0, at: p, dataSource: dataSource) }
        let (x, width) = layout.horizontalExtent(of: p)
        drawing.row(
          TablePicture.Row(
            path: p, y: y, height: layout.height(at: p) ?? 0,
            text: cell.map { $0.item?.displayText ?? "(not configured)" },
            prepared: cell?.isHidden ?? false, selected: selection.contains(p),
            editing: cell?.editing ?? false, stale: stale, x: x,
            width: kind.flow == nil ? nil : width))
        path = layout.rowInView(after: p)
      }
      // Pinned headers float over the items they cover.
      for section in visibleHeaders {
        if let header = headerFrame(ofSection: section),
          header.y != geometry.tableHeader + sectionLayout.start(of: section)
        {
          drawing.band("section \(section) header (pinned)", y: header.y, height: header.height)
        }
      }
      for section in kind.pinsSectionFooters ? sectionsOnScreen : 0..<0 {
        if let footer = footerFrame(ofSection: section),
          footer.y != geometry.tableHeader + sectionLayout.start(of: section + 1) - footer.height
        {
          drawing.band("section \(section) footer (pinned)", y: footer.y, height: footer.height)
        }
      }
      let covered = geometry.adjustedContentInset
      drawing.covered(top: covered.top, bottom: covered.bottom)
    }
    let noun = kind.noun
    var layout: [String] = []
    switch kind {
    case .table: break
    case .collection(.list(let c)):
      layout = ["list layout\(c.appearancePhrase), full-width items"]
    case .collection(.compositional(let f)): layout = ["compositional layout: \(f.sizingPhrase)"]
    case .collection(.flow(let f)):
      layout = [
        f.hasItemSizes
          ? "flow layout: \(f.sizingPhrase)"
          : "flow layout: \(Points.format(f.itemWidth))x\(Points.format(f.itemHeight)) items, \(f.perLine(width: geometry.width)) per line"
      ]
    }
    drawing.end(
      notes: [
        "\(platform.rawValue), \(Points.format(geometry.width)) x \(Points.format(geometry.height)) points"
      ] + layout + [
        "content height \(Points.format(contentHeight)), offsets \(Points.format(minOffset))...\(Points.format(maxOffset))",
        "visible \(noun.rows) \(visibleRows.count), prepared \(preparedRows.count), selected \(selection.count)",
      ])
    return drawing.panel
  }

  /// How a stale cell differs from its row, for the picture's notes; `nil` if it does not.
  func staleDetail(
    _ cell: Cell<Item>, at path: ListIndexPath, dataSource: DataSource<Item>
  )
    -> String?
  {
    guard staleness(cell, at: path, dataSource: dataSource) != nil else { return nil }
    guard let current = dataSource.item(at: path) else { return "the data has no such row" }
    if cell.displayed != current.displayed {
      return "data has \u{201C}\(current.displayText)\u{201D}"
    }
    if cell.editing != isEditing {
      return isEditing
        ? "not in editing style; the table is editing" : "in editing style; the table is not"
    }
    return selection.contains(path) ? "unselected; the row is selected" : "selected; the row is not"
  }

  /// The table's header and footer and the sections' headers and footers in the picture.
  func drawHeadersAndFooters(_ drawing: inout TablePicture.Drawing) {
    if geometry.tableHeader > 0 { drawing.band("table header", y: 0, height: geometry.tableHeader) }
    let sectionsEnd = geometry.tableHeader + sectionLayout.total
    if geometry.tableFooter > 0 {
      drawing.band("table footer", y: sectionsEnd, height: geometry.tableFooter)
    }
    guard geometry.sectionHeader > 0 || geometry.sectionFooter > 0, !rows.isEmpty else { return }
    var section = min(
      sectionLayout.sectionsEnding(atOrBefore: drawing.top - geometry.tableHeader), rows.count - 1)
    while section < rows.count {
      let start = geometry.tableHeader + sectionLayout.start(of: section)
      if start >= drawing.bottom { break }
      let end = geometry.tableHeader + sectionLayout.start(of: section + 1)
      // A header held away from its section's top is drawn over the items, after them.
      if let header = headerFrame(ofSection: section), header.y == start {
        drawing.band("section \(section) header", y: header.y, height: header.height)
      }
      // A footer held away from its section's end is drawn over the items, after them.
      if let footer = footerFrame(ofSection: section), footer.y == end - footer.height {
        drawing.band("section \(section) footer", y: footer.y, height: footer.height)
      }
      section += 1
    }
  }
}
