import Testing

@testable import ListScript

/// The front end alone: the same errors a run reports before it starts, found without an
/// interpreter, each include read once per inclusion, and the work counted in bytes.
@Suite struct FrontendTests {
  /// A front end over `files`, counting the includes it reads.
  final class Files: @unchecked Sendable {
    let texts: [String: String]
    var reads: [String] = []
    init(_ texts: [String: String]) { self.texts = texts }

    var frontend: Frontend {
      Frontend { [self] path, _ in
        reads.append(path)
        guard let text = texts[path] else {
          throw Interpreter.LoadError(message: "cannot include '\(path)': no such file")
        }
        return SourceFile(name: path, text: text)
      }
    }
  }

  @Test(arguments: [
    "let total = 1\nprint totl\n",
    "include \"lib.lsh\"\nprint helper(1, 2)\n",
    "include \"missing.lsh\"\nprint 1\n",
    "include \"broken.lsh\"\n",
    "print (1\nlet = 2\n",
    "def f(x) { return y }\nf()\n",
  ])
  func findsWhatARunReportsBeforeItStarts(source: String) {
    let texts = [
      "lib.lsh": "def helper(x) { return x }\n", "broken.lsh": "let = 3\n",
    ]
    let run = runScript(source, files: texts)
    let checked = Files(texts).frontend.check(SourceFile(name: "test.lsh", text: source))
    #expect(run.status == .parseError)
    #expect(!checked.diagnostics.isEmpty)
    // Rendered: a range's file is compared by identity, and each side made its own.
    #expect(checked.diagnostics.map { $0.rendered() } == run.diagnostics.map { $0.rendered() })
  }

  @Test func runsNothingAndReadsEachInclusionOnce() {
    let files = Files(["lib.lsh": "def helper() { return 1 }\n", "twice.lsh": "let z = 2\n"])
    // A script that would print forever: checked, not run.
    let source = """
      include "lib.lsh"
      include "twice.lsh"
      include "twice.lsh"
      while true { print helper() }
      print z

      """
    var resolver = Resolver()
    let checked = files.frontend.check(
      SourceFile(name: "test.lsh", text: source), resolver: &resolver)
    #expect(checked.diagnostics.isEmpty)
    #expect(files.reads == ["lib.lsh", "twice.lsh", "twice.lsh"])
    let bytes = [source, files.texts["lib.lsh"] ?? "", files.texts["twice.lsh"] ?? ""]
      .map(\.utf8.count)
    #expect(checked.bytesRead == bytes[0] + bytes[1] + 2 * bytes[2])
    // The statements of the file and its includes, resolved: an include stays as an empty
    // block before its statements.
    #expect(checked.resolved.count == 3 * 2 + 2)
    #expect(checked.parse?.statements.count == 5)
    // What an editor keeps holds no resolved code.
    #expect(files.frontend.check(SourceFile(name: "test.lsh", text: source)).resolved.isEmpty)
  }

  @Test func refusesASourceOverTheLimitWithoutParsingIt() {
    var limits = Limits()
    limits.maxSourceBytes = 10
    let files = Files([:])
    let frontend = Frontend(limits: limits, load: files.frontend.load)
    let checked = frontend.check(SourceFile(name: "big.lsh", text: "include \"a.lsh\"\n"))
    #expect(checked.parse == nil)
    #expect(files.reads.isEmpty)
    #expect(checked.diagnostics.count == 1)
    #expect(checked.diagnostics.first?.message.hasPrefix("a script, with the files it") == true)
  }
}
