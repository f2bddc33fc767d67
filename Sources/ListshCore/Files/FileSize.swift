/// A file's size as `FileManager.attributesOfItem(atPath:)` gives it.
///
/// The value's type is the platform Foundation's: an `NSNumber` in Apple's and
/// swift-corelibs-foundation, a `UInt` in swift-foundation's `FoundationEssentials` (where
/// `as? Int` fails, and a size check that used it never fired).
package enum FileSize {
  /// The size `value` (an attribute dictionary's `.size` entry) holds, or nil.
  package static func of(_ value: Any?) -> Int? {
    switch value {
    case let size as Int: size
    case let size as UInt: Int(exactly: size)
    case let size as UInt64: Int(exactly: size)
    case let size as Int64: Int(exactly: size)
    default: nil
    }
  }
}
