import HeadlessUIKit

/// An identity check as data, for a client that reads fields rather than a report
/// (`listsh mcp`'s `check` tool): each finding's kind, its line, and what each framework does.
extension IdentityCheck {
  /// One finding described: a stable name for its kind, the report's line for it, and the
  /// frameworks' consequences, in the report's order.
  public struct Described: Equatable, Sendable {
    /// The kind of finding, in `snake_case` (`duplicate_identity`).
    public var kind: String
    /// The line the report prints for it.
    public var headline: String
    /// What each framework does with it: the framework's name, then what it does.
    public var consequences: [Consequence]
    /// What to change.
    public var fix: String
  }

  /// What one framework does with a finding.
  public struct Consequence: Equatable, Sendable {
    /// The framework (`UIKit diffable data source`, `SwiftUI ForEach`, …).
    public var framework: String
    /// What it does.
    public var behaviour: String
  }

  /// The findings described, in the report's order.
  ///
  /// - Complexity: O(f) for f findings.
  public var described: [Described] {
    findings.map { finding in
      Described(
        kind: Self.kind(of: finding), headline: Self.headline(finding),
        consequences: Self.consequences(finding).map {
          Consequence(framework: $0.0, behaviour: $0.1)
        }, fix: Self.fix(finding))
    }
  }

  /// The name of a finding's kind.
  static func kind(of finding: Finding) -> String {
    switch finding {
    case .duplicates: "duplicate_identity"
    case .noIdentityField: "no_identity_field"
    case .identityIsContent: "identity_is_content"
    case .hashesDisagree: "hashes_disagree"
    case .unstable: "identities_made_anew"
    case .followsContent: "identity_follows_content"
    case .identityIsPosition: "identity_is_position"
    }
  }
}
