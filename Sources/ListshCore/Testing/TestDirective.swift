import HeadlessUIKit
import ListScript

/// What a scenario declares to `listsh test` about itself, in `# listsh-test:` comment lines at
/// the top of the file (or, for a Markdown example, after `listsh` on its opening fence).
///
/// ```
/// # listsh-test: helper
/// # listsh-test: exit 70 "NSInternalInconsistencyException: Invalid update: …"
/// ```
///
/// - `helper`: the file is only included by others; `listsh test` does not run it.
/// - `no-transcript`: the file is checked by its assertions and how it ends, not by a
///   transcript: none is read or written.
/// - `platforms ios15 ios17`: the profiles the file is meant for; `listsh test --platform`
///   runs it on those it lists among them, and by default on the first.
/// - `exit N "message"`: the scenario means to end on an error: it passes only if its run ends
///   with exit status N (1, 65, 66 or 70) and its first error's message is `message`, or starts
///   with it when `message` ends with `…`. `exit ios17 ios18 N "message"` says so for those
///   profiles only (a crash worded otherwise there); an `exit` without profiles holds on the
///   others.
///
/// Directives are read from the comment lines before the first statement; a `# listsh-test:`
/// line after it is an error, so that a directive is never silently ignored.
package struct TestDirectives: Equatable, Sendable {
  /// How a scenario that means to fail must end.
  package struct ExpectedEnd: Equatable, Sendable {
    var exitCode: Int32
    package var message: String

    /// Whether a diagnostic's message is the one declared.
    func matches(_ actual: String) -> Bool {
      if message.hasSuffix("…") { return actual.hasPrefix(message.dropLast()) }
      return actual == message
    }

    var described: String { "exit \(exitCode) \"\(message)\"" }
  }

  /// A directive that does not parse, with its 1-based line.
  package struct Problem: Error, Equatable, Sendable {
    package var line: Int
    package var message: String
  }

  /// An `exit` directive: the profiles it names (none: every profile no other names) and the end.
  struct ProfileEnd: Equatable, Sendable {
    var profiles: [Platform]
    var end: ExpectedEnd
  }

  package var isHelper = false
  /// The `exit` directives, in the order written.
  var expectedEnds: [ProfileEnd] = []

  /// How the scenario means to end on `profile`: the `exit` that names it, else the one that
  /// names none; nil when it means to run to its end.
  func expectedEnd(on profile: Platform) -> ExpectedEnd? {
    expectedEnds.first { $0.profiles.contains(profile) }?.end
      ?? expectedEnds.first { $0.profiles.isEmpty }?.end
  }

  /// Whether some `exit` declares a parse error (the formatter leaves such a file as it is).
  var declaresParseError: Bool {
    expectedEnds.contains { $0.end.exitCode == RunStatus.parseError.exitCode }
  }
  /// Whether the file is checked without a transcript.
  package var noTranscript = false
  /// The profiles the file is meant for, in the order written; `nil` for any.
  package var platforms: [Platform]?

  static let prefix = "# listsh-test:"
  /// Exit statuses a scenario may declare: the failing ones of `RunStatus`.
  static let failingStatuses: Set<Int32> = Set(
    [RunStatus.assertionFailed, .parseError, .inputError, .runtimeError].map(\.exitCode))

  /// The directives of a scenario's text.
  ///
  /// - Complexity: O(n) in the length of the text.
  package static func read(scenario text: Substring) throws(Problem) -> TestDirectives {
    var directives = TestDirectives()
    var inHeader = true
    // Lines end at LF, CRLF or a lone CR ("\r\n" is one Character: split by scalars).
    for (index, rawLine) in TextLines.split(text).lines.enumerated() {
      let line = rawLine.drop { $0 == " " || $0 == "\t" }
      if line.hasPrefix(prefix) {
        guard inHeader else {
          throw Problem(
            line: index + 1,
            message: "'\(prefix)' lines belong before the first statement; move it to the top")
        }
        try directives.add(line.dropFirst(prefix.count), line: index + 1)
      } else if !line.isEmpty, !line.hasPrefix("#") {
        inHeader = false
      }
    }
    return directives
  }

  /// The directives of a folder's `.listsh-test` file, one per line (`no-transcript`,
  /// `platforms ios15 ios17`; `#` starts a comment): they hold for every scenario below the
  /// folder, before the scenario's own.
  package static func read(settings text: Substring) throws(Problem) -> TestDirectives {
    var directives = TestDirectives()
    for (index, rawLine) in TextLines.split(text).lines.enumerated() {
      let line = rawLine.drop { $0 == " " || $0 == "\t" }
      if line.isEmpty || line.hasPrefix("#") { continue }
      try directives.add(line, line: index + 1)
      if directives.isHelper || !directives.expectedEnds.isEmpty {
        throw Problem(
          line: index + 1, message: "a folder's settings hold 'no-transcript' and 'platforms' only")
      }
    }
    return directives
  }

  /// These directives over a folder's `settings`: the file's own win where both say something.
  package func over(_ settings: TestDirectives) -> TestDirectives {
    var merged = self
    merged.noTranscript = noTranscript || settings.noTranscript
    merged.platforms = platforms ?? settings.platforms
    return merged
  }

  /// The directives of a Markdown example: what follows `listsh` on its opening fence.
  package static func read(fenceInfo: Substring, line: Int) throws(Problem) -> TestDirectives {
    var directives = TestDirectives()
    if !fenceInfo.allSatisfy({ $0 == " " || $0 == "\t" }) {
      try directives.add(fenceInfo, line: line)
    }
    if directives.isHelper {
      throw Problem(line: line, message: "a Markdown example cannot be a helper")
    }
    return directives
  }

  /// Adds one directive: `helper` or `exit N "message"`.
  private mutating func add(_ text: Substring, line: Int) throws(Problem) {
    var rest = text.drop { $0 == " " || $0 == "\t" }
    while rest.last == " " || rest.last == "\t" || rest.last == "\r" { rest = rest.dropLast() }
    if rest == "helper" {
      isHelper = true
      return
    }
    if rest == "no-transcript" {
      noTranscript = true
      return
    }
    if rest.hasPrefix("platforms") {
      let names = rest.dropFirst("platforms".count).split(whereSeparator: {
        $0 == " " || $0 == "\t"
      })
      var list: [Platform] = []
      for name in names {
        guard let platform = Platform(rawValue: String(name)) else {
          throw Problem(
            line: line,
            message:
              "unknown profile '\(name)'; the profiles are "
              + Platform.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if !list.contains(platform) { list.append(platform) }
      }
      guard !list.isEmpty else {
        throw Problem(line: line, message: "'platforms' names at least one profile (ios15 ios17)")
      }
      platforms = list
      return
    }
    guard rest.hasPrefix("exit ") else {
      throw Problem(
        line: line,
        message:
          "unknown directive '\(rest)'; expected 'helper', 'no-transcript', 'platforms …' or 'exit N \"message\"'"
      )
    }
    rest = rest.dropFirst(5).drop { $0 == " " }
    // The profiles the end is declared for, before the status.
    var profiles: [Platform] = []
    while let word = rest.split(separator: " ", maxSplits: 1).first,
      let profile = Platform(rawValue: String(word))
    {
      if !profiles.contains(profile) { profiles.append(profile) }
      rest = rest.dropFirst(word.count).drop { $0 == " " }
    }
    let declared = expectedEnds.contains {
      profiles.isEmpty ? $0.profiles.isEmpty : !Set($0.profiles).isDisjoint(with: profiles)
    }
    guard !declared else {
      throw Problem(
        line: line,
        message: profiles.isEmpty
          ? "a scenario declares how it ends once (name profiles for another: exit ios17 70 \"…\")"
          : "a scenario declares how it ends once on each profile")
    }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard let code = Int32(digits), Self.failingStatuses.contains(code) else {
      throw Problem(
        line: line, message: "'exit' needs a failing status: 1, 65, 66 or 70")
    }
    rest = rest.dropFirst(digits.count).drop { $0 == " " }
    guard let message = Self.stringLiteral(rest), !message.isEmpty else {
      throw Problem(
        line: line,
        message:
          "'exit \(code)' needs the error's message in double quotes (end it with … to match a prefix)"
      )
    }
    expectedEnds.append(
      ProfileEnd(profiles: profiles, end: ExpectedEnd(exitCode: code, message: message)))
  }

  /// The content of a double-quoted string that makes up all of `text` (`\"` and `\\` escaped).
  private static func stringLiteral(_ text: Substring) -> String? {
    guard text.count >= 2, text.first == "\"", text.last == "\"" else { return nil }
    var result = ""
    var escaped = false
    for character in text.dropFirst().dropLast() {
      if escaped {
        guard character == "\"" || character == "\\" else { return nil }
        result.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return nil
      } else {
        result.append(character)
      }
    }
    return escaped ? nil : result
  }
}
