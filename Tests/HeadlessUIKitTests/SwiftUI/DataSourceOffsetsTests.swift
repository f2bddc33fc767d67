import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` on a section's rows, against Apple's
/// documentation of the two methods.
@Suite struct DataSourceOffsetsTests {
  /// A data source of one section holding `rows`.
  static func source(_ rows: [String]) -> DataSource<String> {
    var d = DataSource<String>()
    d.setSections([rows])
    return d
  }

  /// Apple's examples: the lowercase letters of "ABcDefgHIJKlmNO" moved to offset 2 give
  /// "ABcefglmDHIJKNO", and to offset 15 "ABDHIJKNOcefglm"; row 0 of [a, b, c, d] moved to
  /// offset 2 ends at index 1.
  @Test func applesExamples() throws {
    let letters = "ABcDefgHIJKlmNO".map(String.init)
    let lower = letters.indices.filter { letters[$0].lowercased() == letters[$0] }
    for (to, expected) in [(2, "ABcefglmDHIJKNO"), (15, "ABDHIJKNOcefglm")] {
      var d = Self.source(letters)
      try d.move(fromOffsets: lower, toOffset: to, inSection: 0)
      #expect(d.items(0)?.joined() == expected)
    }
    var d = Self.source(["a", "b", "c", "d"])
    try d.move(fromOffsets: [0], toOffset: 2, inSection: 0)
    #expect(d.items(0) == ["b", "a", "c", "d"])
    #expect(DataSource<String>.finalIndex(ofMoving: [0], toOffset: 2) == 1)
  }

  /// Every set of offsets of every row count up to 5, moved to every destination, gives what
  /// the documentation says: the rows not moved and before the destination, the moved rows in
  /// their order, then the rows not moved at or after it; a row moved to its own offset or the
  /// next one stays.
  @Test func everyMoveOfUpToFiveRows() throws {
    var cases = 0
    for n in 0...5 {
      let rows = (0..<n).map { "r\($0)" }
      for mask in 0..<(1 << n) {
        let offsets = (0..<n).filter { mask & (1 << $0) != 0 }
        for to in 0...n {
          var d = Self.source(rows)
          try d.move(fromOffsets: offsets.reversed(), toOffset: to, inSection: 0)
          let kept = rows.indices.filter { !offsets.contains($0) }
          let expected =
            kept.filter { $0 < to }.map { rows[$0] } + offsets.map { rows[$0] }
            + kept.filter { $0 >= to }.map { rows[$0] }
          #expect(d.items(0) == expected, "\(offsets) to \(to) of \(n)")
          if offsets.count == 1, to == offsets[0] || to == offsets[0] + 1 {
            #expect(d.items(0) == rows)
          }
          cases += 1
        }
      }
    }
    #expect(cases == 1 + 4 + 12 + 32 + 80 + 192)
  }

  /// Every set of offsets removed leaves the other rows in order; repeats count once.
  @Test func everyRemovalOfUpToFiveRows() throws {
    for n in 0...5 {
      let rows = (0..<n).map { "r\($0)" }
      for mask in 0..<(1 << n) {
        let offsets = (0..<n).filter { mask & (1 << $0) != 0 }
        var d = Self.source(rows)
        try d.remove(atOffsets: offsets + offsets, inSection: 0)
        #expect(d.items(0) == rows.indices.filter { !offsets.contains($0) }.map { rows[$0] })
      }
    }
  }

  /// An offset outside the rows, a destination outside `0...count` or a section that does not
  /// exist is refused, and nothing changes.
  @Test func outOfRangeIsRefused() {
    var d = Self.source(["a", "b"])
    #expect(
      throws: DataSourceError.rowOutOfRange(
        command: "swiftui ondelete", path: ListIndexPath(0, 2), limit: 2, inclusive: false)
    ) {
      try d.remove(atOffsets: [0, 2], inSection: 0)
    }
    #expect(
      throws: DataSourceError.rowOutOfRange(
        command: "swiftui onmove", path: ListIndexPath(0, 3), limit: 2, inclusive: true)
    ) {
      try d.move(fromOffsets: [0], toOffset: 3, inSection: 0)
    }
    #expect(throws: DataSourceError.self) {
      try d.move(fromOffsets: [-1], toOffset: 0, inSection: 0)
    }
    #expect(throws: DataSourceError.self) { try d.remove(atOffsets: [0], inSection: 1) }
    #expect(d.items(0) == ["a", "b"])
  }
}
