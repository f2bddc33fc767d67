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
package struct MarkdownExamples: Sendable {
  /// One example.
  package struct Example: Sendable, Equatable {
    /// The 1-based line of the example's first source line.
    package var line: Int
    /// What follows `listsh` on the opening fence (`listsh test` reads directives there).
    var info: String = ""
    /// The example's source.
    var source: String
    /// The expected transcript, or `nil` when no `output` block follows.
    var expected: String?
    /// Lines (0-based, half-open) of the `output` block's content, or where a new block goes.
    var outputLines: Range<Int>
    /// Whether an `output` block exists (otherwise `outputLines` is an insertion point).
    var hasOutputBlock: Bool
  }

  /// The page's lines.
  let lines: [Substring]
  /// The examples, in order.
  package let examples: [Example]
  /// The 1-based lines of `listsh` or `output` fences that are never closed; the examples they
  /// open are left out.
  package let unclosedFences: [Int]

  /// Finds the examples of `markdown`.
  ///
  /// - Complexity: O(n) in the length of the page.
  package init(_ markdown: String) {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    self.lines = lines
    var examples: [Example] = []
    var unclosed: [Int] = []
    var i = 0
    /// The end of the fenced block whose content starts at `start` (the closing fence's line).
    func close(_ start: Int) -> Int {
      var j = start
      while j < lines.count, lines[j].trimmingSpaces != "```" { j += 1 }
      return j
    }
    while i < lines.count {
      let fence = lines[i].trimmingSpaces
      guard fence == "```listsh" || fence.hasPrefix("```listsh ") else {
        if lines[i].hasPrefix("```") { i = close(i + 1) }
        i += 1
        continue
      }
      let info = String(fence.dropFirst("```listsh".count).trimmingSpaces)
      let start = i + 1
      let end = close(start)
      guard end < lines.count else {
        unclosed.append(i + 1)
        break
      }
      let source = lines[start..<end].joined(separator: "\n") + "\n"
      var k = end + 1
      while k < lines.count, lines[k].trimmingSpaces.isEmpty { k += 1 }
      if k < lines.count, lines[k].trimmingSpaces == "```output" {
        let outEnd = close(k + 1)
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
            line: start + 1, info: info, source: source, expected: expected,
            outputLines: (k + 1)..<outEnd, hasOutputBlock: true))
        i = outEnd + 1
      } else {
        examples.append(
          Example(
            line: start + 1, info: info, source: source, expected: nil,
            outputLines: (end + 1)..<(end + 1), hasOutputBlock: false))
        i = end + 1
      }
    }
    self.examples = examples
    self.unclosedFences = unclosed
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
  /// after an example that has none).
  ///
  /// - Complexity: O(n) in the length of the page.
  func rewritten(with transcripts: [String]) -> String {
    var result: [Substring] = []
    var next = 0
    for (example, transcript) in zip(examples, transcripts) {
      // The inverse of reading a block: "" is no line, "x\n" one, "\n" one empty line.
      let body = transcript.hasSuffix("\n") ? String(transcript.dropLast()) : transcript
      let bodyLines =
        transcript.isEmpty ? [] : body.split(separator: "\n", omittingEmptySubsequences: false)
      result += lines[next..<example.outputLines.lowerBound]
      if example.hasOutputBlock {
        result += bodyLines
      } else {
        result += ["", "```output"] + bodyLines + ["```"]
      }
      next = example.outputLines.upperBound
    }
    result += lines[next...]
    return result.joined(separator: "\n")
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var s = self
    while s.last == " " || s.last == "\t" || s.last == "\r" { s = s.dropLast() }
    while s.first == " " || s.first == "\t" { s = s.dropFirst() }
    return s
  }
}
