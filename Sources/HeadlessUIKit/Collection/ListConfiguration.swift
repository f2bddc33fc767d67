/// A `UICollectionLayoutListConfiguration`'s appearance and header and footer modes.
public struct ListConfiguration: Equatable, Sendable {
  /// `appearance`; `.plain` by default.
  public var appearance: ListAppearance = .plain
  /// `headerMode`; `.none` by default.
  public var headerMode: ListHeaderMode = .none
  /// `footerMode`; `.none` by default.
  public var footerMode: ListFooterMode = .none

  /// A plain list without headers or footers.
  @inlinable public init(
    appearance: ListAppearance = .plain, headerMode: ListHeaderMode = .none,
    footerMode: ListFooterMode = .none
  ) {
    self.appearance = appearance
    self.headerMode = headerMode
    self.footerMode = footerMode
  }

  /// Whether supplementary headers stay pinned: Apple's `HeaderMode.supplementary`
  /// documentation, "lists that use the … plain and … sidebarPlain list appearances use pinned
  /// headers".
  @inlinable public var pinsHeaders: Bool {
    headerMode == .supplementary && (appearance == .plain || appearance == .sidebarPlain)
  }

  /// The appearance and modes in words for the trace and pictures, empty for a plain list
  /// without headers or footers: ` (insetGrouped, supplementary headers)`.
  @inlinable public var appearancePhrase: String {
    var words: [String] = []
    if appearance != .plain { words.append(appearance.swiftName) }
    switch headerMode {
    case .none: break
    case .supplementary:
      words.append(pinsHeaders ? "pinned supplementary headers" : "supplementary headers")
    case .firstItemInSection: words.append("first items as headers")
    }
    if footerMode == .supplementary { words.append("supplementary footers") }
    return words.isEmpty ? "" : " (" + words.joined(separator: ", ") + ")"
  }

  /// Whether supplementary footers stay pinned: Apple's `FooterMode.supplementary`
  /// documentation, "lists that use the … plain and … sidebarPlain list appearances use pinned
  /// footers".
  @inlinable public var pinsFooters: Bool {
    footerMode == .supplementary && (appearance == .plain || appearance == .sidebarPlain)
  }

  /// How far the items stand in from each side of the view: 20 points for `insetGrouped`
  /// **(our choice**: UIKit insets by the layout margins, 16 or 20 points by size class**)**, 0
  /// otherwise.
  @inlinable public var sideInset: Double { appearance == .insetGrouped ? 20 : 0 }
}

/// `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Equatable, Sendable, CaseIterable {
  /// `.plain`: full-width rows; supplementary headers are pinned.
  case plain
  /// `.grouped`: full-width rows in groups; headers scroll with their section.
  case grouped
  /// `.insetGrouped`: rows inset from the view's edges.
  case insetGrouped = "insetgrouped"
  /// `.sidebar`: a sidebar's grouped look; headers scroll with their section.
  case sidebar
  /// `.sidebarPlain`: a sidebar's plain look; supplementary headers are pinned.
  case sidebarPlain = "sidebarplain"

  /// The Swift case: `.insetGrouped`.
  @inlinable public var swiftName: String {
    switch self {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "insetGrouped"
    case .sidebar: "sidebar"
    case .sidebarPlain: "sidebarPlain"
    }
  }
}

/// `UICollectionLayoutListConfiguration.HeaderMode`.
public enum ListHeaderMode: String, Equatable, Sendable, CaseIterable {
  /// `.none`: no headers.
  case none
  /// `.supplementary`: a supplementary header view above each section.
  case supplementary
  /// `.firstItemInSection`: each section's first item is styled as its header; the geometry is
  /// the items' own.
  case firstItemInSection = "firstitem"

  /// The Swift case.
  @inlinable public var swiftName: String {
    self == .firstItemInSection ? "firstItemInSection" : rawValue
  }
}

/// `UICollectionLayoutListConfiguration.FooterMode`.
public enum ListFooterMode: String, Equatable, Sendable, CaseIterable {
  /// `.none`: no footers.
  case none
  /// `.supplementary`: a supplementary footer view below each section.
  case supplementary
}
