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
    let interpreter = Interpreter(
      trace: .calls, echo: false, emit: emit,
      load: { path, _ in
        guard let text = host.files[path] else {
          throw Interpreter.LoadError(message: "no such file")
        }
        return SourceFile(name: path, text: text)
      })
    return ReplSession(
      interpreter: interpreter, emit: emit,
      readFile: { path in
        guard let text = host.files[path] else {
          throw Interpreter.LoadError(message: "no such file")
        }
        return SourceFile(name: path, text: text)
      },
      save: { path, text, replacing in
        if !replacing, host.saved[path] != nil {
          throw Interpreter.LoadError(message: "it exists; type .save! \(path) to replace it")
        }
        host.saved[path] = text
      })
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

  /// A line of several statements says they are as many run-loop turns; a line of one, and a
  /// `turn { … }`, say nothing of the kind.
  @Test func aLineOfStatementsSaysHowTheyMapToTurns() {
    let host = Host()
    let repl = session(host)
    _ = repl.submit("table")
    _ = repl.submit("data [1, 2]")
    #expect(!host.output.contains("run-loop turns"))
    _ = repl.submit("data [1, 2, 3]; reload")
    #expect(
      host.output.contains(
        "2 statements: 2 run-loop turns, the view laid out after each (turn { … } runs them in one)"
      ))
    let before = host.output
    _ = repl.submit("turn { data [1]; reload }")
    let after = String(host.output.dropFirst(before.count))
    #expect(!after.contains("run-loop turns"))
    #expect(after.contains("one run-loop turn: 2 statements, no layout pass until its end"))
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
    #expect(host.output.contains("table 375x667: offset 0 of 0...0"))
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
    _ = repl.submit(".help reload")
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
    _ = repl.submit(".save! s.lsh")
    #expect(host.output == "saved 3 statements to s.lsh\n")
  }

  /// After `.reset`, `.save` keeps what the new session ran: the failures of the session before
  /// it are forgotten with its statements (they once left out the new session's).
  @Test func saveAfterResetKeepsTheNewSession() {
    let host = Host()
    let repl = session(host)
    for line in ["table", "delete rows 5", "print visibel", ".reset", "table", "data [1, 2]"] {
      _ = repl.submit(line)
    }
    _ = repl.submit("print visible")
    host.output = ""
    _ = repl.submit(".save s.lsh")
    #expect(host.saved["s.lsh"] == "table\ndata [1, 2]\nprint visible\n")
    #expect(host.output == "saved 3 statements to s.lsh\n")
  }

  /// `.save` leaves out what failed, replaces a file only with `.save!`, refuses a file the
  /// session includes; `.load`, `.help` and `.trace` say what is wrong with their argument.
  @Test func metaCommandsSayWhatIsWrong() {
    let host = Host()
    host.files["lib.lsh"] = "table\n"
    let repl = session(host)
    for line in ["table", "data [1, 2]", "delete rows 5", "print visibel", "print visible"] {
      _ = repl.submit(line)
    }
    host.output = ""
    _ = repl.submit(".save s.lsh")
    #expect(host.saved["s.lsh"] == "table\ndata [1, 2]\nprint visible\n")
    #expect(host.output == "saved 3 statements to s.lsh (left out 2 that failed)\n")
    host.output = ""
    _ = repl.submit(".save s.lsh")
    #expect(
      host.output == "error: cannot write 's.lsh': it exists; type .save! s.lsh to replace it\n")
    _ = repl.submit("include \"lib.lsh\"")
    host.output = ""
    _ = repl.submit(".save! lib.lsh")
    #expect(
      host.output
        == "error: cannot write 'lib.lsh': the session includes it, so the file would include itself\n"
    )
    host.output = ""
    _ = repl.submit(".load nope.lsh")
    #expect(host.output == "error: cannot read 'nope.lsh': no such file\n")
    host.output = ""
    _ = repl.submit(".help hieghts")
    #expect(
      host.output == """
        error: no help on 'hieghts'
        note: did you mean 'heights'?
        note: topics: view data calls cells collection diffable diff feeds heights queries language; or a command's, function's, query's or method's name

        """)
    host.output = ""
    _ = repl.submit(".trace loud")
    #expect(
      host.output
        == "error: no trace level 'loud'\nnote: levels: off, calls, layout, all (on means calls)\n")
    #expect(repl.interpreter.trace == .calls)
    host.output = ""
    _ = repl.submit(".help diff")
    #expect(host.output.contains("update to [items] [using PLAN]"))
  }
}
