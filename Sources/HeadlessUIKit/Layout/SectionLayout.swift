import ListDiff

/// The vertical extent of each section (header + rows + footer) in a Fenwick tree, so that
/// "where does section S start" and "which section is at y" take O(log s).
@usableFromInline struct SectionLayout: Sendable, Equatable {
  /// Each section's height, header and footer included.
  @usableFromInline var heights: [Double] = []
  /// Fenwick tree over `heights`, 1-based.
  @usableFromInline var tree: [Double] = [0]

  @inlinable init() {}

  /// Builds the layout from each section's height.
  ///
  /// - Complexity: O(s).
  @inlinable init(heights: [Double]) {
    self.heights = heights
    tree = [0] + heights
    for i in 1..<tree.count {
      let parent = i + (i & -i)
      if parent < tree.count { tree[parent] += tree[i] }
    }
    checkInvariants()
  }

  @inlinable var count: Int { heights.count }

  /// Changes the height of `section` by `delta`.
  ///
  /// - Complexity: O(log s).
  @inlinable mutating func add(_ delta: Double, toSection section: Int) {
    heights[section] += delta
    var i = section + 1
    while i < tree.count {
      tree[i] += delta
      i += i & -i
    }
    checkInvariants()
  }

  /// The sum of all section heights.
  ///
  /// - Complexity: O(log s).
  @inlinable var total: Double { start(of: heights.count) }

  /// The sum of the heights of the sections before `section`.
  ///
  /// - Complexity: O(log s).
  @inlinable func start(of section: Int) -> Double {
    var i = section
    var sum = 0.0
    while i > 0 {
      sum += tree[i]
      i -= i & -i
    }
    return sum
  }

  /// The number of leading sections that end at or before `y`: the index of the section that
  /// contains `y`, or `count` when `y` lies past the last one.
  ///
  /// - Complexity: O(log s).
  @inlinable func sectionsEnding(atOrBefore y: Double) -> Int {
    var position = 0
    var remaining = y
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return position
  }
}
