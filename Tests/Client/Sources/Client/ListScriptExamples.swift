// swift-format-ignore-file: NeverForceUnwrap
// The examples unwrap what they know is there, as a reader would in a playground.

import ListScript

// The examples of the ListScript catalogue (`Sources/ListScript/ListScript.docc`), each as
// the article shows it; `DocCExampleTests` checks that they are here.

/// ListScript.md and RunningScripts.md.
func interpreterExamples() {
  final class Transcript: @unchecked Sendable { var text = "" }
  let transcript = Transcript()
  let interpreter = Interpreter(
    platform: .ios17, trace: .calls, echo: false,
    emit: { output in
      switch output {
      case .text(let text): transcript.text += text
      case .diagnostic(let diagnostic): transcript.text += diagnostic.rendered()
      }
    })
  let script = SourceFile(
    name: "crash.lsh",
    text: """
      table
      data [1, 2, 3]
      begin
      data insert 4 at 3
      end
      """)
  let status: RunStatus = interpreter.run(script)
  print(transcript.text)
  print(status, status.exitCode)  // runtimeError 70

  final class Found: @unchecked Sendable { var diagnostics: [Diagnostic] = [] }
  let found = Found()
  let checker = Interpreter(
    trace: .off,
    emit: { output in
      if case .diagnostic(let diagnostic) = output { found.diagnostics.append(diagnostic) }
    })
  _ = checker.run(SourceFile(name: "typo.lsh", text: "table\ndata [1, 2]\nscrol to 10\n"))
  for diagnostic in found.diagnostics {
    print(diagnostic.range!.position, diagnostic.phase, diagnostic.message)
    print(diagnostic.notes)
  }
}

/// HostingARepl.md.
func replExamples() {
  final class Lines: @unchecked Sendable { var all: [String] = [] }
  let lines = Lines()
  let collect: (Output) -> Void = { output in
    switch output {
    case .text(let text): lines.all.append(text)
    case .diagnostic(let diagnostic): lines.all.append(diagnostic.rendered())
    }
  }
  let session = ReplSession(
    interpreter: Interpreter(trace: .off, emit: collect), emit: collect,
    readFile: { path in throw Interpreter.LoadError(message: "no files here: \(path)") },
    save: { _, _, _ in })
  var prompts: [String] = []
  for line in ["table", "data [1, 2,", "3]", "print rows"] {
    _ = session.submit(line)
    prompts.append(session.prompt)
  }
  print(prompts)  // "   ...> " after the unfinished list
  print(lines.all.joined(), terminator: "")  // 3
  print(session.complete("print vis").candidates)
}

/// RecordingSteps.md.
func recorderExamples() {
  let interpreter = Interpreter(trace: .off, echo: false, emit: { _ in })
  final class Steps: @unchecked Sendable { var all: [RecordedStep] = [] }
  let steps = Steps()
  interpreter.recorder = { steps.all.append($0) }
  _ = interpreter.run(
    SourceFile(name: "steps.lsh", text: "table\ndata [1, 2]\ndata insert 3 at 2\ninsert row 0:2\n"))
  for case .call(let call) in steps.all {
    print(call)  // insertRows(at: [0:2])
  }
}
