import HeadlessUIKit
import Testing

@testable import ListScript
@testable import ListScriptFuzz

/// The closure compiler against the tree walker: the same scripts run both ways give the same
/// output, diagnostics (message and place), status and step count — the fuzzer's scripts, and
/// programs of the language's own (arithmetic and comparisons on every kind of value, loops,
/// procedures, returns, recursion, element writes and appends, names used before they are
/// declared), some under a small step limit so that both stop at the same step.
@Suite struct CompiledRunTests {
  struct Run: Equatable {
    var output: String
    var status: RunStatus
    var steps: Int
  }

  static func run(_ script: String, compiled: Bool, maxSteps: Int = 200_000, tight: Bool = false)
    -> Run
  {
    final class Sink: @unchecked Sendable { var text = "" }
    let sink = Sink()
    var limits = Limits()
    limits.maxSteps = maxSteps
    if tight {
      limits.maxListCount = 6
      limits.maxValueDepth = 3
    }
    let interpreter = Interpreter(
      trace: .calls, echo: false, limits: limits,
      emit: { output in
        switch output {
        case .text(let t): sink.text += t
        case .diagnostic(let d): sink.text += d.rendered()
        }
      })
    interpreter.compilesToClosures = compiled
    interpreter.stopsAtFirstFailure = false
    let status = interpreter.run(SourceFile(name: "t.lsh", text: script))
    return Run(output: sink.text, status: status, steps: interpreter.thisRun.steps)
  }

  static func expectSame(_ script: String, maxSteps: Int = 200_000, tight: Bool = false) {
    let walked = run(script, compiled: false, maxSteps: maxSteps, tight: tight)
    let compiled = run(script, compiled: true, maxSteps: maxSteps, tight: tight)
    #expect(walked == compiled, "\(script)")
  }

  @Test func theFuzzersScriptsRunAlike() {
    let seed: UInt64 = 2_037
    print("CompiledRunTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    for _ in 0..<600 {
      let bytes = (0..<96).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      Self.expectSame(ScriptGenerator.script(from: bytes), maxSteps: 20_000)
    }
  }

  /// A small program of the language's own from `random`.
  static func program(_ random: inout SeededRandom) -> String {
    func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    let operands = [
      "a", "b", "xs[0]", "1", "0", "-3", "9223372036854775807", "2.5", "\"s\"", "true", "nil",
      "[1, 2]", "f(a)", "g(b, 2)", "z",
    ]
    let operators = ["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "and", "or", "..<"]
    func expression() -> String { "\(pick(operands)) \(pick(operators)) \(pick(operands))" }
    var lines = [
      "def f(x) { if x > 3 { return x - 1 }\n return x * 2 }",
      "def g(x, y) { let t = x\n t = t + y\n return t }",
      "def fact(n) { if n <= 1 { return 1 }\n return n * fact(n - 1) }",
      "let a = \(pick(["1", "5", "-2", "0"]))", "let b = \(pick(["2", "7", "3"]))",
      "let xs = [1, 2, 3]",
    ]
    for _ in 0..<8 {
      switch random.next() % 12 {
      case 0: lines.append("print \(expression())")
      case 1: lines.append("a = \(expression())")
      case 2: lines.append("for i in 0..<\(pick(["3", "a", "b"])) { b = b + i\n xs += [i] }")
      case 3: lines.append("while a < \(pick(["10", "b", "z"])) { a += \(pick(["1", "2", "b"])) }")
      case 4: lines.append("xs[\(pick(["0", "1", "5", "-1", "a"]))] = \(expression())")
      case 5: lines.append("if \(expression()) { print a } else { print b }")
      case 6: lines.append("print fact(\(pick(["5", "20", "30", "a"])))")
      case 7: lines.append("\(expression())")
      case 8: lines.append("for v in xs { a = g(a, v) }")
      case 9: lines.append("let z = \(expression())")
      case 10: lines.append(pick(["repeat 3 { b = f(b) }", "xs = xs + [a]", "xs += [xs]"]))
      default: lines.append("while true { a = a + 1 }")
      }
    }
    lines.append("print a, b, xs")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(arguments: 0..<8) func programsOfTheLanguageRunAlike(part: Int) {
    print("CompiledRunTests seed \(part)")
    var random = SeededRandom(seed: UInt64(part))
    for k in 0..<150 {
      // Every fourth under a step limit small enough to stop in a loop, every fourth another
      // with lists of at most 6 elements nested at most 3 deep.
      Self.expectSame(
        Self.program(&random), maxSteps: k % 4 == 0 ? 300 : 200_000, tight: k % 4 == 1)
    }
  }

  /// A session's entries: a procedure redefined in a later entry is the one its callers call,
  /// compiled or walked (a compiled caller looks its callee up at the call).
  @Test func aRedefinedProcedureIsTheOneCalled() {
    func session(compiled: Bool) -> String {
      final class Sink: @unchecked Sendable { var text = "" }
      let sink = Sink()
      let interpreter = Interpreter(
        trace: .off, echo: false,
        emit: { output in
          switch output {
          case .text(let t): sink.text += t
          case .diagnostic(let d): sink.text += d.rendered()
          }
        })
      interpreter.compilesToClosures = compiled
      for entry in [
        "def g() { return 1 }", "def f() { return g() }", "print f()", "def g() { return 2 }",
        "print f()", "def f() { return g() + 10 }", "print f()",
      ] {
        interpreter.runEntry(SourceFile(name: "<repl>", text: entry))
      }
      return sink.text
    }
    #expect(session(compiled: true) == "1\n2\n12\n")
    #expect(session(compiled: false) == "1\n2\n12\n")
  }

  @Test func deepRecursionStopsAlike() {
    Self.expectSame("def r(n) { return r(n + 1) }\nprint r(0)\n")
    Self.expectSame("def r(n) { if n == 0 { return 0 }\n return 1 + r(n - 1) }\nprint r(900)\n")
  }
}
