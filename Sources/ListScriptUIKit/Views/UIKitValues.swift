import Foundation

/// `UIColor`: kept, never drawn.
public final class UIColor: Equatable, Sendable {
  /// The color's name or components, as given.
  public let name: String

  init(name: String) { self.name = name }

  /// A color of these components.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(name: "rgba(\(red), \(green), \(blue), \(alpha))")
  }

  /// A gray of this white level.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(name: "white(\(white), \(alpha))")
  }

  /// The same color with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(name: "\(name) alpha \(alpha)")
  }

  /// Whether the two are the same, by what was given.
  public static func == (a: UIColor, b: UIColor) -> Bool { a.name == b.name }

  /// `.clear`.
  public static let clear = UIColor(name: "clear")
  /// `.white`.
  public static let white = UIColor(name: "white")
  /// `.black`.
  public static let black = UIColor(name: "black")
  /// `.red`.
  public static let red = UIColor(name: "red")
  /// `.blue`.
  public static let blue = UIColor(name: "blue")
  /// `.gray`.
  public static let gray = UIColor(name: "gray")
  /// `.systemBackground`.
  public static let systemBackground = UIColor(name: "systemBackground")
  /// `.secondarySystemBackground`.
  public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
  /// `.systemGroupedBackground`.
  public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
  /// `.label`.
  public static let label = UIColor(name: "label")
  /// `.secondaryLabel`.
  public static let secondaryLabel = UIColor(name: "secondaryLabel")
  /// `.tertiaryLabel`.
  public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
  /// `.separator`.
  public static let separator = UIColor(name: "separator")
  /// `.systemBlue`.
  public static let systemBlue = UIColor(name: "systemBlue")
  /// `.systemRed`.
  public static let systemRed = UIColor(name: "systemRed")
  /// `.systemGreen`.
  public static let systemGreen = UIColor(name: "systemGreen")
  /// `.systemOrange`.
  public static let systemOrange = UIColor(name: "systemOrange")
  /// `.systemGray`.
  public static let systemGray = UIColor(name: "systemGray")
  /// `.systemTeal`.
  public static let systemTeal = UIColor(name: "systemTeal")
  /// `.systemIndigo`.
  public static let systemIndigo = UIColor(name: "systemIndigo")
  /// `.systemPink`.
  public static let systemPink = UIColor(name: "systemPink")
  /// `.systemPurple`.
  public static let systemPurple = UIColor(name: "systemPurple")
  /// `.systemYellow`.
  public static let systemYellow = UIColor(name: "systemYellow")
  /// `.systemBrown`.
  public static let systemBrown = UIColor(name: "systemBrown")
  /// `.systemMint`.
  public static let systemMint = UIColor(name: "systemMint")
  /// `.systemCyan`.
  public static let systemCyan = UIColor(name: "systemCyan")
  /// `.systemGray2`.
  public static let systemGray2 = UIColor(name: "systemGray2")
  /// `.systemGray3`.
  public static let systemGray3 = UIColor(name: "systemGray3")
  /// `.systemGray4`.
  public static let systemGray4 = UIColor(name: "systemGray4")
  /// `.systemGray5`.
  public static let systemGray5 = UIColor(name: "systemGray5")
  /// `.systemGray6`.
  public static let systemGray6 = UIColor(name: "systemGray6")
  /// `.quaternaryLabel`.
  public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
  /// `.placeholderText`.
  public static let placeholderText = UIColor(name: "placeholderText")
  /// `.systemFill`.
  public static let systemFill = UIColor(name: "systemFill")
  /// `.secondarySystemFill`.
  public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
  /// `.secondarySystemGroupedBackground`.
  public static let secondarySystemGroupedBackground = UIColor(
    name: "secondarySystemGroupedBackground")
  /// `.tertiarySystemBackground`.
  public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
  /// `.tertiarySystemGroupedBackground`.
  public static let tertiarySystemGroupedBackground = UIColor(
    name: "tertiarySystemGroupedBackground")
  /// `.opaqueSeparator`.
  public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
  /// `.link`.
  public static let link = UIColor(name: "link")
  /// `.darkGray`.
  public static let darkGray = UIColor(name: "darkGray")
  /// `.lightGray`.
  public static let lightGray = UIColor(name: "lightGray")
  /// `.green`.
  public static let green = UIColor(name: "green")
  /// `.orange`.
  public static let orange = UIColor(name: "orange")
  /// `.yellow`.
  public static let yellow = UIColor(name: "yellow")
  /// `.purple`.
  public static let purple = UIColor(name: "purple")
  /// `.brown`.
  public static let brown = UIColor(name: "brown")
  /// `.cyan`.
  public static let cyan = UIColor(name: "cyan")
  /// `.magenta`.
  public static let magenta = UIColor(name: "magenta")
  /// `.tintColor`.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let tintColor = UIColor(name: "tintColor")
}

/// `UIImage`: a name, never drawn.
public final class UIImage: Equatable, Sendable {
  /// The image's name.
  public let name: String

  /// A symbol image.
  public init?(systemName: String) { name = systemName }
  /// An image of the app's assets.
  public init?(named: String) { name = named }

  /// Whether the two are the same, by what was given.
  public static func == (a: UIImage, b: UIImage) -> Bool { a.name == b.name }
}

/// `UIFont`: a style or a size, never drawn.
public final class UIFont: Equatable, Sendable {
  /// `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// A style of this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `.largeTitle`.
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    /// `.title1`.
    public static let title1 = TextStyle(rawValue: "title1")
    /// `.title2`.
    public static let title2 = TextStyle(rawValue: "title2")
    /// `.title3`.
    public static let title3 = TextStyle(rawValue: "title3")
    /// `.headline`.
    public static let headline = TextStyle(rawValue: "headline")
    /// `.subheadline`.
    public static let subheadline = TextStyle(rawValue: "subheadline")
    /// `.body`.
    public static let body = TextStyle(rawValue: "body")
    /// `.callout`.
    public static let callout = TextStyle(rawValue: "callout")
    /// `.footnote`.
    public static let footnote = TextStyle(rawValue: "footnote")
    /// `.caption1`.
    public static let caption1 = TextStyle(rawValue: "caption1")
    /// `.caption2`.
    public static let caption2 = TextStyle(rawValue: "caption2")
  }

  /// The font's description.
  public let name: String

  init(name: String) { self.name = name }

  /// The font of a text style.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(name: style.rawValue)
  }
  /// The system font of a size.
  public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "system \(size)") }
  /// The bold system font of a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(name: "bold system \(size)")
  }

  /// Whether the two are the same, by what was given.
  public static func == (a: UIFont, b: UIFont) -> Bool { a.name == b.name }
}

/// `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Insets of these sizes.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
