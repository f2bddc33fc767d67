import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// `swiftui duringupdate { … }`: a List's data written while SwiftUI computes a view update.
///
/// From iOS 16 SwiftUI logs its warning; the update reads the change as if it were made
/// before it (our choice, of the outcomes realm/realm-swift#7908 reports).
@Suite struct SwiftUIDuringUpdateTests {
  static let warning =
    "SwiftUI logs: Publishing changes from within view updates is not allowed, this will cause undefined behavior."

  static func script(_ platform: Platform) -> String {
    """
    platform \(platform.rawValue)
    swiftui list
    data ["a"]
    swiftui duringupdate { data insert "b" at 0:1 }
    assert len(visible) == 2
    """
  }

  @Test(arguments: [Platform.ios16, .ios17, .ios18, .ios26])
  func fromIOS16SwiftUIWarnsAndTheUpdateReadsTheChange(platform: Platform) {
    let result = runScript(Self.script(platform), trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains(Self.warning), "\(result.output)")
    #expect(
      result.output.contains("the List's update reads the change made during the view update"))
    #expect(result.output.contains("changeset: insert 0:1"), "\(result.output)")
  }

  /// Before iOS 16 the warning did not exist ("No warning was present in the previous beta 3",
  /// realm/realm-swift#7908, Xcode 14).
  @Test(arguments: [Platform.ios14, .ios15])
  func beforeIOS16NothingIsLogged(platform: Platform) {
    let result = runScript(Self.script(platform), trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(!result.output.contains("Publishing changes"), "\(result.output)")
  }

  @Test(arguments: [
    (
      "swiftui duringupdate { data [1] }", "acts on a SwiftUI List, and this view is not one", "1:1"
    ),
    (
      "swiftui list\nswiftui duringupdate { swiftui scrollto 1 }",
      "inside 'swiftui duringupdate { … }' only the data changes", "2:24"
    ),
    (
      "swiftui list\nswiftui animated { swiftui duringupdate { data [1] } }",
      "'swiftui animated' does not nest with", "2:20"
    ),
    (
      "swiftui list\nswiftui duringupdate { table }",
      "a view is not made inside it", "2:24"
    ),
  ])
  func whatIsRefused(script: String, message: String, at place: String) {
    expectRefusal(script, message, at: place)
  }
}
