import HeadlessUIKit
import ListDiff

/// Change feeds and timing: a fetched-results controller and a photo library turn a change of
/// the app's objects into calls, through the consumer the app wrote; the view's window and its
/// explicit layout passes.
extension Interpreter {
  func feedCommand(_ c: FeedCommand<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    if c.isFeed { try refuseOnSwiftUIList("'fetched' and 'photos' feed a UIKit view's calls", r) }
    switch c {
    case .window where scene.swiftUI != nil:
      try refuseOnSwiftUIList("SwiftUI puts the List in its window", r)
    case .window(let on):
      scene.table.setInWindow(on)
      note(.window(on, scene.table.kind.noun))
    case .layout where scene.lazyStack != nil:
      note(.layoutIfNeeded)
      try layoutLazyStack(at: r)
    case .layout:
      note(.layoutIfNeeded)
      try table(r) { t, d throws(TableError) in try t.layoutIfNeeded(d) }
    case .fetchedConsumer(let consumer):
      program.fetchedConsumer = consumer
      note(.fetchedConsumer(consumer, scene.table.kind.noun))
    case .fetchedController(let n, let mapped):
      guard (1...Self.maxControllers).contains(n) else {
        throw fail(
          .setting("fetched controller", allowed: "1 to \(Self.maxControllers)", value: Double(n)),
          r)
      }
      if scene.controllerSections.isEmpty {
        scene.controllerSections =
          [scene.data.snapshot.count] + Array(repeating: 0, count: Self.maxControllers - 1)
      }
      scene.fetchedController = n
      scene.offsetsSections = mapped
      record(.fetchedController(n, mapped: mapped))
      note(.fetchedController(n, sectionsBefore: ownSections.lowerBound, mapped: mapped))
    case .photosConsumer(let consumer):
      program.photosConsumer = consumer
      note(.photosConsumer(consumer))
    case .fetch(let e, let whole):
      if program.fetchedConsumer.appliesSnapshots {
        try fetchedSnapshot(e, whole: whole, r, fetching: true)
        return
      }
      try refuseOnDiffable("fetched", r)
      let new = try fetchedSections(try eval(e), e.range, whole: whole)
      scene.data.setSections(replacingOwn(with: new))
      noteEdit(at: r)
      record(.fetch(scene.data.snapshot))
      note(.fetched(sections: new.count, objects: new.reduce(0) { $0 + $1.items.count }))
      traceData()
    case .fetchedChange(let e, let whole, let reporting):
      if program.fetchedConsumer.appliesSnapshots {
        if let reporting {
          throw fail(
            .fetchedFeed(
              "'reporting' replays reports, and the \(program.fetchedConsumer.rawValue) consumer receives none",
              instead: "state the objects after the change, or use a consumer that takes reports"),
            reporting.range)
        }
        try fetchedSnapshot(e, whole: whole, r, fetching: false)
        return
      }
      try refuseOnDiffable("fetched change", r)
      let old = Array(scene.data.snapshot[ownSections])
      let offset = scene.offsetsSections ? ownSections.lowerBound : 0
      let new = try fetchedSections(try eval(e), e.range, whole: whole)
      try chargeUnfolded(lists: old.map(\.items) + new.map(\.items), at: r)
      let reports: [FetchedResultsChange]
      if let reporting {
        reports = try writtenReports(try eval(reporting), reporting.range)
      } else {
        reports = FetchedResultsReports.reports(from: old, to: new)
      }
      let all = replacingOwn(with: new)
      let deliveries = program.fetchedConsumer.deliveries(reports, on: scene.table.kind.noun).map {
        $0.offsettingSections(by: offset)
      }
      // The controller's objects are the new ones once controllerWillChangeContent returns
      // (our choice: planetary-social/nos#996 saw the new count between the two brackets;
      // rdar://15262692's workaround read the old one in controllerWillChangeContent).
      let change = { self.scene.data.setSections(all) }
      guard let outer = recorder else {
        try deliver(deliveries, r, change: change)
        return
      }
      // A real controller makes its reports from a save: `emit swift` records the save with
      // the steps the delegate made by hand, for a test that has no store.
      var byHand: [RecordedStep] = []
      recorder = { byHand.append($0) }
      defer {
        recorder = outer
        outer(.fetchedChange(all, reports: reports, byHand: byHand, written: reporting != nil))
      }
      try deliver(deliveries, r, change: change)
    case .photos(let e):
      try refuseOnDiffable("photos", r)
      let items = try elements(try eval(e), e.range)
      scene.data.setItems(items)
      noteEdit(at: r)
      record(.setData(scene.data.snapshot))
      note(.photos(assets: items.count))
      traceData()
    case .photosChange(let e, let incremental):
      try refuseOnDiffable("photos change", r)
      let old = scene.data.items(0) ?? []
      let new = try elements(try eval(e), e.range)
      try chargeUnfolded(old + new, at: r)
      let details = PhotoChangeDetails(from: old, to: new, incremental: incremental)
      // Apple's sample sets `fetchResult = changes.fetchResultAfterChanges` first.
      try deliver(program.photosConsumer.deliveries(details), r) { self.scene.data.setItems(new) }
    }
  }

  /// How many controllers `fetched controller N` may name.
  static let maxControllers = 8

  /// The view's sections that the addressed controller feeds: all of them while one controller
  /// feeds the view; else those after the sections of the controllers before it.
  ///
  /// Clamped to the sections the view's data has: a `data …` command may have changed them
  /// behind the controllers' backs.
  private var ownSections: Range<Int> {
    let count = scene.data.snapshot.count
    guard !scene.controllerSections.isEmpty else { return 0..<count }
    let start = min(
      count, scene.controllerSections.prefix(scene.fetchedController - 1).reduce(0, +))
    return start..<min(start + scene.controllerSections[scene.fetchedController - 1], count)
  }

  /// The view's sections with the addressed controller's replaced by `new` (and its count of
  /// sections updated).
  private func replacingOwn(with new: [SectionSnapshot<Value>]) -> [SectionSnapshot<Value>] {
    var all = scene.data.snapshot
    all.replaceSubrange(ownSections, with: new)
    if !scene.controllerSections.isEmpty {
      scene.controllerSections[scene.fetchedController - 1] = new.count
    }
    return all
  }

  /// The controller's sections: every section written (`sections`), or section 0's objects
  /// replaced in the sections it has.
  private func fetchedSections(_ v: Value, _ range: SourceRange, whole: Bool) throws(Unwind)
    -> [SectionSnapshot<Value>]
  {
    let result =
      whole
      ? try sections(v, range)
      : FetchedSections.replacingFirst(
        Array(scene.data.snapshot[ownSections]), with: try elements(v, range),
        make: { SectionSnapshot(items: $0) }, set: { $0.items = $1 })
    if let problem = FetchedSections.problem(
      names: result.indices.map { FetchedSections.name(result[$0].info, at: $0) },
      objects: result.map(\.items))
    {
      throw fail(.fetchedFeed(problem, instead: Self.fetchedShape), range)
    }
    return result
  }

  /// Runs each delivery: its event traced, then its steps.
  ///
  /// `change` happens to the data after the first delivery (the controller's will-change, the
  /// library's notification).
  private func deliver(_ deliveries: [FeedDelivery], _ r: SourceRange, change: () -> Void)
    throws(Unwind)
  {
    let opened = scene.table.isInBatch
    do throws(Unwind) {
      for (n, delivery) in deliveries.enumerated() {
        note(.feed(delivery.event))
        if n == 0, case .photoLibraryDidChange = delivery.event {
          applyChange(change, r)
        }
        for step in delivery.steps { try feedStep(step, r) }
        if n == 0, case .willChangeContent = delivery.event { applyChange(change, r) }
        flushEvents()
      }
    } catch {
      // A call that raised inside the consumer's bracket leaves no batch open behind it.
      if !opened, scene.table.isInBatch { scene.table.discardBatch() }
      throw error
    }
  }

  private func applyChange(_ change: () -> Void, _ r: SourceRange) {
    change()
    noteEdit(at: r)
    record(.setData(scene.data.snapshot))
    traceData()
  }

  /// One step of a consumer, as the app's code makes it.
  private func feedStep(_ step: FeedStep, _ r: SourceRange) throws(Unwind) {
    let noun = scene.table.kind.noun
    switch step {
    case .beginUpdates:
      note(.feedBracket(opens: true, noun))
      scene.table.beginUpdates(scene.data)
      flushEvents()
    case .endUpdates:
      note(.feedBracket(opens: false, noun))
      try table(r) { t, d throws(TableError) in try t.endUpdates(d) }
    case .call(let call):
      note(.call(call, noun, indented: true))
      try table(r) { t, d throws(TableError) in try t.perform(call, d) }
    case .reloadData:
      note(.feedReload)
      try table(r) { t, d throws(TableError) in try t.reloadData(d) }
    case .layoutIfNeeded:
      note(.layoutIfNeeded)
      try table(r) { t, d throws(TableError) in try t.layoutIfNeeded(d) }
    }
  }

  /// Reports written in a scenario, each a record as the delegate receives it:
  /// `{type: "delete", at: 0:1}`, `{type: "insert", new: 0:2}`,
  /// `{type: "update", at: 0:1, new: 0:1}`, `{type: "move", at: 0:1, new: 0:3}`,
  /// `{type: "insert", section: 1}`, `{type: "delete", section: 0}`.
  private func writtenReports(_ v: Value, _ range: SourceRange) throws(Unwind)
    -> [FetchedResultsChange]
  {
    var reports: [FetchedResultsChange] = []
    for element in try elements(v, range) {
      reports.append(try writtenReport(element, range))
    }
    return reports
  }

  private func writtenReport(_ v: Value, _ range: SourceRange) throws(Unwind)
    -> FetchedResultsChange
  {
    let shape =
      "a report: {type: \"insert\"|\"delete\"|\"update\"|\"move\", at: P, new: P} or {type: \"insert\"|\"delete\", section: S}"
    guard case .record(let record) = v, case .string(let type)? = record["type"] else {
      throw fail(.expected(shape, got: v), range)
    }
    func path(_ name: String) throws(Unwind) -> ListIndexPath? {
      guard let value = record[name], value != .nil else { return nil }
      guard case .indexPath(let p) = value else {
        throw fail(.expected("an index path for '\(name)'", got: value), range)
      }
      return p
    }
    if let section = record["section"] {
      guard case .int(let s) = section else {
        throw fail(.expected("a section number for 'section'", got: section), range)
      }
      switch type {
      case "insert": return .insertSection(s)
      case "delete": return .deleteSection(s)
      default: throw fail(.expected(shape, got: v), range)
      }
    }
    let at = try path("at")
    let new = try path("new")
    switch (type, at, new) {
    case ("insert", nil, let n?): return .insert(newIndexPath: n)
    case ("delete", let p?, nil): return .delete(indexPath: p)
    case ("update", let p?, let n): return .update(indexPath: p, newIndexPath: n)
    case ("move", let p?, let n?): return .move(indexPath: p, newIndexPath: n)
    default: throw fail(.expected(shape, got: v), range)
    }
  }

  private func refuseOnDiffable(_ what: String, _ r: SourceRange) throws(Unwind) {
    guard scene.diffable != nil else { return }
    throw fail(
      .onDiffable(
        "'\(what)' feeds the view's own data source",
        instead: "apply the snapshot the controller hands over: apply s"),
      r)
  }
}
