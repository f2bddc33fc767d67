extension StringProtocol {
  /// The text in single quotes, for a message; a long text keeps its first 40 characters and
  /// says how long it was, so that a message quoting what a script wrote stays a line long.
  var quoted: String {
    guard utf8.count > 80 else { return "'\(self)'" }
    return "'\(prefix(40))…' (\(count) characters)"
  }
}

/// A number of bytes for a message: `8 MB`, `64 KB`, `1500 bytes`.
func byteCount(_ bytes: Int) -> String {
  if bytes >= 1_000_000, bytes % 1_000_000 == 0 { return "\(bytes / 1_000_000) MB" }
  if bytes >= 1_000, bytes % 1_000 == 0 { return "\(bytes / 1_000) KB" }
  return "\(bytes) bytes"
}
