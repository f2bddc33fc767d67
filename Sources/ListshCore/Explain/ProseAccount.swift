import HeadlessUIKit

/// A paste that tells of a list view's failure in its own words — a pull request's summary, an
/// issue's "Symptoms", an agent's report — and holds no text UIKit printed.
///
/// Such a paste names the failure by UIKit's vocabulary (the exception's class, "invalid batch
/// updates", a method of the view's own bookkeeping) and names a list view or its calls. Both
/// are needed: the exception's class alone is every framework's, a list view alone is every
/// list bug's. What the account is about (a batch's counts, a cell's provision, a supplementary
/// view, a layout that never settles) decides the cause and the fix it is given; the reason's
/// text, which says the check and its numbers, is what a reproduction needs, and `explain`
/// asks for it.
enum ProseAccount {
  /// The most bytes of a paste looked at: an account is a few paragraphs, and a paste longer
  /// than this that got this far is a log with no exception in it.
  static let maximumBytes = 64 * 1024

  /// Words (lowercase) that name a failure UIKit's list views raise or log.
  static let failureWords = [
    "nsinternalinconsistencyexception", "invalid batch update", "invalid update",
    "invalid number of rows", "invalid number of items", "invalid number of sections",
    "inconsistent with the update", "batch update validation", "batch updates detected",
    "invalid section update", "recursive layout loop", "layout feedback loop",
    "feedbackloopdebugger", "_endcellanimationswithcontext", "_enditemanimationswithinvalidation",
    "uicollectionviewdata", "uitableviewrowdata", "_uitableviewupdatesupport",
    "_bug_detected_in_client_of_uicollectionview", "assertion failure in -[uitableview",
    "assertion failure in -[uicollectionview", "could not dequeue", "unable to dequeue",
    // The class's name as reports misspell it.
    "nsinternalconsistencyexception",
  ]

  /// Words (lowercase) that name a list view or its calls.
  static let listWords = [
    "uitableview", "uicollectionview", "tableview", "collectionview", "table view",
    "collection view", "performbatchupdates",
    "endupdates", "beginupdates", "insertrows", "deleterows", "insertitems", "deleteitems",
    "insertsections", "deletesections", "reloaddata", "diffable", "datasourcesnapshot",
    "cellforrowat", "cellforitemat", "numberofrowsinsection", "numberofitemsinsection",
    "supplementaryviewprovider", "cellregistration", "reloaditems", "reloadrows",
    "reloadsections", "moveitem", "moverow", "movesection", "scrolltoitem", "scrolltorow",
    "dequeuereusable",
  ]

  /// A failure named in the account's own phrasing (lowercase text): updates called invalid
  /// ("invalid collection view updates"), the data source and the view said to disagree
  /// ("an inconsistency between the data source and the UITableView"), or a crash put down to
  /// a cell's reuse, registration or dequeue.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func describedFailure(_ text: String) -> String? {
    let patterns = [
      #/invalid (?:[a-z]+ ){0,3}updates?\b/#,
      #/inconsisten(?:t|cy) (?:[a-z]+ ){0,4}data ?source/#,
      #/data ?source (?:[a-z]+ ){0,4}inconsisten(?:t|cy)/#,
      #/(?:reuse|registration|dequeue) crash/#,
      #/crash(?:es|ed)? (?:[a-z]+ ){0,4}(?:reuse|registration|dequeue)/#,
    ]
    for pattern in patterns {
      if let m = text.firstMatch(of: pattern) { return String(m.output) }
    }
    return nil
  }

  /// What an account is about, by its words: the first whose words it holds.
  enum Topic: CaseIterable {
    case layoutLoop
    case supplementaryView
    case cellProvision
    case batchCounts
    case unnamed

    /// Words (lowercase) that say an account is about this.
    var words: [String] {
      switch self {
      case .layoutLoop:
        ["layout loop", "feedback loop", "feedbackloopdebugger", "preferredattributes"]
      case .supplementaryView:
        ["supplementaryviewprovider", "supplementary view", "supplementaryview"]
      case .cellProvision:
        ["dequeue", "registration", "reuse identifier", "reuseidentifier", "reuse crash"]
      case .batchCounts:
        [
          "batch update", "invalid update", "performbatchupdates", "endupdates", "number of rows",
          "number of items", "number of sections", "insert", "delete", "numberofitemsinsection",
          "numberofrowsinsection", "section update",
        ]
      case .unnamed: []
      }
    }

    /// The likeliest cause of such a failure, in a sentence.
    var cause: String {
      switch self {
      case .layoutLoop:
        "A self-sizing cell whose preferred size disagrees with the size its layout gives it on every pass (a height that depends on the width it is given, or a size the layout rounds), so the collection view invalidates its layout again and again until UIKit stops it."
      case .supplementaryView:
        "A supplementary view provider (a header's or a footer's) that returns nil, or a view not dequeued, for a kind the layout asks for: UIKit needs a dequeued view for every supplementary item the layout lists."
      case .cellProvision:
        "A cell dequeued under an identifier or a registration UIKit refuses: not registered on this view, registered inside the cell provider, or a cell dequeued and not returned (iOS 18 checks this)."
      case .batchCounts:
        "The counts the data source reports after the batch are not the counts before plus the inserts and minus the deletes: the model changed outside the updates block, or before the view had read its counts (a reload pending, a second change in the same turn), or the calls name rows of the wrong moment."
      case .unnamed:
        "The account does not say which check failed; the likeliest, by far, is the batch-update count check: the model changed without the matching insert and delete calls."
      }
    }

    /// What to change, in a sentence.
    var fix: String {
      switch self {
      case .layoutLoop:
        "Make the cell's preferred size a function of the width it is offered (and round it as the layout does), or give the item an absolute size."
      case .supplementaryView:
        "Return a dequeued view for every kind and index path the layout asks for (an empty one when there is nothing to show), or stop the layout from listing the item."
      case .cellProvision:
        "Register every identifier and create every registration once, before the first apply or reload, and return the cell the provider dequeued."
      case .batchCounts:
        "Change the model inside the updates block (or apply a diffable snapshot), with one call per row or section added, removed or moved; when the view may already hold the new counts, reload instead."
      case .unnamed:
        "Change the model and tell the view in the same turn, inside the batch, or apply a diffable snapshot."
      }
    }

    /// A public report whose account is of this kind.
    var source: String {
      switch self {
      case .layoutLoop: "https://github.com/xmtplabs/convos-ios/pull/1366"
      case .supplementaryView: "https://github.com/mozilla-mobile/firefox-ios/pull/29217"
      case .cellProvision: "https://github.com/Iron-Ham/Lists/pull/8"
      case .batchCounts, .unnamed: "https://github.com/wikimedia/wikipedia-ios/pull/6141"
      }
    }
  }

  /// The account `text` gives, as a recognition of what it tells; `nil` when it does not name
  /// both a failure of a list view's and a list view.
  ///
  /// - Complexity: O(w · n) for w words and the paste's first `maximumBytes` bytes.
  static func find(in text: String) -> KnownText? {
    let bytes = Array(text.utf8.prefix(maximumBytes)).map { b in
      b >= 65 && b <= 90 ? b + 32 : b
    }
    guard let view = listWords.first(where: { ByteSearch.contains($0, in: bytes) }),
      let failure = failureWords.first(where: { ByteSearch.contains($0, in: bytes) })
        ?? describedFailure(String(decoding: bytes, as: UTF8.self))
    else { return nil }
    let topic =
      Topic.allCases.first { topic in topic.words.contains { ByteSearch.contains($0, in: bytes) } }
      ?? .unnamed
    return KnownText(
      id: "list-failure-described",
      signatures: [],
      meaning:
        "The paste tells of a failure of a list view's in its own words (it names '\(failure)' and '\(view)') but holds no text UIKit printed: UIKit's reason names the check that failed and its numbers, which is what ListScript reads and reproduces.",
      causes: [topic.cause],
      fix: topic.fix
        + " To see exactly what failed, copy the reason (Crashlytics: the line after 'Fatal Exception:'; an Apple report: 'Last Exception Backtrace' and 'Application Specific Information'; Xcode: the line from '*** Terminating app') and give it to listsh explain.",
      sources: [topic.source],
      subject: "an account in words of a list view's failure")
  }

  /// SwiftUI's containers of rows, and its name: in an account of a crash that names no list
  /// view, they say the crash was in SwiftUI's views.
  static let swiftUIViews = [
    "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "VStack", "HStack", "ScrollView",
    "SwiftUI",
  ]

  /// The refusal of an account in words of a crash in SwiftUI's views (a `LazyVStack`, "SwiftUI
  /// crashes") that names no list view and no failure of a list view's (looked for first):
  /// SwiftUI's own code or Swift's checks in the views' bodies stopped the app.
  ///
  /// A paste that names a table or a collection view is not refused so: a SwiftUI `List` is one
  /// underneath, and its failure may be UIKit's.
  ///
  /// - Complexity: O(w · n) for w words and the paste's first `maximumBytes` bytes.
  /// Only prose is read so: a paste with a stack frame or a crash report's headers is a report,
  /// whose own text says more. The words are whole words (`ScrollView`, not `UIScrollView`;
  /// "crash", not "Crashlytics").
  static func swiftUIRefusal(in text: String) -> ExceptionTextError? {
    let head = String(decoding: text.utf8.prefix(maximumBytes), as: UTF8.self)
    let lower = Array(head.lowercased().utf8)
    let frame = #/(?m)^\s*\d+\s+[A-Za-z_][\w.\-]*\s+0x[0-9a-fA-F]+/#
    let report = ["Exception Type:", "Crashed Thread", "Incident Identifier", "Thread 0"]
    guard head.firstMatch(of: frame) == nil, !report.contains(where: { head.contains($0) }),
      head.firstMatch(of: #/(?i)\bcrash(?:es|ed|ing)?\b/#) != nil,
      !listWords.contains(where: { ByteSearch.contains($0, in: lower) }),
      let view = swiftUIViews.first(where: { containsWord($0, in: head) })
    else { return nil }
    return ExceptionTextError(
      message:
        "this text is not one of UIKit's list views' exceptions: the paste tells in words of a crash in SwiftUI's views (it names \(view)) and names no table or collection view, nor a failure of one. SwiftUI stops an app in its own code (a precondition of its attribute graph, a layout it cannot settle) or in Swift's checks in the views' bodies (an index out of range, a nil unwrapped), not in a check UIKit's list views make. The crash's own text says which: Xcode's console from 'Fatal error:' or 'precondition failure', or the crashed thread's first frames. ListScript models the updates of SwiftUI's lists and lazy stacks (swiftui list, swiftui lazyvstack; scenarios/swiftui), not SwiftUI's crashes, so it writes no scenario for this account."
    )
  }

  /// Whether `word` stands in `text` as a whole word: no letter, digit or underscore touches
  /// it on either side.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func containsWord(_ word: String, in text: String) -> Bool {
    func isWordCharacter(_ c: Character?) -> Bool {
      guard let c else { return false }
      return c.isLetter || c.isNumber || c == "_"
    }
    var rest = text[...]
    while let r = rest.firstRange(of: word) {
      let before = r.lowerBound > text.startIndex ? text[text.index(before: r.lowerBound)] : nil
      let after = r.upperBound < text.endIndex ? text[r.upperBound] : nil
      if !isWordCharacter(before), !isWordCharacter(after) { return true }
      rest = text[r.upperBound...]
    }
    return false
  }

  /// The refusal of an account in words of a crash in SwiftUI's `ForEach` that names no
  /// failure of UIKit's (looked for first): the rows of a `ForEach` read their elements by
  /// index or binding, and one that reads an element no longer there stops the app in Swift's
  /// own code, not in a list view's check.
  ///
  /// - Complexity: O(n) for the paste's first `maximumBytes` bytes.
  static func forEachRefusal(in text: String) -> ExceptionTextError? {
    let head = String(decoding: text.utf8.prefix(maximumBytes), as: UTF8.self)
    guard head.contains("ForEach"), head.lowercased().contains("crash") else { return nil }
    return ExceptionTextError(
      message:
        "this text is not one of UIKit's list views' exceptions: the paste tells in words of a crash in SwiftUI's ForEach and names no failure of a list view's. In the public reports of such crashes, a row reads its element by index or through a binding after the element was removed (\"stale, removed rows from a ForEach will sometimes read from its binding\", pointfreeco/swift-composable-architecture#1784), and the Swift runtime stops the app there (an index out of range, a nil unwrapped). ListScript models it: swiftui list, then swiftui foreach indices (scenarios/swiftui/swiftui-list-foreach-indices.lsh). The fix: identify the rows by their items (ForEach(items), or id: with a stable key) and look an element up by its id where a binding needs it."
    )
  }
}
