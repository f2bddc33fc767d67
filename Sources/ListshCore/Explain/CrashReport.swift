import HeadlessUIKit

/// A pasted crash report, console or tracker export, searched for the exception texts it holds.
///
/// People paste what they have: a whole Apple crash report, a Crashlytics or Sentry export,
/// Xcode's console or its `Thread 1: "…"` line, log lines with timestamps, JSON-escaped text.
/// `CrashReport` peels the layers the text came in (escapes, log prefixes, quote marks, a wrap
/// at a fixed column) and finds each exception by the form it was reported in, so that the
/// reason is read as UIKit wrote it.
package struct CrashReport: Equatable, Sendable {
  /// One exception found: its class, its reason and the form it was reported in.
  package struct Found: Equatable, Sendable {
    /// The exception's class, when the report names it.
    package var name: String?
    /// The reason, as UIKit wrote it (lines kept).
    package var reason: String
    /// How the report showed it.
    package var form: Form
    /// Whether the reason is cut short (no closing quote where the form has one).
    package var truncated: Bool
    /// The line of the pasted text where it begins (1-based).
    package var line: Int
  }

  /// The forms an exception is reported in.
  package enum Form: Equatable, Sendable {
    /// The text alone.
    case bare
    /// `*** Terminating app due to uncaught exception 'NAME', reason: '…'` (Xcode's console, and
    /// the `Application Specific Information` of an Apple crash report).
    case terminating
    /// `Fatal Exception: NAME` with the reason on the next line (Crashlytics).
    case fatalException
    /// `Thread 1: "…"`, Xcode's line beside the crashed frame.
    case xcodeThread
    /// `NSInternalInconsistencyException: …` on one line (Sentry, App Center, Bugsnag).
    case nameAndReason
    /// `Name: NAME Reason: …` (Xamarin's and .NET's `Objective-C exception thrown`).
    case objcException
    /// Core Data's log of an exception thrown by an `NSFetchedResultsController` delegate.
    case fetchedResultsLog
    /// A line that announces the reason on the lines after it (`Reason:`, `### Reason ###`).
    case heading(String)
    /// A prefix on the same line (`Performing reloadData as a fallback — `).
    case prefixed(String)
    /// UIKit's own words, where no form shows the reason: in prose, a JSON field, a comment,
    /// a log line (`quoted` when a quote opens just before them).
    case opening(quoted: Bool)
  }

  /// Whether a reason found in a form was thrown: the form names an exception (a console's
  /// `Terminating app`, a reporter's `Fatal Exception:`, a field or a heading of the reason),
  /// not a text found alone or by its words in a log line, whatever wrote it.
  package static func isThrown(_ form: Form) -> Bool {
    switch form {
    case .terminating, .fatalException, .xcodeThread, .nameAndReason, .objcException, .heading:
      true
    case .bare, .fetchedResultsLog, .prefixed, .opening: false
    }
  }

  /// A layer the whole text came wrapped in, peeled before the search.
  package enum Layer: Equatable, Sendable {
    /// `\n`, `\"` and `\t` escapes, as a JSON field holds the text.
    case jsonEscapes
    /// Log prefixes: a timestamp and `Process[pid:thread]`, `[ERROR] :`.
    case logPrefixes
    /// Markdown: quote marks, code fences, bold markers, `**\*`.
    case markdown
    /// Lines cut at a fixed column by a tracker.
    case fixedColumn(Int)
    /// HTML's entities (`&#39;`, `&quot;`), as a web page's source holds the text.
    case htmlEntities
    /// Typographic quotes and spaces (`’`, `“`, a no-break space) where UIKit writes plain ones.
    case typography
    /// Comment markers (`//`, `#`, ` * `) before each line, as a reason pasted into code.
    case commentMarkers
    /// A paste too long to search whole (`bytes` long): the lines around those that may hold
    /// an exception were searched.
    case sieved(bytes: Int)
  }

  /// The container the report came in, when its markers say.
  package enum Container: String, Equatable, Sendable {
    case appleCrashReport = "an Apple crash report"
    case appleJSONReport = "an Apple crash report in JSON (.ips)"
    case crashlytics = "a Crashlytics export"
    case sentry = "a Sentry event"
    case appCenter = "an App Center report"
    case xcodeConsole = "Xcode's console"
  }

  /// The exceptions found, in the order the text has them.
  package var exceptions: [Found]
  /// The layers peeled.
  package var layers: [Layer]
  /// The container, when recognised.
  package var container: Container?
  /// The iOS version the report names in a field of its own (`OS Version: iOS 13.3.1`,
  /// `"os_version":"iPhone OS 17.4 (21E219)"`, `iOS Version: 17.2`), as written.
  package var reportedOS: String?
  /// The SwiftUI List views the text names anywhere (an assertion line, a stack frame, a view's
  /// description): `Explanation.swiftUIHost` reads them.
  package var swiftUIViews: Set<SwiftUIListHost> = []
  /// Whether the text's frames go through SwiftUI's `ForEach` (`ForEachChild.updateValue()`,
  /// `ForEach.swift`, `ForEachState`): a trap there is in a row's body.
  package var throughForEach = false

  /// Searches `text`.
  ///
  /// - Complexity: O(n log n) for a text of n characters.
  package init(_ text: String) {
    var work = Work()
    self.init(text, work: &work)
  }

  /// Searches `text`, adding what it cost to `work`.
  package init(_ text: String, work: inout Work) {
    var layers: [Layer] = []
    var text = text.replacing("\r\n", with: "\n")
    // A field of JSON inside JSON is escaped twice.
    for _ in 0..<2 where Self.looksJSONEscaped(text) {
      text = Self.unescapingJSON(text)
      if !layers.contains(.jsonEscapes) { layers.append(.jsonEscapes) }
    }
    Self.normaliseCharacters(&text, &layers)
    if text.contains(Explanation.swiftUITableMark) { swiftUIViews.insert(.tableView) }
    if Explanation.isSwiftUIHosted(text) { swiftUIViews.insert(.collectionView) }
    throughForEach = ["ForEachChild", "ForEachState", "(ForEach.swift:", " ForEach.swift:"].contains
    {
      text.contains($0)
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let patterns = Patterns()
    work.patterns += Patterns.count
    Self.peel(&lines, &layers, patterns)
    work.lines += lines.count
    let scan = Scan(lines, patterns, work)
    container = Self.container(scan.trimmed)
    reportedOS = Self.reportedOS(scan.lines, patterns)
    var found = Self.search(scan)
    work = scan.work
    if found.isEmpty {
      let reason = lines.joined(separator: "\n").trimmingWhitespace
      found = [Found(name: nil, reason: reason, form: .bare, truncated: false, line: 1)]
    }
    for k in found.indices {
      if let width = Self.fixedColumn(found[k].reason) {
        found[k].reason = Self.unwrapping(found[k].reason)
        if !layers.contains(.fixedColumn(width)) { layers.append(.fixedColumn(width)) }
      } else {
        // Each line without the spacing after it; the first without what came before.
        found[k].reason = found[k].reason.split(separator: "\n", omittingEmptySubsequences: false)
          .map { line in
            var line = line
            while let c = line.last, c.isWhitespace { line = line.dropLast() }
            return String(line)
          }.joined(separator: "\n")
      }
      found[k].reason = found[k].reason.trimmingWhitespace
      // A reason a form gathered with more before UIKit's words (a prefix of the app's own, a
      // sentence around it) is read from those words.
      if found[k].form.isOpening == false, k < Self.maximumOpenings,
        let reason = Self.fromOpening(found[k].reason)
      {
        found[k].reason = reason
        // What a reader reads whole is not cut short, wherever the form's quote was.
        found[k].truncated = false
      }
    }
    // UIKit's words that are the whole paste are the text alone.
    if found.count == 1, found[0].form.isOpening,
      found[0].reason == lines.joined(separator: "\n").trimmingWhitespace
    {
      found[0].form = .bare
    }
    exceptions = found
    self.layers = layers
  }

  /// What was recognised, in words: `a Crashlytics export ('Fatal Exception:' and the reason
  /// below it); log prefixes set aside`.
  package func describe(_ found: Found) -> String {
    var parts: [String] = []
    let form = found.form.words
    if let container, container.rawValue != form { parts.append(container.rawValue) }
    parts.append(form)
    var text = parts.joined(separator: ", ")
    let peeled = layers.map(\.words)
    if !peeled.isEmpty { text += "; " + peeled.joined(separator: ", ") + " set aside" }
    if found.truncated { text += "; the reason is cut short" }
    return text
  }
}

extension CrashReport.Form {
  /// Whether the reason was found by UIKit's words alone.
  var isOpening: Bool {
    if case .opening = self { true } else { false }
  }

  /// The form in words.
  var words: String {
    switch self {
    case .bare: "the exception text alone"
    case .terminating: "'*** Terminating app due to uncaught exception …, reason: …'"
    case .fatalException: "'Fatal Exception:' with the reason below it"
    case .xcodeThread: "Xcode's 'Thread 1: \"…\"' line"
    case .nameAndReason: "the exception's class and its reason on one line"
    case .objcException: "'Objective-C exception thrown. Name: … Reason: …'"
    case .fetchedResultsLog:
      "Core Data's log of an exception from an NSFetchedResultsController delegate"
    case .heading(let heading): "the lines after '\(heading)'"
    case .prefixed(let prefix): "the text after '\(prefix.trimmingWhitespace)'"
    case .opening(let quoted):
      quoted ? "UIKit's words, quoted in the text around them" : "UIKit's words among others"
    }
  }
}

extension CrashReport.Layer {
  /// The layer in words.
  var words: String {
    switch self {
    case .jsonEscapes: "JSON escapes"
    case .logPrefixes: "log prefixes"
    case .markdown: "Markdown marks"
    case .fixedColumn(let width): "line breaks at column \(width)"
    case .htmlEntities: "HTML entities"
    case .typography: "typographic quotes and spaces"
    case .commentMarkers: "comment markers"
    case .sieved(let bytes):
      "all but the lines near a possible exception (the paste has \(bytes) bytes)"
    }
  }
}
