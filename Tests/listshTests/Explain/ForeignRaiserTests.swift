import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// Texts that something other than UIKit's list views raised, named by `explain`.
///
/// It names what raised them instead of comparing them with a list text that shares a word.
/// The texts are written here in the forms those raisers print, not copied from a report.
@Suite struct ForeignRaiserTests {
  @Test(arguments: [
    (
      "*** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndex:]: index 18446744073709551615 beyond bounds [0 .. 2]'",
      ForeignRaiser.foundationCollections
    ),
    (
      "Main Thread Checker: UI API called on a background thread: -[UITableView insertRowsAtIndexPaths:withRowAnimation:]",
      .mainThreadChecker
    ),
    ("Fatal error: Index out of range: file Feed/FeedViewController.swift, line 88", .swiftRuntime),
    (
      "reason: '-[UITableViewCell configureWith:]: unrecognized selector sent to instance 0x7fa1c2d0'",
      .objectiveCRuntime
    ),
    (
      "reason: '[<Feed.FeedCell 0x7f8> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key titleLabel.'",
      .keyValueCoding
    ),
    (
      "reason: 'An instance of NSFetchedResultsController requires a fetch request with sort descriptors'",
      .coreData
    ),
    (
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want.",
      .autoLayout
    ),
    ("RCTFatal + 532\nUnhandled JS Exception: TypeError: undefined is not an object", .reactNative),
    (
      "*** Assertion failure in void _UIGraphicsBeginImageContextWithOptions(CGSize, BOOL, CGFloat, BOOL)",
      .graphicsContext
    ),
    (
      "Invariant Violation: Invalid cells around viewport \"[0, -2]\" was passed to VirtualizedList._createRenderMask",
      .reactNative
    ),
    (
      "reason: '*** setObjectForKey: object cannot be nil (key: <_UICollectionViewItemKey: 0x1> Type = SV)'",
      .foundationCollections
    ),
    ("After the last delete: `fatal error: Array index out of range`.", .swiftRuntime),
    (
      "(\n    \"<NSLayoutConstraint:0x600000a1 'CB_Trailing_Trailing' UILabel:0x7f1.trailing <= UIView:0x7f2.trailing   (active)>\"\n)",
      .autoLayout
    ),
    (
      "reason: '{objective 0x7a1: <750:12> + <750:1>*0x7b2.negError{id: 41} + <250:1>*0x7b2.posErrorMarker{id: 40}'",
      .autoLayoutEngine
    ),
    (
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'The NIB data is invalid.'",
      .storyboards
    ),
    (
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid parameter not satisfying: [views count] == 3'",
      .pageViewController
    ),
  ])
  func theRaiserIsNamed(text: String, raiser: ForeignRaiser) {
    #expect(ForeignRaiser.find(in: text) == raiser)
    #expect(throws: raiser.refusal) { try Explain.explain(text) }
    #expect(
      raiser.refusal.message.hasPrefix("this text is not one of UIKit's list views' exceptions"))
  }

  /// A parameter check whose paste mentions a list view only in words does not say the paste
  /// names none.
  @Test func aParameterCheckDoesNotDenyAListViewTheProseNames() throws {
    let text =
      "The grid's collection view shows this when the screen opens:\n*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid parameter not satisfying: index < count'"
    do throws(ExceptionTextError) {
      _ = try Explain.explain(text)
      Issue.record("not refused")
    } catch {
      #expect(!error.message.contains("nor any table or collection view"), "\(error.message)")
      #expect(error.message.contains("it mentions a collection view only in words"))
    }
  }

  /// A frame at offset 0 is a symbolicator's guess (a return address is never a function's
  /// first byte): it is not taken for the method that raised.
  @Test func aFrameAtOffsetZeroIsNotTheRaiser() {
    let text = """
      Reason: something UIKit checked failed for item 4
      0   CoreFoundation   0x1a0 __exceptionPreprocess + 164
      1   libobjc.A.dylib  0x1a1 objc_exception_throw + 60
      2   Foundation       0x1a2 -[NSDateFormatter init] + 0
      3   UIKitCore        0x1a3 -[UICollectionViewData validateLayoutInRect:] + 512
      """
    #expect(ForeignRaiser.raisingMethod(text)?.name == "UICollectionViewData")
  }

  /// A crash reporter's stack in the symbol-first form (`-[X y] (file.m:12);Module`) names
  /// methods on the stack, not one a reason begins with; a .NET binding's native symbol names
  /// the list view's method the app called.
  @Test func aSymbolFirstFrameIsNotAReasonAndABindingNamesTheListMethod() {
    let text = """
      MSCrashesUncaughtCXXTerminateHandler() (MSCrashesCXXExceptionHandler.mm:171);Shop

      Xamarin_iOS_UIKit_UICollectionView_InsertItems_Foundation_NSIndexPath__ (UICollectionView.g.cs:90);Shop

      -[Shop_CartController collectionView:didSelectItemAtIndexPath:] (registrar.m:512);Shop
      """
    #expect(ForeignRaiser.methodRefusal(inLinesOf: text) == nil)
    #expect(ForeignRaiser.managedListMethod(text) == "UIKit.UICollectionView.InsertItems")
    // A method with no parameters has no `_` after its name.
    let ends =
      "MSCrashesUncaughtCXXTerminateHandler()\nXamarin_iOS_UIKit_UITableView_EndUpdates (UITableView.g.cs:12);Shop"
    #expect(ForeignRaiser.managedListMethod(ends) == "UIKit.UITableView.EndUpdates")
  }

  /// A list text is read first: a frame of Foundation's in its stack does not hide it.
  @Test func aListTextIsReadBeforeTheRaisersAreLookedFor() throws {
    let text = """
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
      *** First throw call stack:
      (0x1 0x2)
      4   CoreFoundation   0x0000000101 -[__NSArrayM objectAtIndex:] + 12
      """
    guard case .reproduced = try Explain.explain(text) else {
      Issue.record("not reproduced")
      return
    }
  }

  @Test(arguments: [
    (
      "*** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 3]",
      "Foundation's collections raised it"
    ),
    (
      "*** -[NSKeyedUnarchiver decodeObjectForKey:]: cannot decode",
      "Foundation's NSKeyedUnarchiver raised it"
    ),
    (
      "-[IGListAdapter updateAfterPublicSettingsChange]: something",
      "IGListAdapter is the app's own class or a library's"
    ),
    (
      "reason: '-[UIViewController presentViewController:animated:completion:]: x'",
      "a method of UIViewController"
    ),
  ])
  func theMethodsClassSaysWhatRaisedIt(text: String, says: String) throws {
    let refusal = try #require(ForeignRaiser.refusal(for: text))
    #expect(refusal.message.contains(says))
  }

  @Test(arguments: [
    "-[UITableView _endCellAnimationsWithContext:]: something",
    "-[NSException raise:format:]",
    "-[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:]",
  ])
  func aListViewsOrTheRaisingMachinerysMethodIsNoSign(text: String) {
    #expect(ForeignRaiser.refusal(for: text) == nil)
  }
}

/// What the frames and assertion lines of a paste say raised it, when its reason does not.
@Suite struct ForeignRaiserFramesTests {
  static let machinery = """
    0   CoreFoundation  0x1 __exceptionPreprocess + 1
    1   libobjc.A.dylib 0x2 objc_exception_throw + 2
    """

  @Test func anAssertionLineNamesTheMethodThatRaised() throws {
    let foreign = """
      2014-10-20 11:37:46.437 Sample[1:2] *** Assertion failure in -[ASTextNode setText:], /tmp/ASTextNode.mm:108
      2014-10-20 11:37:46.445 Sample[1:2] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Some check of its own'
      """
    #expect(
      ForeignRaiser.assertionMethod(foreign).map { "-[\($0.name) \($0.selector)]" }
        == "-[ASTextNode setText:]")
    #expect(throws: ExceptionTextError.self) { try Explain.explain(foreign) }
    do throws(ExceptionTextError) {
      _ = try Explain.explain(foreign)
    } catch {
      #expect(error.message.contains("-[ASTextNode setText:] raised it"))
    }
    // A list view's own assertion, with a reason no entry knows: recognised by its method.
    let own = """
      *** Assertion failure in -[UITableViewRowData rectForFooterInSection:heightCanBeGuessed:], UITableViewRowData.m:1746
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'a reason no entry knows'
      """
    guard case .recognised(let recognition) = try Explain.explain(own) else {
      Issue.record("not recognised")
      return
    }
    #expect(recognition.entry.id == "list-method-stack-only")
    #expect(
      recognition.entry.meaning.contains(
        "-[UITableViewRowData rectForFooterInSection:heightCanBeGuessed:]"))
  }

  /// A list view's controller, cell or layout is not the view: their checks are of other
  /// things, and the stack rule leaves them to the rules after it.
  @Test func aControllersOrACellsMethodIsNotAListViewsOwn() {
    for name in [
      "UITableViewController", "UICollectionViewController", "UITableViewCell",
      "UICollectionViewFlowLayout", "UITableViewHeaderFooterView",
    ] {
      #expect(!ForeignRaiser.isListViewsOwn(name), "\(name)")
    }
    for name in [
      "UITableView", "UICollectionView", "UITableViewRowData", "UICollectionViewData",
      "_UITableViewUpdateSupport", "UICollectionViewDiffableDataSource", "__UIDiffableDataSource",
    ] {
      #expect(ForeignRaiser.isListViewsOwn(name), "\(name)")
    }
    let controller = """
      *** Assertion failure in -[UITableViewController loadView], UITableViewController.m:160
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '-[UITableViewController loadView] loaded the "Feed" nib but didn't get a UITableView.'
      """
    if case .recognised(let recognition)? = try? Explain.explain(controller) {
      #expect(recognition.entry.id != "list-method-stack-only")
    }
  }

  /// An assertion is a list view's own check when its file is a list view's source (a helper
  /// class of UITableView's, in `UITableViewSupport.m`), or when it is UIKit's private method
  /// on a subclass of a list view, which inherits it; an app's own method on a subclass is the
  /// app's.
  @Test(arguments: [
    (
      "*** Assertion failure in -[UIViewAnimation initWithView:indexPath:endRect:endAlpha:startFraction:endFraction:curve:animateFromCurrentPosition:shouldDeleteAfterAnimation:editing:], /SourceCache/UIKit/UIKit-2903.23/UITableViewSupport.m:2661",
      true
    ),
    (
      "2017-11-20 10:31:36.124751+0800 Demo[6759:2687313] *** Assertion failure in -[YFAssistantTableView _dequeueReusableCellWithIdentifier:forIndexPath:usingPresentationValues:], /BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKit/UIKit-3698.21.8/UITableView.m:7810",
      true
    ),
    (
      "*** Assertion failure in -[FeedTableView reloadVisibleRows], /Users/me/Feed/FeedTableView.m:42",
      false
    ),
  ])
  func aListViewsCodeIsKnownByItsFileOrItsPrivateMethod(paste: String, listViews: Bool) {
    let recognised: String? = {
      guard case .recognised(let recognition)? = try? Explain.explain(paste) else { return nil }
      return recognition.entry.id
    }()
    #expect(
      (recognised == "list-method-stack-only") == listViews, "\(String(describing: recognised))")
  }

  /// iOS 26's layout-loop text stops the app with a Swift `Fatal error:`, as Xcode shows it:
  /// UIKit's text, not the Swift runtime's.
  @Test func aFatalErrorThatHoldsUIKitsTextIsUIKits() throws {
    let paste =
      "Thread 1: Fatal error: <PagingCollectionView 0x13f339c50> is stuck in a recursive layout loop. This can happen when self-sizing views do not return consistent sizes, or the collection view's frame/bounds/contentOffset is being constantly adjusted."
    guard case .recognised(let recognition) = try Explain.explain(paste) else {
      Issue.record("not recognised")
      return
    }
    #expect(recognition.entry.id == "collection-view-layout-loop")
  }

  /// Raisers named by their own words or paths: an assertion in a dependency's file, SwiftUI's
  /// attribute graph, a message to a freed object, NativeScript's bridge, a fetched-results
  /// controller.
  @Test(arguments: [
    (
      "*** Assertion failure in - .../Pods/AsyncDisplayKit/AsyncDisplayKit/ASDisplayNode.mm:499\n*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: ''",
      "an assertion in ASDisplayNode.mm raised it, a CocoaPods dependency's source"
    ),
    (
      "AttributeGraph precondition failure: accessing attribute in a different namespace: 36376.",
      "SwiftUI's attribute graph"
    ),
    (
      "Error message is: `*** -[UICollectionView delegate]: message sent to deallocated instance 0xe35d600`",
      "no exception was raised"
    ),
    (
      "====== Assertion failed ======\nNative stack trace:\n1          0x108eca2af tns::Assert(bool, v8::Isolate*) + 119",
      "a JavaScript runtime raised it"
    ),
    (
      "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'no object at index 0 in section at index 0'",
      "Core Data's NSFetchedResultsController raised it"
    ),
  ])
  func aRaisersOwnWordsNameIt(paste: String, says: String) {
    do throws(ExceptionTextError) {
      _ = try Explain.explain(paste)
      Issue.record("not refused")
    } catch {
      #expect(error.message.hasPrefix("this text is not one of UIKit's list views' exceptions"))
      #expect(error.message.contains(says), "\(error.message)")
    }
  }

  /// `NSException`, every exception's class, says nothing of who raised it.
  @Test func theClassEveryExceptionHasIsNoRaiser() {
    #expect(ForeignRaiser.nameRefusal("NSException") == nil)
    #expect(ForeignRaiser.nameRefusal("NSInternalInconsistencyException") == nil)
    #expect(ForeignRaiser.nameRefusal("RLMException") != nil)
  }

  /// A report that threw no exception is a trap, whatever UIKit method its stack passes
  /// through: an `.ips` report's JSON names the type and the signal apart.
  @Test func aTrapInsideABatchUpdateIsNoCountCheck() throws {
    let paste = """
      "exception" : {"codes":"0x0000000000000001, 0x00000001a2b3c4d5","type":"EXC_BREAKPOINT","signal":"SIGTRAP"},
      {"imageOffset":31337,"imageIndex":0},{"imageOffset":1075172,"symbol":"-[UICollectionViewData _prepareToLoadData]","symbolLocation":96,"imageIndex":3},{"imageOffset":8105748,"symbol":"-[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:animator:collectionViewAnimator:]","symbolLocation":5964,"imageIndex":3}
      """
    #expect(ForeignRaiser.isSwiftTrap(paste))
    #expect(throws: ForeignRaiser.swiftRuntime.refusal) { try Explain.explain(paste) }
    // Thrown, the same stack is UIKit's check.
    #expect(!ForeignRaiser.isSwiftTrap("Last Exception Backtrace:\n" + paste))
  }

  /// A trap's report that holds a text the catalogue knows by its words (not by a stack) is
  /// that text's: UIKit's own guards may trap.
  @Test func aTrapWithAKnownTextIsTheText() throws {
    let paste = """
      Exception Type:  EXC_BREAKPOINT (SIGTRAP)
      UICollectionView (<UICollectionView 0x7f1>) is stuck in its update/layout loop. This can happen for various reasons, including self-sizing views whose preferred attributes are not returning a consistent size.
      """
    guard case .recognised(let recognition) = try Explain.explain(paste) else {
      Issue.record("not recognised")
      return
    }
    #expect(recognition.entry.id == "collection-view-layout-loop")
  }

  /// A parameter check in a paste that names no class is refused saying it cannot tell whose
  /// it is; with a list view's stack, the list view's evidence reads it.
  @Test func aParameterCheckOfAnotherClass() throws {
    let focus =
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid parameter not satisfying: environment != nil'"
    do throws(ExceptionTextError) {
      _ = try Explain.explain(focus)
      Issue.record("explained")
    } catch {
      #expect(error.message.contains("a parameter check (NSParameterAssert) failed"))
      #expect(error.message.contains("\"environment != nil\""))
      #expect(error.message.contains("cannot tell what raised it"))
      #expect(!error.message.contains("not one of UIKit's list views' exceptions"))
    }
    let list =
      focus
      + "\n0 CoreFoundation 0x1 __exceptionPreprocess + 1\n1 libobjc.A.dylib 0x2 objc_exception_throw + 2\n2 Foundation 0x3 -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:] + 3\n3 UIKitCore 0x4 -[UICollectionView _dequeueReusableViewOfKind:withIdentifier:forIndexPath:viewCategory:] + 4"
    #expect(
      ForeignRaiser.parameterCheckRefusal("Invalid parameter not satisfying: x", in: list) == nil)
  }

  @Test func aCrashWithNoExceptionIsABadAccess() throws {
    let paste = """
      Crashed: com.apple.main-thread
      0  libobjc.A.dylib   0x181fbc160 objc_release + 16
      1  UIKit             0x18763301c -[UILabel _textRectForBounds:limitedToNumberOfLines:includingShadow:] + 940
      """
    #expect(ForeignRaiser.isMemoryCrash(paste))
    #expect(
      !ForeignRaiser.isMemoryCrash("Fatal Exception: NSInternalInconsistencyException\n" + paste))
    #expect(throws: ExceptionTextError.self) { try Explain.explain(paste) }
    do throws(ExceptionTextError) {
      _ = try Explain.explain(paste)
    } catch {
      #expect(error.message.contains("no exception was raised"))
    }
  }

  @Test func aManagedStackNamesTheListMethodItCalled() {
    let paste = """
        at ObjCRuntime.Runtime.ThrowNSException (System.IntPtr ns_exception) [0x00000] in Runtime.cs:406
        at UIKit.UICollectionView.InsertItems (Foundation.NSIndexPath[] indexPaths) [0x00022] in UICollectionView.g.cs:471
        at App.Feed.Add (System.Object item) [0x00035] in Feed.cs:124
      """
    #expect(ForeignRaiser.managedListMethod(paste) == "UIKit.UICollectionView.InsertItems")
    // Before the throw, a list method is not the one that raised.
    #expect(
      ForeignRaiser.managedListMethod(
        "  at UIKit.UITableView.ReloadData () [0x0]\n  at App.Main () [0x0]") == nil)
  }

  /// An assertion in a method a library added to a list view's class is the library's: by the
  /// category's file, or by the selector's prefix; UIKit's own files and methods are not.
  @Test(arguments: [
    ("*** Assertion failure in -[UITableView xy_cellForKey:], Feed/UITableView+Cells.m:40", true),
    ("*** Assertion failure in -[UICollectionView ab_registerAll:], AppCollection.m:12", true),
    (
      "*** Assertion failure in -[UITableView _endCellAnimationsWithContext:], /SourceCache/UIKit/UIKit-3318/UITableView.m:1582",
      false
    ),
    (
      "*** Assertion failure in -[UITableView dequeueReusableCellWithIdentifier:forIndexPath:], UITableView.m:6539",
      false
    ),
  ])
  func aCategorysAssertionIsTheLibrarys(line: String, refused: Bool) {
    let refusal = ForeignRaiser.categoryAssertionRefusal(line + "\n")
    #expect((refusal != nil) == refused)
    if let refusal {
      #expect(refusal.message.contains("is not one of UIKit's list views' exceptions"))
      #expect(refusal.message.contains("a method a library added to"))
    }
  }

  /// A frame of UIKit's own image that names no method, below the machinery, is UIKit's: the
  /// app's method below it is not taken for the raiser.
  @Test func anUnsymbolicatedUIKitFrameIsUIKits() {
    let stack = """
      Exception reason:something UIKit says
      0 CoreFoundation 0x000000018151ae14 B04B698D-3699-38CA-8A94-62CB458C8F89 + 855572,
      1 libobjc.A.dylib 0x000000019852e0d8 objc_exception_throw + 56,
      2 Foundation 0x0000000182c6de88 0EA4BB66-BF72-355F-A4A0-F27AA1B7CB22 + 1109640,
      3 UIKitCore 0x000000018382c408 998657EE-5337-3100-9165-1E387EDCF5DD + 877576,
      4 TestApp 0x0000000102c6bbf0 -[FeedController tableView:cellForRowAtIndexPath:] + 272,
      """
    #expect(ForeignRaiser.stackRefusal(stack) == nil)
    // The same stack with UIKit's frame gone names the app's method.
    let without = stack.split(separator: "\n").filter { !$0.contains("UIKitCore") }
      .joined(separator: "\n")
    #expect(ForeignRaiser.stackRefusal(without)?.message.contains("FeedController") == true)
  }

  /// A crash reporter's label names the exception's class on a line of its own; a Mach
  /// exception type is not a class.
  @Test(arguments: [
    ("Exception Class: **RLMException**\nIndex 3 is out of bounds", ["RLMException"]),
    (
      "Exception name:NSInternalInconsistencyException\nExceptio",
      ["NSInternalInconsistencyException"]
    ),
    ("Exception Type:  EXC_CRASH (SIGABRT)", []),
  ])
  func aLabelNamesTheClass(text: String, names: [String]) {
    #expect(ForeignRaiser.labelledNames(text) == names)
  }

  /// Marks are found however a copy folded the reason's lines, and a Swift assertion quoted as
  /// its code is the Swift runtime's.
  @Test func foldedMarksAndQuotedAssertionsAreFound() {
    let folded =
      "reason: 'FATAL ERROR: The persistent cache of section\n information does not match'"
    #expect(ForeignRaiser.find(in: folded) == .coreData)
    #expect(ForeignRaiser.find(in: "Crash:\n  assertionFailure(\"Row: gone\")") == .swiftRuntime)
  }
}
