import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// `swiftui scrollto` on a SwiftUI List: a `ScrollViewReader` proxy's `scrollTo`, made in the
/// update that ends the turn, after the turn's batch (our inference from agg23/Sila#38's
/// stack), to the row found in the data as it is now.
@Suite struct SwiftUIListScrollToTests {
  /// A chat: a message deleted with animation, then one that arrives with a scroll to it.
  static func chat(_ platform: Platform, animated: Bool) -> String {
    """
    platform \(platform.rawValue)
    swiftui list height 300
    data [{id: "m1"}, {id: "m2"}]
    \(animated ? "swiftui animated { data remove at 0:0 }" : "data remove at 0:0")
    turn {
      data insert {id: "m4"} at 0:1
      swiftui scrollto "m4" anchor bottom
    }
    """
  }

  /// While the deletion's animation runs, the insert waits, and the scroll asks for a row past
  /// the counts the view holds: UIKit's scroll check raises, in the view's words.
  @Test(arguments: [
    (
      Platform.ios18,
      "NSInternalInconsistencyException: Attempted to scroll the collection view to an out-of-bounds item (1) when there are only 1 items in section 0."
    ),
    (
      Platform.ios15,
      "NSRangeException: Attempted to scroll the table view to an out-of-bounds row (1) when there are only 1 rows in section 0."
    ),
  ])
  func aScrollToARowWhoseInsertWaitsRaises(platform: Platform, text: String) {
    let result = runScript(Self.chat(platform, animated: true), trace: .calls)
    #expect(result.status == .runtimeError)
    #expect(result.diagnostics.first?.message == text, "\(result.output)")
    #expect(result.output.contains("test.lsh:5:1: error:"), "\(result.output)")
  }

  /// With no animation running, the batch inserts the row first, and the scroll finds it.
  @Test(arguments: [Platform.ios15, .ios16, .ios26])
  func aScrollAfterTheBatchFindsTheRow(platform: Platform) {
    let result = runScript(Self.chat(platform, animated: false), trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains(".bottom)"), "\(result.output)")
  }

  /// A later request in the turn replaces an earlier one; an identity no row has scrolls
  /// nothing.
  @Test func theLastRequestOfTheTurnIsMadeAndAnUnknownIdentityScrollsNothing() {
    let result = runScript(
      """
      platform ios17
      swiftui list height 100
      data (1...20)
      turn {
        swiftui scrollto 20
        swiftui scrollto 99 anchor top
      }
      assert offset == 0
      swiftui scrollto 20
      assert offset > 0
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("no row has identity 99: nothing scrolls"), "\(result.output)")
  }

  @Test func iOS13sListHasNoProxy() {
    let result = runScript("platform ios12\nswiftui list\ndata [1]\nswiftui scrollto 1")
    #expect(result.status == .runtimeError)
    #expect(
      result.output.contains("test.lsh:4:1: error: 'swiftui scrollto' is not available on ios12"))
  }

  /// A turn that fails leaves no scroll for the next: a session (the REPL's) goes on without it.
  @Test func aFailedTurnLeavesNoScrollBehind() {
    final class Sink: @unchecked Sendable { var text = "" }
    let sink = Sink()
    let interpreter = Interpreter(
      platform: .ios18, trace: .calls, echo: false, limits: Limits(),
      emit: { output in
        switch output {
        case .text(let t): sink.text += t
        case .diagnostic(let d): sink.text += d.rendered()
        }
      })
    let failed = interpreter.run(
      SourceFile(
        name: "one.lsh",
        text: """
          platform ios18
          swiftui list
          data ["m1", "m2"]
          swiftui animated { data remove at 0:0 }
          turn {
            data insert "m4" at 0:1
            swiftui scrollto "m4"
            data remove at 99:0
          }
          """))
    #expect(failed == .runtimeError, "\(sink.text)")
    sink.text = ""
    let next = interpreter.run(SourceFile(name: "two.lsh", text: "print 1"))
    #expect(next == .success, "\(sink.text)")
    #expect(!sink.text.contains("proxy.scrollTo"), "\(sink.text)")
  }

  /// With rows identified by index, the proxy's identity is the row's index.
  @Test func aForEachOverIndicesScrollsToTheIndex() {
    let result = runScript(
      """
      platform ios17
      swiftui list height 100
      swiftui foreach indices
      data ["a", "b", "c", "d", "e", "f", "g", "h"]
      swiftui scrollto 7 anchor top
      swiftui scrollto "h"
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("scrolls its collection view to 0:7"), "\(result.output)")
    #expect(result.output.contains("no row has identity \"h\""), "\(result.output)")
  }
}
