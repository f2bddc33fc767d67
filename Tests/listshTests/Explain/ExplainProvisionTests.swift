import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListshCore

/// `explain` on every registration and dequeue text the model raises: each failure, on each
/// view and profile that raises it, with identifiers and index paths drawn from a seeded
/// generator, is read back as the same failure and reproduced by a scenario that raises it.
@Suite struct ExplainProvisionTests {
  static let identifiers = [
    "Cell", "playerCell", "deals Template", "cell-1", "MyApp.FeedCell", "é",
  ]

  static func failures(seed: Int) -> [ProvisionFailure] {
    var random = SeededRandom(seed: UInt64(seed))
    func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &random) }
    let id = identifiers[int(0...(identifiers.count - 1))]
    let p = ListIndexPath(int(0...3), int(0...40))
    let other = identifiers[int(0...(identifiers.count - 1))]
    // A band the view asks for (a layout's own kind now and then, which the scenario asks for
    // as a header), and a kind a view may be dequeued for.
    let kinds: [ElementKind] = [.header, .footer, ElementKind("section-header-element-kind")]
    let band: ElementKind =
      [.header, .footer, ElementKind("CHTCollectionElementKindSectionHeader")][int(0...2)]
    let dequeued = kinds.filter { $0 != band }[int(0...1)]
    let s = int(0...5)
    return [
      .unregistered(identifier: id), .invalidNib(identifier: id),
      .dequeuedTwice(identifier: id, p), .noCell(p), .notDequeued(p), .dequeuedNotReturned,
      .registrationInsideProvider, .alreadyInitialized, .inReuseQueue(p),
      .reconfiguredDifferently(dequeued: id, original: other == id ? id + "2" : other),
      .supplementaryUnregistered(kinds[int(0...2)], identifier: id),
      .supplementaryNil(band, section: s), .supplementaryNotDequeued(band, section: s),
      .supplementaryInReuseQueue(band, section: s),
      .supplementaryKindMismatch(requested: band, dequeued: dequeued, section: s),
      .supplementaryRegistrationInsideProvider, .dataSourceNotSet(reconfiguring: false),
      .dataSourceNotSet(reconfiguring: true),
    ]
  }

  @Test(arguments: 0..<6) func eachRaisedTextIsReproduced(seed: Int) throws {
    print("ExplainProvisionTests seed \(seed)")
    var reproduced = 0
    for failure in Self.failures(seed: seed) {
      for view in ViewNoun.allCases {
        for platform in Platform.allCases where failure.isRaised(on: platform, view: view) {
          let text = "\(failure.name): \(failure.message(on: platform, view: view))"
          let outcome = try Explain.explain(text)
          guard case .reproduced(let report) = outcome else {
            Issue.record("not reproduced: \(text)")
            continue
          }
          #expect(report.reading.platforms.contains(platform), "\(platform): \(text)")
          guard case .provision(let read) = report.reading.content else {
            Issue.record("read as another text: \(text)")
            continue
          }
          // The failure read back, as far as the text tells it (some print no index path, or
          // print it past what a report keeps).
          #expect(
            read.message(on: platform, view: view) == failure.message(on: platform, view: view),
            "\(text)")
          switch report.verdict {
          case .identical, .equivalent: reproduced += 1
          case .differs(let raised):
            Issue.record("\(text)\nraised: \(raised ?? "nothing")\n\(report.source)")
          case .noScenario: Issue.record("no scenario: \(text)")
          }
        }
      }
    }
    #expect(reproduced > 70)
  }

  /// A console's prefixes and a description with nested brackets, cut short, are read.
  @Test func reportsAsPastedAreRead() throws {
    let titanium = """
      [ERROR] :  The application has crashed with an uncaught exception 'NSInternalInconsistencyException'.
      [ERROR] :  Reason:
      [ERROR] :  could not dequeue a view of kind: UICollectionElementKindCell with identifier dealsTemplate - must register a nib or a class for the identifier or connect a prototype cell in a storyboard
      [ERROR] :  Stack trace:
      """
    let reading = try ExceptionReading.read(titanium)
    #expect(reading.content == .provision(.unregistered(identifier: "dealsTemplate")))
    #expect(reading.noun == .collection)
    let initialized = try ExceptionReading.read(
      "CRASH(NSInternalInconsistencyException): View was already initialized: <MLSwitchCell: 0x10c03f000; baseClass = UITableViewCell ..."
    )
    #expect(initialized.content == .provision(.alreadyInitialized))
    #expect(initialized.platforms == [.ios18, .ios26])
    #expect(initialized.noun == .table)
  }

  /// A text a report cut short is read as far as it goes, when enough of it is left, and the
  /// scenario raises the whole text; too little left is not read.
  @Test func aTextCutShortIsReadAsFarAsItGoes() throws {
    let whole = ProvisionFailure.dequeuedNotReturned.message(on: .ios18, view: .collection)
    let cut = String(whole.prefix(120))
    let reading = try ExceptionReading.read(cut)
    #expect(reading.cutShort)
    #expect(reading.content == .provision(.dequeuedNotReturned))
    guard case .reproduced(let report) = try Explain.explain(cut) else {
      Issue.record("not reproduced")
      return
    }
    guard case .equivalent(let note) = report.verdict else {
      Issue.record("verdict \(report.verdict)")
      return
    }
    #expect(note.contains("the paste stops short"))
    #expect(throws: ExceptionTextError.self) { try ExceptionReading.read(String(whole.prefix(30))) }
  }

  /// A paste that stops inside the words after a name keeps the name: the kind here.
  @Test func aTextCutAfterANameKeepsTheName() throws {
    let whole = ProvisionFailure.supplementaryUnregistered(.footer, identifier: "Badge")
      .message(on: .ios17, view: .collection)
    let cut = "could not dequeue a view of kind: UICollectionElementKindSectionFooter with identif"
    #expect(whole.hasPrefix(cut))
    let reading = try ExceptionReading.read(cut)
    #expect(reading.cutShort)
    guard case .provision(.supplementaryUnregistered(let kind, _)) = reading.content else {
      Issue.record("read as \(reading.content)")
      return
    }
    #expect(kind == .footer)
  }

  /// Wherever a report cuts a text, a reading that makes a scenario makes one that raises the
  /// whole text: the slots the paste does not reach get stand-ins that still raise it.
  @Test(arguments: 0..<2) func everyCutThatReadsIsReproduced(seed: Int) throws {
    print("ExplainProvisionTests cuts seed \(seed)")
    for failure in Self.failures(seed: seed) {
      for view in ViewNoun.allCases {
        guard
          let platform = Platform.allCases.first(where: { failure.isRaised(on: $0, view: view) })
        else { continue }
        let text = "\(failure.name): \(failure.message(on: platform, view: view))"
        for length in stride(from: 60, to: text.count, by: 17) {
          let cut = String(text.prefix(length))
          guard case .reproduced(let report) = try? Explain.explain(cut) else { continue }
          if case .differs(let raised) = report.verdict {
            Issue.record("raised \(raised ?? "nothing") for: \(cut)")
          }
        }
      }
    }
  }

  /// A reconfigure text naming one identifier twice is not one UIKit raises: no scenario.
  @Test func aReconfigureTextWithOneIdentifierTwiceIsRefused() throws {
    let text = ProvisionFailure.reconfiguredDifferently(dequeued: "Row", original: "Row")
      .message(on: .ios17, view: .collection)
    guard case .reproduced(let report) = try Explain.explain(text) else { return }
    #expect(report.verdict == .noScenario)
  }

  /// An identifier a scenario cannot spell (a control character, found by the explain fuzzer)
  /// is stood in for, and the scenario raises the text with the stand-in: two identifiers
  /// that differ stay two, whichever of them is stood in for, and either may be "Cell".
  @Test(arguments: [
    ("Other\u{0}\u{0}", "Cell"), ("Cell", "Ot\u{1}her"), ("Ot\u{1}her", "Cell\u{7}"),
  ])
  func anIdentifierNoScenarioCanSpellIsStoodInFor(dequeued: String, original: String) throws {
    for failure in [
      ProvisionFailure.reconfiguredDifferently(dequeued: dequeued, original: original),
      .unregistered(identifier: original + "\u{1}"),
    ] {
      let text = "\(failure.name): \(failure.message(on: .ios17, view: .collection))"
      guard case .reproduced(let report) = try Explain.explain(text) else {
        Issue.record("not reproduced: \(text)")
        continue
      }
      guard case .equivalent(let note) = report.verdict else {
        Issue.record("\(report.verdict) for \(text)")
        continue
      }
      #expect(note.contains("stands in for the identifier"), "\(note)")
    }
  }
}
