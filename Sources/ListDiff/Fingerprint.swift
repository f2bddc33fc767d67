/// An identity that gives the diff a 64-bit fingerprint faster than `Hasher` does.
///
/// Linking stores each old item's fingerprint once and compares fingerprints before it compares
/// identities, so an identity is hashed once and compared with `==` only where the fingerprints
/// agree (equal identities must give equal fingerprints; unequal ones may collide, at the cost
/// of one `==` that fails).
public protocol DiffFingerprinting: Hashable {
  /// A 64-bit fingerprint, equal for equal values, from `Fingerprint`'s functions.
  var diffFingerprint: UInt64 { get }
}

/// The fingerprints linking uses: wyhash (Wang Yi's public-domain hash, final version 4) over
/// the UTF-8 of strings in NFC, a multiply-mix for integers, `Hasher` otherwise.
///
/// **Hash flooding.** The seed is drawn from the system's random generator once per process,
/// as `Hasher`'s is, so an adversary who cannot observe it cannot choose identities that
/// collide; a collision costs one failed `==` and a longer probe, never a wrong link. The
/// diff's result does not depend on the seed.
public enum Fingerprint {
  /// This process's seed.
  public static let seed: UInt64 = {
    var generator = SystemRandomNumberGenerator()
    return generator.next()
  }()

  @usableFromInline static let p0: UInt64 = 0xa076_1d64_78bd_642f
  @usableFromInline static let p1: UInt64 = 0xe703_7ed1_a0b4_28db
  @usableFromInline static let p2: UInt64 = 0x8ebc_6af0_9c88_c6e3
  @usableFromInline static let p3: UInt64 = 0x5899_65cc_7537_4cc3

  @inline(__always) @usableFromInline static func mum(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let r = a.multipliedFullWidth(by: b)
    return r.high ^ r.low
  }

  /// A string's fingerprint: wyhash of the UTF-8 of its NFC form, so that strings equal under
  /// Unicode canonical equivalence, as `==` compares them, have equal fingerprints (`"é"`
  /// precomposed and decomposed; `"OK"` and `"O\u{212A}"`, a KELVIN SIGN).
  ///
  /// The bytes are hashed where the string keeps them when the string is its own NFC form
  /// and the hashing pass finds every byte ASCII, or a second pass finds every scalar in
  /// `inertRanges` (normalisation leaves such a string as it is); any other string is
  /// normalised first (`_nfcCodeUnits`, the standard library's NFC).
  ///
  /// - Complexity: O(n) in the length of the string.
  @inlinable public static func of(_ string: String) -> UInt64 {
    of(string, seed: seed)
  }

  /// `of(_:)` with the seed given (hoisted out of a loop, it is not looked up per string).
  ///
  /// The bytes are borrowed where the string keeps them (no copy, no reference counting).
  ///
  /// Unsafe: speed — bench row "diff by identity …: UUID strings / scrambled Int".
  ///
  /// - Complexity: O(n) in the length of the string.
  @inlinable @inline(__always)
  public static func of(_ string: String, seed: UInt64) -> UInt64 {
    let fast = string.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      let (hash, ascii) = wyhash(UnsafeRawBufferPointer(bytes), seed: seed)
      return ascii ? hash : nil
    }
    if let fast, let fast { return fast }
    return nonASCII(string, seed: seed)
  }

  /// `of(_:seed:)` for a string that is not all ASCII (or not contiguous), kept out of line
  /// so that the ASCII path inlined into the diff's loops stays as small as it was: its
  /// bytes when every scalar is inert, else the bytes of its NFC form, normalised by the
  /// standard library.
  ///
  /// Unsafe: speed — bench row "diff: … items, 1% each of deletes, inserts, moves, non-ASCII
  /// strings / Swift's difference(from:).inferringMoves()".
  ///
  /// - Complexity: O(n) in the length of the string.
  @usableFromInline static func nonASCII(_ string: String, seed: UInt64) -> UInt64 {
    let inert = string.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      let raw = UnsafeRawBufferPointer(bytes)
      return isInert(raw) ? wyhash(raw, seed: seed).0 : nil
    }
    if let inert, let inert { return inert }
    return string._nfcCodeUnits.withUnsafeBytes { wyhash($0, seed: seed).0 }
  }

  /// The scalars a string may hold and still be its own NFC form, whatever surrounds them.
  ///
  /// They are ranges of scalars whose canonical combining class is 0 and whose NFC quick
  /// check is *yes* (UAX #15: a string of such scalars is in NFC, and no neighbour composes
  /// with them). They cover the common scripts of app text: Latin with its accented letters,
  /// Cyrillic, Greek letters, kana, CJK ideographs, Hangul syllables, fullwidth forms,
  /// punctuation and symbols, and emoji. `FingerprintTests` checks every scalar in them
  /// against the standard library's tables; a scalar outside them is left to normalisation.
  /// The ranges hold a few hundred scalars Unicode has not assigned yet; should a later
  /// version assign a combining mark there (on Apple's systems the standard library is the
  /// system's), strings with it would still compare equal but could fail to link.
  @usableFromInline static let inertRanges: [ClosedRange<UInt32>] = [
    0x0080...0x02FF,  // Latin-1, Latin Extended-A and -B, IPA, spacing modifiers
    0x0386...0x0386, 0x0388...0x03FF,  // Greek letters (0x0387 is a singleton)
    0x0400...0x0482, 0x048A...0x052F,  // Cyrillic and its supplement
    0x1E00...0x1EFF,  // Latin Extended Additional (Vietnamese)
    0x2010...0x2027, 0x2030...0x205E,  // General Punctuation
    0x20A0...0x20C0,  // currency signs
    0x2190...0x2328,  // arrows, mathematical operators, technical symbols
    0x2500...0x2ADB,  // box drawing, shapes, dingbats, symbols
    0x3000...0x3029,  // CJK symbols and punctuation
    0x3041...0x3096,  // hiragana
    0x309B...0xA66E,  // kana marks, katakana, CJK ideographs (the unified block, extension A)
    0xAC00...0xD7A3,  // Hangul syllables
    0xFF01...0xFFEE,  // fullwidth and halfwidth forms
    0x1F000...0x1FAFF,  // emoji and pictographs
  ]

  /// Whether every scalar of `bytes`, which hold valid UTF-8 (a string's), lies in
  /// `inertRanges`.
  ///
  /// Unsafe: speed — bench row "diff: … items, 1% each of deletes, inserts, moves, non-ASCII
  /// strings / Swift's difference(from:).inferringMoves()".
  ///
  /// - Complexity: O(n) in the number of bytes.
  @usableFromInline static func isInert(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var i = 0
    let count = bytes.count
    while i < count {
      let lead = UInt32(bytes[i])
      if lead < 0x80 {
        i += 1
        continue
      }
      @inline(__always) func next(_ k: Int) -> UInt32 { UInt32(bytes[i + k]) & 0x3F }
      let scalar: UInt32
      if lead < 0xE0 {
        scalar = (lead & 0x1F) << 6 | next(1)
        i += 2
      } else if lead < 0xF0 {
        scalar = (lead & 0x0F) << 12 | next(1) << 6 | next(2)
        i += 3
      } else {
        scalar = (lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3)
        i += 4
      }
      if !isInert(scalar) { return false }
    }
    return true
  }

  /// Whether `scalar` lies in `inertRanges` (the likeliest ranges first).
  @inline(__always) @usableFromInline static func isInert(_ scalar: UInt32) -> Bool {
    if scalar <= 0x02FF { return true }
    if scalar >= 0x309B && scalar <= 0xA66E { return true }
    for range in inertRanges where range.contains(scalar) { return true }
    return false
  }

  /// An integer's fingerprint.
  @inlinable public static func of(_ value: Int) -> UInt64 {
    mum(UInt64(bitPattern: Int64(value)) ^ p0, seed ^ p1)
  }

  /// A seeded bijection of the integers (splitmix64's finaliser after the seed): equal results
  /// mean equal integers, and every bit of the value reaches the high and the low bits.
  @inlinable public static func scrambled(_ value: Int, seed: UInt64) -> UInt64 {
    var x = UInt64(bitPattern: Int64(value)) ^ seed
    x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
    return x ^ (x >> 31)
  }

  /// Any hashable value's fingerprint, through `Hasher`.
  @inlinable public static func of<T: Hashable>(hashing value: T) -> UInt64 {
    UInt64(bitPattern: Int64(value.hashValue))
  }

  /// wyhash of `bytes`, and whether every byte was ASCII (every byte is read at least once).
  ///
  /// Unsafe: speed — bench row "diff by identity …: UUID strings / scrambled Int".
  ///
  /// - Complexity: O(n).
  @usableFromInline static func wyhash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> (
    UInt64, Bool
  ) {
    let count = bytes.count
    var seed = seed ^ mum(seed ^ p0, p1)
    var high: UInt64 = 0  // the OR of every word read: its high bits say whether all is ASCII
    @inline(__always) func r8(_ i: Int) -> UInt64 {
      let w = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      high |= w
      return w
    }
    @inline(__always) func r4(_ i: Int) -> UInt64 {
      let w = UInt64(
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt32.self)))
      high |= w
      return w
    }
    var a: UInt64
    var b: UInt64
    if count <= 16 {
      if count >= 4 {
        let step = (count >> 3) << 2
        a = (r4(0) << 32) | r4(step)
        b = (r4(count - 4) << 32) | r4(count - 4 - step)
      } else if count > 0 {
        let first = UInt64(bytes[0])
        let middle = UInt64(bytes[count >> 1])
        let last = UInt64(bytes[count - 1])
        high |= first | middle | last
        a = (first << 16) | (middle << 8) | last
        b = 0
      } else {
        a = 0
        b = 0
      }
    } else {
      var i = count
      var q = 0
      if i > 48 {
        var see1 = seed
        var see2 = seed
        repeat {
          seed = mum(r8(q) ^ p1, r8(q + 8) ^ seed)
          see1 = mum(r8(q + 16) ^ p2, r8(q + 24) ^ see1)
          see2 = mum(r8(q + 32) ^ p3, r8(q + 40) ^ see2)
          q += 48
          i -= 48
        } while i > 48
        seed ^= see1 ^ see2
      }
      while i > 16 {
        seed = mum(r8(q) ^ p1, r8(q + 8) ^ seed)
        i -= 16
        q += 16
      }
      a = r8(q + i - 16)
      b = r8(q + i - 8)
    }
    a ^= p1
    b ^= seed
    let r = a.multipliedFullWidth(by: b)
    let hash = mum(r.low ^ p0 ^ UInt64(count), r.high ^ p1)
    return (hash, high & 0x8080_8080_8080_8080 == 0)
  }
}

extension String: DiffFingerprinting {
  /// `Fingerprint.of(self)`.
  @inlinable public var diffFingerprint: UInt64 { Fingerprint.of(self) }
}

extension Int: DiffFingerprinting {
  /// `Fingerprint.of(self)`.
  @inlinable public var diffFingerprint: UInt64 { Fingerprint.of(self) }
}
