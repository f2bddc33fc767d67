import Foundation
import HeadlessUIKit
import ListScriptUIKit
import TestSupport
import Testing

/// An app's sectioned data source: titles per section.
@MainActor final class SectionsDataSource: UITableViewDataSource {
  var sections: [[String]]

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }
}

/// One step of an app: a change of its model, or a call on the table.
///
/// Each is a run-loop turn.
enum AppStep: CustomStringConvertible {
  case data([[String]])
  case reload, begin, end
  case insertRows([IndexPath])
  case deleteRows([IndexPath])
  case reloadRows([IndexPath])
  case moveRow(IndexPath, IndexPath)
  case insertSections([Int])
  case deleteSections([Int])
  case scroll(Double)
  /// `performBatchUpdates` around steps (a collection view's batch).
  case batch([AppStep])

  /// The step as a ListScript statement.
  var description: String { statement(collection: false) }

  /// The step as a ListScript statement, for a table or a collection view.
  func statement(collection: Bool) -> String {
    let rows = collection ? "items" : "rows"
    let row = collection ? "item" : "row"
    func paths(_ ps: [IndexPath]) -> String {
      ps.map { "\($0.section):\($0.row)" }.joined(separator: ", ")
    }
    func items(_ s: [[String]]) -> String {
      "["
        + s.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        .joined(separator: ", ") + "]"
    }
    switch self {
    case .data(let s): return "data sections \(items(s))"
    case .reload: return "reload"
    case .begin: return "begin"
    case .end: return "end"
    case .insertRows(let p): return "insert \(rows) \(paths(p))"
    case .deleteRows(let p): return "delete \(rows) \(paths(p))"
    case .reloadRows(let p): return "reload \(rows) \(paths(p))"
    case .moveRow(let a, let b): return "move \(row) \(paths([a])) to \(paths([b]))"
    case .insertSections(let s):
      return "insert sections " + s.map(String.init).joined(separator: ", ")
    case .deleteSections(let s):
      return "delete sections " + s.map(String.init).joined(separator: ", ")
    case .scroll(let y): return "scroll to \(Int(y))"
    case .batch(let steps):
      return "batch {\n"
        + steps.map { "  " + $0.statement(collection: collection) }
        .joined(separator: "\n") + "\n}"
    }
  }

  /// The step made by app code.
  @MainActor func perform(on table: UITableView, _ source: SectionsDataSource) {
    switch self {
    case .data(let s): source.sections = s
    case .reload: table.reloadData()
    case .begin: table.beginUpdates()
    case .end: table.endUpdates()
    case .insertRows(let p): table.insertRows(at: p, with: .automatic)
    case .deleteRows(let p): table.deleteRows(at: p, with: .automatic)
    case .reloadRows(let p): table.reloadRows(at: p, with: .automatic)
    case .moveRow(let a, let b): table.moveRow(at: a, to: b)
    case .insertSections(let s): table.insertSections(IndexSet(s), with: .automatic)
    case .deleteSections(let s): table.deleteSections(IndexSet(s), with: .automatic)
    case .scroll(let y): table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    case .batch(let steps):
      table.performBatchUpdates { for step in steps { step.perform(on: table, source) } }
    }
  }

  /// The step made by app code on a collection view.
  @MainActor func perform(on view: UICollectionView, _ source: ItemsDataSource) {
    switch self {
    case .data(let s): source.sections = s
    case .reload: view.reloadData()
    case .begin, .end: break
    case .insertRows(let p): view.insertItems(at: p)
    case .deleteRows(let p): view.deleteItems(at: p)
    case .reloadRows(let p): view.reloadItems(at: p)
    case .moveRow(let a, let b): view.moveItem(at: a, to: b)
    case .insertSections(let s): view.insertSections(IndexSet(s))
    case .deleteSections(let s): view.deleteSections(IndexSet(s))
    case .scroll(let y): view.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    case .batch(let steps):
      view.performBatchUpdates { for step in steps { step.perform(on: view, source) } }
    }
  }
}

/// Random app steps: model changes (some told, some not), the calls that tell them (some
/// right, some wrong), batches, reloads and scrolls.
struct StepGenerator {
  var random: TestRandom
  var sections: [[String]] = [["a0", "a1", "a2"], ["b0", "b1"]]
  var made = 0
  var depth = 0
  /// Batches as `performBatchUpdates` blocks (a collection view's), not begin and end.
  var blocks = false

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  mutating func path(extra: Int) -> IndexPath {
    let s = int(0...max(0, sections.count - 1))
    let count = sections.indices.contains(s) ? sections[s].count : 0
    return IndexPath(row: int(0...max(0, count - 1 + extra)), section: s)
  }

  /// Steps decided together: a model change and the call that tells it.
  var pending: [AppStep] = []

  mutating func next() -> AppStep {
    if !pending.isEmpty { return pending.removeFirst() }
    switch int(0...20) {
    case 0...11:
      // A model change told to the table, as app code tells it.
      made += 1
      if !sections.isEmpty, int(0...7) == 0 {
        let s = int(0...sections.count - 1)
        sections.remove(at: s)
        pending = [.deleteSections([s])]
      } else if sections.isEmpty || int(0...7) == 0 {
        let s = int(0...sections.count)
        sections.insert(["n\(made)"], at: s)
        pending = [.insertSections([s])]
      } else {
        let s = int(0...sections.count - 1)
        if sections[s].isEmpty || int(0...1) == 0 {
          let r = int(0...sections[s].count)
          sections[s].insert("n\(made)", at: r)
          pending = [.insertRows([IndexPath(row: r, section: s)])]
        } else {
          let r = int(0...sections[s].count - 1)
          sections[s].remove(at: r)
          pending = [.deleteRows([IndexPath(row: r, section: s)])]
        }
      }
      return .data(sections)
    case 12:
      // A model change nobody tells.
      made += 1
      if sections.isEmpty { sections.append([]) }
      let s = int(0...sections.count - 1)
      sections[s].insert("n\(made)", at: int(0...sections[s].count))
      return .data(sections)
    case 13 where blocks:
      // One to three told changes, or anything, inside one batch.
      var inner: [AppStep] = []
      for _ in 0..<int(1...3) {
        var step = next()
        while case .batch = step { step = next() }
        inner.append(step)
        inner += pending
        pending = []
      }
      return .batch(inner)
    case 13:
      depth += 1
      return .begin
    case 14:
      guard depth > 0 else { return .reload }
      depth -= 1
      return .end
    case 15: return .reloadRows([path(extra: 0)])
    case 16, 17: return .scroll(Double(int(0...6) * 40))
    case 18: return .reload
    case 19: return .moveRow(path(extra: 0), path(extra: 0))
    default: return .insertRows([path(extra: 1)])
    }
  }
}

@MainActor struct CrossCheckTests {
  static let profiles: [UIKitProfile] = [.ios15, .ios16, .ios17, .ios18, .ios26]

  /// The same random app steps through the API and through the language end the same way on
  /// every profile: the same exception text, or the same sections, rows, visible rows and
  /// offset.
  @Test(arguments: 0..<60) func randomStepsAgreeWithTheLanguage(seed: Int) {
    print("CrossCheckTests seed \(seed)")
    _ = Self.check(seed: seed)
  }

  /// The random steps are no easy case: some raise and some commit, on every profile.
  @Test func theStepsBothRaiseAndCommit() {
    let outcomes = (0..<60).map { Self.check(seed: $0) }
    let raised = outcomes.reduce(0) { $0 + $1.raised }
    let committed = outcomes.reduce(0) { $0 + $1.committed }
    print("CrossCheckTests: raised \(raised), committed \(committed)")
    #expect(raised >= 50 && committed >= 50, "raised \(raised), committed \(committed)")
  }

  /// Runs seed `seed`'s steps both ways on every profile; how many runs raised and committed.
  static func check(seed: Int) -> (raised: Int, committed: Int) {
    var outcome = (raised: 0, committed: 0)
    var generator = StepGenerator(random: TestRandom(seed: UInt64(seed)))
    let start = generator.sections
    // Every batch the steps open is closed: the language refuses a script that ends in one.
    let steps =
      (0..<10).map { _ in generator.next() } + generator.pending
      + Array(repeating: .end, count: generator.depth)
    for profile in Self.profiles {
      var api: String?
      var state = ""
      do {
        try Headless.run(on: profile) {
          let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
          table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
          let source = SectionsDataSource(start)
          table.dataSource = source
          Headless.endTurn()
          for step in steps {
            step.perform(on: table, source)
            Headless.endTurn()
          }
          let visible = (table.indexPathsForVisibleRows ?? []).map { "\($0.section):\($0.row)" }
          state = [
            "[" + visible.joined(separator: ", ") + "]", "\(table.numberOfSections)",
            "\(Double(table.contentOffset.y))",
          ].joined(separator: "\n")
        }
      } catch {
        api = "\(error)"
      }
      let script =
        ["platform \(profile.rawValue)", "table", AppStep.data(start).description]
        + steps.map(\.description) + ["print visibleRows", "print sections", "print offset"]
      let reference = LanguageReference.run(script.joined(separator: "\n"), on: profile)
      let context = "seed \(seed) on \(profile.rawValue):\n" + script.joined(separator: "\n")
      #expect(api == reference.error, "\(context)")
      if api == nil { outcome.committed += 1 } else { outcome.raised += 1 }
      if api == nil, reference.error == nil {
        #expect(state + "\n" == reference.output, "\(context)")
      }
    }
    return outcome
  }
}
