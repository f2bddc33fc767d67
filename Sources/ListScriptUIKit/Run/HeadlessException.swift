import HeadlessUIKit

/// An exception UIKit raises (or the app's own crash the model foresees), as a Swift error.
///
/// `description` is the text a crash report prints: the exception's name, a colon, its reason.
public struct HeadlessException: Error, CustomStringConvertible, Equatable, Sendable {
  /// The exception's name (`NSInternalInconsistencyException`, `NSRangeException`, …).
  public var name: String
  /// The reason, in the profile's wording.
  public var reason: String
  /// The profile that raised it.
  public var profile: UIKitProfile
  /// What the model says about it: the counts it compared, the calls of the batch, what the data
  /// source did since the view last read it.
  public var notes: [String]
  /// The run's trace up to the exception.
  public var trace: [String] = []

  /// `name: reason`.
  public var description: String { name.isEmpty ? reason : "\(name): \(reason)" }

  /// The trace, the exception and its notes, ready to print when a test fails.
  public var report: String {
    (trace + [description] + notes.map { "note: \($0)" }).joined(separator: "\n")
  }

  init(_ error: TableError, profile: UIKitProfile) {
    let text = error.message
    // "Name: reason" for UIKit's texts; the model's own messages have no exception name.
    if case .uikit(let e) = error {
      name = e.name
      reason = e.message
    } else if case .provision(let failure, let view, let platform) = error {
      name = failure.name
      reason = failure.message(on: platform, view: view)
    } else if case .snapshot = error, let colon = text.firstRange(of: ": ") {
      name = String(text[..<colon.lowerBound])
      reason = String(text[colon.upperBound...])
    } else {
      name = ""
      reason = text
    }
    self.profile = profile
    self.notes = error.notes
  }

  /// UIKit's exception with this name and reason, with no notes.
  init(name: String, reason: String, profile: UIKitProfile) {
    self.name = name
    self.reason = reason
    self.profile = profile
    self.notes = []
  }

  init(_ failure: ProvisionFailure, view: ViewNoun, profile: UIKitProfile) {
    self.init(.provision(failure, view, profile), profile: profile)
  }
}
