import HeadlessUIKit
import ListScript

/// The same steps through the language: what the scenario raises, on a profile.
///
/// The language drives the same model by its own path (its values, its statements, a
/// run-loop turn per top-level statement), so agreement checks the API's adaptation: when it
/// reads the app's data source, what it calls, how it ends turns.
enum LanguageReference {
  struct Outcome: Equatable {
    /// The first error's message: UIKit's text for a raised exception.
    var error: String?
    /// Everything printed.
    var output: String
  }

  static func run(_ script: String, on profile: Platform) -> Outcome {
    var error: String?
    var output = ""
    let interpreter = Interpreter(
      platform: profile, trace: .off, echo: false,
      emit: { out in
        switch out {
        case .text(let t): output += t
        case .diagnostic(let d) where d.severity == .error: error = error ?? d.message
        case .diagnostic: break
        }
      })
    _ = interpreter.run(SourceFile(name: "reference.lsh", text: script))
    return Outcome(error: error, output: output)
  }
}
