import HeadlessUIKit
import ListDiff

/// What a SwiftUI List's coordinator did, for the trace.
enum SwiftUIEvent {
  /// `swiftui list`: the collection view is SwiftUI's.
  case list
  /// The turn's data change became an update: its changeset, and whether it was animated.
  case update(String, animated: Bool)
  /// The update waits for the running animation; `replacing` one that was waiting.
  case waits(replacing: Bool)
  /// An animated batch was performed: its animation runs.
  case animating
  /// `swiftui animation end`: whether an animation was running, and whether an update waited.
  case animationEnded(performs: Bool, running: Bool)
  /// The data holds this identity more than once: SwiftUI's log line.
  case duplicateID(String)

  /// The event's trace line.
  var line: String {
    switch self {
    case .list:
      "SwiftUI List: the collection view is SwiftUI's (SwiftUI.UpdateCoalescingCollectionView), its data source SwiftUI's coordinator (UICollectionViewListCoordinator); each turn's data change is diffed by identity into one batch"
    case .update(let changes, let animated):
      "SwiftUI update (\(animated ? "withAnimation" : "no animation")): changeset: \(changes)"
    case .waits(let replacing):
      replacing
        ? "it waits for the running animation, replacing the update that was waiting: that update's batch is never performed (our choice: the newest waiting update wins)"
        : "it waits for the running animation: performBatchUpdates runs when the animation ends (our choice)"
    case .animating:
      "the batch's animation runs: updates wait for it until 'swiftui animation end'"
    case .animationEnded(let performs, let running):
      !running
        ? "no animation is running"
        : performs
          ? "_updateAnimationDidStop:finished: performs the waiting update, against the data as it is now"
          : "the animation ended; no update was waiting"
    case .duplicateID(let id):
      "SwiftUI logs: ForEach<…>: the ID \(id) occurs multiple times within the collection, this will give undefined results!"
    }
  }

  /// The step `emit swift` records: the List itself, as a comment (its batches are recorded as
  /// the calls they are).
  var step: RecordedStep? {
    switch self {
    case .list:
      .unmapped(
        "swiftui list: a SwiftUI List; the test makes the batches its coordinator makes, on a UICollectionView"
      )
    case .update, .waits, .animating, .animationEnded, .duplicateID: nil
    }
  }
}
