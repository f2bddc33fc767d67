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

/// `UICollectionViewCompositionalLayoutConfiguration`: kept (the model scrolls vertically, and
/// lays sections out without spacing between them).
@MainActor open class UICollectionViewCompositionalLayoutConfiguration {
  /// The space between sections.
  open var interSectionSpacing: CGFloat = 0
  /// The scroll direction.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The layout's own headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// A configuration with UIKit's defaults.
  public init() {}
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
  /// The layout's configuration.
  open var configuration = UICollectionViewCompositionalLayoutConfiguration()

  /// Every section laid out as `section`.
  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    super.init()
  }

  /// Every section laid out as `section`, with `configuration`.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  /// Each section laid out as `sectionProvider` says.
  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    super.init()
  }

  /// Each section laid out as `sectionProvider` says, with `configuration`.
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// A list layout.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(list: configuration))
  }

  override func choice(sizingByDelegate: Bool, sections: Int, size: CGSize) -> LayoutChoice? {
    // UIKit asks the provider about sections that exist, laying them out.
    guard sections > 0 else { return nil }
    let environment = HeadlessLayoutEnvironment(contentSize: size)
    let asked = (0..<min(sections, 100)).map { provider($0, environment) }
    guard let first = asked.first ?? nil else {
      return LayoutChoice(kind: .collection(.list(ListConfiguration())))
    }
    if let list = first.list { return list.model }
    // The leading sections that scroll across are laid out as one line each; the first that
    // scrolls with the view gives every section's groups.
    let leading = asked.prefix { ($0?.orthogonalScrollingBehavior ?? .none) != .none }.count
    let main = asked.dropFirst(leading).first.flatMap { $0 } ?? first
    var flow = FlowLayout()
    flow.spacing = 0
    flow.lineSpacing = Double(main.interGroupSpacing)
    flow.insets = EdgeInsets(
      top: Double(main.contentInsets.top), left: Double(main.contentInsets.leading),
      bottom: Double(main.contentInsets.bottom), right: Double(main.contentInsets.trailing))
    var group = CompositionalGroup()
    var itemInsets = NSDirectionalEdgeInsets.zero
    if let g = main.group {
      itemInsets = g.subitems.first?.contentInsets ?? .zero
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
    for boundary in main.boundarySupplementaryItems {
      let height = Double(boundary.layoutSize.heightDimension.dimension)
      switch boundary.alignment {
      case .top, .topLeading, .topTrailing:
        choice.sectionHeader = height
        choice.headerKind = boundary.elementKind
        if boundary.pinToVisibleBounds { flow.pinsHeaders = true }
      case .bottom, .bottomLeading, .bottomTrailing:
        choice.sectionFooter = height
        choice.footerKind = boundary.elementKind
      case .none, .leading, .trailing: break
      }
    }
    // Orthogonal sections of self-sizing groups are not modelled: they scroll with the view.
    if case .estimated = group.height {
    } else {
      // Every section there is, and those the data source adds later, when all ask for it.
      flow.orthogonalSections = leading == asked.count ? 1_000_000 : leading
    }
    flow.group = group
    choice.kind = .collection(.compositional(flow))
    choice.itemInsets = itemInsets
    return choice
  }
}
