import ArgumentParser
import ListshCore

extension Shard: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }
}

/// Suites that outgrow one runner: `--shard K/N` checks a part, `--merge` puts the parts'
/// reports together.
extension TestCommand {
  /// The files of this run's part (all of them without `--shard`), balanced by the reports
  /// `--timings` names when given.
  func ownShard(of found: [Discovery.Found]) throws -> [Discovery.Found] {
    guard let shard else { return found }
    var cases: [JUnitReport.Case] = []
    for file in timings {
      // A report that is not there yet (a first run) leaves the split by path: every part
      // must then miss it alike, which the docs ask for. Any other failure to read it stops.
      guard let read = try readReport(file, missing: true) else {
        Console.write(
          "listsh test: no timings in \(FileNames.abbreviated(file)) (it does not exist): the "
            + "files are dealt out by path\n", to: 2)
        continue
      }
      cases += read
    }
    let seconds = cases.isEmpty ? nil : Shard.timings(from: cases)
    let chosen = Set(shard.select(found.map(\.shown), seconds: seconds))
    return found.filter { chosen.contains($0.shown) }
  }

  /// `--merge`: the reports given as paths, read as one run; exits.
  func mergeReports(_ report: RunnerOutput) throws -> Never {
    report.begin()
    var cases: [JUnitReport.Case] = []
    for file in paths { cases += try readReport(file) ?? [] }
    for test in cases {
      let shown =
        test.file ?? (test.classname.isEmpty ? test.name : test.classname + "/" + test.name)
      var result = TestResult.fail(
        test.failure?.message ?? "", details: test.failure?.details ?? "", seconds: test.seconds)
      result.passed = test.failure == nil
      if result.passed { result.summary = nil }
      // Passes are counted, not listed: each shard's log lists them.
      if !result.passed { report.file(shown, result.bounded()) }
    }
    if let junit { write(JUnitReport.render(cases), to: junit, report) }
    let failed = cases.filter { $0.failure != nil }.count
    report.end(
      "merged \(paths.count) reports: \(cases.count - failed) passed, \(failed) failed\n")
    throw ExitCode(failed > 0 || cases.isEmpty ? .failed : .success)
  }

  /// The test cases of the JUnit report a person named (read anywhere, never through a link
  /// out of the working directory); with `missing`, nil when no such file exists.
  func readReport(_ file: String, missing: Bool = false) throws -> [JUnitReport.Case]? {
    let bytes: [UInt8]
    do throws(FileRefusal) {
      try FileGate.checkNamedByPerson(file)
      bytes = try FileGate.anywhere().read(file, suffixes: [], limit: Files.readLimit)
    } catch {
      if missing, error == .noSuchFile { return nil }
      Console.write(
        "listsh test: cannot read \(FileNames.abbreviated(file)): \(error.reason)\n", to: 2)
      throw ExitCode(.unreadable)
    }
    do throws(JUnitReport.ReadError) {
      return try JUnitReport.read(String(decoding: bytes, as: UTF8.self))
    } catch {
      Console.write("listsh test: \(FileNames.abbreviated(file)): \(error.message)\n", to: 2)
      throw ExitCode(.parseError)
    }
  }

  /// Writes a report a person named, saying on the console when it cannot.
  func write(_ text: String, to file: String, _ report: RunnerOutput) {
    do throws(FileRefusal) {
      try FileGate.checkNamedByPerson(file)
      try FileGate.anywhere().write(Array(text.utf8), to: file, suffixes: [])
    } catch {
      report.error("cannot write \(file): \(error.reason)")
    }
  }
}
