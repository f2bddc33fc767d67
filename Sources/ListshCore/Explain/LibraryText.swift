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

  /// The longest fixed part: the first looked for.
  var longest: String { parts.max { $0.count < $1.count } ?? "" }
}

extension LibraryText {
  /// Every text of the table, parsed once.
  package static let all: [LibraryText] = table.split(separator: "\n").compactMap { line in
    let cells = line.split(separator: "\t", maxSplits: 1)
    guard cells.count == 2 else { return nil }
    let template = String(cells[1])
    return LibraryText(library: String(cells[0]), template: template, parts: parts(of: template))
  }

  /// How much of a paste is searched: a library's text is one message, near its start.
  static let searchedCharacters = 65_536

  /// The fixed parts of a format string: the text between its specifiers (`%@`, `%ld`,
  /// `%zd`, `%.2f`, `%1$@`), each trimmed, the empty ones dropped.
  static func parts(of template: String) -> [String] {
    let specifier =
      #/%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+|\.\*)?(?:hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA]/#
    return template.replacing("%%", with: "%").split(separator: specifier).map {
      KnownText.folded(String($0)).trimmingSpaces()
    }.filter { !$0.isEmpty }
  }

  /// The library text `text` holds, if any: the first of the table whose fixed parts all
  /// stand in the text's first `searchedCharacters` characters, in order.
  ///
  /// - Complexity: O(t · n) for t texts in the table and n characters searched.
  package static func find(in text: String) -> LibraryText? {
    let folded = KnownText.folded(String(text.prefix(searchedCharacters)))
    return all.first { $0.stands(in: folded) }
  }

  /// Whether the fixed parts stand in `folded`, in order.
  func stands(in folded: String) -> Bool {
    guard folded.contains(longest) else { return false }
    var rest = folded[...]
    for part in parts {
      guard let r = rest.firstRange(of: part) else { return false }
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
