/// The exhaustive small inputs the diff and plan tests share: every sequence over a small
/// alphabet up to a length, and every way to cut one in two sections.
public enum SmallCases {
  /// Every sequence over `alphabet` up to `length` long, the empty one first, duplicates
  /// included.
  public static func sequences(upTo length: Int, over alphabet: [String]) -> [[String]] {
    var all: [[String]] = [[]]
    var layer: [[String]] = [[]]
    for _ in 0..<length {
      layer = layer.flatMap { s in alphabet.map { s + [$0] } }
      all += layer
    }
    return all
  }

  /// Every way to write up to `length` letters of `alphabet` as two sections.
  public static func twoSections(upTo length: Int, over alphabet: [String]) -> [[[String]]] {
    sequences(upTo: length, over: alphabet).flatMap { s in
      (0...s.count).map { cut in [Array(s[..<cut]), Array(s[cut...])] }
    }
  }
}
