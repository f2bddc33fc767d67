#if PEERS
  import DifferenceKit
  import Differ  // tonyarnold's package; the engine here is `ListDiff.Differ`
  import ListDiff

  /// An identity as DifferenceKit wants it (`Differentiable`), with the layout, hash and `==`
  /// of the value it wraps; the peers are given these, made before any timing.
  struct Peer<Value: Hashable>: Hashable, Differentiable {
    var value: Value
  }

  /// Our engine against DifferenceKit 1.3.0 and Differ 1.4.5, on the same values in one process.
  ///
  /// Each is timed as ours is. Built only by `scripts/bench --peers`, which checks the two out.
  ///
  /// Every side produces the same information: deletes, inserts and moves (DifferenceKit's staged
  /// changesets, Differ's `extendedDiff`, our changeset).
  enum PeerWorkloads {
    static let differenceKit = "DifferenceKit 1.3.0"
    static let differ = "Differ 1.4.5"

    static func differenceKitMoves<T: Hashable>(_ old: [T], _ new: [T]) -> Int {
      StagedChangeset(source: old.map(Peer.init), target: new.map(Peer.init)).reduce(0) {
        $0 + $1.elementMoved.count
      }
    }

    static func ours<T: Hashable>(_ old: [T], _ new: [T]) -> Int {
      ListDiff.Differ.diff(from: old, to: new, identity: { $0 }, contentEquals: ==).moves.count
    }

    /// Small lists (10, 100 and 1,000 items, 1% each of deletes, inserts and moves) on every kind
    /// of identity: ours against each peer, in batches taking turns (the standard library's row is
    /// `SmallListWorkloads`').
    static func smallLists() -> [Result] {
      var results: [Result] = []
      for n in [10, 100, 1_000] {
        let (a, b) = SmallListWorkloads.change(n, seed: UInt64(n))
        let calls = max(20, 200_000 / n)
        for kind in SmallListWorkloads.Kind.allCases {
          let times: [Double]
          if kind == .integers {
            times = race(a, b, calls: calls)
          } else {
            let spelt = { (k: Int) in SmallListWorkloads.spelt(k, kind) }
            times = race(a.map(spelt), b.map(spelt), calls: calls)
          }
          for (peer, time) in [(differenceKit, times[1]), (differ, times[2])] {
            results.append(
              Result(
                workload:
                  "diff: \(n) items, 1% each of deletes, inserts, moves, \(kind.name) / \(peer)",
                figure: times[0], reference: time, unit: "µs", ratio: times[0] / time,
                bar: "<= 1x", met: times[0] <= time))
          }
        }
      }
      return results
    }

    static func race<T: Hashable>(_ old: [T], _ new: [T], calls: Int) -> [Double] {
      let (peerOld, peerNew) = (old.map(Peer.init), new.map(Peer.init))
      return fastestBatches(
        calls: calls,
        [
          { ours(old, new) },
          { StagedChangeset(source: peerOld, target: peerNew).count },
          { peerOld.extendedDiff(peerNew).elements.count },
        ])
    }

    /// Large lists against DifferenceKit (Differ's O((N + M)·D) search is left out above 10,000
    /// items): every shape of `IdentityWorkloads`, on scrambled integers and UUID strings, the
    /// fastest of `runs` each, taking turns; and at 100,000 the moves each reports (ours are the
    /// fewest possible, so fewer than DifferenceKit's or as many).
    static func largeLists(n: Int, runs: Int) -> [Result] {
      var results: [Result] = []
      for shape in IdentityWorkloads.cases(n) {
        let ints = (
          shape.old.map(IdentityWorkloads.scrambled), shape.new.map(IdentityWorkloads.scrambled)
        )
        let uuids = (shape.old.map(IdentityWorkloads.uuid), shape.new.map(IdentityWorkloads.uuid))
        for (kind, times) in [
          ("scrambled integers", time(ints.0, ints.1, runs: runs)),
          ("UUID strings", time(uuids.0, uuids.1, runs: runs)),
        ] {
          results.append(
            Result(
              workload: "diff: \(shape.name), n = \(n), \(kind) / \(differenceKit)",
              figure: times.ours, reference: times.peer, unit: "ms",
              ratio: times.ours / times.peer, bar: "<= 1x", met: times.ours <= times.peer))
        }
        if n == 100_000 {
          let mine = ours(ints.0, ints.1)
          let theirs = differenceKitMoves(ints.0, ints.1)
          results.append(
            Result(
              workload: "diff: \(shape.name), n = \(n), moves / \(differenceKit)'s",
              figure: Double(mine), reference: Double(theirs), unit: "moves",
              ratio: theirs == 0 ? (mine == 0 ? 1 : .infinity) : Double(mine) / Double(theirs),
              bar: "<= 1x", met: mine <= theirs))
        }
      }
      return results
    }

    /// Ours against DifferenceKit, the fastest of `runs` runs each, taking turns, in ms.
    static func time<T: Hashable>(_ old: [T], _ new: [T], runs: Int) -> (
      ours: Double, peer: Double
    ) {
      let (peerOld, peerNew) = (old.map(Peer.init), new.map(Peer.init))
      let times = fastestBatches(
        calls: 1, rounds: max(1, runs),
        [{ ours(old, new) }, { StagedChangeset(source: peerOld, target: peerNew).count }])
      return (times[0] / 1000, times[1] / 1000)
    }

    /// DifferenceKit's README case at 10,000 items against Differ, the fastest of three each.
    static func readmeAgainstDiffer() -> Result {
      let (old, new) = DiffWorkloads.readmeCase(10_000)
      let (peerOld, peerNew) = (old.map(Peer.init), new.map(Peer.init))
      let times = fastestBatches(
        calls: 1, rounds: 3, [{ ours(old, new) }, { peerOld.extendedDiff(peerNew).elements.count }])
      let (mine, peer) = (times[0] / 1000, times[1] / 1000)
      return Result(
        workload: "diff: README case n = 10000 / \(differ)", figure: mine, reference: peer,
        unit: "ms", ratio: mine / peer, bar: "<= 1x", met: mine <= peer)
    }

    static func rows(quick: Bool) -> [Result] {
      smallLists() + [readmeAgainstDiffer()] + largeLists(n: 100_000, runs: quick ? 1 : 3)
        + (quick ? [] : largeLists(n: 1_000_000, runs: 1))
    }
  }
#endif
