/// An exception or log text `explain` recognises but does not reproduce from its text: what it
/// means, what usually causes it and how to fix it, with the public reports it was found in.
///
/// Most are texts whose trigger lies outside what ListScript runs (cell registration and
/// dequeue, custom layouts, threads, Core Data): each is explained without a scenario. A log
/// the model does make names the statements that make it (`reproduction`). The
/// wording each entry matches was quoted from the reports it cites; the causes are what those
/// threads found, in our words.
package struct KnownText: Sendable {
  /// A short name (`section-map-internal-bug`).
  package var id: String
  /// Parts of the text that identify it; any one matches.
  package var signatures: [String]
  /// What the text reports, in one sentence.
  package var meaning: String
  /// The likeliest cause, first; then others.
  package var causes: [String]
  /// What to change.
  package var fix: String
  /// Whether its raiser only logs it (the app goes on).
  package var logged: Bool = false
  /// What raises or logs it: UIKit, or SwiftUI for its own list texts.
  package var raiser = "UIKit"
  /// Public reports that quote the text.
  package var sources: [String]
  /// Statements with which ListScript's model traces the same text, when it models it (its
  /// numbers are not the report's, which the text does not give); empty otherwise.
  package var reproduction: [String] = []
  /// Statements built from the numbers the text gives, when it gives them (`nil`: use
  /// `reproduction`).
  package var counted: (@Sendable (String) -> [String]?)?
  /// What the recognition names in place of the paste's first words, when it was recognised by
  /// something else than a text (a method on the stack).
  package var subject: String?

  /// Whether the entry is read from a stack's methods alone (its id ends `-stack-only`): a
  /// thrown exception's stack, which a crash that threw none does not have.
  var readsAStack: Bool { id.hasSuffix("-stack-only") }

  /// The entry whose signature `reason` holds, if any.
  ///
  /// - Complexity: O(k · n) for k signatures and a text of n characters.
  package static func recognise(_ reason: String) -> KnownText? {
    let folded = Array(Self.folded(reason).utf8)
    return catalogue.first { entry in
      entry.signatures.contains { ByteSearch.contains($0, in: folded) }
    }
  }

  /// Whether `text` holds one of the entry's signatures, wherever a copy broke its lines.
  func matches(_ text: String) -> Bool { holds(Self.folded(text)) }

  /// Whether `folded` (a text whose runs of white space are single spaces) holds a signature.
  func holds(_ folded: String) -> Bool { signatures.contains { folded.contains($0) } }

  /// `text` with each run of white space (a line folded at a fixed column, a double space) one
  /// space, as the signatures are written.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func folded(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var space = false
    for c in text {
      if c.isWhitespace {
        space = true
      } else {
        if space, !out.isEmpty { out.append(" ") }
        space = false
        out.append(c)
      }
    }
    return out
  }

  /// Every entry: layout, diffable, threads, then UIKit's internal checks and the methods on a
  /// stack alone, then SwiftUI's. (A cell's registration, dequeue and provision texts, iOS 6's
  /// included, are modelled: `ProvisionFailure`, reproduced by `explain`.)
  package static let catalogue: [KnownText] =
    layout + diffable + elsewhere + internalChecks + swiftUI
    + [
      listMethodCheck("-[UICollectionView …]", byAssertion: false),
      listMethodSite("-[UITableView …]"),
    ]

  /// A list view's own method whose check failed, in a text no entry names.
  ///
  /// The method is named by the paste's `*** Assertion failure in` line (`byAssertion`), or by
  /// its stack, just below the exception machinery (a paste with no reason). Recognised by the
  /// method, never by a signature.
  static func listMethodCheck(_ method: String, byAssertion: Bool) -> KnownText {
    KnownText(
      id: "list-method-stack-only",
      signatures: [],
      meaning: byAssertion
        ? "UIKit's assertion in \(method), a method of a list view's own, failed: the paste's '*** Assertion failure in' line names it. Its reason, where the paste holds one, is not one ListScript models or knows."
        : "The stack shows a list view's own check failing: \(method), just below the exception machinery, raised it. The paste holds no reason text ListScript reads, and the reason names the failure and its numbers.",
      causes: [
        "Whatever that method checks: its name says what the view was doing (a batch of updates ending, a header's or a row's rect asked for, a scroll to an index path, a cell being dequeued or displayed, the view being deallocated), and the reason text says what was wrong."
      ],
      fix: byAssertion
        ? "Read the reason with the method in mind: an index (a section, a row) the view does not have at that moment is the most common, from data changed without telling the view, or a view asked about before reloadData."
        : "Find the reason (the line after 'Fatal Exception:' in Crashlytics, 'Application Specific Information:' or 'Last Exception Backtrace' in an Apple report, the exception's message in Sentry) and give it to listsh explain.",
      sources: ["https://github.com/agg23/Sila/issues/38"],
      subject: byAssertion ? "the assertion in \(method)" : "\(method), on the stack")
  }

  /// A list view's own method that a crash reporter's title names as where the app crashed,
  /// in a paste with neither a reason nor a stack.
  static func listMethodSite(_ method: String) -> KnownText {
    KnownText(
      id: "list-method-site",
      signatures: [],
      meaning:
        "The report names \(method), a list view's own method, as where the app crashed, and holds neither a reason nor a stack: it does not say whether one of UIKit's checks failed there (an exception, whose reason names the failure and its numbers) or the app stopped on a bad memory access.",
      causes: [
        "Whatever that method does: its name says what the view was doing (a batch of updates ending, layout attributes being stored, a cell being dequeued or displayed); a check that failed there most often meets data changed without telling the view."
      ],
      fix:
        "Open the crash in the reporter and copy the exception's reason (Crashlytics: the line after 'Fatal Exception:'; an Apple report: 'Last Exception Backtrace' and 'Application Specific Information'), or its crashed thread if there is no exception, and give it to listsh explain.",
      sources: ["https://github.com/adamwulf/loose-leaf/issues/1183"],
      subject: "\(method), where the report says it crashed")
  }
}
