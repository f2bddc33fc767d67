import ListScript

/// A unified diff of two texts, line by line, as `diff -u` prints it.
enum UnifiedDiff {
  /// The diff of `expected` (the `---` side) against `actual` (`+++`), with `context` lines
  /// around each change; empty when the texts are equal.
  ///
  /// - Complexity: O(n·m) time and memory for n and m lines (transcripts are short).
  static func diff(
    expected: String, actual: String, expectedName: String = "expected",
    actualName: String = "actual", context: Int = 3
  ) -> String {
    guard expected != actual else { return "" }
    let a = lines(expected)
    let b = lines(actual)
    // LCS table from the end.
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    enum Edit {
      case same(Int, Int)
      case delete(Int)
      case insert(Int)
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append(.same(i, j))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
        edits.append(.delete(i))
        i += 1
      } else {
        edits.append(.insert(j))
        j += 1
      }
    }
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

  private static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }
}
