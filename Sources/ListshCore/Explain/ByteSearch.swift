/// Searches UTF-8 bytes for a string's bytes: what `explain`'s scans of a whole paste use, since
/// comparing `Character`s over a paste of a megabyte takes seconds.
enum ByteSearch {
  /// The first place `needle` stands in `haystack`, by its first byte and then the rest.
  ///
  /// - Complexity: O(n · m) at worst for n bytes searched and a needle of m; O(n) in practice.
  static func firstRange(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Range<Int>? {
    guard let first = needle.first, needle.count <= haystack.count else { return nil }
    var start = haystack.startIndex
    let last = haystack.endIndex - needle.count
    while start <= last {
      guard let k = haystack[start...last].firstIndex(of: first) else { return nil }
      if haystack[k..<(k + needle.count)].elementsEqual(needle) { return k..<(k + needle.count) }
      start = k + 1
    }
    return nil
  }

  /// Whether `needle` stands in `haystack`.
  ///
  /// - Complexity: as `firstRange(of:in:)`.
  static func contains(_ needle: String, in haystack: [UInt8]) -> Bool {
    firstRange(of: Array(needle.utf8), in: haystack[...]) != nil
  }

  /// Whether a line of a paste may hold one of `words` (bytes compared), before a slower
  /// reading of it: a regular expression's, or `Character`s'.
  ///
  /// - Complexity: O(w · n) for w words and a line of n bytes.
  static func mayHold(_ line: Substring, _ words: [String]) -> Bool {
    let bytes = Array(line.utf8)
    return words.contains { contains($0, in: bytes) }
  }
}
