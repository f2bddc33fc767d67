import Testing

@testable import ListshCore

/// `CrashReport`: each form a reason is reported in, each layer peeled, each container named,
/// on small pastes built for the purpose (the real ones: `ExplainCorpusTests`).
@Suite struct CrashReportTests {
  static let reason =
    "attempt to delete row 2 from section 0 which only contains 1 rows before the update"

  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    var paste: String
    var form: CrashReport.Form
    var name: String?
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "bare", paste: reason, form: .bare, name: nil),
    Case(
      label: "terminating",
      paste:
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'\n*** First throw call stack:\n(0x1 0x2)",
      form: .terminating, name: "NSInternalInconsistencyException"),
    Case(
      label: "terminating, reason on the next line",
      paste:
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason:\n'\(reason)'",
      form: .terminating, name: "NSInternalInconsistencyException"),
    Case(
      label: "terminating, broken after the comma",
      paste:
        "Terminating app due to uncaught exception 'NSInternalInconsistencyException', \nreason: '\(reason)'",
      form: .terminating, name: "NSInternalInconsistencyException"),
    Case(
      label: "Crashlytics",
      paste:
        "Fatal Exception: NSInternalInconsistencyException\n\(reason)\n\nThread : Fatal Exception: NSInternalInconsistencyException\n0  CoreFoundation  0x1 __exceptionPreprocess",
      form: .fatalException, name: "NSInternalInconsistencyException"),
    Case(
      label: "Crashlytics, reason above",
      paste:
        "\(reason)\n\nFatal Exception: NSInternalInconsistencyException\n0  CoreFoundation  0x1 __exceptionPreprocess",
      form: .fatalException, name: "NSInternalInconsistencyException"),
    Case(
      label: "Xcode's Thread 1", paste: "Thread 1: \"\(reason)\"", form: .xcodeThread, name: nil),
    Case(
      label: "Sentry",
      paste:
        "NSInternalInconsistencyException: \(reason)\n  ?, in <redacted>\n(51 additional frame(s) were not displayed)",
      form: .nameAndReason, name: "NSInternalInconsistencyException"),
    Case(
      label: "Xamarin",
      paste:
        "Foundation.MonoTouchException: Objective-C exception thrown.  Name: NSInternalInconsistencyException Reason: \(reason)\nNative stack trace:",
      form: .objcException, name: "NSInternalInconsistencyException"),
    Case(
      label: ".NET, stack on the reason's line",
      paste:
        "Objective-C exception thrown.  Name: NSInternalInconsistencyException Reason: \(reason) Native stack trace: 0 CoreFoundation 0x1",
      form: .objcException, name: "NSInternalInconsistencyException"),
    Case(
      label: "Core Data",
      paste:
        "CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:.  \(reason) with userInfo (null)",
      form: .fetchedResultsLog, name: nil),
    Case(
      label: "App Center",
      paste: "### Stacktrace ###\n\nmain (AppDelegate.swift:21)\n\n### Reason ###\n\n\(reason)",
      form: .heading("### Reason ###"), name: nil),
    Case(
      label: "lldb", paste: "Printing description of reason:\n\(reason)",
      form: .heading("Printing description of reason:"), name: nil),
    Case(
      label: "Titanium",
      paste:
        "[ERROR] :  The application has crashed with an uncaught exception 'NSInternalInconsistencyException'.\n[ERROR] :  Reason:\n[ERROR] :  \(reason)\n[ERROR] :  Stack trace:",
      form: .heading("Reason:"), name: "NSInternalInconsistencyException"),
    Case(
      label: "IGListKit's fallback",
      paste: "Performing reloadData as a fallback — \(reason)",
      form: .prefixed("Performing reloadData as a fallback —"), name: nil),
  ]

  @Test(arguments: cases) func eachFormYieldsTheReason(_ c: Case) throws {
    let report = CrashReport(c.paste)
    let found = try #require(report.exceptions.first)
    #expect(found.reason == Self.reason)
    #expect(found.form == c.form)
    #expect(found.name == c.name)
    #expect(!found.truncated)
    #expect(report.exceptions.count == 1)
  }

  @Test func logPrefixesAndMarkdownArePeeled() throws {
    let report = CrashReport(
      "> 2020-05-05 13:24:03.457331+0200 TestApp[86075:4912222] **\\*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(Self.reason)'"
    )
    #expect(report.exceptions.first?.reason == Self.reason)
    #expect(report.layers == [.logPrefixes, .markdown])
  }

  @Test func jsonEscapesAreUndone() throws {
    let report = CrashReport(
      #"{"message": "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    Item(\"x\")\n)}"}"#
    )
    #expect(report.layers == [.jsonEscapes])
    #expect(
      report.exceptions.first?.reason.contains("{(\n    Item(\"x\")\n)}") == true,
      "\(report.exceptions)")
  }

  @Test func linesCutAtAFixedColumnAreJoined() throws {
    let cut = stride(from: 0, to: Self.reason.count, by: 50).map { start in
      String(Self.reason.dropFirst(start).prefix(50))
    }
    let report = CrashReport("NSInternalInconsistencyException: " + cut.joined(separator: "\n"))
    #expect(report.exceptions.first?.reason == Self.reason)
    #expect(report.layers == [.fixedColumn(50)])
  }

  @Test func aReasonWithoutItsClosingQuoteIsCutShort() throws {
    let report = CrashReport(
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete row 2 from sec"
    )
    #expect(report.exceptions.first?.truncated == true)
  }

  @Test func severalExceptionsAreFoundInOrder() throws {
    let line = { (r: String) in
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(r)'"
    }
    let report = CrashReport(line("first") + "\n\n" + line("second"))
    #expect(report.exceptions.map(\.reason) == ["first", "second"])
    #expect(report.exceptions.map(\.line) == [1, 3])
  }

  @Test(arguments: [
    (
      "Incident Identifier: X\nApplication Specific Information:\nfirst",
      CrashReport.Container.appleCrashReport
    ),
    ("Fatal Exception: NSRangeException\nfirst", .crashlytics),
    ("NSRangeException: first\n  ?, in <redacted>", .sentry),
    ("### Reason ###\nfirst", .appCenter),
    (
      "*** Terminating app due to uncaught exception 'N', reason: 'first'\n*** First throw call stack:",
      .xcodeConsole
    ),
  ])
  func theContainerIsNamed(_ paste: String, _ container: CrashReport.Container) {
    let report = CrashReport(paste)
    #expect(report.container == container)
    #expect(report.exceptions.first?.reason == "first")
  }
}
