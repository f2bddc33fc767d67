#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The most memory this process has held: what `listsh test` reports for each file, measured
/// in the worker process that checked it.
package enum PeakMemory {
  /// The peak resident set of this process in bytes, or `nil` where it cannot be read.
  ///
  /// On Linux it is the address space's high-water mark (`VmHWM` in `/proc/self/status`),
  /// which starts afresh at `exec` (`getrusage`'s figure would carry the parent's peak over
  /// when the parent is larger); elsewhere, `getrusage`'s.
  package static func ofThisProcess() -> Int? {
    #if os(Linux)
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
      else { return nil }
      return kilobytes * 1024
    #else
      var usage = rusage()
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)  // bytes on macOS
    #endif
  }

  /// Starts the peak afresh at the current resident size (Linux: `clear_refs` 5), so that a
  /// worker that checks file after file reports each file's own peak; elsewhere, nothing (the
  /// figure stays the process's peak so far).
  package static func restart() {
    #if os(Linux)
      let fd = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
      guard fd >= 0 else { return }
      _ = "5".withCString { write(fd, $0, 1) }
      close(fd)
    #endif
  }
}
