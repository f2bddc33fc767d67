/// Finding a piece of a known text whose start is missing, by the template's own words.
///
/// A reporter copies what the screen showed: an alert with only the second sentence of the
/// count text, a console line begun mid-text, a forum post quoting `collectionView:
/// cellForItemAtIndexPath: does not have a reuseIdentifier - …` without `the cell returned
/// from -`. `openings` cannot find these: they do not begin with a template's first words. But
/// every run of a template's fixed words is UIKit's own, so a text that holds a long enough run
/// of them holds part of that template, and what is missing is the template's text before it.
///
/// The search works on words: every template (the classic texts, the registration and dequeue
/// texts, the snapshot texts, on every profile) is cut into words, a number, an identifier or a
/// description being a gap; each `shingle` words in a row index where they stand; the text's
/// words are looked up in that index and each hit extended as far as the template goes.
extension ExceptionTemplates {
  /// How many words in a row are looked up at once.
  static let shingle = 4

  /// The fewest words in a row a fragment must share with a template: shorter runs (`from
  /// section`, `rows in section`, `the number of rows`) are words prose uses too.
  static let shortestFragment = 8

  /// The most characters of a text searched (its first ones): a fragment is looked for only in
  /// what a reader failed to read.
  static let fragmentSearchLimit = 256 * 1024

  /// A piece of a template found without the template's start.
  package struct Fragment: Equatable, Sendable {
    /// The words the template begins with (`Invalid update: invalid number of rows in section …`).
    package var opening: String
    /// The template's words before the piece, a number or a name as `N`: what the text lacks.
    package var missing: String
    /// The piece's first words, as the text has them.
    package var begins: String
    /// Where the piece begins in the text searched.
    package var start: String.Index
    /// Whether the words missing are fixed words alone, no number or name among them: the rest
    /// of the text then determines them (`Invalid update: invalid number of sections.`).
    package var missingIsFixed: Bool
  }

  /// A text's words for the search, each with where it stands: runs of characters between
  /// spaces, a run of digits a word of its own written `#` (`(77),` is `(`, `#`, `),`), quote
  /// marks and backticks around a word dropped.
  static func tokens(_ text: Substring) -> [(word: String, range: Range<String.Index>)] {
    var out: [(word: String, range: Range<String.Index>)] = []
    for chunk in text.split(whereSeparator: \.isWhitespace) {
      var k = chunk.startIndex
      var start = k
      var word = ""
      func flush(_ end: String.Index) {
        let trimmed = word.drop { quoteMarks.contains($0) }.reversed().drop {
          quoteMarks.contains($0)
        }
        if !trimmed.isEmpty { out.append((String(trimmed.reversed()), start..<end)) }
        word = ""
      }
      while k < chunk.endIndex {
        if chunk[k].isASCII, chunk[k].isNumber {
          flush(k)
          let digits = chunk[k...].prefix { $0.isASCII && $0.isNumber }
          out.append(("#", k..<digits.endIndex))
          k = digits.endIndex
          start = k
        } else {
          word.append(chunk[k])
          k = chunk.index(after: k)
        }
      }
      flush(k)
    }
    return out
  }

  /// The marks a copy puts around a word, which no template's words begin or end with.
  static let quoteMarks = Set<Character>("`'\"“”‘’«»「」*")

  /// A template as words: `nil` where an identifier or a description stands, `#` a number.
  struct WordTemplate {
    var opening: String
    var words: [String?]
    /// Whether each word follows the one before it with no space (`N.` in `section N.`).
    var glued: [Bool]

    /// The template of `text`, whose numbers are `0` and whose other gaps hold `gap`.
    init(opening: String, text: String) {
      self.opening = opening
      let tokens = ExceptionTemplates.tokens(Substring(text))
      words = tokens.map { $0.word.contains(ExceptionTemplates.gap) ? nil : $0.word }
      glued = tokens.indices.map { k in
        k > 0 && tokens[k - 1].range.upperBound == tokens[k].range.lowerBound
      }
    }

    /// The words before `end`, spaced as the template spaces them, a number or a gap as `N`.
    func text(before end: Int) -> String {
      var out = ""
      for k in 0..<end {
        if k > 0, !glued[k] { out += " " }
        out += words[k].map { $0 == "#" ? "N" : $0 } ?? "N"
      }
      return out
    }
  }

  /// What stands for an identifier or a description in a template's text.
  static let gap: Character = "\u{E001}"

  /// Every template of every reader, as words.
  static let wordTemplates: [WordTemplate] = {
    var out: [WordTemplate] = []
    for template in all {
      let text = template.folded.map { piece -> String in
        if case .literal(let literal) = piece { String(literal) } else { "0" }
      }.joined()
      out.append(WordTemplate(opening: opening(template.pieces), text: text))
    }
    for template in ProvisionTextReading.all {
      let text = template.pieces.map { piece -> String in
        switch piece {
        case .literal(let literal): literal
        case .number: "0"
        case .identifier, .description: String(gap)
        }
      }.joined()
      // Up to its first gap, and no more than its first words.
      var first = String(text.prefix { $0 != gap && !$0.isNumber }.prefix(64))
      if first.count == 64, let space = first.lastIndex(of: " ") { first = String(first[..<space]) }
      out.append(WordTemplate(opening: first.trimmingWhitespace + " …", text: text))
    }
    for error in SnapshotError.samples(String(gap)) {
      for platform in Platform.allCases {
        let text = error.message(on: platform)
        let opening = String(text.prefix { $0 != gap }).trimmingWhitespace
        out.append(WordTemplate(opening: opening + " …", text: text))
      }
    }
    return out
  }()

  /// Each `shingle` words in a row of some template, and where they stand (template, word).
  static let shingles: [String: [(template: Int, word: Int)]] = {
    var index: [String: [(template: Int, word: Int)]] = [:]
    for (t, template) in wordTemplates.enumerated() where template.words.count >= shingle {
      for w in 0...(template.words.count - shingle) {
        let run = template.words[w..<(w + shingle)].compactMap { $0 }
        guard run.count == shingle else { continue }
        let key = run.joined(separator: " ")
        // One place per template is enough to find a run in it.
        if index[key]?.last?.template != t { index[key, default: []].append((t, w)) }
      }
    }
    return index
  }()

  /// The piece of a known text that `text` holds without the text's start, if any: the longest
  /// run of a template's words (not from its first) in the text, the earliest of equals.
  ///
  /// - Complexity: O(n · h) for a text of n words (at most `fragmentSearchLimit` characters)
  ///   and h places of a shingle; each hit extended as far as it goes.
  package static func fragment(in text: String) -> Fragment? {
    let searched = text.prefix(fragmentSearchLimit)
    let tokens = tokens(searched)
    let words = tokens.map(\.word)
    guard words.count >= shortestFragment else { return nil }
    var best: (length: Int, start: Int, template: Int, word: Int, back: Int)?
    // The words some template's start covers: the openings find those texts, so a piece of
    // another template among them (a table's text holds a collection view's words after its
    // first noun) is no piece.
    var starts: [Range<Int>] = []
    var i = 0
    while i + shingle <= words.count {
      let key = words[i..<(i + shingle)].joined(separator: " ")
      var longest = 0
      for (t, w) in shingles[key] ?? [] {
        let template = wordTemplates[t].words
        // Back over the words before it, case aside (`Invalid Update: Invalid number …` has
        // its start, misworded); a gap before it (a name, a description) hides whether the
        // text's start is there, so such a run is no piece.
        var back = 0
        var hidden = false
        while back < w, back < i {
          guard let word = template[w - back - 1] else {
            hidden = true
            break
          }
          guard word.lowercased() == words[i - back - 1].lowercased() else { break }
          back += 1
        }
        var length = shingle
        while i + length < words.count, w + length < template.count,
          template[w + length].map({ $0 == words[i + length] }) ?? false
        {
          length += 1
        }
        longest = max(longest, length)
        if back == w || hidden {
          starts.append((i - back)..<(i + length))
        } else if best.map({ length > $0.length }) ?? true {
          best = (length, i, t, w, back)
        }
      }
      // Past a run found: its words are not looked up again.
      i += max(1, longest - shingle + 1)
    }
    guard let best, best.length >= shortestFragment,
      !starts.contains(where: { $0.overlaps(best.start..<(best.start + best.length)) })
    else { return nil }
    let template = wordTemplates[best.template]
    // The words the text has before the piece, which its start may share with the template's
    // (`sections. The number …`), belong to the piece: what is missing comes before them.
    let missing = template.text(before: best.word - best.back)
    let shown = min(best.length, 12)
    let begins = searched[
      tokens[best.start].range.lowerBound..<tokens[best.start + shown - 1].range.upperBound]
    let first = best.start - best.back
    var start = tokens[first].range.lowerBound
    while start < searched.endIndex, quoteMarks.contains(searched[start]) {
      start = searched.index(after: start)
    }
    return Fragment(
      opening: template.opening, missing: missing,
      begins: ExceptionReading.collapsed(String(begins)) + (best.length > shown ? " …" : ""),
      start: start,
      missingIsFixed: template.words[..<(best.word - best.back)].allSatisfy {
        $0 != nil && $0 != "#"
      })
  }

  /// The text `fragment`, found in `text`, stands for when the words it misses are fixed:
  /// those words, then the text from the piece on, without the quote marks a copy put around
  /// it; `nil` for any other piece.
  ///
  /// Only a piece that stands alone is restored, the whole text or quoted in it (its words up
  /// to the quote's end): other words before it may be another text's start, as a log's first
  /// sentence is before the sentence it shares with an exception.
  static func restored(_ text: String, _ fragment: Fragment) -> ExceptionTextError.Restorable? {
    guard fragment.missingIsFixed else { return nil }
    let before = text[..<fragment.start]
    let alone = before.allSatisfy { $0.isWhitespace || quoteMarks.contains($0) }
    guard alone || before.last.map(quoteMarks.contains) == true else { return nil }
    var end = text.endIndex
    // Quoted: up to the mark that closes the quote (an apostrophe inside a word closes none).
    if !alone, let open = before.last {
      let close = closingMark[open] ?? open
      var k = fragment.start
      while k < text.endIndex {
        if text[k] == close {
          let after = text.index(after: k)
          let inWord =
            k > text.startIndex && text[text.index(before: k)].isLetter
            && after < text.endIndex && text[after].isLetter
          if !inWord {
            end = k
            break
          }
        }
        k = text.index(after: k)
      }
    }
    var rest = String(text[fragment.start..<end]).trimmingWhitespace[...]
    while let last = rest.last, quoteMarks.contains(last) { rest = rest.dropLast() }
    guard !rest.isEmpty else { return nil }
    return ExceptionTextError.Restorable(
      text: fragment.missing + " " + rest, missing: fragment.missing)
  }

  /// The mark that closes a quotation each opening mark begins (others close themselves).
  static let closingMark: [Character: Character] = ["“": "”", "‘": "’", "«": "»", "「": "」"]

  /// The error for a text that holds a piece of a known text without its start.
  static func fragmentRefusal(_ text: String) -> ExceptionTextError? {
    guard let fragment = fragment(in: text) else { return nil }
    var error = ExceptionTextError(
      message:
        "the text holds part of UIKit's '\(fragment.opening)' text, from '\(fragment.begins)', without its first words ('\(fragment.missing)'): it is cut short at its start, and what it leaves out decides what happened, so copy the whole reason"
    )
    error.restorable = restored(text, fragment)
    return error
  }
}
