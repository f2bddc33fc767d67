import Synchronization
import TestSupport
import Testing

@testable import ListDiff

/// Items that ask for their memory ahead of the changeset (`DiffPrefetching`): the hints
/// change no result, are asked for linked old items read out of order, and not for old items
/// read in turn.
@Suite(.serialized) struct PrefetchTests {
  /// A record-like item whose hint notes the position it was asked for.
  ///
  /// An old row knows its position in the old list, a new row holds -1. The position takes no
  /// part in `==`.
  struct Row: DiffPrefetching, Equatable {
    var id: Int
    var text: Int
    var position = -1

    static let asked = Mutex<[Int]>([])

    static func prefetchStorage(at item: UnsafeRawPointer) {
      let position = item.assumingMemoryBound(to: Row.self).pointee.position
      asked.withLock { $0.append(position) }
    }

    static func == (a: Row, b: Row) -> Bool { a.id == b.id && a.text == b.text }

    /// The positions asked for since the last call.
    static func takeAsked() -> [Int] {
      asked.withLock { asked in
        defer { asked = [] }
        return asked
      }
    }
  }

  /// `count` rows, every tenth repeating its neighbour's identity, with a text of 0 or 1.
  static func rows(_ count: Int, _ random: inout TestRandom) -> [Row] {
    (0..<count).map { Row(id: $0 % 10 == 9 ? $0 - 1 : $0, text: Int(random.next() % 2)) }
  }

  /// The suite runs serially, so that the positions each case reads are its own.
  @Test(arguments: [1, 2, 3] as [UInt64]) func hintsChangeNothingAndSkipItemsReadInTurn(
    seed: UInt64
  ) {
    print("PrefetchTests seed \(seed)")
    var random = TestRandom(seed: seed)
    let count = Links.prefetchFrom / 2 + 1_000  // both sides together pass the threshold
    var old = Self.rows(count, &random)
    for k in old.indices { old[k].position = k }
    var shuffled = Self.rows(count, &random)
    for k in shuffled.indices.reversed() {
      shuffled.swapAt(k, Int(random.next() % UInt64(k + 1)))
    }
    let inOrder = old.map {
      Row(id: $0.id, text: $0.text ^ (random.next() % 5 == 0 ? 1 : 0))
    }
    _ = Row.takeAsked()
    for (name, new) in [("shuffled", shuffled), ("in order", inOrder)] {
      let hinted = Differ.diff(
        from: old, to: new, identity: \.id, contentEqualsImplyingIdentity: ==)
      let asked = Row.takeAsked()
      let plain = Differ.diff(from: old, to: new, identity: \.id, contentEquals: ==)
      #expect(hinted == plain, "seed \(seed), \(name)")
      let linked = Set(Differ.links(from: old, to: new, identity: \.id).compactMap { $0 })
      if name == "in order" {
        #expect(asked.isEmpty, "old items read in turn need no hint")
      } else {
        // Only old items, only linked ones, and nearly every one of them (a shuffled list
        // puts few linked items beside the one linked before).
        #expect(asked.allSatisfy(linked.contains), "seed \(seed): a hint for an item not linked")
        #expect(Set(asked).count > linked.count * 9 / 10, "seed \(seed): \(asked.count) hints")
      }
    }
  }

  /// Below the threshold nothing is asked for.
  @Test func smallListsAskForNothing() {
    var random = TestRandom(seed: 9)
    var old = Self.rows(1_000, &random)
    for k in old.indices { old[k].position = k }
    let new = old.shuffled(using: &random)
    _ = Row.takeAsked()
    _ = Differ.diff(from: old, to: new, identity: \.id, contentEqualsImplyingIdentity: ==)
    #expect(Row.takeAsked().isEmpty)
  }
}
