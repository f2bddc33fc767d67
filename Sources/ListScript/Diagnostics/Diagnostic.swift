/// An error or warning with its place in the source, rendered as
/// `file:line:col: error: message`, the source line with a caret under the range, then notes.
public struct Diagnostic: Error, Sendable, Equatable {
  /// How serious it is.
  public enum Severity: String, Sendable {
    case error, warning
  }

  /// The kind of failure, which decides the exit code.
  public enum Phase: Sendable, Equatable {
    /// Lexing or parsing: the script does not run (exit 65).
    case parse
    /// An error while running, a UIKit exception included (exit 70).
    case runtime
    /// A failed `assert` or `expect error` (exit 1).
    case assertion
    /// A file that cannot be read (exit 66).
    case input
    /// A limit or an interruption (exit 70).
    case interrupted
  }

  public var severity: Severity = .error
  public var phase: Phase
  public var message: String
  /// Where it happened; `nil` for errors that belong to no place (a missing file named on the
  /// command line).
  public var range: SourceRange?
  public var notes: [String] = []

  /// Creates a diagnostic.
  public init(
    _ phase: Phase, _ message: String, at range: SourceRange?, notes: [String] = [],
    severity: Severity = .error
  ) {
    self.phase = phase
    self.message = message
    self.range = range
    self.notes = notes
    self.severity = severity
  }

  /// The most characters of a source line a diagnostic shows (around the caret).
  static let lineWidth = 160

  /// The diagnostic as text: position, message, source line with a caret, notes.
  public func rendered() -> String {
    var lines: [String] = []
    guard let range else {
      lines.append("\(severity.rawValue): \(message)")
      lines += notes.map { "note: " + $0 }
      return lines.joined(separator: "\n") + "\n"
    }
    let file = range.file
    let (line, column) = file.location(of: range.bytes.lowerBound)
    let messageLines = message.split(separator: "\n", omittingEmptySubsequences: false)
    lines.append("\(file.name):\(line):\(column): \(severity.rawValue): \(messageLines[0])")
    lines += messageLines.dropFirst().map(String.init)
    var source = file.line(line)
    let gutter = String(line)
    let (endLine, endColumn) = file.location(
      of: max(range.bytes.lowerBound, range.bytes.upperBound))
    var sourceWidth = source.count
    let last = endLine == line ? max(column, endColumn - 1) : sourceWidth
    var width = max(1, min(last, sourceWidth) - column + 1)
    var caretColumn = column
    // A long line is shown around the caret only, so that a diagnostic stays a few lines.
    if sourceWidth > Self.lineWidth {
      let start = max(0, column - 1 - Self.lineWidth / 2)
      let end = min(sourceWidth, start + Self.lineWidth)
      let characters = Array(source)
      source =
        (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < sourceWidth ? "…" : "")
      caretColumn = column - start + (start > 0 ? 1 : 0)
      width = min(width, end - (column - 1))
      sourceWidth = source.count
    }
    lines.append("  \(gutter) | \(source)")
    let pad = String(repeating: " ", count: gutter.count)
    lines.append(
      "  \(pad) | " + String(repeating: " ", count: caretColumn - 1) + "^"
        + String(repeating: "~", count: max(0, width - 1)))
    lines += notes.map { "note: " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }
}
