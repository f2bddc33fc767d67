import HeadlessUIKit
import ListDiff
import ListScript

/// Turns the steps a scenario recorded into an XCTest case that does the same with a real
/// `UITableView` or `UICollectionView`, so that a reader with a Mac can confirm the scenario
/// on UIKit.
///
/// The test holds only what the scenario uses: the app's data (`[[String]]`, or rows with
/// heights), a data source object or a diffable data source, the calls the scenario made —
/// never the calls UIKit made on its behalf (a diffable `apply`'s batch is a comment) — and
/// every check UIKit can answer, each reading UIKit into a local before `XCTAssertEqual` and
/// naming the scenario's line. UIKit's exceptions are caught by a small Objective-C helper
/// (`LSCatchException`, which `listsh emit swift --package` writes) and their text compared
/// word for word with the model's. What has no UIKit counterpart is a comment saying why.
package enum SwiftEmitter {
  /// Where the support code the test needs (the exception text's normalizer) goes.
  package enum Support: Sendable {
    /// In the test file itself: a file to add to an app's test target (with the helper).
    case inline
    /// In the package's shared support file (`EmitPackage`).
    case shared
    /// In a Mac Catalyst program (`--program`): the file holds the support, XCTest's calls
    /// stood in for, and runs the test at its end, printing UIKit's trace.
    case program
  }

  /// Which UIKit an emitted test runs against.
  package enum Target: Sendable {
    /// Real UIKit: an XCTest case for an iOS test target, on the profile's iOS versions.
    case uikit
    /// `ListScriptUIKit`, the headless UIKit-shaped API: a Swift Testing test that runs in
    /// `swift test` on Linux or macOS, on the scenario's profile.
    case headless
  }

  /// The test source for `steps`, recorded from the scenario `name`.
  ///
  /// An XCTest case on real UIKit, or a Swift Testing test on `ListScriptUIKit`; the test's
  /// type is named after `testFile` (the scenario's name by default).
  ///
  /// - Complexity: O(s + d) for s steps and d items in the recorded data.
  package static func emit(
    _ steps: [RecordedStep], name: String, support: Support = .inline, target: Target = .uikit,
    testFile: String? = nil, profiles: [ProfileRun]? = nil
  ) -> String {
    file(
      steps, name: name, support: support, target: target, testFile: testFile, profiles: profiles
    ).code
  }

  /// `emit`'s code, and the scenario line of an exception the code cannot raise: one raised
  /// by a statement that writes no code (a snapshot's own call).
  ///
  /// A UIKit test is written from `profiles`, the model's run on each profile, and checks at run
  /// time those of the device's iOS version; without them, from `steps` alone, for their
  /// profile's versions only (another version skips).
  ///
  /// - Complexity: O(p × (s + d)) for p profiles, s steps and d items in the recorded data.
  static func file(
    _ steps: [RecordedStep], name: String, support: Support, target: Target, testFile: String?,
    profiles: [ProfileRun]? = nil
  ) -> (code: String, silentRaise: Int?) {
    let traces = support == .program && target == .uikit
    var writer = EmitWriter(steps: steps, scenario: name, target: target, traces: traces)
    var body = writer.body()
    var f = writer.features
    // A program runs on Mac Catalyst, iOS 17 and later: only those profiles' raises count.
    var silentRaise = traces ? nil : writer.silentRaise
    var groups: [ProfileGroup] = []
    if target == .uikit {
      let runs =
        profiles
        ?? Platform.allCases.map {
          $0 == f.platform
            ? ProfileRun($0, .steps(steps))
            : ProfileRun(
              $0,
              .stops(
                "the model was not run on this profile for this test (written from "
                  + "\(f.platform.rawValue)'s steps)"))
        }
      for run in runs {
        let code: Result<[String], ProfileGroup.Reason>
        switch run.outcome {
        case .steps(let steps):
          var each = EmitWriter(steps: steps, scenario: name, target: target, traces: traces)
          code = .success(each.body())
          f.merge(each.features)
          if !traces || Self.macCatalystRuns(run.platform) {
            silentRaise = silentRaise ?? each.silentRaise
          }
        case .stops(let why): code = .failure(ProfileGroup.Reason(text: why))
        }
        if let k = groups.firstIndex(where: { Self.same($0.body, code) }) {
          groups[k].platforms.append(run.platform)
        } else {
          groups.append(ProfileGroup(platforms: [run.platform], body: code))
        }
      }
      body = []
    }
    let views =
      f.collections
      ? (f.tables ? "table and collection view" : "UICollectionView") : "UITableView"
    var file: [String]
    switch target {
    case .uikit where traces:
      file = programHeader(name, views: views) + ["import UIKit", ""] + programSupport(f)
      if f.raises {
        file += exceptionSupport.map { $0.hasPrefix("func ") ? "private " + $0 : $0 } + [""]
      }
      file.append("final class \(className(testFile ?? name))Tests: XCTestCase {")
    case .uikit:
      file = [
        "// Generated by `listsh emit swift \(commentText(name))`: the scenario as a test of a real "
          + views + ".",
        "// Run it in an iOS test target on any iOS version: it checks the model's expectations "
          + "for the device's.",
      ]
      if f.raises, support == .inline {
        file.append(
          "// UIKit's exceptions are caught by `LSCatchException` (module ListScriptCatch), which "
            + "`listsh emit swift --package DIR` writes beside the test.")
      }
      if f.swiftUIList {
        file.append(
          "// Its SwiftUI List is tested too, in SwiftUI (`testSwiftUIList`): SwiftUI then makes "
            + "the batches.")
      }
      file +=
        f.fetched
        ? ["import CoreData", "import UIKit", "import XCTest"] : ["import UIKit", "import XCTest"]
      if f.swiftUIList { file.insert("import SwiftUI", at: file.count - 2) }
      if f.raises { file.append("import ListScriptCatch") }
      file.append("")
      if f.raises, support == .inline {
        // Private to the file, so that several emitted files can share a target.
        file += exceptionSupport.map { $0.hasPrefix("func ") ? "private " + $0 : $0 } + [""]
      }
      file.append("final class \(className(testFile ?? name))Tests: XCTestCase {")
    case .headless:
      file = [
        "// Generated by ListScript from \(commentText(name)): the scenario as a test of a",
        "// headless \(views) (ListScriptUIKit's) on the scenario's profile, for `swift test` on",
        "// Linux or macOS.",
        "import Foundation", "import ListScriptUIKit", "import Testing", "",
        "@MainActor @Suite struct \(className(testFile ?? name))Tests {",
      ]
    }
    file += declarations(f).map { $0.isEmpty ? "" : "  " + $0 }
    // A List's SwiftUI test, on real UIKit (a program prints UIKit's trace of its own calls).
    let swiftUI =
      f.swiftUIList && target == .uikit && !traces
      ? SwiftUIListWriter(steps: steps, scenario: name) : nil
    if let swiftUI { file += swiftUI.declarations().map { $0.isEmpty ? "" : "  " + $0 } }
    if !f.unchecked.isEmpty {
      file.append(
        target == .uikit
          ? "  // Not checked on UIKit (the scenario's assertions without a counterpart):"
          : "  // Not checked (the scenario's assertions without a counterpart in UIKit's API):")
      file += f.unchecked.map { "  // - " + commentText($0) }
      file.append("")
    }
    switch target {
    case .uikit:
      file += deviceTest(groups, program: traces)
      if var writer = swiftUI {
        file += [""] + writer.method().map { $0.isEmpty ? "" : "  " + $0 }
      }
      file += ["}", ""]
      if traces { file += programMain(className(testFile ?? name)) }
    case .headless:
      file += headlessTest(body, platform: f.platform, raised: writer.headlessRaise)
    }
    // Wrapped at 100 columns, but never inside a multi-line string literal (its lines are the
    // text's, and already broken with `\`).
    var inLiteral = false
    var wrapped: [String] = []
    for line in file {
      let opensOrCloses = line.trimmed == "\"\"\"" || line.trimmed == "\"\"\","
      if inLiteral || opensOrCloses {
        wrapped.append(line)
      } else {
        wrapped += SwiftLines.wrap(line)
      }
      if opensOrCloses { inLiteral.toggle() }
    }
    return (wrapped.joined(separator: "\n"), silentRaise)
  }

  /// Whether two profiles' code is the same (two reasons to stop are never merged).
  static func same(
    _ a: Result<[String], ProfileGroup.Reason>, _ b: Result<[String], ProfileGroup.Reason>
  ) -> Bool {
    switch (a, b) {
    case (.success(let x), .success(let y)): x == y
    case (.success, .failure), (.failure, .success), (.failure, .failure): false
    }
  }

  /// The headless test method: the body run on the profile, and UIKit's exception, when the
  /// scenario ends in one, expected from the run with the model's text.
  static func headlessTest(_ body: [String], platform: Platform, raised: (String, String)?)
    -> [String]
  {
    var lines = ["  @Test func scenario() throws {"]
    let inner = body.map { $0.isEmpty ? "" : "      " + $0 }
    guard let (text, location) = raised else {
      lines += ["    try Headless.run(on: .\(platform.rawValue)) {"] + inner + ["    }"]
      return lines + ["  }", "}", ""]
    }
    lines += [
      "    let exception = #expect(throws: HeadlessException.self) {",
      "      try Headless.run(on: .\(platform.rawValue)) {",
    ]
    lines += inner.map { $0.isEmpty ? "" : "  " + $0 } + ["      }", "    }"]
    var expected = SwiftLines.multilineLiteral(text, indent: "      ", width: SwiftLines.width - 10)
    expected[expected.count - 1] += ","
    lines += ["    #expect(", "      exception?.description == \"\"\""] + expected.dropFirst()
    lines += ["      \(literal(location)))", "  }", "}", ""]
    return lines
  }

  /// The class name for a scenario file: its name's ASCII letters and digits in upper camel
  /// case, `Scenario` before a leading digit or for a name with none.
  package static func className(_ name: String) -> String {
    let file = name.split(separator: "/").last.map(String.init) ?? ""
    let stem = file.split(separator: ".").first.map(String.init) ?? ""
    let words = stem.unicodeScalars.split {
      !(("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0))
    }
    let joined = words.map { word in
      let text = String(String.UnicodeScalarView(word))
      return text.prefix(1).uppercased() + text.dropFirst()
    }.joined()
    guard let first = joined.unicodeScalars.first, !("0"..."9").contains(first) else {
      return "Scenario" + joined
    }
    return joined
  }

  /// Text for a `//` comment: every character that would end the line for Swift (CR, LF, the
  /// Unicode line and paragraph separators), that is a control character, or that reorders
  /// what an editor shows (`TerminalText.isUnsafeInSource`) is written as `\u{…}`, so that
  /// nothing of a scenario's text can leave the comment or disguise the code around it.
  static func commentText(_ text: String) -> String {
    TerminalText.escapedForSource(text)
  }

  /// A Swift string literal.
  static func literal(_ s: String) -> String {
    let escapes: [Unicode.Scalar: String] = [
      "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r",
    ]
    var out = "\""
    for scalar in s.unicodeScalars {
      if let escape = escapes[scalar] {
        out += escape
      } else if TerminalText.isUnsafeInSource(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  static func number(_ x: Double) -> String { Points.format(x) }

  static func number(_ v: Value) -> String {
    switch v {
    case .int(let i): String(i)
    case .decimal(let d): Points.format(d)
    case .string, .bool, .nil, .list, .range, .indexPath, .record, .snapshot, .sectionSnapshot:
      v.description
    }
  }

  /// `["a", "b"]` for a list of values, as Swift strings of what a cell shows.
  static func stringList(_ value: Value) -> String {
    "[" + (value.listElements ?? []).map { literal($0.plain) }.joined(separator: ", ") + "]"
  }
}
