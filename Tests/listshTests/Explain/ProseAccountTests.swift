import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// A paste that tells of a list view's failure in words, with no text UIKit printed: recognised
/// as an account of what it tells, and only when it names both a list view's failure and a list
/// view.
@Suite struct ProseAccountTests {
  /// The entry an account is recognised as, or `nil` when the paste is refused.
  static func recognised(_ paste: String) -> KnownText? {
    do throws(ExceptionTextError) {
      guard case .recognised(let recognition) = try Explain.explain(paste) else { return nil }
      return recognition.entry
    } catch {
      return nil
    }
  }

  /// Accounts of the four kinds get the cause and the fix of their kind.
  @Test(arguments: [
    (
      "- **Fix crash**: `NSInternalInconsistencyException` (Invalid batch updates) caused by the snapshot being committed before `performBatchUpdates` ran.",
      "inserts and minus the deletes"
    ),
    (
      "Opening the screen crashes on UIKit's \"stuck in a recursive layout loop\" trap: the collection view invalidates item (0-0) for PreferredAttributes on every pass.",
      "preferred size disagrees"
    ),
    (
      "The app was crashing with `NSInternalInconsistencyException` when the header was created but then `nil` was returned from the `supplementaryViewProvider` of our `UICollectionViewDiffableDataSource`.",
      "supplementary view provider"
    ),
    (
      "Fixes an `NSInternalInconsistencyException` crash: the app dequeued a cell with a registration made inside `cellForItemAtIndexPath`.",
      "registered inside the cell provider"
    ),
  ])
  func anAccountIsRecognisedByWhatItTells(paste: String, cause: String) throws {
    let entry = try #require(Self.recognised(paste))
    #expect(entry.id == "list-failure-described")
    #expect(entry.causes.first?.contains(cause) == true, "\(entry.causes)")
    #expect(entry.fix.contains("give it to listsh explain"))
    #expect(entry.sources.count == 1)
  }

  /// A failure in the account's own phrasing: updates called invalid, the data source and the
  /// view said to disagree, a crash put down to a cell's reuse.
  @Test(arguments: [
    "This PR reduces the number of invalid collection view updates happening in our updater by forcing a `reloadData()`.",
    "The crash occurs because of an inconsistency between the data source and the UITableView during batch updates.",
    "Attempt to fix collection view reuse crash in Editor: the cell was configured twice.",
  ])
  func aFailureInTheAccountsOwnWordsIsNamed(paste: String) {
    #expect(Self.recognised(paste)?.id == "list-failure-described")
  }

  /// An account of a crash in SwiftUI's ForEach that names no failure of a list view's is
  /// refused, naming Swift's code in a ForEach's rows.
  @Test func anAccountOfAForEachCrashIsRefusedAsSwifts() {
    let paste =
      "ForEach crash: when using the `Binding` variant of the init, after the animation of removing the last element has completed."
    do throws(ExceptionTextError) {
      _ = try Explain.explain(paste)
      Issue.record("not refused")
    } catch {
      #expect(error.message.hasPrefix("this text is not one of UIKit's list views' exceptions"))
      #expect(error.message.contains("SwiftUI's ForEach"))
    }
  }

  /// The message of a refusal, or `nil` when the paste is not refused.
  static func refusal(_ paste: String) -> String? {
    do throws(ExceptionTextError) {
      _ = try Explain.explain(paste)
      return nil
    } catch {
      return error.message
    }
  }

  /// An account of a crash in SwiftUI's other views, naming no list view, is refused as
  /// SwiftUI's; one that names a table or a collection view is not (a SwiftUI List is one).
  @Test(arguments: [
    ("The feed crashes when a row of the LazyVGrid is removed while it animates.", "LazyVGrid"),
    ("Since iOS 17 we see SwiftUI crashes when the detail screen is dismissed.", "SwiftUI"),
  ])
  func anAccountOfASwiftUICrashIsRefusedAsSwiftUIs(paste: String, view: String) throws {
    let message = try #require(Self.refusal(paste))
    #expect(message.hasPrefix("this text is not one of UIKit's list views' exceptions"))
    #expect(message.contains("a crash in SwiftUI's views (it names \(view))"))
  }

  @Test func aSwiftUIAccountThatNamesACollectionViewIsNotSwiftUIs() {
    let paste = "The SwiftUI list crashes inside UICollectionView when rows are removed quickly."
    #expect(Self.refusal(paste)?.contains("a crash in SwiftUI's views") != true)
    // Not prose: a report's stack that goes through SwiftUI, or a word inside another
    // (UIScrollView, Crashlytics).
    let report = "Crashed Thread: 0\n0   SwiftUI   0x1a2b3c4d AG::Graph::update + 12"
    #expect(Self.refusal(report)?.contains("a crash in SwiftUI's views") != true)
    let words = "Crashlytics shows this on the UIScrollView of the feed."
    #expect(Self.refusal(words)?.contains("a crash in SwiftUI's views") != true)
    #expect(ProseAccount.containsWord("ScrollView", in: "a ScrollView.") == true)
    #expect(ProseAccount.containsWord("ScrollView", in: "a UIScrollView") == false)
  }

  /// A line another framework logged is refused naming it; UIKit's own log lines are not.
  @Test func aLineAnotherFrameworkLoggedNamesIt() throws {
    let message = try #require(
      Self.refusal("Scrolling the grid prints `ImageIO: Error: decode failed for tile 3` twice."))
    #expect(message.contains("ImageIO logged it ('ImageIO: Error: decode failed for tile 3')"))
    #expect(Self.refusal("UIKitCore: Error: something happened")?.contains("logged it") != true)
  }

  /// The exception's class with no list view (a framework's own assertion), and a list view
  /// with no failure of UIKit's named, are not accounts of a list view's failure.
  @Test(arguments: [
    "I am getting \"Fatal Exception: NSInternalInconsistencyException\". Bridge is not set. This is probably because the bridge was synthesized in the module.",
    "The UICollectionView shows the wrong cell after reloadData when the user scrolls fast.",
    "Tapping Edit on a SwiftUI List logs `CoreSVG: Error: NULL ref passed to getObject`.",
  ])
  func halfAnAccountIsNotOne(paste: String) {
    #expect(Self.recognised(paste)?.id != "list-failure-described")
  }

  /// A text of UIKit's cut short says more than the words around it: it is recognised as
  /// that text, not as an account.
  @Test func aTextCutShortSaysMore() {
    let paste =
      "Our collection view crashed in performBatchUpdates with NSInternalInconsistencyException: Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update ("
    #expect(Self.recognised(paste)?.id == "count-text-without-numbers")
  }

  /// A paste that shows an exception was raised — its class named, or an Apple report's
  /// backtrace — and holds nothing else listsh reads says what it lacks.
  @Test(arguments: [
    "More breadcrumbs and removing a nil section for `NSInternalInconsistencyException` crash",
    "Exception Type:  EXC_CRASH (SIGABRT)\nTriggered by Thread:  0\n\nLast Exception Backtrace:\n0   CoreFoundation                \t0x1a2a6269c __exceptionPreprocess + 164 (NSException.m:249)",
  ])
  func anExceptionShownWithoutItsTextIsSaidToLackIt(paste: String) {
    do throws(ExceptionTextError) {
      _ = try Explain.explain(paste)
      Issue.record("not refused")
    } catch {
      #expect(error.message.hasPrefix("the paste shows that an exception was raised"))
      #expect(error.cutShort)
    }
  }

  /// A bold span in a sentence that begins with a UIKit text's first words is the sentence's
  /// quotation of it: the text ends with the span, and the words after it are not read as its.
  @Test func aBoldQuotationEndsTheText() throws {
    let paste =
      "It always crashes with an error **could not dequeue a view of kind: UICollectionElementKindCell with identifier** Any help on why this is happening?"
    let report = try #require(try Explain.explain(paste).report)
    #expect(report.reading.cutShort)
    guard case .provision(.unregistered) = report.reading.content else {
      Issue.record("\(report.reading.content)")
      return
    }
  }
}
