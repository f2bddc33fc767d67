import HeadlessUIKit
import ListDiff

/// The item the model's tests drive it with: not the language's `Value`, but what an app's
/// model type looks like: a key that is its identity, and the text, height and reuse identifier
/// its cell takes.
///
/// An integer or string literal is a row that is only its key (`3`, `"a"`); `Row(3, text: "x")`
/// is row 3 showing "x", linked by a diff to any other row whose key is 3.
struct Row: TableItem, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
  /// What links the row to a row of another list.
  enum Key: Hashable, Sendable {
    case number(Int)
    case name(String)
  }

  var key: Key
  var text: String?
  var height: Double?
  var cell: String?
  /// The width a flow layout that sizes its items gives the row.
  var width: Double?
  /// The height a lazy stack's view of the row takes once it has appeared.
  var settles: Double?

  init(
    _ key: Key, text: String? = nil, height: Double? = nil, cell: String? = nil,
    width: Double? = nil, settles: Double? = nil
  ) {
    self.key = key
    self.text = text
    self.height = height
    self.cell = cell
    self.width = width
    self.settles = settles
  }

  init(
    _ number: Int, text: String? = nil, height: Double? = nil, cell: String? = nil,
    width: Double? = nil, settles: Double? = nil
  ) {
    self.init(
      .number(number), text: text, height: height, cell: cell, width: width, settles: settles)
  }

  init(_ name: String, text: String? = nil, height: Double? = nil, cell: String? = nil) {
    self.init(.name(name), text: text, height: height, cell: cell)
  }

  /// A row that is only the key `number`.
  static func number(_ number: Int) -> Row { Row(number) }
  /// A row that is only the key `name`.
  static func name(_ name: String) -> Row { Row(name) }

  init(integerLiteral value: Int) { self.init(value) }
  init(stringLiteral value: String) { self.init(value) }

  /// The key alone: a row that only has a key is its own identity.
  var identity: Row { Row(key) }
  var displayed: Row { self }
  var itemHeight: Double? { height }
  var itemWidth: Double? { width }
  var settledHeight: Double? { settles }
  var reuseIdentifier: String? { cell }
  static var equalItemsHaveEqualIdentities: Bool { true }

  /// The text, or the key (a name bare).
  var displayText: String { text ?? keyText(quoted: false) }
  /// The key's text, a name bare, as UIKit prints an `NSString` identifier.
  var identifierText: String { isKeyOnly ? keyText(quoted: false) : description }

  /// The key (a name quoted), or every part given, as `{id: 3, text: "x", height: 20}`.
  var description: String {
    if isKeyOnly { return keyText(quoted: true) }
    var parts = ["id: \(keyText(quoted: true))"]
    if let text { parts.append("text: \"\(text)\"") }
    if let height { parts.append("height: \(height)") }
    if let cell { parts.append("cell: \"\(cell)\"") }
    if let width { parts.append("width: \(width)") }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  private var isKeyOnly: Bool { text == nil && height == nil && cell == nil && width == nil }

  private func keyText(quoted: Bool) -> String {
    switch key {
    case .number(let n): "\(n)"
    case .name(let s): quoted ? "\"\(s)\"" : s
    }
  }
}

extension Row: DiffFingerprinting {
  /// The key's fingerprint (rows with equal keys have equal fingerprints).
  var diffFingerprint: UInt64 {
    switch key {
    case .number(let n): n.diffFingerprint
    case .name(let s): s.diffFingerprint
    }
  }
}

/// Rows that are keys `r`.
func ints(_ r: ClosedRange<Int>) -> [Row] { r.map { Row($0) } }

/// Rows that are names `s`.
func strings(_ s: String...) -> [Row] { s.map { Row($0) } }

/// Index paths in section 0.
func rows(_ r: Int...) -> [ListIndexPath] { r.map { ListIndexPath(0, $0) } }
