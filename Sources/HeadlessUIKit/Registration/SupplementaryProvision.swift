import ListDiff

/// A kind of supplementary element, as UIKit names it: the string a collection view passes to
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
public struct ElementKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind's string (`UICollectionView.elementKindSectionHeader` is
  /// `"UICollectionElementKindSectionHeader"`).
  public var rawValue: String

  /// A kind named `rawValue`; a layout's own kinds are any string.
  @inlinable public init(_ rawValue: String) { self.rawValue = rawValue }

  /// `UICollectionView.elementKindSectionHeader`.
  public static let header = ElementKind("UICollectionElementKindSectionHeader")
  /// `UICollectionView.elementKindSectionFooter`.
  public static let footer = ElementKind("UICollectionElementKindSectionFooter")

  /// `header`, `footer`, or the kind's string in quotes.
  ///
  /// - Complexity: O(k) for a kind of k characters.
  @inlinable public var description: String {
    switch self {
    case .header: "header"
    case .footer: "footer"
    default: "\"\(rawValue)\""
    }
  }
}

/// How the app provides a collection view's section headers and footers: the supplementary
/// views registered, and what its `viewForSupplementaryElementOfKind` (or a diffable data
/// source's `supplementaryViewProvider`) does when the view asks for one.
///
/// The view asks for a header or footer when it shows on screen and has no view; a kind without
/// a provider is not modelled (its bands are geometry only, as before supplementary views were
/// modelled).
public struct SupplementaryProvision: Equatable, Sendable {
  /// A registration: a kind and a reuse identifier
  /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
  public struct Key: Hashable, Sendable {
    /// The kind registered for.
    public var kind: ElementKind
    /// The reuse identifier.
    public var identifier: String

    /// The registration of `identifier` for `kind`.
    @inlinable public init(_ kind: ElementKind, _ identifier: String) {
      self.kind = kind
      self.identifier = identifier
    }
  }

  /// What the data source does when the view asks for a header or a footer.
  public struct Provider: Equatable, Sendable {
    /// Where it gets the view: `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
    /// under an identifier, or a `UICollectionView.SupplementaryRegistration` (iOS 14) through
    /// `dequeueConfiguredReusableSupplementary(using:for:)`, made up front or inside the provider.
    public var source: CellProvision.Source
    /// The kind it dequeues with, when not the kind asked for (a header provider dequeuing a
    /// view registered as a footer, or for a layout's own kind; a registration's `elementKind`).
    public var dequeuedKind: ElementKind?
    /// Whether it dequeues two views for one request (and returns the second).
    public var dequeuesTwice = false
    /// What it returns.
    public var returns = CellProvision.Returned.dequeued

    /// A provider dequeuing from `source` and returning what it dequeued.
    @inlinable public init(_ source: CellProvision.Source) { self.source = source }

    /// The identifier its views carry: the one it dequeues with, or a registration's (UIKit
    /// makes one from the registration).
    ///
    /// - Complexity: O(1).
    @inlinable public var identifier: String {
      switch source {
      case .identifier(let id): id
      case .registration: "registration"
      }
    }
  }

  /// The registrations: kind and identifier, with what each is registered with.
  public var registered: [Key: CellProvision.Registered] = [:]
  /// The provider of each kind the view asks for (`header`, `footer`); a kind without one is not
  /// modelled.
  public var providers: [ElementKind: Provider] = [:]

  /// Nothing registered, no provider.
  @inlinable public init() {}

  /// Whether the view asks for supplementary views at all.
  ///
  /// - Complexity: O(1).
  @inlinable public var isModelled: Bool { !providers.isEmpty }
}

/// A section's header or footer view: where a supplementary view is mounted.
@usableFromInline struct SupplementaryPlace: Hashable, Sendable, Comparable {
  @usableFromInline var kind: ElementKind
  @usableFromInline var section: Int

  @inlinable init(_ kind: ElementKind, _ section: Int) {
    self.kind = kind
    self.section = section
  }

  /// By section, a header before its section's footer: the order the trace lists requests in.
  @inlinable static func < (a: Self, b: Self) -> Bool {
    (a.section, a.kind == .footer ? 1 : 0) < (b.section, b.kind == .footer ? 1 : 0)
  }
}

/// A supplementary view object: the kind and identifier it was dequeued with, and where it is.
@usableFromInline struct SupplementaryRecord: Equatable, Sendable {
  /// Its number: `v3` is 3.
  @usableFromInline let id: Int
  /// The registration it came from.
  @usableFromInline let key: SupplementaryProvision.Key
  /// Where it shows, when it is mounted.
  @usableFromInline var place: SupplementaryPlace?
  /// Visible, pooled, or held by the app (`prepared` is not used: the model prepares no
  /// supplementary views).
  @usableFromInline var role = CellRole.pooled

  @inlinable init(id: Int, key: SupplementaryProvision.Key) {
    self.id = id
    self.key = key
  }
}
