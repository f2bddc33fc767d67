import Synchronization
import TestSupport
import Testing

@testable import ListDiff

/// Items that ask for their memory ahead of the changeset (`DiffPrefetching`): the hints
/// change no result, are asked for old items read out of order, and not for old items read in
/// turn.
@Suite(.serialized) struct PrefetchTests {
  /// A record-like item whose hint counts the items it was asked for.
  struct Row: DiffPrefetching, Equatable {
    var id: Int
    var text: Int

    static let asked = Mutex(0)

    static func prefetchStorage(at item: UnsafeRawPointer) {
      let row = item.assumingMemoryBound(to: Row.self).pointee
      precondition(row.id >= 0, "the hint was given an address that holds no row")
      asked.withLock { $0 += 1 }
    }
  }

  /// `count` rows, every tenth repeating its neighbour's identity, with a text of 0 or 1.
  static func rows(_ count: Int, _ random: inout TestRandom) -> [Row] {
    (0..<count).map { Row(id: $0 % 10 == 9 ? $0 - 1 : $0, text: Int(random.next() % 2)) }
  }

  /// The suite runs serially, so that the count each case reads is its own.
  @Test(arguments: [1, 2, 3] as [UInt64]) func hintsChangeNothingAndSkipItemsReadInTurn(
    seed: UInt64
  ) {
    print("PrefetchTests seed \(seed)")
    var random = TestRandom(seed: seed)
    let count = Links.prefetchFrom / 2 + 1_000  // both sides together pass the threshold
    let old = Self.rows(count, &random)
    var shuffled = Self.rows(count, &random)
    for k in shuffled.indices.reversed() {
      shuffled.swapAt(k, Int(random.next() % UInt64(k + 1)))
    }
    let inOrder = old.map { Row(id: $0.id, text: $0.text ^ Int(random.next() % 5 == 0 ? 1 : 0)) }
    Row.asked.withLock { $0 = 0 }
    for new in [shuffled, inOrder] {
      let hinted = Differ.diff(
        from: old, to: new, identity: \.id, contentEqualsImplyingIdentity: ==)
      let plain = Differ.diff(from: old, to: new, identity: \.id, contentEquals: ==)
      #expect(hinted == plain, "seed \(seed)")
      let asked = Row.asked.withLock { value in
        defer { value = 0 }
        return value
      }
      if new == inOrder {
        #expect(asked == 0, "old items read in turn need no hint")
      } else {
        // Nearly every linked item of a shuffled list lies away from the one before it.
        #expect(asked > count * 9 / 10, "seed \(seed): \(asked) hints for \(count) items")
      }
    }
  }

  /// Below the threshold nothing is asked for.
  @Test func smallListsAskForNothing() {
    var random = TestRandom(seed: 9)
    let old = Self.rows(1_000, &random)
    let new = old.reversed().shuffled(using: &random)
    Row.asked.withLock { $0 = 0 }
    _ = Differ.diff(from: old, to: Array(new), identity: \.id, contentEqualsImplyingIdentity: ==)
    #expect(Row.asked.withLock { $0 } == 0)
  }
}
