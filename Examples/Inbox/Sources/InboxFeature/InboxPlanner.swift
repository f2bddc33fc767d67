import Foundation

/// The changes from one list of messages to the next, as a table's batch takes them.
///
/// Deletes and reloads are indexes of the old list, inserts of the new list, moves one of each:
/// the spaces UIKit reads a batch in.
public struct InboxBatch: Equatable, Sendable {
  public var deletes: [Int] = []
  public var inserts: [Int] = []
  public var reloads: [Int] = []
  public var moves: [Move] = []

  public struct Move: Equatable, Sendable {
    public var from: Int
    public var to: Int
  }

  public init() {}

  public var isEmpty: Bool {
    deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty
  }
}

/// What turns two lists of messages into a batch.
public protocol InboxPlanning: Sendable {
  func plan(from old: [Message], to new: [Message]) -> InboxBatch
}

/// The inbox's planner.
///
/// Messages are matched by id. Messages that changed places move (the fewest moves: those
/// outside the longest run that kept its order). A message whose content changed is reloaded
/// where it was when nothing else changes; in a batch that also deletes, inserts or moves, it is
/// deleted and inserted instead. UIKit reads a reload as a delete of the old row and an insert
/// at the place it computes for it, which is not the message's place when other rows move
/// around it: the reload then lands on another row (a stale cell) or collides with a move (an
/// exception). ListScript's headless tests found both in this planner's first version.
public struct InboxPlanner: InboxPlanning {
  public init() {}

  public func plan(from old: [Message], to new: [Message]) -> InboxBatch {
    var batch = InboxBatch()
    var oldIndex: [String: Int] = [:]
    for (i, message) in old.enumerated() { oldIndex[message.id] = i }
    let newIDs = Set(new.map(\.id))
    batch.deletes = old.indices.filter { !newIDs.contains(old[$0].id) }
    // The kept messages in their new order, by where they were.
    var kept: [(old: Int, new: Int)] = []
    for (j, message) in new.enumerated() {
      if let i = oldIndex[message.id] { kept.append((i, j)) } else { batch.inserts.append(j) }
    }
    let staying = Set(Self.longestIncreasingRun(kept.map(\.old)).map { kept[$0].old })
    var changed: [(old: Int, new: Int)] = []
    for (i, j) in kept {
      if old[i] != new[j] {
        changed.append((i, j))
      } else if !staying.contains(i) {
        batch.moves.append(InboxBatch.Move(from: i, to: j))
      }
    }
    if batch.isEmpty {
      batch.reloads = changed.map(\.old)
    } else {
      batch.deletes += changed.map(\.old)
      batch.inserts += changed.map(\.new)
    }
    batch.deletes.sort()
    batch.inserts.sort()
    return batch
  }

  /// The positions in `values` of a longest strictly increasing subsequence.
  ///
  /// - Complexity: O(n log n).
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // positions in `values`
    var previous = [Int](repeating: -1, count: values.count)
    for (k, v) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[k] = tails[low - 1] }
      if low == tails.count { tails.append(k) } else { tails[low] = k }
    }
    var run: [Int] = []
    var k = tails.last ?? -1
    while k >= 0 {
      run.append(k)
      k = previous[k]
    }
    return run.reversed()
  }
}
