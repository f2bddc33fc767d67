/// Limits that keep a script from running away.
public struct Limits: Sendable {
  /// Statements and loop iterations a run may execute.
  public var maxSteps = 10_000_000
  /// Nested procedure calls.
  public var maxCallDepth = 1_000
  /// Elements of a list (or a range turned into one).
  public var maxListCount = 10_000_000
  /// Bytes of a string.
  public var maxStringBytes = 16_000_000
  /// Bytes of source a run reads: the script with every file it includes (its parsed form
  /// takes about 40 times as much memory).
  public var maxSourceBytes = 8_000_000
  /// Bytes of text a run prints, trace lines included.
  public var maxOutputBytes = 64_000_000
  /// Levels that values nest (lists and records inside one another), so that everything that
  /// walks a value — printing, comparing, hashing, freeing — recurses a bounded number of times.
  public var maxValueDepth = 1_000
  /// Bytes of stack that nested blocks and calls may use (measured, not counted), within the
  /// thread's own: deeper nesting is an error at the block or call that crosses it.
  public var maxStackBytes = 256_000_000
  /// The default limits: 10,000,000 steps and list elements; 1,000 nested calls and value
  /// levels; 16,000,000 bytes of a string, 8,000,000 of source, 64,000,000 of output and
  /// 256,000,000 of stack.
  public init() {}
}
