import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// SwiftUI's trap for a lazy stack's repeated identity on iOS 14.
  static let layoutItemOnce = "Fatal error: each layout item may only occur once"

  /// A LazyVStack's data with its repeated identities: on `ios14` SwiftUI traps; later, one
  /// view per identity, the later items that repeat one not shown.
  ///
  /// Cited: "SwiftUI:0: Fatal error: each layout item may only occur once", from "elements with
  /// non-unique IDs inside `ForEach` in a lazy stack/grid view", on iOS 14.5.1; "The app does
  /// not crash in iOS 15, and the duplicated element is removed behind the scene"
  /// (woocommerce/woocommerce-ios#5824, 2022). Ours: the first item of an identity is the one
  /// kept.
  ///
  /// - Complexity: O(n) for n items.
  func lazyStackItems(_ items: [Value], on platform: Platform, _ r: SourceRange) throws(Unwind)
    -> [Value]
  {
    try charge(items.count, at: r)
    var seen = Set<Value>()
    var kept: [Value] = []
    var repeated: Value?
    for item in items {
      if seen.insert(item.identity).inserted {
        kept.append(item)
      } else if repeated == nil {
        repeated = item.identity
      }
    }
    guard let repeated else { return items }
    switch platform {
    case .ios14:
      record(.swiftUI(.trap(Self.layoutItemOnce)))
      throw fail(
        .swiftTrap(
          Self.layoutItemOnce,
          because:
            "the data holds identity \(repeated.abbreviated) more than once: on iOS 14 a lazy stack's ForEach traps (woocommerce/woocommerce-ios#5824, iOS 14.5.1); give each item an identity of its own"
        ), r)
    case .ios12, .ios15, .ios16, .ios17, .ios18, .ios26:
      note(.swiftUI(.lazyRepeatsDropped(items.count - kept.count)))
      return kept
    }
  }
}
