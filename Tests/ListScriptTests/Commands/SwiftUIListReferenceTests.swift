import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// `swiftui list` against an independent reference: a List of two sections whose rows are
/// inserted and removed one at a time, with and without animation, swiped away and dragged,
/// animations ended, and the List made again by a new `.id(…)`.
///
/// The reference knows nothing of diffs or of the coordinator. It keeps the app's data, the
/// counts the collection view holds, the data the last update was computed to, and the base and
/// target of the update waiting (the newest replaces it). A batch computed from base B to target
/// T and performed while the view holds counts A and the data has counts N raises UIKit's
/// exception exactly when, in some section, A + T − B differs from N, and otherwise leaves the
/// view with the data's counts. A change published off the main thread changes the data and
/// makes no update: N then differs from T. Every sequence of 4 steps is run, then seeded random ones of 16.
///
/// Over a range (`ForEach(0..<items.count)`), the reference keeps each section's first count:
/// the view holds those counts whatever the data does, a turn that leaves a section shorter
/// than its first count traps (every row is on screen), each turn logs once per section whose
/// count is not its first, and a new `.id(…)` takes the data's counts as the first ones.
@Suite struct SwiftUIListReferenceTests {
  /// The List as the reference reads it.
  struct Reference {
    var data: [[Int]] = [[1], [2]]
    var view = [1, 1]
    var diffed: [[Int]] = [[1], [2]]
    var waiting: (base: [[Int]], target: [[Int]], animated: Bool)?
    var animating = false
    var next = 3

    /// A batch from `base` to `target`, performed on the view with the data as it is: whether
    /// it raises.
    ///
    /// UIKit checks each section: the count the view holds, plus what the batch
    /// adds (the target's count less the base's), must be the data's count. The data differs
    /// from the target only after a change published off the main thread.
    mutating func perform(from base: [[Int]], to target: [[Int]], animated: Bool) -> Bool {
      for s in view.indices where view[s] + target[s].count - base[s].count != data[s].count {
        return true
      }
      view = data.map(\.count)
      animating = animated
      return false
    }

    /// Whether the rows are identified by index, each reading `items[i]`.
    var byIndex = false
    /// Each section's first count, when the rows run over a range read once.
    var ranges: [Int]?
    /// How many times SwiftUI logged a count that is not its range's first.
    var logs = 0
    /// Whether the raise was Swift's trap in a row, not UIKit's exception.
    var trapped = false

    /// The end of a turn whose data changed: whether it raises.
    mutating func endTurn(animated: Bool) -> Bool {
      if let ranges {
        // The view keeps the first counts: no batch changes them, so none can raise.
        logs += zip(ranges, data).filter { $0 != $1.count }.count
        if zip(ranges, data).contains(where: { $0 > $1.count }) { trapped = true }
        return trapped
      }
      // By index, a row the view shows (all of them: the lists stay short) whose index its
      // section lost is read again: Swift traps.
      if byIndex, zip(view, data).contains(where: { $0 > $1.count }) {
        trapped = true
        return true
      }
      guard data != diffed else { return false }
      let base = diffed
      diffed = data
      guard !animating else {
        waiting = (base, data, animated)
        return false
      }
      return perform(from: base, to: data, animated: animated)
    }

    /// A new `.id(…)`: a new view reads the data at its first layout, and the List starts
    /// afresh from it: nothing waits, nothing animates.
    mutating func rebuild() {
      view = data.map(\.count)
      if ranges != nil { ranges = view }
      diffed = data
      waiting = nil
      animating = false
    }

    /// `swiftui animation end`: whether it raises.
    mutating func animationEnd() -> Bool {
      guard animating else { return false }
      guard let w = waiting else {
        animating = false
        return false
      }
      waiting = nil
      return perform(from: w.base, to: w.target, animated: w.animated)
    }
  }

  /// One step: an insert at the top of a section or a removal of its first row, animated or
  /// not, or the end of the running animation.
  enum Step: CaseIterable {
    case insert0, insert1, remove0, remove1, animatedInsert0, animatedInsert1
    case animatedRemove0, animatedRemove1, end
    /// An insert into each section in one turn: one update.
    case bothInOneTurn
    /// An insert and its removal in one turn: no change, no update.
    case nothingInOneTurn
    /// `swiftui ondelete 0`: the user swipes section 0's first row away (animated).
    case swipe0
    /// `swiftui onmove 0 to N section 1`: the user drags section 1's first row to its end
    /// (animated; with fewer than two rows it stays).
    case drag1
    /// `swiftui id K`: a new identity.
    case rebuild
    /// `swiftui background { … }`: an insert into section 0, or a removal from section 1,
    /// published off the main thread: the data changes, and no update follows (our choice).
    case backgroundInsert0, backgroundRemove1
    /// `swiftui duringupdate { … }`: an insert into section 0 written during a view update,
    /// which the turn's update reads as any change (our choice).
    case duringUpdateInsert0

    /// The statement, and what it does to the reference: whether it raises.
    func apply(_ r: inout Reference) -> (String, Bool) {
      switch self {
      case .end: return ("swiftui animation end", r.animationEnd())
      case .duringUpdateInsert0:
        let n = r.next
        r.next += 1
        r.data[0].insert(n, at: 0)
        return (
          "swiftui duringupdate { data insert \(n) at 0:0 }", r.endTurn(animated: false)
        )
      case .backgroundInsert0:
        let n = r.next
        r.next += 1
        r.data[0].insert(n, at: 0)
        return ("swiftui background { data insert \(n) at 0:0 }", false)
      case .backgroundRemove1:
        guard !r.data[1].isEmpty else { return ("print \"nothing to remove\"", false) }
        r.data[1].removeFirst()
        return ("swiftui background { data remove at 1:0 }", false)
      case .rebuild:
        let k = r.next
        r.next += 1
        r.rebuild()
        return ("swiftui id \(k)", false)
      case .swipe0:
        guard !r.data[0].isEmpty else { return ("print \"nothing to swipe\"", false) }
        r.data[0].removeFirst()
        return ("swiftui ondelete 0", r.endTurn(animated: true))
      case .drag1:
        guard !r.data[1].isEmpty else { return ("print \"nothing to drag\"", false) }
        let end = r.data[1].count
        r.data[1] = Self.moved(r.data[1], [0], to: end)
        return ("swiftui onmove 0 to \(end) section 1", r.endTurn(animated: true))
      case .bothInOneTurn:
        let (a, b) = (r.next, r.next + 1)
        r.next += 2
        r.data[0].insert(a, at: 0)
        r.data[1].insert(b, at: 0)
        return (
          "turn { data insert \(a) at 0:0; data insert \(b) at 1:0 }", r.endTurn(animated: false)
        )
      case .nothingInOneTurn:
        let n = r.next
        r.next += 1
        return ("turn { data insert \(n) at 0:0; data remove at 0:0 }", r.endTurn(animated: false))
      case .insert0, .insert1, .animatedInsert0, .animatedInsert1:
        let s = self == .insert0 || self == .animatedInsert0 ? 0 : 1
        let n = r.next
        r.next += 1
        r.data[s].insert(n, at: 0)
        return wrap("data insert \(n) at \(s):0", r.endTurn(animated: animated))
      case .remove0, .remove1, .animatedRemove0, .animatedRemove1:
        let s = self == .remove0 || self == .animatedRemove0 ? 0 : 1
        guard !r.data[s].isEmpty else { return ("print \"nothing to remove\"", false) }
        r.data[s].removeFirst()
        return wrap("data remove at \(s):0", r.endTurn(animated: animated))
      }
    }

    /// `move(fromOffsets:toOffset:)` as Apple's documentation words it: "of the elements that
    /// are not represented by the offsets in source, those before destination are moved toward
    /// the beginning …, while those at or after destination are moved toward the end", the
    /// moved ones in their order between them.
    static func moved(_ rows: [Int], _ offsets: Set<Int>, to destination: Int) -> [Int] {
      let indices = rows.indices
      let before = indices.filter { !offsets.contains($0) && $0 < destination }.map { rows[$0] }
      let after = indices.filter { !offsets.contains($0) && $0 >= destination }.map { rows[$0] }
      return before + indices.filter(offsets.contains).map { rows[$0] } + after
    }

    var animated: Bool {
      switch self {
      case .animatedInsert0, .animatedInsert1, .animatedRemove0, .animatedRemove1: true
      case .insert0, .insert1, .remove0, .remove1, .end, .bothInOneTurn, .nothingInOneTurn,
        .swipe0, .drag1, .rebuild, .backgroundInsert0, .backgroundRemove1, .duringUpdateInsert0:
        false
      }
    }

    func wrap(_ statement: String, _ raises: Bool) -> (String, Bool) {
      (animated ? "swiftui animated { \(statement) }" : statement, raises)
    }
  }

  /// Runs the steps as a scenario and checks it against the reference; whether it raised.
  ///
  /// The reference names the line that raises, or, when none does, the counts the view holds.
  @discardableResult
  static func check(
    _ steps: [Step], platform: Platform, seed: Int? = nil, forEach: ForEachWord = .identities
  ) -> Bool {
    var reference = Reference()
    reference.byIndex = forEach == .indices
    if forEach == .range { reference.ranges = [1, 1] }
    // The List's `.id(…)` from the start: a `rebuild` step gives it a new one.
    var lines = ["swiftui list", "swiftui id 0", "data sections [[1], [2]]"]
    if forEach != .identities { lines.insert("swiftui foreach \(forEach.rawValue)", at: 1) }
    var raisingLine: Int?
    for step in steps {
      let (statement, raises) = step.apply(&reference)
      lines.append(statement)
      if raises {
        raisingLine = lines.count
        break
      }
    }
    if raisingLine == nil {
      lines.append("assert items(0) == \(reference.view[0]) and items(1) == \(reference.view[1])")
    }
    let script = lines.joined(separator: "\n")
    let result = runScript(script, trace: .calls, platform: platform)
    let context =
      "seed \(seed.map(String.init) ?? "none"), \(platform.rawValue):\n\(script)\n\(result.output)"
    if let line = raisingLine {
      #expect(result.status == .runtimeError, "\(context)")
      #expect(
        result.output.contains(
          "test.lsh:\(line):1: error: "
            + (reference.trapped
              ? "Fatal error: Index out of range" : "NSInternalInconsistencyException")),
        "\(context)")
      return true
    }
    #expect(result.status == .success, "\(context)")
    #expect(
      result.output.components(separatedBy: "!= its initial count").count - 1 == reference.logs,
      "\(context)")
    return false
  }

  /// Runs every sequence of four of `steps` on the two profiles in turn, each checked against
  /// the reference; how many there were, and how many raised.
  static func everySequenceOfFour(
    _ steps: [Step], on platforms: (Platform, Platform), forEach: ForEachWord = .identities
  ) -> (count: Int, raised: Int) {
    var raised = 0
    var count = 0
    for a in steps {
      for b in steps {
        for c in steps {
          for d in steps {
            count += 1
            let platform = count % 2 == 0 ? platforms.0 : platforms.1
            if check([a, b, c, d], platform: platform, forEach: forEach) { raised += 1 }
          }
        }
      }
    }
    return (count, raised)
  }

  /// Every sequence of four of six steps agrees with the reference.
  ///
  /// Four steps are the fewest that raise (an animated change, two changes while it runs, its
  /// end). The six: inserts into both sections, a removal from the first, an animated insert and
  /// an animated removal, the animation's end; on ios16 and ios26 in turn. The random sequences
  /// use every step, the turns of two edits too.
  @Test func everySequenceOfFourStepsAgrees() {
    let (count, raised) = Self.everySequenceOfFour(
      [.insert0, .insert1, .remove0, .animatedInsert1, .animatedRemove0, .end],
      on: (.ios16, .ios26))
    #expect(count == 1296)
    #expect(raised > 0 && raised < count)
  }

  /// Every sequence of four of the gestures, `.id(…)`, a change and the animation's end
  /// agrees with the reference.
  @Test func everySequenceOfFourGestureStepsAgrees() {
    let (count, raised) = Self.everySequenceOfFour(
      [.insert0, .animatedInsert1, .swipe0, .drag1, .rebuild, .end], on: (.ios17, .ios18))
    #expect(count == 1296)
    #expect(raised > 0 && raised < count)
  }

  /// With rows identified by index, every sequence of four steps agrees with the reference:
  /// a turn that leaves a row on screen past its section's end traps, before any batch.
  @Test func everySequenceOfFourStepsByIndexAgrees() {
    let (count, trapped) = Self.everySequenceOfFour(
      [.insert0, .remove0, .animatedRemove1, .swipe0, .drag1, .end], on: (.ios16, .ios26),
      forEach: .indices)
    #expect(count == 1296)
    #expect(trapped > 0 && trapped < count)
  }

  /// Over a range read once, every sequence of four steps agrees with the reference: the view
  /// keeps the first counts, a section shorter than its first count traps, each differing
  /// count is logged, and a new `.id(…)` starts from the data's counts.
  @Test func everySequenceOfFourStepsOverARangeAgrees() {
    let (count, trapped) = Self.everySequenceOfFour(
      [.insert0, .animatedInsert1, .remove0, .swipe0, .rebuild, .end], on: (.ios16, .ios26),
      forEach: .range)
    #expect(count == 1296)
    #expect(trapped > 0 && trapped < count)
  }

  /// With changes published off the main thread, every sequence of four steps agrees with the
  /// reference: they change the data and no update follows, and the next update made on the
  /// main thread diffs from the data the last one was computed to.
  @Test func everySequenceOfFourStepsWithBackgroundChangesAgrees() {
    let (count, raised) = Self.everySequenceOfFour(
      [
        .insert0, .animatedInsert1, .backgroundInsert0, .backgroundRemove1, .duringUpdateInsert0,
        .end,
      ],
      on: (.ios16, .ios26))
    #expect(count == 1296)
    #expect(raised > 0 && raised < count)
  }

  @Test func seededRandomSequencesAgree() {
    let seeds = TestRandom.seeds(chunk: 0, of: 1, count: 300, suite: "SwiftUIListReferenceTests")
    var raised = 0
    for seed in seeds {
      var rng = SeededRandom(seed: UInt64(seed))
      let steps = (0..<16).map { _ in Step.allCases[Int(rng.next() % UInt64(Step.allCases.count))] }
      let platform = [Platform.ios16, .ios17, .ios18, .ios26][Int(rng.next() % 4)]
      if Self.check(steps, platform: platform, seed: seed) { raised += 1 }
    }
    #expect(raised > 0 && raised < seeds.count)
  }
}
