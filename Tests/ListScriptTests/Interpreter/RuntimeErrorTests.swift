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
      .fetchedFeed(
        "the snapshot consumer applies the controller's snapshot to a diffable data source, and this view has none",
        instead: "make the view's data source diffable first: diffable lookup"), "fetched [1, 2]"
    ),
    (
      "table\ndiffable\nfetched consumer snapshot-reload\nfetched [1, 2]",
      .fetchedFeed(
        "the snapshot-reload consumer's snapshot holds object identifiers, and a 'given' cell provider keeps the first item it saw",
        instead:
          "a fetched-results cell provider looks each object up by its identifier: diffable lookup"
      ), "fetched [1, 2]"
    ),
    (
      "table\ndiffable lookup\nfetched consumer snapshot\nfetched [1]\nfetched change to [2] reporting []",
      .fetchedFeed(
        "'reporting' replays reports, and the snapshot consumer receives none",
        instead: "state the objects after the change, or use a consumer that takes reports"), "[]"
    ),
    (
      "table\ndiffable lookup\nfetched consumer snapshot\nfetched controller 2\nfetched [1]",
      .fetchedFeed(
        "two controllers' snapshots feeding one diffable data source are not modelled",
        instead: "feed the diffable view from one controller"), "fetched [1]"
    ),
    (
      "table\ndiffable\napply sectionSnapshot() to \"main\"",
      .notOnThisView(
        "section snapshots (UICollectionViewDiffableDataSource's apply(_:to:animatingDifferences:), iOS 14)",
        view: .table, write: nil), "apply sectionSnapshot() to \"main\""
    ),
    (
      "collection list\ndiffable\ndisclose \"x\"", .noOutlineItem(.string("x")), "\"x\""
    ),
    (
      "table\nprint dataSource.indexPath(for: 1)",
      .notDiffable("dataSource.indexPath(for:)"), "dataSource.indexPath(for: 1)"
    ),
    (
      "let s = snapshot()\ns.expand([1])",
      .notASectionSnapshot("expand(_:)", .snapshot(DiffableSnapshot())), "s.expand([1])"
    ),
    (
      "let ss = sectionSnapshot()\nss.append([1])\nlet t = sectionSnapshot()\nt.append([1])\nss.replace(childrenOf: 1, using: t)",
      .snapshot(.sectionSnapshotReplaceDuplicates(["1"]), .ios15),
      "ss.replace(childrenOf: 1, using: t)"
    ),
    (
      "table\nfetched [1, 2, 1]",
      .fetchedFeed(
        "a fetched-results controller fetches each object once: 1 is fetched twice",
        instead: Interpreter.fetchedShape), "[1, 2, 1]"
    ),
    (
      "table\ndiffable lookup\nfetched consumer snapshot\nfetched sections [{name: \"A\", items: [1]}, [2]]\nfetched change to sections [{name: \"A\", items: [1]}, {name: \"A\", items: [2]}]",
      .fetchedFeed(
        "a fetched-results controller's sections have distinct names: two are named A",
        instead: Interpreter.fetchedShape),
      "[{name: \"A\", items: [1]}, {name: \"A\", items: [2]}]"
    ),
    (
      "table\nfetched sections [{name: \"1\", items: [1]}, [2]]",
      .fetchedFeed(
        "a fetched-results controller's sections have distinct names: two are named 1",
        instead: Interpreter.fetchedShape),
      "[{name: \"1\", items: [1]}, [2]]"
    ),
  ])
  func typedFailure(source: String, error: RuntimeError, covering text: String) {
    let got = Self.failure(source)
    #expect(got?.0 == error)
    #expect(got?.1 == text)
  }

  /// A controller's sections are the view's again on a new view, and stay within the sections
  /// the data has when a `data` command changed them behind the controllers' backs (both once
  /// trapped on a range whose start passed its end).
  @Test(arguments: [
    "table\nfetched sections [{name: \"A\", items: [1]}]\nfetched controller 2\nfetched sections [{name: \"B\", items: [2]}]\ntable\nfetched [7, 8]\nassert data == [7, 8]",
    "table\nfetched controller 2\nfetched sections [{name: \"B\", items: [2]}]\ndata sections []\nreload\nfetched controller 2\nfetched [3]\nassert data == [3]",
    "table\ndiffable lookup\nfetched controller 1\ntable\ndiffable lookup\nfetched consumer snapshot\nfetched [1, 2]\nassert visible == [1, 2]",
  ])
  func controllersFollowTheView(source: String) {
    let result = runScript(source)
    #expect(result.status == .success, "\(result.output)")
  }

  @Test func phasesDecideTheExitStatus() {
    #expect(RuntimeError.divisionByZero.phase == .runtime)
    #expect(RuntimeError.stepLimit(10).phase == .interrupted)
    #expect(RuntimeError.noError(expected: "x").phase == .assertion)
    #expect(RuntimeError.batchLeftOpen.phase == .assertion)
  }
}
