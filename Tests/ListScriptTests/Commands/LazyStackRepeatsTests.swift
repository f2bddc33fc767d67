import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// A lazy stack whose data repeats an identity: on iOS 14 SwiftUI traps, from iOS 15 it shows
/// one view per identity (woocommerce/woocommerce-ios#5824).
@Suite struct LazyStackRepeatsTests {
  static func script(_ platform: Platform) -> String {
    """
    platform \(platform.rawValue)
    swiftui lazyvstack height 300
    data ["orders", "reviews", "coupons", "reviews", "orders", "settings"]
    print visible
    """
  }

  @Test func iOS14Traps() {
    let result = runScript(Self.script(.ios14), trace: .calls, platform: .ios14)
    #expect(result.status == .runtimeError)
    #expect(
      result.diagnostics.first?.message == "Fatal error: each layout item may only occur once")
    #expect(result.output.contains("test.lsh:3:1: error: Fatal error: each layout item"))
    // The report quotes the trap alone.
    #expect(!result.output.contains("LazyVStackLayout: the ID"), "\(result.output)")
  }

  /// From iOS 15 the later items that repeat an identity are not shown: the first of each is.
  @Test(arguments: [Platform.ios15, .ios16, .ios17, .ios18, .ios26])
  func laterProfilesShowOneViewPerIdentity(platform: Platform) {
    let result = runScript(Self.script(platform), trace: .calls, platform: platform)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains(#"["orders", "reviews", "coupons", "settings"]"#))
    #expect(result.output.contains("2 later items repeating an identity are not shown"))
    #expect(
      result.output.components(separatedBy: "LazyVStackLayout: the ID").count == 3,
      "one log line per repeated identity: \(result.output)")
  }

  /// Data without repeats is shown whole, with no line about them.
  @Test func dataWithoutRepeatsIsShownWhole() {
    let result = runScript(
      "platform ios14\nswiftui lazyvstack height 300\ndata [1, 2, 3]\nprint visible",
      trace: .calls, platform: .ios14)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("[1, 2, 3]"))
    #expect(!result.output.contains("not shown"))
  }
}
