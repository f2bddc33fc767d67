/// Reads back the texts a diffable snapshot raises (`SnapshotError`) and the collection view's
/// request for the items of a section it does not have.
///
/// Identifiers come back as the text prints them; a text that names none (iOS 14's "Invalid
/// item identifier specified for reload") gets a stand-in, which the text does not show.
enum SnapshotTextReading {
  /// A stand-in identifier for a text that names none.
  static let standIn = "missing"

  /// The failure `text` reports and the profiles whose wording it has; `nil` for another text.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func read(_ text: String) -> (ExceptionReading.Content, [Platform])? {
    let all = Platform.allCases
    let before15: [Platform] = [.ios12, .ios14]
    let since15 = Platform.allCases.filter { $0.isAtLeast(.ios15) }
    if let ids = identifierSet(text, after: "Fatal: supplied item identifiers are not unique.") {
      return (.snapshot(.duplicateItems(ids)), all)
    }
    if let ids = identifierSet(text, after: "Fatal: supplied section identifiers are not unique.") {
      return (.snapshot(.duplicateSections(ids)), all)
    }
    let since14 = Platform.allCases.filter { $0.isAtLeast(.ios14) }
    if let ids = identifierSet(
      text, after: "Identifiers in a section snapshot must be unique.", label: "item identifiers")
    {
      return (.snapshot(.sectionSnapshotDuplicates(ids)), since14)
    }
    // The deadlock texts end with the view's description, which the model writes `<…>`.
    let diffable = Platform.allCases.filter { $0 != .ios12 }
    for platform in diffable.reversed() {
      let message = SnapshotError.deadlockDetected.message(on: platform)
      let opening = message.prefix { $0 != "<" }
      // The text may stand inside prose ("will raise an exception "Deadlock detected: …"").
      guard let start = text.firstRange(of: opening.prefix(40)) else { continue }
      let text = ExceptionTextCleaner.quoted(text, from: start.lowerBound)
      if text.hasPrefix(opening) || opening.hasPrefix(text), text.count >= 60 {
        return (
          .snapshot(.deadlockDetected),
          diffable.filter {
            SnapshotError.deadlockDetected.message(on: $0) == message
          }
        )
      }
    }
    let exact: [(SnapshotError, [Platform])] = [
      (.sectionAlreadyPresent([standIn]), before15), (.noSection, all),
      (.missingTargetForItems, all), (.missingTargetSection, all),
      (.moveItemMissing(from: true), all), (.moveItemMissing(from: false), all),
      (.moveSectionMissing(from: true), all), (.moveSectionMissing(from: false), all),
      (.reloadMissingItem(standIn), before15), (.sectionNotFound, all),
      (.sectionSnapshotItemMissing(standIn, .level), [.ios14]),
      (.sectionSnapshotChildMissing(standIn), [.ios14]),
    ]
    for (error, platforms) in exact where error.message(on: platforms[0]) == text {
      return (.snapshot(error), platforms)
    }
    let named: [(String, (String) -> SnapshotError, [Platform])] = [
      (
        "Attempted to reload item identifier that does not exist in the snapshot: ",
        { .reloadMissingItem($0) }, since15
      ),
      (
        "Attempted to reconfigure item identifier that does not exist in the snapshot: ",
        { .reconfigureMissingItem($0) }, since15
      ),
      ("Invalid section identifier for reload specified: ", { .reloadMissingSection($0) }, all),
      (
        "Parent item identifier does not exist in section snapshot: ",
        { .sectionSnapshotParentMissing($0) }, since14
      ),
      (
        "Item identifier to insert before does not exist in section snapshot: ",
        { .sectionSnapshotInsertTargetMissing($0, after: false) }, since14
      ),
      (
        "Item identifier to insert after does not exist in section snapshot: ",
        { .sectionSnapshotInsertTargetMissing($0, after: true) }, since14
      ),
      // isExpanded, isVisible and level(of:) say the same: read as isExpanded's.
      (
        "Item identifier does not exist in section snapshot: ",
        { .sectionSnapshotItemMissing($0, .isExpanded) }, since14
      ),
      (
        "Child item identifier does not exist in section snapshot: ",
        { .sectionSnapshotChildMissing($0) }, since15
      ),
      ("Failed to find index of item ", { .sectionSnapshotDeleteMissing($0) }, since15),
    ]
    for (prefix, make, platforms) in named where text.hasPrefix(prefix) {
      let id = String(text.dropFirst(prefix.count))
      guard !id.isEmpty, !id.contains("\n") else { continue }
      return (.snapshot(make(id)), platforms)
    }
    if let id = between(text, "Invalid update: destination for insertion operation [", "] is") {
      let error = SnapshotError.targetAmongInserted(id)
      if error.message(on: .ios15) == text { return (.snapshot(error), all) }
    }
    if let id = between(text, "Invalid update: destination for section operation [", "] is") {
      let error = SnapshotError.sectionTargetAmongInserted(id)
      // Later versions word this call as a section that already exists.
      if error.message(on: .ios14) == text { return (.snapshot(error), before15) }
    }
    if let ids = alreadyPresentSections(text) {
      return (.snapshot(.sectionAlreadyPresent(ids)), since15)
    }
    if let error = equalWithDifferentHashes(text) { return (.snapshot(error), since15) }
    if let failure = QueryFailure.read(text) { return (.query(failure), all) }
    return nil
  }

  /// A duplicate-identifier text as a log line, a crash reporter's title or a sentence holds it.
  ///
  /// Its `Fatal: ` dropped, the set on one line (`{ a, b }`, `{(a, b)}`), its spacing changed,
  /// text around it: read as a variant of the wording, and the scenario raises UIKit's own
  /// text.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func readFlattened(_ text: String) -> (ExceptionReading.Content, [Platform])? {
    let opening = "supplied item identifiers are not unique."
    let sections = "supplied section identifiers are not unique."
    if let ids = flattenedSet(text, after: opening) {
      return (.snapshot(.duplicateItems(ids)), Platform.allCases)
    }
    if let ids = flattenedSet(text, after: sections) {
      return (.snapshot(.duplicateSections(ids)), Platform.allCases)
    }
    return nil
  }

  /// The identifiers of the set after `opening` and ` Duplicate identifiers:`, wherever the
  /// text holds them (a `Fatal: ` or an exception's name before, a sentence after): the set
  /// runs from its `{` to the `}` that closes it, and is split at the commas outside quotes
  /// and brackets.
  static func flattenedSet(_ text: String, after opening: String) -> [String]? {
    guard let found = text.firstRange(of: opening + " Duplicate identifiers:") else {
      return nil
    }
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" }
    let rest = text[found.upperBound...].drop(while: isSpace)
    guard rest.first == "{" else { return nil }
    // The set's own characters, to the brace that closes it.
    var nesting = Nesting()
    var end: Substring.Index?
    for i in rest.indices where nesting.read(rest[i]) && nesting.depth == 0 {
      end = i
      break
    }
    guard let end, rest[end] == "}" else { return nil }
    let set = rest[...end]
    // NSSet's description is `{(…)}`; a title's `{ … }` keeps an identifier's own parentheses.
    let wrapped = set.hasPrefix("{(") && set.hasSuffix(")}")
    let body = wrapped ? set.dropFirst(2).dropLast(2) : set.dropFirst().dropLast()
    var ids: [String] = []
    var current = ""
    nesting = Nesting()
    for c in body {
      // A comma outside quotes and brackets ends an identifier.
      if nesting.read(c), c == ",", nesting.depth == 0 {
        ids.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    ids.append(current)
    let trimmed = ids.map { id in
      String(id.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
    guard trimmed.allSatisfy({ !$0.isEmpty }) else { return nil }
    return trimmed
  }

  /// The identifiers of `{(\n    a,\n    b\n)}` after `opening` and ` Duplicate identifiers: `
  /// (or the label given).
  static func identifierSet(_ text: String, after opening: String, label: String = "identifiers")
    -> [String]?
  {
    let head = opening + " Duplicate \(label): {(\n"
    guard text.hasPrefix(head), text.hasSuffix("\n)}") else { return nil }
    let body = text.dropFirst(head.count).dropLast(3)
    let ids = body.split(separator: ",\n    ", omittingEmptySubsequences: false).map {
      String($0.hasPrefix("    ") ? $0.dropFirst(4) : $0)
    }
    guard !ids.isEmpty, ids.allSatisfy({ !$0.isEmpty }) else { return nil }
    return ids
  }

  /// iOS 15's "… section identifiers that already exist: a, b", its count checked.
  static func alreadyPresentSections(_ text: String) -> [String]? {
    guard
      let m = text.prefixMatch(
        of: #/Diffable data source detected an attempt to insert or append (\d{1,6}) section /#),
      let n = Int(m.output.1), n > 0
    else { return nil }
    let label = n == 1 ? "that already exists: " : "that already exist: "
    guard let r = text.firstRange(of: label) else { return nil }
    // Identifiers may hold ", " themselves: any split into n joins back to the same text, so
    // the last takes what the first n - 1 leave.
    let pieces = text[r.upperBound...].split(separator: ", ", omittingEmptySubsequences: false)
    guard pieces.count >= n else { return nil }
    let ids =
      pieces.prefix(n - 1).map(String.init) + [pieces.dropFirst(n - 1).joined(separator: ", ")]
    let error = SnapshotError.sectionAlreadyPresent(ids)
    guard error.message(on: .ios15) == text else { return nil }
    return ids
  }

  /// The pair of "… equal but have different hash values: (a, b)": split at the first ", "
  /// outside brackets and quotes (identifiers print as records and lists do).
  static func equalWithDifferentHashes(_ text: String) -> SnapshotError? {
    // The message of an empty pair, without its ", )".
    let head = SnapshotError.equalIdentifiersDifferentHashes("", "").message(on: .ios15)
      .dropLast(3)
    guard text.hasPrefix(head), text.hasSuffix(")") else { return nil }
    let pair = Array(text.dropFirst(head.count).dropLast())
    var depth = 0
    var quoted = false
    var i = 0
    while i < pair.count - 1 {
      let c = pair[i]
      if quoted {
        if c == "\\" { i += 1 } else if c == "\"" { quoted = false }
      } else if c == "\"" {
        quoted = true
      } else if "([{".contains(c) {
        depth += 1
      } else if ")]}".contains(c) {
        depth -= 1
      } else if depth == 0, c == ",", pair[i + 1] == " " {
        let error = SnapshotError.equalIdentifiersDifferentHashes(
          String(pair[..<i]), String(pair[(i + 2)...]))
        return error.message(on: .ios15) == text ? error : nil
      }
      i += 1
    }
    return nil
  }

  /// The equal-but-hashed-apart text cut short inside its pair of identifiers, as a dashboard
  /// cuts an app's long identifier descriptions: the failure, with what is left of the pair as
  /// its first identifier (a scenario stands in for both).
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func equalWithDifferentHashesCutShort(_ text: String) -> SnapshotError? {
    let head = SnapshotError.equalIdentifiersDifferentHashes("", "").message(on: .ios15)
      .dropLast(3)
    guard text.hasPrefix(head), text.count > head.count, equalWithDifferentHashes(text) == nil
    else { return nil }
    // Cut short: the pair's parenthesis (the last of `head`) is still open where the text
    // ends; a pair that closes and cannot be split is no text UIKit printed.
    var nesting = Nesting(depth: 1)
    for c in text.dropFirst(head.count) { _ = nesting.read(c) }
    guard nesting.depth > 0 else { return nil }
    return .equalIdentifiersDifferentHashes(String(text.dropFirst(head.count)), "")
  }

  /// The text between `open` and the next `close`.
  static func between(_ text: String, _ open: String, _ close: String) -> String? {
    guard let a = text.firstRange(of: open), let b = text[a.upperBound...].firstRange(of: close)
    else {
      return nil
    }
    return String(text[a.upperBound..<b.lowerBound])
  }
}

/// Quotes and brackets, read a character at a time: how deep in brackets the text is, outside
/// its double-quoted strings (in which a backslash escapes the next character).
struct Nesting {
  /// Brackets (`(`, `[`, `{`) open outside quotes.
  var depth = 0
  var quoted = false
  var escaped = false

  /// Reads `c`, counting the brackets outside quotes in `depth`: whether `c` stands outside
  /// quotes and opens no bracket (a closing bracket, a comma, a letter).
  mutating func read(_ c: Character) -> Bool {
    if quoted {
      if escaped {
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else if c == "\"" {
        quoted = false
      }
      return false
    }
    if c == "\"" {
      quoted = true
      return false
    }
    if "([{".contains(c) {
      depth += 1
      return false
    }
    if ")]}".contains(c) { depth -= 1 }
    return true
  }
}
