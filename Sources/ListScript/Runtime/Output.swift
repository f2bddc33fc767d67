/// What the interpreter writes: text for standard output, diagnostics for standard error.
///
/// A transcript interleaves both in order.
public enum Output: Sendable, Equatable {
  case text(String)
  case diagnostic(Diagnostic)
}
