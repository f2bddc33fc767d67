import HeadlessUIKit
import ListDiff

extension ListEngine {
  /// Turns the model's headers and footers into the app's views: once the app registers a
  /// supplementary view or gives a provider, the model asks for a view for each band that comes
  /// on screen, and the app's provider is asked for it then.
  ///
  /// - Complexity: O(1).
  func modelSupplementaryViews() {
    wantsSupplementaryViews = true
    call("") { table, _ in Self.provideSupplementaryViews(&table) }
  }

  /// Sets the model to ask for a view for each header and footer band it lays out.
  static func provideSupplementaryViews(_ table: inout TableView<HeadlessRow>) {
    var provision = table.supplementaryProvision
    for (kind, height) in [
      (ElementKind.header, table.geometry.sectionHeader),
      (.footer, table.geometry.sectionFooter),
    ] where height > 0 && provision.providers[kind] == nil {
      provision.providers[kind] = .init(.identifier("app"))
      provision.registered[.init(kind, "app")] = .cellClass
    }
    table.supplementaryProvision = provision
  }

  /// The key of a supplementary registration: kind and identifier.
  static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
    kind + "\u{1F}" + identifier
  }

  /// The app's dequeue of a supplementary view: a queued one (after `prepareForReuse`), else a
  /// new one of its registration; UIKit raises for a kind and identifier never registered.
  func dequeueSupplementary(ofKind kind: String, identifier: String, section: Int)
    -> UICollectionReusableView?
  {
    let key = Self.supplementaryKey(kind, identifier)
    let view: UICollectionReusableView
    if let queued = supplementaryQueues[key]?.popLast() {
      queued.prepareForReuse()
      view = queued
    } else if let make = supplementaryRegistrations[key] {
      view = make()
    } else {
      fail(.supplementaryUnregistered(ElementKind(kind), identifier: identifier))
      return nil
    }
    view.elementKind = kind
    if let request = supplementaryRequest, request.section == section {
      if request.kind != kind {
        fail(
          .supplementaryKindMismatch(
            requested: ElementKind(request.kind), dequeued: ElementKind(kind), section: section))
      }
      supplementaryRequest?.dequeued.append(view)
    }
    return view
  }

  /// Asks the app for the view of the model's view `v`, and checks what it returned.
  func provideSupplementary(_ kind: ElementKind, section: Int, view v: Int) {
    let appKind = owner?.appKind(of: kind) ?? kind.rawValue
    supplementaryRequest = SupplementaryRequest(kind: appKind, section: section)
    let returned = owner?.requestSupplementary(ofKind: appKind, section: section)
    let dequeued = supplementaryRequest?.dequeued ?? []
    supplementaryRequest = nil
    guard !isDead else { return }
    guard let returned else {
      return fail(.supplementaryNil(ElementKind(appKind), section: section))
    }
    if !dequeued.contains(where: { $0 === returned }) {
      fail(.supplementaryNotDequeued(ElementKind(appKind), section: section))
      guard !isDead else { return }
    }
    if let other = supplementaryObjects.first(where: { $0.value === returned && $0.key != v })?.key
    {
      supplementaryObjects[other] = nil
    }
    supplementaryObjects[v] = returned
  }

  /// The model's view `v` left the screen: the app's view waits for reuse.
  func endSupplementary(_ v: Int) {
    guard let view = supplementaryObjects.removeValue(forKey: v),
      let id = view.reuseIdentifier, let kind = view.elementKind
    else { return }
    supplementaryQueues[Self.supplementaryKey(kind, id), default: []].append(view)
  }

  /// The app's view of the model's header or footer of `section`, if it is on screen.
  func supplementaryObject(_ kind: ElementKind, section: Int) -> UICollectionReusableView? {
    table.supplementaryView(kind, section: section).flatMap { supplementaryObjects[$0] }
  }
}
