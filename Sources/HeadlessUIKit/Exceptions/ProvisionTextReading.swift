import ListDiff

/// Reads back the texts of `ProvisionFailure`: a cell registered, dequeued or returned wrongly.
///
/// The templates are the failures' own messages on every profile and view, made with markers
/// and cleaned as a report's text is, the view's description kept (iOS 26's texts print the
/// index path after it); a template's `<…>` matches an object's description (`<MLSwitchCell: 0x…; …>`, nested
/// brackets included, cut short at the text's end) or `(null)`, its identifier any run of
/// characters up to what follows it. The text may carry more before and after the reason (a
/// console's line prefixes): the match starts at the template's first words.
enum ProvisionTextReading {
  /// A piece of a template.
  enum Piece: Equatable {
    case literal(String)
    /// A name: an identifier or an element kind, by slot.
    case identifier(Int)
    case description
    case number(Int)
  }

  struct Template {
    var failure: ProvisionFailure
    var platforms: [Platform]
    var view: ViewNoun
    var pieces: [Piece]
    /// Whether the other view has the same template for the same failure: the description of
    /// the cell then says which view the text speaks of.
    var shared = false
  }

  static let identifierMarkers = ["\u{E000}identifier\u{E000}", "\u{E000}kind\u{E000}"]
  static let markers = [9_200_001, 9_200_002]

  /// Every failure with markers in its slots; a cell's texts before the supplementary views'
  /// (a cell's kind is a literal in its template, a supplementary kind a slot).
  static var failures: [ProvisionFailure] {
    let id = identifierMarkers[0]
    let kind = ElementKind(identifierMarkers[1])
    let p = ListIndexPath(markers[0], markers[1])
    let s = markers[0]
    return [
      .unregistered(identifier: id), .invalidNib(identifier: id),
      .dequeuedTwice(identifier: id, p), .dequeuedAtInvalidIndexPath(p), .noCell(p),
      .notDequeued(p), .dequeuedNotReturned,
      .registrationInsideProvider, .supplementaryRegistrationInsideProvider, .alreadyInitialized,
      // The longer text first: the shorter is its start.
      .inReuseQueue(p), .dataSourceNotSet(reconfiguring: true),
      .dataSourceNotSet(reconfiguring: false),
      .reconfiguredDifferently(dequeued: id, original: kind.rawValue),
      .supplementaryUnregistered(kind, identifier: id), .supplementaryNil(kind, section: s),
      .supplementaryNotDequeued(kind, section: s), .supplementaryInReuseQueue(kind, section: s),
      .supplementaryKindMismatch(requested: kind, dequeued: ElementKind(id), section: s),
    ]
  }

  /// The distinct templates, each with the profiles (oldest first) whose wording it is.
  static let all: [Template] = {
    var templates: [Template] = []
    for failure in failures {
      for view in ViewNoun.allCases {
        for platform in Platform.allCases where failure.isRaised(on: platform, view: view) {
          let text = ExceptionReading.collapsed(
            ExceptionTextCleaner(failure.message(on: platform, view: view)).uncut)
          let pieces = Self.pieces(text)
          if let k = templates.firstIndex(where: {
            $0.pieces == pieces && $0.view == view && $0.failure == failure
          }) {
            templates[k].platforms.append(platform)
          } else {
            templates.append(
              Template(failure: failure, platforms: [platform], view: view, pieces: pieces))
          }
        }
      }
    }
    for k in templates.indices {
      templates[k].shared = templates.contains {
        $0.view != templates[k].view && $0.pieces == templates[k].pieces
      }
    }
    return templates
  }()

  /// A template's text cut into literals and slots.
  static func pieces(_ text: String) -> [Piece] {
    var pieces: [Piece] = []
    var rest = Substring(text)
    var literal = ""
    func flush() {
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
    }
    while let c = rest.first {
      if let slot = identifierMarkers.firstIndex(where: { rest.hasPrefix($0) }) {
        flush()
        pieces.append(.identifier(slot))
        rest = rest.dropFirst(identifierMarkers[slot].count)
      } else if rest.hasPrefix("<…>") {
        flush()
        pieces.append(.description)
        rest = rest.dropFirst(3)
      } else if c.isNumber, let n = Int(rest.prefix(while: \.isNumber)),
        let slot = markers.firstIndex(of: n)
      {
        flush()
        pieces.append(.number(slot))
        rest = rest.dropFirst(String(n).count)
      } else {
        literal.append(c)
        rest = rest.dropFirst()
      }
    }
    flush()
    return pieces
  }

  /// The most characters a text cut short must still hold of a template to be read as it.
  static let minimumCutShort = 60

  /// The fewest characters of a template's first words a text made of them alone must hold.
  static let shortestOpening = 30

  /// What a text was read as: the failure, the profiles whose wording it has, the view it speaks
  /// of, and whether the text stops short of the template's end (a paste cut off).
  struct Read {
    var failure: ProvisionFailure
    var platforms: [Platform]
    var view: ViewNoun
    var cutShort: Bool
  }

  /// The failure a cleaned reason text reports; `nil` for another text.
  ///
  /// A text that ends inside the template (a report cut short) is read when it holds at least
  /// `minimumCutShort` characters of it, or its whole first words (up to an index path's or a
  /// description's opening); slots it does not reach keep the defaults.
  ///
  /// - Complexity: O(t · n) for t templates and a text of n characters.
  static func read(_ text: String) -> Read? {
    let text = ExceptionReading.collapsed(text)
    for template in all {
      // Where the template's first words are: all of them, or (a text cut short) its opening.
      guard case .literal(let first)? = template.pieces.first,
        let start = text.firstRange(of: first)
          ?? text.firstRange(of: first.prefix(minimumCutShort))
          // A text that is the first words alone, cut before the rest.
          ?? (text.count >= shortestOpening && first.hasPrefix(text)
            ? text.startIndex..<text.endIndex : nil)
      else { continue }
      var captures = Captures()
      let from = Substring(ExceptionTextCleaner.quoted(text, from: start.lowerBound))
      guard match(template.pieces[...], from, &captures) else { continue }
      // Its first words up to where an index path or a description would start.
      let words = first.prefix { !"({<".contains($0) }.trimmingWhitespaceSuffix
      if captures.cutShort, from.count < min(minimumCutShort, words.count) { continue }
      let failure = rebuild(template.failure, captures)
      // One wording for both views: the description of the cell says which.
      var view = template.view
      if template.shared {
        view =
          text.contains("UICollectionViewCell") || text.contains("UICollectionView:")
          ? .collection : .table
      }
      return Read(
        failure: failure, platforms: template.platforms, view: view, cutShort: captures.cutShort)
    }
    return nil
  }

  struct Captures {
    var identifiers: [Int: String] = [:]
    var numbers: [Int: Int] = [:]
    /// Whether the text ended inside a literal.
    var cutShort = false
  }

  /// Whether `text` starts with `pieces`, filling `captures`.
  static func match(_ pieces: ArraySlice<Piece>, _ text: Substring, _ captures: inout Captures)
    -> Bool
  {
    guard let piece = pieces.first else { return true }
    let rest = pieces.dropFirst()
    switch piece {
    case .literal(let s):
      if text.hasPrefix(s) { return match(rest, text.dropFirst(s.count), &captures) }
      // The paste stops inside the literal: what is left of the text begins it.
      let left = text.trimmingWhitespaceSuffix
      guard !left.isEmpty, s.hasPrefix(left) else { return false }
      captures.cutShort = true
      return true
    case .number(let slot):
      let digits = text.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, digits.count <= 18, let n = Int(digits) else { return false }
      captures.numbers[slot] = n
      return match(rest, text.dropFirst(digits.count), &captures)
    case .description:
      if text.hasPrefix("(null)") { return match(rest, text.dropFirst(6), &captures) }
      guard text.first == "<" else { return false }
      var depth = 0
      var end = text.endIndex
      for i in text.indices {
        if text[i] == "<" { depth += 1 }
        if text[i] == ">" {
          depth -= 1
          if depth == 0 {
            end = text.index(after: i)
            break
          }
        }
      }
      return match(rest, text[end...], &captures)
    case .identifier(let slot):
      // Up to the next literal's first occurrence; at the end, the rest of the word.
      guard case .literal(let next)? = rest.first else {
        let word = text.prefix { !$0.isWhitespace && $0 != "'" }
        guard !word.isEmpty else { return false }
        captures.identifiers[slot] = String(word)
        return match(rest, text.dropFirst(word.count), &captures)
      }
      guard let r = text.firstRange(of: next), r.lowerBound > text.startIndex else {
        // The paste stops inside the literal after the name (what follows the name begins it),
        // or inside the name itself (what is left is its start).
        let left = text.trimmingWhitespaceSuffix
        guard !left.isEmpty else { return false }
        // Only the text's last characters can begin the literal: no more than it has.
        let first = text.index(after: text.startIndex)
        var i =
          left.index(left.endIndex, offsetBy: -next.count, limitedBy: first) ?? first
        while i < left.endIndex {
          if next.hasPrefix(text[i...].trimmingWhitespaceSuffix) {
            captures.identifiers[slot] = String(text[..<i])
            captures.cutShort = true
            return true
          }
          i = text.index(after: i)
        }
        guard !left.contains(where: \.isWhitespace) else { return false }
        captures.identifiers[slot] = String(left)
        captures.cutShort = true
        return true
      }
      captures.identifiers[slot] = String(text[..<r.lowerBound])
      return match(rest, text[r.lowerBound...], &captures)
    }
  }

  /// The failure with the captured values in its slots (index paths not printed: 0:0).
  static func rebuild(_ failure: ProvisionFailure, _ c: Captures) -> ProvisionFailure {
    let id = c.identifiers[0] ?? "Cell"
    let kind = c.identifiers[1].map(ElementKind.init) ?? .header
    let p = ListIndexPath(c.numbers[0] ?? 0, c.numbers[1] ?? 0)
    let s = c.numbers[0] ?? 0
    switch failure {
    case .unregistered: return .unregistered(identifier: id)
    case .invalidNib: return .invalidNib(identifier: id)
    case .dequeuedTwice: return .dequeuedTwice(identifier: id, p)
    case .dequeuedAtInvalidIndexPath: return .dequeuedAtInvalidIndexPath(p)
    case .noCell: return .noCell(p)
    case .notDequeued: return .notDequeued(p)
    case .inReuseQueue: return .inReuseQueue(p)
    case .dequeuedNotReturned, .registrationInsideProvider,
      .supplementaryRegistrationInsideProvider, .alreadyInitialized, .dataSourceNotSet:
      return failure
    case .reconfiguredDifferently:
      // A text cut before the original identifier: a stand-in that differs from the dequeued
      // one, since UIKit raises this only when the two differ.
      let original = c.identifiers[1] ?? (id == "Cell" ? "OriginalCell" : "Cell")
      return .reconfiguredDifferently(dequeued: id, original: original)
    case .supplementaryUnregistered: return .supplementaryUnregistered(kind, identifier: id)
    case .supplementaryNil: return .supplementaryNil(kind, section: s)
    case .supplementaryNotDequeued: return .supplementaryNotDequeued(kind, section: s)
    case .supplementaryInReuseQueue: return .supplementaryInReuseQueue(kind, section: s)
    case .supplementaryKindMismatch:
      return .supplementaryKindMismatch(
        requested: kind, dequeued: ElementKind(c.identifiers[0] ?? "Header"), section: s)
    }
  }
}

extension Substring {
  /// The text without white space at its end.
  package var trimmingWhitespaceSuffix: Substring {
    var s = self
    while let c = s.last, c.isWhitespace { s = s.dropLast() }
    return s
  }
}
