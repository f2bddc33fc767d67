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
    if p.leavesCheckmarks {
      parts.append("leaves the checkmark didSelectRowAt put on the cell object")
    }
    switch p.returns {
    case .dequeued: parts.append("returns the cell dequeued")
    case .new: parts.append("returns another cell, made with init")
    case .nil: parts.append("returns nil")
    }
    return "\(callback): " + parts.joined(separator: ", ")
  }
}
