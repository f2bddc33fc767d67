import ArgumentParser
import HeadlessUIKit
import ListScript
import ListshCore

/// `listsh fmt [--check] PATH…`: scenarios and the examples of Markdown pages in the canonical
/// layout, rewritten in place.
struct FmtCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fmt",
    abstract: "Lay scenarios and pages' examples out in ListScript's canonical layout.",
    discussion: """
      Rewrites each scenario (.lsh) and each listsh example of a Markdown page (.md) in place, \
      under each folder given (helpers included) or as named: two spaces a block level, one \
      space after commas and around comparisons and assignments, lists and records on one \
      line when they fit in 100 columns and one element a line when they do not, comments \
      where they were, at most one blank line in a row. The space before ( and [ is kept: it \
      decides between a call or an index and an argument. A file whose new layout would parse \
      to another tree is left as written and reported. A scenario that does not parse is left \
      as written and fails, unless it declares that it ends with a parse error; a page's \
      example that does not parse is left as written. Transcripts echo statements as written: \
      run listsh test --update afterwards and review the diff. Files are read and written \
      only inside the working directory unless --allow-paths-outside is given. Exit codes: 0 \
      done (or, with --check, nothing to change), 1 --check found files to change, 65 a file \
      that does not parse, 66 a file that cannot be read, 70 a layout that would change what \
      a file means, 73 a file that cannot be written.
      """)

  @Argument(help: "Scenarios (.lsh), pages (.md) and folders of them (default: scenarios).")
  var paths: [String] = []

  @Flag(help: "Change nothing: list the files that would change, with a diff; exit 1 if any.")
  var check = false

  @Flag(help: "Read and write files outside the working directory.")
  var allowPathsOutside = false

  func run() throws {
    StopSignals.install()
    let annotate = Environment.isTrue("GITHUB_ACTIONS")
    let output = RunnerOutput(color: false, workflowCommands: annotate)
    output.begin()
    var status: ExitStatus?
    var changed = 0
    var files = 0
    for found in try discover() {
      files += 1
      if let refusal = found.refusal {
        output.error("\(found.shown): \(refusal)")
        status = status ?? .unreadable
        continue
      }
      let gate: FileGate = allowPathsOutside ? .anywhere() : .inside(found.root)
      let path = allowPathsOutside ? found.shown : found.relative
      do throws(FormatFiles.Failure) {
        let (before, after) = try FormatFiles.read(path, gate: gate)
        guard before != after else { continue }
        changed += 1
        if check {
          output.text(
            "would reformat \(found.shown)\n"
              + UnifiedDiff.diff(
                expected: before, actual: after, expectedName: found.shown,
                actualName: "formatted"))
        } else {
          try FormatFiles.write(after, to: path, gate: gate)
          output.text("formatted \(found.shown)\n")
        }
      } catch {
        output.error("\(found.shown):\(error.message)")
        status = Self.worse(status, Self.status(of: error.kind))
      }
    }
    let verb = check ? "would change" : "changed"
    output.end("\(Counted.count(files, "file")) checked, \(changed) \(verb)\n")
    if let status { throw ExitCode(status) }
    if check, changed > 0 { throw ExitCode(.failed) }
  }

  static func status(of kind: FormatFiles.Failure.Kind) -> ExitStatus {
    switch kind {
    case .unreadable: .unreadable
    case .unwritable: .cannotWrite
    case .doesNotParse: .parseError
    case .wouldChangeMeaning: .runtimeError
    }
  }

  /// The status of the worst failure: a formatter bug before a write, a parse error, a read.
  static func worse(_ a: ExitStatus?, _ b: ExitStatus) -> ExitStatus {
    let order: [ExitStatus] = [.runtimeError, .cannotWrite, .parseError, .unreadable]
    guard let a else { return b }
    return (order.firstIndex(of: a) ?? order.count) <= (order.firstIndex(of: b) ?? order.count)
      ? a : b
  }

  /// The files named and those under the folders named, each found once.
  func discover() throws -> [Discovery.Found] {
    var files: [Discovery.Found] = []
    for given in paths.isEmpty ? ["scenarios"] : paths {
      do throws(FileRefusal) {
        if !allowPathsOutside { try FileGate.checkNamedByPerson(given) }
      } catch {
        Console.write("listsh fmt: \(FileNames.abbreviated(given)): \(error.reason)\n", to: 2)
        throw ExitCode(.unreadable)
      }
      let (exists, isFolder) = Files.existence(given)
      guard exists else {
        Console.write("listsh fmt: no such file or folder: \(TerminalText.escaped(given))\n", to: 2)
        throw ExitCode(.unreadable)
      }
      guard isFolder else {
        guard given.hasSuffix(".lsh") || given.hasSuffix(".md") else {
          Console.write(
            "listsh fmt: \(TerminalText.escaped(given)): not a scenario (.lsh) or a page (.md)\n",
            to: 2)
          throw ExitCode(.usage)
        }
        files.append(
          Discovery.Found(
            shown: given, root: Files.folder(of: given), relative: Files.fileName(of: given)))
        continue
      }
      let gate: FileGate = allowPathsOutside ? .anywhere() : .inside(given)
      var discovery = Discovery(gate: gate, root: given, start: allowPathsOutside ? given : "")
      discovery.includesHelpers = true
      files += discovery.find()
    }
    var seen = Set<String>()
    return files.filter { seen.insert($0.shown).inserted }
  }
}
