import ListScript

/// A unified diff of two texts, line by line, as `diff -u` prints it.
package enum UnifiedDiff {
  /// The diff of `expected` (the `---` side) against `actual` (`+++`), with `context` lines
  /// around each change; empty when the texts are equal.
  ///
  /// The lines the two texts share at their start and end are matched first; the rest is
  /// aligned by a longest common subsequence when it is small enough, and otherwise shown as
  /// removed and added whole, so that a huge transcript with one changed line costs no more
  /// than reading it.
  ///
  /// - Complexity: O(n + m + d·e) for n and m lines of which d and e differ between the common
  ///   start and end, with d·e at most `alignmentLimit`; O(n + m) beyond it.
  package static func diff(
    expected: String, actual: String, expectedName: String = "expected",
    actualName: String = "actual", context: Int = 3
  ) -> String {
    guard expected != actual else { return "" }
    let a = lines(expected)
    let b = lines(actual)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    var edits: [Edit] = (0..<prefix).map { .same($0, $0) }
    edits += middle(a, prefix..<(a.count - suffix), b, prefix..<(b.count - suffix))
    edits += (0..<suffix).map { .same(a.count - suffix + $0, b.count - suffix + $0) }
    // Lines of each side consumed before each edit, for the hunk headers.
    var aBefore: [Int] = []
    var bBefore: [Int] = []
    var (x, y) = (0, 0)
    for edit in edits {
      aBefore.append(x)
      bBefore.append(y)
      switch edit {
      case .same: (x, y) = (x + 1, y + 1)
      case .delete: x += 1
      case .insert: y += 1
      }
    }
    var out = ["--- \(expectedName)", "+++ \(actualName)"]
    var k = 0
    while k < edits.count {
      if case .same = edits[k] {
        k += 1
        continue
      }
      // A hunk: `context` lines before, and it runs until more than `2 * context` unchanged
      // lines follow.
      let start = max(0, k - context)
      var end = k
      var quiet = 0
      while end < edits.count, quiet <= 2 * context {
        if case .same = edits[end] { quiet += 1 } else { quiet = 0 }
        end += 1
      }
      end -= max(0, quiet - context)
      var body: [String] = []
      var aCount = 0
      var bCount = 0
      for edit in edits[start..<end] {
        switch edit {
        case .same(let i, _):
          aCount += 1
          bCount += 1
          body.append(" " + a[i])
        case .delete(let i):
          aCount += 1
          body.append("-" + a[i])
        case .insert(let j):
          bCount += 1
          body.append("+" + b[j])
        }
      }
      let aStart = aCount == 0 ? aBefore[start] : aBefore[start] + 1
      let bStart = bCount == 0 ? bBefore[start] : bBefore[start] + 1
      out.append("@@ -\(aStart),\(aCount) +\(bStart),\(bCount) @@")
      out += body
      k = end
    }
    return out.joined(separator: "\n") + "\n"
  }

  package enum Edit {
    case same(Int, Int)
    case delete(Int)
    case insert(Int)
  }

  /// The most cells of the alignment table; past it the differing lines are shown as removed
  /// and added whole.
  static let alignmentLimit = 4_000_000

  /// The edits that turn `a[x]` into `b[y]`: a longest common subsequence, or, when the table
  /// would pass `alignmentLimit` cells, every line removed and then every line added.
  static func middle(_ a: [String], _ x: Range<Int>, _ b: [String], _ y: Range<Int>) -> [Edit] {
    let n = x.count
    let m = y.count
    guard n.multipliedReportingOverflow(by: m).partialValue <= alignmentLimit, n <= alignmentLimit,
      m <= alignmentLimit
    else {
      return x.map { Edit.delete($0) } + y.map { Edit.insert($0) }
    }
    // LCS table from the end.
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          a[x.lowerBound + i] == b[y.lowerBound + j]
          ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[x.lowerBound + i] == b[y.lowerBound + j] {
        edits.append(.same(x.lowerBound + i, y.lowerBound + j))
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        edits.append(.delete(x.lowerBound + i))
        i += 1
      } else {
        edits.append(.insert(y.lowerBound + j))
        j += 1
      }
    }
    return edits
  }

  /// The lines of `text`, split on its bytes (a Character walk of a large transcript is far
  /// slower: see docs/quality.md, "Measurements behind the code").
  static func lines(_ text: String) -> [String] {
    var result = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(Substring($0)) }
    if result.last == "" { result.removeLast() }
    return result
  }
}
