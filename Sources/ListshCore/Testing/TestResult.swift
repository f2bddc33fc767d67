/// What `listsh test` found for one file: passed or failed, why, how long it took, and where
/// to point a reader (GitHub annotations).
///
/// A worker process writes it as JSON on its standard output; the runner reads it back.
package struct TestResult: Codable, Equatable, Sendable {
  /// A place in a file and what went wrong there.
  package struct Annotation: Codable, Equatable, Sendable {
    /// The file, relative to where `listsh test` runs (as the paths it was given).
    package var file: String
    package var line: Int?
    package var column: Int?
    package var message: String

    package init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
      self.file = file
      self.line = line
      self.column = column
      self.message = message
    }
  }

  package var passed: Bool
  /// For a pass, an optional note (`created x.out`); for a failure, the reason in one line.
  package var summary: String?
  /// What follows a failure's line: diffs, the end of a crashed worker's output.
  package var details: String = ""
  package var seconds: Double = 0
  /// The most memory the worker that checked the file held, in bytes, where it could tell.
  package var peakBytes: Int?
  package var annotations: [Annotation] = []
  /// Whether the file is not meant for the profile it was asked about (its `platforms`): the
  /// runner neither prints nor counts it.
  package var skipped = false
  /// The profiles the scenario's views had (raw names), when it made any: a `platform` line of
  /// its own overrides the profile the runner asked for, and the runner says so.
  package var ranOn: [String] = []

  static func pass(_ note: String? = nil, seconds: Double = 0) -> TestResult {
    TestResult(passed: true, summary: note, seconds: seconds)
  }

  /// A file not meant for the profile asked.
  static var skip: TestResult {
    var result = TestResult(passed: true, summary: nil)
    result.skipped = true
    return result
  }

  package static func fail(
    _ reason: String, details: String = "", annotations: [Annotation] = [], seconds: Double = 0
  ) -> TestResult {
    TestResult(
      passed: false, summary: reason, details: details, seconds: seconds,
      annotations: annotations)
  }
}

extension TestResult {
  /// The most bytes of details a result carries (a diff's head): what the runner prints and
  /// keeps for its report, whatever a scenario printed.
  package static let detailLimit = 262_144
  /// The most bytes of a summary, and of an annotation's message.
  package static let summaryLimit = 2_000
  /// The most annotations a result carries.
  package static let annotationLimit = 50

  /// The result with its details cut at a line end before `detailLimit` bytes (saying how many
  /// lines were left out), and its summary and annotations bounded likewise.
  ///
  /// - Complexity: O(n) in the length of the details.
  package func bounded(detailLimit: Int = detailLimit) -> TestResult {
    var result = self
    result.summary = summary.map { Self.cut($0, Self.summaryLimit) }
    if result.annotations.count > Self.annotationLimit {
      result.annotations.removeLast(result.annotations.count - Self.annotationLimit)
    }
    for k in result.annotations.indices {
      result.annotations[k].message = Self.cut(result.annotations[k].message, Self.summaryLimit)
      result.annotations[k].file = Self.cut(result.annotations[k].file, Self.summaryLimit)
    }
    result.details = Self.headOf(details, limit: detailLimit)
    return result
  }

  /// The most bytes of one line of details shown: a longer line is cut, saying how much of it
  /// was left out.
  package static let lineLimit = 2_000

  /// The first lines of `text` that fit in `limit` bytes, each cut to `lineLimit`, then a line
  /// that counts the lines left out.
  ///
  /// - Complexity: O(n) in the length of the text (bytes, not characters, are walked).
  static func headOf(_ text: String, limit: Int) -> String {
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let endsWithNewline = lines.last?.isEmpty ?? false
    if endsWithNewline { lines.removeLast() }
    var head = ""
    var total = 0
    var left = 0
    for line in lines {
      if left > 0 {
        left += 1
        continue
      }
      let shown = cutLine(Substring(line))
      if total + shown.utf8.count + 1 > limit {
        left = 1
        continue
      }
      head += shown + "\n"
      total += shown.utf8.count + 1
    }
    guard left > 0 else {
      if !endsWithNewline, !head.isEmpty { head.removeLast() }
      return head
    }
    return head
      + "… \(left) more line\(left == 1 ? "" : "s") not shown (the whole diff: listsh test "
      + "on this file alone, or --update and git diff)\n"
  }

  /// A line cut to `lineLimit` bytes at a character's first byte, saying how much was left out.
  static func cutLine(_ line: Substring) -> String {
    let utf8 = line.utf8
    guard utf8.count > lineLimit else { return String(line) }
    var end = utf8.index(utf8.startIndex, offsetBy: lineLimit)
    // Back to the first byte of a scalar (continuation bytes are 10xxxxxx).
    while end > utf8.startIndex, utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
    let more = utf8.distance(from: end, to: utf8.endIndex)
    return String(Substring(utf8[..<end])) + "… (\(more) more bytes)"
  }

  /// `text` cut to at most `limit` bytes (at a scalar's first byte), marked with `…`: bytes,
  /// not characters, since one character may hold any number of combining marks.
  static func cut(_ text: String, _ limit: Int) -> String {
    let utf8 = text.utf8
    guard utf8.count > limit else { return text }
    var end = utf8.index(utf8.startIndex, offsetBy: max(0, limit - 3))
    while end > utf8.startIndex, utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
    return String(Substring(utf8[..<end])) + "…"
  }
}
