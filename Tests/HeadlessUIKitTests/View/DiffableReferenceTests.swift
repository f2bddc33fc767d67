import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// Snapshots and `apply` against a second, deliberately plain model: sections as arrays searched
/// linearly, the rules of the reference's §4 written again from the table of texts, and what
/// each cell shows after an apply worked out from the identifiers marked, not from a batch.
///
/// Random sequences of snapshot calls (appends, inserts, moves, deletes, reloads, reconfigures,
/// duplicates and missing targets included) and applies (animated, not, using reload data) on
/// tables and collection views, every profile from iOS 14, both cell providers. After every
/// step both must agree on the outcome (the text, or the warning), the snapshot, the data the
/// view holds, and what every cell shows.
@Suite struct DiffableReferenceTests {
  static let sequences = 4_000
  static let chunks = 4
  static let steps = 40

  /// The plain snapshot.
  struct PlainSnapshot: Equatable {
    var sections: [(id: Row, items: [Row])] = []
    var reloaded: [Row] = []
    var reconfigured: [Row] = []
    var reloadedSections: [Row] = []

    static func == (a: Self, b: Self) -> Bool {
      a.sections.map(\.id) == b.sections.map(\.id)
        && a.sections.map(\.items) == b.sections.map(\.items) && a.reloaded == b.reloaded
        && a.reconfigured == b.reconfigured && a.reloadedSections == b.reloadedSections
    }

    func section(_ id: Row) -> Int? { sections.firstIndex { $0.id.identity == id.identity } }
    func find(_ item: Row) -> (Int, Int)? {
      for (s, section) in sections.enumerated() {
        if let r = section.items.firstIndex(where: { $0.identity == item.identity }) {
          return (s, r)
        }
      }
      return nil
    }
    var all: [Row] { sections.flatMap(\.items) }

    static func twice(_ values: [Row]) -> [Row] {
      var out: [Row] = []
      for (k, v) in values.enumerated()
      where values[..<k].contains(where: { $0.identity == v.identity })
        && !out.contains(where: { $0.identity == v.identity })
      {
        out.append(v)
      }
      return out
    }

    mutating func newSections(_ ids: [Row], at index: Int?) throws(SnapshotError) {
      let dup = Self.twice(ids)
      if !dup.isEmpty { throw .duplicateSections(dup.map(\.identifierText)) }
      let present = ids.filter { section($0) != nil }
      if !present.isEmpty { throw .sectionAlreadyPresent(present.map(\.identifierText)) }
      let at = index ?? sections.count
      sections.insert(contentsOf: ids.map { ($0, []) }, at: at)
    }

    /// New items: checked, those present taken out (iOS 15) or refused (iOS 14); the warning.
    mutating func newItems(_ items: [Row], _ platform: Platform) throws(SnapshotError)
      -> [String]
    {
      let dup = Self.twice(items)
      if !dup.isEmpty { throw .duplicateItems(dup.map(\.identifierText)) }
      let present = items.filter { find($0) != nil }
      if !present.isEmpty, platform == .ios14 {
        throw .itemAlreadyPresent(present.map(\.identifierText))
      }
      for item in present {
        if let (s, r) = find(item) { sections[s].items.remove(at: r) }
      }
      return present.map(\.identifierText)
    }
  }

  enum Call: CustomStringConvertible {
    case appendSections([Row])
    case insertSections([Row], Row, after: Bool)
    case deleteSections([Row])
    case moveSection(Row, Row, after: Bool)
    case reloadSections([Row])
    case appendItems([Row], Row?)
    case insertItems([Row], Row, after: Bool)
    case deleteItems([Row])
    case deleteAll
    case moveItem(Row, Row, after: Bool)
    case reloadItems([Row])
    case reconfigureItems([Row])
    case apply(ApplyMode)

    var description: String {
      switch self {
      case .appendSections(let v): "appendSections(\(v))"
      case .insertSections(let v, let t, let after):
        "insertSections(\(v), \(after ? "after" : "before"): \(t))"
      case .deleteSections(let v): "deleteSections(\(v))"
      case .moveSection(let v, let t, let after):
        "moveSection(\(v), \(after ? "after" : "before"): \(t))"
      case .reloadSections(let v): "reloadSections(\(v))"
      case .appendItems(let v, let s):
        "appendItems(\(v), toSection: \(s.map(\.description) ?? "-"))"
      case .insertItems(let v, let t, let after):
        "insertItems(\(v), \(after ? "after" : "before"): \(t))"
      case .deleteItems(let v): "deleteItems(\(v))"
      case .deleteAll: "deleteAllItems()"
      case .moveItem(let v, let t, let after): "moveItem(\(v), \(after ? "after" : "before"): \(t))"
      case .reloadItems(let v): "reloadItems(\(v))"
      case .reconfigureItems(let v): "reconfigureItems(\(v))"
      case .apply(let mode): "apply \(mode)"
      }
    }
  }

  /// The plain model of a call; a warning's identifiers, if any.
  static func plain(_ call: Call, _ s: inout PlainSnapshot, _ platform: Platform)
    throws(SnapshotError) -> [String]
  {
    switch call {
    case .appendSections(let ids): try s.newSections(ids, at: nil)
    case .insertSections(let ids, let target, let after):
      guard let t = s.section(target) else { throw .missingTargetSection }
      if platform == .ios14, ids.contains(where: { $0.identity == target.identity }) {
        throw .sectionTargetAmongInserted(target.identifierText)
      }
      try s.newSections(ids, at: after ? t + 1 : t)
    case .deleteSections(let ids):
      let gone = ids.map(\.identity)
      s.sections.removeAll { gone.contains($0.id.identity) }
      s.reloadedSections.removeAll { gone.contains($0) }
    case .moveSection(let id, let target, let after):
      guard let from = s.section(id) else { throw .moveSectionMissing(from: true) }
      guard s.section(target) != nil else { throw .moveSectionMissing(from: false) }
      if id.identity == target.identity { return [] }
      let moving = s.sections.remove(at: from)
      let t = s.section(target) ?? 0
      s.sections.insert(moving, at: after ? t + 1 : t)
    case .reloadSections(let ids):
      for id in ids where s.section(id) == nil { throw .reloadMissingSection(id.identifierText) }
      for id in ids where !s.reloadedSections.contains(id.identity) {
        s.reloadedSections.append(id.identity)
      }
    case .appendItems(let items, let section):
      let index: Int
      if let section {
        guard let i = s.section(section) else { throw .missingTargetForItems }
        index = i
      } else {
        guard !s.sections.isEmpty else { throw .noSection }
        index = s.sections.count - 1
      }
      let id = s.sections[index].id
      let warning = try s.newItems(items, platform)
      s.sections[s.section(id) ?? 0].items += items
      return warning
    case .insertItems(let items, let target, let after):
      guard s.find(target) != nil else { throw .missingTargetForItems }
      if items.contains(where: { $0.identity == target.identity }) {
        throw .targetAmongInserted(target.identifierText)
      }
      let warning = try s.newItems(items, platform)
      guard let (ts, tr) = s.find(target) else { return warning }
      s.sections[ts].items.insert(contentsOf: items, at: after ? tr + 1 : tr)
      return warning
    case .deleteItems(let items):
      let gone = items.map(\.identity)
      for k in s.sections.indices { s.sections[k].items.removeAll { gone.contains($0.identity) } }
      s.reloaded.removeAll { gone.contains($0) }
      s.reconfigured.removeAll { gone.contains($0) }
    case .deleteAll: s = PlainSnapshot()
    case .moveItem(let item, let target, let after):
      guard let (fs, fr) = s.find(item) else { throw .moveItemMissing(from: true) }
      guard s.find(target) != nil else { throw .moveItemMissing(from: false) }
      if item.identity == target.identity { return [] }
      let moving = s.sections[fs].items.remove(at: fr)
      guard let (ts, tr) = s.find(target) else { return [] }
      s.sections[ts].items.insert(moving, at: after ? tr + 1 : tr)
    case .reloadItems(let items):
      for item in items where s.find(item) == nil {
        throw .reloadMissingItem(item.identifierText)
      }
      for item in items where !s.reloaded.contains(item.identity) {
        s.reloaded.append(item.identity)
      }
    case .reconfigureItems(let items):
      guard platform != .ios14 else { throw .unavailable("reconfigureItems(_:)", since: "iOS 15") }
      for item in items where s.find(item) == nil {
        throw .reconfigureMissingItem(item.identifierText)
      }
      for item in items where !s.reconfigured.contains(item.identity) {
        s.reconfigured.append(item.identity)
      }
    case .apply: break
    }
    return []
  }

  /// The model's call on its snapshot.
  static func model(_ call: Call, _ s: inout DiffableSnapshot<Row>, _ platform: Platform)
    throws(SnapshotError) -> [String]
  {
    var warning: SnapshotWarning?
    switch call {
    case .appendSections(let ids): try s.appendSections(ids, on: platform)
    case .insertSections(let ids, let t, let after):
      try s.insertSections(ids, after ? .after(t) : .before(t), on: platform)
    case .deleteSections(let ids): s.deleteSections(ids)
    case .moveSection(let id, let t, let after):
      try s.moveSection(id, after ? .after(t) : .before(t))
    case .reloadSections(let ids): try s.reloadSections(ids)
    case .appendItems(let items, let section):
      warning = try s.appendItems(items, toSection: section, on: platform)
    case .insertItems(let items, let t, let after):
      warning = try s.insertItems(items, after ? .after(t) : .before(t), on: platform)
    case .deleteItems(let items): s.deleteItems(items)
    case .deleteAll: s.deleteAllItems()
    case .moveItem(let item, let t, let after): try s.moveItem(item, after ? .after(t) : .before(t))
    case .reloadItems(let items): try s.reloadItems(items, on: platform)
    case .reconfigureItems(let items): try s.reconfigureItems(items, on: platform)
    case .apply: break
    }
    return warning?.identifiers ?? []
  }

  static func same(_ m: DiffableSnapshot<Row>, _ p: PlainSnapshot) -> Bool {
    m.sections.map(\.identifier) == p.sections.map(\.id)
      && m.sections.map(\.items) == p.sections.map(\.items)
      && m.reloadedItemIdentifiers == p.reloaded
      && m.reconfiguredItemIdentifiers == p.reconfigured
      && m.reloadedSectionIdentifiers == p.reloadedSections
  }

  struct Generator {
    var rng: SeededRandom
    var counter = 0
    mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    /// An item: a record with an id and a text that changes from one use to the next (so that
    /// the stored item and the app's differ), or a plain string.
    mutating func item() -> Row {
      counter += 1
      let id = int(0...14)
      if chance(0.3) { return .name("s\(id)") }
      return Row(id, text: "t\(id).\(counter)")
    }
    mutating func items(_ n: ClosedRange<Int>) -> [Row] { (0..<int(n)).map { _ in item() } }
    mutating func section() -> Row { .name("S\(int(0...3))") }

    mutating func call(_ s: PlainSnapshot) -> Call {
      let known = s.all
      func existing() -> Row {
        known.isEmpty || chance(0.15) ? item() : known[int(0...(known.count - 1))]
      }
      switch int(0...19) {
      case 0, 1: return .appendSections((0..<int(1...2)).map { _ in section() })
      case 2: return .insertSections([section()], section(), after: chance(0.5))
      case 3: return .deleteSections([section()])
      case 4: return .moveSection(section(), section(), after: chance(0.5))
      case 5: return .reloadSections([section()])
      case 6, 7, 8: return .appendItems(items(1...3), chance(0.5) ? section() : nil)
      case 9: return .insertItems(items(1...2), existing(), after: chance(0.5))
      case 10: return .deleteItems([existing()])
      case 11: return chance(0.2) ? .deleteAll : .deleteItems([existing(), existing()])
      case 12: return .moveItem(existing(), existing(), after: chance(0.5))
      case 13: return .reloadItems([existing()])
      case 14: return .reconfigureItems([existing()])
      case 15, 16, 17: return .apply(.animated)
      case 18: return .apply(.withoutAnimation)
      default: return .apply(chance(0.5) ? .reloadData : .animated)
      }
    }
  }

  /// The data source the plain model expects and what each identifier's cell shows.
  struct PlainSource {
    var provider: CellProviderStyle
    var current = PlainSnapshot()
    var stored: [Row: Row] = [:]
    var shown: [Row: Row] = [:]
    /// After the last apply, items whose cell may show either its old value or the provider's:
    /// their section moved, was inserted or deleted around them, so the batch may re-create it
    /// (the plain model does not decide how a batch rewrites sections).
    var either: [Row: Row] = [:]
    var applied = false

    func providerValue(_ item: Row) -> Row {
      provider == .lookup ? item : stored[item.identity] ?? item
    }

    mutating func apply(_ new: PlainSnapshot, _ mode: ApplyMode, _ platform: Platform) {
      var stored: [Row: Row] = [:]
      for item in new.all { stored[item.identity] = self.stored[item.identity] ?? item }
      self.stored = stored
      let reloadsAll =
        !applied || mode == .reloadData || (mode == .withoutAnimation && platform == .ios14)
      let before = Set(current.all.map(\.identity))
      let sectionsKept = current.sections.map(\.id) == new.sections.map(\.id)
      var shown: [Row: Row] = [:]
      var either: [Row: Row] = [:]
      for item in new.all {
        let id = item.identity
        let sectionID = new.sections.first { $0.items.contains { $0.identity == id } }?.id
        let oldSectionID = current.sections.first { $0.items.contains { $0.identity == id } }?.id
        let refreshed =
          reloadsAll || !before.contains(id) || new.reloaded.contains(id)
          || new.reconfigured.contains(id)
          || sectionID.map { new.reloadedSections.contains($0.identity) } ?? false
          || oldSectionID.map { old in !new.sections.contains { $0.id == old } } ?? true
        if refreshed {
          shown[id] = providerValue(item)
        } else {
          shown[id] = self.shown[id] ?? providerValue(item)
          // A section moved, inserted or deleted around it, or the section it left reloaded:
          // the batch may re-create its row.
          let leftReloaded =
            oldSectionID.map { new.reloadedSections.contains($0.identity) } ?? false
          if !sectionsKept || leftReloaded { either[id] = providerValue(item) }
        }
      }
      self.shown = shown
      self.either = either
      var plain = new
      plain.reloaded = []
      plain.reconfigured = []
      plain.reloadedSections = []
      current = plain
      applied = true
    }
  }

  @Test(arguments: 0..<chunks) func randomSnapshotSequencesAgree(chunk: Int) {
    let seeds = TestRandom.seeds(
      chunk: chunk, of: Self.chunks, count: Self.sequences, from: 2_000_000,
      suite: "DiffableReferenceTests")
    let perChunk = seeds.count
    var failures = 0
    var warnings = 0
    var batches = 0
    var staleSeen = 0
    for seed in seeds {
      var gen = Generator(rng: SeededRandom(seed: UInt64(seed)))
      let platform = [Platform.ios14, .ios15, .ios17][gen.int(0...2)]
      var geometry = TableGeometry()
      geometry.height = 2_400
      let kinds: [ViewKind] = [
        .table, .collection(.list(ListConfiguration())), .collection(.flow(FlowLayout())),
      ]
      var view = TableView<Row>(
        platform: platform, geometry: geometry, kind: kinds[gen.int(0...2)])
      let provider: CellProviderStyle = gen.chance(0.5) ? .given : .lookup
      var source = DiffableDataSource<Row>(provider: provider)
      var data = DataSource<Row>()
      var plainSource = PlainSource(provider: provider)
      var snapshot = DiffableSnapshot<Row>()
      var plain = PlainSnapshot()
      var log: [String] = []
      for _ in 0..<Self.steps {
        let call = gen.call(plain)
        log.append(call.description)
        func fail(_ what: String) {
          Issue.record(
            "seed \(seed) (\(platform), \(view.kind), \(provider)): \(what)\nafter \(log.joined(separator: "; "))"
          )
        }
        if case .apply(let mode) = call {
          // Not every profile has every mode; the plain model says which.
          if mode == .reloadData, platform == .ios14 { continue }
          // A snapshot that grew too big for the viewport is cut back first.
          if plain.all.count > 30 { continue }
          do {
            let report = try source.apply(snapshot, mode: mode, to: &view, data: &data)
            try view.endTurn(data)
            if case .batch = report.update { batches += 1 }
          } catch {
            fail("apply failed: \(error.message)")
            return
          }
          plainSource.apply(plain, mode, platform)
          var unmarked = plain
          unmarked.reloaded = []
          unmarked.reconfigured = []
          unmarked.reloadedSections = []
          plain = unmarked
          snapshot = snapshot.unmarked
          guard Self.same(source.snapshot, plainSource.current) else {
            fail("the data source's snapshot differs")
            return
          }
          let expected = plainSource.current.sections.map {
            $0.items.map(plainSource.providerValue)
          }
          // What the cell provider sees, and the counts the view knows (the view keeps the
          // items it read last: an apply that changes nothing makes it read nothing).
          guard data.sections.map(\.items) == expected,
            view.rowCounts == expected.map(\.count)
          else {
            fail("the provider's data \(data.sections.map(\.items)) vs \(expected)")
            return
          }
          // What the cell shows becomes the reference's (for items the batch could re-create).
          for path in view.visibleRows {
            let item = plainSource.current.sections[path.section].items[path.row]
            if let shows = view.mountedCell(at: path)?.item,
              plainSource.either[item.identity] == shows
            {
              plainSource.shown[item.identity] = shows
            }
          }
          guard view.visibleRows.count == plainSource.current.all.count else {
            fail("not every item is visible: \(view.visibleRows.count)")
            return
          }
          let app = DataSource<Row>(sections: source.appSections)
          for path in view.visibleRows {
            let item = plainSource.current.sections[path.section].items[path.row]
            let shows = view.mountedCell(at: path)?.item
            let allowed = [plainSource.shown[item.identity], plainSource.either[item.identity]]
            if !allowed.contains(shows) || shows == nil {
              fail(
                "cell at \(path) shows \(String(describing: shows)), expected \(String(describing: plainSource.shown[item.identity]))"
              )
              return
            }
            if let cell = view.mountedCell(at: path), view.isStale(cell, at: path, dataSource: app)
            {
              staleSeen += 1
            }
          }
          continue
        }
        var m = snapshot
        var p = plain
        var modelOutcome: String
        var plainOutcome: String
        do {
          let w = try Self.model(call, &m, platform)
          modelOutcome = "ok \(w)"
          if !w.isEmpty { warnings += 1 }
        } catch {
          modelOutcome = error.message(on: platform)
        }
        do {
          plainOutcome = "ok \(try Self.plain(call, &p, platform))"
        } catch {
          plainOutcome = error.message(on: platform)
        }
        guard modelOutcome == plainOutcome else {
          fail("outcome: \(modelOutcome) vs \(plainOutcome)")
          return
        }
        if modelOutcome.hasPrefix("ok") {
          snapshot = m
          plain = p
        } else {
          failures += 1
        }
        guard Self.same(snapshot, plain) else {
          fail("snapshot \(snapshot.sections) vs \(plain.sections)")
          return
        }
      }
    }
    #expect(failures > perChunk, "too few refused calls: \(failures)")
    #expect(warnings > perChunk / 10, "too few warnings: \(warnings)")
    #expect(batches > perChunk, "too few batches: \(batches)")
    #expect(staleSeen > perChunk / 10, "too few stale cells: \(staleSeen)")
  }
}
