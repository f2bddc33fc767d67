import ListScript

extension LanguageServer {
  /// The front end the server checks documents with: a run's limits, includes read through
  /// the gate as a run reads them.
  var frontend: Frontend {
    Frontend(limits: limits) { [gate] path, from in try Files.include(path, from: from, gate: gate)
    }
  }

  /// What the front end made of a document's current text: made once a version, at its first
  /// use (a change's diagnostics), and kept until the document changes.
  func analysis(of document: Document) -> DocumentAnalysis {
    if let known = analyses[document.uri] { return known }
    let made = DocumentAnalysis(sourceFile(document), frontend: frontend)
    frontendChecks += 1
    frontendBytesRead += made.checked.bytesRead
    analyses[document.uri] = made
    return made
  }
}

/// What the server made of one version of a document, kept until the document changes.
///
/// That is its diagnostics from the `Frontend`, and — made at the first request that needs
/// them — its outline and the lines that name a kind of view. Completion, hover, definition
/// and symbols answer from these and the text near the cursor, not from a fresh parse.
final class DocumentAnalysis {
  /// The document's source file, named by its path under the root.
  let file: SourceFile
  /// What the front end made of it: the parse, and every static error.
  let checked: Frontend.Result

  /// `file` through `frontend`.
  ///
  /// - Complexity: O(n) in the bytes of the file and its includes.
  init(_ file: SourceFile, frontend: Frontend) {
    self.file = file
    checked = frontend.check(file)
  }

  /// The declarations and the tokens, from the front end's parse.
  private(set) lazy var outline = ScriptOutline(file, checked: checked)
  /// Every declaration, depth first.
  private(set) lazy var allSymbols = outline.allSymbols
  /// The names of the procedures the document defines.
  private(set) lazy var procedures = Set(allSymbols.filter { $0.kind == .procedure }.map(\.name))
  /// The document's lines (as `Character.isNewline` breaks them), each with the kind of view
  /// it starts, and for each the last such kind at or before it.
  private lazy var viewLines = ViewLines(file.bytes)

  /// The kind of view (`table` or `collection`) that the last line before `offset` to start
  /// with one of those words makes, if any; the line the offset is on counts up to the offset.
  ///
  /// - Complexity: O(log l + c) for l lines and c bytes before the offset on its line.
  func lastViewWord(before offset: Int) -> String? {
    viewLines.lastWord(before: offset, in: file.bytes)
  }
}

/// The lines of a text that start with `table` or `collection`, found once so that the kind
/// of view before any offset is a search, not a scan of the text before it.
struct ViewLines {
  /// A line: its bytes, and the last view word of the lines up to it, itself included.
  private struct Line {
    var start: Int
    var end: Int
    var lastWord: String?
  }

  private var lines: [Line] = []

  /// The lines of `bytes`.
  ///
  /// - Complexity: O(n).
  init(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var last: String?
    for line in text.split(whereSeparator: \.isNewline) {
      if let word = Self.viewWord(line) { last = word }
      lines.append(
        Line(
          start: text.utf8.distance(from: text.startIndex, to: line.startIndex),
          end: text.utf8.distance(from: text.startIndex, to: line.endIndex), lastWord: last))
    }
  }

  /// `table` or `collection` when `line`'s first word (after spaces and tabs) is one of them.
  static func viewWord(_ line: Substring) -> String? {
    let word = line.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter }
    return word == "table" || word == "collection" ? String(word) : nil
  }

  /// The last view word of the lines of `bytes[..<offset]`: the line the offset cuts is read
  /// up to the offset.
  ///
  /// - Complexity: O(log l + c) for l lines and c bytes before the offset on its line.
  func lastWord(before offset: Int, in bytes: [UInt8]) -> String? {
    // The number of lines that start before the offset.
    var lo = 0
    var hi = lines.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if lines[mid].start < offset { lo = mid + 1 } else { hi = mid }
    }
    guard lo > 0 else { return nil }
    let line = lines[lo - 1]
    if line.end <= offset { return line.lastWord }
    let before = lo >= 2 ? lines[lo - 2].lastWord : nil
    let cut = String(decoding: bytes[line.start..<offset], as: UTF8.self)
    return Self.viewWord(Substring(cut)) ?? before
  }
}
