import HeadlessUIKit

/// Finding UIKit's text by its own words, wherever the paste holds it.
///
/// The forms (`*** Terminating app …`, `Fatal Exception:`, …) say where a reporter put a reason
/// and add what surrounds it (the class, the container). They are not needed to find it: a
/// reason begins with one of `ExceptionReading.openings`, the fixed words of the templates the
/// model raises. A line that holds one and that no form claimed is an exception of its own; a
/// form's reason that does not read is read again from the opening inside it.
extension CrashReport {
  /// The openings grouped by their first characters, the key a line is searched for first.
  struct OpeningIndex {
    static let keyLength = 12
    let groups: [(key: String, openings: [String])]
    /// Each key's UTF-8 bytes when it is ASCII: a line without them cannot hold it, and bytes
    /// are compared much faster than `Character`s.
    let keyBytes: [[UInt8]?]

    init(_ openings: [String]) {
      var order: [String] = []
      var byKey: [String: [String]] = [:]
      for opening in openings {
        let key = String(opening.prefix(Self.keyLength))
        if byKey[key] == nil { order.append(key) }
        byKey[key, default: []].append(opening)
      }
      groups = order.map { ($0, byKey[$0] ?? []) }
      keyBytes = order.map { key in key.utf8.allSatisfy { $0 < 128 } ? Array(key.utf8) : nil }
    }

    static let shared = OpeningIndex(ExceptionReading.openings)

    /// The first place in `line` where an opening stands.
    ///
    /// - Complexity: O(g · n) for g keys and a line of n characters, and the openings of the
    ///   keys the line holds.
    func first(in line: String) -> String.Index? {
      var best: String.Index?
      let bytes = Array(line.utf8)
      for ((key, openings), keyBytes) in zip(groups, keyBytes) {
        if let keyBytes, ByteSearch.firstRange(of: keyBytes, in: bytes[...]) == nil { continue }
        guard let hit = line.firstRange(of: key) else { continue }
        if let best, best <= hit.lowerBound { continue }
        for opening in openings {
          if let r = line[hit.lowerBound...].firstRange(of: opening),
            best.map({ r.lowerBound < $0 }) ?? true
          {
            best = r.lowerBound
          } else if Self.isCut(opening, at: line[hit.lowerBound...]) {
            best = hit.lowerBound
          }
        }
      }
      return best
    }

    /// The fewest characters of an opening a text cut short inside it must hold.
    static let shortestCut = 40

    /// Whether `text` begins with the first `shortestCut` characters of `opening` at least,
    /// and stops there: at its end, or at a mark that is not a word's (a closing quote, `…`).
    static func isCut(_ opening: String, at text: Substring) -> Bool {
      var k = text.startIndex
      var common = 0
      for c in opening {
        guard k < text.endIndex, text[k] == c else { break }
        common += 1
        k = text.index(after: k)
      }
      guard common >= shortestCut, common < opening.count else { return false }
      guard k < text.endIndex else { return true }
      let next = text[k]
      return !next.isLetter && !next.isNumber && !next.isWhitespace
    }
  }

  /// The characters that open a quotation, and the one that closes each.
  static let quotePairs: [Character: Character] = [
    "'": "'", "\"": "\"", "`": "`", "«": "»", "「": "」", "“": "”", "‘": "’",
  ]

  /// Marks a wrapper leaves after the reason it quotes.
  static let trailingMarks: Set<Character> = [
    "'", "\"", "`", "”", "’", "»", "」", ",", ";", "*", "}", "]", ")", ">",
  ]

  /// The reason that starts at `start` of `text`: the first way of cutting it that a reader
  /// reads — up to the quote that closes one just before it, the whole of `text`, its first
  /// line — each as given and without the marks a wrapper leaves after it; the whole of `text`
  /// when none reads.
  ///
  /// - Complexity: O(c · t · n) for c ways of cutting, t templates and n characters.
  static func reason(in text: String, from start: String.Index, paragraph: String.Index? = nil)
    -> (text: String, reads: Bool)
  {
    var unlimited = Int.max
    let found = reason(in: text, from: start, paragraph: paragraph, budget: &unlimited)
    return (found.text, found.reads)
  }

  /// The reason that starts at `start`, what its readings cost taken from `budget`.
  ///
  /// Once the budget is spent, it is the opening's line, unread, so that a paste of many
  /// openings in long paragraphs stays bounded work. `cut` says the text is a cut of its own
  /// (read, cut before its numbers, or the line of a spent budget), not the whole of `text`
  /// from `start`.
  static func reason(
    in text: String, from start: String.Index, paragraph: String.Index?, budget: inout Int
  ) -> (text: String, reads: Bool, cut: Bool) {
    let rest = text[start...]
    // Spent: the opening's line, unread (`explain` reads each text it found once, later).
    guard budget > 0 else {
      return (String(rest.prefix { $0 != "\n" }).trimmingWhitespace, false, true)
    }
    var cuts: [Substring] = []
    // The quote just before the opening (after `*** ` or a space, as `'*** -[UITableView …'`).
    var before = start
    while before > text.startIndex {
      let previous = text.index(before: before)
      guard text[previous] == " " || text[previous] == "*" else { break }
      before = previous
    }
    if before > text.startIndex, let close = quotePairs[text[text.index(before: before)]],
      let end = rest.firstIndex(of: close)
    {
      cuts.append(rest[..<end])
    }
    if let paragraph, paragraph > start { cuts.append(text[start..<paragraph]) }
    let newline = rest.firstIndex(of: "\n")
    cuts.append(rest)
    if let newline { cuts.append(rest[..<newline]) }
    // Then at each sentence's end (a period before a space, the end or a closing mark), the
    // last first: what follows may be the wrapper's (a tracker's `(null)`, the reporter's next
    // sentence, a quote that closes after an apostrophe inside the text).
    var ends: [Substring] = []
    var k = rest.startIndex
    while k < rest.endIndex, ends.count < maximumSentenceCuts {
      let next = rest.index(after: k)
      if rest[k] == ".",
        next == rest.endIndex || rest[next].isWhitespace || trailingMarks.contains(rest[next])
      {
        ends.append(rest[..<next])
      }
      k = next
    }
    cuts += ends.reversed()
    var tried: Set<Substring> = []
    // A cut that reads whole wins; one that reads only as a text cut short (a quote inside
    // the text, taken for the wrapper's) is kept in case none does, and one that stops before
    // the numbers a reading needs after that (its refusal says so, not what follows it).
    var cutShort: Substring?
    var cutBefore: Substring?
    for cut in cuts {
      var candidate = cut.trimmingWhitespaceSuffix
      // As given, then without each mark a wrapper leaves after it, one at a time.
      for _ in 0..<8 {
        if tried.insert(candidate).inserted {
          // A reading costs its length, and at least what every reader's templates cost.
          budget -= max(candidate.utf8.count, Self.readingCost)
          switch reading(candidate) {
          case .whole: return (String(candidate), true, true)
          case .cutShort: cutShort = cutShort ?? candidate
          case .cutBeforeNumbers: cutBefore = cutBefore ?? candidate
          case .none: break
          }
        }
        // A reporter's doubled final period (`moved out)..`) is a mark too.
        guard let last = candidate.last,
          trailingMarks.contains(last) || (candidate.hasSuffix("..") && !candidate.hasSuffix("..."))
        else { break }
        candidate = candidate.dropLast().trimmingWhitespaceSuffix
      }
    }
    if let cutShort { return (String(cutShort), true, true) }
    if let cutBefore { return (String(cutBefore), false, true) }
    return (String(rest).trimmingWhitespace, false, false)
  }

  /// How a reader reads a text.
  enum Reading {
    case none
    /// A known text that stops before the numbers a reading needs (its refusal says so).
    case cutBeforeNumbers
    case cutShort
    case whole
  }

  /// How a reader reads `text`: as a text the model raises, one cut short, one cut before its
  /// numbers, or not at all.
  static func reading(_ text: Substring) -> Reading {
    do throws(ExceptionTextError) {
      return try ExceptionReading.read(String(text)).cutShort ? .cutShort : .whole
    } catch {
      return error.cutShort ? .cutBeforeNumbers : .none
    }
  }

  /// Whether a reader reads `text` as a text the model raises or a cut-short one.
  static func reads(_ text: Substring) -> Bool {
    switch reading(text) {
    case .whole, .cutShort: true
    case .none, .cutBeforeNumbers: false
    }
  }

  /// A reason gathered by a form that does not read, read again from the opening inside it.
  static func fromOpening(_ reason: String) -> String? {
    // The opening first: looking for it costs less than a reading.
    guard let start = OpeningIndex.shared.first(in: reason), !reads(Substring(reason)) else {
      return nil
    }
    let found = Self.reason(in: reason, from: start)
    return found.reads ? found.text : nil
  }

  /// The exception's class named before `column` on line `k` or on the line above it.
  static func nameBefore(_ scan: Scan, line k: Int, column: String.Index) -> String? {
    let here = scan.lines[k][..<column]
    if let m = here.firstMatch(of: scan.patterns.anyName) { return String(m.output.1) }
    guard k > 0 else { return nil }
    let above = scan.trimmed[k - 1]
    if let m = above.firstMatch(of: scan.patterns.anyName),
      m.range.upperBound == above.endIndex
        || above[m.range.upperBound...].allSatisfy({ ":'\" ".contains($0) })
    {
      return String(m.output.1)
    }
    return nil
  }

  /// Lines no form claimed that hold an opening: the reason from it, gathered as far as its
  /// paragraph goes, cut where a reader reads it.
  static func openings(_ scan: Scan) {
    let index = OpeningIndex.shared
    var found = 0
    for (k, line) in scan.lines.enumerated() where scan.isFree(k) {
      // A paste that repeats a text many times holds its first ones. A stack frame names a
      // method a text may begin with, not the text.
      guard found < maximumOpenings, !scan.isFrame(k), let start = index.first(in: line) else {
        continue
      }
      // A paragraph longer than any reason (a log with no blank line) is gathered only as far
      // as a reason goes: each opening's work stays bounded however long the paste.
      let end = min(scan.reach(first: "x", after: k, closing: nil), k + maximumReasonLines)
      guard scan.isFree(k...end) else { continue }
      // UIKit's multi-line texts hold blank lines ("Invalid batch updates detected"): the
      // lines past the paragraph, up to a stack or a claimed line, are tried too.
      var beyond = end
      while beyond + 1 < scan.lines.count, beyond - k < maximumReasonLines,
        scan.isBlank(beyond + 1) || !scan.stops[beyond + 1], scan.isFree(beyond + 1)
      {
        beyond += 1
      }
      scan.work.lines += beyond - k + 1
      // The whole line, so that a quote before the opening is seen.
      let text = ([line] + scan.lines[(k + 1)..<(beyond + 1)]).joined(separator: "\n")
      let paragraph = ([line] + scan.lines[(k + 1)..<(end + 1)]).joined(separator: "\n")
      let offset = line.utf8.distance(from: line.startIndex, to: start)
      let (reason, reads, cut) = Self.reason(
        in: text, from: text.utf8.index(text.startIndex, offsetBy: offset),
        paragraph: text.utf8.index(text.startIndex, offsetBy: paragraph.utf8.count),
        budget: &scan.readBudget)
      // The lines the reason read takes (or the text cut before its numbers); all of the
      // paragraph when neither.
      let lines = reason.count(where: { $0 == "\n" })
      let taken = reads ? min(beyond - k, lines) : cut ? min(end - k, lines) : end - k
      found += 1
      scan.claim(
        Candidate(
          found: Found(
            name: nameBefore(scan, line: k, column: start), reason: reason,
            form: .opening(quoted: openingQuote(line, start)), truncated: false, line: k + 1),
          start: k, end: k + taken))
    }
  }

  /// The characters the readings of all openings' cuts in a paste may look at, a reading
  /// costing `readingCost` at least; past it, each opening is its line, unread.
  static let openingReadBudget = 1_000_000

  /// What a reading of a short text costs, in characters' worth: every reader's templates are
  /// tried on it.
  static let readingCost = 20_000

  /// The most sentence ends a reason found by its opening is tried at.
  static let maximumSentenceCuts = 12

  /// The most lines a reason found by its opening is gathered over.
  static let maximumReasonLines = 120

  /// The most exceptions found by their openings alone.
  static let maximumOpenings = 64

  /// Whether a quote opens just before `start`.
  static func openingQuote(_ line: String, _ start: String.Index) -> Bool {
    guard start > line.startIndex else { return false }
    return quotePairs[line[line.index(before: start)]] != nil
  }
}
