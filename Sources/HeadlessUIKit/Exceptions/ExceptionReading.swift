import ListDiff

/// A UIKit exception text read back: the failure it reports with its numbers, the profiles
/// whose wording it has, and what was set aside to read it.
///
/// `read` takes the text as a crash report or a console shows it — with or without the
/// `*** Terminating app due to uncaught exception` frame, the `<NSIndexPath: 0x…>` addresses and
/// the `Table view: <…>` description UIKit appends — in any profile's wording, for a table or
/// (in "items" wording) a collection view.
package struct ExceptionReading: Equatable, Sendable {
  /// The kind of view the text speaks of.
  package enum View: String, Sendable {
    /// A table view's text, in "rows" and "table view" wording.
    case table
    /// A collection view's text, in "items" and "collection view" wording.
    case collection
  }

  /// What the text reports.
  package enum Content: Equatable, Sendable {
    /// A classic text: one failure with its numbers (a count failure's counts left empty).
    case reason(UIKitException.Reason)
    /// The "Invalid batch updates detected" form: the counts and the updates, in full.
    case batchUpdatesDetected(UIKitException.Counts)
    /// A diffable snapshot's text, raised at the mutating call.
    case snapshot(SnapshotError)
    /// A view asked about a section or an index path it does not have, at the call.
    case query(QueryFailure)
    /// A cell registered, dequeued or returned wrongly.
    case provision(ProvisionFailure)
  }

  /// How closely the text matches the profiles' wording.
  package enum Fidelity: Sendable {
    /// Character for character.
    case exact
    /// Up to spacing (crash reporters often fold runs of spaces and line breaks).
    case spacing
    /// The same numbers and structure in a variant wording UIKit has used.
    case wording
  }

  /// What the text reports.
  package var content: Content
  /// The exception's class, when the text names it.
  package var name: String?
  /// The profiles whose wording the text has, oldest first.
  package var platforms: [Platform]
  /// How closely the text matches those profiles' wording.
  package var fidelity: Fidelity
  /// The view the text speaks of.
  package var view: View
  /// The parts set aside to read the text, in words (`the NSIndexPath addresses`).
  package var setAside: [String]
  /// Whether UIKit logged the text and went on (a `[UICollectionView]` prefix, "- will perform
  /// reloadData"), as it did for apps built with older SDKs, rather than raising it.
  package var logged = false
  /// Whether the text stops short of its end (a report that cut it off), read as far as it goes.
  package var cutShort = false
  /// The fixed words a copy left out of the text's start, which the rest determines and the
  /// reading put back (`Invalid update: invalid number of sections.`).
  package var restoredStart: String?

  /// The exception class UIKit raises for this failure on the view the text speaks of.
  package var expectedName: String {
    switch content {
    case .reason(let r):
      UIKitException(reason: r, platform: platforms.first ?? .ios15, notes: [], view: noun).name
    case .batchUpdatesDetected, .snapshot, .query, .provision:
      "NSInternalInconsistencyException"
    }
  }

  /// The view the text speaks of, as the model names it.
  package var noun: ViewNoun { view == .table ? .table : .collection }

  /// The reason text on `platform` for the view the text speaks of, as ListScript raises it.
  package func message(on platform: Platform) -> String {
    switch content {
    case .reason(let r): r.message(on: platform, view: noun)
    case .batchUpdatesDetected(let counts):
      UIKitException.Reason.batchUpdatesDetected(counts, view: noun, on: platform)
    case .snapshot(let error): error.message(on: platform)
    case .query(let failure): failure.message
    case .provision(let failure): failure.message(on: platform, view: noun)
    }
  }
}

/// A text `ExceptionReading.read` cannot read, with the part it did not recognise.
package struct ExceptionTextError: Error, Equatable, Sendable {
  /// A sentence saying what was not recognised.
  package var message: String
  /// Whether the text is a known one, cut short before what a reading needs (its numbers, or
  /// its first words).
  package var cutShort = false
  /// The text with the fixed first words it lacks put back, and those words, when the text is
  /// a piece of a known text that lacks only such words.
  var restorable: Restorable?

  /// A text put back together, and the words put back.
  struct Restorable: Equatable, Sendable {
    var text: String
    var missing: String
  }

  /// The error that says `message`.
  package init(message: String, cutShort: Bool = false) {
    self.message = message
    self.cutShort = cutShort
  }

  /// The error for a text with nothing in it.
  package static let empty = ExceptionTextError(message: "there is no exception text to read")
}

extension ExceptionReading {
  /// Reads a UIKit exception text; a piece of one without its fixed first words, with them put
  /// back.
  ///
  /// - Complexity: O(t · n) for t format strings and a text of n characters; a text no reader
  ///   reads adds the search for a piece (O(n · h), `ExceptionTemplates.fragment(in:)`) and one
  ///   more reading.
  package static func read(_ text: String) throws(ExceptionTextError) -> ExceptionReading {
    do throws(ExceptionTextError) {
      return try readWhole(text)
    } catch {
      // A piece of a known text without its start, when what it lacks is fixed words (no
      // number, no name): read with them put back.
      guard let restorable = error.restorable, var reading = try? readWhole(restorable.text)
      else { throw error }
      reading.restoredStart = restorable.missing
      // What the first cleaning found around the text (its class, what it set aside, a log's
      // mark) is the paste's.
      let first = ExceptionTextCleaner(text)
      reading.name = reading.name ?? first.name
      reading.setAside = first.setAside + reading.setAside
      reading.logged = reading.logged || first.logged
      return reading
    }
  }

  /// Reads a UIKit exception text from its start.
  static func readWhole(_ text: String) throws(ExceptionTextError) -> ExceptionReading {
    let cleaned = ExceptionTextCleaner(text)
    let body = cleaned.body
    guard !body.isEmpty else {
      throw ExceptionTextError.empty
    }
    var reading: ExceptionReading
    if let counts = try BatchUpdatesDetectedText.read(body) {
      // Read in a table's words; compared in the words of the view it speaks of.
      let noun: ViewNoun = cleaned.view == .table ? .table : .collection
      let given = cleaned.original
      // The profiles that raise this form (from iOS 16.4, when a survivor does not fit),
      // narrowed to those whose wording matches the text's exactly (else up to spacing); the
      // newest is the nearest when none matches.
      let detecting = Platform.allCases.filter { $0.detectsBatchUpdates(noun) }
      var exact: [Platform] = []
      var spaced: [Platform] = []
      for platform in detecting {
        let text = UIKitException.Reason.batchUpdatesDetected(counts, view: noun, on: platform)
        if text == given {
          exact.append(platform)
        } else if collapsed(text) == collapsed(given) {
          spaced.append(platform)
        }
      }
      let (platforms, fidelity): ([Platform], Fidelity) =
        !exact.isEmpty
        ? (exact, .exact)
        : !spaced.isEmpty ? (spaced, .spacing) : ([detecting.last ?? .newest], .wording)
      reading = ExceptionReading(
        content: .batchUpdatesDetected(counts), name: nil, platforms: platforms,
        fidelity: fidelity, view: cleaned.view, setAside: [])
    } else if let (content, platforms) = SnapshotTextReading.read(cleaned.original) {
      // Read as given: these texts have one wording per profile, in no view's words.
      let view: View =
        switch content {
        case .query(let failure): failure.view == .table ? .table : .collection
        default: cleaned.view
        }
      reading = ExceptionReading(
        content: content, name: nil, platforms: platforms, fidelity: .exact, view: view,
        setAside: [])
    } else if let error = SnapshotTextReading.equalWithDifferentHashesCutShort(cleaned.original) {
      // The identifiers cut short: read as far as they go.
      reading = ExceptionReading(
        content: .snapshot(error), name: nil,
        platforms: Platform.allCases.filter { $0.isAtLeast(.ios15) },
        fidelity: .exact, view: cleaned.view, setAside: [])
      reading.cutShort = true
    } else if let (content, platforms) = SnapshotTextReading.readFlattened(cleaned.original) {
      // A flattened copy of a snapshot's text: its own wording, read as a variant.
      reading = ExceptionReading(
        content: content, name: nil, platforms: platforms, fidelity: .wording,
        view: cleaned.view, setAside: [])
    } else if let read = ProvisionTextReading.read(cleaned.uncut) {
      reading = ExceptionReading(
        content: .provision(read.failure), name: nil, platforms: read.platforms,
        fidelity: .exact, view: read.view == .table ? .table : .collection, setAside: [])
      reading.cutShort = read.cutShort
    } else if let current = OlderWording.currentProvision(cleaned.uncut),
      let read = ProvisionTextReading.read(current)
    {
      reading = ExceptionReading(
        content: .provision(read.failure), name: nil, platforms: read.platforms,
        fidelity: .wording, view: read.view == .table ? .table : .collection, setAside: [])
    } else if let (opening, seen) = QueryFailure.cutShort(cleaned.original) {
      throw ExceptionTextError(
        message:
          "the text is UIKit's '\(opening)' text cut short after '…\(seen)': the numbers it leaves out decide what happened, so copy the whole reason",
        cutShort: true)
    } else {
      // The classic texts are matched as given: templates exist in both views' words.
      do throws(ExceptionTextError) {
        reading = try ExceptionTemplates.read(cleaned.original)
      } catch {
        guard let current = OlderWording.current(cleaned.original) else { throw error }
        reading = try ExceptionTemplates.read(current)
        reading.fidelity = .wording
      }
    }
    // A count larger than any list holds is no count UIKit printed (and sums of such numbers
    // would overflow): a corrupted or invented text.
    guard reading.countsAreBounded else {
      throw ExceptionTextError(
        message:
          "the text's counts are larger than any list holds (more than \(largestCount) rows or sections), so no list raised it"
      )
    }
    reading.name = cleaned.name
    reading.setAside =
      cleaned.setAside
      + (reading.cutShort
        ? ["the text's end, which the paste cuts short (read as far as it goes)"] : [])
    reading.logged = cleaned.logged
    if cleaned.olderIndexPaths { reading.fidelity = .wording }
    return reading
  }

  /// The largest count a text may hold: far more rows than any list has, far fewer than sums
  /// of a few of them need to overflow.
  package static let largestCount = 1 << 40

  /// Whether every count the text holds (not its indexes, which a failed lookup's NSNotFound
  /// fills) is at most `largestCount`.
  var countsAreBounded: Bool {
    func bounded(_ n: Int) -> Bool { n.magnitude <= UInt(Self.largestCount) }
    switch content {
    case .reason(let reason):
      switch reason {
      case .invalidSectionCount, .invalidRowCount: return reason.numbers.allSatisfy(bounded)
      default: return true
      }
    case .batchUpdatesDetected(let counts):
      return (counts.before + counts.after).allSatisfy(bounded)
    case .snapshot, .query, .provision: return true
    }
  }

  /// `s` with every run of white space made one space, trimmed.
  static func collapsed(_ s: String) -> String {
    s.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// Wordings of older iOS versions, read as the profiles' current ones.
enum OlderWording {
  /// The method the table's scroll texts name today.
  static let scrollMethod =
    "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]:"

  /// The older methods public reports show raising the same scroll texts.
  ///
  /// The openings look for them: without the last part before iOS 11 (WordPress-iOS#10301,
  /// 2018), and the public method itself on iOS 5 (gbible#37, 2012). `current` reads any
  /// scroll method as today's.
  static let olderScrollMethods = [
    "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]:",
    "-[UITableView scrollToRowAtIndexPath:atScrollPosition:animated:]:",
  ]

  /// The texts a cell's provision raised before the profiles' wording, and the wording of the
  /// oldest profile that raises the same failure: iOS 6's table asked for a cell and got nil
  /// (Grouper/FlatUIKit#93, 2013; novaphotos/nova-ios-app#69, 2014).
  static let provisionRewrites = [
    (
      "UITableView dataSource must return a cell from tableView:cellForRowAtIndexPath:",
      "UITableView (<…>) failed to obtain a cell from its dataSource (<…>)"
    )
  ]

  /// `text` in the current wording, when it has an older one (or a copy dropped the `-` of
  /// the method it begins with): a table method about scrolling, before a scroll text's
  /// `row (` or `section (`, is the one that raises it today.
  static func current(_ text: String) -> String? {
    if let counted = withMovedClause(text) { return counted }
    let dashed = text.hasPrefix("[UI") ? "-" + text : text
    let method = dashed.prefix { $0 != "]" }
    if dashed.hasPrefix("-[UITableView "), !dashed.hasPrefix(scrollMethod),
      method.dropFirst("-[UITableView ".count).allSatisfy({ $0.isLetter || $0 == ":" || $0 == "_" }
      ),
      method.lowercased().contains("scroll"),
      dashed.dropFirst(method.count).hasPrefix("]: row (")
        || dashed.dropFirst(method.count).hasPrefix("]: section (")
    {
      return scrollMethod + dashed.dropFirst(method.count + 2)
    }
    return dashed == text ? nil : dashed
  }

  /// A count text in the wording before moves were counted (before iOS 5, when a batch could
  /// not move rows: japan.yoos.biz, 2010), which ends at its inserted and deleted counts, with
  /// today's clause for moves added, none moved.
  static func withMovedClause(_ text: String) -> String? {
    let folded = ExceptionReading.collapsed(text)
    guard
      let m = folded.firstMatch(
        of:
          #/^(Invalid update: invalid number of (rows|items) in section \d+\. The number of (?:rows|items) contained in an existing section after the update \(\d+\) must be equal to the number of (?:rows|items) contained in that section before the update \(\d+\), plus or minus the number of (?:rows|items) inserted or deleted from that section \(\d+ inserted, \d+ deleted\))\.(.*)$/#
      )
    else { return nil }
    let noun = m.output.2
    return
      "\(m.output.1) and plus or minus the number of \(noun) moved into or out of that section (0 moved in, 0 moved out).\(m.output.3)"
  }

  /// A provision text in the oldest profile's wording, when `text` has an older one.
  static func currentProvision(_ text: String) -> String? {
    let folded = ExceptionReading.collapsed(text)
    for (old, new) in provisionRewrites where folded == old { return new }
    return nil
  }
}

/// Reads the "Invalid batch updates detected" form: its before and after summaries and its
/// list of updates, spacing and line breaks ignored.
enum BatchUpdatesDetectedText {
  static let opening = "Invalid batch updates detected"

  /// The counts the text shows; `nil` for a text of another form.
  static func read(_ body: String) throws(ExceptionTextError) -> UIKitException.Counts? {
    let text = ExceptionReading.collapsed(body)
    guard text.hasPrefix(opening) else { return nil }
    var scanner = Scanner(text)
    let before = try summary(&scanner, "Data source before updates = ")
    let after = try summary(&scanner, "Data source after updates = ")
    try scanner.skip(through: "Updates = [", what: "the list of updates")
    var updates: [ProcessedUpdate] = []
    while true {
      scanner.skipSpaces()
      if scanner.take("]") { break }
      if !updates.isEmpty {
        guard scanner.take(",") else { throw scanner.unexpected("',' or ']' after an update") }
        scanner.skipSpaces()
      }
      updates.append(try update(&scanner))
    }
    // The text is the first stage's: some survivor did not fit.
    return UIKitException.Counts(
      before: before, after: after, updates: updates, survivorsFit: false)
  }

  /// `{ 2 sections with row counts: [3, 4] }`, after `label`.
  static func summary(_ scanner: inout Scanner, _ label: String) throws(ExceptionTextError) -> [Int]
  {
    try scanner.skip(through: label, what: "'\(label.dropLast(3))'")
    try scanner.expect("{ ")
    let count = try scanner.number()
    guard
      scanner.take(" sections with row counts: [") || scanner.take(" section with row counts: [")
    else { throw scanner.unexpected("'sections with row counts: ['") }
    var counts: [Int] = []
    while !scanner.take("]") {
      if !counts.isEmpty { try scanner.expect(", ") }
      counts.append(try scanner.number())
    }
    try scanner.expect(" }")
    guard counts.count == count else {
      throw ExceptionTextError(
        message:
          "'\(label.dropLast(3))' says \(count) sections but lists \(counts.count) row counts")
    }
    return counts
  }

  /// One entry of the list (`Delete row (0 - 1)`, `Move section (0 -> 2)`, …).
  static func update(_ scanner: inout Scanner) throws(ExceptionTextError) -> ProcessedUpdate {
    func path(_ scanner: inout Scanner) throws(ExceptionTextError) -> ListIndexPath {
      let section = try scanner.number()
      try scanner.expect(" - ")
      return ListIndexPath(section, try scanner.number())
    }
    if scanner.take("Delete row (") {
      let p = try path(&scanner)
      try scanner.expect(")")
      return .deleteRow(p)
    }
    if scanner.take("Insert row (") {
      let p = try path(&scanner)
      try scanner.expect(")")
      return .insertRow(p)
    }
    if scanner.take("Move row (") {
      let a = try path(&scanner)
      try scanner.expect(" -> ")
      let b = try path(&scanner)
      try scanner.expect(")")
      return .moveRow(a, b)
    }
    // `Insert section 0`, as UIKit writes it; `Insert section (0)` is read too (ListScript
    // wrote that form before a report showed UIKit's).
    let sectionUpdates: [(String, (Int) -> ProcessedUpdate)] = [
      ("Delete section ", { .deleteSection($0) }), ("Insert section ", { .insertSection($0) }),
    ]
    for (label, make) in sectionUpdates where scanner.take(label) {
      let open = scanner.take("(")
      let s = try scanner.number()
      if open { try scanner.expect(")") }
      return make(s)
    }
    if scanner.take("Move section ") {
      let open = scanner.take("(")
      let a = try scanner.number()
      try scanner.expect(" -> ")
      let b = try scanner.number()
      if open { try scanner.expect(")") }
      return .moveSection(a, b)
    }
    throw scanner.unexpected(
      "an update ('Delete row (S - R)', 'Insert row', 'Move row (S - R -> S - R)', 'Delete section S', 'Insert section', 'Move section S -> T')"
    )
  }
}

/// A cursor over a text, for the readers of exception texts.
struct Scanner {
  let characters: [Character]
  var position = 0

  init(_ text: String) { characters = Array(text) }

  /// Consumes `literal` if the text continues with it.
  mutating func take(_ literal: String) -> Bool {
    var i = position
    for c in literal {
      guard i < characters.count, characters[i] == c else { return false }
      i += 1
    }
    position = i
    return true
  }

  mutating func expect(_ literal: String) throws(ExceptionTextError) {
    guard take(literal) else { throw unexpected("'\(literal)'") }
  }

  mutating func skipSpaces() {
    while position < characters.count, characters[position] == " " { position += 1 }
  }

  /// Moves past the next occurrence of `literal`.
  mutating func skip(through literal: String, what: String) throws(ExceptionTextError) {
    while position < characters.count {
      if take(literal) { return }
      position += 1
    }
    throw ExceptionTextError(message: "the text has no \(what)")
  }

  /// A decimal number, with an optional minus sign; at most 18 digits, or an unsigned one of
  /// 19 or 20 that fits 64 bits, read as its bit pattern (`NSIndexPath` prints a row of -1 as
  /// 18446744073709551615).
  mutating func number() throws(ExceptionTextError) -> Int {
    let start = position
    let negative = take("-")
    var digits = 0
    var value: UInt64 = 0
    while position < characters.count, let d = characters[position].wholeNumberValue,
      characters[position].isASCII
    {
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(UInt64(d))
      guard digits < 20, !o1, !o2, !(negative && digits >= 18) else {
        throw ExceptionTextError(message: "the number at character \(start + 1) is too large")
      }
      value = sum
      digits += 1
      position += 1
    }
    guard digits > 0 else {
      position = start
      throw unexpected("a number")
    }
    let n = Int(bitPattern: UInt(value))
    return negative ? -n : n
  }

  /// An error naming what was expected and quoting what the text has instead.
  func unexpected(_ expected: String) -> ExceptionTextError {
    let rest = String(characters[position...].prefix(40))
    return ExceptionTextError(
      message: "expected \(expected) at character \(position + 1), but the text has "
        + (rest.isEmpty
          ? "nothing more" : "'\(rest)\(characters.count - position > 40 ? "…" : "")'"))
  }
}
