import HeadlessUIKit
import ListDiff

/// A List whose `ForEach` runs over a range of indexes (`ForEach(0..<items.count)`), each row
/// reading `items[i]`.
///
/// What is cited: that initializer "only reads the initial value of the provided data and
/// doesn't need to identify views across updates" (Apple's documentation of
/// `ForEach.init(_:content:)` on `Range<Int>`); a count that differs later is logged,
/// "ForEach<Range<Int>, Int, …> count (30) != its initial count (0). `ForEach(_:content:)`
/// should only be used for *constant* data …" (AppPear/ChartView#44, 2020; eneko/Stripes#4,
/// 2022, where the 19 stripes loaded after the first were "not shown"). What is ours (our
/// inference from those): the section keeps its first range, so rows past it are not shown,
/// and rows the data lost stay, each trapping with Swift's `Index out of range` when its body
/// reads `items[i]`: at once if it is on screen, else when it comes on screen. Each section's
/// `ForEach` is its own, read when its section first appears (our choice: the section's
/// identity names it).
extension Interpreter {
  /// The sections as a range `ForEach` shows them, each as many rows as it first had.
  ///
  /// A section new to the List takes its count now; one already shown keeps its row count in
  /// `shown`, found by its identity; sections that left are dropped (their `ForEach` went with
  /// them). Row i is the item at i, or, past the data's count, the item the row showed last.
  ///
  /// - Complexity: O(n) for n items shown and in the data.
  static func ranged(
    _ data: [SectionSnapshot<Value>], shown: [SectionSnapshot<Value>]
  ) -> [SectionSnapshot<Value>] {
    let before = byIdentity(shown)
    return data.enumerated().map { k, section in
      let kept = before[section.identity(at: k)]
      let rows = kept?.count ?? section.items.count
      let items = (0..<rows).map { i in
        i < section.items.count ? section.items[i] : kept.map { $0[i] } ?? .nil
      }
      return SectionSnapshot(info: section.info, items: items)
    }
  }

  /// Each section's items, by the section's identity.
  ///
  /// - Complexity: O(s) for s sections.
  static func byIdentity(_ sections: [SectionSnapshot<Value>]) -> [SectionIdentity<Value>: [Value]]
  {
    var items: [SectionIdentity<Value>: [Value]] = [:]
    for (k, section) in sections.enumerated() { items[section.identity(at: k)] = section.items }
    return items
  }

  /// SwiftUI's log for each section whose count is not its `ForEach`'s first (its row count
  /// in `rows`, the ranges as read), and what the List shows of it.
  func noteRangeCounts(_ data: [SectionSnapshot<Value>], shown rows: [SectionSnapshot<Value>]) {
    let first = Self.byIdentity(rows)
    for (k, section) in data.enumerated() {
      let initial = first[section.identity(at: k)]?.count ?? section.items.count
      guard initial != section.items.count else { continue }
      note(.swiftUI(.constantRange(section: k, count: section.items.count, initial: initial)))
      note(.swiftUI(.rangeKept(section: k, count: section.items.count, initial: initial)))
    }
  }

  /// The trap of a row on screen that its section's data lost, if one is: each row on screen
  /// is found by its section's identity in the data (a section that left took its rows with
  /// it), and traps when its index is past that section's count.
  ///
  /// - Complexity: O(v + s) for v rows on screen and s sections.
  func checkLostRangeRows(
    _ data: [SectionSnapshot<Value>], shown: [SectionSnapshot<Value>], _ r: SourceRange
  ) throws(Unwind) {
    var now: [SectionIdentity<Value>: (section: Int, count: Int)] = [:]
    for (k, section) in data.enumerated() {
      now[section.identity(at: k)] = (k, section.items.count)
    }
    for path in scene.table.visibleRows where path.section < shown.count {
      guard let (k, count) = now[shown[path.section].identity(at: path.section)], path.row >= count
      else { continue }
      throw rowTrap(
        Self.rangeTrapReason(ListIndexPath(k, path.row), has: Self.has(count), now: true), r)
    }
  }

  /// Why a row of a range `ForEach` traps: it reads an item its section no longer has.
  static func rangeTrapReason(_ path: ListIndexPath, has: String, now: Bool) -> String {
    "row \(path) \(now ? "was on screen at the last layout, and its body runs again while SwiftUI updates the List" : "comes on screen, or is prepared just before it does (a view prepares its next cells from iOS 15), and its body runs"), reading items[\(path.row)], but section \(path.section) now \(has): ForEach(0..<items.count) reads its range once and keeps row \(path.row) (our inference from Apple's \"only reads the initial value of the provided data\"); iterate the items (ForEach(items) with Identifiable, or id: with a stable key), or, for indexes, ForEach(items.indices, id: \\.self)"
  }

  /// A SwiftUI List's row trap in place of the app crash a UIKit view's data source would
  /// have: on a List, only a range `ForEach`'s row can ask for an item the data lost.
  func swiftUIRowTrap(_ error: TableError) -> RuntimeError? {
    guard scene.swiftUI?.forEach == .range,
      case .dataSourceLacksRow(let path, _, let sections, let rows, _) = error
    else { return nil }
    record(.swiftUI(.trap(Self.indexOutOfRange)))
    let has = rows.map(Self.has) ?? "is gone (\(sections) left)"
    return .swiftTrap(
      Self.indexOutOfRange, because: Self.rangeTrapReason(path, has: has, now: false))
  }
}
