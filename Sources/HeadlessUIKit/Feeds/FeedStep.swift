import ListDiff

/// What an app's change handler does to its view, one step at a time: the calls a change feed
/// (a fetched-results controller, a photo library) becomes.
public enum FeedStep: Equatable, Sendable {
  /// `beginUpdates()`, or the start of `performBatchUpdates(_:)`.
  case beginUpdates
  /// `endUpdates()`, or the end of `performBatchUpdates(_:)`.
  case endUpdates
  /// One update call.
  case call(UpdateCall)
  /// `reloadData()`.
  case reloadData
  /// `layoutIfNeeded()`, or anything else that makes the view read its data source now (a
  /// count asked of the view, a cell asked for): the view reads the counts it is given.
  case layoutIfNeeded
}

/// One thing a change feed tells the app, and the steps the app's handler takes for it.
public struct FeedDelivery: Equatable, Sendable {
  /// What the feed tells the app.
  public var event: FeedEvent
  /// What the app's handler does with it, in order.
  public var steps: [FeedStep]

  /// A delivery of `event`, handled by `steps`.
  @inlinable public init(_ event: FeedEvent, _ steps: [FeedStep]) {
    self.event = event
    self.steps = steps
  }
}

/// What a change feed tells the app.
public enum FeedEvent: Equatable, Sendable {
  /// `controllerWillChangeContent(_:)`.
  case willChangeContent
  /// One `controller(_:didChange:…)` report.
  case change(FetchedResultsChange)
  /// `controllerDidChangeContent(_:)`.
  case didChangeContent
  /// `controller(_:didChangeContentWith:)`, handing over a snapshot: see
  /// ``FetchedResultsSnapshot``.
  case didChangeContentWithSnapshot
  /// `photoLibraryDidChange(_:)` with its change details for the app's fetch result.
  case photoLibraryDidChange(PhotoChangeDetails)
  /// The part of the change details a step of the handler uses.
  case photoPart(PhotoChangeDetails.Part)
}

extension FeedEvent: CustomStringConvertible {
  /// The event as the trace shows it.
  @inlinable public var description: String {
    switch self {
    case .willChangeContent: "controllerWillChangeContent"
    case .change(let c): c.description
    case .didChangeContent: "controllerDidChangeContent"
    case .didChangeContentWithSnapshot: "controller(_:didChangeContentWith:)"
    case .photoLibraryDidChange(let d): "photoLibraryDidChange: \(d)"
    case .photoPart(let p): p.description
    }
  }
}

extension FeedDelivery {
  /// The delivery with its calls' sections moved by `offset`: what a delegate does when its
  /// controller feeds the sections after another controller's (the controller's own index
  /// paths count its sections from 0).
  ///
  /// - Complexity: O(p) for the p index paths and sections its calls name.
  @inlinable public func offsettingSections(by offset: Int) -> FeedDelivery {
    guard offset != 0 else { return self }
    func path(_ p: ListIndexPath) -> ListIndexPath { ListIndexPath(p.section + offset, p.row) }
    return FeedDelivery(
      event,
      steps.map { step in
        guard case .call(let call) = step else { return step }
        switch call {
        case .insertRows(let ps): return .call(.insertRows(ps.map(path)))
        case .deleteRows(let ps): return .call(.deleteRows(ps.map(path)))
        case .reloadRows(let ps): return .call(.reloadRows(ps.map(path)))
        case .reconfigureRows(let ps): return .call(.reconfigureRows(ps.map(path)))
        case .moveRow(let a, let b): return .call(.moveRow(path(a), path(b)))
        case .insertSections(let s): return .call(.insertSections(s.map { $0 + offset }))
        case .deleteSections(let s): return .call(.deleteSections(s.map { $0 + offset }))
        case .reloadSections(let s): return .call(.reloadSections(s.map { $0 + offset }))
        case .moveSection(let a, let b): return .call(.moveSection(a + offset, b + offset))
        }
      })
  }
}
