/// The GitHub Actions runner's reading of a step's output, written from its rules
/// (actions/runner: `ActionCommand.TryParseV2`, `TryParse` and `ActionCommandManager`): the
/// tests and the fuzzer read what `listsh test` prints as the runner would.
///
/// - Lines end at LF and at CR.
/// - `::name props::data`: at the start of a line once leading white space is trimmed (.NET's
///   `TrimStart`), the name before the first space, registered names only, case-insensitive.
/// - `##[name props]data`: anywhere in a line.
/// - After `::stop-commands::TOKEN`, no command is obeyed until one named TOKEN.
package struct WorkflowCommandReader {
  /// A command the runner would obey.
  package struct Command: Equatable, CustomStringConvertible {
    package var name: String
    package var line: String
    package var description: String { "\(name) in \(line.debugDescription)" }
  }

  /// The names the runner registers (and `stop-commands`); a paused runner also obeys the
  /// token's name.
  static let registered: Set<String> = [
    "add-mask", "add-matcher", "add-path", "debug", "echo", "endgroup", "error", "group",
    "notice", "remove-matcher", "save-state", "set-env", "set-output", "stop-commands",
    "warning", "internal-set-repo-path",
  ]

  /// Whether `stop-commands` pauses the reader (the runner's behaviour); a naive reader that
  /// ignores pauses finds every command-shaped line.
  package var honoursPauses = true
  private var token: String?

  package init(honoursPauses: Bool = true) {
    self.honoursPauses = honoursPauses
  }

  /// The commands obeyed in `output`, in order.
  package mutating func read(_ output: String) -> [Command] {
    var obeyed: [Command] = []
    for line in Self.lines(output) {
      guard let (name, data) = Self.parse(line, extra: token.map { [$0] } ?? []) else {
        continue
      }
      if honoursPauses, let paused = token {
        if name == paused.lowercased() {
          token = nil
          obeyed.append(Command(name: "resume", line: line))
        }
        continue
      }
      if name == "stop-commands", honoursPauses { token = data }
      obeyed.append(Command(name: name, line: line))
    }
    return obeyed
  }

  /// Lines split at LF and at CR (CRLF one end).
  static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    var previousCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        if !previousCR { lines.append(current) }
        current = ""
        previousCR = false
      } else if scalar == "\r" {
        lines.append(current)
        current = ""
        previousCR = true
      } else {
        current.unicodeScalars.append(scalar)
        previousCR = false
      }
    }
    lines.append(current)
    return lines
  }

  /// The command a line holds (its name lowercased, its data), in either form.
  static func parse(_ line: String, extra: [String]) -> (String, String)? {
    let names = registered.union(extra.map { $0.lowercased() })
    // The new form, after white space is trimmed.
    let trimmed = String(line.unicodeScalars.drop { $0.properties.isWhitespace })
    // Searched scalar by scalar, as the runner compares code units: a combining mark after a
    // colon makes one Character of the two, and a search by Character would miss the `::`.
    if trimmed.unicodeScalars.starts(with: "::".unicodeScalars),
      let end = Self.scalarRange(of: "::", in: trimmed, from: 2)
    {
      let info = trimmed.unicodeScalars.dropFirst(2)[..<end.lowerBound]
      let name = String(info.prefix { $0 != " " }).lowercased()
      if names.contains(name) { return (name, String(trimmed[end.upperBound...])) }
    }
    // The legacy form, anywhere.
    if let start = Self.scalarRange(of: "##[", in: line, from: 0),
      let close = line.unicodeScalars[start.upperBound...].firstIndex(of: "]")
    {
      let name = String(
        String.UnicodeScalarView(line.unicodeScalars[start.upperBound..<close].prefix { $0 != " " })
      ).lowercased()
      if names.contains(name) {
        return (name, String(line.unicodeScalars[line.unicodeScalars.index(after: close)...]))
      }
    }
    return nil
  }

  /// Where `pattern` first occurs in `text` at or after its `offset`-th scalar, compared
  /// scalar by scalar.
  static func scalarRange(of pattern: String, in text: String, from offset: Int) -> Range<
    String.Index
  >? {
    let wanted = Array(pattern.unicodeScalars)
    let scalars = text.unicodeScalars
    guard
      var start = scalars.index(scalars.startIndex, offsetBy: offset, limitedBy: scalars.endIndex)
    else { return nil }
    while start != scalars.endIndex {
      var at = start
      var matched = 0
      while matched < wanted.count, at != scalars.endIndex, scalars[at] == wanted[matched] {
        at = scalars.index(after: at)
        matched += 1
      }
      if matched == wanted.count { return start..<at }
      start = scalars.index(after: start)
    }
    return nil
  }
}
