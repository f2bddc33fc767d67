/// An exception or log text `explain` recognises but does not reproduce from its text: what it
/// means, what usually causes it and how to fix it, with the public reports it was found in.
///
/// Most are texts whose trigger lies outside what ListScript runs (cell registration and
/// dequeue, custom layouts, threads, Core Data): each is explained without a scenario. A log
/// the model does make names the statements that make it (`reproduction`). The
/// wording each entry matches was quoted from the reports it cites; the causes are what those
/// threads found, in our words.
package struct KnownText: Sendable {
  /// A short name (`no-cell-returned`).
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

  /// The entry whose signature `reason` holds, if any.
  ///
  /// - Complexity: O(k · n) for k signatures and a text of n characters.
  package static func recognise(_ reason: String) -> KnownText? {
    catalogue.first { $0.matches(reason) }
  }

  /// Whether `text` holds one of the entry's signatures.
  func matches(_ text: String) -> Bool { signatures.contains { text.contains($0) } }

  /// Every entry, the registration and dequeue texts first, then layout, diffable, threads,
  /// then UIKit's internal checks and the methods on a stack alone, then SwiftUI's.
  package static let catalogue: [KnownText] =
    registration + layout + diffable + elsewhere + internalChecks + swiftUI
}
