import HeadlessUIKit

extension Trace {
  /// The trace line of `register cell`: UIKit's call.
  static func registration(
    _ id: String, _ registered: CellProvision.Registered, _ view: ViewNoun
  ) -> String {
    let cell = view == .table ? "UITableViewCell" : "UICollectionViewCell"
    let what =
      switch registered {
      case .cellClass: "\(cell).self"
      case .nib: "UINib(nibName: \"\(id)\", bundle: nil)"
      case .invalidNib: "UINib(nibName: \"\(id)\", bundle: nil) (a nib without exactly one cell)"
      }
    let label = view == .table ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
    return "register(\(what), \(label): \"\(id)\")"
  }

  /// The trace line of `provider`: what the data source's cell callback now does.
  static func provider(_ p: CellProvision, _ view: ViewNoun) -> String {
    let callback =
      view == .table ? "tableView(_:cellForRowAt:)" : "collectionView(_:cellForItemAt:)"
    if p.dataSourceGone {
      return
        "\(view == .table ? "tableView" : "collectionView").dataSource is nil: the object was deallocated (the view holds it weakly)"
    }
    guard let source = p.source else {
      return "\(callback): a cell for every request (dequeue not modelled)"
    }
    var parts: [String] = []
    switch source {
    case .identifier(let id):
      let call =
        view == .table
        ? "dequeueReusableCell(withIdentifier: \"\(id)\", for:)"
        : "dequeueReusableCell(withReuseIdentifier: \"\(id)\", for:)"
      parts.append(call)
    case .registration(let inside):
      parts.append(
        "dequeueConfiguredReusableCell(using:for:item:) with a registration made "
          + (inside ? "inside the provider at each request" : "up front"))
    }
    if p.dequeuesTwice { parts.append("twice") }
    if p.reinitializes { parts.append("then init again on the cell") }
    if p.appliesSnapshot { parts.append("then applies the data source's snapshot again") }
    if p.leavesCheckmarks {
      parts.append("leaves the checkmark didSelectRowAt put on the cell object")
    }
    switch p.returns {
    case .dequeued: parts.append("returns the cell dequeued")
    case .new: parts.append("returns another cell, made with init")
    case .nil: parts.append("returns nil")
    case .queued: parts.append("returns a cell it kept, if that one is in the reuse queue")
    }
    return "\(callback): " + parts.joined(separator: ", ")
  }
}

extension Trace {
  /// A kind as Swift spells it: UIKit's constant, or the kind's string.
  static func spelled(_ kind: ElementKind) -> String {
    switch kind {
    case .header: "UICollectionView.elementKindSectionHeader"
    case .footer: "UICollectionView.elementKindSectionFooter"
    default: "\"\(kind.rawValue)\""
    }
  }

  /// The trace line of `register header|footer|supplementary`: UIKit's call.
  static func registration(
    _ kind: ElementKind, _ id: String, _ registered: CellProvision.Registered
  ) -> String {
    let what =
      switch registered {
      case .cellClass: "UICollectionReusableView.self"
      case .nib: "UINib(nibName: \"\(id)\", bundle: nil)"
      case .invalidNib: "UINib(nibName: \"\(id)\", bundle: nil) (a nib without exactly one view)"
      }
    return
      "register(\(what), forSupplementaryViewOfKind: \(spelled(kind)), withReuseIdentifier: \"\(id)\")"
  }

  /// The trace line of `provider header|footer`: what the data source's supplementary callback
  /// now does.
  static func provider(_ kind: ElementKind, _ p: SupplementaryProvision.Provider?) -> String {
    let callback = "collectionView(_:viewForSupplementaryElementOfKind:at:) for \(kind)s"
    guard let p else { return "\(callback): not modelled" }
    let dequeued = p.dequeuedKind ?? kind
    var parts: [String] = []
    switch p.source {
    case .identifier(let id):
      parts.append(
        "dequeueReusableSupplementaryView(ofKind: \(spelled(dequeued)), withReuseIdentifier: \"\(id)\", for:)"
      )
    case .registration(let inside):
      parts.append(
        "dequeueConfiguredReusableSupplementary(using:for:) with a registration of kind \(spelled(dequeued)) made "
          + (inside ? "inside the provider at each request" : "up front"))
    }
    if p.dequeuesTwice { parts.append("twice") }
    switch p.returns {
    case .dequeued: parts.append("returns the view dequeued")
    case .new: parts.append("returns another view, made with init")
    case .nil: parts.append("returns nil")
    case .queued: parts.append("returns a view it kept, if that one is in the reuse queue")
    }
    return "\(callback): " + parts.joined(separator: ", ")
  }
}
