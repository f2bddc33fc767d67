import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// The interpreter's failures as typed values with their ranges, before they are rendered.
@Suite struct RuntimeErrorTests {
  /// The typed failure of the last statement of `source`, and the text its range covers.
  static func failure(_ source: String) -> (RuntimeError, String)? {
    let interpreter = Interpreter(echo: false, emit: { _ in })
    let file = SourceFile(name: "t.lsh", text: source)
    return LargeStack.run { () -> (RuntimeError, String)? in
      guard let statements = interpreter.compile(file) else { return nil }
      do throws(Interpreter.Unwind) {
        for statement in statements { try interpreter.exec(statement) }
      } catch {
        guard case .failure(let failure) = error else { return nil }
        return (failure.error, file.text(failure.range.bytes))
      }
      return nil
    }
  }

  @Test(arguments: [
    ("print 1 / 0", RuntimeError.divisionByZero, "1 / 0"),
    ("let xs = [1]\nprint xs[3]", .indexOutOfRange(3, count: 1, container: "list"), "3"),
    (
      "print 9223372036854775807 + 1", .overflow(expression: "9223372036854775807 + 1"),
      "9223372036854775807 + 1"
    ),
    ("if 3 {\n}", .conditionNotBoolean(.int(3)), "3"),
    ("print stride(0, 5, 0)", .strideByZero, "0"),
    ("assert 1 == 2", .assertionFailed("1 == 2", notes: ["left:  1", "right: 2"]), "1 == 2"),
    ("table\nscale 4", .setting("scale", allowed: "1, 2 or 3", value: 4), "4"),
    ("table\ndata [1]\nend", .table(.endWithoutBegin), "end"),
    (
      "table\nfetched controller 9",
      .setting("fetched controller", allowed: "1 to 8", value: 9), "fetched controller 9"
    ),
    (
      "table\nfetched consumer snapshot\nfetched [1, 2]",
      .notDiffable("the snapshot consumer applies snapshots and"), "fetched [1, 2]"
    ),
    (
      "table\ndiffable\nfetched consumer snapshot-reload\nfetched [1, 2]",
      .onDiffable(
        "the snapshot-reload consumer's snapshot holds object identifiers, and a 'given' cell provider keeps the first item it saw",
        instead:
          "a fetched-results cell provider looks each object up by its identifier: diffable lookup"
      ), "fetched [1, 2]"
    ),
    (
      "table\ndiffable lookup\nfetched consumer snapshot\nfetched [1]\nfetched change to [2] reporting []",
      .onDiffable(
        "'reporting' replays reports, and the snapshot consumer receives none",
        instead: "state the objects after the change, or use a consumer that takes reports"), "[]"
    ),
  ])
  func typedFailure(source: String, error: RuntimeError, covering text: String) {
    let got = Self.failure(source)
    #expect(got?.0 == error)
    #expect(got?.1 == text)
  }

  @Test func phasesDecideTheExitStatus() {
    #expect(RuntimeError.divisionByZero.phase == .runtime)
    #expect(RuntimeError.stepLimit(10).phase == .interrupted)
    #expect(RuntimeError.noError(expected: "x").phase == .assertion)
    #expect(RuntimeError.batchLeftOpen.phase == .assertion)
  }
}
