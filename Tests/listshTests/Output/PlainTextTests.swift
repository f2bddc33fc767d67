import Foundation
import Testing

@testable import ListshCore

/// Formatting without Foundation writes what `String(format:)` and `trimmingCharacters(in:)`
/// wrote, on the values the runner reports.
@Suite struct PlainTextTests {
  @Test(arguments: [
    0.0, 0.004, 0.005, 0.0049, 0.015, 0.125, 0.0625, 1.0, 1.995, 2.5, 12.3456, 59.999,
    123_456.789, 0.001, 0.0005, 1e-9, 7.0 / 3.0, 1e14 + 0.5, 999_999_999_999_999.9,
  ])
  func fixedWritesAsFormatDoes(value: Double) {
    for places in 0...3 {
      #expect(
        PlainText.fixed(value, places: places) == String(format: "%.\(places)f", value),
        "\(value) to \(places) places")
      #expect(
        PlainText.fixed(-value, places: places) == String(format: "%.\(places)f", -value),
        "\(-value) to \(places) places")
    }
  }

  /// Seeded random durations, from microseconds to hours, against `String(format:)`.
  @Test func fixedWritesRandomDurationsAsFormatDoes() {
    var random = SystemRandomNumberGenerator()
    let seed = random.next() as UInt64
    print("PlainTextTests seed \(seed)")
    var state = seed
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let value = Double(state >> 11) / Double(1 << 53) * pow(10, Double(state % 9) - 3)
      for places in 0...3 {
        #expect(
          PlainText.fixed(value, places: places) == String(format: "%.\(places)f", value),
          "\(value) to \(places) places, seed \(seed)")
      }
    }
  }

  @Test func fixedWithoutPlacesAndOutOfRange() {
    #expect(PlainText.fixed(2.4, places: 0) == "2")
    #expect(PlainText.fixed(.infinity, places: 2) == "inf")
    #expect(PlainText.fixed(.nan, places: 2) == "nan")
  }

  @Test(arguments: [
    ("  ios15 ", "ios15"), ("\tx\t", "x"), ("", ""), ("   ", ""), ("a b", "a b"),
    ("\u{A0}x\u{2003}", "x"), ("\nx\n", "\nx\n"),
  ])
  func trimmedDropsWhitespaceAtTheEnds(text: String, expected: String) {
    #expect(PlainText.trimmed(text) == expected)
    #expect(PlainText.trimmed(text) == text.trimmingCharacters(in: .whitespaces))
    #expect(
      PlainText.trimmed(text, newlines: true)
        == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
