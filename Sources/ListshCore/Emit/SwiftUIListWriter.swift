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
  var shadow = DataSource<Value>()
  /// The current List's model, as the test names it.
  var model = "model"

  init(steps: [RecordedStep], scenario: String) {
    self.steps = steps
    self.scenario = scenario
  }

  /// One run-loop turn of the test: a top-level statement's, checked at its end.
  struct Turn {
    /// The turn's number in the test, which names its result.
    var number: Int
    /// The scenario line the check names (an included file's statements name the `include`).
    var location: String
    /// Whether the statement ends the running animation.
    var waits = false
    /// UIKit's text the model raised in it, if any.
    var raised: String?
    /// The Swift trap the model's SwiftUI rows hit in it, if any.
    var trap: String?
    /// Whether the statement scrolls the List (which the test does not do).
    var scrolls = false
  }

  /// The test method: the scenario's Lists, each in a window of its own, made and changed as
  /// the scenario made and changed them, until another kind of view, a List on another
  /// profile, or UIKit's exception.
  ///
  /// - Complexity: O(s + d) for s steps and d items in the recorded data.
  mutating func method() -> [String] {
    var body: [String] = []
    var platform: Platform?
    var lists = 0
    var depth = 0
    var turns = 0
    var line = 0
    var turn: Turn?
    // After a new `.id(…)`, the model records the new view and the data it reads, which SwiftUI
    // makes itself.
    var rebuilding = false
    /// Closes the transactions open where the test stops.
    func stop(_ why: [String]) {
      while depth > 0 {
        depth -= 1
        body.append(String(repeating: "  ", count: depth + 1) + "}")
      }
      body += why
    }
    stepping: for (k, step) in steps.enumerated() {
      let indent = String(repeating: "  ", count: depth + 1)
      switch step {
      case .statement(let number, let text, let included):
        if lists > 0, let ended = turn {
          body += turnEnd(ended)
          if ended.trap != nil {
            turn = nil
            break stepping
          }
          if ended.raised != nil {
            turn = nil
            stop([
              "  // UIKit's exception leaves the List's view in no defined state: the test ends",
              "  // where the model raised it.",
            ])
            break stepping
          }
        }
        if included == nil { line = number }
        turns += 1
        turn = Turn(number: turns, location: "\(scenario):\(line)")
        let name = included.map { SwiftEmitter.commentText(Files.fileName(of: $0)) + " " } ?? ""
        body.append("  // \(name)line \(number): \(SwiftEmitter.commentText(text.trimmed))")
      case .swiftUI(.list(let width, let height, let appearance, let profile)):
        guard platform == nil || platform == profile else {
          turn = nil
          stop(["  // a List on another profile here: this test covers the first's profile"])
          break stepping
        }
        platform = profile
        // A new List: a new view, with data of its own, and its `.id(…)` from the start.
        lists += 1
        model = lists == 1 ? "model" : "model\(lists)"
        let window = lists == 1 ? "window" : "window\(lists)"
        shadow = DataSource<Value>()
        body += ["  let \(model) = ListModel()"]
        if let id = Self.firstIdentity(steps, after: k) {
          body += ["  \(model).listID = \(SwiftEmitter.literal(id))"]
        }
        body += [
          "  let \(window) = UIWindow(frame: CGRect(x: 0, y: 0, width: \(SwiftEmitter.number(width)), height: \(SwiftEmitter.number(height))))",
          "  \(window).rootViewController = UIHostingController(",
          "    rootView: \(Self.listView(steps, after: k))(model: \(model), style: .\(Self.style(appearance))))",
          "  \(window).makeKeyAndVisible()",
        ]
      case .setData(let sections) where rebuilding:
        shadow.setSections(sections)
        rebuilding = false
      case .swiftUI(.identity(let value, let rebuilds)):
        rebuilding = rebuilds
        guard lists > 0 else { break }
        body.append(
          rebuilds
            ? indent
              + "\(model).listID = \(SwiftEmitter.literal(value))  // SwiftUI makes the List again"
            : indent + "// .id(\(SwiftEmitter.commentText(value))): set before the List was shown")
      case .setData(let sections):
        shadow.setSections(sections)
        if lists > 0 { body.append(indent + "\(model).sections = " + sectionsLiteral()) }
      case .editData(let edit):
        let code = editCode(edit)
        if lists > 0 { body += editLines(edit, code, indent: indent, inTransaction: depth > 0) }
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
      case .swiftUI(.background):
        guard lists > 0 else { break }
        turn = nil
        stop([
          "  // the scenario publishes a change off the main thread here (swiftui background),",
          "  // which this test's main-actor model cannot do in Swift 6: it covers the turns before",
        ])
        break stepping
      case .swiftUI(.duringUpdate):
        guard lists > 0 else { break }
        turn = nil
        stop([
          "  // the scenario writes the data during a view update here (swiftui duringupdate),",
          "  // which this test does not make: it covers the turns before",
        ])
        break stepping
      case .swiftUI(.trap(let text)): turn?.trap = text
      case .setOffset, .scrollToRow: turn?.scrolls = true
      case .raised(let text): if turn?.raised == nil { turn?.raised = text }
      case .newTable, .newCollection:
        if lists > 0, !rebuilding, !Self.makesAList(steps, after: k) {
          turn = nil
          stop(["  // the scenario makes another kind of view here: this test covers its Lists"])
          break stepping
        }
      default: break
      }
    }
    if lists > 0, let ended = turn { body += turnEnd(ended) }
    return Self.header(platform ?? .ios16) + body + ["}"]
  }

  /// The method's comment, its declaration, and the guard that skips the iOS versions whose
  /// List the model's expectations are not for: those of the List's profile, and before iOS 16
  /// only those that host a List in a table.
  static func header(_ platform: Platform) -> [String] {
    let versions = SwiftEmitter.versions(platform)
    let high = platform.hostsSwiftUIListInCollectionView ? versions.high : 1600
    let view = platform.hostsSwiftUIListInCollectionView ? "UICollectionView" : "UITableView"
    let words = high == 1600 ? "iOS \(versions.low / 100)" : versions.words
    return [
      "/// The scenario's List in SwiftUI: its data changed as the scenario changed it, and each",
      "/// turn's end checked against the model on \(platform.rawValue), the scenario's profile. The",
      "/// model's choices on how SwiftUI batches updates are what this test confirms or refutes.",
      "@MainActor func testSwiftUIList() throws {",
      "  let os = ProcessInfo.processInfo.operatingSystemVersion",
      "  let version = os.majorVersion * 100 + os.minorVersion",
      "  guard version >= \(versions.low)" + (high.map { ", version < \($0)" } ?? "") + " else {",
      "    throw XCTSkip(\"the model's List on \(platform.rawValue) is a \(view), as on \(words)\")",
      "  }",
    ]
  }

  /// An edit's lines in the test: a swipe's or a drop's handler in an animated transaction (the
  /// test cannot make the gesture), a lone removal in a `withAnimation` closure discarded (it
  /// would be the closure's result).
  func editLines(_ edit: DataEdit, _ code: [String], indent: String, inTransaction: Bool)
    -> [String]
  {
    switch edit {
    case .removeOffsets, .moveOffsets:
      let handler = { if case .removeOffsets = edit { "onDelete" } else { "onMove" } }()
      return [
        indent
          + "// \(handler)'s handler, animated as the gesture's (the test cannot make the gesture)",
        indent + "withAnimation {",
      ] + code.map { indent + "  " + $0 } + [indent + "}"]
    case .remove, .removeSection:
      let discard = inTransaction && code.count == 1 && code[0].contains(".remove(at:")
      return code.map { indent + (discard ? "_ = " : "") + $0 }
    case .insert, .move, .set, .insertSection, .moveSection:
      return code.map { indent + $0 }
    }
  }

  /// The `.id(…)` a List made at step `k` has from the start: its first `swiftui id`, when no
  /// other List is made before it.
  static func firstIdentity(_ steps: [RecordedStep], after k: Int) -> String? {
    for step in steps[(k + 1)...] {
      switch step {
      case .swiftUI(.identity(let value, _)): return value
      case .swiftUI(.list), .newTable, .newCollection: return nil
      default: continue
      }
    }
    return nil
  }

  /// The view of the List made at step `k`, as its `ForEach` identifies its rows
  /// (`swiftui foreach …` before another List).
  static func listView(_ steps: [RecordedStep], after k: Int) -> String {
    var word = ForEachWord.identities
    loop: for step in steps[(k + 1)...] {
      switch step {
      case .swiftUI(.forEach(let w)): word = w
      case .swiftUI(.list), .newTable, .newCollection: break loop
      default: continue
      }
    }
    switch word {
    case .identities: return "ScenarioList"
    case .indices: return "ScenarioIndexList"
    case .range: return "ScenarioRangeList"
    }
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
  private func turnEnd(_ turn: Turn) -> [String] {
    let location = SwiftEmitter.literal(turn.location)
    let name = "raised\(turn.number)"
    if let trap = turn.trap, turn.scrolls {
      // The rows that trap come on screen by a scroll, which the test does not make.
      return [
        "  // the model's rows trap here (Swift's \(SwiftEmitter.commentText(trap))) when this",
        "  // scroll brings a row the data lost on screen; this test does not scroll its List, so",
        "  // it checks nothing from here",
      ]
    }
    if let text = turn.raised, turn.scrolls {
      // The proxy's or the user's scroll raises in the model; the test makes neither.
      return [
        "  // the model raises UIKit's text at the end of this turn, when its scroll reaches the",
        "  // List (\(SwiftEmitter.commentText(text))); this test does not scroll its List, so it",
        "  // checks nothing from here",
      ]
    }
    if let trap = turn.trap {
      // A Swift trap is not an exception: nothing catches it, and the process stops.
      return [
        "  // the model's rows trap at the end of this turn: Swift's",
        "  // \(SwiftEmitter.commentText(trap)), which stops the test process: a crash here, at",
        "  // \(SwiftEmitter.commentText(turn.location)), confirms the model; the test passing refutes it",
        "  _ = turn(seconds: \(turn.waits ? "1" : "0.01"))",
        "  XCTFail(\(SwiftEmitter.literal("the model expects Swift's \(trap) here")))",
      ]
    }
    var lines =
      turn.waits
      ? [
        "  // the running animation ends (SwiftUI's default animation lasts under a second), and",
        "  // SwiftUI performs the update that waited for it, if one did",
        "  let \(name) = turn(seconds: 1)",
      ] : ["  let \(name) = turn()"]
    guard let text = turn.raised else {
      return lines + ["  XCTAssertNil(\(name), \(location))"]
    }
    lines += ["  XCTAssertEqual(", "    \(name),"]
    var expected = SwiftLines.multilineLiteral(text, indent: "    ", width: SwiftLines.width - 10)
    expected[expected.count - 1] += ","
    return lines + expected + ["    \(location))"]
  }
}
