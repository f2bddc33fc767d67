import Foundation
import HeadlessUIKit
import ListDiff

/// A diffable data source's supplementary view provider.
@MainActor protocol HeadlessSupplementarySource: AnyObject {
  func providedSupplementary(_ view: UICollectionView, kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
}

extension UICollectionView {
  /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`: a
  /// `UICollectionReusableView` subclass for a header or footer kind; from then on the view
  /// asks for a view for each header and footer the layout shows.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = ListEngine.supplementaryKey(kind, identifier)
    guard let type = viewClass as? UICollectionReusableView.Type else {
      engine.supplementaryRegistrations[key] = nil
      return
    }
    engine.supplementaryRegistrations[key] = {
      let view = type.init(frame: .zero)
      view.reuseIdentifier = identifier
      return view
    }
    engine.modelSupplementaryViews()
  }

  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: raises for a kind and
  /// identifier never registered.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    engine.dequeueSupplementary(ofKind: kind, identifier: identifier, section: indexPath.section)
      ?? UICollectionReusableView(frame: .zero)
  }

  /// `UICollectionView.SupplementaryRegistration`: a view class for an element kind, and the
  /// handler that configures it.
  @MainActor public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a view for its kind and index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    let elementKind: String
    let identifier: String
    let handler: Handler

    /// A registration for `elementKind` whose views `handler` configures.
    public init(elementKind: String, handler: @escaping Handler) {
      RegistrationCounter.count += 1
      self.elementKind = elementKind
      identifier = "\(Supplementary.self)-registration-\(RegistrationCounter.count)"
      self.handler = handler
    }
  }

  /// `dequeueConfiguredReusableSupplementary(using:for:)`: a view of the registration,
  /// configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = ListEngine.supplementaryKey(registration.elementKind, registration.identifier)
    if engine.supplementaryRegistrations[key] == nil {
      let identifier = registration.identifier
      engine.supplementaryRegistrations[key] = {
        let view = Supplementary(frame: .zero)
        view.reuseIdentifier = identifier
        return view
      }
    }
    let view =
      engine.dequeueSupplementary(
        ofKind: registration.elementKind, identifier: registration.identifier,
        section: indexPath.section) as? Supplementary ?? Supplementary(frame: .zero)
    if !engine.isDead { registration.handler(view, registration.elementKind, indexPath) }
    return view
  }

  /// `supplementaryView(forElementKind:at:)`: the header or footer on screen there, if any.
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    guard let band = band(of: kind) else { return nil }
    engine.query { _ in () }  // laid out first, as any query
    return engine.supplementaryObject(band, section: indexPath.section)
  }

  /// `visibleSupplementaryViews(ofKind:)`.
  public func visibleSupplementaryViews(ofKind kind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap {
      supplementaryView(forElementKind: kind, at: $0)
    }
  }

  /// `indexPathsForVisibleSupplementaryElements(ofKind:)`: sections whose header or footer
  /// shows, as index paths of item 0.
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
    guard let band = band(of: kind) else { return [] }
    let sections = engine.query { band == .header ? $0.visibleHeaders : $0.visibleFooters }
    return sections.map { IndexPath(item: 0, section: $0) }
  }

  func band(of kind: String) -> ElementKind? {
    kind == headerKind ? .header : kind == footerKind ? .footer : nil
  }
}
