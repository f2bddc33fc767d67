import ListDiff

extension TableView {
  /// The visible rows and where each sat on screen, taken before a reload or a batch so that
  /// anchoring can put the first surviving one back at the same y.
  @usableFromInline struct Anchor {
    @usableFromInline struct Candidate {
      @usableFromInline var path: ListIndexPath
      @usableFromInline var item: Item?
      /// The row's top edge relative to the viewport's top, in points.
      @usableFromInline var screenY: Double

      @inlinable init(path: ListIndexPath, item: Item? = nil, screenY: Double) {
        self.path = path
        self.item = item
        self.screenY = screenY
      }
    }
    @usableFromInline var candidates: [Candidate]

    @inlinable init(candidates: [Candidate]) {
      self.candidates = candidates
    }
  }

  /// Sets `contentOffset.y`, clamped to the scrollable range.
  ///
  /// - Complexity: O(log s); the layout follows at the end of the turn.
  @inlinable public mutating func scroll(to y: Double, _ dataSource: DataSource<Item>) {
    if !hasAppeared { appear(dataSource) }
    _offset = clamped(y)
    _hasScrolled = true
    checkInvariants()
  }

  /// Changes `contentOffset.y` by `dy`, clamped to the scrollable range.
  ///
  /// - Complexity: O(log s).
  @inlinable public mutating func scroll(by dy: Double, _ dataSource: DataSource<Item>) {
    if !hasAppeared { appear(dataSource) }
    scroll(to: offset + dy, dataSource)
  }

  /// `scrollToRow(at:at:animated:)`: puts the row's rect at the top, middle or bottom of the
  /// viewport (with its section's header or footer at the ends of a section), or moves as
  /// little as shows it whole (`none`), then clamps.
  ///
  /// A row the table does not have raises UIKit's `NSRangeException`.
  ///
  /// - Complexity: O(log n + log s) expected.
  @inlinable public mutating func scroll(
    toRow path: ListIndexPath, at position: ScrollPosition, _ dataSource: DataSource<Item>
  ) throws(TableError) {
    if path.section < 0 || path.row < 0 {
      throw .negativeIndex("scrollToRow(at: \(path))")
    }
    try transaction { table throws(TableError) in
      if !table.hasAppeared { table.appear(dataSource) }
      guard path.section < table.rows.count else {
        throw .uikit(
          UIKitException(
            reason: .scrollSectionBeyondBounds(section: path.section, sections: table.rows.count),
            platform: table.platform, notes: [], view: table.kind.noun))
      }
      guard path.row < table.rows[path.section].count else {
        throw .uikit(
          UIKitException(
            reason: .scrollRowBeyondBounds(
              row: path.row, rows: table.rows[path.section].count, section: path.section),
            platform: table.platform, notes: [], view: table.kind.noun))
      }
      // A caching layout without attributes for the item: up to iOS 12 the collection view
      // raises (UICollectionViewData asks the layout and gets nil); later, nothing to scroll to
      // (our choice: the scroll does nothing, as no report after iOS 12 shows the text).
      guard let top = table.y(of: path), let height = table.height(at: path) else {
        let reason = UIKitException.Reason.noLayoutAttributesForItem(path)
        guard reason.kind.isRaised(on: table.platform, view: table.kind.noun) else { return }
        throw .uikit(
          UIKitException(
            reason: reason, platform: table.platform,
            notes: table.staleCacheNotes(
              then: ", so layoutAttributesForItem(at: \(path.swiftDescription)) returns nil"),
            view: .collection))
      }
      let viewport = table.geometry.height
      // The bars and insets cover the viewport's ends: a row scrolled to goes to the part
      // they leave, as `scrollToRow` and `scrollToItem` place it under a navigation bar.
      let inset = table.geometry.adjustedContentInset
      let uncovered = viewport - inset.top - inset.bottom
      // UIKit shows a section's header with its first row at the top, and its footer with its
      // last row at the bottom (measured in 2011, akisute.com; medium confidence). A
      // collection view scrolls to the item's own frame (`scrollToItem(at:at:animated:)`).
      let rowsOfTable = !table.kind.isCollection
      let header = rowsOfTable && path.row == 0 ? table.geometry.sectionHeader : 0
      let last = path.row == table.rows[path.section].count - 1
      let footer = rowsOfTable && last ? table.geometry.sectionFooter : 0
      let offset = table._offset
      let target: Double =
        switch position {
        case .top: top - header - inset.top
        case .middle: top + height / 2 - uncovered / 2 - inset.top
        case .bottom: top + height + footer - viewport + inset.bottom
        case .none:
          if top < offset + inset.top || height > uncovered {
            top - inset.top
          } else if top + height > offset + viewport - inset.bottom {
            top + height - viewport + inset.bottom
          } else {
            offset
          }
        }
      table._offset = table.clamped(target)
      table._hasScrolled = true
    }
  }

  /// Scrolls to the top of the content.
  ///
  /// - Complexity: O(log s).
  @inlinable public mutating func scrollToTop(_ dataSource: DataSource<Item>) {
    if !hasAppeared { appear(dataSource) }
    scroll(to: minOffset, dataSource)
  }

  /// Sets `contentInset` and the safe area's insets (what the bars or
  /// `additionalSafeAreaInsets` give a view controller's view).
  ///
  /// Setting `contentInset` moves no offset (a pull-to-refresh control that sets it also sets
  /// the offset). A change of the safe area moves a view resting at its top to the new top, as
  /// a table under a navigation bar starts at `-adjustedContentInset.top`; any other offset
  /// stays. Both are **our choice**: widely observed, not documented. An offset the new range
  /// no longer holds is clamped to it (UIKit leaves it until the next scroll).
  ///
  /// - Complexity: O(log s).
  @inlinable public mutating func setInsets(content: EdgeInsets, safeArea: EdgeInsets) {
    let followsTop = offset == minOffset && safeArea != geometry.safeArea
    _geometry.contentInset = content
    _geometry.safeArea = safeArea
    _offset = followsTop ? minOffset : clamped(offset)
    checkInvariants()
  }

  /// Scrolls to the bottom of the content.
  ///
  /// - Complexity: O(log s).
  @inlinable public mutating func scrollToBottom(_ dataSource: DataSource<Item>) {
    if !hasAppeared { appear(dataSource) }
    scroll(to: maxOffset, dataSource)
  }

  /// Rotates the device: the viewport's width and height swap when the orientation changes (a
  /// new table is in portrait, whatever its size).
  ///
  /// With anchoring on, the first visible item keeps its on-screen y.
  ///
  /// - Complexity: O(v + log s) for v visible rows.
  /// The new width makes the table re-read its heights (when they are not the items' own),
  /// through the height cache of the new orientation.
  @inlinable public mutating func rotate(
    to orientation: Orientation, _ dataSource: DataSource<Item>
  )
    throws(TableError)
  {
    try transaction { table throws(TableError) in
      if !table.hasAppeared { table.appear(dataSource) }
      guard orientation != table.orientation else { return }
      let anchor = table.anchorsFirstVisibleItem ? table.captureAnchor() : nil
      swap(&table._geometry.width, &table._geometry.height)
      table._kind = table.kind.fitted(toWidth: table.geometry.width, height: table.geometry.height)
      table._orientation = orientation
      try table.rereadHeights(dataSource)
      // A flow layout's lines depend on the width; one whose delegate sizes its items asks for
      // every size again.
      if let flow = table.kind.flow {
        table.rebuildSectionLayout()
        if flow.hasItemSizes, flow.sizeForItem {
          table._events.append(.itemSizesRead(items: table.rows.reduce(0) { $0 + $1.count }))
        }
      }
      table.restore(anchor, reason: "anchored after rotating") { $0.path }
    }
  }

  /// Changes the viewport, table header/footer or section header/footer heights.
  ///
  /// - Complexity: O(s).
  @inlinable public mutating func setGeometry(_ geometry: Geometry) {
    self._geometry = geometry
    _kind = kind.fitted(toWidth: geometry.width, height: geometry.height)
    rebuildSectionLayout()
    _offset = clamped(offset)
    checkInvariants()
  }

  /// `offset` clamped to `minOffset...maxOffset`.
  @inlinable func clamped(_ y: Double) -> Double {
    guard y.isFinite else { return y > 0 ? maxOffset : minOffset }
    return min(max(minOffset, y), maxOffset)
  }

  @inlinable func captureAnchor() -> Anchor? { captureAnchor(among: visibleRows) }

  /// An anchor on `rows` (visible rows, ascending) at their current on-screen y.
  @inlinable func captureAnchor(among rows: [ListIndexPath]) -> Anchor? {
    guard !rows.isEmpty else { return nil }
    return Anchor(
      candidates: rows.compactMap { path in
        guard let y = y(of: path) else { return nil }
        return Anchor.Candidate(path: path, item: mountedCell(at: path)?.item, screenY: y - offset)
      })
  }

  /// Puts the first anchor candidate that `locate` finds back at its on-screen y (if anchoring),
  /// then clamps the offset; records the change.
  @inlinable mutating func restore(
    _ anchor: Anchor?, reason: String, locate: (Anchor.Candidate) -> ListIndexPath?
  ) {
    let old = offset
    var target = offset
    var why = "clamped to the new content height"
    if let anchor {
      for candidate in anchor.candidates {
        if let path = locate(candidate), let y = y(of: path) {
          target = y - candidate.screenY
          why = reason
          break
        }
      }
    }
    _offset = clamped(target)
    if offset != old { _events.append(.offsetChanged(from: old, to: offset, reason: why)) }
  }
}
