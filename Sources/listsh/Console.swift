import ArgumentParser
import ListScript
import ListshCore

/// When to colour the output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}

/// Terminal facts read from the environment: whether a descriptor is a terminal, and whether
/// colour is wanted.
enum Terminal {
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

  static func usesColor(_ choice: ColorChoice, fd: Int32) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = Environment.value("NO_COLOR"), !noColor.isEmpty { return false }
      if Environment.value("TERM") == "dumb" { return false }
      return isTerminal(fd)
    }
  }
}

/// Writes the interpreter's output: text to standard output, diagnostics to standard error, in
/// order and unbuffered, coloured only where wanted.
///
/// On a terminal, what a scenario prints has its control characters escaped (`\u{1B}`), so
/// that a scenario cannot send the terminal commands (a window title, the clipboard); `raw`
/// turns that off. Redirected output is written as it is: a transcript is the run's exact text.
///
/// Unsafe: confined (`@unchecked Sendable`) — immutable: every stored property is a `let`.
final class Console: @unchecked Sendable {
  let colorOut: Bool
  let colorErr: Bool
  let escapeOut: Bool
  let escapeErr: Bool

  init(color: ColorChoice, raw: Bool = false) {
    colorOut = Terminal.usesColor(color, fd: 1)
    colorErr = Terminal.usesColor(color, fd: 2)
    escapeOut = !raw && Terminal.isTerminal(1)
    escapeErr = !raw && Terminal.isTerminal(2)
  }

  func write(_ output: Output) {
    switch output {
    case .text(let text):
      let shown = escapeOut ? TerminalText.escapedLines(text) : text
      Self.write(colorOut ? Self.highlightTrace(shown) : shown, to: 1)
    case .diagnostic(let diagnostic):
      let text = diagnostic.rendered()
      let shown = escapeErr ? TerminalText.escapedLines(text) : text
      Self.write(colorErr ? Self.highlight(shown) : shown, to: 2)
    }
  }

  /// Writes all of `text` to a file descriptor, unbuffered.
  static func write(_ text: String, to fd: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      // Unsafe: C API (write).
      let n = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        #if canImport(Glibc)
          return Glibc.write(fd, base + offset, buffer.count - offset)
        #else
          return Darwin.write(fd, base + offset, buffer.count - offset)
        #endif
      }
      if n < 0, errno == EINTR { continue }
      if n < 0, errno == EAGAIN {
        // A non-blocking descriptor that is full: wait for it to drain.
        usleep(1_000)
        continue
      }
      if n <= 0 { return }
      offset += n
    }
  }

  static let red = "\u{1B}[1;31m"
  static let green = "\u{1B}[32m"
  static let yellow = "\u{1B}[33m"
  static let dim = "\u{1B}[2m"
  static let reset = "\u{1B}[0m"

  /// Colours the severity word and the caret line of a rendered diagnostic.
  static func highlight(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      if let r = line.firstRange(of: ": error: ") {
        return String(line[..<r.lowerBound]) + ": " + red + "error:" + reset + " "
          + line[r.upperBound...]
      }
      if line.contains("^"), PlainText.trimmed(line).hasPrefix("|") {
        return red + line + reset
      }
      return String(line)
    }.joined(separator: "\n")
  }

  /// Dims trace lines and marks stale cells.
  static func highlightTrace(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      if line.contains("STALE") { return yellow + line + reset }
      if line.hasPrefix("  ") { return dim + line + reset }
      return String(line)
    }.joined(separator: "\n")
  }
}

extension ExitCode {
  /// Exits with one of `ExitStatus`'s statuses, the one place their numbers are written.
  init(_ status: ExitStatus) { self.init(status.rawValue) }
}
