import ListDiff

/// SwiftUI's `List` on iOS 16 and later, as the model reads it: the coordinator that turns each
/// change of the `ForEach` data into one batch of the collection view it hosts.
///
/// What is cited and what is ours (`docs/chapters/10-swiftui-lists.md` gives the sources):
///
/// - A List is a `UICollectionView` (`SwiftUI.UpdateCoalescingCollectionView`) with a
///   compositional list layout, whose data source is a `UICollectionViewListCoordinator`, and
///   SwiftUI calls `performBatchUpdates` from `_updateAnimationDidStop:finished:`: the stack
///   of janineanne/NextSeason's crash on iOS 26.5 (cited).
/// - The changes of one run-loop turn make one update, diffed by identity from the data the
///   previous update was computed to (our choice: SwiftUI updates its view graph once a turn).
/// - An update made while no animation runs is performed at once; an animated one leaves its
///   animation running until it ends (`animationEnded()`) (our choice).
/// - **An update made while an animation runs waits for it, and a later one replaces it**: only
///   the newest waiting update is performed when the animation ends, its batch computed from the
///   data the replaced one was computed to, while the data source answers the newest data (our
///   choice, from the class's name, NextSeason's counts — a section that gained a row with none
///   inserted — and meshtastic/Meshtastic-Apple#2368's "attempt to delete item N from section 0
///   which only contains N items" when a state "flips again mid batch update").
///
/// The coordinator holds no data of its own beyond what it diffed to: the collection view's
/// data source is the app's data as it is when UIKit asks.
public struct ListCoordinator<Item: TableItem>: Sendable {
  /// The data the latest update was computed to: where the next diff starts.
  @inlinable public var diffedTo: [SectionSnapshot<Item>] { _diffedTo }
  /// The update waiting for the running animation to end, if one is.
  @inlinable public var waiting: ListUpdate? { _waiting }
  /// Whether a batch's animation is running.
  @inlinable public var isAnimating: Bool { _isAnimating }
  /// How many waiting updates a newer one replaced since the list was made.
  @inlinable public var replacedUpdates: Int { _replacedUpdates }

  @usableFromInline var _diffedTo: [SectionSnapshot<Item>]
  @usableFromInline var _waiting: ListUpdate?
  @usableFromInline var _isAnimating = false
  @usableFromInline var _replacedUpdates = 0

  /// A list showing `sections`, as it first lays out.
  ///
  /// - Complexity: O(1).
  @inlinable public init(showing sections: [SectionSnapshot<Item>]) {
    _diffedTo = sections
  }

  /// What SwiftUI does with the data of one turn: nothing (no change), a batch performed now,
  /// or an update left waiting for the running animation.
  ///
  /// - Complexity: as `Differ.diff(sections:to:)` on the old and new data, and O(n) to plan its
  ///   one batch.
  @inlinable public mutating func update(
    to sections: [SectionSnapshot<Item>], animated: Bool
  ) -> ListUpdateStep {
    let (changes, batches) = Planner.plan(from: diffedTo, to: sections, using: .single)
    _diffedTo = sections
    guard !changes.isEmpty else { return .unchanged }
    let update = ListUpdate(
      changes: changes, calls: batches.first?.calls ?? [], animated: animated)
    defer { checkInvariants() }
    if isAnimating {
      let replaced = waiting != nil
      if replaced { _replacedUpdates += 1 }
      _waiting = update
      return .waits(update, replacing: replaced)
    }
    _isAnimating = animated
    return .performs(update)
  }

  /// The running animation ends (`_updateAnimationDidStop:finished:`): the waiting update, if
  /// any, to perform now; an animated one starts the next animation.
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func animationEnded() -> ListUpdate? {
    defer { checkInvariants() }
    guard let next = waiting else {
      _isAnimating = false
      return nil
    }
    _waiting = nil
    _isAnimating = next.animated
    return next
  }

  /// Checks that an update waits only while an animation runs (debug builds).
  @inlinable func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      precondition(_waiting == nil || isAnimating, "ListCoordinator: an update waits for nothing")
    #endif
  }
}

/// One update of a SwiftUI List: the changeset of the data and the batch's calls.
public struct ListUpdate: Equatable, Sendable {
  /// What changed, by identity.
  public var changes: SectionedChangeset
  /// The calls inside the batch's `performBatchUpdates`.
  public var calls: [UpdateCall]
  /// Whether the change was made with an animation (`withAnimation`).
  public var animated: Bool

  /// An update of these changes and calls.
  @inlinable public init(changes: SectionedChangeset, calls: [UpdateCall], animated: Bool) {
    self.changes = changes
    self.calls = calls
    self.animated = animated
  }
}

/// What became of one turn's data on a SwiftUI List.
public enum ListUpdateStep: Equatable, Sendable {
  /// The data is what the last update was computed to: no batch.
  case unchanged
  /// The batch is performed now.
  case performs(ListUpdate)
  /// The update waits for the running animation; `replacing` when it replaces one that was
  /// already waiting.
  case waits(ListUpdate, replacing: Bool)
}
