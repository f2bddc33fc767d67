import ListScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one input through the whole pipeline: lex, parse, resolve, evaluate.
///
/// The table model runs with every trace on, under small limits, so that each run is quick and
/// nothing an input asks for can exhaust the machine. Whatever the input, this must return.
///
/// It must run on a thread with a large stack (`LargeStack`): the parser and the interpreter
/// recurse as deeply as their limits allow.
func runOne(_ bytes: [UInt8]) {
  var limits = Limits()
  limits.maxSteps = 20_000
  limits.maxCallDepth = 200
  limits.maxListCount = 10_000
  limits.maxStringBytes = 100_000
  let interpreter = Interpreter(
    platform: .ios15, trace: .all, echo: true, limits: limits,
    emit: { output in
      // Rendering is part of the pipeline: diagnostics render their source line and caret.
      if case .diagnostic(let d) = output { _ = d.rendered() }
    })
  _ = interpreter.run(SourceFile(name: "fuzz.lsh", bytes: bytes))
}

#if FUZZING
  /// libFuzzer's driver, from the runtime `-sanitize=fuzzer` links in.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// libFuzzer's per-input entry point.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    runOne(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  /// Under libFuzzer (`scripts/fuzz` builds with `-sanitize=fuzzer,address -DFUZZING`): hands
  /// every input libFuzzer makes to `runOne`.
  @main
  struct Fuzz {
    static func main() {
      // libFuzzer calls back on the thread that starts it: one large-stack thread for the run.
      let status = LargeStack.run {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return runDriver(&argc, &argv) { testOneInput($0, $1) }
      }
      exit(status)
    }
  }
#else
  /// Without libFuzzer: runs each file named on the command line once, to replay a finding.
  @main
  struct Replay {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let file = fopen(path, "rb") else {
          print("cannot open \(path)")
          exit(66)
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
          let n = fread(&buffer, 1, buffer.count, file)
          if n <= 0 { break }
          bytes += buffer[0..<n]
        }
        fclose(file)
        LargeStack.run { runOne(bytes) }
        print("ran \(path) (\(bytes.count) bytes)")
      }
    }
  }
#endif
