import HeadlessUIKit

extension CrashReport {
  /// A form found on lines `start...end`, before overlaps are settled.
  struct Candidate {
    var found: Found
    var start: Int
    var end: Int
  }

  /// What reading a paste cost, counted: a deterministic measure, for the tests that keep
  /// reading linear in the paste's length.
  package struct Work: Equatable, Sendable {
    /// Regular expressions compiled.
    package var patterns = 0
    /// Lines looked at: by each pass over the whole paste, and again by each reason gathered.
    package var lines = 0
    /// Steps of the searches among the lines that forms found earlier claim.
    package var comparisons = 0

    package init() {}
  }

  /// The patterns the search matches, compiled once for a paste: a regex literal is parsed and
  /// compiled again each time it is evaluated, which, in a loop over a paste's lines, cost more
  /// than all the rest of `listsh explain`.
  struct Patterns {
    /// How many there are.
    static let count = 14

    let thread = #/Thread \d+: (?:Exception: )?"/#
    let objcException = #/Name: (\w+) +Reason: /#
    let nameAndReason = #/(?:^|[\s.])([A-Z][A-Za-z]+Exception)(?::| -) /#
    let leadingName = #/([A-Z][A-Za-z]+Exception)(?::| -) /#
    let quotedName = #/exception '(\w+)'/#
    let anyName = #/([A-Z][A-Za-z]*Exception)/#
    let osVersion =
      #/(?i)(?:os[ _]version|ios[ _]version|system[ _]version|operating[ _]system)[\s:="*_-]{0,24}(?:iphone ?os|ipados|ios)?\s*(\d{1,2}(?:\.\d{1,2}){0,2})/#
    let comment = #/\s*(?:\/\/+|\/?\*(?= )|<!--)\s?/#
    let frame = #/\d+ +\S+ +0x[0-9a-fA-F]+/#
    let managedFrame = #/at [A-Za-z_.]+\(/#
    let quote = #/\s*>\s?/#
    let timestamp =
      #/\s*\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:[+-]\d{2}:?\d{2}|Z)?\s+(?:[^\s\[\]]+\[\d+:[0-9a-fA-Fx]+\]\s+)?/#
    let level = #/\s*\[(?:ERROR|INFO|WARN|DEBUG)\] :\s*/#
    let category = #/\[(?:General|Assert|error|fault)\]\s+/#
  }

  /// The lines searched, what the forms ask of each line (computed once), and the lines the
  /// exceptions accepted so far claim.
  ///
  /// Every candidate holds the line its form matched, so a form skips a line already claimed
  /// (its candidate would overlap); a reason is gathered, and a paragraph read, only once its
  /// lines are known to be free; and where a reason ends is read from `events`, not by walking
  /// its lines again. Each line is then looked at a bounded number of times, however many
  /// lines match a form.
  final class Scan {
    let lines: [String]
    /// Each line without its leading and trailing spacing.
    let trimmed: [String]
    let patterns: Patterns
    var work: Work
    /// The characters the readings of the openings' cuts may look at, for the whole paste.
    var readBudget = CrashReport.openingReadBudget
    /// Whether a line ends a reason being gathered: blank, a stack frame, `Fatal Exception:`,
    /// `Thread `, `abort() called`.
    let stops: [Bool]
    /// Whether a line starts with `***` (which ends a reason after its first line).
    let stars: [Bool]
    /// How many lines before each (and before the end) are not blank, and are stack frames.
    let filledBefore: [Int]
    let framesBefore: [Int]
    /// For each line that is not blank, the first line of the paragraph that holds it.
    let paragraphStart: [Int]
    /// For each line, the last line up to it (from line 1) that is not blank; 0 when none.
    let lastFilled: [Int]
    /// Per closing character: for each line, the first line from it on that stops a reason,
    /// starts with `***` or ends with the character.
    private var events: [Character?: [Int]] = [:]
    /// What the forms searched before claim, sorted and disjoint.
    private var claimed: [ClosedRange<Int>] = []
    /// What the form being searched claims, in order.
    private var claiming: [ClosedRange<Int>] = []
    /// The exceptions accepted, in the order they were found.
    private(set) var accepted: [Candidate] = []

    init(_ lines: [String], _ patterns: Patterns, _ work: Work) {
      self.lines = lines
      self.patterns = patterns
      self.work = work
      let trimmed = lines.map(\.trimmingWhitespace)
      self.trimmed = trimmed
      let isFrame = trimmed.map { CrashReport.isStackLine($0, patterns) }
      stops = trimmed.indices.map { k in
        let s = trimmed[k]
        return s.isEmpty || isFrame[k] || s.hasPrefix("Fatal Exception:")
          || s.hasPrefix("Thread ") || s == "abort() called"
      }
      stars = trimmed.map { $0.hasPrefix("***") }
      var filled = [0]
      var frames = [0]
      var starts: [Int] = []
      var last: [Int] = []
      filled.reserveCapacity(lines.count + 1)
      frames.reserveCapacity(lines.count + 1)
      for (k, s) in trimmed.enumerated() {
        filled.append(filled[k] + (s.isEmpty ? 0 : 1))
        frames.append(frames[k] + (isFrame[k] ? 1 : 0))
        starts.append(s.isEmpty ? k : (k > 0 && !trimmed[k - 1].isEmpty ? starts[k - 1] : k))
        last.append(k > 0 && !s.isEmpty ? k : (k > 0 ? last[k - 1] : 0))
      }
      filledBefore = filled
      framesBefore = frames
      paragraphStart = starts
      lastFilled = last
      self.work.lines += 4 * lines.count
    }

    func isBlank(_ k: Int) -> Bool { trimmed[k].isEmpty }

    /// Whether line `k` is a stack frame.
    func isFrame(_ k: Int) -> Bool { framesBefore[k + 1] > framesBefore[k] }

    /// Whether no exception accepted holds a line of `range`.
    func isFree(_ range: ClosedRange<Int>) -> Bool {
      if let last = claiming.last, last.overlaps(range) { return false }
      // The first range claimed that ends at or after the range's start.
      var low = 0
      var high = claimed.count
      while low < high {
        work.comparisons += 1
        let mid = (low + high) / 2
        if claimed[mid].upperBound < range.lowerBound { low = mid + 1 } else { high = mid }
      }
      work.comparisons += 1
      return low == claimed.count || claimed[low].lowerBound > range.upperBound
    }

    func isFree(_ k: Int) -> Bool { isFree(k...k) }

    /// Accepts `candidate`, whose lines are free.
    func claim(_ candidate: Candidate) {
      accepted.append(candidate)
      // A form's candidates each hold the line it matched, which is after the last it
      // accepted, and are free of it: each is after the last.
      claiming.append(candidate.start...candidate.end)
    }

    /// Merges what the form just searched claims with what the earlier ones do.
    func endForm() {
      var merged: [ClosedRange<Int>] = []
      merged.reserveCapacity(claimed.count + claiming.count)
      var i = 0
      var j = 0
      while i < claimed.count || j < claiming.count {
        work.comparisons += 1
        if j == claiming.count
          || (i < claimed.count && claimed[i].lowerBound < claiming[j].lowerBound)
        {
          merged.append(claimed[i])
          i += 1
        } else {
          merged.append(claiming[j])
          j += 1
        }
      }
      claimed = merged
      claiming = []
    }

    /// The first line from `k` on that stops a reason, starts with `***` or ends with
    /// `closing` (`lines.count` when none does).
    func event(_ closing: Character?, from k: Int) -> Int {
      if let next = events[closing] { return next[k] }
      var next = [Int](repeating: lines.count, count: lines.count + 1)
      for j in lines.indices.reversed() {
        let closes = closing != nil && trimmed[j].last == closing
        next[j] = stops[j] || stars[j] || closes ? j : next[j + 1]
      }
      events[closing] = next
      work.lines += lines.count
      return next[k]
    }

    /// The last line of the reason `collect` gathers, without gathering it.
    func reach(first: String, after: Int, closing: Character?) -> Int {
      var head = Substring(first)
      while let c = head.first, c.isWhitespace { head = head.dropFirst() }
      if head.firstRange(of: " Native stack trace:") != nil { return after }
      if !head.isEmpty, closing != nil, String(head).trimmingWhitespace.last == closing {
        return after
      }
      let next = after + 1
      guard next < lines.count else { return after }
      if stops[next] || (stars[next] && !head.isEmpty) { return after }
      if closing != nil, trimmed[next].last == closing { return next }
      let e = event(closing, from: next + 1)
      if e == lines.count { return lines.count - 1 }
      return stops[e] || stars[e] ? e - 1 : e
    }

    /// The reason `CrashReport.collect` gathers, when its lines, from `start` on, are free;
    /// `nil` when an exception accepted holds one of them.
    func collect(first: String, after: Int, closing: Character? = nil, from start: Int)
      -> (text: String, end: Int, closed: Bool)?
    {
      let end = reach(first: first, after: after, closing: closing)
      guard isFree(start...end) else { return nil }
      let body = CrashReport.collect(self, first: first, after: after, closing: closing)
      assert(body.end == end, "reach and collect disagree")
      return body
    }
  }

  /// Every exception the lines hold, in text order: each form is searched in turn, and a form
  /// found on lines an earlier form claimed is dropped (an Apple report's
  /// `Application Specific Information:` holds a `*** Terminating app` line: one exception).
  ///
  /// - Complexity: O(n log n) for n lines (and their characters).
  static func search(_ scan: Scan) -> [Found] {
    let searches: [(Scan) -> Void] = [
      terminating, xcodeThread, fatalException, objcException, prefixed, nameAndReason, headings,
      openings,
    ]
    for search in searches {
      search(scan)
      scan.endForm()
      scan.work.lines += scan.lines.count
    }
    return scan.accepted.sorted { $0.start < $1.start }.map(\.found)
  }

  // MARK: The forms

  /// `*** Terminating app due to uncaught exception 'NAME', reason: '…'`, its reason possibly
  /// on the lines below (and `reason:` too, as a paste broken after the comma has it).
  static func terminating(_ scan: Scan) {
    let lines = scan.lines
    for (k, line) in lines.enumerated() where scan.isFree(k) {
      guard let open = line.firstRange(of: "uncaught exception '"),
        let close = line[open.upperBound...].firstRange(of: "',")
      else { continue }
      let name = String(line[open.upperBound..<close.lowerBound])
      var rest = String(line[close.upperBound...]).trimmingWhitespace
      var first = k
      if rest.isEmpty, k + 1 < lines.count, scan.trimmed[k + 1].hasPrefix("reason:") {
        first = k + 1
        rest = scan.trimmed[k + 1]
      }
      guard rest.hasPrefix("reason:") else { continue }
      rest = String(rest.dropFirst("reason:".count)).trimmingWhitespace
      if rest.isEmpty, first + 1 < lines.count {
        first += 1
        rest = scan.trimmed[first]
      }
      if rest.hasPrefix("'") { rest.removeFirst() }
      // A forum that ran the lines together leaves prose right after the closing quote.
      if let close = Self.closingQuoteBeforeProse(rest) { rest = String(rest[...close]) }
      guard let body = scan.collect(first: rest, after: first, closing: "'", from: k) else {
        continue
      }
      scan.claim(
        Candidate(
          found: Found(
            name: name, reason: body.text, form: .terminating, truncated: !body.closed,
            line: k + 1), start: k, end: body.end))
    }
  }

  /// Where a reason's closing quote stands inside its line with prose glued after it
  /// (`…path = 0 - 1})'Where is …`): a `'` after the end of a sentence or of a list (`)`, `]`,
  /// `.`, a digit) and before a capital letter or a space, which an apostrophe never is.
  ///
  /// - Complexity: O(n) for a line of n characters.
  static func closingQuoteBeforeProse(_ line: String) -> String.Index? {
    var previous: Character?
    var k = line.startIndex
    while k < line.endIndex {
      let c = line[k]
      let next = line.index(after: k)
      if c == "'", let p = previous, p == ")" || p == "]" || p == "." || p.isNumber,
        next < line.endIndex, line[next].isUppercase || line[next] == " "
      {
        return k
      }
      previous = c
      k = next
    }
    return nil
  }

  /// `Thread 1: "…"` (or `Thread 1: Exception: "…"`).
  static func xcodeThread(_ scan: Scan) {
    for (k, s) in scan.trimmed.enumerated() where scan.isFree(k) {
      guard s.hasPrefix("Thread "), let match = s.prefixMatch(of: scan.patterns.thread),
        let body = scan.collect(
          first: String(s[match.range.upperBound...]), after: k, closing: "\"", from: k)
      else { continue }
      let (name, reason) = splitName(body.text, scan.patterns)
      scan.claim(
        Candidate(
          found: Found(
            name: name, reason: reason, form: .xcodeThread, truncated: !body.closed, line: k + 1),
          start: k, end: body.end))
    }
  }

  /// Crashlytics: `Fatal Exception: NAME`, the reason on the lines below it (or, as some
  /// exports put it, in the paragraph above).
  static func fatalException(_ scan: Scan) {
    for (k, s) in scan.trimmed.enumerated() where scan.isFree(k) {
      guard s.hasPrefix("Fatal Exception: ") else { continue }
      var name = String(s.dropFirst("Fatal Exception: ".count))
      // The reason on the header's own line, after the class (a page copied as rendered
      // glues them: `NSInternalInconsistencyExceptionInvalid update: …`).
      if name.contains(" "), let m = name.prefixMatch(of: scan.patterns.anyName) {
        // After `:` or ` - ` (not a method's own `-[`).
        var rest = name[m.range.upperBound...].drop { $0 == ":" }.drop { $0 == " " }
        if rest.hasPrefix("- ") { rest = rest.dropFirst(2) }
        if !rest.isEmpty, let body = scan.collect(first: String(rest), after: k, from: k) {
          scan.claim(
            Candidate(
              found: Found(
                name: String(m.output.1), reason: body.text, form: .fatalException,
                truncated: false, line: k + 1), start: k, end: body.end))
          continue
        }
        name = String(m.output.1)
      }
      // Lines below it (the reason gathered is empty when there are none).
      if scan.reach(first: "", after: k, closing: nil) > k {
        guard let below = scan.collect(first: "", after: k, from: k) else { continue }
        scan.claim(
          Candidate(
            found: Found(
              name: name, reason: below.text, form: .fatalException, truncated: false,
              line: k + 2), start: k, end: below.end))
        continue
      }
      // The paragraph above: back to a blank line (over the blank lines just above).
      var top = k
      if k > 0, !scan.isBlank(k - 1) { top = scan.paragraphStart[k - 1] }
      if top == k, top > 0 {
        top = scan.lastFilled[k - 1]
        if top > 0 { top = scan.paragraphStart[top] }
      }
      // Its lines that are not blank: some, and no stack frame among them.
      guard scan.filledBefore[k] > scan.filledBefore[top],
        scan.framesBefore[k] == scan.framesBefore[top], scan.isFree(top...k)
      else { continue }
      scan.work.lines += k - top
      let above = scan.trimmed[top..<k].filter { !$0.isEmpty }
      let (named, reason) = splitName(above.joined(separator: "\n"), scan.patterns)
      scan.claim(
        Candidate(
          found: Found(
            name: named ?? name, reason: reason, form: .fatalException, truncated: false,
            line: top + 1), start: top, end: k))
    }
  }

  /// Xamarin's and .NET's `Objective-C exception thrown.  Name: NAME Reason: …`.
  static func objcException(_ scan: Scan) {
    for (k, line) in scan.lines.enumerated() where scan.isFree(k) {
      guard line.contains("Reason: "),
        let match = line.firstMatch(of: scan.patterns.objcException),
        let body = scan.collect(first: String(line[match.range.upperBound...]), after: k, from: k)
      else { continue }
      scan.claim(
        Candidate(
          found: Found(
            name: String(match.output.1), reason: body.text, form: .objcException,
            truncated: false, line: k + 1), start: k, end: body.end))
    }
  }

  /// Texts after a prefix on their line: Core Data's log of a fetched-results delegate's
  /// exception, IGListKit's fallback log, a crash reporter's `uncaught ObjC exception, reason:`.
  ///
  /// Core Data's log is found by its last fixed words, the delegate method it called (`during a
  /// call to -controllerDidChangeContent:.`, or another of the delegate's): a copy may begin
  /// anywhere in the log's long first sentence.
  static func prefixed(_ scan: Scan) {
    let prefixes: [(String, Form)] = [
      ("during a call to -controllerDidChangeContent:.", .fetchedResultsLog),
      ("during a call to -controllerWillChangeContent:.", .fetchedResultsLog),
      (
        "during a call to -controller:didChangeObject:atIndexPath:forChangeType:newIndexPath:.",
        .fetchedResultsLog
      ),
      ("during a call to -controller:didChangeSection:atIndex:forChangeType:.", .fetchedResultsLog),
      (
        "Performing reloadData as a fallback — ", .prefixed("Performing reloadData as a fallback —")
      ),
      ("uncaught ObjC exception, reason: ", .prefixed("uncaught ObjC exception, reason:")),
      ("Exception reports “", .prefixed("Exception reports")),
    ]
    // Their first words first (shared by Core Data's four): one search a line, not one for
    // each prefix.
    let anchors = Array(Set(prefixes.map { String($0.0.prefix(17)) }))
    for (k, line) in scan.lines.enumerated()
    where scan.isFree(k) && ByteSearch.mayHold(Substring(line), anchors) {
      for (prefix, form) in prefixes {
        guard let r = line.firstRange(of: prefix) else { continue }
        var reason = String(line[r.upperBound...]).trimmingWhitespace
        if let tail = reason.firstRange(of: " with userInfo ") {
          reason = String(reason[..<tail.lowerBound])
        }
        if prefix.hasSuffix("“"), reason.hasSuffix("”") { reason.removeLast() }
        let (name, text) = splitName(reason, scan.patterns)
        scan.claim(
          Candidate(
            found: Found(name: name, reason: text, form: form, truncated: false, line: k + 1),
            start: k, end: k))
        break
      }
    }
  }

  /// `NSInternalInconsistencyException: …` (or ` - `) on one line, as Sentry, App Center and
  /// most trackers show an event's title.
  static func nameAndReason(_ scan: Scan) {
    for (k, line) in scan.lines.enumerated() where scan.isFree(k) {
      guard line.contains("Exception"),
        let match = line.firstMatch(of: scan.patterns.nameAndReason),
        let body = scan.collect(first: String(line[match.range.upperBound...]), after: k, from: k),
        !body.text.isEmpty
      else { continue }
      scan.claim(
        Candidate(
          found: Found(
            name: String(match.output.1), reason: body.text, form: .nameAndReason,
            truncated: false, line: k + 1), start: k, end: body.end))
    }
  }

  /// A line that announces the reason on the lines after it.
  static let headingLines = [
    "Application Specific Information:", "Aborting due to unhandled Objective-C exception:",
    "An uncaught exception was raised", "### Reason ###", "Printing description of reason:",
    "Reason:",
  ]

  /// The reason on the lines after a heading (`Reason:`, `### Reason ###`, lldb's `Printing
  /// description of reason:`); the class, when a line just above names it.
  static func headings(_ scan: Scan) {
    let lines = scan.lines
    for (k, s) in scan.trimmed.enumerated() where scan.isFree(k) {
      guard let heading = headingLines.first(where: { s.hasSuffix($0) }) else { continue }
      var first = k
      while first + 1 < lines.count, scan.isBlank(first + 1) {
        first += 1
        scan.work.lines += 1
      }
      guard let body = scan.collect(first: "", after: first, from: k), !body.text.isEmpty else {
        continue
      }
      var (name, reason) = splitName(body.text, scan.patterns)
      for above in lines[max(0, k - 3)..<k] {
        if name == nil, let m = above.firstMatch(of: scan.patterns.quotedName) {
          name = String(m.output.1)
        }
      }
      scan.claim(
        Candidate(
          found: Found(
            name: name, reason: reason, form: .heading(heading), truncated: false, line: k + 2),
          start: k, end: body.end))
    }
  }

  // MARK: Helpers

  /// The reason's lines from `first` (the rest of the line where it starts) and the lines
  /// after line `after`, up to a blank line, a stack frame or, when `closing` is given, a line
  /// that ends with it (removed).
  static func collect(_ scan: Scan, first: String, after: Int, closing: Character? = nil)
    -> (text: String, end: Int, closed: Bool)
  {
    let lines = scan.lines
    var parts: [String] = []
    var end = after
    func ends(_ s: String) -> Bool { closing != nil && s.last == closing }
    // Lines keep their spacing (a tracker's cut at a fixed column may fall on a space, and
    // UIKit indents the identifiers it lists); `CrashReport` trims them once it has looked.
    var head = Substring(first)
    while let c = head.first, c.isWhitespace { head = head.dropFirst() }
    // .NET puts its stack on the reason's line.
    if let stack = head.firstRange(of: " Native stack trace:") {
      return (String(head[..<stack.lowerBound]).trimmingWhitespace, after, true)
    }
    if !head.isEmpty {
      let s = String(head).trimmingWhitespace
      if ends(s) { return (String(s.dropLast()), after, true) }
      parts.append(String(head))
    }
    var k = after + 1
    while k < lines.count {
      scan.work.lines += 1
      let line = lines[k]
      let s = scan.trimmed[k]
      // Blank, a stack frame, `Fatal Exception:`, `Thread `, `abort() called`; `***` after
      // the first line.
      if scan.stops[k] || (scan.stars[k] && !parts.isEmpty) { break }
      end = k
      if ends(s) {
        var closed = Substring(line)
        while let c = closed.last, c.isWhitespace { closed = closed.dropLast() }
        parts.append(String(closed.dropLast()))
        return (parts.joined(separator: "\n"), end, true)
      }
      parts.append(line)
      k += 1
    }
    return (parts.joined(separator: "\n"), end, closing == nil)
  }

  /// A line of a call stack, as any of the reporters print one.
  static func isStackLine(_ s: String, _ patterns: Patterns) -> Bool {
    s.hasPrefix("*** First throw call stack") || s == "(" || s == ")" || s.hasPrefix("(0x")
      || s.hasPrefix("?, in ") || s.hasPrefix("File \"") || s == "..."
      || s.contains("additional frame(s) were not displayed") || s.hasPrefix("Last Exception")
      || s.hasPrefix("Stack trace:") || s.hasPrefix("Native stack trace:")
      || s.hasPrefix("libc++abi") || s.hasPrefix("__exceptionPreprocess")
      || s.hasPrefix("objc_exception_throw") || s.hasPrefix("### ")
      // Each pattern is tried only on a line that has its literal part.
      || (s.contains(" 0x") && s.prefixMatch(of: patterns.frame) != nil)
      || (s.hasPrefix("at ") && s.prefixMatch(of: patterns.managedFrame) != nil)
  }

  /// `NAME: reason` or `NAME - reason` split, when the text starts with an exception's class.
  static func splitName(_ text: String, _ patterns: Patterns) -> (String?, String) {
    guard let m = text.prefixMatch(of: patterns.leadingName) else {
      return (nil, text)
    }
    return (String(m.output.1), String(text[m.range.upperBound...]))
  }

  /// The iOS version a field of the report names (the first), as `major.minor[.patch]`.
  static func reportedOS(_ lines: [String], _ patterns: Patterns) -> String? {
    for line in lines.prefix(ForeignRaiser.maximumLines)
    where line.contains("ersion") || line.contains("ystem") {
      if let m = line.firstMatch(of: patterns.osVersion) { return "iOS " + m.output.1 }
    }
    return nil
  }

  /// Which container the report's markers say it is, from its lines trimmed.
  static func container(_ trimmed: [String]) -> Container? {
    let markers: [(Container, (String) -> Bool)] = [
      (
        .appleCrashReport,
        {
          $0.hasPrefix("Incident Identifier:") || $0.hasPrefix("Exception Type:")
            || $0.hasPrefix("Application Specific Information:")
        }
      ),
      (
        .appleJSONReport,
        { $0.contains("\"bug_type\"") || $0.contains("\"lastExceptionBacktrace\"") }
      ),
      (.crashlytics, { $0.hasPrefix("Fatal Exception:") }),
      (
        .sentry, { $0.hasPrefix("?, in ") || $0.contains("additional frame(s) were not displayed") }
      ),
      (.appCenter, { $0.hasPrefix("### Stacktrace ###") || $0.hasPrefix("### Reason ###") }),
      (.xcodeConsole, { $0.hasPrefix("*** First throw call stack") }),
    ]
    for (container, marks) in markers where trimmed.contains(where: marks) { return container }
    return nil
  }
}
