import ListScript
import ListshCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The mode of this run (`--mode=script|generate|page|suite|explain|tree|runner|lsp|format`, taken off the
/// command line before libFuzzer reads it) and the harnesses of the modes that check files.
///
/// Unsafe: confined (`nonisolated(unsafe)`) — `readMode` writes it once, on the main thread,
/// before the thread that runs the inputs starts; it is only read after.
nonisolated(unsafe) var mode = FuzzMode.script
let harness = WriteHarness()
let treeHarness = TreeHarness()
let runnerHarness = RunnerHarness()
let lspHarness = LspHarness()
let formatHarness = FormatHarness()

/// Takes `--mode=…` off the arguments (else reads `LISTSCRIPT_FUZZ_MODE`, which the first
/// process sets for the workers libFuzzer starts with `-jobs`, whose command lines it rebuilds
/// without our flag); exits on an unknown mode.
func readMode(_ arguments: inout [String]) {
  let name: String
  if let k = arguments.firstIndex(where: { $0.hasPrefix("--mode=") }) {
    name = String(arguments.remove(at: k).dropFirst("--mode=".count))
    setenv("LISTSCRIPT_FUZZ_MODE", name, 1)
  } else if let inherited = getenv("LISTSCRIPT_FUZZ_MODE") {
    name = String(cString: inherited)
  } else {
    return
  }
  guard let chosen = FuzzMode(rawValue: name) else {
    print("unknown mode \(name): " + FuzzMode.allCases.map(\.rawValue).joined(separator: ", "))
    exit(64)
  }
  mode = chosen
}

/// Runs one input in the mode of the run: a script through the whole pipeline, or a page or a
/// suite through the checks of `listsh test`, watched for writes outside their root.
///
/// Whatever the input, this must return. It must run on a thread with a large stack
/// (`LargeStack`): the parser and the interpreter recurse as deeply as their limits allow.
func runOne(_ bytes: [UInt8]) {
  // Most inputs run under small limits; one in sixteen under the real ones.
  let limits = Choices(bytes).isRealLimitsShare ? Limits() : .fuzzing
  switch mode {
  case .script: runScript(bytes, limits: limits)
  // Past a failing statement, on to the next: a generated script's every statement runs.
  case .generate:
    runScript(Array(ScriptGenerator.script(from: bytes).utf8), limits: limits, keepGoing: true)
  case .page, .suite: harness.run(bytes, as: mode, limits: limits)
  case .explain: explainOne(bytes)
  case .tree: treeHarness.run(bytes)
  case .runner: runnerHarness.run(bytes)
  case .lsp: lspHarness.run(bytes)
  case .format: formatHarness.run(bytes, limits: limits)
  }
}

/// Reads the bytes as an exception text and explains it.
///
/// Where a classic text reads and gets
/// a scenario, the scenario must raise that text: anything else is a fault of ours.
func explainOne(_ bytes: [UInt8]) {
  let text = String(decoding: bytes, as: UTF8.self)
  guard let report = (try? Explain.explain(text))?.report else { return }
  if case .batchUpdatesDetected = report.reading.content { return }
  if case .differs(let raised) = report.verdict {
    fatalError("explain's scenario raised \(raised ?? "nothing") for: \(text)")
  }
}

extension Limits {
  /// Small limits, so that each input runs quickly and none can exhaust the machine.
  static var fuzzing: Limits {
    var limits = Limits()
    limits.maxSteps = 20_000
    limits.maxCallDepth = 200
    limits.maxListCount = 10_000
    limits.maxStringBytes = 100_000
    limits.maxOutputBytes = 1_000_000
    return limits
  }
}

/// Lexes, parses, resolves and evaluates a script.
///
/// The table model runs with every trace on, under `limits` (small ones for most inputs, so
/// that each run is quick and nothing an input asks for can exhaust the machine).
func runScript(_ bytes: [UInt8], limits: Limits, keepGoing: Bool = false) {
  let interpreter = Interpreter(
    platform: .ios15, trace: .all, echo: true, limits: limits,
    emit: { output in
      // Rendering is part of the pipeline: diagnostics render their source line and caret.
      if case .diagnostic(let d) = output { _ = d.rendered() }
    })
  interpreter.stopsAtFirstFailure = !keepGoing
  _ = interpreter.run(SourceFile(name: "fuzz.lsh", bytes: bytes))
}

#if FUZZING
  /// libFuzzer's driver, from the runtime `-sanitize=fuzzer` links in.
  ///
  /// Unsafe: C API (LLVMFuzzerRunDriver).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// Each input may run for 20 seconds (as `scripts/fuzz` asks libFuzzer's `-timeout`).
  let watchdog = Watchdog(limit: .seconds(20))

  /// libFuzzer's per-input entry point.
  ///
  /// Unsafe: C API (LLVMFuzzerTestOneInput).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    watchdog.watch { runOne(bytes) }
    return 0
  }

  /// Under libFuzzer (`scripts/fuzz` builds with `-sanitize=fuzzer,address -DFUZZING`): hands
  /// every input libFuzzer makes to `runOne`.
  @main
  struct Fuzz {
    static func main() {
      // libFuzzer calls back on the thread that starts it: one large-stack thread for the run.
      var arguments = CommandLine.arguments
      readMode(&arguments)
      // Made here, not on the large-stack thread: `main` is isolated to the main actor.
      // Unsafe: C API (LLVMFuzzerRunDriver's `argv`); confined (`nonisolated(unsafe)`) —
      // handed to the large-stack thread, which alone uses it while `main` waits.
      let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
        capacity: arguments.count + 1)
      for (k, argument) in arguments.enumerated() { argv[k] = strdup(argument) }
      argv[arguments.count] = nil
      let argc = Int32(arguments.count)
      nonisolated(unsafe) let shared = argv
      let status = LargeStack.run {
        var count = argc
        var vector = shared
        return runDriver(&count, &vector) { testOneInput($0, $1) }
      }
      exit(status)
    }
  }
#else
  /// Without libFuzzer: runs each file named on the command line once, to replay a finding.
  @main
  struct Replay {
    static func main() {
      var arguments = CommandLine.arguments
      readMode(&arguments)
      // `--print`: show the script a `generate` input stands for.
      let printing = arguments.contains("--print")
      arguments.removeAll { $0 == "--print" }
      for path in arguments.dropFirst() {
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
        if mode == .generate, printing {
          print(ScriptGenerator.script(from: bytes))
          fflush(nil)  // before a crash, which the script is shown to explain
        }
        LargeStack.run { runOne(bytes) }
        print("ran \(path) (\(bytes.count) bytes) as a \(mode.rawValue)")
      }
    }
  }
#endif
