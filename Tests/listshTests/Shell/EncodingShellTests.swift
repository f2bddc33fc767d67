import Foundation
import TestSupport
import Testing

/// Invalid UTF-8 reaching the built binary: on standard input a located error, in an argument
/// a refusal that names it.
@Suite struct EncodingShellTests {
  @Test func invalidUTF8OnStandardInputIsReported() throws {
    let r = try Listsh.run([], stdin: "print \"\u{FFFD}\"\n")
    #expect(r.code == 0)  // a replacement character typed as such is fine
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Listsh.binary)
    let input = Pipe()
    let err = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    input.fileHandleForWriting.write(
      Data([0x70, 0x72, 0x69, 0x6E, 0x74, 0x20, 0x22, 0xFF, 0x22, 0x0A]))
    try input.fileHandleForWriting.close()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 65)
    #expect(stderr.hasPrefix("<stdin>:1:8: error: the file is not valid UTF-8 (byte 0xFF)"))
  }

  @Test func invalidUTF8InAOneLinerIsRefused() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Listsh.binary)
    // Arguments reach the process as bytes: a C string with a lone 0xFF.
    let bad = String(decoding: [0x70, 0x72, 0x69, 0x6E, 0x74, 0x20, 0x31], as: UTF8.self)
    process.arguments = ["-e", bad]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)  // valid text runs
    // A raw 0xFF cannot be passed through Foundation's Process (it re-encodes arguments as
    // UTF-8), so the byte-level check runs through the shell.
    let viaShell = try Listsh.run(
      ["-c", "exec \"$0\" -e \"$(printf 'print \\377')\"", Listsh.binary],
      executable: "/bin/sh")
    #expect(viaShell.code == 65)
    #expect(viaShell.stderr == "listsh: argument 2 is not valid UTF-8\n")
  }
}
