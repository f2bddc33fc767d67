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
/// the UTF-8 of ASCII strings, a multiply-mix for integers, `Hasher` otherwise.
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

  /// A string's fingerprint: wyhash of its UTF-8 when it is ASCII, or of the ASCII it is
  /// canonically equivalent to; otherwise its `hashValue`, which respects Unicode canonical
  /// equivalence as `==` does (`"é"` precomposed and decomposed are equal strings with
  /// different bytes).
  ///
  /// Three code points are canonically equivalent to ASCII characters (their decompositions
  /// are singletons): U+037E GREEK QUESTION MARK to `;`, U+1FEF GREEK VARIA to U+0060 GRAVE
  /// ACCENT and U+212A KELVIN SIGN to `K`, so `"OK" == "O\u{212A}"`. A string of ASCII and
  /// those three is hashed as the ASCII it equals; any other non-ASCII string equals no ASCII
  /// string.
  ///
  /// - Complexity: O(n) in the length of the string.
  @inlinable public static func of(_ string: String) -> UInt64 {
    of(string, seed: seed)
  }

  /// `of(_:)` with the seed given (hoisted out of a loop, it is not looked up per string).
  ///
  /// The bytes are borrowed where the string keeps them (no copy, no reference counting).
  ///
  /// - Complexity: O(n) in the length of the string.
  @inlinable @inline(__always)
  public static func of(_ string: String, seed: UInt64) -> UInt64 {
    let fast = string.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      let (hash, ascii) = wyhash(UnsafeRawBufferPointer(bytes), seed: seed)
      return ascii ? hash : nil
    }
    if let fast, let fast { return fast }
    if let ascii = asciiEquivalent(string) {
      return ascii.withUnsafeBytes { wyhash($0, seed: seed).0 }
    }
    return UInt64(bitPattern: Int64(string.hashValue))
  }

  /// The ASCII bytes a string is canonically equivalent to, or `nil` if it is equivalent to
  /// no ASCII string (it stops at the first scalar that is neither ASCII nor one of the three
  /// singletons `of(_:seed:)` names).
  ///
  /// - Complexity: O(n) in the length of the string.
  @usableFromInline static func asciiEquivalent(_ string: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    for scalar in string.unicodeScalars {
      switch scalar.value {
      case 0..<0x80: bytes.append(UInt8(scalar.value))
      case 0x37E: bytes.append(UInt8(ascii: ";"))
      case 0x1FEF: bytes.append(UInt8(ascii: "`"))
      case 0x212A: bytes.append(UInt8(ascii: "K"))
      default: return nil
      }
    }
    return bytes
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
