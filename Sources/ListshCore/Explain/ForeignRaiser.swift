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
  /// The Objective-C runtime: a message the receiver does not implement.
  case objectiveCRuntime
  /// Key-value coding, most often while a storyboard or a nib is loaded.
  case keyValueCoding
  /// Core Data, refusing a fetched-results controller or a context's request.
  case coreData
  /// The Auto Layout engine's log of constraints it cannot satisfy.
  case autoLayout
  /// React Native's JavaScript runtime.
  case reactNative
  /// UIKit's image-context drawing functions.
  case graphicsContext

  /// Fixed parts of the texts it raises; any one marks the text as its.
  var marks: [String] {
    switch self {
    case .foundationCollections:
      [
        "-[__NSArray", "-[__NSCFArray", "-[__NSSingleObjectArray", "-[NSArray ",
        "-[NSMutableArray ",
        "-[__NSDictionary", "-[__NSSet", "-[__NSOrderedSet", "-[NSIndexSet ",
        "-[NSMutableIndexSet ",
        "-[__NSFrozenArray", "-[__NSPlaceholderArray",
      ]
    case .mainThreadChecker: ["Main Thread Checker", "UI API called on a background thread"]
    case .swiftRuntime:
      [
        "Fatal error: Index out of range", "fatal error: Index out of range",
        "Could not cast value of type", "nexpectedly found nil while",
      ]
    case .objectiveCRuntime:
      ["unrecognized selector sent to instance", "unrecognized selector sent to class"]
    case .keyValueCoding: ["setValue:forUndefinedKey:", "not key value coding-compliant"]
    case .coreData:
      [
        "An instance of NSFetchedResultsController requires",
        "Failed to call designated initializer on NSManagedObject",
      ]
    case .autoLayout: ["Unable to simultaneously satisfy constraints"]
    case .reactNative: ["RCTFatal", "Unhandled JS Exception"]
    case .graphicsContext: ["UIGraphicsBeginImageContext"]
    }
  }

  /// Who raised the text, and why ListScript does not model it, in a sentence or two.
  var explanation: String {
    switch self {
    case .foundationCollections:
      "Foundation's collections raised it (an NSArray, NSDictionary, NSSet or NSIndexSet asked for an index or key it does not have), not UIKit's table or collection view: most often the app's own data source reads its array with an index path from before a change."
    case .mainThreadChecker:
      "Xcode's Main Thread Checker reported it, a diagnostic rather than an exception: the app called a UIKit method (a reload, an update) from a background thread; make that call on the main queue."
    case .swiftRuntime:
      "the Swift runtime stopped the app in its own code (an index out of range, a failed cast, a nil unwrapped), not UIKit: look at the frame of the app's code the report names, often its cellForRowAt or its counts."
    case .objectiveCRuntime:
      "the Objective-C runtime raised it: an object was sent a message it does not implement (a wrong class in a cast, a cell of another class, an object already deallocated), not a rule of UIKit's list views."
    case .keyValueCoding:
      "key-value coding raised it, most often while a storyboard or nib was loaded: an outlet or a key path names a property the class no longer has."
    case .coreData:
      "Core Data raised it, refusing a fetched-results controller or a managed object as it was set up (a fetch request without sort descriptors, an object made without its entity), before any list was updated."
    case .autoLayout:
      "the Auto Layout engine logged it (the app goes on): constraints that cannot all hold, inside a cell or elsewhere, not an update of the list."
    case .reactNative:
      "React Native's JavaScript runtime raised it: an error in the app's JavaScript, not in UIKit's list views."
    case .graphicsContext:
      "UIKit's image-context functions raised it (a context of zero or invalid size), not the list views' rules."
    }
  }

  /// The raiser whose marks `text` holds, if any.
  ///
  /// - Complexity: O(m · n) for m marks and a text of n characters.
  package static func find(in text: String) -> ForeignRaiser? {
    allCases.first { raiser in raiser.marks.contains { text.contains($0) } }
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
