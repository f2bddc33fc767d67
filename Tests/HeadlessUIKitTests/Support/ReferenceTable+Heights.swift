@testable import HeadlessUIKit
@testable import ListDiff

/// FDIndexPathHeightCache written again from its Objective-C source, independently of
/// `IndexPathHeightCache`: a dictionary of stores, edits spelled out per method.
struct ReferenceFDCache: Equatable {
  var portrait: [[Double]] = []
  var landscape: [[Double]] = []
  var enabled = false

  subscript(o: Orientation) -> [[Double]] {
    get { o == .portrait ? portrait : landscape }
    set { if o == .portrait { portrait = newValue } else { landscape = newValue } }
  }

  mutating func buildSections(_ target: Int) {
    for o in [Orientation.portrait, .landscape] {
      var store = self[o]
      var section = 0
      while section <= target {
        if section >= store.count { store.append([]) }
        section += 1
      }
      self[o] = store
    }
  }

  mutating func build(_ p: ListIndexPath) {
    buildSections(p.section)
    for o in [Orientation.portrait, .landscape] {
      var row = 0
      while row <= p.row {
        if row >= self[o][p.section].count { self[o][p.section].append(-1) }
        row += 1
      }
    }
  }

  mutating func exists(_ p: ListIndexPath, _ o: Orientation) -> Bool {
    build(p)
    return self[o][p.section][p.row] != -1
  }

  mutating func cache(_ h: Double, _ p: ListIndexPath, _ o: Orientation) {
    enabled = true
    build(p)
    self[o][p.section][p.row] = h
  }

  mutating func each(_ body: (inout [[Double]]) -> Void) {
    body(&portrait)
    body(&landscape)
  }

  mutating func swizzled(_ call: UpdateCall) {
    guard enabled else { return }
    switch call {
    case .insertSections(let s):
      for section in Set(s).sorted() {
        buildSections(section)
        each { $0.insert([], at: section) }
      }
    case .deleteSections(let s):
      for section in Set(s).sorted() {
        buildSections(section)
        each { $0.remove(at: section) }
      }
    case .reloadSections(let s):
      for section in Set(s).sorted() {
        buildSections(section)
        each { $0[section] = [] }
      }
    case .moveSection(let a, let b):
      buildSections(a)
      buildSections(b)
      each { store in
        let t = store[a]
        store[a] = store[b]
        store[b] = t
      }
    case .insertRows(let ps):
      for p in ps { build(p) }
      for p in ps { each { $0[p.section].insert(-1, at: p.row) } }
    case .deleteRows(let ps):
      for p in ps { build(p) }
      for section in Set(ps.map(\.section)) {
        let doomed = Set(ps.filter { $0.section == section }.map(\.row))
        each { store in
          var kept: [Double] = []
          for (r, h) in store[section].enumerated() where !doomed.contains(r) { kept.append(h) }
          store[section] = kept
        }
      }
    case .reloadRows(let ps):
      for p in ps { build(p) }
      for p in ps { each { $0[p.section][p.row] = -1 } }
    case .moveRow(let a, let b):
      build(a)
      build(b)
      each { store in
        let t = store[a.section][a.row]
        store[a.section][a.row] = store[b.section][b.row]
        store[b.section][b.row] = t
      }
    case .reconfigureRows: break
    }
  }
}

extension ReferenceTable {
  var plainHeights: Bool { !fit && cacheKind == .off && estimate == nil }

  /// `heightForRowAt` through the cache in use.
  mutating func lookUp(_ p: ListIndexPath, _ item: Row) -> Double {
    var cached: Double?
    switch cacheKind {
    case .off: cached = nil
    case .indexpath:
      if fd.exists(p, orientation) { cached = fd[orientation][p.section][p.row] }
    case .key: cached = keyed[orientation]?[item.identity]
    }
    if let cached {
      hits += 1
      return cached
    }
    var settings = RowHeights()
    settings.accessory = accessory
    let h = fit ? settings.fittedHeight(item, tableWidth: width) : item.itemHeight ?? rowHeight
    switch cacheKind {
    case .off: return h
    case .indexpath: fd.cache(h, p, orientation)
    case .key: keyed[orientation, default: [:]][item.identity] = h
    }
    misses += 1
    return h
  }

  /// Reads every height (with estimates, every measured row's) for the rows in `known`.
  mutating func readHeights() {
    guard !plainHeights else {
      heightsKnown = known.map { $0.map { $0.itemHeight ?? rowHeight } }
      return
    }
    measured = measured.filter(exists)
    var all: [[Double]] = []
    for s in known.indices {
      var column: [Double] = []
      for r in known[s].indices {
        let p = ListIndexPath(s, r)
        if let e = estimate, !measured.contains(p) {
          column.append(e)
        } else {
          column.append(lookUp(p, known[s][r]))
        }
      }
      all.append(column)
    }
    heightsKnown = all
  }

  func itemFor(_ p: ListIndexPath, _ data: DataSource<Row>) throws -> Row {
    guard let item = data.item(at: p) else {
      throw Failure(
        message: TableError.dataSourceLacksRow(
          p, method: "tableView(_:heightForRowAt:)", sections: data.sectionCount,
          rows: data.rowCount(p.section)
        ).message)
    }
    return item
  }

  /// With estimates, measures the rows coming on screen, top to bottom, until none is left.
  mutating func measure(_ data: DataSource<Row>) throws {
    guard estimate != nil else { return }
    while true {
      let (vis, prep) = targets()
      let pending = (vis + prep).filter { !measured.contains($0) }.sorted()
      if pending.isEmpty { return }
      let points = anchor ? vis.map { ($0, Row?.none, top($0) - offset) } : []
      let bottom = offset + height
      var count = 0
      for p in pending {
        if count > 0, top(p) >= bottom { break }
        // A flow layout's item measures as the item the view knows (its size is `flowSize`).
        if !sizedFlow { heightsKnown[p.section][p.row] = lookUp(p, try itemFor(p, data)) }
        measured.insert(p)
        count += 1
      }
      settle(points) { p, _ in p }
    }
  }

  /// Re-reads heights after a change of width, keeping the counts.
  mutating func rereadHeights(_ data: DataSource<Row>) throws {
    guard !plainHeights, flow == nil else { return }
    for s in known.indices {
      for r in known[s].indices {
        let p = ListIndexPath(s, r)
        if estimate != nil, !measured.contains(p) { continue }
        heightsKnown[s][r] = lookUp(p, try itemFor(p, data))
      }
    }
  }

  mutating func precache(_ data: DataSource<Row>) throws {
    appearIfNeeded(data)
    guard cacheKind != .off else { return }
    let before = self
    do {
      for p in allPaths {
        let item = try itemFor(p, data)
        let cached =
          cacheKind == .indexpath
          ? fd.exists(p, orientation) : keyed[orientation]?[item.identity] != nil
        if !cached { _ = lookUp(p, item) }
      }
    } catch {
      self = before
      throw error
    }
  }

  mutating func invalidate(_ p: ListIndexPath) throws {
    guard exists(p) else {
      throw Failure(
        message: TableError.noSuchRow(
          call: "fd_indexPathHeightCache.invalidateHeight(at:)", p, sections: known.count,
          rows: p.section >= 0 && p.section < known.count ? known[p.section].count : nil
        ).message)
    }
    fd.build(p)
    fd.each { $0[p.section][p.row] = -1 }
  }

  /// FD's swizzled method, with the model's rule for indexes beyond every known row.
  mutating func cacheEdit(_ call: UpdateCall, _ data: DataSource<Row>) {
    guard fd.enabled else { return }
    let sectionLimit = max(known.count, data.sectionCount) + 1
    func ok(_ p: ListIndexPath) -> Bool {
      let rows = max(
        p.section < known.count ? known[p.section].count : 0, data.rowCount(p.section) ?? 0)
      return p.section <= sectionLimit && p.row <= rows + 1
    }
    switch call {
    case .insertRows(let ps), .deleteRows(let ps), .reloadRows(let ps), .reconfigureRows(let ps):
      if !ps.allSatisfy(ok) { return }
    case .moveRow(let a, let b): if !(ok(a) && ok(b)) { return }
    case .insertSections(let s), .deleteSections(let s), .reloadSections(let s):
      if !s.allSatisfy({ $0 <= sectionLimit }) { return }
    case .moveSection(let a, let b): if a > sectionLimit || b > sectionLimit { return }
    }
    fd.swizzled(call)
  }
}
