import ArgumentParser
import ListshCore

/// The files a run checks: found under the paths given, and watched for changes.
extension TestCommand {
  /// `--watch`: looks at the paths every 300 ms and, when files changed, checks again the
  /// files they touch (`Watch.affected`); Ctrl-C kills the workers running and ends it.
  func watchForChanges(_ report: RunnerOutput) throws -> Never {
    let watched = paths.isEmpty ? ["scenarios"] : paths
    LiveChildren.setFarewell("listsh test --watch: stopped\n")
    // The first look comes before the line that says it watches: a save made once the line
    // shows is then always a change (the other way round, a quick save fell into the first
    // look and went unseen).
    var stamps = Watch.look(at: watched)
    let references = Watch.ReferenceCache()
    Console.write(
      "watching \(watched.map(FileNames.abbreviated).joined(separator: ", ")) (Ctrl-C ends)\n",
      to: 1)
    while true {
      usleep(300_000)
      var now = Watch.look(at: watched)
      guard now != stamps else { continue }
      // An editor may write a file in steps: wait until two looks agree.
      while true {
        usleep(100_000)
        let again = Watch.look(at: watched)
        if again == now { break }
        now = again
      }
      let changed = Watch.changed(stamps, now)
      stamps = now
      let found = (try? discover()) ?? []
      let touched = Set(
        Watch.affected(found.map(\.shown), by: changed) { path in
          // Only the files under the paths watched are read, to follow their references,
          // and only those whose stamp changed since they were last read.
          guard let stamp = now[path] ?? now["./" + path] else { return nil }
          return references.references(of: path, stamp: stamp) { path, limit in
            try? FileGate.anywhere().read(path, suffixes: [], limit: limit)
          }
        })
      let again = found.filter { touched.contains($0.shown) }
      guard !again.isEmpty else { continue }
      Console.write(
        "changed: " + changed.sorted().map(FileNames.abbreviated).joined(separator: ", ")
          + "\n", to: 1)
      let all = check(again, report)
      let failed = all.filter { !$0.result.passed }.count
      report.end("\(all.count - failed) passed, \(failed) failed\n")
      LiveChildren.setFarewell("listsh test --watch: stopped\n")
    }
  }

  /// A passing result that used more memory than `--max-memory` allows, failed.
  func limited(_ result: TestResult, _ path: String) -> TestResult {
    guard let maxMemory, let peak = result.peakBytes, peak > maxMemory * 1_000_000, result.passed
    else { return result }
    let reason = "used \(peak / 1_000_000) MB, more than --max-memory \(maxMemory)"
    var failed = TestResult.fail(reason, annotations: [.init(file: path, message: reason)])
    failed.seconds = result.seconds
    failed.peakBytes = peak
    return failed
  }

  /// The files to check, sorted.
  ///
  /// Under each folder given, the scenarios that are not helpers and the pages with examples,
  /// read through the folder's gate, so that a link out of it or a FIFO is found as a refusal,
  /// never read; a file given by name, as it is. `--filter` keeps those whose path matches.
  func discover() throws -> [Discovery.Found] {
    let pattern = try filter.map { try Regex($0) }
    do throws(Discovery.PathError) {
      return try Discovery.files(
        under: paths.isEmpty ? ["scenarios"] : paths,
        naming: allowPathsOutside ? .personAnywhere : .person,
        keep: { shown in pattern.map { shown.contains($0) } ?? true })
    } catch {
      Console.write("listsh: \(error.message)\n", to: 2)
      throw ExitCode(.unreadable)
    }
  }

}
