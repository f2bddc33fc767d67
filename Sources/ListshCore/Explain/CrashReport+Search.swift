import HeadlessUIKit

extension CrashReport {
  /// A form found on lines `start...end`, before overlaps are settled.
  struct Candidate {
    var found: Found
    var start: Int
    var end: Int
  }

  /// Every exception the lines hold, in text order: each form is searched in turn, and a form
  /// found on lines an earlier form claimed is dropped (an Apple report's
  /// `Application Specific Information:` holds a `*** Terminating app` line: one exception).
  static func search(_ lines: [String]) -> [Found] {
    let searches: [([String]) -> [Candidate]] = [
      terminating, xcodeThread, fatalException, objcException, prefixed, nameAndReason, headings,
    ]
    var accepted: [Candidate] = []
    for search in searches {
      for candidate in search(lines)
      where !accepted.contains(where: { $0.start <= candidate.end && candidate.start <= $0.end }) {
        accepted.append(candidate)
      }
    }
    return accepted.sorted { $0.start < $1.start }.map(\.found)
  }

  // MARK: The forms

  /// `*** Terminating app due to uncaught exception 'NAME', reason: '…'`, its reason possibly
  /// on the lines below (and `reason:` too, as a paste broken after the comma has it).
  static func terminating(_ lines: [String]) -> [Candidate] {
    var out: [Candidate] = []
    for (k, line) in lines.enumerated() {
      guard let open = line.firstRange(of: "uncaught exception '"),
        let close = line[open.upperBound...].firstRange(of: "',")
      else { continue }
      let name = String(line[open.upperBound..<close.lowerBound])
      var rest = String(line[close.upperBound...]).trimmingWhitespace
      var first = k
      if rest.isEmpty, k + 1 < lines.count, lines[k + 1].trimmingWhitespace.hasPrefix("reason:") {
        first = k + 1
        rest = lines[k + 1].trimmingWhitespace
      }
      guard rest.hasPrefix("reason:") else { continue }
      rest = String(rest.dropFirst("reason:".count)).trimmingWhitespace
      if rest.isEmpty, first + 1 < lines.count {
        first += 1
        rest = lines[first].trimmingWhitespace
      }
      if rest.hasPrefix("'") { rest.removeFirst() }
      let body = collect(lines, first: rest, after: first, closing: "'")
      out.append(
        Candidate(
          found: Found(
            name: name, reason: body.text, form: .terminating, truncated: !body.closed,
            line: k + 1), start: k, end: body.end))
    }
    return out
  }

  /// `Thread 1: "…"` (or `Thread 1: Exception: "…"`).
  static func xcodeThread(_ lines: [String]) -> [Candidate] {
    var out: [Candidate] = []
    for (k, line) in lines.enumerated() {
      let s = String(line).trimmingWhitespace
      guard let match = s.prefixMatch(of: #/Thread \d+: (?:Exception: )?"/#) else { continue }
      let body = collect(
        lines, first: String(s[match.range.upperBound...]), after: k, closing: "\"")
      let (name, reason) = splitName(body.text)
      out.append(
        Candidate(
          found: Found(
            name: name, reason: reason, form: .xcodeThread, truncated: !body.closed, line: k + 1),
          start: k, end: body.end))
    }
    return out
  }

  /// Crashlytics: `Fatal Exception: NAME`, the reason on the lines below it (or, as some
  /// exports put it, in the paragraph above).
  static func fatalException(_ lines: [String]) -> [Candidate] {
    var out: [Candidate] = []
    for (k, line) in lines.enumerated() {
      let s = String(line).trimmingWhitespace
      guard s.hasPrefix("Fatal Exception: ") else { continue }
      let name = String(s.dropFirst("Fatal Exception: ".count))
      let below = collect(lines, first: "", after: k, closing: nil)
      if !below.text.isEmpty {
        out.append(
          Candidate(
            found: Found(
              name: name, reason: below.text, form: .fatalException, truncated: false,
              line: k + 2), start: k, end: below.end))
        continue
      }
      // The paragraph above: back to a blank line.
      var top = k
      while top > 0, !lines[top - 1].trimmingWhitespace.isEmpty { top -= 1 }
      if top == k, top > 0 {
        top -= 1
        while top > 0, lines[top].trimmingWhitespace.isEmpty { top -= 1 }
        while top > 0, !lines[top - 1].trimmingWhitespace.isEmpty { top -= 1 }
      }
      let above = lines[top..<k].map(\.trimmingWhitespace).filter { !$0.isEmpty }
      guard !above.isEmpty, !above.contains(where: isStackLine) else { continue }
      let (named, reason) = splitName(above.joined(separator: "\n"))
      out.append(
        Candidate(
          found: Found(
            name: named ?? name, reason: reason, form: .fatalException, truncated: false,
            line: top + 1), start: top, end: k))
    }
    return out
  }

  /// Xamarin's and .NET's `Objective-C exception thrown.  Name: NAME Reason: …`.
  static func objcException(_ lines: [String]) -> [Candidate] {
    var out: [Candidate] = []
    for (k, line) in lines.enumerated() {
      guard let match = line.firstMatch(of: #/Name: (\w+) +Reason: /#) else { continue }
      let body = collect(lines, first: String(line[match.range.upperBound...]), after: k)
      out.append(
        Candidate(
          found: Found(
            name: String(match.output.1), reason: body.text, form: .objcException,
            truncated: false, line: k + 1), start: k, end: body.end))
    }
    return out
  }

  /// Texts after a prefix on their line: Core Data's log of a fetched-results delegate's
  /// exception, IGListKit's fallback log, a crash reporter's `uncaught ObjC exception, reason:`.
  static func prefixed(_ lines: [String]) -> [Candidate] {
    let fetched =
      "An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:."
    let prefixes: [(String, Form)] = [
      (fetched, .fetchedResultsLog),
      (
        "Performing reloadData as a fallback — ", .prefixed("Performing reloadData as a fallback —")
      ),
      ("uncaught ObjC exception, reason: ", .prefixed("uncaught ObjC exception, reason:")),
      ("Exception reports “", .prefixed("Exception reports")),
    ]
    var out: [Candidate] = []
    for (k, line) in lines.enumerated() {
      for (prefix, form) in prefixes {
        guard let r = line.firstRange(of: prefix) else { continue }
        var reason = String(line[r.upperBound...]).trimmingWhitespace
        if let tail = reason.firstRange(of: " with userInfo ") {
          reason = String(reason[..<tail.lowerBound])
        }
        if prefix.hasSuffix("“"), reason.hasSuffix("”") { reason.removeLast() }
        let (name, text) = splitName(reason)
        out.append(
          Candidate(
            found: Found(name: name, reason: text, form: form, truncated: false, line: k + 1),
            start: k, end: k))
        break
      }
    }
    return out
  }

  /// `NSInternalInconsistencyException: …` (or ` - `) on one line, as Sentry, App Center and
  /// most trackers show an event's title.
  static func nameAndReason(_ lines: [String]) -> [Candidate] {
    var out: [Candidate] = []
    for (k, line) in lines.enumerated() {
      guard let match = line.firstMatch(of: #/(?:^|[\s.])([A-Z][A-Za-z]+Exception)(?::| -) /#)
      else { continue }
      let body = collect(lines, first: String(line[match.range.upperBound...]), after: k)
      guard !body.text.isEmpty else { continue }
      out.append(
        Candidate(
          found: Found(
            name: String(match.output.1), reason: body.text, form: .nameAndReason,
            truncated: false, line: k + 1), start: k, end: body.end))
    }
    return out
  }

  /// A line that announces the reason on the lines after it.
  static let headingLines = [
    "Application Specific Information:", "Aborting due to unhandled Objective-C exception:",
    "An uncaught exception was raised", "### Reason ###", "Printing description of reason:",
    "Reason:",
  ]

  /// The reason on the lines after a heading (`Reason:`, `### Reason ###`, lldb's `Printing
  /// description of reason:`); the class, when a line just above names it.
  static func headings(_ lines: [String]) -> [Candidate] {
    var out: [Candidate] = []
    for (k, line) in lines.enumerated() {
      let s = String(line).trimmingWhitespace
      guard let heading = headingLines.first(where: { s.hasSuffix($0) }) else { continue }
      var first = k
      while first + 1 < lines.count, lines[first + 1].trimmingWhitespace.isEmpty {
        first += 1
      }
      let body = collect(lines, first: "", after: first)
      guard !body.text.isEmpty else { continue }
      var (name, reason) = splitName(body.text)
      for above in lines[max(0, k - 3)..<k] {
        if name == nil, let m = above.firstMatch(of: #/exception '(\w+)'/#) {
          name = String(m.output.1)
        }
      }
      out.append(
        Candidate(
          found: Found(
            name: name, reason: reason, form: .heading(heading), truncated: false, line: k + 2),
          start: k, end: body.end))
    }
    return out
  }

  // MARK: Helpers

  /// The reason's lines from `first` (the rest of the line where it starts) and the lines
  /// after line `after`, up to a blank line, a stack frame or, when `closing` is given, a line
  /// that ends with it (removed).
  static func collect(_ lines: [String], first: String, after: Int, closing: Character? = nil)
    -> (text: String, end: Int, closed: Bool)
  {
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
      let line = lines[k]
      let s = line.trimmingWhitespace
      if s.isEmpty || isStackLine(s) || s.hasPrefix("Fatal Exception:") || s.hasPrefix("Thread ")
        || (s.hasPrefix("***") && !parts.isEmpty) || s == "abort() called"
      {
        break
      }
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
  static func isStackLine(_ s: String) -> Bool {
    s.hasPrefix("*** First throw call stack") || s == "(" || s == ")" || s.hasPrefix("(0x")
      || s.hasPrefix("?, in ") || s.hasPrefix("File \"") || s == "..."
      || s.contains("additional frame(s) were not displayed") || s.hasPrefix("Last Exception")
      || s.hasPrefix("Stack trace:") || s.hasPrefix("Native stack trace:")
      || s.hasPrefix("libc++abi") || s.hasPrefix("__exceptionPreprocess")
      || s.hasPrefix("objc_exception_throw") || s.hasPrefix("### ")
      || s.prefixMatch(of: #/\d+ +\S+ +0x[0-9a-fA-F]+/#) != nil
      || s.prefixMatch(of: #/at [A-Za-z_.]+\(/#) != nil
  }

  /// `NAME: reason` or `NAME - reason` split, when the text starts with an exception's class.
  static func splitName(_ text: String) -> (String?, String) {
    guard let m = text.prefixMatch(of: #/([A-Z][A-Za-z]+Exception)(?::| -) /#) else {
      return (nil, text)
    }
    return (String(m.output.1), String(text[m.range.upperBound...]))
  }

  /// Which container the report's markers say it is.
  static func container(_ lines: [String]) -> Container? {
    let markers: [(Container, (String) -> Bool)] = [
      (
        .appleCrashReport,
        {
          $0.hasPrefix("Incident Identifier:") || $0.hasPrefix("Exception Type:")
            || $0.hasPrefix("Application Specific Information:")
        }
      ),
      (.crashlytics, { $0.hasPrefix("Fatal Exception:") }),
      (
        .sentry, { $0.hasPrefix("?, in ") || $0.contains("additional frame(s) were not displayed") }
      ),
      (.appCenter, { $0.hasPrefix("### Stacktrace ###") || $0.hasPrefix("### Reason ###") }),
      (.xcodeConsole, { $0.hasPrefix("*** First throw call stack") }),
    ]
    let trimmed = lines.map(\.trimmingWhitespace)
    for (container, marks) in markers where trimmed.contains(where: marks) { return container }
    return nil
  }
}
