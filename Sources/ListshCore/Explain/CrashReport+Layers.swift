import HeadlessUIKit

extension CrashReport {
  /// Whether the text holds JSON escapes: a reason never has a backslash of its own.
  static func looksJSONEscaped(_ text: String) -> Bool {
    text.contains("\\\"") || text.contains("\\n") || text.contains("\\t")
  }

  /// The text with JSON's escapes undone (`\n`, `\t`, `\"`, `\\`, `\/`, `\uXXXX`).
  static func unescapingJSON(_ text: String) -> String {
    var out = ""
    var chars = text.makeIterator()
    while let c = chars.next() {
      guard c == "\\", let e = chars.next() else {
        out.append(c)
        continue
      }
      switch e {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": break
      case "u":
        var hex = ""
        while hex.count < 4, let h = chars.next() { hex.append(h) }
        if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) {
          out.append(Character(scalar))
        } else {
          out += "\\u" + hex
        }
      default: out.append(e)  // \" \\ \/
      }
    }
    return out
  }

  /// What a web page or a word processor does to a text, undone: HTML's entities, typographic
  /// quotes, no-break and zero-width spaces.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func normaliseCharacters(_ text: inout String, _ layers: inout [Layer]) {
    if text.contains("&"), text.contains(";") {
      let decoded = decodingEntities(text)
      if decoded != text {
        text = decoded
        layers.append(.htmlEntities)
      }
    }
    let plain: [Character: String] = [
      "‘": "'", "’": "'", "‚": "'", "′": "'", "“": "\"", "”": "\"", "„": "\"", "″": "\"",
      "\u{00A0}": " ", "\u{2007}": " ", "\u{202F}": " ", "\u{200B}": "", "\u{FEFF}": "",
      "\u{2028}": "\n",
    ]
    guard text.contains(where: { plain[$0] != nil }) else { return }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text { out += plain[c] ?? String(c) }
    text = out
    layers.append(.typography)
  }

  /// `text` with `&#39;`, `&#x27;`, `&quot;`, `&apos;`, `&amp;`, `&lt;`, `&gt;` and `&nbsp;`
  /// decoded.
  static func decodingEntities(_ text: String) -> String {
    let named: [Substring: Character] = [
      "quot": "\"", "apos": "'", "amp": "&", "lt": "<", "gt": ">", "nbsp": " ",
    ]
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      guard let semi = after.prefix(10).firstIndex(of: ";") else {
        out.append("&")
        rest = after
        continue
      }
      let name = after[..<semi]
      var decoded: Character?
      if let c = named[name] {
        decoded = c
      } else if name.hasPrefix("#x") || name.hasPrefix("#X"),
        let v = UInt32(name.dropFirst(2), radix: 16)
      {
        decoded = Unicode.Scalar(v).map(Character.init)
      } else if name.hasPrefix("#"), let v = UInt32(name.dropFirst()) {
        decoded = Unicode.Scalar(v).map(Character.init)
      }
      if let decoded {
        out.append(decoded)
        rest = after[after.index(after: semi)...]
      } else {
        out.append("&")
        rest = after
      }
    }
    out += rest
    return out
  }

  /// Peels the layers each line may carry: log prefixes (a timestamp and `Process[pid:tid]`,
  /// `[ERROR] :`, `[General]`), Markdown (quote marks, code fences, bold, `**\*`).
  static func peel(_ lines: inout [String], _ layers: inout [Layer], _ patterns: Patterns) {
    var logged = false
    var markdown = false
    var commented = false
    lines = lines.compactMap { line in
      var s = line
      // Each pattern is tried only on a line that has its literal part.
      if s.contains(">"), let m = s.prefixMatch(of: patterns.quote) {
        s = String(s[m.range.upperBound...])
        markdown = true
      }
      if let m = s.prefixMatch(of: patterns.timestamp) {
        s = String(s[m.range.upperBound...])
        logged = true
      }
      if s.contains("] :"), let m = s.prefixMatch(of: patterns.level) {
        s = String(s[m.range.upperBound...])
        logged = true
      }
      if s.hasPrefix("["), let m = s.prefixMatch(of: patterns.category) {
        s = String(s[m.range.upperBound...])
        logged = true
      }
      // Comment markers: `//`, `///`, ` * ` inside a block comment, `<!--`.
      if let m = s.prefixMatch(of: patterns.comment) {
        s = String(s[m.range.upperBound...])
        commented = true
      }
      if s.trimmingWhitespace.hasPrefix("```") {
        let rest = s.trimmingWhitespace.dropFirst(3)
        markdown = true
        // A fence alone (with its language) goes; text after an inline fence stays.
        if rest.isEmpty || rest.allSatisfy({ $0.isLetter }) { return nil }
        s = String(rest)
      }
      if s.contains("**") {
        let unbolded = unbolding(s)
        if unbolded != s { markdown = true }
        s = unbolded
      }
      return s
    }
    if logged { layers.append(.logPrefixes) }
    if markdown { layers.append(.markdown) }
    if commented { layers.append(.commentMarkers) }
  }

  /// `s` without Markdown's bold markers.
  ///
  /// `**\*` (an escaped `***`) becomes `***`. A bold span inside a sentence (words before its
  /// `**`, text after its closing one) that begins with a UIKit text's first words is what the
  /// sentence quotes: it becomes a typographic quotation, so the reason found in it ends where
  /// it does.
  static func unbolding(_ s: String) -> String {
    let s = s.replacing("**\\*", with: "***")
    var out = ""
    var k = s.startIndex
    var open = false
    var wrote = false
    while k < s.endIndex {
      if s[k...].hasPrefix("***") {
        out += "***"
        k = s.index(k, offsetBy: 3)
      } else if s[k...].hasPrefix("**") {
        let after = s.index(k, offsetBy: 2)
        if !open, wrote, let close = s[after...].firstRange(of: "**"),
          s[close.upperBound...].contains(where: { !$0.isWhitespace }),
          case let span = s[after..<close.lowerBound], !span.contains("\u{201D}"),
          ExceptionReading.openings.contains(where: { span.hasPrefix($0) })
        {
          out.append("\u{201C}")
          open = true
        } else if open {
          out.append("\u{201D}")
          open = false
        }
        k = after
      } else {
        out.append(s[k])
        wrote = wrote || s[k].isLetter || s[k].isNumber
        k = s.index(after: k)
      }
    }
    return out
  }

  /// The column a tracker cut the reason's lines at: every line but the last has the same
  /// length (at least 40 characters), and none ends at a sentence's end.
  static func fixedColumn(_ reason: String) -> Int? {
    let lines = reason.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 2, let width = lines.first?.count, width >= 40 else { return nil }
    let full = lines.dropLast()
    guard full.allSatisfy({ $0.count == width }), let last = lines.last, last.count <= width,
      !full.contains(where: { $0.hasSuffix(".") })
    else { return nil }
    return width
  }

  /// Lines cut at a fixed column, joined back.
  static func unwrapping(_ reason: String) -> String {
    reason.split(separator: "\n", omittingEmptySubsequences: false).joined()
  }
}
