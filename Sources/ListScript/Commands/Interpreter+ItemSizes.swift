import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// `estimated W H`, `estimated automatic` or `estimated off` on a flow layout:
  /// `estimatedItemSize`, with which the cells size themselves (counting W × H, or the item size
  /// for `automaticSize`, until measured on screen), unless the delegate implements
  /// `sizeForItemAt` (`collection … sizeforitem`), which turns self-sizing off.
  ///
  /// `estimated 0 0` is `CGSizeZero`, UIKit's "none"; each value is in [0, 1000000], and a size
  /// with one side 0 and the other not is an error.
  func estimatedItemSize(
    _ e: EstimateArgument<ResolvedExpr>, _ flow: FlowLayout, _ r: SourceRange
  ) throws(Unwind) {
    var size: EstimatedItemSize?
    switch e {
    case .off: break
    case .automatic: size = .automatic
    case .values(let first, let second):
      guard let second else { throw fail(.estimateArity(flow: true), first.range) }
      let width = try nonNegative(first, "estimated item width")
      let height = try nonNegative(second, "estimated item height")
      if width > 0 || height > 0 {
        for (value, expr, name) in [
          (width, first, "estimated item width"), (height, second, "estimated item height"),
        ] where value == 0 {
          throw fail(
            .setting(name, allowed: "above 0 (or both 0, CGSizeZero)", value: value), expr.range)
        }
        size = .size(ItemSize(width: width, height: height))
      }
    }
    if flow.cachesAttributes, size != nil { throw fail(.cachingLayoutSizes, r) }
    scene.table.setItemSizing(sizeForItem: flow.sizeForItem, estimated: size)
    note(.estimatedItemSize(size, sizeForItem: flow.sizeForItem))
  }
}
