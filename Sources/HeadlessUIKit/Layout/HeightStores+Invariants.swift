import ListDiff

extension SectionLayout {
  /// Checks that the Fenwick tree sums the section heights; compiled in debug builds
  /// (`LISTSCRIPT_CHECKS`) and a no-op otherwise.
  ///
  /// - Complexity: O(s log s) for s sections, up to 1,024 sections; above that only the total.
  @inlinable func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      precondition(tree.count == heights.count + 1, "SectionLayout: tree and heights differ")
      func close(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
      }
      if heights.count <= 1_024 {
        var sum = 0.0
        for section in heights.indices {
          precondition(close(start(of: section), sum), "SectionLayout: start of \(section)")
          sum += heights[section]
        }
      }
      precondition(close(total, heights.reduce(0, +)), "SectionLayout: total")
    #endif
  }
}

extension IndexPathHeightCache {
  /// Checks that every entry is a height (finite, not negative) or the "not cached" mark, and
  /// that nothing was stored while automatic invalidation was off; compiled in debug builds
  /// (`LISTSCRIPT_CHECKS`) and a no-op otherwise.
  ///
  /// - Complexity: O(e) for e entries, up to 10,000; larger stores are not walked.
  @inlinable func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      let entries = (portrait + landscape).reduce(0) { $0 + $1.count }
      guard entries <= 10_000 else { return }
      var stored = false
      for section in portrait + landscape {
        for height in section {
          precondition(
            height == Self.unknown || (height.isFinite && height >= 0),
            "IndexPathHeightCache: entry \(height) is neither a height nor 'none'")
          if height != Self.unknown { stored = true }
        }
      }
      precondition(
        !stored || automaticallyInvalidates,
        "IndexPathHeightCache: a height stored while automatic invalidation is off")
    #endif
  }
}
