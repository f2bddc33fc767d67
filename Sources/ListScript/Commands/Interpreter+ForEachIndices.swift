import HeadlessUIKit
import ListDiff

/// A List whose `ForEach` identifies its rows by index (`ForEach(items.indices, id: \.self)`,
/// or an index-backed binding), each row reading `items[i]`.
///
/// What is cited: an index-identified row "computes for an element that no longer exists …
/// the array subscript [is] called for an invalid index, so you get a "index out of range"
/// fatal error" (pointfreeco/swift-composable-architecture#1784, 2023, "an Apple bug"); "when
/// the array shrinks during a SwiftUI update pass … ForEach still iterates the stale indices
/// and `rows[index]` traps" (TableProApp/TablePro#1094, iOS 26.4.1, 2026); deleting any row can
/// do it (jundot/omlx#1634, nightscout/Trio#1515). What is ours (our inference): the rows SwiftUI
/// evaluates again are those on screen, so the trap needs a row on screen whose index the
/// shrunk section no longer has.
extension Interpreter {
  /// Swift's trap for an array subscript out of bounds.
  static let indexOutOfRange = "Fatal error: Index out of range"

  /// `swiftui foreach identities|indices|range`, before the List first lays out.
  func setForEach(_ word: ForEachWord, _ r: SourceRange) throws(Unwind) {
    guard let state = scene.swiftUI else { throw fail(Self.notAList("swiftui foreach"), r) }
    guard !state.shown, state.coordinator == nil, !scene.table.hasAppeared else {
      throw fail(
        .onSwiftUIList(
          "'swiftui foreach' is the List's code, which does not change once it is shown",
          instead: "write 'swiftui foreach …' right after 'swiftui list'"), r)
    }
    scene.swiftUI?.forEach = word
    note(.swiftUI(.forEach(word)))
    record(.swiftUI(.forEach(word)))
  }

  /// The sections as an index-identified `ForEach` sees them: each row identified by its
  /// index, its content the item.
  ///
  /// - Complexity: O(n) for n items.
  static func indexed(_ sections: [SectionSnapshot<Value>]) -> [SectionSnapshot<Value>] {
    sections.map { section in
      SectionSnapshot(
        info: section.info,
        items: section.items.enumerated().map { k, item in
          .record(Record([("id", .int(k)), ("item", item)]))
        })
    }
  }

  /// The trap of a row on screen whose index its section no longer has, if one is.
  ///
  /// - Complexity: O(v) for v rows on screen.
  func checkStaleIndices(_ data: [SectionSnapshot<Value>], _ r: SourceRange) throws(Unwind) {
    for path in scene.table.visibleRows {
      let count = path.section < data.count ? data[path.section].items.count : 0
      guard path.row >= count else { continue }
      let has = path.section < data.count ? Self.has(count) : "is gone"
      throw rowTrap(
        "row \(path) was on screen at the last layout, and its body reads items[\(path.row)] again while SwiftUI updates the List, but section \(path.section) now \(has): a ForEach over indices keeps a row's index, not its item (our inference: SwiftUI evaluates the rows it showed before removing them); identify rows by their items (ForEach(items) with Identifiable, or id: with a stable key)",
        r)
    }
  }

  /// "has N row(s)": what a section now holds, in a row trap's reason.
  static func has(_ count: Int) -> String { "has \(count) \(count == 1 ? "row" : "rows")" }

  /// Swift's `Index out of range` trap of a row whose body reads an item its section no
  /// longer has, traced and thrown with why.
  func rowTrap(_ because: String, _ r: SourceRange) -> Unwind {
    record(.swiftUI(.trap(Self.indexOutOfRange)))
    return fail(.swiftTrap(Self.indexOutOfRange, because: because), r)
  }
}
