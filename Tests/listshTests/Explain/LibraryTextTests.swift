import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// List libraries' own texts, found by their fixed words and refused naming the library; and
/// the rules that name what raised a paste from its frames, its title or its reason alone.
///
/// The texts are written here in the forms the libraries and the reporters print them, with
/// values of our own, not copied from a report.
@Suite struct LibraryTextTests {
  @Test func theTableIsReadWhole() {
    let lines = LibraryText.table.split(separator: "\n")
    #expect(LibraryText.all.count == lines.count)
    #expect(LibraryText.all.count >= 300)
    for text in LibraryText.all {
      #expect(text.longest.count >= 16, "\(text.template)")
      #expect(!text.parts.contains { $0.contains("%@") }, "\(text.template)")
    }
    // Each text tells one library: no two libraries share a template's words.
    var owners: [String: Set<String>] = [:]
    for text in LibraryText.all {
      owners[text.parts.joined(separator: " ").lowercased(), default: []].insert(text.library)
    }
    #expect(owners.values.allSatisfy { $0.count == 1 })
    // Every text has 28 fixed characters at least, as the table's header says.
    #expect(LibraryText.all.allSatisfy { $0.parts.reduce(0) { $0 + $1.count } >= 28 })
    let libraries = Set(LibraryText.all.map(\.library))
    #expect(libraries.isSuperset(of: ["IGListKit", "Texture", "RxDataSources", "Epoxy"]))
  }

  /// The specifier scanner agrees with the grammar written as a regular expression, on every
  /// template and on specifiers made to test each of its parts.
  @Test func theSpecifierScannerFollowsTheGrammar() {
    let specifier =
      #/%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+|\.\*)?(?:hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA]/#
    func byExpression(_ template: String) -> [String] {
      template.replacing("%%", with: "%").split(separator: specifier).map {
        let folded = KnownText.folded(String($0))
        return String(folded.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      }.filter { !$0.isEmpty }
    }
    let made = [
      "a %@ b", "a %ld b %lu c", "a %1$@ b %2$d", "a %-5d b", "a %05.2f b", "a %.*s b",
      "a %hhd b %lld c", "a %zd b %qd", "a %% b %d", "a %5 b", "a %. b", "a %.x b", "a %1$ b",
      "a %k b", "a % d b", "end %", "end %l", "a %12$ld b", "a %#x b %+i", "50% of %@ rows",
    ]
    for template in made + LibraryText.all.map(\.template) {
      #expect(LibraryText.parts(of: template) == byExpression(template), "\(template)")
    }
  }

  @Test(arguments: [
    (
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Returned a nil cell at indexPath <{length = 2, path = 1 - 4}> from section controller: <FeedSectionController: 0x1c8>'",
      "IGListKit"
    ),
    (
      "Error while binding data animated: Invalid changeset (Error occurred during diffing)\nFallback to normal `reloadData` behavior.",
      "RxDataSources"
    ),
    (
      "Fatal Exception: NSInternalInconsistencyException\nASCollectionNode's .collectionViewClass cannot be changed after the view is loaded",
      "Texture"
    ),
  ])
  func aLibrarysTextIsRefusedNamingIt(text: String, library: String) {
    #expect(LibraryText.find(in: text)?.library == library)
    do throws(ExceptionTextError) {
      _ = try Explain.explain(text)
      Issue.record("explained: \(text)")
    } catch {
      #expect(error.message.hasPrefix("this text is not one of UIKit's list views' exceptions"))
      #expect(error.message.contains("it is \(library)'s own"), "\(error.message)")
    }
  }

  /// The values between the fixed words may be anything, and a copy may break the lines.
  @Test func theFixedWordsAreFoundInOrderAcrossLines() throws {
    let text = try #require(
      LibraryText.all.first { $0.template.hasPrefix("Returned a nil cell at indexPath") })
    #expect(
      text.stands(
        in: KnownText.folded("Returned a nil cell at\n indexPath <x> from section controller: <y>"))
    )
    #expect(!text.stands(in: "from section controller: <y> Returned a nil cell at indexPath <x>"))
  }

  /// UIKit's own texts are never taken for a library's: every reason of the first corpus that
  /// `explain` reproduces or recognises holds none of the library texts.
  @Test func noTextOfUIKitsIsALibrarys() {
    for entry in ExplainHarvestTests.entries("crash-texts.md") {
      guard let expect = entry.fields["expect"], expect != "refuse" else { continue }
      #expect(
        LibraryText.find(in: entry.text) == nil,
        "\(entry.id): \(LibraryText.find(in: entry.text)?.template ?? "")")
    }
  }

  /// A library's log line in a console does not hide UIKit's evidence below it: a stack on
  /// which UIKit's count check failed is recognised as UIKit's.
  @Test func aLibrarysLogDoesNotHideUIKitsStack() throws {
    let text = """
      2026-11-30 10:00:01.000 Feed[123:456] Error while binding data animated: x Fallback to normal `reloadData` behavior.
      Last Exception Backtrace:
      0  CoreFoundation   0x2d5fc __exceptionPreprocess
      1  libobjc.A.dylib  0x31244 objc_exception_throw
      2  Foundation       0x82dec0 _userInfoForFileAndLine
      3  UIKitCore        0x9aa674 -[UICollectionView _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Number_Of_Items_In_Section:]
      """
    guard case .recognised(let recognition) = try Explain.explain(text) else {
      Issue.record("not recognised")
      return
    }
    #expect(recognition.entry.id == "count-check-stack-only")
    // Alone, the log line is the library's.
    let log = String(text.split(separator: "\n")[0])
    let library = try #require(LibraryText.find(in: log))
    #expect(library.library == "RxDataSources")
    #expect(throws: library.refusal) { try Explain.explain(log) }
  }

  /// The end of a long paste is searched too: a console log puts the crash last.
  @Test func theEndOfALongPasteIsSearched() {
    let noise = String(repeating: "2026-11-30 10:00:01 Feed[1:2] loading page\n", count: 4_000)
    let text = noise + "Returned a nil cell at indexPath <x> from section controller: <y>\n"
    #expect(LibraryText.find(in: text)?.library == "IGListKit")
  }

  /// Below the exception machinery, a frame of an image that is not UIKit's raised the text.
  @Test func theImageBelowTheMachineryRaised() throws {
    let flutter = """
      Fatal Exception: NSInternalInconsistencyException
      0  CoreFoundation                 0x183d9f298 __exceptionPreprocess
      1  libobjc.A.dylib                0x197af9480 objc_exception_throw
      2  Foundation                     0x184fe4128 -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:]
      3  Flutter                        0x107c11d68 (Missing)
      4  Flutter                        0x107c120b0 (Missing)
      """
    let refusal = try #require(ForeignRaiser.stackImageRefusal(flutter))
    #expect(refusal.message.contains("is in Flutter, so Flutter's code raised it"))
    #expect(throws: refusal) { try Explain.explain(flutter) }
    let uiKit = flutter.replacing("Flutter   ", with: "UIKitCore ")
    #expect(ForeignRaiser.stackImageRefusal(uiKit) == nil)
    #expect(
      ForeignRaiser.stackImageRefusal("Fatal Exception: NSInternalInconsistencyException") == nil)
  }

  /// A crash reporter's title names where the app crashed; a list view's own method there is
  /// recognised, saying the paste holds neither reason nor stack.
  @Test func aTitleNamesWhereItCrashed() throws {
    let text =
      "#### in -[UITableView _configureCellForDisplay:forIndexPath:]\n- Number of crashes: 3\n"
    #expect(
      ForeignRaiser.crashSiteMethod(text)
        == "-[UITableView _configureCellForDisplay:forIndexPath:]")
    guard case .recognised(let recognition) = try Explain.explain(text) else {
      Issue.record("not recognised")
      return
    }
    #expect(recognition.entry.id == "list-method-site")
    #expect(ForeignRaiser.crashSiteMethod("#### in -[FeedViewController reload]") == nil)
  }

  /// A reason that is the exception's name alone is cut short, and says what is missing.
  @Test func aReasonThatIsTheNameAloneIsCutShort() {
    #expect(Explain.bareExceptionName(" NSInternalInconsistencyException\n") != nil)
    #expect(Explain.bareExceptionName("NSInternalInconsistencyException: Invalid update") == nil)
    let text = "### Reason ###\n\nNSInternalInconsistencyException\n\n### Link ###\n"
    do throws(ExceptionTextError) {
      _ = try Explain.explain(text)
      Issue.record("explained")
    } catch {
      #expect(error.cutShort)
      #expect(
        error.message.contains(
          "cut short to the exception's name, NSInternalInconsistencyException"),
        "\(error.message)")
    }
  }

  /// Foundation's array check inside UIKit's own code names the UIKit method that called it.
  @Test func foundationInsideUIKitNamesItsCaller() {
    let text = """
      Last Exception Backtrace:
      0   CoreFoundation    0x19a05e8c8 __exceptionPreprocess + 164
      1   libobjc.A.dylib   0x196fd57c4 objc_exception_throw + 88
      2   CoreFoundation    0x19a070e88 -[__NSArrayM objectAtIndex:] + 592
      3   UIKitCore         0x1a0369758 -[_UIFlowLayoutInfo setSizes:forItemsAtIndexPaths:] + 316
      """
    #expect(
      ForeignRaiser.uiKitCallerOfFoundation(text)
        == "-[_UIFlowLayoutInfo setSizes:forItemsAtIndexPaths:]")
    let app = text.replacing("UIKitCore", with: "Feed     ").replacing(
      "-[_UIFlowLayoutInfo setSizes:forItemsAtIndexPaths:]", with: "-[FeedModel itemAt:]")
    #expect(ForeignRaiser.uiKitCallerOfFoundation(app) == nil)
    // Two of Foundation's frames in a row are passed over.
    let two = text.replacing(
      "3   UIKitCore",
      with:
        "3   CoreFoundation    0x19a070e00 -[__NSArrayM objectAtIndexedSubscript:] + 20\n4   UIKitCore"
    )
    #expect(
      ForeignRaiser.uiKitCallerOfFoundation(two)
        == "-[_UIFlowLayoutInfo setSizes:forItemsAtIndexPaths:]")
    // An unsymbolicated frame between them may be the app's: UIKit is not named.
    let hidden = text.replacing(
      "3   UIKitCore", with: "3   Feed              0x1000a0f00 0x100000000 + 659200\n4   UIKitCore"
    )
    #expect(ForeignRaiser.uiKitCallerOfFoundation(hidden) == nil)
    // A category's method on a UIKit class is a library's, not UIKit's.
    let category = text.replacing(
      "-[_UIFlowLayoutInfo setSizes:forItemsAtIndexPaths:]",
      with: "-[UITableView(FDIndexPathHeightCacheInvalidation) fd_insertRowsAtIndexPaths:]")
    #expect(ForeignRaiser.uiKitCallerOfFoundation(category) == nil)
  }

  @Test(arguments: [
    (
      "Nativescript encountered a fatal error: Uncaught TypeError: cannot read property 'x' of null",
      ForeignRaiser.javaScript
    ),
    ("0  specialized OrderedDictionary.init<A>(uniqueKeysWithValues:) + 1272", .swiftRuntime),
    ("iOS throws: `InvalidOperationException` - Collection was modified", .dotNetRuntime),
    (
      "reason: 'cannot find data for a temporary oid: 0x7f99 <x-coredata://A/Comment/t1>'",
      .coreData
    ),
    ("Crash due to implicitly unwrapped optional in Coordinator.swift at line 331", .swiftRuntime),
  ])
  func moreRaisersAreNamed(text: String, raiser: ForeignRaiser) {
    #expect(ForeignRaiser.find(in: text) == raiser)
  }

  /// A crashed thread whose first frame is Swift code, or a report of a trap, with no
  /// exception, is a Swift trap; a report that threw an exception is not.
  @Test func aSwiftFrameFirstIsATrap() {
    let trap =
      "Exception Type:  EXC_BREAKPOINT (SIGTRAP)\nThread 0 Crashed:\n0   Feed   0x1 Feed.swift"
    #expect(ForeignRaiser.isSwiftTrap(trap))
    #expect(throws: ForeignRaiser.swiftRuntime.refusal) { try Explain.explain(trap) }
    #expect(!ForeignRaiser.isSwiftTrap(trap + "\nLast Exception Backtrace:\n0 CoreFoundation"))
    #expect(ForeignRaiser.isSwiftTrap("Thread 0 Crashed:\n0  specialized Feed.rows.getter + 12\n"))
    #expect(!ForeignRaiser.isSwiftTrap("Thread 0 Crashed:\n0  libobjc.A.dylib  objc_release\n"))
    #expect(!ForeignRaiser.isSwiftTrap("reason: 'x'\n0  specialized Feed.rows.getter\n"))
  }
}
