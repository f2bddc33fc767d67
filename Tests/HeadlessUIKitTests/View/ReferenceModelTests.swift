import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The table model against `ReferenceTable` on 10,000 seeded random sequences of data changes,
/// batches (valid and invalid), reloads, scrolls, edit toggles, selection, anchoring, rotation
/// and heights: fitted or the items', FD's index-path and keyed caches with their invalidation
/// and precache, and estimates.
///
/// After every statement both must agree on the outcome (the error message, or success), the row
/// data and every row's height, what every mounted cell shows, the visible and prepared rows, the
/// offset, both caches' contents, the cache hits and misses, and the rows measured.
@Suite struct ReferenceModelTests {
  static let sequences = 10_000
  static let chunks = 8
  static let steps = 30

  enum Op: CustomStringConvertible {
    case data(String, (inout DataSource<Row>) throws -> Void)
    case call(UpdateCall)
    case begin, end, reload
    case scrollTo(Double)
    case scrollBy(Double)
    case scrollToRow(ListIndexPath, ScrollPosition)
    case edit(Bool, EditRefresh)
    case select(ListIndexPath, Bool)
    case selectionMode(SelectionMode, editing: Bool)
    case prefetching(Bool)
    /// `contentInset` and the safe area, top and bottom.
    case insets(content: (Double, Double), safe: (Double, Double))
    case anchor(Bool)
    case rotate(Orientation)
    case fit(Bool)
    case cache(RowHeights.CacheKind)
    case estimate(Double?)
    case accessory(RowHeights.Accessory)
    case invalidateRow(ListIndexPath)
    case invalidateKey(Row)
    case invalidateAll
    case precache
    case reloadKeepingHeights
    /// A flow layout's `sizeForItemAt` and `estimatedItemSize`.
    case itemSizing(sizeForItem: Bool, estimated: EstimatedItemSize?)
    /// The app empties its caching layout's cache and invalidates it.
    case invalidateLayout
    /// `register cell ID …`.
    case register(String, CellProvision.Registered)
    /// `provider …`: the source and options (the registrations kept); `nil` for `provider none`.
    case provider(RefProvider?)
    /// `dequeue ID [at P]`.
    case dequeueOutside(String, ListIndexPath?)
    /// `register header|footer|supplementary KIND ID …`.
    case registerView(ElementKind, String, CellProvision.Registered)
    /// `provider header|footer …`; `nil` for `provider header none`.
    case viewProvider(ElementKind, RefViewProvider?)
    /// Several operations in one run-loop turn: the view lays out only after the last.
    indirect case turn([Op])

    var description: String {
      switch self {
      case .turn(let ops): "{ " + ops.map(\.description).joined(separator: "; ") + " }"
      case .data(let text, _): text
      case .call(let call): call.description
      case .begin: "begin"
      case .end: "end"
      case .reload: "reload"
      case .scrollTo(let y): "scroll to \(y)"
      case .scrollBy(let y): "scroll by \(y)"
      case .scrollToRow(let p, let pos): "scroll to row \(p) \(pos)"
      case .edit(let on, let r): "edit \(on ? "on" : "off") refreshing \(r)"
      case .select(let p, let on): "\(on ? "select" : "deselect") \(p)"
      case .selectionMode(let m, let e): "selection\(e ? " editing" : "") \(m)"
      case .prefetching(let on): "prefetching \(on ? "on" : "off")"
      case .anchor(let on): "anchor \(on)"
      case .rotate(let o): "rotate \(o)"
      case .insets(let c, let s): "contentinset \(c.0) \(c.1); safearea \(s.0) \(s.1)"
      case .fit(let on): "heights \(on ? "fit" : "item")"
      case .cache(let kind): "cache \(kind)"
      case .estimate(let e): e.map { "estimated \($0)" } ?? "estimated off"
      case .accessory(let a): "accessory \(a.spelling)"
      case .invalidateRow(let p): "invalidate height \(p)"
      case .invalidateKey(let k): "invalidate key \(k)"
      case .invalidateAll: "invalidate heights"
      case .precache: "precache"
      case .reloadKeepingHeights: "reload keeping heights"
      case .invalidateLayout: "invalidate layout"
      case .itemSizing(let sized, let e):
        "sizeforitem \(sized); estimated \(e.map { "\($0)" } ?? "off")"
      case .register(let id, let r): "register cell \"\(id)\" \(r.rawValue)"
      case .provider(let p?) where p.gone: "provider gone"
      case .provider(let p?):
        "provider \(p.identifier.map { "dequeue \"\($0)\"" } ?? "registration")\(p.madeInside ? " inside" : "")\(p.twice ? " twice" : "") returning \(p.returns.rawValue)\(p.reinit ? " reinit" : "")\(p.checkmarks ? " checkmarks" : "")"
      case .provider(nil): "provider none"
      case .dequeueOutside(let id, let p): "dequeue \"\(id)\"\(p.map { " at \($0)" } ?? "")"
      case .registerView(let kind, let id, let r): "register \(kind) \"\(id)\" \(r.rawValue)"
      case .viewProvider(let kind, let p?):
        "provider \(kind) \(p.identifier.map { "dequeue \"\($0)\"" } ?? "registration")\(p.madeInside ? " inside" : "")\(p.kind.map { " of \($0)" } ?? "")\(p.twice ? " twice" : "") returning \(p.returns.rawValue)"
      case .viewProvider(let kind, nil): "provider \(kind) none"
      }
    }
  }

  struct Generator {
    var rng: SeededRandom
    var counter = 0
    /// Whether the height commands are drawn (a collection view has none).
    var heightOps = true
    /// Whether estimates are drawn without the other height commands (a collection view's
    /// list layout, whose cells size themselves).
    var estimates = false
    /// Whether a flow layout's item sizing is drawn, and rows get widths of their own.
    var itemSizing = false
    /// Whether the layout caches its attributes, and the app's fix (emptying it) is drawn.
    var cachingLayout = false
    /// Whether registrations, providers and dequeues outside a request are drawn, and on which
    /// view (a collection view draws cell registrations from iOS 14).
    var provisionOps = false
    var registrations = false
    /// Whether headers and footers are registered and provided (a collection view whose
    /// sections have them).
    var supplementaryOps = false

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    mutating func item() -> Row {
      counter += 1
      switch int(0...5) {
      case 0:
        let heights: [Double] = [20, 60, 0, 22.5, 100]
        let widths: [Double] = [30, 50, 80, 120, 0, 37.5, 400]
        return Row(
          counter, text: "r\(counter)", height: heights[int(0...4)],
          width: itemSizing && chance(0.8) ? widths[int(0...6)] : nil)
      case 2:
        // A text of 0 to 120 characters: one to three lines when fitted, or FD's 44.
        let text = String(repeating: "word ", count: int(0...24))
        return Row(int(0...30), text: text)
      case 1: return .number(int(0...3))  // duplicates, to exercise identity
      default: return .number(counter)
      }
    }

    /// A flow layout's item sizing: `sizeForItemAt` or not, an estimated size or none.
    mutating func itemSizingOp() -> Op {
      let estimates: [EstimatedItemSize] = [
        .size(ItemSize(width: 50, height: 50)), .size(ItemSize(width: 100, height: 20)),
        .size(ItemSize(width: 375, height: 44)), .automatic,
        // A size without area is CGSizeZero: no self-sizing.
        .size(ItemSize(width: 0, height: 0)),
      ]
      return .itemSizing(
        sizeForItem: chance(0.3), estimated: chance(0.6) ? estimates[int(0...4)] : nil)
    }

    mutating func items(_ n: Int) -> [Row] { (0..<n).map { _ in item() } }

    /// A row index near the valid range, sometimes past it.
    mutating func path(_ counts: [Int], slack: Int = 1) -> ListIndexPath {
      let section = counts.isEmpty || chance(0.05) ? counts.count : int(0...(counts.count - 1))
      let rows = section < counts.count ? counts[section] : 1
      return ListIndexPath(section, int(0...max(0, rows - 1 + slack)))
    }

    mutating func op(data: DataSource<Row>, table: TableView<Row>) -> [Op] {
      let counts = (0..<data.sectionCount).map { data.rowCount($0) ?? 0 }
      let known = table.rowCounts
      var choice = int(0...(provisionOps ? 47 : 41))
      if choice >= 42 { return [provisionOp(known)] }
      if itemSizing, choice == 33 || choice == 34 { return [itemSizingOp()] }
      if cachingLayout, choice == 35 { return [.invalidateLayout] }
      if !heightOps, choice == 29 || choice == 30 {
        return [modelChangedBeforeTheBatch(data: data)]
      }
      // Without the height commands (30 to 36), a collection view's sequence draws scrolls,
      // calls and batches instead; rotation (28) stays.
      if !heightOps, (31...36).contains(choice), !(estimates && choice == 32) {
        choice = [18, 20, 22, 13, 15, 17][choice - 31]
      }
      switch choice {
      case 0:
        let items = self.items(int(0...14))
        return [.data("data [\(items.count) items]", { $0.setItems(items) })]
      case 1:
        let sections = (0..<int(1...3)).map { _ in self.items(int(0...8)) }
        return [.data("data sections", { $0.setSections(sections) })]
      case 2, 3:
        let p = path(counts, slack: 1)
        let v = item()
        return [.data("data insert \(v) at \(p)", { try $0.insert(v, at: p) })]
      case 4, 5:
        let p = path(counts, slack: 0)
        return [.data("data remove at \(p)", { try $0.remove(at: [p]) })]
      case 6:
        let a = path(counts, slack: 0)
        let b = path(counts, slack: 0)
        return [.data("data move \(a) to \(b)", { try $0.move(from: a, to: b) })]
      case 7:
        let p = path(counts, slack: 0)
        let v = item()
        return [.data("data set \(p) \(v)", { try $0.set(p, to: v) })]
      case 8:
        let s = int(0...counts.count)
        let items = self.items(int(0...4))
        return [.data("data insert section \(s)", { try $0.insertSection(s, items: items) })]
      case 9:
        let s = int(0...max(0, counts.count - 1))
        return [.data("data remove section \(s)", { try $0.removeSection(s) })]
      case 10, 11, 12: return consistentBatch(data: data)
      case 13, 14: return [.call(call(known, counts))]
      case 15: return [.begin] + (0..<int(0...3)).map { _ in .call(call(known, counts)) } + [.end]
      case 16: return [chance(0.5) ? .begin : .end]
      case 17: return [.reload]
      case 18, 19: return [.scrollTo(Double(int(-50...1200)))]
      case 20, 21: return [.scrollBy(Double(int(-300...300)))]
      case 22:
        let positions = ScrollPosition.allCases
        return [.scrollToRow(path(known, slack: 1), positions[int(0...2)])]
      case 23, 24:
        let refresh = EditRefresh.allCases[int(0...2)]
        return [.edit(chance(0.5), refresh)]
      case 25, 26: return [.select(path(known, slack: 1), chance(0.7))]
      case 27: return [.anchor(chance(0.5))]
      case 28: return [.rotate(chance(0.5) ? .landscape : .portrait)]
      case 30: return [.fit(chance(0.7))]
      case 31: return [.cache(RowHeights.CacheKind.allCases[int(0...2)])]
      case 32: return [.estimate(chance(0.6) ? Double([20, 44, 88][int(0...2)]) : nil)]
      case 33:
        let all: [RowHeights.Accessory] = [.none, .disclosure, .checkmark, .custom(100)]
        return [.accessory(all[int(0...3)])]
      case 34: return [.invalidateRow(path(known, slack: 0))]
      case 35:
        switch int(0...2) {
        case 0: return [.invalidateKey(.number(int(0...30)))]
        case 1: return [.invalidateAll]
        default: return [.precache]
        }
      case 36: return [.reloadKeepingHeights]
      case 38, 39:
        return [.selectionMode(SelectionMode.allCases[int(0...2)], editing: chance(0.4))]
      case 40: return [.prefetching(chance(0.4))]
      case 41: return batchBehindItsBack(data: data, table: table)
      case 37:
        let sizes: [Double] = [0, 0, 20, 44, 64, 300]
        func pair(_ g: inout Generator) -> (Double, Double) {
          (sizes[g.int(0...5)], sizes[g.int(0...5)])
        }
        // With a call after it, as the slot drew before insets had one.
        let insets = Op.insets(content: pair(&self), safe: chance(0.5) ? pair(&self) : (0, 0))
        return [insets, .call(.reloadRows([path(known, slack: 0)]))]
      default: return [.call(.reloadRows([path(known, slack: 0)]))]
      }
    }

    /// A registration, a provider, or a dequeue outside a request: mostly what works, now and
    /// then each mistake.
    mutating func provisionOp(_ known: [Int]) -> Op {
      let ids = ["Cell", "Cell", "Other"]
      if supplementaryOps, chance(0.6) { return viewOp() }
      switch int(0...6) {
      case 0, 1:
        let kinds: [CellProvision.Registered] = [.cellClass, .cellClass, .nib, .invalidNib]
        return .register(ids[int(0...2)], kinds[int(0...3)])
      case 2: return .dequeueOutside(ids[int(0...2)], chance(0.6) ? path(known, slack: 0) : nil)
      case 3 where chance(0.3): return .provider(nil)
      case 3 where chance(0.1): return .provider(RefProvider(gone: true))
      case 6:
        // The cell type of a row changes, and the update reconfigures it (iOS 15 refuses).
        return .turn([
          .provider(RefProvider(identifier: ids[int(0...2)])),
          .call(.reconfigureRows([path(known, slack: 0)])),
        ])
      default:
        let returns: [CellProvision.Returned] = [
          .dequeued, .dequeued, .new, .nil, .queued, .queued,
        ]
        let registration = registrations && chance(0.4)
        let op = Op.provider(
          RefProvider(
            identifier: registration ? nil : ids[int(0...2)],
            madeInside: registration && chance(0.4), twice: chance(0.2),
            returns: returns[int(0...5)], reinit: chance(0.15), checkmarks: chance(0.4)))
        return chance(0.3) ? .turn([op, .reload]) : op
      }
    }

    /// A header or footer registration or provider: mostly what works, now and then each
    /// mistake.
    mutating func viewOp() -> Op {
      let ids = ["Header", "Header", "Other"]
      let kinds: [ElementKind] = [.header, .footer, ElementKind("custom-kind")]
      let band: ElementKind = chance(0.6) ? .header : .footer
      switch int(0...4) {
      case 0, 1:
        let registered: [CellProvision.Registered] = [.cellClass, .cellClass, .nib, .invalidNib]
        let kind = chance(0.8) ? band : kinds[int(0...2)]
        return .registerView(kind, ids[int(0...2)], registered[int(0...3)])
      case 2 where chance(0.3): return .viewProvider(band, nil)
      default:
        let returns: [CellProvision.Returned] = [.dequeued, .new, .nil, .queued, .queued, .queued]
        let registration = registrations && chance(0.3)
        let op = Op.viewProvider(
          band,
          RefViewProvider(
            identifier: registration ? nil : ids[int(0...2)],
            madeInside: registration && chance(0.4),
            kind: chance(0.15) ? kinds[int(0...2)] : nil, twice: chance(0.15),
            returns: chance(0.5) ? .dequeued : returns[int(0...5)]))
        // Half the time the view reloads at once, so that its bands are asked for again.
        return chance(0.7) ? .turn([op, .reload]) : op
      }
    }

    /// A random call whose indexes are near the table's and the data's ranges.
    mutating func call(_ known: [Int], _ counts: [Int]) -> UpdateCall {
      switch int(0...9) {
      case 0: return .insertRows([path(counts)])
      case 1: return .deleteRows([path(known)])
      case 2: return .reloadRows([path(known)])
      case 3: return .reconfigureRows([path(known, slack: 0)])
      case 4: return .moveRow(path(known, slack: 0), path(counts, slack: 0))
      case 5: return .insertSections([int(0...counts.count)])
      case 6: return .deleteSections([int(0...known.count)])
      case 7: return .reloadSections([int(0...max(0, known.count - 1))])
      case 8:
        return .moveSection(int(0...max(0, known.count - 1)), int(0...max(0, counts.count - 1)))
      default:
        // Now and then a negative row, as a stale change notification gives one.
        if int(0...3) == 0 {
          return .deleteRows([ListIndexPath(int(0...max(0, known.count - 1)), -int(1...3))])
        }
        return .deleteRows([path(known), path(known)])
      }
    }

    /// One turn in which the data changes, a reload may come first, and a batch inserts the
    /// new row: with the change before the batch (the crash when the counts are read at the
    /// batch's start) or inside it (correct).
    mutating func modelChangedBeforeTheBatch(data: DataSource<Row>) -> Op {
      let v = item()
      let section = data.sectionCount == 0 ? nil : int(0...(data.sectionCount - 1))
      let change: Op =
        section.map { s in
          .data("data insert \(v) at \(s):0", { try $0.insert(v, at: ListIndexPath(s, 0)) })
        }
        ?? .data("data [\(v)]", { $0.setItems([v]) })
      let call = Op.call(.insertRows([ListIndexPath(section ?? 0, 0)]))
      let reload: [Op] = chance(0.7) ? [.reload] : []
      return .turn(
        chance(0.5)
          ? reload + [change, .begin, call, .end] : reload + [.begin, change, call, .end])
    }

    /// A batch of one to three calls while the data changes behind its back.
    ///
    /// One section's rows get fewer (the data source shrank), more (it grew), or as many (one
    /// removed and one inserted), inside the batch or just before it, in one run-loop turn. Its
    /// calls are mostly in range, so that the count check decides: from iOS 16.4 its first stage
    /// (a survivor past its section's new count) or its second (each section's arithmetic).
    mutating func batchBehindItsBack(data: DataSource<Row>, table: TableView<Row>) -> [Op] {
      guard data.sectionCount > 0 else { return [.reload] }
      let known = table.rowCounts
      var after = (0..<data.sectionCount).map { data.rowCount($0) ?? 0 }
      let s = int(0...(data.sectionCount - 1))
      let count = after[s]
      let change: Op
      switch int(0...2) {
      case 0 where count > 0:
        let rows = (0..<int(1...min(3, count))).map { i in int(0...(count - 1 - i)) }
        after[s] -= rows.count
        change = .data(
          "data: \(rows.count) fewer rows in section \(s)",
          { data in for r in rows { try data.remove(at: [ListIndexPath(s, r)]) } })
      case 1:
        let rows = (0..<int(1...3)).map { i in int(0...(count + i)) }
        let items = rows.map { _ in item() }
        after[s] += rows.count
        change = .data(
          "data: \(rows.count) more rows in section \(s)",
          { data in
            for (r, v) in zip(rows, items) { try data.insert(v, at: ListIndexPath(s, r)) }
          })
      default:
        guard count > 0 else { return [.reload] }
        let (a, b) = (int(0...(count - 1)), int(0...(count - 1)))
        let v = item()
        change = .data(
          "data: row \(a) of section \(s) out, \(v) in at \(b)",
          { data in
            try data.remove(at: [ListIndexPath(s, a)])
            try data.insert(v, at: ListIndexPath(s, b))
          })
      }
      var calls: [Op] = []
      for _ in 0..<int(1...3) {
        let call: UpdateCall =
          switch int(0...9) {
          case 0, 1, 2: .deleteRows([path(known, slack: 0)])
          case 3, 4: .insertRows([path(after, slack: 0)])
          case 5, 6: .reloadRows([path(known, slack: 0)])
          case 7: .moveRow(path(known, slack: 0), path(after, slack: 0))
          case 8: .deleteSections([int(0...max(0, known.count - 1))])
          default: .moveSection(int(0...max(0, known.count - 1)), int(0...max(0, after.count - 1)))
          }
        calls.append(.call(call))
      }
      // One statement, so that the batches take few of a sequence's steps.
      if chance(0.3) { return [.turn([change, .begin] + calls + [.end])] }
      return [.turn([.begin, change] + calls + [.end])]
    }

    /// Deletes (before space) and inserts (after space) in one section, with the data changed
    /// to match: valid whenever the table and the data agreed beforehand.
    mutating func consistentBatch(data: DataSource<Row>) -> [Op] {
      guard data.sectionCount > 0 else { return [.reload] }
      let s = int(0...(data.sectionCount - 1))
      let count = data.rowCount(s) ?? 0
      let deletes = Array(Set((0..<int(0...min(3, count))).map { _ in int(0...max(0, count - 1)) }))
        .filter { $0 < count }.sorted()
      let remaining = count - deletes.count
      var inserts: [Int] = []
      for _ in 0..<int(0...3) {
        inserts.append(int(0...(remaining + inserts.count)))
      }
      inserts = Array(Set(inserts)).sorted()
      let newItems = inserts.map { _ in item() }
      let change: (inout DataSource<Row>) throws -> Void = { data in
        for row in deletes.reversed() { try data.remove(at: [ListIndexPath(s, row)]) }
        for (row, item) in zip(inserts, newItems) {
          try data.insert(item, at: ListIndexPath(s, row))
        }
      }
      var calls: [Op] = []
      if !deletes.isEmpty { calls.append(.call(.deleteRows(deletes.map { ListIndexPath(s, $0) }))) }
      if !inserts.isEmpty { calls.append(.call(.insertRows(inserts.map { ListIndexPath(s, $0) }))) }
      if chance(0.5) { calls.reverse() }
      return [.begin, .data("data: batch change in section \(s)", change)] + calls + [.end]
    }
  }

  /// Applies `op` to both models as one statement; returns each one's error message, if any.
  static func apply(
    _ op: Op, _ table: inout TableView<Row>, _ ref: inout ReferenceTable,
    _ data: inout DataSource<Row>
  ) -> (String?, String?) {
    var libError: String?
    var refError: String?
    // The data changes of the statement, made once (for the model) and replayed for the
    // reference from the data as it was.
    let dataBefore = data
    do {
      try perform(op, &table, &data)
      try table.endTurn(data)
    } catch let error as TableError {
      libError = error.message
    } catch {
      libError = "data: \(error)"
    }
    var refData = dataBefore
    do {
      try perform(op, &ref, &refData)
      // The turn's layout pass whole or not at all, as the model's transaction is: a cell
      // request that raises in the middle of it leaves nothing behind.
      var turned = ref
      try turned.endTurn(refData)
      ref = turned
    } catch let failure as ReferenceTable.Failure {
      refError = failure.message
    } catch {
      refError = "reference: \(error)"
    }
    if case .data = op, libError != nil { refError = libError }
    return (libError, refError)
  }

  /// One operation on the model, without the end of the turn.
  static func perform(_ op: Op, _ table: inout TableView<Row>, _ data: inout DataSource<Row>)
    throws
  {
    switch op {
    case .turn(let ops): for op in ops { try perform(op, &table, &data) }
    case .data(_, let change): try change(&data)
    case .call(let call): try table.perform(call, data)
    case .begin: table.beginUpdates(data)
    case .end: try table.endUpdates(data)
    case .reload: try table.reloadData(data)
    case .scrollTo(let y): table.scroll(to: y, data)
    case .scrollBy(let y): table.scroll(by: y, data)
    case .scrollToRow(let p, let pos): try table.scroll(toRow: p, at: pos, data)
    case .edit(let on, let r): try table.setEditing(on, refreshing: r, data)
    case .select(let p, let on):
      if on { try table.select(p, data) } else { try table.deselect(p, data) }
    case .selectionMode(let m, let e): table.setSelectionMode(m, editing: e)
    case .prefetching(let on): try table.setPrefetchingEnabled(on)
    case .anchor(let on): table.anchorsFirstVisibleItem = on
    case .rotate(let o): try table.rotate(to: o, data)
    case .insets(let c, let s):
      table.setInsets(
        content: EdgeInsets(top: c.0, bottom: c.1), safeArea: EdgeInsets(top: s.0, bottom: s.1))
    case .fit(let on): table.setHeightSettings { $0.source = on ? .fit : .item }
    case .cache(let kind): table.setHeightSettings { $0.cache = kind }
    case .estimate(let e): table.setHeightSettings { $0.estimate = e }
    case .accessory(let a): table.setHeightSettings { $0.accessory = a }
    case .invalidateRow(let p): try table.invalidateHeight(at: p)
    case .invalidateKey(let k): _ = table.invalidateHeight(forKey: k)
    case .invalidateAll: table.invalidateAllHeights()
    case .precache: try table.precache(data)
    case .reloadKeepingHeights: try table.reloadData(data, keepingHeights: true)
    case .itemSizing(let sized, let e): table.setItemSizing(sizeForItem: sized, estimated: e)
    case .invalidateLayout: table.invalidateLayoutCache()
    case .register(let id, let r): table.provision.registered[id] = r
    case .provider(let p):
      table.provision.source = p.flatMap { p in
        p.gone
          ? nil
          : p.identifier.map { .identifier($0) } ?? .registration(insideProvider: p.madeInside)
      }
      table.provision.dequeuesTwice = p?.twice ?? false
      table.provision.returns = p?.returns ?? .dequeued
      table.provision.reinitializes = p?.reinit ?? false
      table.provision.leavesCheckmarks = p?.checkmarks ?? false
      table.provision.dataSourceGone = p?.gone ?? false
    case .dequeueOutside(let id, let p): _ = try table.dequeueOutsideRequest(identifier: id, at: p)
    case .registerView(let kind, let id, let r):
      table.supplementaryProvision.registered[SupplementaryProvision.Key(kind, id)] = r
    case .viewProvider(let kind, let p):
      table.supplementaryProvision.providers[kind] = p.map { p in
        var provider = SupplementaryProvision.Provider(
          p.identifier.map { .identifier($0) } ?? .registration(insideProvider: p.madeInside))
        provider.dequeuedKind = p.kind
        provider.dequeuesTwice = p.twice
        provider.returns = p.returns
        return provider
      }
    }
  }

  /// One operation on the reference, without the end of the turn.
  static func perform(_ op: Op, _ ref: inout ReferenceTable, _ data: inout DataSource<Row>)
    throws
  {
    switch op {
    case .turn(let ops): for op in ops { try perform(op, &ref, &data) }
    case .data(_, let change): try change(&data)
    case .call(let call): try ref.perform(call, data)
    case .begin: ref.begin(data)
    case .end: try ref.end(data)
    case .reload: try ref.reload(data)
    case .scrollTo(let y): ref.scroll(to: y, data)
    case .scrollBy(let y):
      ref.appearIfNeeded(data)
      ref.scroll(to: ref.offset + y, data)
    case .scrollToRow(let p, let pos): try ref.scroll(toRow: p, at: pos, data)
    case .edit(let on, let r): try ref.setEditing(on, r, data)
    case .select(let p, let on): try ref.select(p, on, data)
    case .selectionMode(let m, let e): ref.setSelectionMode(m, editing: e)
    case .prefetching(let on): try ref.setPrefetching(on)
    case .anchor(let on): ref.anchor = on
    case .rotate(let o): try ref.rotate(o, data)
    case .insets(let c, let s): ref.setInsets(content: c, safe: s)
    case .fit(let on): ref.fit = on
    case .cache(let kind): ref.cacheKind = kind
    case .estimate(let e):
      if e == nil {
        ref.measured = []
      } else if ref.estimate == nil {
        ref.measured = Set(ref.visible + ref.prepared)
      }
      ref.estimate = e
    case .accessory(let a): ref.accessory = a
    case .invalidateRow(let p): try ref.invalidate(p)
    case .invalidateKey(let k):
      for o in [Orientation.portrait, .landscape] { ref.keyed[o]?[k] = nil }
    case .invalidateAll:
      ref.fd.each { $0 = [] }
      ref.keyed = [:]
    case .precache: try ref.precache(data)
    case .reloadKeepingHeights: try ref.reload(data, keepingHeights: true)
    case .itemSizing(let sized, let e): ref.setItemSizing(sizeForItem: sized, estimated: e)
    case .invalidateLayout:
      ref.layoutCache = nil
      ref.offset = ref.clamp(ref.offset)
    case .register(let id, let r): ref.registered[id] = r
    case .provider(let p): ref.provider = p
    case .dequeueOutside(let id, let p): try ref.dequeueOutside(id, at: p)
    case .registerView(let kind, let id, let r):
      ref.viewRegistered[SupplementaryProvision.Key(kind, id)] = r
    case .viewProvider(let kind, let p): ref.viewProviders[kind] = p
    }
  }

  /// Everything the two models show, or the first difference.
  static func difference(_ t: TableView<Row>, _ r: ReferenceTable, _ data: DataSource<Row>)
    -> String?
  {
    if t.rows.map(\.items) != r.known { return "row data \(t.rows.map(\.items)) vs \(r.known)" }
    if t.offset != r.offset { return "offset \(t.offset) vs \(r.offset)" }
    if t.contentHeight != r.contentHeight {
      return "content height \(t.contentHeight) vs \(r.contentHeight)"
    }
    if t.visibleRows != r.visible { return "visible \(t.visibleRows) vs \(r.visible)" }
    if t.preparedRows != r.prepared { return "prepared \(t.preparedRows) vs \(r.prepared)" }
    if t.isEditing != r.editing { return "editing \(t.isEditing) vs \(r.editing)" }
    if t.selectedRows != r.selection.sorted() {
      return "selection \(t.selectedRows) vs \(r.selection.sorted())"
    }
    if t.batchDepth != r.batchDepth { return "batch depth \(t.batchDepth) vs \(r.batchDepth)" }
    for p in r.allPaths where t.height(at: p) != r.laidOutHeight(p) {
      return
        "height of \(p): \(String(describing: t.height(at: p))) vs \(String(describing: r.laidOutHeight(p)))"
    }
    for s in 0..<r.known.count where t.headerFrame(ofSection: s) != r.headerFrame(s) {
      return
        "header of section \(s): \(String(describing: t.headerFrame(ofSection: s))) vs \(String(describing: r.headerFrame(s)))"
    }
    if r.collection, r.flow == nil, let p = r.allPaths.first {
      let expected = (r.listSideInset, max(0, r.width - 2 * r.listSideInset))
      if t.horizontalExtent(of: p) != expected {
        return "list item x \(t.horizontalExtent(of: p)) vs \(expected)"
      }
    }
    for s in 0..<r.known.count where t.footerFrame(ofSection: s) != r.footerFrame(s) {
      return
        "footer of section \(s): \(String(describing: t.footerFrame(ofSection: s))) vs \(String(describing: r.footerFrame(s)))"
    }
    if t.visibleHeaders != r.visibleHeaders {
      return "visible headers \(t.visibleHeaders) vs \(r.visibleHeaders)"
    }
    if r.sizedFlow || r.flow?.columns != nil {
      let frames = r.flowFrames.frames
      for p in r.allPaths {
        guard let f = frames[p] else { return "no frame for \(p) in the reference" }
        let (x, w) = t.horizontalExtent(of: p)
        if (x, w, t.y(of: p) ?? .nan) != (f.x, f.w, f.y) {
          return "frame of \(p): x \(x) y \(t.y(of: p) ?? .nan) w \(w) vs \(f)"
        }
      }
    }
    let h = t.heights
    if (h.hits, h.misses) != (r.hits, r.misses) {
      return "cache hits/misses \(h.hits)/\(h.misses) vs \(r.hits)/\(r.misses)"
    }
    if h.indexPaths.portrait != r.fd.portrait || h.indexPaths.landscape != r.fd.landscape
      || h.indexPaths.automaticallyInvalidates != r.fd.enabled
    {
      return
        "index-path cache \(h.indexPaths.portrait) \(h.indexPaths.landscape) vs \(r.fd.portrait) \(r.fd.landscape)"
    }
    if t.keyedHeights.portrait != r.keyed[.portrait, default: [:]]
      || t.keyedHeights.landscape != r.keyed[.landscape, default: [:]]
    {
      return "keyed cache \(t.keyedHeights.portrait) vs \(r.keyed)"
    }
    if t.measuredRows != r.measured {
      return "measured \(t.measuredRows.sorted()) vs \(r.measured.sorted())"
    }
    if t.reloadPending != r.reloadPending {
      return "reload pending \(t.reloadPending) vs \(r.reloadPending)"
    }
    for p in t.visibleRows + t.preparedRows {
      guard let cell = t.mountedCell(at: p), let i = r.mountedIndex(p) else {
        return "no cell at \(p)"
      }
      if (t.cell(at: p) == nil) != (r.cellForItem(p) == nil) {
        return
          "cellForItem(at: \(p)) \(t.cell(at: p) == nil ? "nil" : "a cell") vs \(r.cellForItem(p) == nil ? "nil" : "a cell")"
      }
      let c = r.cells[i]
      let mine =
        "c\(cell.id) \(cell.item.map(\.description) ?? "-") e\(cell.editing) s\(cell.selected) h\(cell.isHidden) stale \(t.isStale(cell, at: p, dataSource: data)) k\(cell.checkmark)"
      let theirs =
        "c\(c.id) \(c.item.map(\.description) ?? "-") e\(c.editing) s\(c.selected) h\(!c.shown) stale \(r.stale(c, data)) k\(c.checkmark)"
      if mine != theirs { return "cell at \(p): \(mine) vs \(theirs)" }
    }
    let counts = t.reuseCounts
    if (counts.made, counts.reused, counts.queued, counts.held) != r.reuseCounts {
      return "cells made, reused, queued, held \(counts) vs \(r.reuseCounts)"
    }
    for s in 0..<r.known.count {
      for kind in [ElementKind.header, .footer] {
        let theirs = r.viewIndex(kind, s).map { r.views[$0].id }
        if t.supplementaryView(kind, section: s) != theirs {
          return
            "\(kind) of section \(s): v\(t.supplementaryView(kind, section: s) ?? 0) vs v\(theirs ?? 0)"
        }
      }
    }
    let viewCounts = t.supplementaryReuseCounts
    if (viewCounts.made, viewCounts.reused, viewCounts.queued, viewCounts.held) != r.viewCounts {
      return "views made, reused, queued, held \(viewCounts) vs \(r.viewCounts)"
    }
    let spare =
      !r.collection && (r.platform == .ios12 || r.platform == .ios14)
      ? r.pool.last.map { r.cells[$0].id } : nil
    if t.spareCell?.id != spare {
      return "spare \(String(describing: t.spareCell?.id)) vs \(String(describing: spare))"
    }
    return nil
  }

  @Test(arguments: 0..<chunks) func randomSequencesAgree(chunk: Int) {
    let seeds = TestRandom.seeds(
      chunk: chunk, of: Self.chunks, count: Self.sequences, suite: "ReferenceModelTests")
    let perChunk = seeds.count
    var errors = 0
    var commits = 0
    var cacheHits = 0
    var fdEdits = 0
    var measuredRows = 0
    var detected = 0
    var classicOnDetecting = 0
    for seed in seeds {
      var gen = Generator(rng: SeededRandom(seed: UInt64(seed)))
      let platform = Platform.allCases[gen.int(0...(Platform.allCases.count - 1))]
      let height = Double(gen.int(80...400))
      var table = TableView<Row>(
        platform: platform,
        geometry: {
          var g = TableGeometry()
          g.height = height
          return g
        }())
      var ref = ReferenceTable(platform: platform, width: 375, height: height)
      var data = DataSource<Row>()
      var log: [String] = []
      var done = 0
      // Two sequences in three start with heights set up: fitted or not, a cache, estimates.
      var setup: [Op] = []
      if gen.int(0...2) > 0 {
        setup = [
          .fit(gen.chance(0.7)), .cache(RowHeights.CacheKind.allCases[gen.int(0...2)]),
          .estimate(gen.chance(0.4) ? 44 : nil),
        ]
      }
      while done < Self.steps {
        let ops = setup.isEmpty ? gen.op(data: data, table: table) : setup
        setup = []
        for op in ops {
          done += 1
          log.append(op.description)
          let (savedTable, savedRef, savedData) = (table, ref, data)
          let (a, b) = Self.apply(op, &table, &ref, &data)
          if a != b {
            Issue.record(
              "seed \(seed) (\(platform)): outcome differs after \(log.joined(separator: "; "))\nmodel: \(a ?? "ok")\nreference: \(b ?? "ok")"
            )
            return
          }
          if let a, platform.detectsBatchUpdates(.table) {
            if a.contains("Invalid batch updates detected") { detected += 1 }
            if a.contains("Invalid update: invalid number of") { classicOnDetecting += 1 }
          }
          if a != nil {
            errors += 1
            if case .end = op {} else { (table, ref, data) = (savedTable, savedRef, savedData) }
          } else if case .end = op {
            commits += 1
          }
          if let diff = Self.difference(table, ref, data) {
            Issue.record(
              "seed \(seed) (\(platform)): \(diff)\nafter \(log.joined(separator: "; "))")
            return
          }
          if case .call = op, table.heights.indexPaths.automaticallyInvalidates { fdEdits += 1 }
        }
      }
      cacheHits += table.heights.hits
      measuredRows += table.measuredRows.count
    }
    // Heights must be exercised too: cache hits, FD's edits, estimated rows measured.
    #expect(cacheHits > perChunk, "too few cache hits: \(cacheHits)")
    #expect(fdEdits > perChunk / 4, "too few calls with the index-path cache on: \(fdEdits)")
    #expect(measuredRows > perChunk / 2, "too few measured rows: \(measuredRows)")
    // The sequences must exercise both outcomes, or the comparison proves little.
    #expect(errors > perChunk / 4, "too few failing calls: \(errors)")
    #expect(commits > perChunk / 4, "too few committed batches: \(commits)")
    // From iOS 16.4 both stages of the count check must raise: survivors past a new count (the
    // multi-line text) and a section's arithmetic alone (the classic one).
    #expect(detected > perChunk / 20, "too few multi-line count failures: \(detected)")
    #expect(
      classicOnDetecting > perChunk / 20,
      "too few classic count failures from iOS 16.4: \(classicOnDetecting)")
  }
}
