import ListDiff

/// A rectangle in content coordinates: a header's frame.
///
/// Values, compared exactly.
public struct Frame: Equatable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A frame of the given origin and size.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// Section headers as views: where each shows, pinned or not, and which are on screen.
///
/// A pinned header (`ViewKind.pinsSectionHeaders`) stays at the top of the visible bounds, below
/// the adjusted content inset, while its section is on screen, and is pushed up by the end of
/// its section's items: its y is `min(max(natural, offset + adjustedContentInset.top), end −
/// height)`, where `end` is where the section's footer starts **(our choice**: Apple documents
/// that the header stays "pinned to the top of the visible bounds", not where it lets go**)**.
extension TableView {
  /// The frame of `section`'s header where it shows now: at the top of its section, or, pinned,
  /// where the visible bounds hold it; `nil` when the view's section headers have no height or
  /// there is no such section.
  ///
  /// - Complexity: O(log s).
  @inlinable public func headerFrame(ofSection section: Int) -> Frame? {
    let height = geometry.sectionHeader
    guard height > 0, section >= 0, section < rows.count else { return nil }
    let natural = geometry.tableHeader + sectionLayout.start(of: section)
    var y = natural
    if kind.pinsSectionHeaders {
      let end = geometry.tableHeader + sectionLayout.start(of: section + 1) - geometry.sectionFooter
      y = max(natural, min(offset + geometry.adjustedContentInset.top, end - height))
    }
    let (x, width) = headerExtent
    return Frame(x: x, y: y, width: width, height: height)
  }

  /// The frame of `section`'s footer where it shows now: at its section's end, or, pinned,
  /// held at the bottom of the visible bounds (above the adjusted content inset) while its
  /// section's items are on screen, and pushed down by their start: `max(top, min(natural,
  /// offset + height − inset − footer))`, where `top` is where the section's items start
  /// **(our choice**, as for headers**)**; `nil` when section footers have no height or there
  /// is no such section.
  ///
  /// - Complexity: O(log s).
  @inlinable public func footerFrame(ofSection section: Int) -> Frame? {
    let height = geometry.sectionFooter
    guard height > 0, section >= 0, section < rows.count else { return nil }
    let natural = geometry.tableHeader + sectionLayout.start(of: section + 1) - height
    var y = natural
    if kind.pinsSectionFooters {
      let top = geometry.tableHeader + sectionLayout.start(of: section) + geometry.sectionHeader
      let held = offset + geometry.height - geometry.adjustedContentInset.bottom - height
      y = min(natural, max(top, held))
    }
    let (x, width) = headerExtent
    return Frame(x: x, y: y, width: width, height: height)
  }

  /// Where section headers start horizontally and how wide they are: a compositional section's
  /// follow its content insets (`supplementariesFollowContentInsets`, true by default), an
  /// inset-grouped list's stand in as its items do **(our choice)**, others span the view.
  @inlinable var headerExtent: (x: Double, width: Double) {
    switch kind {
    case .collection(.compositional(let section)):
      return (section.insets.left, max(0, section.lineWidth(in: geometry.width)))
    case .collection(.list(let list)):
      return (list.sideInset, max(0, geometry.width - 2 * list.sideInset))
    case .table, .collection(.flow): return (0, geometry.width)
    }
  }

  /// The sections whose headers overlap the viewport by more than zero points, ascending:
  /// `indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)`.
  ///
  /// - Complexity: O(log s + k) for the k sections the viewport crosses.
  @inlinable public var visibleHeaders: [Int] {
    visibleBands(height: geometry.sectionHeader) { headerFrame(ofSection: $0) }
  }

  /// The sections whose band (a header or a footer `height` high, framed by `frame`) overlaps
  /// the viewport by more than zero points, ascending.
  ///
  /// - Complexity: O(log s + k) for the k sections the viewport crosses.
  @inlinable func visibleBands(height: Double, _ frame: (Int) -> Frame?) -> [Int] {
    guard height > 0 else { return [] }
    let bottom = offset + geometry.height
    return sectionsOnScreen.filter { section in
      guard let frame = frame(section) else { return false }
      return frame.y < bottom && frame.y + frame.height > offset
    }
  }

  /// The sections whose extent the viewport crosses, the only ones whose bands (pinned or not)
  /// can show.
  ///
  /// - Complexity: O(log s + k) for the k sections.
  @inlinable var sectionsOnScreen: Range<Int> {
    guard geometry.height > 0, !rows.isEmpty else { return 0..<0 }
    let first = min(
      sectionLayout.sectionsEnding(atOrBefore: offset - geometry.tableHeader), rows.count - 1)
    var end = first
    while end < rows.count,
      geometry.tableHeader + sectionLayout.start(of: end) < offset + geometry.height
    {
      end += 1
    }
    return first..<end
  }
}
