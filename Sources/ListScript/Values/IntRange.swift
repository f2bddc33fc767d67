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

  /// The number of elements, never negative, and `Int.max` for a range with more (what a
  /// limit compares); `exactCount` says when it is exact.
  public var count: Int {
    let (span, overflow) = upperBound.subtractingReportingOverflow(lowerBound)
    if overflow { return upperBound < lowerBound ? 0 : Int.max }
    if isClosed { return span < 0 ? 0 : (span == Int.max ? Int.max : span + 1) }
    return max(0, span)
  }

  /// The number of elements when an `Int` holds it, else `nil`: `0...Int.max` has
  /// 2^63 elements and `Int.min...Int.max` 2^64.
  public var exactCount: Int? {
    let count = unsignedCount
    guard !count.overflow, count.value <= UInt(Int.max) else { return nil }
    return Int(count.value)
  }

  /// The number of elements as an unsigned integer, exact unless `overflow` (only
  /// `Int.min...Int.max`, whose 2^64 elements a `UInt` cannot hold either).
  var unsignedCount: (value: UInt, overflow: Bool) {
    guard upperBound > lowerBound || (isClosed && upperBound == lowerBound) else {
      return (0, false)
    }
    // The difference of two Ints, wrapped, is exact as an unsigned magnitude when it is not
    // negative.
    let span = UInt(bitPattern: upperBound &- lowerBound)
    return isClosed ? span.addingReportingOverflow(1) : (span, false)
  }

  /// The number of elements in decimal, exact whatever it is ("18446744073709551616").
  var countText: String {
    let count = unsignedCount
    return count.overflow ? "18446744073709551616" : String(count.value)
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
