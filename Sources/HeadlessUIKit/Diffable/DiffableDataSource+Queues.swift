/// The queue an `apply` is issued on.
public enum ApplyQueue: String, CaseIterable, Equatable, Sendable {
  /// The main queue: the apply runs before the call returns.
  case main
  /// A background queue: the apply is outstanding until its update reaches the view, which the
  /// model takes to be the end of the run-loop turn **(our choice)**.
  case background
}

extension DiffableDataSource {
  /// The log UIKit writes when snapshots come from more than one queue (`UIDiffing`,
  /// `_onApplyQueue_reloadFromSnapshot:completion:`; mastodon-ios#860 quotes it on iOS 16.2).
  public static var mixedQueuesWarning: String {
    "Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=<…>"
  }

  /// Checks an apply about to be issued on `queue`, and counts it.
  ///
  /// UIKit asserts when an apply on the main queue meets another still outstanding: one off
  /// the main queue not yet committed, or one in flight underneath it (applied from its
  /// completion, which runs before a reloading apply returns). Returns the warning UIKit logs
  /// when the queue differs from the one before.
  ///
  /// `-[__UIDiffableDataSource _performOnApplyQueue:]` (decompiled iOS 18.2 and 26.1) asserts
  /// when `pthread_main_np() == 1 && outstandingApplyCount >= 1`; an ownCloud comment says an
  /// update requested during an update raised it "even though the updates have been performed
  /// from the same (main) queue always". Raised on every profile with diffable data sources
  /// **(inferred**: no report dates the check before iOS 14**)**.
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func willApply(on queue: ApplyQueue, platform: Platform)
    throws(TableError) -> String?
  {
    if queue == .main, _inFlight > 0 || _outstanding > 0 {
      throw .snapshot(.deadlockDetected, platform)
    }
    let warning = _lastQueue.map { $0 != queue } == true ? Self.mixedQueuesWarning : nil
    _lastQueue = queue
    if queue == .background { _outstanding += 1 }
    return warning
  }

  /// The applies issued off the main queue that have not reached the view yet.
  @inlinable public var outstandingApplies: Int { _outstanding }

  /// The end of a run-loop turn: every apply issued off the main queue has reached the view.
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func endTurn() { _outstanding = 0 }

  /// Marks an apply in flight while its completion runs before it returns (a reloading apply).
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func setInFlight(_ on: Bool) { _inFlight += on ? 1 : -1 }
}
