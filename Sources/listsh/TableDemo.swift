import HeadlessUIKit
import ListDiff
import ListScript

/// A walkthrough of the table model driven through its Swift API: what `listsh demo` prints
/// until the bundled scenarios exist.
///
/// It replays the third article's delete example (cells keep stale content until they are
/// fetched again), the exception UIKit raises when the data and the calls disagree, and the
/// first article's stale cell after an edit toggle on iOS 15.
enum TableDemo {
  /// Runs the walkthrough on `platform` and returns its transcript.
  static func run(platform: Platform = .ios15) throws(TableError) -> String {
    var walk = Walk(platform: platform)
    try walk.step("table height 352 (8 rows of 44 points); data 1...20") { _, data in
      data.setItems((1...20).map(Value.int))
    }
    try walk.step("data remove at 1, 5  (the array's removeObjectAtIndex: 1, then 5)") {
      _, data in
      try? data.remove(at: [ListIndexPath(0, 1), ListIndexPath(0, 5)])
    }
    walk.say(
      "The table has not been told yet: every shifted cell is stale.")
    try walk.step("begin; delete rows 1, 5; end  (indexes of the table before the update)") {
      table, data throws(TableError) in
      table.beginUpdates(data)
      try table.perform(.deleteRows([ListIndexPath(0, 1), ListIndexPath(0, 5)]), data)
      try table.endUpdates(data)
    }
    walk.say(
      "The data is [1, 3, 4, 5, 6, 8, …] but the cells show [1, 3, 4, 5, 7, 8, …]: UIKit deleted",
      "the rows that showed 2 and 6, and cells keep what they were configured with when their",
      "rows shift. Scrolling the stale cell away and back fetches it again.")
    try walk.step("scroll to bottom") { table, data in table.scrollToBottom(data) }
    try walk.step("scroll to top") { table, data in table.scrollToTop(data) }
    walk.say("Deleting a row without removing it from the data is the classic crash:")
    do throws(TableError) {
      try walk.step("begin; delete rows 0; end  (the data still has 18 items)") {
        table, data throws(TableError) in
        table.beginUpdates(data)
        try table.perform(.deleteRows([ListIndexPath(0, 0)]), data)
        try table.endUpdates(data)
      }
    } catch {
      walk.say(["error: " + error.message] + error.notes.map { "note: " + $0 })
      walk.say("The table is exactly as it was before the batch.")
    }
    guard platform.keepsPreparedCells else {
      walk.say(
        "On \(platform.rawValue) the table keeps no prepared cells off screen, so toggling",
        "editing and refreshing only visibleCells leaves nothing stale (try --platform ios15).")
      return walk.transcript
    }
    try walk.step("edit on  (the first article's code: refresh visibleCells only)") {
      table, data throws(TableError) in
      try table.setEditing(true, refreshing: .visible, data)
    }
    try walk.step("scroll by 44") { table, data in table.scroll(by: 44, data) }
    walk.say(
      "On \(platform.rawValue) the row below the viewport already had a configured, hidden cell;",
      "visibleCells did not include it, so it scrolled in still showing editing off. The article's",
      "fix refreshes the mounted rows (visible plus prepared) instead.")
    return walk.transcript
  }

  /// Accumulates the walkthrough's transcript.
  private struct Walk {
    var data = DataSource<Value>()
    var table: TableView<Value>
    var lines: [String] = []

    init(platform: Platform) {
      var geometry = TableGeometry()
      geometry.height = 352
      table = TableView<Value>(platform: platform, geometry: geometry)
    }

    var transcript: String { lines.joined(separator: "\n") + "\n" }

    mutating func say(_ text: String...) { say(text) }

    mutating func say(_ text: [String]) {
      lines += text
      lines.append("")
    }

    /// One statement: its body, the end of the run-loop turn, then what the table did and how
    /// it looks.
    mutating func step(
      _ title: String,
      _ body: (inout TableView<Value>, inout DataSource<Value>) throws(TableError) -> Void
    ) throws(TableError) {
      lines.append("> " + title)
      try body(&table, &data)
      try table.endTurn(data)
      var fetched = 0
      for event in table.takeEvents() {
        if case .cellForRowAt = event { fetched += 1 }
        if !event.isLayout { lines.append("  " + event.description) }
      }
      if fetched > 0 {
        lines.append("  cellForRowAt called for \(fetched) \(fetched == 1 ? "row" : "rows")")
      }
      lines.append(table.render(data))
    }
  }
}
