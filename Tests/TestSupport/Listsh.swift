import Foundation

/// The built `listsh` binary, run as a user runs it.
public enum Listsh {
  /// The `listsh` the build system put beside the test bundle (`swift build --show-bin-path`),
  /// or `$LISTSH`.
  public static let binary: String = {
    if let path = ProcessInfo.processInfo.environment["LISTSH"] { return path }
    #if os(macOS)
      if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("listsh").path
      }
    #endif
    let me = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return me.deletingLastPathComponent().appendingPathComponent("listsh").path
  }()

  /// How a run ended and what it printed.
  public struct Outcome: Sendable {
    /// The exit status.
    public var code: Int32
    /// Standard output, decoded as UTF-8 (invalid bytes replaced).
    public var stdout: String
    /// Standard error, decoded as UTF-8 (invalid bytes replaced).
    public var stderr: String
  }

  /// A process for `executable` with `arguments`, not started.
  ///
  /// Colour is off and `CI` unset, then `environment` added; it runs in `folder` when given.
  static func process(
    _ arguments: [String], environment: [String: String], in folder: URL?, executable: String
  ) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env.removeValue(forKey: "CI")
    for (k, v) in environment { env[k] = v }
    process.environment = env
    if let folder { process.currentDirectoryURL = folder }
    return process
  }

  /// Starts the built `listsh` as `run` does, its standard output in the pipe returned and its
  /// standard error dropped, for a test that watches it while it runs.
  public static func start(
    _ arguments: [String], environment: [String: String] = [:], in folder: URL
  ) throws -> (Process, Pipe) {
    let process = process(arguments, environment: environment, in: folder, executable: binary)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (process, out)
  }

  /// Runs `executable` (the built `listsh` by default) with `arguments`, `stdin` written to it
  /// and closed, colour off and `CI` unset, plus `environment`; in `folder` when given.
  public static func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
    in folder: URL? = nil, executable: String = binary
  ) throws -> Outcome {
    let process = process(arguments, environment: environment, in: folder, executable: executable)
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    // Standard error is read on a thread of its own, so that neither pipe fills while the
    // other is read.
    final class Box: @unchecked Sendable { var data = Data() }
    let errors = Box()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      errors.data = err.fileHandleForReading.readDataToEndOfFile()
      done.signal()
    }
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    done.wait()
    return Outcome(
      code: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: errors.data, as: UTF8.self))
  }
}
