import Foundation

/// `UIContentConfiguration`: what a cell shows.
public protocol UIContentConfiguration {}

/// `UIContentView`: a view that shows a content configuration.
@MainActor public protocol UIContentView: AnyObject {
  /// The configuration it shows.
  var configuration: UIContentConfiguration { get set }
}

/// `UIConfigurationState`: what a configuration is updated for.
public protocol UIConfigurationState {}

/// `UICellConfigurationState`: a cell's state.
public struct UICellConfigurationState: UIConfigurationState, Equatable, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is editing.
  public var isEditing = false
  /// Whether the cell is expanded (an outline's parent).
  public var isExpanded = false

  /// A state with nothing set.
  public init() {}
}

/// `UIListContentConfiguration`: a list cell's or header's texts and image.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable, Sendable {
  /// How a text is set.
  public struct TextProperties: Equatable, Sendable {
    /// The font.
    public var font = UIFont.preferredFont(forTextStyle: .body)
    /// The color.
    public var color = UIColor.label
    /// The most lines; 0 for any number.
    public var numberOfLines = 0
    /// The alignment.
    public var alignment = NSTextAlignment.natural
  }

  /// How the image is set.
  public struct ImageProperties: Equatable, Sendable {
    /// The tint.
    public var tintColor: UIColor?
    /// The largest size.
    public var maximumSize = CGSize.zero
  }

  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?
  /// How the primary text is set.
  public var textProperties = TextProperties()
  /// How the secondary text is set.
  public var secondaryTextProperties = TextProperties()
  /// How the image is set.
  public var imageProperties = ImageProperties()
  /// Whether the texts sit side by side.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The margins around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
  /// Which configuration this is (`cell`, `subtitleCell`, …).
  public let style: String

  init(style: String) { self.style = style }

  /// A cell's.
  public static func cell() -> UIListContentConfiguration { .init(style: "cell") }
  /// A subtitle cell's.
  public static func subtitleCell() -> UIListContentConfiguration { .init(style: "subtitleCell") }
  /// A value cell's.
  public static func valueCell() -> UIListContentConfiguration { .init(style: "valueCell") }
  /// A sidebar cell's.
  public static func sidebarCell() -> UIListContentConfiguration { .init(style: "sidebarCell") }
  /// A sidebar header's.
  public static func sidebarHeader() -> UIListContentConfiguration {
    .init(style: "sidebarHeader")
  }
  /// A plain list's header.
  public static func plainHeader() -> UIListContentConfiguration { .init(style: "plainHeader") }
  /// A plain list's footer.
  public static func plainFooter() -> UIListContentConfiguration { .init(style: "plainFooter") }
  /// A grouped list's header.
  public static func groupedHeader() -> UIListContentConfiguration {
    .init(style: "groupedHeader")
  }
  /// A grouped list's footer.
  public static func groupedFooter() -> UIListContentConfiguration {
    .init(style: "groupedFooter")
  }
  /// A header (iOS 15).
  public static func header() -> UIListContentConfiguration { .init(style: "header") }
  /// A footer (iOS 15).
  public static func footer() -> UIListContentConfiguration { .init(style: "footer") }
}

/// `UIBackgroundConfiguration`: a cell's background, kept.
public struct UIBackgroundConfiguration: Equatable, Sendable {
  /// The fill.
  public var backgroundColor: UIColor?
  /// The corner radius.
  public var cornerRadius: CGFloat = 0
  /// Which configuration this is.
  public let style: String

  init(style: String) { self.style = style }

  /// A plain list cell's.
  public static func listPlainCell() -> UIBackgroundConfiguration { .init(style: "listPlainCell") }
  /// A grouped list cell's.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    .init(style: "listGroupedCell")
  }
  /// A clear background.
  public static func clear() -> UIBackgroundConfiguration { .init(style: "clear") }
}

/// `UICellAccessory`: a list cell's accessory, kept.
public struct UICellAccessory: Equatable, Sendable {
  /// Which accessory.
  public let kind: String

  init(_ kind: String) { self.kind = kind }

  /// How an accessory is shown: `.always`, `.whenEditing`, `.whenNotEditing`.
  public enum DisplayedState: Sendable {
    /// Always.
    case always
    /// While editing.
    case whenEditing
    /// While not editing.
    case whenNotEditing
  }

  /// `UICellAccessory.OutlineDisclosureOptions`.
  public struct OutlineDisclosureOptions: Sendable {
    /// `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum Style: Int, Sendable {
      /// Header for a top-level parent, cell otherwise.
      case automatic
      /// The whole cell toggles.
      case header
      /// Only the triangle toggles.
      case cell
    }
    /// The style.
    public var style: Style
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The tint.
    public var tintColor: UIColor?

    /// Options with this style.
    public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.style = style
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// Options of a plain accessory (`DisclosureIndicatorOptions`, `CheckmarkOptions`, …).
  public struct Options: Sendable {
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The tint.
    public var tintColor: UIColor?

    /// Options as given.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }
  /// `UICellAccessory.DisclosureIndicatorOptions`.
  public typealias DisclosureIndicatorOptions = Options
  /// `UICellAccessory.CheckmarkOptions`.
  public typealias CheckmarkOptions = Options
  /// `UICellAccessory.DeleteOptions`.
  public typealias DeleteOptions = Options
  /// `UICellAccessory.ReorderOptions`.
  public typealias ReorderOptions = Options

  /// A chevron.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    .init("disclosureIndicator")
  }
  /// An outline's disclosure triangle.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    .init("outlineDisclosure")
  }
  /// A checkmark.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    .init("checkmark")
  }
  /// The delete control.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    .init("delete")
  }
  /// The reorder control.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> UICellAccessory {
    .init("reorder")
  }
  /// A label.
  public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
    .init("label \(text)")
  }
}
