/// What `listsh test` found for one file: passed or failed, why, how long it took, and where
/// to point a reader (GitHub annotations).
///
/// A worker process writes it as JSON on its standard output; the runner reads it back.
struct TestResult: Codable, Equatable, Sendable {
  /// A place in a file and what went wrong there.
  struct Annotation: Codable, Equatable, Sendable {
    /// The file, relative to where `listsh test` runs (as the paths it was given).
    var file: String
    var line: Int?
    var column: Int?
    var message: String
  }

  var passed: Bool
  /// For a pass, an optional note (`created x.out`); for a failure, the reason in one line.
  var summary: String?
  /// What follows a failure's line: diffs, the end of a crashed worker's output.
  var details: String = ""
  var seconds: Double = 0
  var annotations: [Annotation] = []

  static func pass(_ note: String? = nil, seconds: Double = 0) -> TestResult {
    TestResult(passed: true, summary: note, seconds: seconds)
  }

  static func fail(
    _ reason: String, details: String = "", annotations: [Annotation] = [], seconds: Double = 0
  ) -> TestResult {
    TestResult(
      passed: false, summary: reason, details: details, seconds: seconds,
      annotations: annotations)
  }
}
