/// An error or warning with its place in the source, rendered as
/// `file:line:col: error: message`, the source line with a caret under the range, then notes.
public struct Diagnostic: Error, Sendable, Equatable {
  /// How serious it is.
  public enum Severity: String, Sendable {
    /// An error, rendered as `error:`.
    case error
    /// A warning, rendered as `warning:`.
    case warning
  }

  /// The kind of failure, which decides how the run ended (`RunStatus(phase)`) and so the exit
  /// status.
  public enum Phase: Sendable, Equatable {
    /// Lexing or parsing: the script does not run.
    case parse
    /// An error while running, a UIKit exception included.
    case runtime
    /// A failed `assert` or `expect error`.
    case assertion
    /// A file that cannot be read.
    case input
    /// A limit or an interruption.
    case interrupted
  }

  /// How serious it is; `error` unless given.
  public var severity: Severity = .error
  /// The kind of failure, which decides how the run ended.
  public var phase: Phase
  /// The message, after `error:` or `warning:`; lines after its first are printed under the first.
  public var message: String
  /// Where it happened; `nil` for errors that belong to no place (a missing file named on the
  /// command line).
  public var range: SourceRange?
  /// Further explanations, each printed on a line of its own after `note:`.
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

  /// Characters of a source line as a diagnostic shows them: control characters other than a
  /// tab written visibly (`\u{1B}`), so that a diagnostic neither acts on a terminal nor hides
  /// what the line holds.
  static func visible(_ characters: ArraySlice<Character>) -> String {
    var text = ""
    for character in characters {
      if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        scalar != "\t", scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      {
        text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        text.append(character)
      }
    }
    return text
  }

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
    let characters = Array(file.line(line))
    let gutter = String(line)
    let (endLine, endColumn) = file.location(
      of: max(range.bytes.lowerBound, range.bytes.upperBound))
    let first = min(column - 1, characters.count)
    let last = endLine == line ? max(column, endColumn - 1) : characters.count
    var width = max(1, min(last, characters.count) - column + 1)
    // A long line is shown around the caret only, so that a diagnostic stays a few lines.
    var start = 0
    var end = characters.count
    if characters.count > Self.lineWidth {
      start = max(0, column - 1 - Self.lineWidth / 2)
      end = min(characters.count, start + Self.lineWidth)
      width = min(width, end - (column - 1))
    }
    let shown = Self.visible(characters[start..<end])
    let before = Self.visible(characters[start..<max(start, first)])
    let under = Self.visible(characters[min(first, end)..<min(first + max(1, width), end)])
    let source = (start > 0 ? "…" : "") + shown + (end < characters.count ? "…" : "")
    lines.append("  \(gutter) | \(source)")
    let pad = String(repeating: " ", count: gutter.count)
    // The caret goes under the character's display column: wide characters take two columns,
    // combining marks none, and the line's own tabs are copied.
    let reach = max(1, DisplayWidth.of(Substring(under)))
    lines.append(
      "  \(pad) | " + (start > 0 ? " " : "") + DisplayWidth.padding(under: Substring(before)) + "^"
        + String(repeating: "~", count: reach - 1))
    lines += notes.map { "note: " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }
}
