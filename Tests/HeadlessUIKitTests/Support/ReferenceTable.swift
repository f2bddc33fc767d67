@testable import HeadlessUIKit
@testable import ListDiff

/// A deliberately simple second model of the table, written independently of `TableView`: plain
/// arrays, linear scans, and a batch commit that builds the new rows slot by slot instead of
/// computing a mapping.
///
/// The random tests run both and compare everything they show.
struct ReferenceTable: Equatable {
  struct RefCell: Equatable {
    var id: Int
    var path: ListIndexPath?
    var item: Row?
    var editing = false
    var selected = false
    var shown = false  // visible (true) or hidden
    /// The reuse identifier it was dequeued with (`nil` while cells are not modelled).
    var tag: String?
    /// Kept by the app, never returned to the view.
    var held = false
    /// The checkmark the cell object shows.
    var checkmark = false
  }

  var platform: Platform
  var width: Double
  var height: Double
  var rowHeight: Double = 44
  var appeared = false
  var known: [[Row]] = []
  var offset: Double = 0
  /// `contentInset` and the safe area, top and bottom.
  var contentTop = 0.0
  var contentBottom = 0.0
  var safeTop = 0.0
  var safeBottom = 0.0
  var cells: [RefCell] = []
  var pool: [Int] = []
  /// Cells as the app registers, dequeues and returns them (`ReferenceTable+Provision.swift`).
  var registered: [String: CellProvision.Registered] = [:]
  var provider: RefProvider?
  var strays: [RefStray] = []
  var reused = 0
  /// Headers and footers as the app registers and provides them
  /// (`ReferenceTable+Supplementary.swift`).
  var viewRegistered: [SupplementaryProvision.Key: CellProvision.Registered] = [:]
  var viewProviders: [ElementKind: RefViewProvider] = [:]
  var views: [RefView] = []
  var viewPool: [Int] = []
  var viewsReused = 0
  var editing = false
  var selection: Set<ListIndexPath> = []
  /// What the app lets be selected outside editing and during it.
  var selectionMode = SelectionMode.single
  var editingMode = SelectionMode.none
  /// `isPrefetchingEnabled`, and whether anything has scrolled the view yet.
  var prefetching = true
  var scrolled = false
  var anchor = false
  var visible: [ListIndexPath] = []
  var prepared: [ListIndexPath] = []
  var batchDepth = 0
  var batchCalls: [UpdateCall] = []
  var batchReload = false
  var saved: [ReferenceTable] = []
  // Heights: the fourth article's machinery.
  var orientation = Orientation.portrait
  var fit = false
  var cacheKind = RowHeights.CacheKind.off
  var estimate: Double?
  var accessory = RowHeights.Accessory.none
  /// The heights the table holds, when they are not the items' own.
  var heightsKnown: [[Double]] = []
  var measured: Set<ListIndexPath> = []
  var fd = ReferenceFDCache()
  var keyed: [Orientation: [Row: Double]] = [:]
  var hits = 0
  var misses = 0
  // Collection views: the layout (a flow layout's values, or a list), and a reload waiting for
  // the next layout pass.
  var collection = false
  /// Whether the data source is a diffable one, which refuses the view's own calls.
  var diffable = false
  var flow: FlowLayout?
  /// Every section's header and footer height, and whether headers pin to the visible bounds.
  var sectionHeader = 0.0
  var sectionFooter = 0.0
  var pinsHeaders = false
  var pinsFooters = false
  /// How far an inset-grouped list's items and headers stand in from each side.
  var listSideInset = 0.0
  var reloadPending = false
  /// A caching layout's snapshot: the items and width it laid out first.
  var layoutCache: LayoutSnapshot?

  init(platform: Platform, width: Double, height: Double) {
    self.platform = platform
    self.width = width
    self.height = height
  }

  /// A collection view: with a flow layout's values, or (`flow` nil) a list layout.
  init(platform: Platform, width: Double, height: Double, collection flow: FlowLayout?) {
    self.init(platform: platform, width: width, height: height)
    self.collection = true
    self.flow = flow
    estimate = selfSizingEstimate?.height
  }

  var noun: ViewNoun { collection ? .collection : .table }

  struct Failure: Error, Equatable { var message: String }

  // MARK: Geometry, by linear scans

  var allPaths: [ListIndexPath] {
    known.indices.flatMap { s in known[s].indices.map { ListIndexPath(s, $0) } }
  }

  /// The height the table holds for `p`: as read at the last reload or batch, or measured.
  func heightOf(_ p: ListIndexPath) -> Double {
    if sizedFlow { return flowSize(p).h }
    if let flow { return groupHeight ?? flow.itemHeight }
    return heightsKnown[p.section][p.row]
  }

  /// How many items a flow layout puts on a line: the most whose widths and gaps fit.
  var itemsPerLine: Int {
    guard let flow else { return 1 }
    if let group = compositionalGroup { return group.columns }
    let usable = width - flow.insets.left - flow.insets.right
    var n = 1
    while Double(n + 1) * flow.itemWidth + Double(n) * flow.spacing <= usable { n += 1 }
    return n
  }

  /// Every item's top and the content's height, by walking the sections: a flow layout's
  /// lines, or one row (item) after another.
  var tops: (tops: [ListIndexPath: Double], total: Double) {
    if sizedFlow {
      let (frames, total) = flowFrames
      return (frames.mapValues(\.y), total)
    }
    var result: [ListIndexPath: Double] = [:]
    var y = 0.0
    guard let flow else {
      for s in known.indices {
        y += sectionHeader
        for r in known[s].indices {
          let q = ListIndexPath(s, r)
          result[q] = y
          y += heightOf(q)
        }
        y += sectionFooter
      }
      return (result, y)
    }
    let n = itemsPerLine
    for s in known.indices {
      y += sectionHeader + flow.insets.top
      var lineTop = y
      for r in known[s].indices {
        // An orthogonal section is one line.
        if r > 0, r % n == 0, !orthogonal(s) {
          lineTop += (groupHeight ?? flow.itemHeight) + flow.lineSpacing
        }
        result[ListIndexPath(s, r)] = lineTop
      }
      if !known[s].isEmpty { y = lineTop + (groupHeight ?? flow.itemHeight) }
      y += flow.insets.bottom + sectionFooter
    }
    return (result, y)
  }

  func top(_ p: ListIndexPath) -> Double {
    if let view = cachedView { return view.top(p) }
    return tops.tops[p] ?? tops.total
  }

  var contentHeight: Double { cachedView?.contentHeight ?? tops.total }

  /// The items on the same line as `p` (only `p` unless a flow layout), in order: in an
  /// orthogonal section, those across the viewport's width.
  func line(of p: ListIndexPath) -> [ListIndexPath] {
    if orthogonal(p.section) {
      return known[p.section].indices.map { ListIndexPath(p.section, $0) }.filter(inView)
    }
    let n = itemsPerLine
    return known[p.section].indices.filter { $0 / n == p.row / n }.map {
      ListIndexPath(p.section, $0)
    }
  }

  /// What `cellForItem(at:)` returns: no prepared cell of a collection view before iOS 15.
  func cellForItem(_ p: ListIndexPath) -> Int? {
    guard let i = mountedIndex(p) else { return nil }
    if collection, !cells[i].shown, platform == .ios12 || platform == .ios14 { return nil }
    return i
  }
  /// What the app's insets and the bars cover of the viewport, at its top and its bottom.
  var coveredTop: Double { contentTop + safeTop }
  var coveredBottom: Double { contentBottom + safeBottom }
  /// Offsets run from the content's top under what covers the viewport's top to its bottom
  /// above what covers the viewport's bottom.
  var maxOffset: Double { max(-coveredTop, contentHeight + coveredBottom - height) }
  func clamp(_ y: Double) -> Double { min(max(-coveredTop, y), maxOffset) }

  func exists(_ p: ListIndexPath) -> Bool {
    p.section >= 0 && p.section < known.count && p.row >= 0 && p.row < known[p.section].count
  }

  func mountedIndex(_ p: ListIndexPath) -> Int? { cells.firstIndex { $0.path == p } }

  /// The cells bound to a row, with their rows, in row order.
  func bound() -> [(Int, ListIndexPath)] {
    cells.indices.compactMap { i in cells[i].path.map { (i, $0) } }.sorted { $0.1 < $1.1 }
  }

  func stale(_ c: RefCell, _ data: DataSource<Row>) -> Bool {
    guard let p = c.path, let item = data.item(at: p) else { return true }
    return c.item?.displayed != item.displayed || c.editing != editing
      || c.selected != selection.contains(p)
  }

  // MARK: Reading and layout

  mutating func read(_ data: DataSource<Row>) {
    known = (0..<data.sectionCount).map { data.items($0) ?? [] }
    readHeights()
  }

  mutating func appearIfNeeded(_ data: DataSource<Row>) {
    if !appeared {
      appeared = true
      measured = []
      read(data)
    }
  }

  mutating func endTurn(_ data: DataSource<Row>) throws {
    if !appeared, data.sectionCount > 0 {
      appeared = true
      measured = []
      read(data)
    }
    if appeared, batchDepth == 0 { try layout(data) }
  }

  /// A batch starts: a table that never appeared reads its data; so does a collection view,
  /// and one with a reload pending reloads.
  mutating func readAtBatchStart(_ data: DataSource<Row>) {
    if !appeared {
      appearIfNeeded(data)
    } else if collection, reloadPending {
      reloadPending = false
      reloadNow(data)
    }
  }

  /// `cellForRowAt`: the data source's item now, the current editing state and selection.
  mutating func configure(_ i: Int, _ p: ListIndexPath, _ data: DataSource<Row>) throws {
    guard let item = data.item(at: p) else {
      throw Failure(
        message: TableError.dataSourceLacksRow(
          p, method: collection ? "collectionView(_:cellForItemAt:)" : "tableView(_:cellForRowAt:)",
          sections: data.sectionCount, rows: data.rowCount(p.section), view: noun
        ).message)
    }
    cells[i].path = p
    cells[i].item = item
    cells[i].editing = editing
    cells[i].selected = selection.contains(p)
    // A data source that leaves checkmarks to the cells does not set one here.
    if provider?.checkmarks != true { cells[i].checkmark = selection.contains(p) }
  }

  mutating func recycle(_ i: Int) {
    cells[i].path = nil
    cells[i].shown = false
    pool.append(i)
  }

  /// The rows the offset shows, and the prepared ones, by a linear scan.
  func targets() -> ([ListIndexPath], [ListIndexPath]) {
    if let view = cachedView {
      let (visible, prepared) = view.targets()
      return (visible.filter(exists), prepared.filter(exists))
    }
    if sizedFlow { return sizedFlowTargets() }
    let paths = allPaths
    let tops = self.tops.tops
    var firstIndex: Int?
    var lastIndex: Int?
    for (i, p) in paths.enumerated() {
      let y = tops[p] ?? 0
      let h = heightOf(p)
      if min(y + h, offset + height) - max(y, offset) > 0, inView(p) {
        if firstIndex == nil { firstIndex = i }
        lastIndex = i
      }
    }
    var newVisible: [ListIndexPath] = []
    var newPrepared: [ListIndexPath] = []
    if let f = firstIndex, let l = lastIndex {
      // Items of an orthogonal section past the viewport's width do not show.
      newVisible = Array(paths[f...l]).filter(inView)
      let modern = ![Platform.ios12, .ios14].contains(platform)
      if !prefetching {
        // Nothing is prepared with prefetching off.
      } else if collection {
        // Collection views prepare the line above and the line below: from iOS 15 at once,
        // before it once something has scrolled them.
        if modern || scrolled {
          if f > 0 { newPrepared += line(of: paths[f - 1]) }
          if let next = paths[(l + 1)...].first(where: inView) { newPrepared += line(of: next) }
        }
      } else if modern {
        if f > 0 { newPrepared.append(paths[f - 1]) }
        if l + 1 < paths.count { newPrepared.append(paths[l + 1]) }
      }
    }
    return (newVisible, newPrepared)
  }

  mutating func layout(_ data: DataSource<Row>) throws {
    if reloadPending {
      reloadPending = false
      reloadNow(data)
    }
    // iOS 26's automatic observation tracking: a cell visible since the last pass whose row now
    // holds its item changed in place (the same identity) shows the change.
    if platform == .ios26 {
      for i in cells.indices where cells[i].shown {
        guard let p = cells[i].path, visible.contains(p), let now = data.item(at: p),
          cells[i].item?.identity == now.identity
        else { continue }
        cells[i].item = now
      }
    }
    fillLayoutCache()
    try checkCache()
    try measure(data)
    let (newVisible, newPrepared) = targets()
    for (i, path) in bound() where !newVisible.contains(path) {
      if newPrepared.contains(path) {
        cells[i].shown = false
      } else {
        recycle(i)
      }
    }
    for p in (newVisible + newPrepared).sorted() {
      let show = newVisible.contains(p)
      if let i = mountedIndex(p) {
        if show { cells[i].shown = true }
        continue
      }
      let i = try request(p, data)
      cells[i].shown = show
    }
    if !collection, platform == .ios12 || platform == .ios14, pool.isEmpty, !known.isEmpty {
      cells.append(RefCell(id: cells.count + 1, tag: provider?.tag))
      pool.append(cells.count - 1)
    }
    visible = newVisible
    prepared = newPrepared
    try layoutViews()
  }

  // MARK: Anchoring

  func anchorPoints() -> [(ListIndexPath, Row?, Double)] {
    anchor
      ? visible.map { ($0, mountedIndex($0).flatMap { cells[$0].item }, top($0) - offset) } : []
  }

  mutating func settle(
    _ points: [(ListIndexPath, Row?, Double)], _ find: (ListIndexPath, Row?) -> ListIndexPath?
  ) {
    var target = offset
    for (p, item, screenY) in points {
      // A caching layout places only the items it has attributes for.
      if let q = find(p, item), cachedView.map({ $0.exists(q) }) ?? true {
        target = top(q) - screenY
        break
      }
    }
    offset = clamp(target)
  }

  // MARK: Calls

  mutating func reloadNow(_ data: DataSource<Row>) {
    let points = anchorPoints()
    for (i, _) in bound() { recycle(i) }
    recycleAllViews()
    visible = []
    prepared = []
    selection = []
    measured = []
    read(data)
    let snapshot = self
    settle(points) { _, item in
      guard let id = item?.identity else { return nil }
      return snapshot.allPaths.first { snapshot.known[$0.section][$0.row].identity == id }
    }
  }

  mutating func reload(_ data: DataSource<Row>, keepingHeights: Bool = false) throws {
    if !keepingHeights, fd.enabled { fd.each { $0 = [] } }
    if batchDepth > 0 {
      batchReload = true
      return
    }
    appearIfNeeded(data)
    if collection {
      reloadPending = true
      return
    }
    let before = self
    reloadNow(data)
    do { try layout(data) } catch {
      self = before
      throw error
    }
  }

  mutating func begin(_ data: DataSource<Row>) {
    if batchDepth == 0 { readAtBatchStart(data) }
    if batchDepth == 0 {
      var copy = self
      copy.saved = []
      saved = [copy]
      batchCalls = []
      batchReload = false
    }
    batchDepth += 1
  }

  func isReconfigure(_ call: UpdateCall) -> Bool {
    if case .reconfigureRows = call { return true }
    return false
  }

  mutating func perform(_ call: UpdateCall, _ data: DataSource<Row>) throws {
    if diffable, !isReconfigure(call) {
      let view = collection ? "UICollectionView" : "UITableView"
      throw Failure(
        message:
          "NSInternalInconsistencyException: \(view) must be updated via the \(view)DiffableDataSource APIs when acting as the \(view)'s dataSource: please do not call mutation APIs directly on \(view)."
      )
    }
    // A table checks a row call's index paths as it is made, from iOS 14; NSIndexPath prints
    // them unsigned.
    var paths: [ListIndexPath] = []
    switch call {
    case .insertRows(let p), .deleteRows(let p), .reloadRows(let p): paths = p
    case .moveRow(let a, let b): paths = [a, b]
    default: break
    }
    if !collection, platform != .ios12,
      let bad = paths.first(where: { $0.section < 0 || $0.row < 0 })
    {
      throw Failure(
        message:
          "NSInternalInconsistencyException: Attempted to perform update with invalid index path: {length = 2, path = \(UInt(bitPattern: bad.section)) - \(UInt(bitPattern: bad.row))}"
      )
    }
    var indexes = paths.flatMap { [$0.section, $0.row] }
    switch call {
    case .reconfigureRows(let p): indexes += p.flatMap { [$0.section, $0.row] }
    case .insertSections(let s), .deleteSections(let s), .reloadSections(let s): indexes += s
    case .moveSection(let a, let b): indexes += [a, b]
    default: break
    }
    if indexes.contains(where: { $0 < 0 }) {
      throw Failure(message: TableError.negativeIndex(call.description(noun)).message)
    }
    if case .reconfigureRows = call, platform == .ios12 || platform == .ios14 {
      throw Failure(
        message: TableError.unavailable(
          call: collection ? "reconfigureItems(at:)" : "reconfigureRows(at:)", platform: platform
        ).message)
    }
    if batchDepth > 0 {
      cacheEdit(call, data)
      batchCalls.append(call)
      return
    }
    let before = self
    readAtBatchStart(data)
    cacheEdit(call, data)
    do { try commit([call], data) } catch {
      self = before
      throw error
    }
  }

  mutating func end(_ data: DataSource<Row>) throws {
    guard batchDepth > 0 else { throw Failure(message: TableError.endWithoutBegin.message) }
    batchDepth -= 1
    if batchDepth > 0 { return }
    let calls = batchCalls
    let deferred = batchReload
    let start = saved[0]
    batchCalls = []
    saved = []
    do {
      // A collection view's reloadData discards the batch: it reloads, checking no call.
      if collection, deferred {
        reloadNow(data)
        return
      }
      try commit(calls, data)
      if deferred { reloadNow(data) }
    } catch {
      self = start
      throw error
    }
  }

  // MARK: The batch, simulated

  enum Slot: Equatable {
    case fresh
    case old(ListIndexPath)
  }

  mutating func commit(_ calls: [UpdateCall], _ data: DataSource<Row>) throws {
    let before = known.map(\.count)
    let after = (0..<data.sectionCount).map { data.rowCount($0) ?? 0 }
    var secDel: [Int] = []
    var secIns: [Int] = []
    var secMove: [(Int, Int)] = []
    var rowDel: [ListIndexPath] = []
    var rowIns: [ListIndexPath] = []
    var rowMove: [(ListIndexPath, ListIndexPath)] = []
    var secReload: [Int] = []
    var rowReload: [ListIndexPath] = []
    var reconf: [ListIndexPath] = []
    for call in calls {
      switch call {
      case .insertRows(let p): rowIns += p
      case .deleteRows(let p): rowDel += p
      case .reloadRows(let p): rowReload += p
      case .reconfigureRows(let p): reconf += p
      case .moveRow(let a, let b): rowMove.append((a, b))
      case .insertSections(let s): secIns += s
      case .deleteSections(let s): secDel += s
      case .reloadSections(let s): secReload += s
      case .moveSection(let a, let b): secMove.append((a, b))
      }
    }
    func fail(_ r: UIKitException.Reason) -> Failure {
      Failure(
        message: TableError.uikit(
          UIKitException(reason: r, platform: platform, notes: [], view: noun)
        ).message)
    }
    // Reloads: delete the old path, insert it where the explicit deletes and inserts move it.
    let uniqueSecDel = Array(Set(secDel))
    let uniqueSecIns = Array(Set(secIns)).sorted()
    func moved(section s: Int) -> Int {
      var n = s
      for d in uniqueSecDel where d <= s { n -= 1 }
      for i in uniqueSecIns where i <= n { n += 1 }
      return n
    }
    var extraSecDel: [Int] = []
    var extraSecIns: [Int] = []
    for s in Set(secReload).sorted() {
      extraSecDel.append(s)
      extraSecIns.append(moved(section: s))
    }
    let uniqueRowDel = Array(Set(rowDel))
    let uniqueRowIns = Array(Set(rowIns)).sorted()
    var extraRowDel: [ListIndexPath] = []
    var extraRowIns: [ListIndexPath] = []
    for p in Set(rowReload).sorted() {
      if uniqueRowDel.contains(p) { throw fail(.deleteAndReload(p)) }
      let s = moved(section: p.section)
      var r = p.row
      for d in uniqueRowDel where d.section == p.section && d.row <= p.row { r -= 1 }
      for i in uniqueRowIns where i.section == s && i.row <= r { r += 1 }
      extraRowDel.append(p)
      extraRowIns.append(ListIndexPath(s, r))
    }
    secDel += extraSecDel
    secIns += extraSecIns
    rowDel += extraRowDel
    rowIns += extraRowIns

    var fallback = false
    var updates: [ProcessedUpdate] = []
    // Deletes: sections from the highest, each before the rows of its own section.
    var keptSecDel: [Int] = []
    var keptRowDel: [ListIndexPath] = []
    let sectionsDescending = Set(secDel + rowDel.map(\.section)).sorted(by: >)
    for s in sectionsDescending {
      if secDel.contains(s) {
        if secMove.contains(where: { $0.0 == s }) { throw fail(.deleteAndMoveSection(s)) }
        if s >= before.count {
          throw fail(.deleteSectionOutOfRange(section: s, sections: before.count))
        }
        // A table reloads; a collection view raises at the move (below).
        if rowMove.contains(where: { $0.0.section == s }), noun == .table { fallback = true }
        keptSecDel.append(s)
        updates.append(.deleteSection(s))
        continue
      }
      for p in Set(rowDel.filter { $0.section == s }).sorted(by: >) {
        if rowMove.contains(where: { $0.0 == p }) { throw fail(.deleteAndMoveRow(p)) }
        if s >= before.count {
          throw fail(.deleteRowMissingSection(row: p.row, section: s, sections: before.count))
        }
        if p.row >= before[s] {
          throw fail(.deleteRowOutOfRange(row: p.row, section: s, rows: before[s]))
        }
        keptRowDel.append(p)
        updates.append(.deleteRow(p))
      }
    }
    // Inserts: sections from the lowest, each before the rows of its own section.
    var keptSecIns: [Int] = []
    var keptRowIns: [ListIndexPath] = []
    var insertUpdates: [ProcessedUpdate] = []
    for s in Set(secIns + rowIns.map(\.section)).sorted() {
      if secIns.contains(s) {
        if secMove.contains(where: { $0.1 == s }) { throw fail(.insertAndMoveSection(s)) }
        if s < 0 || s >= after.count {
          throw fail(.insertSectionOutOfRange(section: s, sections: after.count))
        }
        if rowMove.contains(where: { $0.1.section == s }), noun == .table { fallback = true }
        keptSecIns.append(s)
        insertUpdates.append(.insertSection(s))
        continue
      }
      for p in Set(rowIns.filter { $0.section == s }).sorted() {
        if rowMove.contains(where: { $0.1 == p }) { throw fail(.insertAndMoveRow(p)) }
        if s < 0 || s >= after.count {
          throw fail(.insertRowMissingSection(row: p.row, section: s, sections: after.count))
        }
        if p.row >= after[s] {
          throw fail(.insertRowOutOfRange(row: p.row, section: s, rows: after[s]))
        }
        keptRowIns.append(p)
        insertUpdates.append(.insertRow(p))
      }
    }
    // Moves.
    var keptSecMove: [(Int, Int)] = []
    for m in secMove.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
      if keptSecMove.contains(where: { $0 == m }) { continue }
      if m.0 >= before.count {
        throw fail(.moveSectionFromOutOfRange(section: m.0, sections: before.count))
      }
      if m.1 >= after.count {
        throw fail(.moveSectionToOutOfRange(from: m.0, to: m.1, sections: after.count))
      }
      if let other = keptSecMove.first(where: { $0.0 == m.0 }) {
        throw fail(.moveSectionToBoth(m.0, other.1, m.1))
      }
      if let other = keptSecMove.first(where: { $0.1 == m.1 }) {
        throw fail(.moveBothSections(other.0, m.0, m.1))
      }
      keptSecMove.append(m)
      updates.append(.moveSection(m.0, m.1))
    }
    var keptRowMove: [(ListIndexPath, ListIndexPath)] = []
    for m in rowMove.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
      if keptRowMove.contains(where: { $0 == m }) { continue }
      let (a, b) = m
      if a.section >= before.count {
        throw fail(.moveRowFromMissingSection(a, sections: before.count))
      }
      if a.row >= before[a.section] {
        throw fail(.moveRowFromOutOfRange(a, rows: before[a.section], section: a.section))
      }
      if b.section >= after.count {
        throw fail(.moveRowToMissingSection(a, b, sections: after.count))
      }
      if b.row >= after[b.section] {
        throw fail(.moveRowToOutOfRange(a, b, rows: after[b.section], section: b.section))
      }
      if noun == .collection, keptSecDel.contains(a.section) {
        throw fail(.moveItemFromDeletedSection(a.section))
      }
      if noun == .collection, keptSecIns.contains(b.section) {
        throw fail(.moveItemIntoInsertedSection(b.section))
      }
      if let other = keptRowMove.first(where: { $0.0 == a }) {
        throw fail(.moveRowToBoth(a, other.1, b))
      }
      if let other = keptRowMove.first(where: { $0.1 == b }) {
        throw fail(.moveBothRows(other.0, a, b))
      }
      keptRowMove.append(m)
      updates.append(.moveRow(a, b))
    }
    updates += insertUpdates
    let fit = Self.survivorsLand(
      before: before, after: after, sectionDeletes: keptSecDel, sectionInserts: keptSecIns,
      sectionMoves: keptSecMove, rowDeletes: keptRowDel, rowInserts: keptRowIns,
      rowMoves: keptRowMove)
    let counts = UIKitException.Counts(
      before: before, after: after, updates: updates, survivorsFit: fit)

    // Sections: build the new list slot by slot.
    if after.count != before.count + keptSecIns.count - keptSecDel.count {
      throw fail(
        .invalidSectionCount(
          after: after.count, before: before.count, inserted: keptSecIns.count,
          deleted: keptSecDel.count, counts))
    }
    var sectionSlots = [Int?](repeating: nil, count: after.count)  // old section per new slot
    var takenSlot = Set<Int>(keptSecIns)
    for (f, t) in keptSecMove {
      sectionSlots[t] = f
      takenSlot.insert(t)
    }
    var stay = (0..<before.count).filter { s in
      !keptSecDel.contains(s) && !keptSecMove.contains { $0.0 == s }
    }
    for t in 0..<after.count where !takenSlot.contains(t) && !stay.isEmpty {
      sectionSlots[t] = stay.removeFirst()
    }
    func newSectionOf(_ s: Int) -> Int? { sectionSlots.firstIndex(of: s) }

    // Rows: counts first, then each surviving section slot by slot.
    for t in 0..<after.count {
      guard let s = sectionSlots[t] else { continue }
      let ins = keptRowIns.filter { $0.section == t }.count
      let del = keptRowDel.filter { $0.section == s }.count
      let out = keptRowMove.filter { $0.0.section == s && newSectionOf(s) != $0.1.section }.count
      let inn = keptRowMove.filter { $0.1.section == t && newSectionOf($0.0.section) != t }.count
      let expected = before[s] + ins - del + inn - out
      if expected < 0 { throw fail(.deleteMoreRowsThanExist(section: t, counts)) }
      if after[t] != expected {
        throw fail(
          .invalidRowCount(
            section: t, after: after[t], before: before[s], inserted: ins, deleted: del,
            movedIn: inn,
            movedOut: out, counts))
      }
    }
    for p in Set(reconf) where !exists(p) {
      throw Failure(
        message: TableError.noSuchRow(
          call: collection ? "reconfigureItems(at:)" : "reconfigureRows(at:)", p,
          sections: known.count, rows: p.section < known.count ? known[p.section].count : nil,
          view: noun
        ).message)
    }
    if fallback {
      reloadNow(data)
      return
    }
    var slots: [[Slot]] = []
    for t in 0..<after.count {
      guard let s = sectionSlots[t] else {
        slots.append(Array(repeating: .fresh, count: after[t]))
        continue
      }
      var row = [Slot?](repeating: nil, count: after[t])
      for p in keptRowIns where p.section == t { row[p.row] = .fresh }
      for (a, b) in keptRowMove where b.section == t { row[b.row] = .old(a) }
      var survivors = (0..<before[s]).map { ListIndexPath(s, $0) }.filter { p in
        !keptRowDel.contains(p) && !keptRowMove.contains { $0.0 == p }
      }
      for r in row.indices where row[r] == nil { row[r] = .old(survivors.removeFirst()) }
      slots.append(row.map { $0 ?? .fresh })
    }
    func newPath(_ p: ListIndexPath) -> ListIndexPath? {
      for t in slots.indices {
        if let r = slots[t].firstIndex(of: .old(p)) { return ListIndexPath(t, r) }
      }
      return nil
    }
    let points = anchorPoints()
    for (i, path) in bound() {
      if let q = newPath(path) { cells[i].path = q } else { recycle(i) }
    }
    remapViews(newSectionOf)
    selection = Set(selection.compactMap(newPath))
    visible = visible.compactMap(newPath).filter { mountedIndex($0) != nil }.sorted()
    prepared = prepared.compactMap(newPath).filter { mountedIndex($0) != nil }.sorted()
    measured = Set(measured.compactMap(newPath))
    read(data)
    for p in Set(reconf).sorted() {
      if let q = newPath(p), let i = mountedIndex(q) {
        // The provider dequeues for the existing cell: a different identifier is refused.
        if provider?.gone == true { throw raise(.dataSourceNotSet(reconfiguring: true)) }
        if let provider, let tag = cells[i].tag, tag != provider.tag {
          throw raise(.reconfiguredDifferently(dequeued: provider.tag, original: tag))
        }
        try configure(i, q, data)
      }
    }
    settle(points) { p, _ in newPath(p) }
  }

  /// The first stage of iOS 16.4's count check, simulated: every old row gets an identity,
  /// the batch is played on the lists of identities, and each survivor must land inside the
  /// counts the data source reports after it.
  ///
  /// The new sections are a list of `after.count` slots: inserted and moved-to slots are taken,
  /// and the staying sections (neither deleted nor moved) fill the others in order; a staying
  /// section left over has no place. Each new section that holds an old one is then a list of
  /// cells: inserted and moved-to rows are taken, and the old section's rows that were neither
  /// deleted nor moved away fill the free cells in order, past the new count if they must; a
  /// survivor in a cell at or past the count does not fit.
  static func survivorsLand(
    before: [Int], after: [Int], sectionDeletes: [Int], sectionInserts: [Int],
    sectionMoves: [(Int, Int)], rowDeletes: [ListIndexPath], rowInserts: [ListIndexPath],
    rowMoves: [(ListIndexPath, ListIndexPath)]
  ) -> Bool {
    enum Cell: Equatable {
      case free
      case taken
      case old(ListIndexPath)
    }
    var sectionSlots = [Int?](repeating: nil, count: after.count)
    var slotTaken = [Bool](repeating: false, count: after.count)
    for s in sectionInserts { slotTaken[s] = true }
    for (f, t) in sectionMoves {
      slotTaken[t] = true
      sectionSlots[t] = f
    }
    var waiting = (0..<before.count).filter { s in
      !sectionDeletes.contains(s) && !sectionMoves.contains { $0.0 == s }
    }
    for t in 0..<after.count where !slotTaken[t] && !waiting.isEmpty {
      sectionSlots[t] = waiting.removeFirst()
    }
    if !waiting.isEmpty { return false }
    for t in 0..<after.count {
      guard let s = sectionSlots[t] else { continue }
      var cells = [Cell](repeating: .free, count: after[t])
      for p in rowInserts where p.section == t { cells[p.row] = .taken }
      for (_, b) in rowMoves where b.section == t { cells[b.row] = .taken }
      let gone = Set(rowDeletes + rowMoves.map(\.0))
      let survivors = (0..<before[s]).map { ListIndexPath(s, $0) }.filter { !gone.contains($0) }
      var next = 0  // the first cell that may be free
      for p in survivors {
        while next < cells.count, cells[next] != .free { next += 1 }
        // Every cell below the new count is taken: this survivor lands past it.
        guard next < cells.count else { return false }
        cells[next] = .old(p)
      }
    }
    return true
  }

  // MARK: Viewport

  mutating func scroll(to y: Double, _ data: DataSource<Row>) {
    appearIfNeeded(data)
    offset = clamp(y)
    scrolled = true
  }

  mutating func scroll(
    toRow p: ListIndexPath, at position: ScrollPosition, _ data: DataSource<Row>
  ) throws {
    if p.section < 0 || p.row < 0 {
      throw Failure(
        message: TableError.negativeIndex("scrollToRow(at: \(p.swiftDescription))").message)
    }
    appearIfNeeded(data)
    guard p.section < known.count else {
      throw Failure(
        message: TableError.uikit(
          UIKitException(
            reason: .scrollSectionBeyondBounds(section: p.section, sections: known.count),
            platform: platform,
            notes: [], view: noun)
        ).message)
    }
    guard p.row < known[p.section].count else {
      throw Failure(
        message: TableError.uikit(
          UIKitException(
            reason: .scrollRowBeyondBounds(
              row: p.row, rows: known[p.section].count, section: p.section),
            platform: platform, notes: [], view: noun)
        ).message)
    }
    // A caching layout without attributes for the row: iOS 12 raises, later nothing to
    // scroll to.
    guard let h = laidOutHeight(p) else {
      guard platform == .ios12 else { return }
      throw Failure(
        message: TableError.uikit(
          UIKitException(
            reason: .noLayoutAttributesForItem(p), platform: platform, notes: [],
            view: .collection)
        ).message)
    }
    let t = top(p)
    scrolled = true
    // The row is placed in the band of the viewport nothing covers: where that band must begin,
    // then the offset that begins it there.
    let band = height - coveredTop - coveredBottom
    let bandStart: Double
    switch position {
    case .top: bandStart = t
    case .middle: bandStart = t + h / 2 - band / 2
    case .bottom: bandStart = t + h - band
    case .none:
      // Fully inside the band already: stay; above it (or taller than it): to its top; below
      // it: to its bottom.
      let now = offset + coveredTop
      let inside = t >= now && t + h <= now + band
      bandStart = inside ? now : (t < now || h > band ? t : t + h - band)
    }
    offset = clamp(bandStart - coveredTop)
  }

  /// `contentInset` and the safe area: only a change of the safe area moves a view resting at
  /// its top, to the new top.
  mutating func setInsets(content: (Double, Double), safe: (Double, Double)) {
    let resting = offset == -coveredTop
    let safeMoved = safe.0 != safeTop || safe.1 != safeBottom
    (contentTop, contentBottom) = content
    (safeTop, safeBottom) = safe
    offset = resting && safeMoved ? -coveredTop : clamp(offset)
  }

  mutating func rotate(_ o: Orientation, _ data: DataSource<Row>) throws {
    appearIfNeeded(data)
    guard o != orientation else { return }
    let before = self
    let points = anchorPoints()
    swap(&width, &height)
    orientation = o
    do { try rereadHeights(data) } catch {
      self = before
      throw error
    }
    settle(points) { p, _ in p }
  }

  mutating func setEditing(_ on: Bool, _ refresh: EditRefresh, _ data: DataSource<Row>) throws {
    appearIfNeeded(data)
    let before = self
    // Toggling editing empties the selection, except on the way in when both modes allow
    // several rows and several are selected.
    if on != editing {
      let keeps =
        on && selectionMode == .multiple && editingMode == .multiple && selection.count > 1
      if !keeps { deselectEverything() }
    }
    editing = on
    switch refresh {
    case .visible:
      for p in visible { if let i = mountedIndex(p) { cells[i].editing = on } }
    case .mounted:
      for p in visible + prepared { if let i = mountedIndex(p) { cells[i].editing = on } }
    case .reload:
      if fd.enabled { fd.each { $0 = [] } }
      if batchDepth > 0 {
        batchReload = true
      } else {
        reloadNow(data)
        do { try layout(data) } catch {
          self = before
          throw error
        }
      }
    }
  }

  mutating func select(_ p: ListIndexPath, _ on: Bool, _ data: DataSource<Row>) throws {
    let call =
      collection
      ? (on ? "selectItem(at:)" : "deselectItem(at:)")
      : (on ? "selectRow(at:)" : "deselectRow(at:)")
    if p.section < 0 || p.row < 0 {
      throw Failure(message: TableError.negativeIndex("\(call) \(p.swiftDescription)").message)
    }
    appearIfNeeded(data)
    guard exists(p) else {
      throw Failure(
        message: TableError.noSuchRow(
          call: call, p, sections: known.count,
          rows: p.section < known.count ? known[p.section].count : nil, view: noun
        ).message)
    }
    let mode = editing ? editingMode : selectionMode
    if on {
      switch mode {
      case .none: return
      case .single:
        // The user's tap deselects the others: didDeselect takes their checkmarks off.
        for other in selection where other != p {
          if provider?.checkmarks == true, let i = mountedIndex(other) {
            cells[i].checkmark = false
          }
        }
        deselectEverything()
      case .multiple: break
      }
      selection.insert(p)
    } else {
      if collection, mode == .none { return }
      selection.remove(p)
    }
    if let i = mountedIndex(p) {
      cells[i].selected = on
      if provider?.checkmarks == true { cells[i].checkmark = on }
    }
  }

  mutating func deselectEverything() {
    for p in selection { if let i = mountedIndex(p) { cells[i].selected = false } }
    selection = []
  }

  /// The mode of one context: switching the one in force away from several rows, or to none,
  /// empties the selection.
  mutating func setSelectionMode(_ mode: SelectionMode, editing forEditing: Bool) {
    let was = forEditing ? editingMode : selectionMode
    if forEditing { editingMode = mode } else { selectionMode = mode }
    guard forEditing == editing, was != mode else { return }
    if mode == .none || (was == .multiple && mode == .single) { deselectEverything() }
  }

  mutating func setPrefetching(_ on: Bool) throws {
    if !collection, platform == .ios12 || platform == .ios14 {
      throw Failure(
        message: TableError.unavailable(
          call: "UITableView.isPrefetchingEnabled", platform: platform
        )
        .message)
    }
    prefetching = on
  }
}
