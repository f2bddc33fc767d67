import ListDiff

/// The classic exception texts as templates, made from the messages themselves.
///
/// Each kind of failure is rendered with marker numbers on every profile, and the markers become the slots
/// a text's numbers fill. Reading a text is the inverse of `Reason.message(on:)` by
/// construction: a new text or a changed wording needs no second copy here.
enum ExceptionTemplates {
  /// A literal run of the text, or the n-th number of the reason.
  enum Piece: Equatable {
    case literal([Character])
    case slot(Int)
  }

  struct Template {
    var kind: UIKitException.Reason.Kind
    var platform: Platform
    /// The view whose words the template has.
    var view: ViewNoun
    var pieces: [Piece]
    /// The same pieces with white space folded, for texts whose spacing was folded.
    var folded: [Piece]
  }

  /// The markers: numbers of one width, none a part of another, that no text has.
  static let markers = (0..<UIKitException.Reason.maxSlots).map { 9_100_001 + $0 }

  /// Every kind's template on every profile and view that raises it, in that view's words.
  static let all: [Template] = ViewNoun.allCases.flatMap { view in
    UIKitException.Reason.Kind.allCases.flatMap { kind in
      Platform.allCases.compactMap { platform -> Template? in
        guard kind.isRaised(on: platform, view: view) else { return nil }
        let text = UIKitException.Reason.make(kind, markers).message(on: platform, view: view)
        return Template(
          kind: kind, platform: platform, view: view, pieces: pieces(text),
          folded: pieces(ExceptionReading.collapsed(text)))
      }
    }
  }

  static func pieces(_ text: String) -> [Piece] {
    var pieces: [Piece] = []
    var literal: [Character] = []
    var characters = Array(text)[...]
    while let c = characters.first {
      let digits = characters.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, let n = Int(String(digits)), let slot = markers.firstIndex(of: n) {
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        literal = []
        pieces.append(.slot(slot))
        characters = characters.dropFirst(digits.count)
      } else {
        literal.append(c)
        characters = characters.dropFirst()
      }
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return pieces
  }

  /// How far a text got into a template.
  enum Match {
    /// The text is the template's, its slots' values read; `cut` when it stops inside the
    /// template's words after its last number (a dashboard's title, a console's line).
    case matched([Int?], cut: Bool)
    /// The text agreed up to character `at`, where the template has `expected`.
    case failed(at: Int, expected: String)
  }

  /// The words a template begins with, which name it in a sentence (`'Invalid update: invalid
  /// number of rows in section …'`).
  static func opening(_ pieces: [Piece]) -> String {
    guard case .literal(let literal) = pieces.first else { return "…" }
    return String(literal).trimmingWhitespace + (pieces.count > 1 ? " …" : "")
  }

  static func match(_ pieces: [Piece], _ text: [Character]) -> Match {
    var values = [Int?](repeating: nil, count: UIKitException.Reason.maxSlots)
    var i = 0
    let lastSlot = pieces.lastIndex { if case .slot = $0 { true } else { false } } ?? -1
    for (index, piece) in pieces.enumerated() {
      switch piece {
      case .literal(let literal):
        for (k, c) in literal.enumerated() {
          // A text that stops inside the words after the last number has every number (a
          // text that stops just after it, only when the words left begin with a period: a
          // dashboard drops the final period, a cut inside a number is read as no number).
          if i == text.count, index > lastSlot, k > 0 || lastSlot < 0 || c == "." {
            return .matched(values, cut: true)
          }
          guard i < text.count, text[i] == c else {
            return .failed(at: i, expected: "'\(String(literal[k...].prefix(40)))'")
          }
          i += 1
        }
      case .slot(let n):
        var scanner = Scanner(String(text[i...].prefix(20)))
        guard let value = try? scanner.number() else { return .failed(at: i, expected: "a number") }
        // A number shown twice (`section 2 … in section 2`) must be the same both times.
        if let earlier = values[n], earlier != value {
          return .failed(at: i, expected: "\(earlier) again (the number it gave before)")
        }
        values[n] = value
        i += scanner.position
      }
    }
    return i == text.count
      ? .matched(values, cut: false) : .failed(at: i, expected: "the end of the text")
  }

  /// Reads a classic text: exactly if some profile words it so, else with spacing folded.
  static func read(_ body: String) throws(ExceptionTextError) -> ExceptionReading {
    // A trailing ellipsis is where a dashboard or a console cut the text.
    var body = body
    for ellipsis in ["…", "..."] where body.hasSuffix(ellipsis) {
      body = String(body.dropLast(ellipsis.count)).trimmingWhitespace
    }
    let text = Array(body)
    let folded = Array(ExceptionReading.collapsed(body))
    var best: (at: Int, expected: String, opening: String)? = nil
    var misprinted: String? = nil
    for (useFolded, input) in [(false, text), (true, folded)] {
      // The first reason matched, and the profiles of each view whose templates match it: a
      // text with no view's words (`attempt to to move section …`) can be a table's on some
      // profiles and a collection view's on others, and is read as the view that raises it on
      // more of them (the table's on a tie).
      var found: (UIKitException.Reason, [ViewNoun: [Platform]])? = nil
      var foundKind: UIKitException.Reason.Kind?
      var cutShort = false
      // The kinds whose templates the text follows to its end without every number: a text
      // cut short that one kind reads whole may be another's, cut before its numbers.
      var ranOut: Set<UIKitException.Reason.Kind> = []
      for template in all {
        switch match(useFolded ? template.folded : template.pieces, input) {
        case .matched(let values, let cut):
          let reason = UIKitException.Reason.make(template.kind, values.map { $0 ?? 0 })
          // A number in a form the slot never prints (-1 where a %ld is signed, an index path
          // printed signed, or 18446744073709551615 where it is not) is not this text.
          let rendered = reason.message(on: template.platform, view: template.view)
          let shown = useFolded ? ExceptionReading.collapsed(rendered) : rendered
          guard cut ? shown.hasPrefix(String(input)) : shown == String(input) else {
            misprinted = misprinted ?? opening(template.pieces)
            continue
          }
          if found == nil {
            cutShort = cut
            foundKind = template.kind
          }
          if let (earlier, _) = found, earlier == reason {
            found?.1[template.view, default: []].append(template.platform)
          } else if found == nil {
            found = (reason, [template.view: [template.platform]])
          }
        case .failed(let at, let expected):
          if at == input.count { ranOut.insert(template.kind) }
          if useFolded, at > (best?.at ?? -1) { best = (at, expected, opening(template.pieces)) }
        }
      }
      // Cut where two kinds' texts still agree, the text says neither: `Invalid update: invalid
      // number of rows in section 0` begins the count text as well as the negative count's.
      if cutShort, let foundKind, !ranOut.subtracting([foundKind]).isEmpty { found = nil }
      if let (reason, byView) = found {
        let tables = byView[.table] ?? []
        let collections = byView[.collection] ?? []
        let (view, platforms) =
          collections.count > tables.count ? (ViewNoun.collection, collections) : (.table, tables)
        var reading = ExceptionReading(
          content: .reason(reason), name: nil, platforms: platforms,
          fidelity: useFolded ? .spacing : .exact, view: view == .table ? .table : .collection,
          setAside: [])
        reading.cutShort = cutShort
        return reading
      }
    }
    if let misprinted {
      throw ExceptionTextError(
        message:
          "the text has the words of UIKit's '\(misprinted)' text, but a number not as UIKit prints it there: an index path prints its indexes unsigned (-1 is 18446744073709551615), a count signed, so no profile raises this text"
      )
    }
    // A text that shares only part of one word with a template (`UICollectionView` of
    // `UICollectionViewLayoutAttributes`) is not that template's, misworded.
    let sharesAWord: Bool = {
      guard let best, best.at < folded.count, best.at > 0 else { return true }
      let chars = Array(folded.prefix(best.at + 1))
      let midWord = chars[best.at].isLetter && chars[best.at - 1].isLetter
      return !midWord || chars[..<best.at].contains(" ")
    }()
    guard let best, best.at >= 12, sharesAWord else {
      if let refusal = fragmentRefusal(body) { throw refusal }
      throw ExceptionTextError(
        message:
          "not an exception text ListScript knows (it begins '\(String(folded.prefix(40)))'): it reads the texts UITableView and UICollectionView raise for batch updates, scrolls, questions about their sections, cells and diffable snapshots"
      )
    }
    let seen = String(folded[..<best.at].suffix(40))
    let rest = String(folded[best.at...].prefix(40))
    guard !rest.isEmpty else {
      throw ExceptionTextError(
        message:
          "the text is UIKit's '\(best.opening)' text cut short after '…\(seen)', before \(best.expected): the numbers it leaves out decide what happened, so copy the whole reason",
        cutShort: true)
    }
    throw ExceptionTextError(
      message:
        "the text reads as UIKit's '\(best.opening)' text up to '…\(seen)', then has '\(rest)' where UIKit's has \(best.expected)"
    )
  }
}

/// Sets aside what a crash report or a console adds around UIKit's reason text, and turns a
/// collection view's wording into a table's for the "Invalid batch updates detected" reader.
struct ExceptionTextCleaner {
  /// The reason text as given, what surrounds it set aside.
  var original: String
  /// The reason text, in table wording.
  var body: String
  /// The reason text with the view's description and what follows it kept (iOS 26's texts
  /// print an index path after it), the NSIndexPath addresses removed.
  var uncut: String
  /// The exception class the text names, if any.
  var name: String?
  var view: ExceptionReading.View = .table
  var setAside: [String] = []
  /// Whether the text was logged rather than raised.
  var logged = false
  /// Whether an index path was printed as iOS 6 to 8 print one (`2 indexes [0, 1]`), read
  /// as today's description.
  var olderIndexPaths = false

  init(_ text: String) {
    var s = text.trimmingWhitespace
    // `*** Terminating app due to uncaught exception 'NAME', reason: 'TEXT'`
    if let framed = s.firstRange(of: "uncaught exception '"),
      let reason = s.firstRange(of: "', reason: '")
    {
      name = String(s[framed.upperBound..<reason.lowerBound])
      s = String(s[reason.upperBound...])
      if let end = s.lastIndex(of: "'") { s = String(s[..<end]) }
      setAside.append("the crash log's frame around the reason")
    }
    var lines = s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let stack = lines.firstIndex(where: { $0.contains("First throw call stack") }) {
      lines = Array(lines[..<stack])
      setAside.append("the call stack")
    }
    let assertion = lines.filter { $0.contains("*** Assertion failure in") }
    if !assertion.isEmpty {
      lines.removeAll { $0.contains("*** Assertion failure in") }
      setAside.append("the '*** Assertion failure in …' line")
    }
    s = lines.joined(separator: "\n").trimmingWhitespace
    for prefix in ["[UITableView] ", "[UICollectionView] "] where s.hasPrefix(prefix) {
      s = String(s.dropFirst(prefix.count))
      logged = true
      setAside.append(
        "the log's '\(prefix.dropLast())' prefix (UIKit logged this text, for an app built with an older SDK, instead of raising it)"
      )
    }
    for exception in [
      "NSInternalInconsistencyException", "NSRangeException", "NSInvalidArgumentException",
    ]
    where s.hasPrefix(exception + ": ") {
      name = exception
      s = String(s.dropFirst(exception.count + 2))
    }
    var uncut = s
    // UIKit appends the view's description (`Table view: <UITableView: 0x…; …>`).
    for marker in [
      "Table view:", "Collection view:", " - will perform reloadData.",
      "UICollectionView instance:",
    ] {
      if let r = s.firstRange(of: marker) {
        s = String(s[..<r.lowerBound])
        setAside.append("what follows '\(marker.trimmingWhitespace)'")
        if marker.hasSuffix("reloadData.") { logged = true }
      }
    }
    // `<NSIndexPath: 0xc000000000600016> {length = 2, path = 0 - 3}`
    let addresses = Self.removeIndexPathAddresses(&s)
    _ = Self.removeIndexPathAddresses(&uncut)
    // `<NSIndexPath 0x8361f40> 2 indexes [0, 0]`, as iOS 6 to 8 print it.
    olderIndexPaths = Self.modernizeIndexPaths(&s)
    _ = Self.modernizeIndexPaths(&uncut)
    if olderIndexPaths {
      setAside.append("the index paths' older form ('2 indexes [0, 1]'), read as today's")
    }
    self.uncut = uncut.trimmingWhitespace
    if addresses { setAside.append("the NSIndexPath addresses") }
    s = s.trimmingWhitespace
    original = s
    if s.contains("item") || s.contains("collection view") {
      view = .collection
      s = Self.tableWording(s)
    }
    body = s
  }

  /// The text from `start` on; when a quote opens just before it (a reason quoted in prose or a
  /// comment), only up to the quote that closes it.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func quoted(_ text: String, from start: String.Index) -> String {
    let rest = text[start...]
    guard start > text.startIndex else { return String(rest) }
    let before = text[text.index(before: start)]
    let close: Character? =
      switch before {
      case "\"": "\""
      case "“": "”"
      case "'": "'"
      default: nil
      }
    guard let close, let end = rest.firstIndex(of: close) else { return String(rest) }
    return String(rest[..<end])
  }

  /// Removes every `<NSIndexPath: 0x…> ` before an index path's description; whether there
  /// was one.
  static func removeIndexPathAddresses(_ s: inout String) -> Bool {
    var removed = false
    while let open = s.firstRange(of: "<NSIndexPath"),
      let close = closingBracket(s, from: open.lowerBound)
    {
      var end = s.index(after: close)
      if end < s.endIndex, s[end] == " " { end = s.index(after: end) }
      s.removeSubrange(open.lowerBound..<end)
      removed = true
    }
    return removed
  }

  /// Rewrites each index path printed in the older form, `2 indexes [S, R]`, as today's
  /// `{length = 2, path = S - R}`; whether there was one.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func modernizeIndexPaths(_ s: inout String) -> Bool {
    let older = #/2 indexes \[(\d{1,20}), (\d{1,20})\]/#
    guard s.contains("2 indexes [") else { return false }
    s = s.replacing(older) { m in "{length = 2, path = \(m.output.1) - \(m.output.2)}" }
    return true
  }

  /// The `>` that closes the `<` at `open`, nested brackets counted (`<NSIndexPath: <address>>`,
  /// as a reporter hid the address).
  static func closingBracket(_ s: String, from open: String.Index) -> String.Index? {
    var depth = 0
    for i in s[open...].indices {
      if s[i] == "<" { depth += 1 }
      if s[i] == ">" {
        depth -= 1
        if depth == 0 { return i }
      }
    }
    return nil
  }

  /// A collection view's text in a table's words: items are rows.
  static func tableWording(_ s: String) -> String {
    s.replacing("collection view", with: "table view")
      .replacing("items", with: "rows")
      .replacing("Items", with: "Rows")
      .replacing("item", with: "row")
      .replacing("Item", with: "Row")
  }
}

extension String {
  /// The text without white space or line breaks at either end.
  package var trimmingWhitespace: String {
    var s = Substring(self)
    while let c = s.first, c.isWhitespace { s = s.dropFirst() }
    while let c = s.last, c.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}
