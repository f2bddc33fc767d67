import HeadlessUIKit
import ListDiff

/// What a list's identities will do to the lists that show it: the problems a diffable data
/// source, SwiftUI's `ForEach`, `IdentifiedArray` and RxDataSources meet, found in one payload
/// (duplicates, identities that are the content, equal identities that hash apart) or between
/// two fetches of it (identities made anew each time, identities that follow the content,
/// identities that are positions).
///
/// `listsh check` and the `check identities` statement report them with what each framework
/// does (`report(_:)`).
public struct IdentityCheck: Sendable {
  /// An item as the check reads it: where it is, its identity, and the rest of it.
  struct Entry {
    var path: ListIndexPath
    var identity: Value
    /// The item without its identity field (the item itself when it has none).
    var content: Value
    var hash: Int?
    /// Whether the identity is the whole item (no identity field).
    var whole: Bool
  }

  /// One problem, with what shows it.
  public enum Finding: Equatable, Sendable {
    /// Items that share an identity: the identity printed, where they are, whether they share a
    /// section, and whether they are in the second fetch.
    case duplicates(String, at: [ListIndexPath], sameSection: Bool, second: Bool)
    /// Records with no identity field: each is its own identity, so any edit of one is a
    /// delete and an insert. The field looked for, how many lack it, of how many.
    case noIdentityField(String, count: Int, of: Int)
    /// An identity that is another field's value on most items (`id` equal to `title`).
    case identityIsContent(field: String, count: Int, of: Int)
    /// One identity, two declared hashes (a record's `hash` field): the identity printed and
    /// the hashes.
    case hashesDisagree(String, hashes: [Int])
    /// Items of the second payload equal in content to items of the first under new identities
    /// (a new UUID per fetch): how many, of how many, and a few pairs (old, new).
    case unstable(count: Int, of: Int, examples: [Pair])
    /// Items whose identity changed together with their content, in place: each edit becomes
    /// a delete and an insert. How many, and a few pairs (old, new).
    case followsContent(count: Int, examples: [Pair])
    /// Identities that are each item's index, in both fetches, while items moved: how many
    /// items of the second fetch hold content another identity held, of how many, and a few
    /// pairs (the identity the content had, the one it has now).
    case identityIsPosition(count: Int, of: Int, examples: [Pair])
  }

  /// An identity before and after, printed.
  public struct Pair: Equatable, Sendable {
    /// The identity in the first payload.
    public var old: String
    /// The identity in the second payload.
    public var new: String
  }

  /// The problems found, in the order above.
  public var findings: [Finding]
  /// How many items the first payload holds, and the second (when there is one).
  public var counts: (first: Int, second: Int?)

  /// The most duplicate identities and example pairs a report lists.
  static let listed = 5

  /// Checks `payload`, and `next`, a second fetch of it, when given.
  ///
  /// A payload is a list of items, a list of sections (lists, or records with `items`), a
  /// record with `sections`, or a snapshot. `key` names the identity field (`id` by default: a record's `id` field, else the item).
  ///
  /// - Complexity: O(n log n) for n items in both payloads.
  public static func check(_ payload: Value, then next: Value? = nil, key: String? = nil)
    throws(ShapeError) -> IdentityCheck
  {
    let first = try entries(payload, key: key)
    let second = try next.map { v throws(ShapeError) in try entries(v, key: key) }
    var findings =
      duplicates(first, second: false) + duplicates(second ?? [], second: true)
      + noField(first, key: key ?? "id")
    findings += identityIsContent(first, key: key ?? "id")
    findings += hashes(first + (second ?? []))
    if let second {
      findings += unstable(first, second)
      findings += followsContent(first, second)
      findings += identityIsPosition(first, second)
    }
    return IdentityCheck(findings: findings, counts: (first.count, second?.count))
  }

  /// Reads a JSON document (RFC 8259) as `data from` does: objects become records, arrays
  /// lists, whole numbers integers, `null` nil; the part at `path` (keys separated by dots,
  /// `data.messages`) when one is given.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func json(_ bytes: [UInt8], at path: String? = nil) throws(DocumentError)
    -> Value
  {
    var value: Value
    do throws(JSONReader.Failure) {
      value = try JSONReader.read(bytes)
    } catch {
      throw DocumentError(message: error.message, offset: error.offset)
    }
    guard let path, !path.isEmpty else { return value }
    var walked: [String] = []
    for key in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
      walked.append(key)
      guard case .record(let record) = value, let inner = record[key] else {
        throw DocumentError(
          message: "the document has no '\(walked.joined(separator: "."))'", offset: nil)
      }
      value = inner
    }
    return value
  }

  /// A document that is not JSON, or lacks the part asked for.
  public struct DocumentError: Error, Equatable, Sendable {
    /// What is wrong.
    public var message: String
    /// The byte where the text stops being JSON, when it does.
    public var offset: Int?
  }

  /// A payload whose shape is none of those `check` reads.
  public struct ShapeError: Error, Equatable, Sendable {
    /// What the payload is instead.
    public var found: String
  }

  // MARK: - Reading

  static func entries(_ payload: Value, key: String?) throws(ShapeError) -> [Entry] {
    var sections: [[Value]] = []
    switch payload {
    case .snapshot(let s): sections = s.sections.map(\.items)
    case .record(let r):
      guard let inner = r["sections"] else { throw ShapeError(found: "a record without sections") }
      return try entries(inner, key: key)
    case .list, .range:
      let elements = payload.listElements ?? []
      let nested = !elements.isEmpty && elements.allSatisfy(Self.isSection)
      if nested {
        for element in elements {
          guard let section = SectionSnapshot<Value>(element) else {
            throw ShapeError(found: element.kindWithArticle)
          }
          sections.append(section.items)
        }
      } else {
        sections = [elements]
      }
    case .int, .decimal, .string, .bool, .nil, .indexPath, .sectionSnapshot:
      throw ShapeError(found: payload.kindWithArticle)
    }
    var result: [Entry] = []
    for (s, items) in sections.enumerated() {
      for (r, item) in items.enumerated() {
        result.append(entry(item, at: ListIndexPath(s, r), key: key))
      }
    }
    return result
  }

  /// Whether a payload's element is a section rather than an item: a list, or a record whose
  /// `items` is a list.
  static func isSection(_ v: Value) -> Bool {
    switch v {
    case .list, .range: true
    case .record(let r): if case .list? = r["items"] { true } else { false }
    case .int, .decimal, .string, .bool, .nil, .indexPath, .snapshot, .sectionSnapshot: false
    }
  }

  static func entry(_ item: Value, at path: ListIndexPath, key: String?) -> Entry {
    guard case .record(let record) = item else {
      return Entry(path: path, identity: item, content: item, hash: nil, whole: true)
    }
    let name = key ?? "id"
    let hash: Int? = if case .int(let h)? = record["hash"] { h } else { nil }
    guard let identity = record[name] else {
      return Entry(path: path, identity: item, content: item, hash: hash, whole: true)
    }
    let rest = record.fields.filter { $0.name != name && $0.name != "hash" }
    return Entry(
      path: path, identity: identity,
      content: .record(Record(uniqueFields: rest.map { ($0.name, $0.value) })),
      hash: hash, whole: false)
  }
}
