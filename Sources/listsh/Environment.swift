import ListshCore

/// The process's environment variables, read one at a time.
///
/// `ProcessInfo.processInfo.environment` builds a dictionary of every variable, and on Linux
/// that first dictionary instantiates its generic metadata, a good part of the start-up of
/// `listsh -e 'print 1'` (see docs/quality.md, "Measurements behind the code"). The shell asks
/// for a handful of names, so it reads each one with `getenv`.
enum Environment {
  /// The value of the variable `name`, or nil when it is not set.
  static func value(_ name: String) -> String? {
    guard let raw = getenv(name) else { return nil }
    return String(cString: raw)
  }

  /// Whether the variable `name` is set to exactly `"true"` (as `CI` and `GITHUB_ACTIONS` are on
  /// a runner).
  static func isTrue(_ name: String) -> Bool { value(name) == "true" }
}
