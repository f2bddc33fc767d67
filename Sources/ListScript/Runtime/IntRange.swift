/// An integer range as the language writes it: `1...8` (closed) or `0..<8` (half-open).
public struct IntRange: Hashable, Sendable {
  /// The first element.
  public var lowerBound: Int
  /// The bound written after the operator.
  public var upperBound: Int
  /// Whether `upperBound` itself belongs to the range (`...`).
  public var isClosed: Bool

  /// Creates a range; an empty range is one whose end lies before its start.
  public init(_ lowerBound: Int, _ upperBound: Int, closed: Bool) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.isClosed = closed
  }

  /// The number of elements; never negative.
  public var count: Int {
    let (span, overflow) = upperBound.subtractingReportingOverflow(lowerBound)
    if overflow { return upperBound < lowerBound ? 0 : Int.max }
    if isClosed { return span < 0 ? 0 : (span == Int.max ? Int.max : span + 1) }
    return max(0, span)
  }

  /// The last element, or `nil` for an empty range (exact even where `count` saturates).
  public var last: Int? {
    guard count > 0 else { return nil }
    return isClosed ? upperBound : upperBound - 1
  }

  /// The most elements a range is ever turned into a list of; beyond it, it stays a range
  /// (indexed, compared and hashed by arithmetic) and a list of its elements is refused.
  public static let materializationLimit = 10_000_000

  /// The elements in order, when there are at most `materializationLimit` of them.
  ///
  /// - Complexity: O(n).
  public var elements: [Int]? {
    let n = count
    guard n <= Self.materializationLimit else { return nil }
    return (0..<n).map { lowerBound &+ $0 }
  }
}
