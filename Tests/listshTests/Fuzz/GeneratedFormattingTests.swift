import HeadlessUIKit
import Testing

@testable import ListScript
@testable import ListScriptFuzz

/// The formatter over the fuzzer's scripts: each that parses formats to a fixed point whose
/// parse tree is the original's (the formatter compares the trees itself, and refuses to
/// write a layout that changes one).
@Suite struct GeneratedFormattingTests {
  @Test func everyGeneratedScriptThatParsesFormatsToAFixedPointOfTheSameMeaning() {
    let seed: UInt64 = 36
    print("GeneratedFormattingTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    var formatted = 0
    for _ in 0..<3_000 {
      let bytes = (0..<96).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let script = ScriptGenerator.script(from: bytes)
      switch Formatter.format(script) {
      case .success(let text):
        formatted += 1
        guard case .success(let again) = Formatter.format(text) else {
          Issue.record("the layout does not format:\n\(text)")
          continue
        }
        #expect(again == text, "not a fixed point:\n\(script)")
      case .failure(.wouldChangeMeaning(let line)):
        let laidOut = Formatter.layout(SourceFile(name: "<fmt>", text: script))
        Issue.record(
          "the layout changed line \(line)'s meaning:\n\(script)\n--- laid out as\n\(laidOut)")
      case .failure(.doesNotParse):
        break
      }
    }
    #expect(formatted > 1_000, "only \(formatted) of 3,000 scripts parsed")
  }
}
