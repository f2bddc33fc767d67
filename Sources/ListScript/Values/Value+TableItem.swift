import HeadlessUIKit
import ListDiff

/// The language's values are the items of its tables: a record's `text` field is what its cell
/// shows, `height` the height it asks for, `id` its identity, `cell` its reuse identifier and
/// `hash` the hash it declares as a diffable identifier.
extension Value: TableItem {
  /// A string as it is, anything else as its literal, cut after `displayLimit` bytes (a cell
  /// showing a list that holds itself forty levels deep shows its first megabyte).
  public var displayText: String { displayed.plainPrefix(limit: Value.displayLimit) }

  /// The most bytes of a value's literal a cell shows.
  public static let displayLimit = 1_000_000

  /// A string bare (as an `NSString` prints), anything else as its literal (a record whole, as
  /// Swift prints a struct identifier).
  public var identifierText: String { plainPrefix(limit: Value.displayLimit) }

  /// A record's `cell` field, as plain text; `nil` for a value that is not a record, or a record
  /// without one.
  public var reuseIdentifier: String? {
    guard case .record(let record) = self, let id = record["cell"] else { return nil }
    return id.displayed.plain
  }

  /// A record's `hash` field, when it is an integer: the hash the item declares apart from its
  /// identity, so that the equal-but-different-hash pitfall can be written.
  public var identifierHash: Int? {
    guard case .record(let record) = self, case .int(let hash)? = record["hash"] else {
      return nil
    }
    return hash
  }

  /// Equal values have equal identities: `==` compares a record's `id` field with the rest.
  public static var equalItemsHaveEqualIdentities: Bool { true }

  /// `Differ.diff(from:to:)` for values, compiled here, where reading an identity and
  /// comparing two values inline.
  public static func changeset(from old: [Value], to new: [Value]) -> Changeset {
    Differ.diff(from: old, to: new)
  }
}

extension SectionSnapshot where Item == Value {
  /// Reads a section written in the language: a list of items, or a record with an `items`
  /// list (its other fields are the section's info); `nil` for anything else.
  init?(_ value: Value) {
    switch value {
    case .record(let record):
      guard let items = record["items"]?.listElements else { return nil }
      self.init(
        info: .record(
          Record(record.fields.filter { $0.name != "items" }.map { ($0.name, $0.value) })),
        items: items)
    default:
      guard let items = value.listElements else { return nil }
      self.init(items: items)
    }
  }
}
