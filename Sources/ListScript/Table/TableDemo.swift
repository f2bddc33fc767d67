/// A walk through the third article's delete example, driven through the Swift API: what
/// `listsh demo` prints until the bundled scenarios exist.
public enum TableDemo {
  /// The version of ListScript.
  public static let version = "0.1.0"

  /// Runs the walkthrough on `platform` and returns its transcript.
  public static func run(platform: Platform = .ios15) throws(TableError) -> String {
    var out: [String] = []
    var data = DataSource()
    var geometry = TableView.Geometry()
    geometry.height = 264
    var table = TableView(platform: platform, geometry: geometry)
    func step(
      _ title: String, _ body: (inout TableView, inout DataSource) throws(TableError) -> Void
    )
      throws(TableError)
    {
      try body(&table, &data)
      try table.endTurn(data)
      out.append("> " + title)
      for event in table.takeEvents() where !event.isLayout { out.append("  " + event.description) }
      out.append(table.render(data))
    }
    try step("table height 264; data [1, 2, 3, 4, 5, 6, 7, 8]") { _, data in
      data.setItems((1...8).map(Value.int))
    }
    try step("data remove at 1, 5   (the array: removeObjectAtIndex 1, then 5)") { _, data in
      try? data.remove(at: [IndexPath(0, 1), IndexPath(0, 5)])
    }
    try step("begin; delete rows 1, 5; end   (indexes of the table before the update)") {
      table, data throws(TableError) in
      table.beginUpdates(data)
      try table.perform(.deleteRows([IndexPath(0, 1), IndexPath(0, 5)]), data)
      try table.endUpdates(data)
    }
    out.append(
      "The data is [1, 3, 4, 5, 6, 8] but the cells show [1, 3, 4, 5, 7, 8]: cells keep what they")
    out.append(
      "were configured with when their rows shift. Scrolling away and back re-fetches them.\n")
    try step("data insert 9 at 6; insert rows 6   (grow the content so it can scroll)") {
      table, data throws(TableError) in
      try? data.insert(.int(9), at: IndexPath(0, 6))
      try table.perform(.insertRows([IndexPath(0, 6)]), data)
    }
    try step("scroll to bottom") { table, data in table.scrollToBottom(data) }
    try step("scroll to top") { table, data in table.scrollToTop(data) }
    try step("begin; delete rows 0; end   without changing the data") {
      table, data throws(TableError) in
      do throws(TableError) {
        table.beginUpdates(data)
        try table.perform(.deleteRows([IndexPath(0, 0)]), data)
        try table.endUpdates(data)
      } catch {
        out.append("error: " + error.message)
        for note in error.notes { out.append("note: " + note) }
        out.append("")
      }
    }
    return out.joined(separator: "\n")
  }
}
