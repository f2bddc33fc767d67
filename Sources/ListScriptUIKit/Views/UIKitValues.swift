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
