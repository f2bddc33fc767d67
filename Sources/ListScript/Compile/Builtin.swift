/// A built-in function.
enum Builtin: String, CaseIterable, Sendable {
  case len, str, min, max, stride, range, shuffled, random, diff, abs, sum, contains, keys
  case sorted, reversed
  /// `snapshot()`: an empty `NSDiffableDataSourceSnapshot`.
  case snapshot
  /// `sectionSnapshot()`: an empty `NSDiffableDataSourceSectionSnapshot` (iOS 14).
  case sectionSnapshot
  /// `json("file.json" [, "data.items"])`: a JSON document (or the part at a path) as values.
  case json

  var arity: ClosedRange<Int> {
    switch self {
    case .sectionSnapshot: 0...0
    case .snapshot: 0...1
    case .json: 1...2
    case .len, .str, .abs, .sum, .keys, .sorted, .reversed: 1...1
    case .min, .max, .range, .shuffled, .diff, .contains: 2...2
    case .stride, .random: 3...3
    }
  }
}
