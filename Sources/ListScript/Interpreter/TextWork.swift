/// What the string built-ins read, in steps of the budget: the work of breaking text into
/// characters (grapheme clusters) and of comparing it, which depends on the text and not only
/// on its length.
///
/// A step is what a statement costs. Breaking ASCII into characters reads a byte far faster
/// than other text, since pairs of ASCII bytes take a fast path; searching (`contains`) reads
/// a byte of either string alike, ASCII or not. Comparing two strings reads their common bytes
/// as fast as copying them; past the first byte that differs, Swift compares them normalised
/// (canonical equivalence: `"é"` equals `"e\u{301}"`), which reads as far as they stay
/// equivalent, slowly. The rates below come from timings of a release build (see
/// docs/quality.md, "Measurements behind the code").
enum TextWork {
  /// ASCII bytes broken into characters for one step.
  static let asciiBytesPerStep = 16
  /// Other bytes broken into characters for one step.
  static let otherBytesPerStep = 2
  /// Bytes of common prefix compared for one step.
  static let prefixBytesPerStep = 64
  /// Steps a byte read past the first difference of two strings costs, the two strings'
  /// bytes counted (measuring how far they stay equivalent reads them a second time).
  static let equivalentByteSteps = 2

  /// The steps breaking `text` into characters costs: its ASCII bytes at `asciiBytesPerStep`
  /// a step, the others at `otherBytesPerStep`.
  ///
  /// - Complexity: O(n) for n bytes, in a count of the non-ASCII ones that costs far less than
  ///   the walk it prices.
  static func characterSteps(_ text: Substring) -> Int {
    let bytes = text.utf8.count
    let other = nonASCIIBytes(text.utf8)
    return (bytes - other) / asciiBytesPerStep + other / otherBytesPerStep
  }

  /// The steps searching `text` for `needle` costs (`contains`): a step a byte of either.
  static func searchSteps(_ text: String, _ needle: String) -> Int {
    text.utf8.count + needle.utf8.count
  }

  /// The number of bytes of `utf8` that are not ASCII, counted eight at a time.
  ///
  /// Unsafe: speed (eight bytes a load) — no bench row measures it.
  ///
  /// - Complexity: O(n).
  static func nonASCIIBytes(_ utf8: Substring.UTF8View) -> Int {
    let counted = utf8.withContiguousStorageIfAvailable { bytes in
      guard let base = bytes.baseAddress else { return 0 }
      let raw = UnsafeRawPointer(base)
      var n = 0
      var i = 0
      while i + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        n &+= (word & 0x8080_8080_8080_8080).nonzeroBitCount
        i += 8
      }
      while i < bytes.count {
        n &+= Int(bytes[i] >> 7)
        i += 1
      }
      return n
    }
    return counted ?? utf8.reduce(0) { $0 &+ Int($1 >> 7) }
  }

  /// The steps comparing `a` with `b` costs (`==`, `<`), at most a little more than `cap`.
  ///
  /// Two strings of at most `shortString` bytes compare for nothing. Otherwise it is their
  /// common prefix of bytes at `prefixBytesPerStep` a step; then, unless the first bytes
  /// that differ decide it as they stand (ASCII, and not followed by a combining mark), the
  /// characters from there on as far as they stay equivalent, which Swift compares normalised,
  /// at `equivalentByteSteps` a byte.
  ///
  /// Those characters are walked here to measure them, stopping at the first pair that differs
  /// or once the walk is worth `cap` steps: a comparison whose text stays equivalent for
  /// megabytes is charged what it reads rather than its prefix. A character longer than
  /// `longCharacter` bytes (a letter with hundreds of combining marks) is not compared: Swift
  /// normalises it by sorting its marks, in time that grows with the square of its length (see
  /// docs/quality.md, "Measurements behind the code"), and it is priced so.
  ///
  /// - Complexity: O(p + e) for a common prefix of p bytes and e bytes that stay equivalent
  ///   (at most about `cap` steps' worth).
  static func comparisonSteps(_ a: String, _ b: String, cap: Int) -> Int {
    // Short strings compare in nanoseconds, normalised or not (sorting names stays as cheap).
    if a.utf8.count <= shortString, b.utf8.count <= shortString { return 0 }
    let (prefix, decided) = commonPrefix(a, b)
    var steps = prefix / prefixBytesPerStep
    if decided { return steps }
    var x = characterStart(a, atByte: prefix)
    var y = characterStart(b, atByte: prefix)
    while steps <= cap, x < a.endIndex, y < b.endIndex {
      let next = (a.index(after: x), b.index(after: y))
      let bytes = a.utf8.distance(from: x, to: next.0) + b.utf8.distance(from: y, to: next.1)
      guard bytes <= longCharacter else {
        let (square, overflow) = bytes.multipliedReportingOverflow(by: bytes)
        return overflow ? Int.max : steps &+ max(bytes * equivalentByteSteps, square / 256)
      }
      steps += bytes * equivalentByteSteps
      guard a[x..<next.0] == b[y..<next.1] else { break }
      (x, y) = next
    }
    return steps
  }

  /// The longest character, in bytes of the two strings, that `comparisonSteps` compares.
  static let longCharacter = 64
  /// The longest strings, in bytes, whose comparison `comparisonSteps` counts as free.
  static let shortString = 32

  /// The length in bytes of the common prefix of `a` and `b`, and whether the bytes after it
  /// decide the comparison as they stand: one string ends there, or both bytes there are
  /// ASCII and so are the bytes after them (no combining mark can join them).
  static func commonPrefix(_ a: String, _ b: String) -> (bytes: Int, decided: Bool) {
    var a = a
    var b = b
    return a.withUTF8 { x in
      b.withUTF8 { y in
        let n = min(x.count, y.count)
        var i = 0
        if let p = x.baseAddress, let q = y.baseAddress {
          // The same storage is the same text; otherwise eight bytes at a time.
          // Unsafe: speed — no bench row measures it.
          if p == q { i = n }
          let (l, r) = (UnsafeRawPointer(p), UnsafeRawPointer(q))
          while i + 8 <= n,
            l.loadUnaligned(fromByteOffset: i, as: UInt64.self)
              == r.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          {
            i += 8
          }
        }
        while i < n, x[i] == y[i] { i += 1 }
        if i == x.count || i == y.count { return (i, true) }
        let ascii = x[i] < 0x80 && y[i] < 0x80
        let nextASCII =
          (i + 1 == x.count || x[i + 1] < 0x80) && (i + 1 == y.count || y[i + 1] < 0x80)
        return (i, ascii && nextASCII)
      }
    }
  }

  /// The start of the character of `text` that holds byte `offset` (before its end).
  static func characterStart(_ text: String, atByte offset: Int) -> String.Index {
    let raw = text.utf8.index(text.startIndex, offsetBy: offset)
    // Inside the first character: its start (`index(before:)` would step past it).
    guard raw > text.startIndex, raw >= text.index(after: text.startIndex) else {
      return text.startIndex
    }
    // `index(before:)` rounds a position inside a character down to the character's start
    // before it steps back; `index(after:)` steps forward again.
    return text.index(after: text.index(before: raw))
  }
}
