import HeadlessUIKit
import ListDiff
import ListScript

/// Writes the body of an emitted test: the steps as a tree (an `expect error` block, and the
/// last statement of a run that UIKit's exception stopped, hold the steps they catch), then
/// each step as the code an app and its test would write, on the view of the moment.
struct EmitWriter {
  /// A step, or a group of steps the test runs through the exception catcher.
  indirect enum Node {
    case step(RecordedStep)
    /// `expect error`: the text expected, UIKit's text when the model raised one, the steps.
    case expectError(String, raised: String?, [Node])
    /// The steps of the statement that raised UIKit's exception and stopped the run.
    case raising(String, [Node])
    /// `expect error` on a profile the scenario was not written for, where the model raises
    /// nothing: the text the scenario expects, the steps.
    case raisesNothing(String, [Node])
  }

  let steps: [RecordedStep]
  let scenario: String
  var features: EmitFeatures
  /// Which view the steps act on, and what feeds it.
  var collection = false
  /// The current collection view's layout, when the steps act on one.
  var collectionLayout: CollectionLayout?
  var diffable = false
  /// Whether the test set the view's `dataSource` to nil (`provider gone`): the next provider
  /// sets it back.
  var dataSourceCleared = false
  /// How many views have been made, of each kind, and diffable data sources.
  var tablesMade = 0
  var collectionsMade = 0
  var tableSourcesMade = 0
  var collectionSourcesMade = 0
  var windowMade = false
  /// Whether the view of the moment is in the window (`window off` takes it out).
  var inWindow = true
  var sourceMade = false
  var latestMade = false
  var anchored = false
  /// The view's `contentInset` and safe area as the scenario set them (top, bottom).
  var contentInset = (top: 0.0, bottom: 0.0)
  var safeArea = (top: 0.0, bottom: 0.0)
  /// The scenario line of the statement being written.
  var line = 0
  /// The indentation of open `performBatchUpdates` closures, in steps of two spaces.
  var closures = 0
  /// Open batches (`beginUpdates` and `performBatchUpdates`).
  var depth = 0
  /// Whether `feed`, the app's fetched-results delegate, is declared; the places the store's
  /// objects have.
  var feedMade = false
  /// The consumer a `fetched consumer` before any view chose, for the delegate to take.
  var pendingConsumer: String?
  var places = FetchedPlaces()
  /// How many exception catchers the code being written is inside.
  var catching = 0
  /// Whether code was written since the last run-loop turn ended (`turnEnd`), for a view with a
  /// data source as the model has one: before its first data (or its diffable data source) the
  /// model's turn ends lay nothing out, and UIKit's first layout pass would read the counts of
  /// the test's `Source`, set at the view's making, too early.
  var turnPending = false
  /// Whether the view of the moment has its data source as the model has it.
  var hasData = false
  /// The UIKit the test runs against.
  let target: SwiftEmitter.Target
  /// For a headless test, UIKit's exception the run ends in and the scenario's line that
  /// raised it: the run throws it, and the test expects it there.
  var headlessRaise: (text: String, location: String)?
  /// The scenario line of an exception raised by steps that write no code, which the test
  /// therefore cannot raise.
  var silentRaise: Int?

  init(
    steps: [RecordedStep], scenario: String, target: SwiftEmitter.Target = .uikit,
    traces: Bool = false
  ) {
    self.steps = steps
    self.scenario = scenario
    self.target = target
    features = EmitFeatures(steps)
    features.target = target
    features.traces = traces
  }

  /// The test method's body.
  mutating func body() -> [String] {
    let lines = write(Self.tree(steps))
    // The last statement's turn ends too, laying the view out as the model did. A headless
    // run lays out at its end by itself.
    switch target {
    case .uikit: return lines + turnEnd()
    case .headless: return lines
    }
  }

  /// The steps as nodes: `expect error` blocks nested, and the last statement's steps grouped
  /// when a `raised` step ends the run outside any block.
  static func tree(_ steps: [RecordedStep]) -> [Node] {
    var stack: [(expected: String, raised: String?, nothing: Bool, nodes: [Node])] = [
      ("", nil, false, [])
    ]
    for step in steps {
      if case .expectErrorBegin(let text) = step {
        stack.append((text, nil, false, []))
      } else if case .expectErrorEnd = step, stack.count > 1 {
        let block = stack.removeLast()
        stack[stack.count - 1].nodes.append(
          block.nothing
            ? .raisesNothing(block.expected, block.nodes)
            : .expectError(block.expected, raised: block.raised, block.nodes))
      } else if case .nothingRaised = step, stack.count > 1 {
        stack[stack.count - 1].nothing = true
      } else if case .raised(let text) = step, stack.count > 1 {
        stack[stack.count - 1].raised = text
      } else if case .raised(let text) = step {
        // The run stops here: the steps since the statement began raised the exception.
        var top = stack[0].nodes
        let start =
          top.lastIndex { if case .step(.statement) = $0 { true } else { false } }
          .map { $0 + 1 } ?? 0
        let raising = Array(top[start...])
        top.removeSubrange(start...)
        top.append(.raising(text, raising))
        stack[0].nodes = top
      } else {
        stack[stack.count - 1].nodes.append(.step(step))
      }
    }
    return stack[0].nodes
  }

  /// The code of `nodes`, in order.
  mutating func write(_ nodes: [Node]) -> [String] {
    var lines: [String] = []
    for node in nodes {
      switch node {
      case .step(.fetchedChange(_, _, let byHand, _)) where !features.fetched:
        lines += write(byHand.map(Node.step))
      case .step(let step):
        if step.roles.batch == .closes { depth = max(0, depth - 1) }
        if case .batchClosed = step { closures = max(0, closures - (collection ? 2 : 1)) }
        let code = self.code(step)
        lines += code.map { String(repeating: "  ", count: closures) + $0 }
        switch step {
        case .newTable, .newCollection: hasData = false
        case .setData, .fetch, .diffable, .applySnapshot, .applySectionSnapshot: hasData = true
        default: break
        }
        // A statement's comment, and a check's reading, give the layout nothing to do.
        if hasData, !Self.leavesTheViewAsItWas(step),
          code.contains(where: { !$0.trimmed.hasPrefix("//") })
        {
          turnPending = true
        }
        if step.roles.batch == .opens { depth += 1 }
        if case .batchOpened = step { closures += collection ? 2 : 1 }
      case .expectError(let expected, let raised, let body):
        lines += expectError(expected, raised: raised, body)
        turnPending = true
      case .raising(let text, let body):
        lines += catching(
          text, body, intro: "UIKit raises its exception here, as the scenario did:")
        // The run ended there: no layout pass follows.
        turnPending = false
      case .raisesNothing(let expected, let body):
        lines += raisingNothing(expected, body)
        turnPending = true
      }
    }
    return lines
  }

  /// An `expect error` block: its steps run through the catcher and UIKit's text compared, or,
  /// when the model's error is not an exception of UIKit's, the steps as comments.
  mutating func expectError(_ expected: String, raised: String?, _ body: [Node]) -> [String] {
    guard let raised else {
      let inner = write(body).map { $0.hasPrefix("//") ? $0 : "// " + $0 }
      return [
        "// expect error \(SwiftEmitter.literal(expected)): an error of the scenario's own (not one of",
        "// UIKit's exceptions), from these steps:",
      ] + inner + ["// (end of expect error)"]
    }
    return catching(raised, body, intro: "expect error \(SwiftEmitter.literal(expected)):")
  }

  /// Steps run through `LSCatchException`, then UIKit's text compared with the model's.
  mutating func catching(_ text: String, _ body: [Node], intro: String) -> [String] {
    features.raises = true
    // Making a view or a data source raises nothing, and what the closure declares would not
    // outlive it: those steps run before the catcher.
    let makes = body.filter(Self.makesSomething)
    var lines = write(makes)
    let open = closures
    catching += 1
    var inner = write(body.filter { !Self.makesSomething($0) })
    catching -= 1
    // A batch whose call raised never recorded its end: its closure still closes here.
    while closures > open {
      closures = max(open, closures - (collection ? 2 : 1))
      depth = max(0, depth - 1)
      inner += code(.batchClosed).map { String(repeating: "  ", count: closures) + $0 }
    }
    if !inner.contains(where: { !$0.trimmed.isEmpty && !$0.trimmed.hasPrefix("//") }) {
      silentRaise = silentRaise ?? line
    }
    switch target {
    case .uikit: break
    case .headless:
      // The view records UIKit's exception and ends, as after a crash; the run throws it at its
      // end (`EmitRun` emits headless only a scenario whose first exception ends it).
      headlessRaise = (text, location)
      let said = intro.hasSuffix(":") ? String(intro.dropLast()) : intro
      return lines + ["// " + said + "; the run throws it at its end:"] + inner
    }
    lines += ["// " + intro, "do {", "  let exception = LSCatchException {"]
    lines += inner.map { "    " + $0 }
    if features.fetched, Self.savesFetched(body) {
      // Core Data catches what its delegate raises: the delegate kept it.
      lines += ["  } ?? feed.exception", "  feed.exception = nil"]
    } else {
      lines += ["  }"]
    }
    lines += ["  let text = uikitText(exception)"]
    if features.traces { lines.append("  trace(\"  raised: \\(text ?? \"nothing\")\")") }
    lines += ["  XCTAssertEqual(", "    text,"]
    // Broken for the test body's indentation and a batch closure's around it.
    var expected = SwiftLines.multilineLiteral(text, indent: "    ", width: SwiftLines.width - 10)
    expected[expected.count - 1] += ","
    lines += expected
    return lines + ["    \(SwiftEmitter.literal(location)))", "}"]
  }

  /// An `expect error` block where the model raises nothing on the profile being written: its
  /// steps run through the catcher, and the test expects no exception.
  mutating func raisingNothing(_ expected: String, _ body: [Node]) -> [String] {
    let intro =
      "on this profile the model raises nothing here (the scenario's expect error "
      + SwiftEmitter.literal(expected) + ")"
    switch target {
    case .uikit: break
    case .headless:
      return ["// " + intro] + write(body)
    }
    features.raises = true
    var lines = write(body.filter(Self.makesSomething))
    lines += ["// " + intro, "do {", "  let exception = LSCatchException {"]
    catching += 1
    lines += write(body.filter { !Self.makesSomething($0) }).map { "    " + $0 }
    catching -= 1
    lines.append("  }")
    if features.traces {
      lines.append("  trace(\"  raised: \\(uikitText(exception) ?? \"nothing\")\")")
    }
    return lines + ["  XCTAssertNil(uikitText(exception), \(SwiftEmitter.literal(location)))", "}"]
  }

  /// Whether the nodes save a fetched-results change, whose delegate catches the exception.
  static func savesFetched(_ nodes: [Node]) -> Bool {
    nodes.contains { node in
      switch node {
      case .step(let step): if case .fetchedChange = step { true } else { false }
      case .expectError(_, _, let inner), .raising(_, let inner), .raisesNothing(_, let inner):
        savesFetched(inner)
      }
    }
  }

  /// Whether the code of `step` changes nothing the view lays out: a new statement's comment
  /// (and the turn end before it), a check.
  static func leavesTheViewAsItWas(_ step: RecordedStep) -> Bool {
    switch step {
    case .statement, .expect, .expectCell, .expectLookup: true
    default: false
    }
  }

  /// Whether a node makes a view or a diffable data source, or declares the fetched-results
  /// delegate where it is first needed (declaring its variable).
  static func makesSomething(_ node: Node) -> Bool {
    guard case .step(let step) = node else { return false }
    return step.roles.declares
  }

  /// `scenario.lsh:12`: the statement being written, for XCTest's messages.
  var location: String { "\(scenario):\(line)" }
}
