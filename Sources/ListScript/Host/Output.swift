/// What the interpreter writes: text for standard output, diagnostics for standard error.
///
/// A transcript interleaves both in order.
public enum Output: Sendable, Equatable {
  /// Text for standard output, as the script printed it.
  case text(String)
  /// A diagnostic for standard error: an error or a warning with its place in the source.
  case diagnostic(Diagnostic)
}
