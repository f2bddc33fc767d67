import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// SwiftUI's List coordinator: when an update is performed, when it waits, which one the end of
/// an animation performs, and from what each batch is computed.
@Suite struct ListCoordinatorTests {
  static func sections(_ rows: [Row]...) -> [SectionSnapshot<Row>] {
    rows.map { SectionSnapshot(items: $0) }
  }

  @Test func anUpdateWithNoAnimationRunningIsPerformedAtOnce() {
    var c = ListCoordinator(showing: Self.sections([1, 2]))
    let step = c.update(to: Self.sections([1, 2, 3]), animated: false)
    guard case .performs(let update) = step else {
      Issue.record("the update is performed: \(step)")
      return
    }
    #expect(update.changes.description == "insert 0:2")
    #expect(update.calls == [.insertRows([.init(0, 2)])])
    #expect(!update.animated)
    #expect(!c.isAnimating)
    #expect(c.update(to: Self.sections([1, 2, 3]), animated: true) == .unchanged)
    #expect(!c.isAnimating)
  }

  @Test func whileAnAnimationRunsTheNewestUpdateWaitsAndReplacesTheOneWaiting() {
    var c = ListCoordinator(showing: Self.sections([1], [2]))
    guard case .performs = c.update(to: Self.sections([], [2]), animated: true) else {
      Issue.record("the first update is performed")
      return
    }
    #expect(c.isAnimating)
    let first = c.update(to: Self.sections([5], [2]), animated: false)
    #expect(first.waitsReplacing == false)
    let second = c.update(to: Self.sections([5], [2, 6]), animated: false)
    #expect(second.waitsReplacing == true)
    #expect(c.replacedUpdates == 1)
    // The waiting batch is the second's: computed from where the first went.
    #expect(c.waiting?.calls == [.insertRows([.init(1, 1)])])
    #expect(c.animationEnded()?.calls == [.insertRows([.init(1, 1)])])
    #expect(!c.isAnimating)
    #expect(c.animationEnded() == nil)
  }

  @Test func anAnimatedWaitingUpdateStartsTheNextAnimation() {
    var c = ListCoordinator(showing: Self.sections([1]))
    _ = c.update(to: Self.sections([1, 2]), animated: true)
    _ = c.update(to: Self.sections([1, 2, 3]), animated: true)
    #expect(c.animationEnded()?.animated == true)
    #expect(c.isAnimating)
    #expect(c.animationEnded() == nil)
    #expect(!c.isAnimating)
  }

  #if LISTSCRIPT_CHECKS
    @Test func anUpdateWaitingWithNoAnimationFailsItsCheck() async {
      await #expect(processExitsWith: .failure) {
        var c = ListCoordinator(showing: Self.sections([1]))
        c._waiting = ListUpdate(changes: SectionedChangeset(), calls: [], animated: false)
        c.checkInvariants()
      }
    }
  #endif
}

extension ListUpdateStep {
  var changes: SectionedChangeset? {
    switch self {
    case .unchanged: nil
    case .performs(let u), .waits(let u, _): u.changes
    }
  }

  var waitsReplacing: Bool? {
    guard case .waits(_, let replacing) = self else { return nil }
    return replacing
  }
}
