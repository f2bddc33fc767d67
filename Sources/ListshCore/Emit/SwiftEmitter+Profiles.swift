import HeadlessUIKit
import ListScript

/// What the model does with a scenario on one profile: the steps a test for that profile's iOS
/// versions takes and checks, or why the model cannot run it there.
package enum ProfileOutcome: Sendable {
  /// The run reached its end, or UIKit's exception ended it: the steps it recorded.
  case steps([RecordedStep])
  /// The run stopped otherwise (an API the profile's iOS does not have, most often): why, as
  /// the diagnostic says it, with the scenario's line.
  case stops(String)
}

/// The model's run of a scenario on one profile (`EmitRun` pins each profile in turn).
package struct ProfileRun: Sendable {
  /// The profile pinned for the run.
  package var platform: Platform
  /// What the run did there.
  package var outcome: ProfileOutcome

  /// The run of a scenario on `platform`, and what it did.
  package init(_ platform: Platform, _ outcome: ProfileOutcome) {
    self.platform = platform
    self.outcome = outcome
  }
}

/// The UIKit test's choice of expectations at run time: the device's iOS version picks the
/// profile, and the profiles whose code is the same share one method.
extension SwiftEmitter {
  /// The iOS versions of `platform`, as major × 100 + minor (1604 is iOS 16.4), and in words.
  ///
  /// iOS 19 to 25 were never released (Apple numbered the release after iOS 18 by its year);
  /// they read as iOS 18.
  static func versions(_ platform: Platform) -> (low: Int, high: Int?, words: String) {
    switch platform {
    case .ios12: (1200, 1400, "iOS 12 and 13")
    case .ios14: (1400, 1500, "iOS 14")
    case .ios15: (1500, 1604, "iOS 15 to 16.3")
    case .ios16: (1604, 1700, "iOS 16.4 to 16.7")
    case .ios17: (1700, 1800, "iOS 17")
    case .ios18: (1800, 2600, "iOS 18")
    case .ios26: (2600, nil, "iOS 26 and later")
    }
  }

  /// Profiles whose test code is the same, in the order of the first of each.
  struct ProfileGroup {
    /// The profiles, in the order of `Platform.allCases`.
    var platforms: [Platform]
    /// The code, or the reason the model cannot run the scenario on these profiles.
    var body: Result<[String], Reason>
    /// Why the model stops on a profile, as its diagnostic says.
    struct Reason: Error { var text: String }

    /// `ios15, ios17 (iOS 15 to 16.3, iOS 17)`.
    var described: String {
      if platforms == Platform.allCases { return "every profile (iOS 12 and later)" }
      return platforms.map(\.rawValue).joined(separator: ", ") + " ("
        + platforms.map { SwiftEmitter.versions($0).words }.joined(separator: ", ") + ")"
    }
    /// The name of the group's method: after its first profile.
    var method: String { "scenarioAsOn" + (platforms.first?.rawValue.capitalized ?? "") }
  }

  /// The test method for real UIKit: the device's version picks the group whose expectations
  /// it checks; a version newer than the newest profile uses the newest and says so; a profile
  /// on which the model stops skips, saying why.
  static func deviceTest(_ groups: [ProfileGroup], program: Bool = false) -> [String] {
    let newest = Platform.allCases[Platform.allCases.count - 1]
    let oldest = Platform.allCases[0]
    var lines = [
      "  /// The scenario on this device, with the expectations of the model's profile for its",
      "  /// iOS version.",
      "  @MainActor func testScenario() throws {",
    ]
    lines +=
      program
      ? [
        // On Mac Catalyst `ProcessInfo` gives macOS's version: availability gives iOS's.
        "    let version = iOSVersion()",
        "    let named = \"iOS \\(version / 100).\\(version % 100)\"",
      ]
      : [
        "    let os = ProcessInfo.processInfo.operatingSystemVersion",
        "    let version = os.majorVersion * 100 + os.minorVersion",
        "    let named = \"iOS \\(os.majorVersion).\\(os.minorVersion)\"",
      ]
    let newer =
      "\\(named) is newer than the newest profile, \(newest.rawValue): the test checks its "
      + "expectations"
    lines += [
      "    if version < \(versions(oldest).low) {",
      "      throw XCTSkip(\"\\(named) is older than the oldest profile, \(oldest.rawValue)\")",
      "    }",
      "    if version >= \(versions(newest).low + 100) {",
      // A program's standard output is the trace the diff compares.
      program
        ? "      FileHandle.standardError.write(Data(\"\(newer)\\n\".utf8))"
        : "      print(\"\(newer)\")",
      "    }",
    ]
    if groups.count == 1, case .success(let body) = groups[0].body {
      lines.append("    // The model expects the same on \(groups[0].described).")
      return lines + body.map { $0.isEmpty ? "" : "    " + $0 } + ["  }"]
    }
    var branches: [String] = []
    for platform in Platform.allCases {
      guard let group = groups.first(where: { $0.platforms.contains(platform) }) else { continue }
      let range = versions(platform)
      let condition = range.high.map { "version < \($0)" }
      let call: String =
        switch group.body {
        case .success: "try \(group.method)()"
        case .failure(let reason):
          "throw XCTSkip(" + literal("on \(platform.rawValue) (\(range.words)), " + reason.text)
            + ")"
        }
      let comment = "// \(platform.rawValue): \(range.words)"
      if let condition {
        branches += [
          (branches.isEmpty ? "    if " : "    } else if ") + condition + " {  " + comment,
          "      " + call,
        ]
      } else {
        branches += ["    } else {  " + comment, "      " + call, "    }"]
      }
    }
    lines += branches + ["  }"]
    for group in groups {
      guard case .success(let body) = group.body else { continue }
      lines += [
        "",
        "  /// The model's expectations on "
          + group.platforms.map(\.rawValue).joined(separator: ", ") + ".",
        "  @MainActor private func \(group.method)() throws {",
      ]
      lines += body.map { $0.isEmpty ? "" : "    " + $0 } + ["  }"]
    }
    return lines
  }
}

extension EmitFeatures {
  /// What the code of either set of steps needs: a test whose branches were written from
  /// several profiles' steps declares what each branch uses.
  mutating func merge(_ other: EmitFeatures) {
    tableCount = max(tableCount, other.tableCount)
    collectionCount = max(collectionCount, other.collectionCount)
    plainTable = plainTable || other.plainTable
    plainCollection = plainCollection || other.plainCollection
    diffableTables = max(diffableTables, other.diffableTables)
    diffableCollections = max(diffableCollections, other.diffableCollections)
    rowHeights = rowHeights || other.rowHeights
    sizeForItem = sizeForItem || other.sizeForItem
    selfSizingItems = selfSizingItems || other.selfSizingItems
    cachingLayout = cachingLayout || other.cachingLayout
    supplementaryViews = supplementaryViews || other.supplementaryViews
    tableBands = tableBands || other.tableBands
    editing = editing || other.editing
    latest = latest || other.latest
    raises = raises || other.raises
    fetched = fetched || other.fetched
    handMadeFeeds = handMadeFeeds || other.handMadeFeeds
    unchecked += other.unchecked.filter { !unchecked.contains($0) }
    provision = provision || other.provision
    swiftUIList = swiftUIList || other.swiftUIList
    if other.viewIsDiffable.count > viewIsDiffable.count { viewIsDiffable = other.viewIsDiffable }
  }
}
