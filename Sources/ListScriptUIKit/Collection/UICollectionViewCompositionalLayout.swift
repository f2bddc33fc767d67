import Foundation
import HeadlessUIKit

/// `UICollectionLayoutListConfiguration`: a list layout's appearance and headers.
public struct UICollectionLayoutListConfiguration {
  /// `UICollectionLayoutListConfiguration.Appearance`.
  public enum Appearance: Int, Sendable {
    /// Plain.
    case plain
    /// Grouped.
    case grouped
    /// Inset grouped.
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A plain sidebar.
    case sidebarPlain
  }
  /// `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: Int, Sendable {
    /// No headers.
    case none
    /// Supplementary headers (44 points: our choice, UIKit sizes them itself).
    case supplementary
    /// Each section's first item is its header.
    case firstItemInSection
  }
  /// `UICollectionLayoutListConfiguration.FooterMode`.
  public enum FooterMode: Int, Sendable {
    /// No footers.
    case none
    /// Supplementary footers (44 points: our choice).
    case supplementary
  }

  /// The appearance.
  public let appearance: Appearance
  /// The header mode.
  public var headerMode = HeaderMode.none
  /// The footer mode.
  public var footerMode = FooterMode.none
  /// Whether rows have separators (kept).
  public var showsSeparators = true
  /// The background (kept).
  public var backgroundColor: UIColor?
  /// The space above each header (kept).
  public var headerTopPadding: CGFloat?
  /// A row's leading swipe actions (kept; a test calls it as a swipe would).
  public var leadingSwipeActionsConfigurationProvider:
    ((IndexPath) -> UISwipeActionsConfiguration?)?
  /// A row's trailing swipe actions (kept; a test calls it as a swipe would).
  public var trailingSwipeActionsConfigurationProvider:
    ((IndexPath) -> UISwipeActionsConfiguration?)?

  /// A configuration of `appearance`.
  public init(appearance: Appearance) { self.appearance = appearance }

  /// The model's configuration, and the header and footer heights it lays out.
  var model: LayoutChoice {
    let look: ListAppearance =
      switch appearance {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      case .sidebar: .sidebar
      case .sidebarPlain: .sidebarPlain
      }
    let header: ListHeaderMode =
      switch headerMode {
      case .none: .none
      case .supplementary: .supplementary
      case .firstItemInSection: .firstItemInSection
      }
    let footer: ListFooterMode = footerMode == .supplementary ? .supplementary : .none
    return LayoutChoice(
      kind: .collection(
        .list(ListConfiguration(appearance: look, headerMode: header, footerMode: footer))),
      sectionHeader: header == .supplementary ? 44 : nil,
      sectionFooter: footer == .supplementary ? 44 : nil)
  }
}

/// `UICollectionViewCompositionalLayout`: sections of groups, or a list.
///
/// The model lays every section out as the first one (a horizontal group a line; a vertical
/// group counts as a line of one item as tall as its share of the group), honours orthogonal
/// scrolling for the leading sections whose provider asks for it, and reads the first
/// section's header and footer heights. The layout is read at the view's first call.
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Gives a section's layout for its index.
  public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

  private let provider: SectionProvider

  /// Every section laid out as `section`.
  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    super.init()
  }

  /// Each section laid out as `sectionProvider` says.
  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    super.init()
  }

  /// A list layout.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(list: configuration))
  }

  override func choice(sizingByDelegate: Bool) -> LayoutChoice {
    let environment = HeadlessLayoutEnvironment(contentSize: CGSize(width: 375, height: 667))
    guard let first = provider(0, environment) else {
      return LayoutChoice(kind: .collection(.list(ListConfiguration())))
    }
    if let list = first.list { return list.model }
    var flow = FlowLayout()
    flow.spacing = 0
    flow.lineSpacing = Double(first.interGroupSpacing)
    flow.insets = EdgeInsets(
      top: Double(first.contentInsets.top), left: Double(first.contentInsets.leading),
      bottom: Double(first.contentInsets.bottom), right: Double(first.contentInsets.trailing))
    var group = CompositionalGroup()
    if let g = first.group {
      group.width = g.layoutSize.widthDimension.model
      let item = g.subitems.first
      if g.isHorizontal {
        group.height = g.layoutSize.heightDimension.model
        if let count = g.count {
          group.count = max(1, count)
        } else if let item {
          group.count = nil
          group.itemWidth = item.layoutSize.widthDimension.model
        }
        flow.spacing = Double(g.interItemSpacing?.spacing ?? 0)
      } else {
        // A column of k items: a line of one item, each its share of the group's height.
        let k = Double(max(1, g.count ?? g.subitems.count))
        group.count = 1
        group.height =
          switch g.layoutSize.heightDimension.model {
          case .absolute(let h): .absolute(h / k)
          case .estimated(let h): .estimated(h / k)
          case .fractionalWidth(let f): .fractionalWidth(f / k)
          case .fractionalHeight(let f): .fractionalHeight(f / k)
          }
        flow.lineSpacing += Double(g.interItemSpacing?.spacing ?? 0)
      }
      if case .estimated = item?.layoutSize.heightDimension.model,
        case .absolute(let h) = group.height
      {
        group.height = .estimated(h)
      }
    }
    var choice = LayoutChoice(kind: .collection(.flow(flow)))
    for boundary in first.boundarySupplementaryItems {
      let height = Double(boundary.layoutSize.heightDimension.dimension)
      switch boundary.alignment {
      case .top, .topLeading, .topTrailing:
        choice.sectionHeader = height
        if boundary.pinToVisibleBounds { flow.pinsHeaders = true }
      case .bottom, .bottomLeading, .bottomTrailing: choice.sectionFooter = height
      case .none, .leading, .trailing: break
      }
    }
    // The leading sections that scroll across (not with self-sizing groups: not modelled).
    if case .estimated = group.height {
    } else {
      var orthogonal = 0
      while orthogonal < 100,
        let section = orthogonal == 0 ? first : provider(orthogonal, environment),
        section.orthogonalScrollingBehavior != .none
      {
        orthogonal += 1
      }
      flow.orthogonalSections = orthogonal == 100 ? 1_000_000 : orthogonal
    }
    flow.group = group
    choice.kind = .collection(.compositional(flow))
    return choice
  }
}
