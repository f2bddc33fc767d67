import HeadlessUIKit
import ListDiff
import ListScript

/// Registrations, providers and dequeues outside a request: the calls the scenario's app makes,
/// and what its data source's callbacks dequeue with (`Source`'s provider properties).
extension EmitWriter {
  /// A kind as Swift spells it: UIKit's constant, or the kind's string.
  static func kindCode(_ kind: ElementKind) -> String {
    switch kind {
    case .header: "UICollectionView.elementKindSectionHeader"
    case .footer: "UICollectionView.elementKindSectionFooter"
    default: SwiftEmitter.literal(kind.rawValue)
    }
  }

  /// `register …`: the view's register call, with the class the test's cells and views are.
  func registration(_ kind: ElementKind?, _ id: String, _ registered: CellProvision.Registered)
    -> [String]
  {
    let name = SwiftEmitter.literal(id)
    var lines: [String]
    switch (kind, collection) {
    case (nil, false):
      let cell = features.editing ? "Cell" : features.traces ? "TracedCell" : "UITableViewCell"
      lines = ["tableView.register(\(cell).self, forCellReuseIdentifier: \(name))"]
    case (nil, true):
      lines = ["collectionView.register(ItemCell.self, forCellWithReuseIdentifier: \(name))"]
    case (let kind?, _):
      lines = [
        "collectionView.register(",
        "  UICollectionReusableView.self,",
        "  forSupplementaryViewOfKind: \(Self.kindCode(kind)),",
        "  withReuseIdentifier: \(name))",
      ]
    }
    switch registered {
    case .cellClass: return lines
    case .nib: return ["// The app registers a nib; the test registers the class it holds."] + lines
    case .invalidNib:
      return [
        "// not mapped: a nib without exactly one view needs a nib file; the test registers none"
      ]
    }
  }

  /// `dequeue ID [at P]`: the app's dequeue outside a request, its cell dropped.
  func dequeueOutside(_ id: String, _ p: ListIndexPath?) -> [String] {
    let name = SwiftEmitter.literal(id)
    guard collection else {
      return [
        p.map { "_ = tableView.dequeueReusableCell(withIdentifier: \(name), for: \(path($0)))" }
          ?? "_ = tableView.dequeueReusableCell(withIdentifier: \(name))"
      ]
    }
    // A collection view always dequeues for an index path (the scenario says which).
    let at = path(p ?? ListIndexPath(0, 0))
    return ["_ = collectionView.dequeueReusableCell(withReuseIdentifier: \(name), for: \(at))"]
  }

  /// `provider …`: what `Source`'s cell callback dequeues with from now on; what Swift cannot
  /// write (nil, init on a dequeued cell) or the test does not model is said in comments.
  mutating func cellProvider(_ p: CellProvision) -> [String] {
    guard !diffable else {
      return ["// not mapped: provider: the diffable data source's cell provider dequeues \"cell\""]
    }
    if p.dataSourceGone {
      dataSourceCleared = true
      return ["\(view).dataSource = nil"]
    }
    var lines: [String] = []
    if dataSourceCleared {
      dataSourceCleared = false
      lines.append("\(view).dataSource = source")
    }
    var id = "cell"
    switch p.source {
    case .identifier(let name)?: id = name
    case .registration?:
      lines.append("// not mapped: a CellRegistration: the data source dequeues \"cell\"")
    case nil: break
    }
    lines += [
      "source.cellIdentifier = \(SwiftEmitter.literal(id))",
      "source.dequeuesTwice = \(p.source != nil && p.dequeuesTwice)",
      "source.returnsNewCell = \(p.source != nil && p.returns == .new)",
    ]
    lines += Self.unmappedReturn(p.returns, "cells")
    if p.reinitializes {
      lines.append("// not mapped: reinit: Swift cannot call init on a cell it was given")
    }
    if p.leavesCheckmarks {
      lines.append("// not mapped: checkmarks: the test's cells show no accessory")
    }
    if p.appliesSnapshot {
      lines.append("// not mapped: applying: the test's data source applies no snapshot")
    }
    return lines
  }

  /// `provider header|footer …`: what `Source`'s supplementary callback dequeues for the kind.
  func supplementaryProvider(_ kind: ElementKind, _ p: SupplementaryProvision.Provider?)
    -> [String]
  {
    guard !diffable, collection else {
      return ["// not mapped: provider \(kind): the diffable data source's views are its own"]
    }
    let key = Self.kindCode(kind)
    guard let p else { return ["source.supplementaryProviders[\(key)] = nil"] }
    var lines: [String] = []
    var id = "supplementary"
    switch p.source {
    case .identifier(let name): id = name
    case .registration:
      lines.append(
        "// not mapped: a SupplementaryRegistration: the data source dequeues \"supplementary\"")
    }
    let dequeuedKind = p.dequeuedKind.map(Self.kindCode) ?? "nil"
    lines += [
      "source.supplementaryProviders[\(key)] =",
      "  Source.SupplementaryProvider(",
      "    identifier: \(SwiftEmitter.literal(id)), kind: \(dequeuedKind),",
      "    dequeuesTwice: \(p.dequeuesTwice), returnsNew: \(p.returns == .new))",
    ]
    return lines + Self.unmappedReturn(p.returns, "views")
  }

  /// What a provider returns that the test's data source cannot: a comment saying why.
  static func unmappedReturn(_ returns: CellProvision.Returned, _ what: String) -> [String] {
    switch returns {
    case .dequeued, .new: []
    case .nil: ["// not mapped: returning nil: a Swift data source cannot return nil"]
    case .queued: ["// not mapped: returning queued: the test keeps no \(what) to hand back"]
    }
  }
}
