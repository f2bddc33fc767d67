import ArgumentParser
import CEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// When to colour the output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}

/// Terminal facts and output: whether a stream is a terminal, colour, standard error.
enum Terminal {
  /// Whether to colour standard output: `always`, or `auto` on a terminal without `NO_COLOR`
  /// and with a `TERM` other than `dumb`.
  static func usesColor(_ choice: ColorChoice) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
      if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
      return cedit_is_terminal(STDOUT_FILENO) != 0
    }
  }

  /// Marks stale cells and errors in red when colouring.
  static func highlight(_ text: String, color: ColorChoice) -> String {
    guard usesColor(color) else { return text }
    let red = "\u{1B}[31m"
    let reset = "\u{1B}[0m"
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.contains("STALE") || line.hasPrefix("error:") ? red + line + reset : String(line)
    }.joined(separator: "\n")
  }

  /// Writes `listsh: error: message` to standard error.
  static func printError(_ message: String) {
    var stream = StandardError()
    print("listsh: error: \(message)", to: &stream)
  }

  struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
      _ = string.utf8CString.withUnsafeBufferPointer { buffer in
        Glibc.write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
      }
    }
  }
}
