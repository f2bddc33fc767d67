import ListScript

/// The runnable examples of a Markdown page: each fenced `listsh` block, with the `output` block
/// that follows it (only blank lines between) holding its expected transcript.
///
/// ````
/// ```listsh
/// table
/// data [1, 2, 3]
/// ```
///
/// ```output
/// > table
/// ...
/// ```
/// ````
///
/// Fences follow CommonMark: an opening fence is three or more backticks (indented at most three
/// spaces), and only a run of at least as many backticks closes it, so an output block is
/// written with a fence longer than any run of backticks in its transcript and a page reaches
/// a fixed point under `--update`. Lines end at LF, CRLF or a lone CR (as GitHub renders them);
/// a rewritten page keeps the line ending it had.
package struct MarkdownExamples: Sendable {
  /// One example.
  package struct Example: Sendable, Equatable {
    /// The 1-based line of the example's first source line.
    package var line: Int
    /// What follows `listsh` on the opening fence (`listsh test` reads directives there).
    var info: String = ""
    /// How many spaces the opening fence is indented (`listsh fmt` indents what it writes
    /// back as much).
    var indent: Int = 0
    /// How many lines the example's block holds.
    var sourceLines: Int = 0
    /// The example's source.
    var source: String
    /// The expected transcript, or `nil` when no `output` block follows.
    var expected: String?
    /// Lines (0-based, half-open) of the `output` block's content, or where a new block goes.
    var outputLines: Range<Int>
    /// The `output` block's fence, when it has one.
    var outputFence: Fence?
    /// Whether an `output` block exists (otherwise `outputLines` is an insertion point).
    var hasOutputBlock: Bool { outputFence != nil }
  }

  /// A fence line: its indentation and how many backticks it has.
  package struct Fence: Sendable, Equatable {
    var indent: Int
    var length: Int
  }

  /// The page's lines, without their line ends.
  let lines: [Substring]
  /// The line end after each line (empty after the last), which a rewritten page keeps for
  /// every line it copies.
  let ends: [Substring]
  /// The line end the page uses first, which the lines a rewrite adds take.
  let lineEnd: String
  /// The examples, in order.
  package let examples: [Example]
  /// The 1-based lines of `listsh` or `output` fences that are never closed; the examples they
  /// open are left out.
  package let unclosedFences: [Int]

  /// Finds the examples of `markdown`.
  ///
  /// - Complexity: O(n) in the length of the page.
  package init(_ markdown: String) {
    let (lines, ends, lineEnd) = TextLines.splitKeepingEnds(markdown)
    self.lines = lines
    self.ends = ends
    self.lineEnd = lineEnd
    var examples: [Example] = []
    var unclosed: [Int] = []
    var i = 0
    /// The closing fence of a block opened by `fence` whose content starts at `start`.
    func close(_ fence: Fence, from start: Int) -> Int {
      var j = start
      while j < lines.count, !Self.closes(lines[j], fence) { j += 1 }
      return j
    }
    while i < lines.count {
      guard let (fence, info) = Self.opening(lines[i]) else {
        i += 1
        continue
      }
      guard info == "listsh" || info.hasPrefix("listsh ") || info.hasPrefix("listsh\t") else {
        i = close(fence, from: i + 1) + 1
        continue
      }
      let directives = String(info.dropFirst("listsh".count).trimmingSpaces)
      let start = i + 1
      let end = close(fence, from: start)
      guard end < lines.count else {
        unclosed.append(i + 1)
        break
      }
      let source = lines[start..<end].joined(separator: "\n") + "\n"
      var k = end + 1
      while k < lines.count, lines[k].trimmingSpaces.isEmpty { k += 1 }
      if k < lines.count, let (outputFence, outputInfo) = Self.opening(lines[k]),
        outputInfo == "output"
      {
        let outEnd = close(outputFence, from: k + 1)
        guard outEnd < lines.count else {
          unclosed.append(k + 1)
          break
        }
        // A block of n lines holds n lines of transcript (an empty line included); an empty
        // block, none.
        let block = lines[(k + 1)..<outEnd]
        let expected = block.isEmpty ? "" : block.joined(separator: "\n") + "\n"
        examples.append(
          Example(
            line: start + 1, info: directives, indent: fence.indent, sourceLines: end - start,
            source: source,
            expected: expected, outputLines: (k + 1)..<outEnd, outputFence: outputFence))
        i = outEnd + 1
      } else {
        examples.append(
          Example(
            line: start + 1, info: directives, indent: fence.indent, sourceLines: end - start,
            source: source,
            expected: nil, outputLines: (end + 1)..<(end + 1), outputFence: nil))
        i = end + 1
      }
    }
    self.examples = examples
    self.unclosedFences = unclosed
  }

  /// The fence a line opens and its info string (trimmed), when it is an opening fence.
  static func opening(_ line: Substring) -> (Fence, Substring)? {
    let indent = line.prefix { $0 == " " }.count
    guard indent <= 3 else { return nil }
    let rest = line.dropFirst(indent)
    let length = rest.prefix { $0 == "`" }.count
    guard length >= 3 else { return nil }
    let info = rest.dropFirst(length).trimmingSpaces
    // A backtick fence's info string holds no backtick (CommonMark).
    guard !info.contains("`") else { return nil }
    return (Fence(indent: indent, length: length), info)
  }

  /// Whether a line closes a block opened by `fence`: at least as many backticks, and nothing
  /// after them but spaces.
  static func closes(_ line: Substring, _ fence: Fence) -> Bool {
    let indent = line.prefix { $0 == " " }.count
    guard indent <= 3 else { return false }
    let rest = line.dropFirst(indent)
    let length = rest.prefix { $0 == "`" }.count
    return length >= fence.length && rest.dropFirst(length).trimmingSpaces.isEmpty
  }

  /// The fence length an output block holding `transcript` needs: longer than any line of it
  /// that would close a shorter one (a run of backticks alone on its line), and at least three.
  static func fenceLength(for transcript: String) -> Int {
    var needed = 3
    for line in TextLines.split(transcript).lines {
      let indent = line.prefix { $0 == " " }.count
      guard indent <= 3 else { continue }
      let rest = line.dropFirst(indent)
      let run = rest.prefix { $0 == "`" }.count
      if run >= 3, rest.dropFirst(run).trimmingSpaces.isEmpty { needed = max(needed, run + 1) }
    }
    return needed
  }

  /// The source of an example as a file named `name` whose line numbers are the page's: the
  /// example's lines, preceded by as many empty lines as come before it.
  static func sourceFile(_ example: Example, name: String, path: String? = nil)
    -> SourceFile
  {
    SourceFile(
      name: name, text: String(repeating: "\n", count: example.line - 1) + example.source,
      path: path)
  }

  /// The page with each example's `output` block holding `transcripts[i]` (a block is added
  /// after an example that has none), each fenced long enough for what it holds.
  ///
  /// - Complexity: O(n) in the length of the page.
  func rewritten(with transcripts: [String]) -> String {
    var result = PageLines(page: self)
    var next = 0
    for (example, transcript) in zip(examples, transcripts) {
      // The inverse of reading a block: "" is no line, "x\n" one, "\n" one empty line.
      let body = transcript.hasSuffix("\n") ? String(transcript.dropLast()) : transcript
      let bodyLines = transcript.isEmpty ? [] : TextLines.split(body).lines
      let needed = Self.fenceLength(for: transcript)
      if let fence = example.outputFence {
        let open = example.outputLines.lowerBound - 1
        let closing = example.outputLines.upperBound
        result.copy(next..<open)
        if fence.length >= needed {
          result.copy(open..<open + 1)
          result.add(bodyLines)
          result.copy(closing..<closing + 1)
        } else {
          // The fences lengthened: the new transcript holds a run of backticks as long.
          let fenceText =
            String(repeating: " ", count: fence.indent)
            + String(repeating: "`", count: needed)
          result.add([Substring(fenceText + "output")] + bodyLines + [Substring(fenceText)])
        }
        next = closing + 1
      } else {
        let ticks = String(repeating: "`", count: needed)
        result.copy(next..<example.outputLines.lowerBound)
        result.add(["", Substring(ticks + "output")] + bodyLines + [Substring(ticks)])
        next = example.outputLines.upperBound
      }
    }
    result.copy(min(next, lines.count)..<lines.count)
    return result.text
  }
}

/// The lines of a rewritten page: those copied keep the line end they had, those added take
/// the end of the line copied before them (the page's first end when there is none), and the
/// last line ends as the page's last did.
struct PageLines {
  let page: MarkdownExamples
  private var parts: [Substring] = []
  /// Whether the text so far ends with a line that still needs its end before another follows.
  private var open = false
  /// The end the next added line takes.
  private var end: Substring

  init(page: MarkdownExamples) {
    self.page = page
    end = Substring(page.lineEnd)
  }

  /// Copies the page's lines `range`, each with its own end.
  mutating func copy(_ range: Range<Int>) {
    for i in range {
      add([page.lines[i]])
      if !page.ends[i].isEmpty {
        parts.append(page.ends[i])
        end = page.ends[i]
        open = false
      }
    }
  }

  /// Adds new lines, each ended as the line before it when another line follows.
  mutating func add(_ lines: [Substring]) {
    for line in lines {
      if open { parts.append(end) }
      parts.append(line)
      open = true
    }
  }

  /// The page's text.
  var text: String { parts.joined() }
}

extension MarkdownExamples {
  /// The page with each example's source replaced by `sources[i]` (`nil` keeps it), indented as
  /// its fence is; everything else as it was, line ends included.
  ///
  /// - Complexity: O(n) in the length of the page.
  package func withSources(_ sources: [String?]) -> String {
    var result = PageLines(page: self)
    var next = 0
    for (example, source) in zip(examples, sources) {
      guard let source else { continue }
      let first = example.line - 1
      result.copy(next..<first)
      let body = source.hasSuffix("\n") ? String(source.dropLast()) : source
      let indent = String(repeating: " ", count: example.indent)
      if !source.isEmpty {
        result.add(TextLines.split(body).lines.map { $0.isEmpty ? $0 : Substring(indent + $0) })
      }
      next = first + example.sourceLines
    }
    result.copy(min(next, lines.count)..<lines.count)
    return result.text
  }

  /// The source of each example, as `listsh fmt` reads it: the fence's indentation taken off.
  package var sources: [String] {
    examples.map { example in
      guard example.indent > 0 else { return example.source }
      return TextLines.split(example.source.dropLast()).lines.map { line in
        String(line.dropFirst(min(example.indent, line.prefix { $0 == " " }.count)))
      }.joined(separator: "\n") + "\n"
    }
  }
}

/// Splitting text into lines at LF, CRLF and a lone CR, as Markdown and the language read them.
package enum TextLines {
  /// The lines of `text` (without their ends; the text after the last end is the last line,
  /// empty when the text ends with one) and the first line end found (`\n` when none).
  ///
  /// - Complexity: O(n) in the length of the text.
  package static func split<S: StringProtocol>(_ text: S) -> (lines: [Substring], lineEnd: String)
  where S.SubSequence == Substring {
    let split = splitKeepingEnds(text)
    return (split.lines, split.lineEnd)
  }

  /// The lines of `text` as `split` gives them, with the end after each (`\n`, `\r\n` or
  /// `\r`; empty after the last line).
  ///
  /// - Complexity: O(n) in the length of the text.
  package static func splitKeepingEnds<S: StringProtocol>(_ text: S) -> (
    lines: [Substring], ends: [Substring], lineEnd: String
  ) where S.SubSequence == Substring {
    var lines: [Substring] = []
    var ends: [Substring] = []
    var lineEnd: String?
    var start = text.startIndex
    let scalars = text.unicodeScalars
    var s = scalars.startIndex
    while s < scalars.endIndex {
      let scalar = scalars[s]
      if scalar == "\n" || scalar == "\r" {
        let end = s
        var after = scalars.index(after: s)
        if scalar == "\r", after < scalars.endIndex, scalars[after] == "\n" {
          after = scalars.index(after: after)
        }
        lines.append(text[start..<end])
        ends.append(text[end..<after])
        if lineEnd == nil { lineEnd = String(text[end..<after]) }
        start = after
        s = after
      } else {
        s = scalars.index(after: s)
      }
    }
    lines.append(text[start...])
    ends.append(text[text.endIndex...])
    return (lines, ends, lineEnd ?? "\n")
  }
}

extension Substring {
  /// Without spaces and tabs at either end.
  fileprivate var trimmingSpaces: Substring {
    var s = self
    while s.last == " " || s.last == "\t" { s = s.dropLast() }
    while s.first == " " || s.first == "\t" { s = s.dropFirst() }
    return s
  }
}
