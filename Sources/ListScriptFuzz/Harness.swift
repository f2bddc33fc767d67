import Foundation
import ListScript
import ListshCore

/// What the fuzzer turns an input into.
enum FuzzMode: String, CaseIterable {
  /// A script: lexed, parsed, resolved and run under small limits, every trace on.
  case script
  /// A Markdown page, checked as `listsh test --update` does: its examples run, the page
  /// rewritten with their transcripts, pictures written.
  case page
  /// Bytes that choose a script from the grammar (`ScriptGenerator`), run as in `script`.
  case generate
  /// A scenario, then (after a line `#--- transcript`) its expected transcript: checked as
  /// `listsh test` does in CI (run, compare, diff), then recorded as `--update` does.
  case suite
  /// An exception text for `listsh explain`: read, explained, reproduced and run; a classic
  /// text that reads and gets a scenario must be raised by it.
  case explain
  /// Choices of a small tree of files, folders, FIFOs and links inside and outside a root,
  /// discovered and checked as `listsh test` does (`TreeHarness`).
  case tree
  /// A small suite checked by the real `listsh test` process under GitHub Actions
  /// (`RunnerHarness`).
  case runner
  /// A session of the language server, frames and edits chosen by the bytes, fed to its state
  /// machine in process (`LspHarness`).
  case lsp
  /// A script laid out by the formatter, which must be a fixed point, and run before and after
  /// (`FormatHarness`).
  case format

  /// The line that separates a suite input's scenario from its transcript.
  static let transcriptSeparator = "\n#--- transcript\n"
}

/// Runs page and suite inputs in a temporary root, and fails (traps: a libFuzzer finding) when
/// a check writes outside it: every write goes through `ScenarioCheck.writeFile`, which is
/// checked here, and after each input the root's parent must hold the root alone.
///
/// Unsafe: confined (`@unchecked Sendable`) — immutable: every stored property is a `let`.
final class WriteHarness: @unchecked Sendable {
  /// The temporary folder that holds the root and nothing else.
  let parent: String
  /// Where the inputs run and may write (symlinks resolved).
  let root: String

  init() {
    var template = Array((NSTemporaryDirectory() + "/listscript-fuzz-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot make a temporary folder") }
    parent = FileGate.realPath(String(cString: made))
    root = parent + "/root"
  }

  /// A clean root, with a helper an input may include.
  func reset() {
    try? FileManager.default.removeItem(atPath: root)
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
    try? "# listsh-test: helper\ndef helper(x) {\n  return [x, x]\n}\ntable\ndata [1, 2, 3]\n"
      .write(toFile: root + "/lib.lsh", atomically: false, encoding: .utf8)
  }

  /// Watches the write every check makes (through the gate, to a path relative to the
  /// root): one that would land outside the root is a finding.
  func watch(_ path: String) {
    let resolved = FileGate.realPath(path.hasPrefix("/") ? path : root + "/" + path)
    guard resolved.hasPrefix(root + "/") else {
      fatalError("a check wrote outside its root: \(resolved)")
    }
  }

  /// Traps unless the root's parent holds the root alone.
  func verifyNothingOutside() {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
    guard entries == ["root"] else {
      fatalError("something was written beside the root: \(entries.sorted())")
    }
  }

  /// Checks `bytes` as `mode` says, with confinement to the root on.
  func run(_ bytes: [UInt8], as mode: FuzzMode, limits: Limits) {
    reset()
    var check = ScenarioCheck(
      update: false, inCI: true, platform: .ios15, gate: .inside(root))
    check.limits = limits
    check.runsOnThisThread = true
    check.watchWrite = { [self] path, _ in watch(path) }
    switch mode {
    case .script, .generate, .explain, .tree, .runner, .lsp, .format:
      return
    case .page:
      _ = FileManager.default.createFile(atPath: root + "/page.md", contents: Data(bytes))
      _ = check.check("page.md")
      check.update = true
      _ = check.check("page.md")
    case .suite:
      let path = root + "/case.lsh"
      let separator = Array(FuzzMode.transcriptSeparator.utf8)
      let split = bytes.indices.first { bytes[$0...].starts(with: separator) }
      _ = FileManager.default.createFile(
        atPath: path, contents: Data(bytes[..<(split ?? bytes.count)]))
      if let split {
        _ = FileManager.default.createFile(
          atPath: root + "/case.out", contents: Data(bytes[(split + separator.count)...]))
      }
      _ = check.check("case.lsh")
      check.update = true
      _ = check.check("case.lsh")
    }
    verifyNothingOutside()
  }
}
