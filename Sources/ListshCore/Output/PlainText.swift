/// Number and whitespace formatting without Foundation (`String(format:)` and
/// `trimmingCharacters(in:)` are Foundation's, which the release binary does not link).
package enum PlainText {
  /// `value` (under 10^15) with exactly `places` digits after the point (0 to 3; more are
  /// taken as 3), as
  /// `String(format: "%.3f", value)` writes it: the double's exact binary value rounded half
  /// to even, as C's `printf` rounds (0.015 is a little under, and gives `0.01`).
  package static func fixed(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let places = min(max(places, 0), 3)
    var scale: UInt64 = 1
    for _ in 0..<places { scale *= 10 }
    let magnitude = value.magnitude
    guard magnitude < 1e15 else { return String(value) }
    var units: UInt64 = 0
    if magnitude.isNormal {
      // magnitude = significand × 2^shift exactly, the significand under 2^53, so the scaled
      // significand stays under 2^63.
      let significand = (1 << 52) | magnitude.significandBitPattern
      let scaled = significand * scale
      let shift = Int(magnitude.exponent) - 52
      if shift >= 0 {
        units = scaled << UInt64(shift)
      } else if -shift < 64 {
        let bits = UInt64(-shift)
        units = scaled >> bits
        let rest = scaled & ((1 << bits) - 1)
        let half: UInt64 = 1 << (bits - 1)
        if rest > half || (rest == half && units & 1 == 1) { units += 1 }
      }
    }
    let whole = String(units / scale)
    let sign = value.sign == .minus ? "-" : ""  // printf keeps it: "-0.00"
    guard places > 0 else { return sign + whole }
    let fraction = String(units % scale)
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// `text` without the whitespace at either end (spaces, tabs and other separators; with
  /// `newlines`, line breaks too).
  package static func trimmed<S: StringProtocol>(_ text: S, newlines: Bool = false) -> String {
    func blank(_ c: Character) -> Bool { c.isWhitespace && (newlines || !c.isNewline) }
    guard let first = text.firstIndex(where: { !blank($0) }),
      let last = text.lastIndex(where: { !blank($0) })
    else { return "" }
    return String(text[first...last])
  }
}
