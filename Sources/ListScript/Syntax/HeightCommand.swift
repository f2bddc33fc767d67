import HeadlessUIKit
import ListDiff

/// A text-metrics setting of `metrics`.
package enum Metric: String, CaseIterable, Sendable {
  case char, line, padding, margin
}

/// The argument of `accessory`: a system accessory's name, or a custom view's width.
enum AccessoryChoice<E> {
  case named(RowHeights.Accessory)
  case width(E)
}

/// What `estimated` is given: `off`, `automatic` (a flow layout's
/// `UICollectionViewFlowLayout.automaticSize`), or one value or two.
enum EstimateArgument<E> {
  case off
  case automatic
  /// `estimated H` (`second` nil) or `estimated W H`.
  case values(E, E?)
}

/// The height commands.
enum HeightCommand<E> {
  /// `heights item|fit`.
  case heights(RowHeights.Source)
  /// `estimated H`, a flow layout's `estimated W H` or `estimated automatic`, or
  /// `estimated off`.
  case estimated(EstimateArgument<E>)
  /// `cache indexpath|key|off`.
  case cache(RowHeights.CacheKind)
  /// `invalidate height P`.
  case invalidateHeight(E)
  /// `invalidate key K`.
  case invalidateKey(E)
  /// `invalidate heights`.
  case invalidateHeights
  /// `invalidate layout`: the app empties its caching layout's cache and invalidates it.
  case invalidateLayout
  case precache
  case separator(Bool)
  case scale(E)
  case accessory(AccessoryChoice<E>)
  /// `metrics char W line H padding P margin M` (any of them, in any order).
  case metrics([(metric: Metric, value: E)])

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> HeightCommand<F> {
    switch self {
    case .heights(let s): .heights(s)
    case .estimated(.off): .estimated(.off)
    case .estimated(.automatic): .estimated(.automatic)
    case .estimated(.values(let first, let second)):
      .estimated(.values(try f(first), try second.map(f)))
    case .cache(let c): .cache(c)
    case .invalidateHeight(let e): .invalidateHeight(try f(e))
    case .invalidateKey(let e): .invalidateKey(try f(e))
    case .invalidateHeights: .invalidateHeights
    case .invalidateLayout: .invalidateLayout
    case .precache: .precache
    case .separator(let on): .separator(on)
    case .scale(let e): .scale(try f(e))
    case .accessory(.named(let a)): .accessory(.named(a))
    case .accessory(.width(let e)): .accessory(.width(try f(e)))
    case .metrics(let settings):
      .metrics(
        try settings.map { setting throws(Failure) in (setting.metric, try f(setting.value)) })
    }
  }
}

extension AccessoryChoice: Sendable where E: Sendable {}

extension HeightCommand: Sendable where E: Sendable {}

extension EstimateArgument: Sendable where E: Sendable {}
