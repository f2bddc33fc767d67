import HeadlessUIKit

/// The code an emitted UIKit test runs on one profile, read back from the test: the method its
/// dispatch calls for the profile, or `testScenario()` itself when every profile's code is the
/// same.
enum EmittedBranch {
  /// The branch's lines, unindented; nil when the profile's branch skips.
  static func body(of code: String, on platform: Platform) -> [String]? {
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    var method = "func testScenario()"
    if let at = lines.firstIndex(where: { $0.contains("  // \(platform.rawValue): ") }) {
      let call = lines[at + 1].trimmingPrefix(while: { $0 == " " })
      guard call.hasPrefix("try scenarioAsOn") else { return nil }
      method = "func " + call.dropFirst(4)
    }
    return lines.drop { !$0.contains(method) }.dropFirst().prefix { $0 != "  }" }
      .map { String($0.trimmingPrefix(while: { $0 == " " })) }
  }
}
