import Testing

@testable import ListScript

/// The REPL's state machine, driven by scripted lines.
@Suite struct ReplSessionTests {
  final class Host: @unchecked Sendable {
    var output = ""
    var saved: [String: String] = [:]
    var files: [String: String] = [:]
  }

  func session(_ host: Host) -> ReplSession {
    let emit: (Output) -> Void = { output in
      switch output {
      case .text(let t): host.output += t
      case .diagnostic(let d): host.output += d.rendered()
      }
    }
    let interpreter = Interpreter(trace: .calls, echo: false, emit: emit)
    return ReplSession(
      interpreter: interpreter, emit: emit,
      readFile: { path in
        guard let text = host.files[path] else {
          throw Interpreter.LoadError(message: "no such file")
        }
        return SourceFile(name: path, text: text)
      },
      save: { path, text in host.saved[path] = text })
  }

  @Test func multiLineStatementsContinueUntilComplete() {
    let host = Host()
    let repl = session(host)
    #expect(repl.prompt == "listsh> ")
    _ = repl.submit("for i in [1, 2] {")
    #expect(repl.prompt == "   ...> ")
    _ = repl.submit("  print i * 10")
    #expect(host.output == "")
    _ = repl.submit("}")
    #expect(host.output == "10\n20\n")
    #expect(repl.entries == ["for i in [1, 2] {\n  print i * 10\n}"])
    _ = repl.submit("let x = 1 +")
    _ = repl.submit("  2")
    _ = repl.submit("x")
    #expect(host.output.hasSuffix("3\n"))
  }

  @Test func thePromptShowsTheOpenBatch() {
    let host = Host()
    let repl = session(host)
    for line in ["table", "data [1, 2, 3]", "begin"] { _ = repl.submit(line) }
    #expect(repl.prompt == "listsh (begin 1)> ")
    _ = repl.submit("begin")
    #expect(repl.prompt == "listsh (begin 2)> ")
    _ = repl.submit("end")
    _ = repl.submit("end")
    #expect(repl.prompt == "listsh> ")
  }

  @Test func errorsDoNotEndTheSessionAndStateCarriesOver() {
    let host = Host()
    let repl = session(host)
    _ = repl.submit("let n = 5")
    _ = repl.submit("print n / 0")
    #expect(host.output.contains("<repl>:1:7: error: division by zero"))
    _ = repl.submit("print n + 1")
    #expect(host.output.hasSuffix("6\n"))
  }

  @Test func cancellingDropsTheHalfTypedStatement() {
    let host = Host()
    let repl = session(host)
    _ = repl.submit("if true {")
    repl.cancelInput()
    #expect(repl.prompt == "listsh> ")
    _ = repl.submit("print 1")
    #expect(host.output == "1\n")
  }

  @Test func metaCommands() {
    let host = Host()
    host.files["setup.lsh"] = "table\ndata [1, 2]\n"
    let repl = session(host)
    _ = repl.submit(".load setup.lsh")
    #expect(host.output.contains("> data [1, 2]"))
    _ = repl.submit(".show")
    #expect(host.output.contains("table 375x667 on ios15"))
    _ = repl.submit(".trace layout")
    #expect(repl.interpreter.trace == .layout)
    _ = repl.submit("print visible")
    _ = repl.submit(".history")
    #expect(host.output.hasSuffix("1  print visible\n"))
    _ = repl.submit(".save out.lsh")
    #expect(host.saved["out.lsh"] == "print visible\n")
    _ = repl.submit(".reset")
    #expect(repl.interpreter.tableView.hasAppeared == false)
    _ = repl.submit(".hepl")
    #expect(host.output.contains("did you mean '.help'?"))
    _ = repl.submit(".help")
    #expect(host.output.contains("Meta-commands"))
    _ = repl.submit(".help heights")
    #expect(host.output.contains("reload keeping heights"))
    #expect(repl.submit(".quit") == .quit)
  }

  @Test(arguments: [
    ("let x = [1,", false), ("let x = [1, 2]", true), ("if a {", false), ("print 1 +", false),
    ("print \"open", true), ("}", true), ("f(1,", false), ("print 1", true),
  ])
  func completeness(text: String, complete: Bool) {
    #expect(ReplSession.isComplete(text) == complete)
  }

  @Test func savingWithAnOpenBatchWarns() {
    let host = Host()
    let repl = session(host)
    _ = repl.submit("table")
    _ = repl.submit("begin")
    host.output = ""
    _ = repl.submit(".save s.lsh")
    #expect(host.saved["s.lsh"] == "table\nbegin\n")
    #expect(
      host.output == """
        saved 2 statements to s.lsh
        warning: the saved script ends inside an open batch (depth 1)
        note: run as a scenario it fails at its unclosed 'begin': type 'end' and save again

        """)
    _ = repl.submit("end")
    host.output = ""
    _ = repl.submit(".save s.lsh")
    #expect(host.output == "saved 3 statements to s.lsh\n")
  }
}
