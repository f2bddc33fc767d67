import Foundation
import Testing

/// The real prompt on a pseudo-terminal (python3's `pty`): statements, continuation, the batch
/// prompt, Ctrl-C during a long loop and at a half-typed statement, Ctrl-D, and the history across
/// two runs.
///
/// The steps are in `pty_session.py`.
@Suite struct TerminalTests {
  @Test func anInteractiveSession() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listsh-pty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", here.appendingPathComponent("pty_session.py").path, EndToEndTests.binary,
      state.path,
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(text == "ok\n")
  }
}
