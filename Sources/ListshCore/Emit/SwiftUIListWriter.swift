import HeadlessUIKit
import ListDiff
import ListScript

/// The SwiftUI half of a List scenario's emitted test: the List itself, in SwiftUI, fed by an
/// `ObservableObject` the test changes as the scenario changed its data (inside `withAnimation`
/// where the scenario wrote `swiftui animated`), with each run-loop turn's end checked for the
/// exception the model raised there.
///
/// The UIKit half (`EmitWriter`) makes the batches the model's coordinator made on a
/// `UICollectionView` of its own; this test lets SwiftUI make its own, so that a device shows
/// whether SwiftUI coalesces, queues or replaces updates as the model's choices say
/// (`docs/chapters/10-swiftui-lists.md`, "A device experiment").
struct SwiftUIListWriter {
  /// The scenario's steps on its own profile.
  let steps: [RecordedStep]
  /// The scenario's file name, for the checks' messages.
  let scenario: String
  /// The data as the steps leave it, for rewriting sections identified by position.
  private var shadow = DataSource<Value>()
  /// The current List's model, as the test names it.
  private var model = "model"

  init(steps: [RecordedStep], scenario: String) {
    self.steps = steps
    self.scenario = scenario
  }

  /// The declarations the test's class holds: the List's data, and the List.
  func declarations() -> [String] {
    return [
      "/// The List's data: what the scenario's `data …` lines change.",
      "@MainActor final class ListModel: ObservableObject {",
      "  @Published var sections: [ListSection] = []",
      "  /// The List's `.id(…)`: a new value makes SwiftUI make the List again.",
      "  @Published var listID = \"\"",
      "}",
      "",
      "/// A section of the List: its identity (its position, for a section without one, as the",
      "/// model's is) and its rows.",
      "struct ListSection: Identifiable {",
      "  var id: String",
      "  var rows: [ListRow]",
      "}",
      "",
      "/// A row of the List: its identity (`ForEach`'s ID) and what its cell shows.",
      "struct ListRow: Identifiable {",
      "  var id: String",
      "  var text: String",
      "}",
      "",
      "/// The scenario's List: a `ForEach` of rows in each section, in a list style.",
      "struct ScenarioList<Style: ListStyle>: View {",
      "  @ObservedObject var model: ListModel",
      "  let style: Style",
      "",
      "  var body: some View {",
      "    List {",
      "      ForEach(model.sections) { section in",
      "        Section {",
      "          ForEach(section.rows) { row in Text(row.text) }",
      "        }",
      "      }",
      "    }",
      "    .listStyle(style)",
      "    .id(model.listID)",
      "  }",
      "}",
      "",
      "/// One run-loop turn (or `seconds` of turns): SwiftUI updates the List at its end, and",
      "/// UIKit's exception, if it raises one, is caught and written as ListScript writes it.",
      "@MainActor private func turn(seconds: Double = 0.01) -> String? {",
      "  uikitText(LSCatchException { RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds)) })",
      "}",
      "",
    ]
  }

  /// The test method: the scenario's Lists, each in a window of its own, made and changed as
  /// the scenario made and changed them, until another kind of view or UIKit's exception.
  ///
  /// - Complexity: O(s + d) for s steps and d items in the recorded data.
  mutating func method(platform: Platform) -> [String] {
    // Before iOS 16 a List is a table view, whose texts the model's expectations are then.
    let guardVersion =
      platform.hostsSwiftUIListInCollectionView
      ? [
        "  guard ProcessInfo.processInfo.operatingSystemVersion.majorVersion >= 16 else {",
        "    throw XCTSkip(\"a List is a UICollectionView from iOS 16, which the model's expectations on \(platform.rawValue) are for\")",
        "  }",
      ]
      : [
        "  guard ProcessInfo.processInfo.operatingSystemVersion.majorVersion < 16 else {",
        "    throw XCTSkip(\"a List is a UITableView before iOS 16, which the model's expectations on \(platform.rawValue) are for\")",
        "  }",
      ]
    let lines =
      [
        "/// The scenario's List in SwiftUI: its data changed as the scenario changed it, and each",
        "/// turn's end checked against the model on \(platform.rawValue), the scenario's profile. The",
        "/// model's choices on how SwiftUI batches updates are what this test confirms or refutes.",
        "@MainActor func testSwiftUIList() throws {",
      ] + guardVersion
    var body: [String] = []
    var lists = 0
    var depth = 0
    var turn: (line: Int, waits: Bool, raised: String?)?
    // After a new `.id(…)`, the model records the new collection view and the data it reads,
    // which SwiftUI makes itself.
    var rebuilding = false
    stepping: for (k, step) in steps.enumerated() {
      let indent = String(repeating: "  ", count: depth + 1)
      switch step {
      case .statement(let number, let text, let included):
        if lists > 0, let ended = turn {
          body += turnEnd(ended)
          if ended.raised != nil {
            body += [
              "  // UIKit's exception leaves the List's collection view in no defined state: the",
              "  // test ends where the model raised it.",
            ]
            turn = nil
            break stepping
          }
        }
        turn = (number, false, nil)
        let name = included.map { SwiftEmitter.commentText(Files.fileName(of: $0)) + " " } ?? ""
        body.append("  // \(name)line \(number): \(SwiftEmitter.commentText(text.trimmed))")
      case .swiftUI(.list(let width, let height, let appearance)):
        // A new List: a new view, with data of its own.
        lists += 1
        model = lists == 1 ? "model" : "model\(lists)"
        let window = lists == 1 ? "window" : "window\(lists)"
        shadow = DataSource<Value>()
        body += [
          "  let \(model) = ListModel()",
          "  let \(window) = UIWindow(frame: CGRect(x: 0, y: 0, width: \(SwiftEmitter.number(width)), height: \(SwiftEmitter.number(height))))",
          "  \(window).rootViewController = UIHostingController(",
          "    rootView: ScenarioList(model: \(model), style: .\(Self.style(appearance))))",
          "  \(window).makeKeyAndVisible()",
        ]
      case .setData(let sections) where rebuilding:
        shadow.setSections(sections)
        rebuilding = false
      case .swiftUI(.identity(let value, let rebuilds)):
        if lists > 0 {
          body.append(indent + "\(model).listID = \(SwiftEmitter.literal(value))")
          if rebuilds { body.append(indent + "// a new identity: SwiftUI makes the List again") }
        }
        rebuilding = rebuilds
      case .setData(let sections):
        shadow.setSections(sections)
        if lists > 0 { body.append(indent + "\(model).sections = " + sectionsLiteral()) }
      case .editData(let edit):
        // In a `withAnimation` closure a lone `remove(at:)` would be its result.
        let discard = depth > 0 && { if case .remove = edit { true } else { false } }()
        let code = editCode(edit).map { discard ? "_ = " + $0 : $0 }
        guard lists > 0 else { break }
        switch edit {
        case .removeOffsets, .moveOffsets:
          // A swipe's or a drop's handler: the test cannot swipe or drag, so it makes the
          // handler's edit in an animated transaction, as the model does.
          let handler = { if case .removeOffsets = edit { "onDelete" } else { "onMove" } }()
          body +=
            [
              indent
                + "// \(handler)'s handler, animated as the gesture's (the test cannot make the gesture)",
              indent + "withAnimation {",
            ] + code.map { indent + "  " + $0 } + [indent + "}"]
        case .insert, .remove, .move, .set, .insertSection, .removeSection, .moveSection:
          body += code.map { indent + $0 }
        }
      case .swiftUI(.transactionOpened):
        if lists > 0 {
          body.append(indent + "withAnimation {")
          depth += 1
        }
      case .swiftUI(.transactionClosed):
        if lists > 0, depth > 0 {
          depth -= 1
          body.append(String(repeating: "  ", count: depth + 1) + "}")
        }
      case .swiftUI(.animationEnd): turn?.waits = true
      case .raised(let text): if turn?.raised == nil { turn?.raised = text }
      case .newTable, .newCollection:
        if lists > 0, !rebuilding, !Self.makesAList(steps, after: k) {
          body.append(
            "  // the scenario makes another kind of view here: this test covers its Lists")
          turn = nil
          break stepping
        }
      default: break
      }
    }
    if lists > 0, let ended = turn { body += turnEnd(ended) }
    return lines + body + ["}"]
  }

  /// Whether the view made at step `k` is a SwiftUI List (its step follows in the statement).
  static func makesAList(_ steps: [RecordedStep], after k: Int) -> Bool {
    for step in steps[(k + 1)...] {
      switch step {
      case .swiftUI(.list): return true
      case .statement: return false
      default: continue
      }
    }
    return false
  }

  /// The end of a statement's run-loop turn, checked.
  private func turnEnd(_ turn: (line: Int, waits: Bool, raised: String?)) -> [String] {
    let location = SwiftEmitter.literal("\(scenario):\(turn.line)")
    var lines =
      turn.waits
      ? [
        "  // the running animation ends (SwiftUI's default animation lasts under a second), and",
        "  // SwiftUI performs the update that waited for it, if one did",
        "  let raised\(turn.line) = turn(seconds: 1)",
      ] : ["  let raised\(turn.line) = turn()"]
    guard let text = turn.raised else {
      return lines + ["  XCTAssertNil(raised\(turn.line), \(location))"]
    }
    lines += ["  XCTAssertEqual(", "    raised\(turn.line),"]
    var expected = SwiftLines.multilineLiteral(text, indent: "    ", width: SwiftLines.width - 10)
    expected[expected.count - 1] += ","
    return lines + expected + ["    \(location))"]
  }

  /// The List style for a list appearance (SwiftUI has no plain sidebar: `.sidebar`).
  static func style(_ appearance: ListAppearance) -> String {
    switch appearance {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "insetGrouped"
    case .sidebar, .sidebarPlain: "sidebar"
    }
  }

  /// An edit of the List's data, as the app would write it on its model; the shadow data
  /// follows it.
  private mutating func editCode(_ edit: DataEdit) -> [String] {
    // Sections identified by their position are numbered again after a section edit.
    let identified =
      shadow.snapshot.allSatisfy { $0.info != nil }
      && { if case .insertSection(_, let new) = edit { new.info != nil } else { true } }()
    apply(edit)
    switch edit {
    case .insert(let item, let p):
      return ["\(model).sections[\(p.section)].rows.insert(\(row(item)), at: \(p.row))"]
    case .remove(let paths):
      return paths.map { "\(model).sections[\($0.section)].rows.remove(at: \($0.row))" }
    case .move(let a, let b):
      return [
        "do {", "  let row = \(model).sections[\(a.section)].rows.remove(at: \(a.row))",
        "  \(model).sections[\(b.section)].rows.insert(row, at: \(b.row))", "}",
      ]
    case .set(let p, let item):
      return ["\(model).sections[\(p.section)].rows[\(p.row)] = \(row(item))"]
    case .insertSection(let s, let section) where identified:
      return ["\(model).sections.insert(\(sectionLiteral(section, position: s)), at: \(s))"]
    case .removeSection(let s) where identified:
      return ["\(model).sections.remove(at: \(s))"]
    case .moveSection(let a, let b) where identified:
      return [
        "do {", "  let section = \(model).sections.remove(at: \(a))",
        "  \(model).sections.insert(section, at: \(b))", "}",
      ]
    case .insertSection, .removeSection, .moveSection:
      // Sections identified by their position: the data as it now stands, numbered again.
      return ["\(model).sections = " + sectionsLiteral()]
    case .removeOffsets(let s, let offsets):
      return ["\(model).sections[\(s)].rows.remove(atOffsets: IndexSet(\(offsets)))"]
    case .moveOffsets(let s, let offsets, let to):
      return [
        "\(model).sections[\(s)].rows.move(fromOffsets: IndexSet(\(offsets)), toOffset: \(to))"
      ]
    }
  }

  /// `edit` made on the shadow data (an edit the model refused is not recorded).
  private mutating func apply(_ edit: DataEdit) {
    switch edit {
    case .insert(let item, let p): try? shadow.insert(item, at: p)
    case .remove(let paths): try? shadow.remove(at: paths)
    case .move(let a, let b): try? shadow.move(from: a, to: b)
    case .set(let p, let item): try? shadow.set(p, to: item)
    case .insertSection(let s, let section):
      try? shadow.insertSection(s, items: section.items, info: section.info)
    case .removeSection(let s): try? shadow.removeSection(s)
    case .moveSection(let a, let b): try? shadow.moveSection(a, to: b)
    case .removeOffsets(let s, let offsets): try? shadow.remove(atOffsets: offsets, inSection: s)
    case .moveOffsets(let s, let offsets, let to):
      try? shadow.move(fromOffsets: offsets, toOffset: to, inSection: s)
    }
  }

  /// The shadow data as a Swift array of sections.
  private func sectionsLiteral() -> String {
    "["
      + shadow.snapshot.enumerated().map { sectionLiteral($1, position: $0) }.joined(
        separator: ", ") + "]"
  }

  /// A section: its identity (its info's, or its position) and its rows.
  private func sectionLiteral(_ section: SectionSnapshot<Value>, position: Int) -> String {
    let id = section.info.map { $0.identity.identifierText } ?? String(position)
    return "ListSection(id: \(SwiftEmitter.literal(id)), rows: ["
      + section.items.map(row).joined(separator: ", ") + "])"
  }

  /// A row: its identity and what its cell shows.
  private func row(_ item: Value) -> String {
    "ListRow(id: \(SwiftEmitter.literal(item.identity.identifierText)), text: \(SwiftEmitter.literal(item.displayText)))"
  }
}
