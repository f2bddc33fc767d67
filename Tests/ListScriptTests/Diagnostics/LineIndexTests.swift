import HeadlessUIKit
import TestSupport
import Testing

@testable import ListScript

/// The line index diagnostics and the language server share: line starts after LF, CRLF and a
/// lone CR, and the line of every offset, against a count of the line ends before it.
@Suite struct LineIndexTests {
  @Test(arguments: [
    ("", [0]),
    ("a", [0]),
    ("a\nb", [0, 2]),
    ("a\r\nb\r\n", [0, 3, 6]),
    ("a\rb\r", [0, 2, 4]),
    ("\n\r\n\r", [0, 1, 3, 4]),
    ("é\nx", [0, 3]),
  ])
  func linesStartAfterEachLineEnd(text: String, starts: [Int]) {
    #expect(LineIndex(Array(text.utf8)).starts == starts)
  }

  /// Every offset of random texts of line ends and letters, and offsets outside them.
  @Test func everyOffsetIsOnTheLineItsLineEndsSay() {
    let seed = UInt64(20_261_127)
    print("LineIndexTests seed \(seed)")
    var rng = SeededRandom(seed: seed)
    let pieces: [[UInt8]] = [[10], [13], [13, 10], [97], [98, 99]]
    for _ in 0..<500 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        bytes += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
      }
      let index = LineIndex(bytes)
      for offset in -2...(bytes.count + 2) {
        // The line ends that finish before the offset: a CR followed by LF ends with the LF.
        var line = 0
        for i in 0..<max(0, min(offset, bytes.count)) {
          let lf = bytes[i] == 10
          let loneCR = bytes[i] == 13 && (i + 1 == bytes.count || bytes[i + 1] != 10)
          if lf || loneCR { line += 1 }
        }
        #expect(index.line(of: offset) == line, "\(bytes) at \(offset)")
      }
    }
  }
}
