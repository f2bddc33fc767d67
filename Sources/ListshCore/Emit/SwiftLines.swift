/// Wraps emitted Swift at a column, as a person would: a call's or a literal's elements one
/// per line, a comment at its words, a long string as a multi-line literal whose lines are
/// joined again by `\` (so that its value does not change).
enum SwiftLines {
  /// The column emitted lines stay within.
  static let width = 100

  /// `line` (its indentation included) as lines of at most `width` columns, where it can be
  /// broken; a piece that cannot (one long word) stays whole.
  static func wrap(_ line: String, width: Int = width) -> [String] {
    guard line.count > width else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    let text = line.dropFirst(indent.count)
    if text.hasPrefix("//") { return comment(String(text), indent: indent, width: width) }
    let chain = chainBreak(text).flatMap { $0.count < width - indent.count ? $0 : nil }
    guard let (open, close) = outermostBrackets(text) else {
      if let pieces = splitStringLiteral(text, width: width - indent.count) {
        return [indent + pieces[0]] + pieces.dropFirst().map { indent + "  " + $0 }
      }
      return chain.map { breakChain(text, at: $0, indent: indent, width: width) } ?? [line]
    }
    let head = String(text[...open])
    let inner = text[text.index(after: open)..<close]
    let tail = String(text[close...])
    let elements = splitAtCommas(inner)
    if elements.count < 2, let chain {
      return breakChain(text, at: chain, indent: indent, width: width)
    }
    guard elements.count > 1 || (elements.first.map { $0.count > width / 2 } ?? false) else {
      return [line]
    }
    var lines = [indent + head]
    for (k, element) in elements.enumerated() {
      let comma = k < elements.count - 1 ? "," : ""
      lines += wrap(indent + "  " + element + comma, width: width)
    }
    lines.append(indent + tail)
    return lines
  }

  /// A line that is one string literal (an element of a list, its comma after it) as the
  /// concatenation of pieces broken before spaces: `"a long " +`, `"text"`.
  static func splitStringLiteral(_ text: Substring, width: Int) -> [String]? {
    let comma = text.hasSuffix(",")
    let literal = comma ? text.dropLast() : text
    // One literal: no quote inside but escaped ones.
    guard literal.count > 2, literal.first == "\"", literal.last == "\"",
      !literal.dropFirst().dropLast().replacing("\\\"", with: "").contains("\"")
    else { return nil }
    var rest = Substring(literal.dropFirst().dropLast())
    var pieces: [String] = []
    while rest.count > width - 6 {
      let limit = rest.index(rest.startIndex, offsetBy: width - 6)
      guard let space = rest[..<limit].lastIndex(of: " "), space > rest.startIndex,
        !rest[..<space].hasSuffix("\\")
      else { break }
      pieces.append("\"" + rest[..<space] + "\" +")
      rest = rest[space...]
    }
    guard !pieces.isEmpty else { return nil }
    return pieces + ["\"" + rest + "\"" + (comma ? "," : "")]
  }

  /// `a.f(…).g { … }` broken before `.g`, the rest two spaces further.
  static func breakChain(_ text: Substring, at chain: String, indent: String, width: Int)
    -> [String]
  {
    let rest = String(text.dropFirst(chain.count))
    return wrap(indent + chain, width: width) + wrap(indent + "  " + rest, width: width)
  }

  /// A `//` comment broken at spaces, each line a comment: the comment's own indentation (a
  /// listing inside it) is kept, and its continuation lines go two spaces further.
  static func comment(_ text: String, indent: String, width: Int) -> [String] {
    let body = text.dropFirst(2)
    let spaces = body.prefix { $0 == " " }.count
    guard spaces < body.count else { return [indent + "//"] }
    let first = indent + "//" + String(repeating: " ", count: max(spaces, 1))
    let next = first + "  "
    var lines: [String] = []
    var current = first
    var empty = true
    for word in body.dropFirst(spaces).split(separator: " ", omittingEmptySubsequences: false) {
      if !empty, current.count + 1 + word.count > width {
        lines.append(current)
        current = next
        empty = true
      }
      current += (empty ? "" : " ") + word
      empty = false
    }
    lines.append(current)
    return lines
  }

  /// Visits the characters of `text` that lie outside string literals, with the bracket depth
  /// before each (`(`, `[` and `{` open, their partners close).
  static func scan(_ text: Substring, _ visit: (String.Index, Character, Int) -> Void) {
    var depth = 0
    var inString = false
    var escaped = false
    var index = text.startIndex
    while index < text.endIndex {
      let c = text[index]
      if inString {
        if escaped {
          escaped = false
        } else if c == "\\" {
          escaped = true
        } else if c == "\"" {
          inString = false
        }
      } else if c == "\"" {
        inString = true
      } else {
        visit(index, c, depth)
        if "([{".contains(c) { depth += 1 }
        if ")]}".contains(c) { depth -= 1 }
      }
      index = text.index(after: index)
    }
  }

  /// The widest bracket group (`(…)` or `[…]`) outside strings at depth 0: a call's
  /// arguments or a literal's elements, the place to break them.
  static func outermostBrackets(_ text: Substring) -> (String.Index, String.Index)? {
    var open: String.Index?
    var best: (String.Index, String.Index)?
    scan(text) { index, c, depth in
      if depth == 0, c == "(" || c == "[" { open = index }
      if depth == 1, c == ")" || c == "]", let start = open,
        text.distance(from: start, to: index) > 1,
        best.map({ text.distance(from: $0.0, to: $0.1) < text.distance(from: start, to: index) })
          ?? true
      {
        best = (start, index)
      }
    }
    return best
  }

  /// The text before the last `).member` of a call chain outside strings and brackets (the
  /// place to break `x.f(…).flatMap { … }`), if the line has one.
  static func chainBreak(_ text: Substring) -> String? {
    var found: String.Index?
    scan(text) { index, c, depth in
      let next = text.index(after: index)
      if depth == 1, ")]}".contains(c), next < text.endIndex, text[next] == "." { found = next }
    }
    return found.map { String(text[..<$0]) }
  }

  /// The elements of a bracket's contents, split at the commas outside strings and nested
  /// brackets, trimmed.
  static func splitAtCommas(_ inner: Substring) -> [String] {
    var cuts: [String.Index] = []
    scan(inner) { index, c, depth in
      if c == ",", depth == 0 { cuts.append(index) }
    }
    var elements: [String] = []
    var start = inner.startIndex
    for cut in cuts {
      elements.append(String(inner[start..<cut]).trimmed)
      start = inner.index(after: cut)
    }
    let last = String(inner[start...]).trimmed
    if !last.isEmpty { elements.append(last) }
    return elements
  }

  /// A string as a multi-line literal at `indent`: one source line per line of the text, each
  /// broken before a space where it is too long and joined again by a `\` at the line's end.
  static func multilineLiteral(_ text: String, indent: String, width: Int = width) -> [String] {
    var lines = [indent + "\"\"\""]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var rest = escapedForMultiline(String(line))
      while rest.count > width - indent.count - 1 {
        let limit = rest.index(rest.startIndex, offsetBy: width - indent.count - 1)
        // Break before a space, which then starts the next line (leading spaces beyond the
        // indentation are kept; trailing ones before a `\` would be too, but are hard to see).
        // Before a space if there is one; else anywhere but inside an escape (`\\`, `\u{…}`):
        // the `\` at the line's end joins the pieces again without adding anything.
        var cut = rest[..<limit].lastIndex(of: " ") ?? limit
        if cut == rest.startIndex { cut = limit }
        while cut > rest.startIndex, escapeContinues(rest, before: cut) {
          cut = rest.index(before: cut)
        }
        guard cut > rest.startIndex else { break }
        lines.append(indent + rest[..<cut] + "\\")
        rest = String(rest[cut...])
      }
      lines.append(indent + rest)
    }
    lines.append(indent + "\"\"\"")
    return lines
  }

  /// Whether cutting `text` before `index` would split an escape: an odd run of backslashes
  /// just before it, or an open `\u{`.
  static func escapeContinues(_ text: String, before index: String.Index) -> Bool {
    let head = text[..<index]
    let slashes = head.reversed().prefix { $0 == "\\" }.count
    if slashes % 2 == 1 { return true }
    if let open = head.ranges(of: "\\u{").last,
      !head[open.upperBound...].contains("}")
    {
      return true
    }
    return false
  }

  /// Text for a multi-line string literal: backslashes doubled, every `"""` broken, control
  /// characters escaped.
  static func escapedForMultiline(_ s: String) -> String {
    var out = ""
    var quotes = 0
    for scalar in s.unicodeScalars {
      if scalar == "\"" {
        quotes += 1
        out += quotes == 3 ? "\\\"" : "\""
        if quotes == 3 { quotes = 0 }
        continue
      }
      quotes = 0
      if scalar == "\\" {
        out += "\\\\"
      } else if TerminalText.isUnsafeInSource(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
