import HeadlessUIKit
import ListScript
import Testing

@testable import ListshCore

/// An emitted UIKit test runs on any iOS version: it carries the model's expectations for each
/// profile, written from a run with that profile pinned, and picks the device's at run time.
@Suite struct DeviceProfileEmitTests {
  static func emit(_ text: String) -> EmitRun.Outcome {
    EmitRun.emit(SourceFile(name: "d.lsh", text: text), name: "d.lsh", gate: .inside("."))
  }

  /// A crash scenario `explain -o` writes pins ios17 with a `platform` line; read on an iOS 26
  /// device its test expects ios26's wording, and on iOS 17 ios17's: it skips on neither.
  @Test func aPinnedScenarioChecksTheDevicesProfile() throws {
    let outcome = Self.emit(
      """
      platform ios17
      collection
      data sections [[1], [2]]
      batch { move section 0 to 5 }
      """)
    let code = try #require(outcome.code)
    let on26 = try #require(EmittedBranch.body(of: code, on: .ios26), "the ios26 branch skips")
    let on17 = try #require(EmittedBranch.body(of: code, on: .ios17), "the ios17 branch skips")
    #expect(on26.joined(separator: "\n").contains("attempt to to move section 0"))
    #expect(on17.joined(separator: "\n").contains("attempt to move section 0"))
    #expect(!on17.joined(separator: "\n").contains("to to move"))
    // A version newer than the newest profile uses it, and says so.
    #expect(code.contains("} else {  // ios26: iOS 26 and later"))
    #expect(code.contains("is newer than the newest profile, ios26: the test checks"))
  }

  /// A check the model answers otherwise on another profile states that profile's answer; an
  /// `expect error` that raises nothing there expects no exception.
  @Test func eachProfileStatesTheModelsAnswers() throws {
    let outcome = Self.emit(
      """
      platform ios14
      table height 132
      data [1, 2, 3, 4, 5, 6]
      assert preparedRows == []
      expect error "is not available" {
        reconfigure rows 0
      }
      """)
    let code = try #require(outcome.code)
    // ios15 keeps a prepared cell below the visible rows (row 3); ios14 keeps none.
    let on15 = try #require(EmittedBranch.body(of: code, on: .ios15)).joined(separator: "\n")
    let on14 = try #require(EmittedBranch.body(of: code, on: .ios14)).joined(separator: "\n")
    #expect(on15.contains("IndexPath(row: 3, section: 0)"), "\(on15)")
    #expect(!on14.contains("IndexPath(row: 3, section: 0)"), "\(on14)")
    #expect(!on14.contains("the model raises nothing"), "\(on14)")
    // From iOS 15 `reconfigureRows` exists: the block raises nothing, and the test says so.
    #expect(on15.contains("// on this profile the model raises nothing here"))
    #expect(on15.contains("XCTAssertNil(uikitText(exception)"))
  }

  /// A check of a cell the profile does not have expects no cell there: iOS 14 keeps no
  /// prepared cell below the visible rows, so article 1's hidden cell is none.
  @Test func aCellTheProfileDoesNotHaveIsExpectedAbsent() throws {
    let outcome = Self.emit(
      """
      platform ios15
      table height 132
      data [1, 2, 3, 4, 5, 6]
      assert cell(3).hidden
      assert cell(3).editing == false
      """)
    let code = try #require(outcome.code)
    let on14 = try #require(EmittedBranch.body(of: code, on: .ios14), "ios14 skips").joined(
      separator: "\n")
    let on15 = try #require(EmittedBranch.body(of: code, on: .ios15)).joined(separator: "\n")
    #expect(on14.components(separatedBy: "XCTAssertNil(actual").count == 3, "\(on14)")
    #expect(!on15.contains("XCTAssertNil(actual"), "\(on15)")
  }

  /// A profile whose iOS lacks an API the scenario calls skips, naming the API.
  @Test func aMissingAPISkipsNamingIt() throws {
    let outcome = Self.emit("table\nprefetching off\n")
    let code = try #require(outcome.code)
    #expect(EmittedBranch.body(of: code, on: .ios14) == nil)
    let on14 = try #require(outcome.profiles.first { $0.platform == .ios14 })
    guard case .stops(let why) = on14.outcome else {
      Issue.record("ios14 ran the scenario to its end")
      return
    }
    #expect(
      why.hasSuffix(
        "UITableView.isPrefetchingEnabled is not available on ios14; it arrived in iOS 15"))
    #expect(code.contains("} else if version < 1500 {  // ios14: iOS 14\n      throw XCTSkip("))
    #expect(EmittedBranch.body(of: code, on: .ios15) != nil)
    // Every profile was run, each with its own steps.
    #expect(outcome.profiles.map(\.platform) == Platform.allCases)
  }
}
