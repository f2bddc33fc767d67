import HeadlessUIKit

/// What raised a text that is not one of UIKit's list views' own: told by the text's fixed
/// marks — an Objective-C method of another class, a runtime's or a tool's own words — so that
/// `explain` says what raised it, where it would otherwise compare it with a list template that
/// shares a word (an unsigned -1, `-[UITableView` in a diagnostic).
package enum ForeignRaiser: CaseIterable, Sendable {
  /// NSArray, NSDictionary, NSSet, NSIndexSet: an index or a key out of range.
  case foundationCollections
  /// Xcode's Main Thread Checker: a diagnostic, not an exception.
  case mainThreadChecker
  /// The Swift runtime: a trap in the app's own code.
  case swiftRuntime
  /// SwiftUI's attribute graph: a precondition of its own, or a cycle between views.
  case attributeGraph
  /// The Objective-C runtime: a message the receiver does not implement.
  case objectiveCRuntime
  /// Key-value coding (most often while a storyboard or a nib is loaded) and observing.
  case keyValueCoding
  /// Core Data, refusing a fetched-results controller or a context's request.
  case coreData
  /// A fetched-results controller asked for an object or a section it does not have.
  case fetchedResults
  /// The Auto Layout engine's log of constraints it cannot satisfy.
  case autoLayout
  /// The Auto Layout engine's internal error: a dump of an objective it could not solve.
  case autoLayoutEngine
  /// React Native's JavaScript runtime.
  case reactNative
  /// A JavaScript runtime of another cross-platform framework (NativeScript, Capacitor's web
  /// view): an uncaught error of the app's JavaScript.
  case javaScript
  /// .NET's runtime on iOS (Xamarin, .NET MAUI): its own exceptions and its bridge's.
  case dotNetRuntime
  /// UIKit's image-context drawing functions.
  case graphicsContext
  /// Storyboards and nibs that cannot be loaded or hold no such controller.
  case storyboards
  /// UIKit outside its list views: presenting controllers, windows.
  case viewControllers
  /// UIKit's page view controller, whose queuing scroll view checks the pages it holds.
  case pageViewController
  /// A list library's own assertion (IGListKit, Texture, RxDataSources).
  case listLibrary
  /// No exception at all: a bad access, a message to a freed object.
  case memory

  /// Fixed parts of the texts it raises; any one marks the text as its.
  var marks: [String] {
    switch self {
    case .foundationCollections:
      [
        "-[__NSArray", "-[__NSCFArray", "-[__NSSingleObjectArray", "-[NSArray ",
        "-[NSMutableArray ",
        "-[__NSDictionary", "-[__NSSet", "-[__NSOrderedSet", "-[NSIndexSet ",
        "-[NSMutableIndexSet ",
        "-[__NSFrozenArray", "-[__NSPlaceholderArray", "was mutated while being enumerated",
        // NSArray's own wordings, whatever method a report names (`__boundsFail` from iOS 14).
        "__boundsFail", "beyond bounds [0 ..", "beyond bounds for empty array",
        // NSMutableDictionary's reason names its method alone (`*** setObjectForKey: object
        // cannot be nil`).
        "setObjectForKey: ", "removeObjectForKey: ",
      ]
    case .mainThreadChecker:
      [
        "Main Thread Checker", "UI API called on a background thread",
        "must be used from main thread only",
      ]
    case .swiftRuntime:
      [
        "Fatal error: ", "fatal error: Index out of range", "fatal error: unexpectedly found nil",
        // Swift 2's and 3's wording of an array's bounds check.
        "Array index out of range",
        // How a symbolicated crash report names a trap of a release build.
        "Swift runtime failure: ",
        "Could not cast value of type",
        "nexpectedly found nil while", "Precondition failed", "Assertion failed:",
        "Duplicate keys of type",
        // A Swift assertion quoted as its code (`assertionFailure("Section: Index out of
        // bounds")`), as a library's or the app's own check.
        "assertionFailure(\"", "preconditionFailure(\"", "fatalError(\"",
        // The Swift collections' preconditions on unique keys, as a stack names them.
        "(uniqueKeysWithValues:)", "(uniqueElements:)",
        // A report's words for the trap of a nil implicitly unwrapped optional.
        "implicitly unwrapped optional",
      ]
    case .objectiveCRuntime:
      ["unrecognized selector sent to instance", "unrecognized selector sent to class"]
    case .keyValueCoding:
      [
        "setValue:forUndefinedKey:", "not key value coding-compliant",
        "while key value observers were still registered", "Cannot remove an observer",
      ]
    case .coreData:
      [
        "An instance of NSFetchedResultsController requires",
        "Failed to call designated initializer on NSManagedObject",
        // Its section cache, contexts and stores name themselves.
        "persistent cache of section information", "NSManagedObjectContext",
        "cannot find data for a temporary oid",
        "NSPersistentStoreCoordinator", "NSManagedObjectModel",
      ]
    // Its own texts, and its array's (`_PFArray`).
    case .fetchedResults:
      ["no object at index", "no section at index", "-[_PFArray objectAtIndex:]"]
    // Its log's headline, or the constraints it lists (a copy that kept only those).
    case .autoLayout: ["Unable to simultaneously satisfy constraints", "<NSLayoutConstraint:0x"]
    // The engine's own dump of an objective it could not solve (`{objective 0x…: … posErrorMarker
    // {id: …}`), raised as its internal error.
    case .autoLayoutEngine: [".posErrorMarker{id:", ".negError{id:", ".posError{id:"]
    // React's invariant(), as its lists (VirtualizedList) raise it, too.
    case .reactNative: ["RCTFatal", "Unhandled JS Exception", "Invariant Violation: "]
    // The headlines of JavaScript's own errors, as an uncaught one is reported.
    case .javaScript:
      [
        "Uncaught TypeError", "Uncaught ReferenceError", "Uncaught RangeError",
        "Uncaught SyntaxError", "TypeError: undefined is not", "TypeError: null is not",
        "TypeError: Cannot read propert", "TypeError: cannot read propert",
        "ReferenceError: Can't find variable",
        // NativeScript's runtime asserting in its bridge to Objective-C.
        "tns::Assert", "tns::ArgConverter",
      ]
    // Its exceptions' headlines (`System.X: message`, not a stack's `at System.X`), and its
    // bridge's failure to wrap a native object.
    case .dotNetRuntime:
      [
        "ObjCRuntime.RuntimeException", "Failed to marshal the Objective-C object",
        "System.NullReferenceException:", "System.ArgumentOutOfRangeException:",
        "System.IndexOutOfRangeException:", "System.InvalidCastException:",
        "System.InvalidOperationException:",
        // Its exceptions' class names alone, as a report's prose gives them: no UIKit class
        // ends so.
        "InvalidOperationException", "NullReferenceException", "ArgumentOutOfRangeException",
        "IndexOutOfRangeException",
      ]
    case .graphicsContext: ["UIGraphicsBeginImageContext"]
    case .storyboards:
      [
        "Could not load NIB in bundle", "Storyboard (<UIStoryboard", "Could not find a storyboard",
        // A nib its loader cannot read (built for a newer iOS than the one it runs on).
        "The NIB data is invalid",
      ]
    case .viewControllers: ["Application tried to present", "Attempt to present <"]
    // The check's own words: its class is on the stack of every scroll inside a page view.
    case .pageViewController: ["[views count] == 3"]
    // Their assertions' own words, not their names (which every stack of an app using them has).
    case .listLibrary: ["IGAssert", "IGFailAssert", "ASDisplayNodeAssert", "_ASHierarchy"]
    // A bad access, or a message to a freed object that Zombie Objects caught.
    case .memory:
      ["EXC_BAD_ACCESS", "KERN_INVALID_ADDRESS", "message sent to deallocated instance"]
    case .attributeGraph: ["AttributeGraph precondition failure", "AttributeGraph: cycle detected"]
    }
  }

  /// Who raised the text, and why ListScript does not model it, in a sentence or two.
  var explanation: String {
    switch self {
    case .foundationCollections:
      "Foundation's collections raised it (an NSArray, NSDictionary, NSSet or NSIndexSet asked for an index or key it does not have, or given nil to hold), not UIKit's table or collection view: most often the app's own data source reads its array with an index path from before a change."
    case .mainThreadChecker:
      "Xcode's Main Thread Checker reported it, a diagnostic rather than an exception: the app called a UIKit method (a reload, an update) from a background thread; make that call on the main queue."
    case .swiftRuntime:
      "the Swift runtime stopped the app in its own code (an index out of range, a failed cast, a nil unwrapped), not UIKit: look at the frame of the app's code the report names, often its cellForRowAt or its counts."
    case .objectiveCRuntime:
      "the Objective-C runtime raised it: an object was sent a message it does not implement (a wrong class in a cast, a cell of another class, an object already deallocated), not a rule of UIKit's list views."
    case .keyValueCoding:
      "key-value coding or observing raised it, not a list view's rule: a key path that names a property the class no longer has (most often while a storyboard or nib was loaded), or an observer still registered when the object it observes was freed, or removed twice."
    case .coreData:
      "Core Data raised it, refusing a fetched-results controller or a managed object as it was set up (a fetch request without sort descriptors, an object made without its entity), before any list was updated."
    case .fetchedResults:
      "Core Data's NSFetchedResultsController raised it, asked for an object or a section it does not have, not UIKit's list views: most often the table asked for a row (cellForRowAt, heightForRowAt) with an index path that was valid before the fetched results changed and the table was told, or an NSNotFound section from indexPath(forObject:) was passed on. Apply the controller's changes to the view inside controllerWillChangeContent and controllerDidChangeContent (or use its diffable snapshot delegate), and check indexPath(forObject:) for nil before use."
    case .autoLayout:
      "the Auto Layout engine logged it (the app goes on): constraints that cannot all hold, inside a cell or elsewhere, not an update of the list."
    case .autoLayoutEngine:
      "the Auto Layout engine raised it: it could not solve the constraints it was given, and the reason is its own dump of the objective it was solving. It is an error of the engine, not a rule of UIKit's list views, even when it happens while a cell is laid out."
    case .reactNative:
      "React Native's JavaScript runtime raised it: an error in the app's JavaScript, not in UIKit's list views."
    case .javaScript:
      "a JavaScript runtime raised it (NativeScript's, or a web view's under Capacitor or Cordova): an error in the app's or the framework's JavaScript, not in UIKit's list views, even where that code drives a table or a collection view; its own stack names the function."
    case .dotNetRuntime:
      ".NET's runtime raised it (a .NET exception, or its bridge failing to wrap a native object), in the app's or the framework's C# code, not UIKit's list views: its own stack names the method. UIKit's texts reach .NET wrapped in Foundation.MonoTouchException or ObjCRuntime.ObjCException, with a Name and a Reason."
    case .graphicsContext:
      "UIKit's image-context functions raised it (a context of zero or invalid size), not the list views' rules."
    case .storyboards:
      "UIKit's storyboard and nib loading raised it (a file, a bundle or an identifier that does not exist, or a nib it cannot read, as one built for a newer iOS than the device runs), before any list was updated."
    case .pageViewController:
      "UIKit's page view controller raised it: its queuing scroll view, which holds the page on screen and those either side of it, found a number of pages it did not expect, as reports of this text tell it, when setViewControllers(_:direction:animated:) is called while a transition or a scroll is still running, or off the main thread. It is not a rule of UIKit's list views, even when a page holds a table or a collection view."
    case .viewControllers:
      "UIKit's view controllers raised it (a controller presented twice, or while it is already on screen), not the list views' rules."
    case .listLibrary:
      "a list library's own assertion raised it (IGListKit, Texture or RxDataSources checking its own rules), not UIKit: that library's documentation explains it."
    case .attributeGraph:
      "SwiftUI's attribute graph stopped the app (a precondition of its own failed, or the views' dependencies formed a cycle), not UIKit's list views: most often a view that reads state while the graph is being updated, or an identity that changed during an update; the SwiftUI view named above it on the stack is where to look."
    case .memory:
      "no exception was raised: the app read memory it no longer owned (a bad access, often a message to an object already freed, the crashed thread's first frame in objc_release or objc_msgSend). UIKit's list views raise their exceptions with a reason; a freed cell, delegate or data source is found with Zombie Objects or the Address Sanitizer."
    }
  }

  /// The classes of UIKit's list views, whose methods raise the texts ListScript models.
  static let listClasses: [String] = [
    "UITableView", "UICollectionView", "_UIDiffableDataSource", "UITableViewDiffableDataSource",
    "UICollectionViewDiffableDataSource", "NSDiffableDataSourceSnapshot",
    "NSDiffableDataSourceSectionSnapshot", "_UICollectionView", "_UITableView",
  ]

  /// The refusal for a text that names the Objective-C method that raised it (`-[CLASS
  /// selector]`, the way Foundation and UIKit begin their reasons) when the class is not one of
  /// the list views': what kind of code that class is.
  package static func methodRefusal(_ text: String) -> ExceptionTextError? {
    // The method a reason begins with, after `*** ` (a stack frame's method is not the one that
    // raised: `-[NSException raise:format:]` is on every stack).
    guard
      let m = text.prefixMatch(
        of: #/\s*(?:\*\*\* )?[-+]\[([A-Za-z_][A-Za-z0-9_]*)(?:\([A-Za-z0-9_]*\))? ([A-Za-z_:]*)/#)
    else { return nil }
    let name = String(m.output.1)
    // The classes that raise for every caller are no sign of who called them.
    guard !listClasses.contains(where: { name.hasPrefix($0) }),
      !["NSException", "NSAssertionHandler"].contains(name)
    else { return nil }
    let method = "-[\(name) \(m.output.2)]"
    let who: String =
      if name.hasPrefix("__NS") || name.hasPrefix("NS") {
        "Foundation's \(name) raised it, in \(method)"
      } else if name.hasPrefix("CA") {
        "Core Animation's \(name) raised it, in \(method)"
      } else if name.hasPrefix("UI") || name.hasPrefix("_UI") {
        "UIKit raised it in \(method), a method of \(name), not of a list view"
      } else {
        "\(method) raised it: \(name) is the app's own class or a library's, not UIKit's"
      }
    return ExceptionTextError(
      message: "this text is not one of UIKit's list views' exceptions: " + who
        + ". ListScript models UITableView, UICollectionView and diffable data sources, so it writes no scenario for it."
    )
  }

  /// The refusal for `text` when something other than a list view raised it: by its marks,
  /// else by the class of the method it names; `nil` when neither says.
  ///
  /// - Complexity: O(m · n) for m marks and a text of n characters.
  package static func refusal(for text: String) -> ExceptionTextError? {
    find(in: text)?.refusal ?? methodRefusal(inLinesOf: text)
  }

  /// The refusal for the first line of `text` that begins with, or gives as its reason
  /// (`reason: '*** -[__NSArrayM …]'`), a method of a class that is not a list view's.
  package static func methodRefusal(inLinesOf text: String) -> ExceptionTextError? {
    for line in text.split(separator: "\n", maxSplits: maximumLines).prefix(maximumLines)
    where ByteSearch.mayHold(line, ["-[", "+["]) {
      // A stack frame in a crash reporter's symbol-first form (`-[X tableView:…] (registrar.m:
      // 8418);App`, `-[X y] + 168`) names a method on the stack, not the one a reason begins
      // with.
      if line.firstMatch(of: #/\]\s*(?:\+ \d+|\([^)]*:\d+\))/#) != nil { continue }
      var line = Substring(line)
      if let r = line.firstRange(of: "reason: '") { line = line[r.upperBound...] }
      if let refusal = methodRefusal(String(line)) { return refusal }
    }
    return nil
  }

  /// The exception classes UIKit's list views raise.
  static let listExceptionNames: Set<String> = [
    "NSInternalInconsistencyException", "NSRangeException", "NSInvalidArgumentException",
  ]

  /// The refusal for an exception whose class the paste names and no list view raises
  /// (`RLMException`, `NSObjectInaccessibleException`, an app's own).
  static func nameRefusal(_ name: String) -> ExceptionTextError? {
    // `NSException` is every exception's class, as a log names it ("of type NSException").
    guard !listExceptionNames.contains(name), name != "NSException" else { return nil }
    let owner =
      name.hasPrefix("NS")
      ? "Foundation or another of Apple's frameworks raises it (Core Data's begin NS too)"
      : "the library or the app that declares that class raises it"
    return ExceptionTextError(
      message:
        "this text is not one of UIKit's list views' exceptions: its class is \(name), and UIKit's list views raise only \(listExceptionNames.sorted().joined(separator: ", ")); \(owner). ListScript models UITableView, UICollectionView and diffable data sources, so it writes no scenario for it."
    )
  }

  /// The classes and functions that raise for every caller: the frames above the raiser.
  static let raising = ["NSException", "NSAssertionHandler"]

  /// The most lines of a paste looked at for the method that raised its text.
  static let maximumLines = 2_000

  /// The raiser whose marks `text` holds, if any.
  ///
  /// - Complexity: O(m · n) for m marks and a text of n characters.
  package static func find(in text: String) -> ForeignRaiser? {
    // A copy may fold a reason's lines anywhere (`the NSFetchedResultsController's\n fetch`).
    let bytes = Array(text.utf8)
    let folded = Array(KnownText.folded(text).utf8)
    return allCases.first { raiser in
      raiser.marks.contains {
        ByteSearch.contains($0, in: bytes) || ByteSearch.contains($0, in: folded)
      }
    }
  }

  /// The exception classes a paste names on a line of their own, as crash reporters label them
  /// (`Exception Class: RLMException`, `Exception name:NSInternalInconsistencyException`).
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func labelledNames(_ text: String) -> [String] {
    var names: [String] = []
    for line in text.split(separator: "\n", maxSplits: maximumLines).prefix(maximumLines)
    where ByteSearch.mayHold(line, ["xception", "XCEPTION"]) {
      guard
        let m = line.firstMatch(
          of: #/(?i:exception[ _]?(?:class|name|type))\s*[:=]\s*\**`?([A-Za-z_][A-Za-z0-9_]*)\b/#)
      else { continue }
      let name = String(m.output.1)
      // An Apple report's `Exception Type:` is a Mach exception, not a class.
      if name.hasPrefix("EXC_") || name == "SIGABRT" { continue }
      names.append(name)
    }
    return names
  }

  /// The refusal of Swift's "Index out of range" in a SwiftUI `ForEach`'s row (its frames go
  /// through `ForEachChild`): what it most likely is, and the scenario that models it.
  static let staleForEachIndex = ExceptionTextError(
    message:
      "this text is not one of UIKit's list views' exceptions: the Swift runtime raised it, an index out of range in a row of SwiftUI's ForEach (the stack goes through it). In the public reports of this crash, the rows are identified by index (ForEach(items.indices, id: \\.self), or a binding that reads through the array) and a row read items[i] after the array shrank: \"the row view computes for an element that no longer exists\" (pointfreeco/swift-composable-architecture#1784; TableProApp/TablePro#1094 on iOS 26.4.1). ListScript models it: swiftui list, then swiftui foreach indices, data …, and a delete with the last row on screen (scenarios/swiftui/swiftui-list-foreach-indices.lsh). The fix: identify the rows by their items (ForEach(items) over Identifiable items, or id: with a stable key), and look an item up by its id where a binding needs it."
  )

  /// The refusal of a Foundation collection's exception that UIKit's own code caused: the
  /// method on the stack that called it.
  static func foundationInsideUIKit(_ caller: String) -> ExceptionTextError {
    ExceptionTextError(
      message:
        "this text is not one of UIKit's list views' exceptions: Foundation's collections raised it (an array or a dictionary asked for an index or key it does not have, or given nil to hold), called by UIKit's own \(caller). No check of the list view failed: its own bookkeeping read an index it does not hold, or stored a view it did not get, which most often follows a change of the data the view was not told about (a reload or a batch missing, a change made off the main thread, or a layout's cache not invalidated). ListScript models UITableView, UICollectionView and diffable data sources, so it writes no scenario for it."
    )
  }

  /// The refusal `explain` gives: what raised the text, and that ListScript models UIKit's
  /// list views only.
  package var refusal: ExceptionTextError {
    ExceptionTextError(
      message: "this text is not one of UIKit's list views' exceptions: "
        + explanation
        + " ListScript models UITableView, UICollectionView and diffable data sources, so it writes no scenario for it."
    )
  }
}
