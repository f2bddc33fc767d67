import Foundation
import ListshCore

/// `listsh explain` on long console logs, each read by a whole `listsh` process against the
/// 1 s bar: a file of about 25 MB (200,000 lines) with the reason on line 150,001; one of
/// about 1 MB with no UIKit text, refused by the whole chain; and logs with no exception at
/// all, the longest searched whole and one of 1 MB.
enum ExplainWorkloads {
  /// The log's lines: a console's request lines, the reason among them.
  static func log(lines: Int, reasonAt: Int) -> String {
    var text = ""
    text.reserveCapacity(lines * 130)
    for k in 1...lines {
      if k == reasonAt {
        text +=
          "2026-11-28 10:00:00.000000+0000 Inbox[1234:56789] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'\n"
      } else {
        text +=
          "2026-11-28 10:00:00.\(100_000 + k % 900_000)+0000 Inbox[1234:56789] [Network] request \(k) finished with status 200 in \(k % 977) ms, payload={\"id\": \(k), \"ok\": true}\n"
      }
    }
    return text
  }

  /// A console log of about 1 MB (8,000 lines) that holds no UIKit text, a list library's own
  /// assertion on its last line: the whole refusal chain runs before the library is named.
  static func refusedLog() -> String {
    var text = log(lines: 8_000, reasonAt: 0)
    text +=
      "2026-11-28 10:00:01.000000+0000 Inbox[1234:56789] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Returned a nil cell at indexPath <{length = 2, path = 0 - 3}> from section controller: <InboxSectionController: 0x1c8>'\n"
    return text
  }

  /// The longest console log with no exception that `explain` searches whole.
  static func wholeSearchedLog() -> String {
    var lines = log(lines: 1_000, reasonAt: 0).split(separator: "\n")
    while lines.reduce(0, { $0 + $1.utf8.count + 1 }) > PasteSieve.wholeLimit {
      lines.removeLast()
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func rows(runs: Int) -> [Result] {
    [
      measured(
        "explain: a 25 MB console log, the reason on line 150,001",
        text: log(lines: 200_000, reasonAt: 150_001), runs: runs,
        expect: { $0.contains("at line 150001") && $0.contains("raises exactly the text given") },
        failure: "listsh explain did not find and reproduce the reason on line 150,001"),
      measured(
        "explain: a 1 MB console log with no UIKit text, refused", text: refusedLog(), runs: runs,
        status: 65, expect: { $0.contains("it is IGListKit's own") },
        failure: "listsh explain did not name the library that raised the text"),
      measured(
        "explain: a 64 KB console log with no exception, searched whole",
        text: wholeSearchedLog(), runs: runs, status: 65,
        expect: { $0.contains("not an exception text ListScript knows") },
        failure: "listsh explain did not refuse the log"),
      measured(
        "explain: a 1 MB console log with no exception", text: log(lines: 8_000, reasonAt: 0),
        runs: runs, status: 65, expect: { $0.contains("holds no exception text") },
        failure: "listsh explain did not say the log holds no exception text"),
    ]
  }

  /// The fastest of `runs` runs of `listsh explain --file` on `text`, once a first run has
  /// printed what `expect` checks (standard output and error together) and exited with
  /// `status` (65 for a refused text).
  static func measured(
    _ workload: String, text: String, runs: Int, status: Int32 = 0, expect: (String) -> Bool,
    failure: String
  ) -> Result {
    guard let listsh = ShellWorkloads.listsh else {
      return .unmeasured(
        workload, unit: "ms", bar: "<= 1000 ms",
        why: "no listsh beside the benchmark (run scripts/bench, which builds both)")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("listsh-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("console.log")
    guard (try? text.write(to: file, atomically: true, encoding: .utf8)) != nil else {
      return .unmeasured(workload, unit: "ms", bar: "<= 1000 ms", why: "cannot write the log")
    }
    // The run must say what it should, not only finish.
    let check = Process()
    check.executableURL = URL(fileURLWithPath: listsh)
    check.arguments = ["explain", "--file", file.path]
    let out = Pipe()
    check.standardOutput = out
    check.standardError = out
    guard (try? check.run()) != nil else {
      return .unmeasured(workload, unit: "ms", bar: "<= 1000 ms", why: "listsh does not run")
    }
    let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    check.waitUntilExit()
    guard expect(printed), check.terminationStatus == status else {
      return .unmeasured(workload, unit: "ms", bar: "<= 1000 ms", why: failure)
    }
    let megabytes = Double(text.utf8.count) / 1_000_000
    guard
      let ms = ShellWorkloads.fastest(
        [(listsh, ["explain", "--file", file.path])], runs: runs, status: status)[0]
    else {
      return .unmeasured(workload, unit: "ms", bar: "<= 1000 ms", why: "listsh explain failed")
    }
    return Result(
      workload: workload + " (\(Result.format(megabytes)) MB)", figure: ms,
      reference: nil, unit: "ms", ratio: ms / 1000, bar: "<= 1000 ms", met: ms <= 1000)
  }
}
