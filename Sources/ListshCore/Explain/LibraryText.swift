import HeadlessUIKit

/// A list library's own text: an assertion or a log that IGListKit, Texture, RxDataSources or
/// another library writes when its own rules are broken, found in a paste by its fixed words.
///
/// A template's fixed parts (the words between its format specifiers) must all stand in the
/// paste, in order, wherever a copy broke its lines; the values between them may be anything.
package struct LibraryText: Sendable, Equatable {
  /// The library whose source holds the text.
  package var library: String
  /// The message as the source writes it, its format specifiers kept.
  package var template: String
  /// The template's fixed parts, in order, each trimmed of the spaces around it.
  package var parts: [String]
  /// The parts' UTF-8 bytes, as they are searched.
  let partBytes: [[UInt8]]
  /// The index of the longest part: the first looked for.
  let longestPart: Int

  /// A text of `library` and its fixed parts.
  init(library: String, template: String) {
    self.library = library
    self.template = template
    let parts = Self.parts(of: template)
    let bytes = parts.map { Array($0.utf8) }
    self.parts = parts
    partBytes = bytes
    longestPart = bytes.indices.max { bytes[$0].count < bytes[$1].count } ?? 0
  }

  /// The longest fixed part.
  var longest: String { parts.isEmpty ? "" : parts[longestPart] }
}

extension LibraryText {
  /// Every text of the table, parsed once.
  package static let all: [LibraryText] = table.split(separator: "\n").compactMap { line in
    let cells = line.split(separator: "\t", maxSplits: 1)
    guard cells.count == 2 else { return nil }
    return LibraryText(library: String(cells[0]), template: String(cells[1]))
  }

  /// How much of each end of a paste is searched: a library's text is one message, and a
  /// console log puts it near its start or, where the app stopped, near its end.
  static let searchedCharacters = 65_536

  /// The fixed parts of a format string: the text between its specifiers, each folded as a
  /// paste is and trimmed, the empty ones dropped.
  static func parts(of template: String) -> [String] {
    let scalars = Array(template.replacing("%%", with: "%").unicodeScalars)
    var parts: [String] = []
    var part = String.UnicodeScalarView()
    var k = 0
    while k < scalars.count {
      if scalars[k] == "%", let end = specifierEnd(scalars, from: k) {
        parts.append(String(part))
        part = String.UnicodeScalarView()
        k = end
      } else {
        part.append(scalars[k])
        k += 1
      }
    }
    parts.append(String(part))
    return parts.map { KnownText.folded($0).trimmingSpaces() }.filter { !$0.isEmpty }
  }

  /// Where the format specifier that begins at `start` (a `%`) ends, if one does: a
  /// position (`1$`), flags, a width, a precision (`.2`, `.*`), a length (`l`, `hh`, `z`) and
  /// a conversion (`@`, `d`, `f`, …), as in `%@`, `%ld`, `%zd`, `%.2f`, `%1$@`.
  ///
  /// - Complexity: O(s) for a specifier of s characters.
  static func specifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    func at(_ k: Int) -> Unicode.Scalar? { k < scalars.count ? scalars[k] : nil }
    func digits(from k: Int) -> Int {
      var k = k
      while let c = at(k), ("0"..."9").contains(c) { k += 1 }
      return k
    }
    var k = start + 1
    // A position is digits and `$`; digits without one are the width.
    if case let d = digits(from: k), d > k, at(d) == "$" { k = d + 1 }
    while let c = at(k), "-+ #0".unicodeScalars.contains(c) { k += 1 }
    k = digits(from: k)
    if at(k) == "." {
      if at(k + 1) == "*" {
        k += 2
      } else if case let d = digits(from: k + 1), d > k + 1 {
        k = d
      }
    }
    for length in ["hh", "h", "ll", "l", "q", "z", "t", "j", "L"] {
      let l = Array(length.unicodeScalars)
      if (0..<l.count).allSatisfy({ at(k + $0) == l[$0] }) {
        k += l.count
        break
      }
    }
    guard let conversion = at(k), "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(conversion)
    else { return nil }
    return k + 1
  }

  /// The library text `text` holds, if any: the first of the table whose fixed parts all
  /// stand, in order, in the text's first or last `searchedCharacters` characters.
  ///
  /// - Complexity: O(t · n) for t texts in the table and n characters searched (at most
  ///   twice `searchedCharacters`).
  package static func find(in text: String) -> LibraryText? {
    let searched =
      text.count <= 2 * searchedCharacters
      ? text : text.prefix(searchedCharacters) + "\n" + text.suffix(searchedCharacters)
    let bytes = Array(KnownText.folded(searched).utf8)
    return all.first { $0.stands(in: bytes) }
  }

  /// Whether the fixed parts stand in `folded`, in order.
  func stands(in folded: String) -> Bool { stands(in: Array(folded.utf8)) }

  /// Whether the fixed parts stand in `bytes` (a folded text's UTF-8), in order.
  func stands(in bytes: [UInt8]) -> Bool {
    guard !partBytes.isEmpty,
      ByteSearch.firstRange(of: partBytes[longestPart], in: bytes[...]) != nil
    else { return false }
    var rest = bytes[...]
    for part in partBytes {
      guard let r = ByteSearch.firstRange(of: part, in: rest) else { return false }
      rest = rest[r.upperBound...]
    }
    return true
  }

  /// The refusal of a paste that holds this text: the library raised or logged it.
  package var refusal: ExceptionTextError {
    ExceptionTextError(
      message:
        "this text is not one of UIKit's list views' exceptions: it is \(library)'s own, an assertion or a log of that library checking its own rules (its source writes \"\(template)\"), not UIKit's: \(library)'s documentation and source explain it. ListScript models UITableView, UICollectionView and diffable data sources, so it writes no scenario for it."
    )
  }
}

extension String {
  /// The string without the spaces at its ends.
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
