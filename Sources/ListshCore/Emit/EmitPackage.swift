/// What `listsh emit swift --package DIR` writes: a Swift package for iOS whose test target
/// holds the emitted tests, with the Objective-C helper that catches UIKit's exceptions
/// (Swift cannot: `@try`/`@catch` is Objective-C's) and the Swift function that reads their
/// text as the model writes it.
package enum EmitPackage {
  /// One file of the package: its path inside the package and its text.
  package struct File: Equatable, Sendable {
    package var path: String
    package var text: String
  }

  /// The package's name, its module names and its test target's folder.
  package static let name = "ListScriptScenarios"
  static let helper = "ListScriptCatch"
  static let tests = "ScenarioTests"

  /// The package's files for tests named `tests` (file name and emitted code each).
  package static func files(tests emitted: [(name: String, code: String)]) -> [File] {
    [
      File(path: "Package.swift", text: manifest),
      File(path: "Sources/\(helper)/include/\(helper).h", text: header),
      File(path: "Sources/\(helper)/\(helper).m", text: implementation),
      File(path: "Tests/\(tests)/ListScriptSupport.swift", text: support),
    ] + emitted.map { File(path: "Tests/\(tests)/\($0.name)", text: $0.code) }
  }

  /// The folder of `emit swift --program`: the program and the exception helper beside it.
  package static func programFiles(_ code: String) -> [File] {
    [
      File(path: "main.swift", text: code),
      File(path: "\(helper).h", text: header.replacing("--package", with: "--program")),
      File(
        path: "\(helper).m",
        text: implementation.replacing("--package", with: "--program")),
    ]
  }

  static let manifest = """
    // swift-tools-version: 5.9
    // Written by `listsh emit swift --package`: the scenarios as tests of real UIKit views.
    // Run on a simulator:
    //   xcodebuild test -scheme \(name) -destination 'platform=iOS Simulator,name=iPhone 15'
    import PackageDescription

    let package = Package(
      name: "\(name)",
      platforms: [.iOS(.v15)],
      products: [.library(name: "\(name)", targets: ["\(helper)"])],
      targets: [
        // Catches the Objective-C exceptions UIKit raises, which Swift cannot.
        .target(name: "\(helper)"),
        .testTarget(name: "\(tests)", dependencies: ["\(helper)"]),
      ]
    )

    """

  static let header = """
    // Written by `listsh emit swift --package`.
    #import <Foundation/Foundation.h>

    NS_ASSUME_NONNULL_BEGIN

    /// Runs `block` and returns the Objective-C exception it raised, or nil when it raised none.
    /// UIKit signals an invalid batch update, an index path out of range and the like by raising
    /// one, which Swift code cannot catch.
    NSException *_Nullable LSCatchException(NS_NOESCAPE void (^block)(void));

    NS_ASSUME_NONNULL_END

    """

  static let implementation = """
    // Written by `listsh emit swift --package`.
    #import "\(helper).h"

    NSException *_Nullable LSCatchException(NS_NOESCAPE void (^block)(void)) {
      @try {
        block();
      } @catch (NSException *exception) {
        return exception;
      }
      return nil;
    }

    """

  /// The shared Swift support of the package's tests.
  static let support =
    (["// Written by `listsh emit swift --package`.", "import Foundation", ""]
    + SwiftEmitter.exceptionSupport).joined(separator: "\n") + "\n"
}

extension SwiftEmitter {
  /// `uikitText`: an exception as the model writes its text, `NAME: reason`, without what
  /// UIKit adds that varies from run to run (the `NSIndexPath` addresses, the view's
  /// description), as `listsh explain` reads a crash report.
  static let exceptionSupport = """
    /// UIKit's exception as ListScript writes it: `NAME: reason`, without the index paths'
    /// addresses and the view's description that UIKit appends.
    func uikitText(_ exception: NSException?) -> String? {
      guard let exception else { return nil }
      var text = exception.name.rawValue + ": " + (exception.reason ?? "")
      for marker in ["Table view:", "Collection view:", "UICollectionView instance:"] {
        if let found = text.range(of: marker) { text = String(text[..<found.lowerBound]) }
      }
      while let open = text.range(of: "<NSIndexPath"),
        let close = text[open.upperBound...].firstIndex(of: ">")
      {
        var end = text.index(after: close)
        if end < text.endIndex, text[end] == " " { end = text.index(after: end) }
        text.removeSubrange(open.lowerBound..<end)
      }
      return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
