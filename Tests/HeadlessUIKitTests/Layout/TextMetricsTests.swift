import Testing

@testable import HeadlessUIKit
@testable import ListDiff

@Suite struct TextMetricsTests {
  /// A second, slower line breaker: builds the lines as strings, word by word, breaking a word
  /// that does not fit on a line of its own between characters.
  static func referenceLines(_ text: String, capacity: Int) -> Int {
    if text.isEmpty { return 0 }
    var total = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var lines: [String] = [""]
      var pendingSpace = false
      var i = paragraph.startIndex
      while i < paragraph.endIndex {
        if paragraph[i] == " " || paragraph[i] == "\t" {
          if lines[lines.count - 1].count < capacity { lines[lines.count - 1] += " " }
          pendingSpace = true
          i = paragraph.index(after: i)
          continue
        }
        pendingSpace = false
        var j = i
        while j < paragraph.endIndex, paragraph[j] != " ", paragraph[j] != "\t" {
          j = paragraph.index(after: j)
        }
        let word = String(paragraph[i..<j])
        var current = lines[lines.count - 1]
        if !current.isEmpty, current.count + word.count > capacity {
          lines.append("")
          current = ""
        }
        var rest = word
        while current.count + rest.count > capacity {
          let room = capacity - current.count
          lines[lines.count - 1] = current + rest.prefix(room)
          rest = String(rest.dropFirst(room))
          lines.append("")
          current = ""
        }
        lines[lines.count - 1] = current + rest
        i = j
      }
      _ = pendingSpace
      total += lines.count
    }
    return total
  }

  /// Every text of up to 7 characters over {a, space, newline} at every capacity from 1 to 6,
  /// against the reference breaker.
  @Test func matchesTheReferenceOnEverySmallText() {
    let alphabet: [Character] = ["a", " ", "\n"]
    var texts = [""]
    var frontier = [""]
    for _ in 1...7 {
      frontier = frontier.flatMap { t in alphabet.map { t + String($0) } }
      texts += frontier
    }
    var metrics = TextMetrics()
    metrics.margin = 0
    metrics.characterWidth = 1
    for capacity in 1...6 {
      for text in texts {
        let width = Double(capacity)
        #expect(
          metrics.lineCount(text, contentWidth: width)
            == Self.referenceLines(text, capacity: capacity),
          "\(text.debugDescription) at \(capacity)")
      }
    }
  }

  @Test(arguments: [
    ("", 0),
    ("one line", 1),
    (String(repeating: "x", count: 42), 1),
    (String(repeating: "x", count: 43), 2),
    ("a\nb", 2),
    ("a\n", 2),
    (String(repeating: "word ", count: 9), 2),  // 45 characters, the last space hangs
    (String(repeating: "中", count: 21), 1),  // wide: two advances each
    (String(repeating: "中", count: 22), 2),
  ])
  func linesAtTheDefaultWidth(text: String, lines: Int) {
    #expect(TextMetrics().lineCount(text, contentWidth: 375) == lines)
  }

  @Test func heightsAndFallbacks() {
    var heights = RowHeights()
    #expect(heights.fittedHeight(Row.name("x"), tableWidth: 375) == 44.5)
    #expect(heights.fittedHeight(Row.name(""), tableWidth: 375) == 44.5)
    heights.separator = false
    #expect(heights.fittedHeight(Row.name(""), tableWidth: 375) == 44)
    #expect(heights.fittedHeight(Row.name("a\nb\nc"), tableWidth: 375) == 88)
    // A content view with no width measures 0, and FD falls back to 44.
    heights.accessory = .custom(400)
    #expect(heights.fittedHeight(Row.name("a\nb\nc"), tableWidth: 375) == 44)
    heights.accessory = .detailDisclosure
    heights.scale = 3
    heights.separator = true
    #expect(heights.fittedHeight(Row.name("x"), tableWidth: 375) == 44 + 1.0 / 3)
    #expect(
      RowHeights.Accessory.system.map(\.width) == [0, 34, 68, 40, 48])
    #expect(
      RowHeights.Accessory.names
        == ["none", "disclosure", "detail-disclosure", "checkmark", "detail"])
  }
}
