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
  }

  /// The container the report came in, when its markers say.
  package enum Container: String, Equatable, Sendable {
    case appleCrashReport = "an Apple crash report"
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
    if Self.looksJSONEscaped(text) {
      text = Self.unescapingJSON(text)
      layers.append(.jsonEscapes)
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let patterns = Patterns()
    work.patterns += Patterns.count
    Self.peel(&lines, &layers, patterns)
    work.lines += lines.count
    let scan = Scan(lines, patterns, work)
    container = Self.container(scan.trimmed)
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
    }
  }
}
