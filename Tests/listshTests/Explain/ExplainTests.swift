import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript
@testable import ListshCore

/// `listsh explain`: for random invalid batches on every profile, the scenario made from the
/// raised text raises the identical text; and what it says when no scenario can.
@Suite struct ExplainTests {
  /// A random table, a random batch (or a scroll) and a random change of the data.
  static func randomScript(
    _ random: inout SeededRandom, platform: Platform, collection: Bool = false
  ) -> String {
    let script = tableScript(&random, platform: platform)
    guard collection else { return script }
    // The same script on a collection view: its calls say items.
    return script.replacing("\ntable\n", with: "\ncollection\n")
      .replacing(" rows ", with: " items ").replacing("move row ", with: "move item ")
      .replacing("scroll to row ", with: "scroll to item ")
  }

  static func tableScript(_ random: inout SeededRandom, platform: Platform) -> String {
    func below(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }
    let before = (0..<(1 + below(3))).map { _ in below(5) }
    var after = before
    if below(2) == 0 {
      after = (0..<max(0, before.count - 1 + below(3))).map { _ in below(6) }
    }
    func list(_ counts: [Int]) -> String {
      "[" + counts.map { "range(0, \($0))" }.joined(separator: ", ") + "]"
    }
    var lines = ["platform \(platform.rawValue)", "table", "data sections \(list(before))"]
    let sections = max(before.count, after.count) + 1
    func path() -> String { "\(below(sections)):\(below(6))" }
    /// A row that exists in `counts`, when there is one: moves that get past the range checks.
    func existing(_ counts: [Int]) -> String {
      let filled = counts.indices.filter { counts[$0] > 0 }
      guard !filled.isEmpty else { return path() }
      let s = filled[below(filled.count)]
      return "\(s):\(below(counts[s]))"
    }
    if below(10) == 0 {
      lines.append("scroll to row \(path())")
      return lines.joined(separator: "\n") + "\n"
    }
    if below(25) == 0 {
      // A call on the view itself once its data source is diffable.
      lines += ["diffable", "batch {", "  delete rows 0:0", "}"]
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append("batch {")
    if below(40) == 0 {
      // An index path with a negative row, as a stale change notification gives one.
      lines.append("  delete rows \(below(sections)):-\(1 + below(9))")
    }
    for _ in 0..<(1 + below(4)) {
      switch below(11) {
      case 10:
        // A delete and a reload of one row.
        let p = existing(before)
        lines += ["  delete rows \(p)", "  reload rows \(p)"]
      case 0: lines.append("  insert rows \(path())")
      case 1: lines.append("  delete rows \(path())")
      case 2: lines.append("  reload rows \(path())")
      case 3: lines.append("  move row \(path()) to \(path())")
      case 4: lines.append("  insert sections \(below(sections))")
      case 5: lines.append("  delete sections \(below(sections))")
      case 6: lines.append("  reload sections \(below(sections))")
      case 7:
        // Two moves that share a source or a destination.
        let (a, b, c) = (existing(before), existing(before), existing(after))
        lines +=
          below(2) == 0
          ? ["  move row \(a) to \(b)", "  move row \(a) to \(c)"]
          : ["  move row \(a) to \(c)", "  move row \(b) to \(c)"]
      case 8:
        let (a, b, c) = (below(sections), below(sections), below(sections))
        lines +=
          below(2) == 0
          ? ["  move section \(a) to \(b)", "  move section \(a) to \(c)"]
          : ["  move section \(a) to \(c)", "  move section \(b) to \(c)"]
      default: lines.append("  move section \(below(sections)) to \(below(sections))")
      }
    }
    lines.append("  data sections \(list(after))")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(arguments: Platform.allCases, [false, true])
  func explainingARaisedTextRaisesTheIdenticalText(platform: Platform, collection: Bool) {
    let seed = UInt64(Platform.allCases.firstIndex(of: platform)! + 1) * 7919 + (collection ? 1 : 0)
    print("ExplainTests seed \(seed) on \(platform)\(collection ? ", collection views" : "")")
    var random = SeededRandom(seed: seed)
    let check = ScenarioCheck(update: false, inCI: false, platform: .ios15, gate: .inside("."))
    var kinds = Set<UIKitException.Reason.Kind>()
    var explained = 0
    var countForms = 0
    for _ in 0..<1_500 {
      let script = Self.randomScript(&random, platform: platform, collection: collection)
      let run = check.run(SourceFile(name: "random.lsh", text: script))
      guard let error = run.firstError, error.message.hasPrefix("NS") else { continue }
      // The text a person has: the reason, without the class listsh prints before it.
      let text = String(error.message.drop { $0 != ":" }.dropFirst(2))
      do throws(ExceptionTextError) {
        guard let report = try Explain.explain(text).report else {
          Issue.record("recognised, not reproduced: \(text)")
          continue
        }
        explained += 1
        // A text that names no rows, items or view (`attempt to delete section 3, …`) is the
        // same on both views, and is read as a table's.
        let says =
          text.contains("item") || text.contains("collection view")
          || text.contains("UICollectionView")
          || text.hasPrefix("attempt to scroll to invalid index path")
        // iOS 12's "attempt to to move section" is a collection view's on iOS 26 too: read as
        // the collection view's.
        let toTo = text.hasPrefix("attempt to to move section")
        #expect(report.reading.noun == (toTo || (collection && says) ? .collection : .table))
        #expect(
          report.verdict == .identical,
          "\(script)\nraised: \(text)\n\(report.source)\(report.scenario)")
        switch report.reading.content {
        case .reason(let reason): kinds.insert(reason.kind)
        case .batchUpdatesDetected: countForms += 1
        case .snapshot, .query, .provision:
          Issue.record("a batch's text read as another: \(text)")
        }
        // The profiles named are those that raise the text, the one that raised it among them,
        // and the scenario runs on one of them.
        #expect(report.reading.platforms.contains(platform), "\(text)")
        if case .success(let scenario) = report.scenario {
          #expect(scenario.expected == error.message)
          #expect(report.reading.platforms.contains(scenario.platform))
          #expect(scenario.platform == Self.profile(report.reading.platforms, text))
        }
      } catch {
        Issue.record("\(error.message)\n\(script)")
      }
    }
    #expect(explained > 750)
    // From iOS 16.4 both views check counts in two stages: a batch whose survivors do not fit
    // raises "Invalid batch updates detected", the others the classic texts; before, only the
    // classic texts.
    let twoStage = platform.isAtLeast(.ios16)
    #expect(twoStage ? countForms > 20 : countForms == 0, "\(countForms) count forms")
    // Every kind a batch or a scroll can raise was met, except a negative count (no batch of
    // valid calls makes one), the negative index path before iOS 14 and on collection views,
    // and the diffable data source before iOS 13.
    var unreachable: Set<UIKitException.Reason.Kind> = [.deleteMoreRowsThanExist]
    if collection || platform == .ios12 { unreachable.insert(.invalidUpdateIndexPath) }
    if platform == .ios12 { unreachable.insert(.diffableViewMutated) }
    // A table reloads where a collection view raises for an item moved across a section the
    // batch deletes or inserts.
    if !collection {
      unreachable.formUnion([.moveItemFromDeletedSection, .moveItemIntoInsertedSection])
    }
    // A caching layout raises these, not a batch or a scroll of a flow layout
    // (`aStaleLayoutCacheIsReproduced`, `aCacheWithoutTheItemIsReproduced`).
    unreachable.formUnion([.layoutAttributesForMissingItem, .noLayoutAttributesForItem])
    // A collection view on iOS 12 says "attempt to scroll to invalid index path" for a missing
    // section and a missing item alike: the text is read as the item's.
    if collection, platform == .ios12 { unreachable.insert(.scrollSectionBeyondBounds) }
    let missing = Set(UIKitException.Reason.Kind.allCases).subtracting(kinds).subtracting(
      unreachable)
    #expect(missing.isEmpty, "kinds never raised: \(missing.map(\.rawValue).sorted())")
  }

  /// The text of a layout's attributes for a missing item, as reports quote it (with the index
  /// path's address), is read and reproduced by a caching layout on iOS 12, for items at the
  /// top, far down a section and in a later section.
  @Test(arguments: [ListIndexPath(0, 0), ListIndexPath(0, 94), ListIndexPath(3, 7)])
  func aStaleLayoutCacheIsReproduced(path: ListIndexPath) throws {
    let text =
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0xc000000000000016> {length = 2, path = \(path.section) - \(path.row)}'"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical, "\(report.transcript)")
    #expect(report.source.contains("collection cachinglayout"))
  }

  /// The text of a layout that gave no attributes for an item asked for, as reports quote it
  /// (with the index path's address), is read and reproduced by a caching layout on iOS 12
  /// whose cache predates the item, asked by a scroll: at the top of a section (its cache
  /// filled from a later section), far down one, and in a later section.
  @Test(arguments: [ListIndexPath(0, 0), ListIndexPath(0, 94), ListIndexPath(3, 7)])
  func aCacheWithoutTheItemIsReproduced(path: ListIndexPath) throws {
    let text =
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: <NSIndexPath: 0xc000000000200016> {length = 2, path = \(path.section) - \(path.row)}'"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical, "\(report.transcript)")
    #expect(report.source.contains("collection cachinglayout"))
    #expect(report.source.contains("scroll to item \(path) top"))
  }

  /// A collection view's move across a section its batch deletes or inserts, as a fetched-results
  /// controller's log quotes it, is read and reproduced by a collection view's batch.
  @Test(arguments: [
    ("cannot move an item from a deleted section (2)", "delete sections 2"),
    ("cannot move an item into a newly inserted section (0)", "insert sections 0"),
  ])
  func aMoveAcrossADeletedOrInsertedSectionIsReproduced(reason: String, call: String) throws {
    let text =
      "CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:.  \(reason) with userInfo (null)"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical, "\(report.transcript)")
    #expect(report.source.contains("collection\n"))
    #expect(report.source.contains(call))
  }

  /// Core Data's log of a delegate's exception is found by its last fixed words, wherever a
  /// copy begins it, and its `with userInfo` tail is not the reason's.
  @Test func aFetchedResultsLogCopiedFromItsMiddleIsRead() throws {
    let text =
      "// NSFetchedResultsController during a call to -controllerDidChangeContent:.  attempt to delete row 4 from section 1 which only contains 4 rows before the update with userInfo (null)"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical, "\(report.transcript)")
  }

  /// The hashed-apart text cut short inside its identifiers (a dashboard's cut of an app's
  /// long descriptions) is read as far as it goes and reproduced with stand-ins.
  @Test func identifiersCutShortInTheHashTextAreStoodIn() throws {
    let text =
      "Fatal Exception: NSInternalInconsistencyException\nDiffable data source detected item identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. Identifiers that are equal but have different hash values: (App.ViewModel.Row.wallet(id: 7, name: \"Ma"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.reading.cutShort)
    guard case .equivalent = report.verdict else {
      Issue.record("\(report.verdict)")
      return
    }
    #expect(report.source.contains("hash: 2"))
  }

  /// The profile a text is reproduced on: iOS 15 when its wording is iOS 15's too, else the
  /// newest profile that words it so.
  static func profile(_ named: [Platform], _ text: String) -> Platform? {
    named.contains(.ios15) ? .ios15 : named.last
  }

  /// The diffable deadlock check, in iOS 18.2's wording and iOS 26's, is read as the same
  /// failure and reproduced on the profile whose wording it has: an apply on the main queue while
  /// one issued off it is outstanding.
  @Test(arguments: [
    (
      "Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a snapshot. Make sure you are consistently applying snapshots either always on the main queue or always off the main queue, and make sure you are not applying a snapshot as a side effect of updates from (i.e. underneath) another snapshot apply call. View updated by this diffable data source: <UICollectionView: 0x1>",
      Platform.ios26
    ),
    (
      "Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue - view=<UITableView: 0x1; frame = (0 0; 390 844)>",
      Platform.ios15
    ),
  ])
  func theDeadlockTextsAreReproduced(reason: String, platform: Platform) throws {
    let text =
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.reading.content == .snapshot(.deadlockDetected))
    guard case .success(let scenario) = report.scenario else {
      Issue.record("no scenario")
      return
    }
    #expect(scenario.platform == platform)
    #expect(report.source.contains("apply s on background"))
    switch report.verdict {
    case .identical, .equivalent: break
    case .differs(let raised): Issue.record("raised \(raised ?? "nothing")\n\(report.transcript)")
    case .noScenario: Issue.record("no scenario")
    }
  }

  @Test func aTextNoBatchRaisesSaysWhy() throws {
    let report = try #require(
      try Explain.explain(
        "Invalid update: invalid number of rows in section 0. Attempt to delete more rows than exist in section."
      ).report)
    #expect(report.verdict == .noScenario)
    #expect(report.source.isEmpty)
    guard case .failure(let error) = report.scenario else {
      Issue.record("a scenario was made")
      return
    }
    #expect(error.message.contains("negative row count"))
    #expect(
      report.paragraphs == [
        "The batch deletes or moves out more rows of section 0 than it had before the batch."
      ])
  }

  @Test func countsTooLargeForAScenarioAreRefused() throws {
    let report = try #require(
      try Explain.explain(
        "attempt to delete row 5000000 from section 0 which only contains 4000000 rows before the update"
      ).report)
    guard case .failure(let error) = report.scenario else {
      Issue.record("a scenario was made")
      return
    }
    #expect(error.message.contains("100000 rows"))
  }

  @Test func manyMovesBecomeALoopThatStillRaisesTheText() throws {
    let text = UIKitException.Reason.invalidRowCount(
      section: 1, after: 40, before: 30, inserted: 12, deleted: 15, movedIn: 14, movedOut: 11,
      .init(before: [], after: [], updates: [])
    ).message(on: .ios14)
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical)
    #expect(report.source.contains("for k in range(0, 14) {\n    move row 2:k to 1:(12 + k)\n  }"))
  }

  /// The scenario written passes `listsh test`: its directive pins the text it raises.
  @Test func theScenarioPassesListshTest() throws {
    let folder = try temporaryFolder("explain")
    defer { try? FileManager.default.removeItem(at: folder) }
    for text in [
      "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update",
      UIKitException.Reason.batchUpdatesDetected(
        .init(
          before: [30], after: [29],
          updates: [.deleteRow(ListIndexPath(0, 0)), .insertRow(ListIndexPath(0, 0))])),
    ] {
      let report = try #require(try Explain.explain(text).report)
      let path = folder.appendingPathComponent("crash.lsh").path
      try report.source.write(toFile: path, atomically: true, encoding: .utf8)
      try? FileManager.default.removeItem(atPath: folder.appendingPathComponent("crash.out").path)
      let gate = FileGate.inside(folder.path)
      let recorded = ScenarioCheck(update: true, inCI: false, platform: .ios15, gate: gate)
        .check("crash.lsh", shownAs: path)
      #expect(recorded.passed, "\(recorded)")
      let checked = ScenarioCheck(update: false, inCI: true, platform: .ios15, gate: gate)
        .check("crash.lsh", shownAs: path)
      #expect(checked.passed, "\(checked)")
    }
  }
}

/// A text's numbers at their extremes (NSNotFound, Int.min, a count past what a scenario
/// holds) never trap the scenario's making: every kind, every extreme in every place.
@Suite struct CrashScenarioExtremesTests {
  static let extremes = [
    0, 1, -1, Int.max, Int.min, Int.max - 1, CrashScenario.maxRows, CrashScenario.maxRows + 1,
    CrashScenario.maxSections, 1 << 40, ExceptionReading.largestCount + 1,
  ]

  @Test(arguments: UIKitException.Reason.Kind.allCases)
  func extremeNumbersAreRefusedNotTrapped(kind: UIKitException.Reason.Kind) {
    for place in 0..<UIKitException.Reason.maxSlots {
      for extreme in Self.extremes {
        var values = [3, 2, 1, 4, 0, 5, 6]
        values[place] = extreme
        let reason = UIKitException.Reason.make(kind, values)
        #expect(reason.numbers == Array(values.prefix(reason.numbers.count)))
        for view: ExceptionReading.View in [.table, .collection] {
          let reading = ExceptionReading(
            content: .reason(reason), name: nil, platforms: [.ios15], fidelity: .exact,
            view: view, setAside: [])
          // Made or refused: either way, no trap.
          _ = try? CrashScenario.make(for: reading)
        }
      }
    }
  }

  /// The whole of `explain` (reading, explanation, scenario, run) on each kind's text with
  /// NSNotFound or -1 in each place: explained or refused, never trapped.
  @Test(arguments: UIKitException.Reason.Kind.allCases)
  func extremeTextsAreExplainedOrRefused(kind: UIKitException.Reason.Kind) {
    for place in 0..<UIKitException.Reason.maxSlots {
      for extreme in [Int.max, -1] {
        var values = [3, 2, 1, 4, 0, 5, 6]
        values[place] = extreme
        let reason = UIKitException.Reason.make(kind, values)
        for view: ViewNoun in [.table, .collection] {
          for platform: Platform in [.ios12, .ios26] where kind.isRaised(on: platform, view: view) {
            _ = try? Explain.explain(reason.message(on: platform, view: view))
          }
        }
      }
    }
  }
}
