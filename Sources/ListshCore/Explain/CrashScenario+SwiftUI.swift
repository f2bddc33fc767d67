import HeadlessUIKit
import ListDiff

extension CrashScenario {
  /// A `swiftui list` scenario for a count text that SwiftUI's List raised (the paste names
  /// SwiftUI's collection view, or with `inTable` its table view of iOS 13 to 15), when the
  /// text's counts allow one; `nil` otherwise, and the caller writes the plain view's scenario.
  ///
  /// The sequence is the one our model of the coordinator crashes on (`ListCoordinator`): an
  /// animated change leaves section S with the text's `before` rows; while its animation runs
  /// the data changes twice, in two turns, and the second update replaces the first; when the
  /// animation ends, the second's batch — computed from the first's data, with the text's
  /// inserts and deletes in section S — meets a view that never received the first. Sections
  /// before S are empty, and one after it gains a row so that the second update is never empty.
  ///
  /// - Complexity: O(1); the scenario's statements name its rows by ranges.
  package static func swiftUIList(for reading: ExceptionReading, inTable: Bool = false)
    -> CrashScenario?
  {
    if let scroll = swiftUIListScroll(for: reading, inTable: inTable) { return scroll }
    guard reading.noun == (inTable ? .table : .collection),
      case .reason(
        .invalidRowCount(let s, let after, let before, let ins, let del, 0, 0, _)) = reading.content,
      let platform = reading.platforms.last(where: {
        $0.hostsSwiftUIListInCollectionView != inTable
      }),
      s >= 0, s < maxSections, [after, before, ins, del].allSatisfy({ $0 >= 0 && $0 < maxRows }),
      ins <= after, after != before + ins - del
    else { return nil }
    // The rows the first update leaves in section S: the second deletes `del` of them and
    // inserts `ins`, leaving `after`.
    let middle = after - ins + del
    func data(_ section: String, extra: String) -> String {
      "data sections [" + Array(repeating: "[]", count: s).map { $0 + ", " }.joined() + section
        + ", " + extra + "]"
    }
    return CrashScenario(
      platform: platform,
      statements: [
        "platform \(platform.rawValue)",
        inTable
          ? "# a SwiftUI List over ForEach (before iOS 16, SwiftUI's table view)"
          : "# a SwiftUI List over ForEach (SwiftUI's collection view and coordinator)",
        "swiftui list",
        data("range(0, \(before + 1))", extra: "[]"),
        "# an animated change (withAnimation): section \(s) is left with \(before) rows, and the batch's animation runs",
        "swiftui animated { data remove at \(s):\(before) }",
        "# while it runs, the data changes in two turns (a Task's writes, say): the second update replaces the first",
        data("range(100000, \(100000 + middle))", extra: "[]"),
        data(
          "range(\(100000 + del), \(100000 + middle))"
            + (ins > 0 ? " + range(200000, \(200000 + ins))" : ""), extra: "[\"later\"]"),
        "# the animation ends: SwiftUI performs the waiting batch against the data as it is now",
        "swiftui animation end",
      ],
      expected: reading.expectedName + ": " + reading.message(on: platform))
  }

  /// A `swiftui list` scenario for a scroll past a section's rows that SwiftUI's List raised: a
  /// proxy's `scrollTo` to a row whose insert waits for a running animation (our inference from
  /// agg23/Sila#38's stack: SwiftUI scrolls in the update, after the batch), when the text's
  /// numbers allow one; `nil` otherwise.
  ///
  /// An animated change leaves section S with the text's `rows` rows; while its animation runs,
  /// rows arrive up to index `row`, and the proxy scrolls to the last of them in the same turn.
  ///
  /// - Complexity: O(1).
  static func swiftUIListScroll(for reading: ExceptionReading, inTable: Bool) -> CrashScenario? {
    guard reading.noun == (inTable ? .table : .collection),
      case .reason(.scrollRowBeyondBounds(let row, let rows, let s)) = reading.content,
      let platform = reading.platforms.last(where: {
        $0.hostsSwiftUIListInCollectionView != inTable && $0 != .ios12
      }),
      s >= 0, s < maxSections, rows >= 0, rows < maxRows, row >= rows, row < maxRows
    else { return nil }
    let before = Array(repeating: "[], ", count: s).joined()
    let target = 100000 + row - rows
    return CrashScenario(
      platform: platform,
      statements: [
        "platform \(platform.rawValue)",
        inTable
          ? "# a SwiftUI List over ForEach (before iOS 16, SwiftUI's table view), scrolled by a ScrollViewReader's proxy"
          : "# a SwiftUI List over ForEach (SwiftUI's collection view), scrolled by a ScrollViewReader's proxy",
        "swiftui list",
        "data sections [\(before)range(0, \(rows + 1))]",
        "# an animated change (withAnimation): section \(s) is left with \(rows) rows, and the batch's animation runs",
        "swiftui animated { data remove at \(s):\(rows) }",
        "# while it runs, rows arrive and the proxy scrolls to the last in the same turn: its insert waits, and SwiftUI scrolls after the batch (our inference)",
        "turn {",
        "  data sections [\(before)range(0, \(rows)) + range(100000, \(target + 1))]",
        "  swiftui scrollto \(target)",
        "}",
      ],
      expected: reading.expectedName + ": " + reading.message(on: platform))
  }
}
