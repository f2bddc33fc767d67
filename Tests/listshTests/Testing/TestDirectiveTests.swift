import Testing

@testable import ListshCore

/// `# listsh-test:` directives: where they may stand, what they say, and their typed errors.
@Suite struct TestDirectiveTests {
  @Test func aScenarioWithoutDirectivesDeclaresNothing() throws {
    let d = try TestDirectives.read(scenario: "# a comment\ntable\nassert rows == 0\n")
    #expect(d == TestDirectives())
  }

  @Test func helperAndExitAreReadFromTheLeadingComments() throws {
    let d = try TestDirectives.read(
      scenario: """
        # What this shows.

        # listsh-test: exit 70 "NSInternalInconsistencyException: Invalid update: …"
          # listsh-test: helper
        table
        """)
    #expect(d.isHelper)
    #expect(
      d.expectedEnd(on: .ios15)
        == .init(exitCode: 70, message: "NSInternalInconsistencyException: Invalid update: …"))
  }

  /// `exit PROFILE… N "message"` declares the end on those profiles; an `exit` without profiles
  /// holds on the others; two for one profile are an error.
  @Test func anEndPerProfile() throws {
    let d = try TestDirectives.read(
      scenario: """
        # listsh-test: platforms ios15 ios17
        # listsh-test: exit ios17 ios18 70 "NSInternalInconsistencyException: Invalid batch…"
        # listsh-test: exit 70 "NSInternalInconsistencyException: Invalid update…"
        table
        """)
    #expect(
      d.expectedEnd(on: .ios17)?.message == "NSInternalInconsistencyException: Invalid batch…")
    #expect(
      d.expectedEnd(on: .ios15)?.message == "NSInternalInconsistencyException: Invalid update…")
    #expect(
      throws: TestDirectives.Problem(
        line: 2, message: "a scenario declares how it ends once on each profile")
    ) {
      try TestDirectives.read(
        scenario: "# listsh-test: exit ios17 70 \"a\"\n# listsh-test: exit ios17 70 \"b\"\n")
    }
    let only = try TestDirectives.read(scenario: "# listsh-test: exit ios26 70 \"a\"\ntable\n")
    #expect(only.expectedEnd(on: .ios15) == nil)
  }

  @Test func escapesInTheMessage() throws {
    let d = try TestDirectives.read(scenario: #"# listsh-test: exit 1 "a \"b\" \\ c""# + "\n")
    #expect(d.expectedEnd(on: .ios15)?.message == #"a "b" \ c"#)
  }

  @Test(arguments: [
    (
      "# listsh-test: exit 70\n", 1,
      "'exit 70' needs the error's message in double quotes (end it with … to match a prefix)"
    ),
    ("# listsh-test: exit 0 \"x\"\n", 1, "'exit' needs a failing status: 1, 65, 66 or 70"),
    ("# listsh-test: exit 2 \"x\"\n", 1, "'exit' needs a failing status: 1, 65, 66 or 70"),
    (
      "# listsh-test: exit 70 \"x\n", 1,
      "'exit 70' needs the error's message in double quotes (end it with … to match a prefix)"
    ),
    (
      "# listsh-test: exit 70 \"a\" b\"\n", 1,
      "'exit 70' needs the error's message in double quotes (end it with … to match a prefix)"
    ),
    (
      "# listsh-test: skip\n", 1,
      "unknown directive 'skip'; expected 'helper', 'no-transcript', 'platforms …' or 'exit N \"message\"'"
    ),
    (
      "table\n# listsh-test: helper\n", 2,
      "'# listsh-test:' lines belong before the first statement; move it to the top"
    ),
    (
      "# listsh-test: exit 1 \"a\"\n# listsh-test: exit 1 \"b\"\n", 2,
      "a scenario declares how it ends once (name profiles for another: exit ios17 70 \"…\")"
    ),
  ])
  func badDirectivesAreLocated(text: String, line: Int, message: String) {
    #expect(throws: TestDirectives.Problem(line: line, message: message)) {
      try TestDirectives.read(scenario: Substring(text))
    }
  }

  @Test func aPrefixMatchOnlyWithTheEllipsis() {
    let exact = TestDirectives.ExpectedEnd(exitCode: 70, message: "Invalid update")
    #expect(exact.matches("Invalid update"))
    #expect(!exact.matches("Invalid update: more"))
    let prefix = TestDirectives.ExpectedEnd(exitCode: 70, message: "Invalid update…")
    #expect(prefix.matches("Invalid update: more"))
    #expect(!prefix.matches("Invalid batch"))
  }

  @Test func fenceInfo() throws {
    #expect(try TestDirectives.read(fenceInfo: "", line: 3) == TestDirectives())
    let d = try TestDirectives.read(fenceInfo: #" exit 65 "expected an expression""#, line: 3)
    #expect(d.expectedEnd(on: .ios17) == .init(exitCode: 65, message: "expected an expression"))
    #expect(
      throws: TestDirectives.Problem(line: 3, message: "a Markdown example cannot be a helper")
    ) {
      try TestDirectives.read(fenceInfo: "helper", line: 3)
    }
  }
}
