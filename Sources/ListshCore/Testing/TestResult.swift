/// What `listsh test` found for one file: passed or failed, why, how long it took, and where
/// to point a reader (GitHub annotations).
///
/// A worker process writes it as JSON on its standard output; the runner reads it back.
package struct TestResult: Codable, Equatable, Sendable {
  /// A place in a file and what went wrong there.
  package struct Annotation: Codable, Equatable, Sendable {
    /// The file, relative to where `listsh test` runs (as the paths it was given).
    package var file: String
    package var line: Int?
    package var column: Int?
    package var message: String

    package init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
      self.file = file
      self.line = line
      self.column = column
      self.message = message
    }
  }

  package var passed: Bool
  /// For a pass, an optional note (`created x.out`); for a failure, the reason in one line.
  package var summary: String?
  /// What follows a failure's line: diffs, the end of a crashed worker's output.
  package var details: String = ""
  package var seconds: Double = 0
  /// The most memory the worker that checked the file held, in bytes, where it could tell.
  package var peakBytes: Int?
  package var annotations: [Annotation] = []

  static func pass(_ note: String? = nil, seconds: Double = 0) -> TestResult {
    TestResult(passed: true, summary: note, seconds: seconds)
  }

  package static func fail(
    _ reason: String, details: String = "", annotations: [Annotation] = [], seconds: Double = 0
  ) -> TestResult {
    TestResult(
      passed: false, summary: reason, details: details, seconds: seconds,
      annotations: annotations)
  }
}
