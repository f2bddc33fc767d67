/// A deterministic random-number generator for the tests of targets that have none of their
/// own (SplitMix64): the same numbers for the same seed on every machine, so a failing seeded
/// case replays from the seed it prints.
public struct TestRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seeds of one chunk of a seeded random suite: the chunk's share of `count`
  /// consecutive seeds from `base`, printed with the suite's name so that a failure can be
  /// replayed from them.
  public static func seeds(
    chunk: Int, of chunks: Int, count: Int, from base: Int = 0, suite: String
  ) -> Range<Int> {
    let perChunk = count / chunks
    let seeds = (base + chunk * perChunk)..<(base + (chunk + 1) * perChunk)
    print("\(suite) seeds \(seeds.lowerBound)..<\(seeds.upperBound)")
    return seeds
  }

}
