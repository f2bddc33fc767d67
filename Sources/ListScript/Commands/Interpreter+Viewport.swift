import HeadlessUIKit
import ListDiff

/// The viewport commands: scrolling, anchoring, editing, selection, prefetching and rotation.
extension Interpreter {
  /// Scrolling, anchoring, editing, selection and rotation.
  func viewport(_ c: ViewportCommand<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    if scene.lazyStack != nil {
      try scrollLazyStack(c, r)
      return
    }
    switch c {
    case .scrollTo(let e):
      let y = try number(e)
      scene.table.scroll(to: y, scene.data)
      note(.scrolled(to: scene.table.offset, wanted: y))
    case .scrollBy(let e):
      let dy = try number(e)
      let wanted = scene.table.offset + dy
      scene.table.scroll(by: dy, scene.data)
      note(.scrolled(to: scene.table.offset, wanted: wanted))
    case .scrollToRow(let e, let position, let noun):
      try requireNoun(noun, .scroll, r)
      let path = try indexPath(try eval(e), e.range)
      note(.scrollToRow(path, position, noun))
      try table(r) { t, d throws(TableError) in try t.scroll(toRow: path, at: position, d) }
      note(.offsetAfterScrollToRow(scene.table.offset))
    case .scrollToTop:
      scene.table.scrollToTop(scene.data)
      note(.scrolled(to: scene.table.offset, wanted: scene.table.offset))
    case .scrollToBottom:
      scene.table.scrollToBottom(scene.data)
      note(.scrolled(to: scene.table.offset, wanted: scene.table.offset))
    case .anchor(let on):
      scene.table.anchorsFirstVisibleItem = on
      note(.anchor(on))
    case .edit(let on, let refresh):
      let cells =
        refresh == .visible ? scene.table.visibleRows.count : scene.table.mountedRows.count
      note(.setEditing(on))
      try table(r) { t, d throws(TableError) in try t.setEditing(on, refreshing: refresh, d) }
      flushEvents()
      note(.refreshed(cells: cells, refresh))
    case .select(let e):
      let path = try indexPath(try eval(e), e.range)
      note(.select(path, scene.table.kind.noun))
      try table(r) { t, d throws(TableError) in try t.select(path, d) }
    case .deselect(let e):
      let path = try indexPath(try eval(e), e.range)
      note(.deselect(path, scene.table.kind.noun))
      try table(r) { t, d throws(TableError) in try t.deselect(path, d) }
    case .selection(let mode, let editing):
      note(.selectionMode(mode, editing: editing, scene.table.kind.noun))
      scene.table.setSelectionMode(mode, editing: editing)
      flushEvents()
    case .prefetching(let on):
      note(.prefetching(on, scene.table.kind.noun))
      try table(r) { t, _ throws(TableError) in try t.setPrefetchingEnabled(on) }
    case .observation(let on):
      note(.observation(on))
      try table(r) { t, _ throws(TableError) in t.setObservesItems(on) }
    case .rotate(let orientation):
      let g = scene.table.geometry
      let turns = orientation != scene.table.orientation
      let (w, h) = turns ? (g.height, g.width) : (g.width, g.height)
      note(.rotated(orientation, width: w, height: h))
      try table(r) { t, d throws(TableError) in try t.rotate(to: orientation, d) }
    case .contentInset(let top, let bottom):
      try setInsets(.contentInset, top, bottom)
    case .safeArea(let top, let bottom):
      try setInsets(.safeArea, top, bottom)
    }
  }

  /// `contentinset T B` or `safearea T B`: insets in [0, 1000000] points (UIKit takes negative
  /// content insets; the model refuses them, **our choice**).
  private func setInsets(_ setting: InsetSetting, _ top: ResolvedExpr, _ bottom: ResolvedExpr)
    throws(Unwind)
  {
    let what = setting == .contentInset ? "content inset" : "safe area"
    let (t, b) = (try nonNegative(top, "\(what) top"), try nonNegative(bottom, "\(what) bottom"))
    let g = scene.table.geometry
    var (content, safe) = (g.contentInset, g.safeArea)
    switch setting {
    case .contentInset: (content.top, content.bottom) = (t, b)
    case .safeArea: (safe.top, safe.bottom) = (t, b)
    }
    scene.table.setInsets(content: content, safeArea: safe)
    note(
      .insets(
        setting, top: t, bottom: b, adjusted: scene.table.geometry.adjustedContentInset,
        offset: scene.table.offset))
  }
}
