import ListScript

/// `listsh fmt`'s work apart from the terminal: a scenario or a page's examples laid out in the
/// canonical layout (`Formatter`), read and written through a file gate.
package enum FormatFiles {
  /// Why a file was not formatted.
  package struct Failure: Error, Equatable, Sendable {
    /// What went wrong, which decides the exit status.
    package enum Kind: Equatable, Sendable {
      /// The file cannot be read or written (66, or 73 for a write).
      case unreadable, unwritable
      /// It does not parse (65).
      case doesNotParse
      /// The layout would change what it means: a formatter bug (70).
      case wouldChangeMeaning
    }

    package var kind: Kind
    /// The message, after the file's name (or a `file:line:col:` diagnostic's text).
    package var message: String
  }

  /// The text of a scenario (`.lsh`) or a page (`.md`) in the canonical layout.
  ///
  /// A page's examples are laid out one by one; one that does not parse is left as written
  /// (pages show broken code on purpose). A scenario that does not parse fails, unless it
  /// declares that it ends with a parse error (`# listsh-test: exit 65 …`), which leaves it as
  /// written. A scenario's lines keep the line end its first line has (LF, CRLF or CR); a
  /// page's lines outside its examples keep their own.
  ///
  /// - Complexity: O(n · d) for n bytes and d levels of brackets broken over lines.
  package static func formatted(_ text: String, name: String) throws(Failure) -> String {
    if name.hasSuffix(".md") {
      let page = MarkdownExamples(text)
      var sources: [String?] = []
      for (example, source) in zip(page.examples, page.sources) {
        switch Formatter.format(source, name: name) {
        case .success(let laidOut): sources.append(laidOut == source ? nil : laidOut)
        case .failure(.doesNotParse): sources.append(nil)
        case .failure(.wouldChangeMeaning(let line)):
          throw Failure(
            kind: .wouldChangeMeaning,
            message: "\(example.line + line - 1): the new layout would change what the "
              + "example means; left as written (a formatter bug: please report it)")
        }
      }
      return sources.allSatisfy { $0 == nil } ? text : page.withSources(sources)
    }
    switch Formatter.format(text, name: name) {
    case .success(let laidOut):
      // The layout ends lines with LF (no literal or comment holds one): a file that ends its
      // lines otherwise gets its first line's end back on every line.
      let end = TextLines.split(text).lineEnd
      return end == "\n" ? laidOut : laidOut.replacing("\n", with: end)
    case .failure(.doesNotParse(let diagnostic)):
      let directives = try? TestDirectives.read(scenario: Substring(text))
      if directives?.declaresParseError == true { return text }
      let place = diagnostic.range.map { "\($0.position.dropFirst(name.count + 1)): " } ?? ""
      throw Failure(
        kind: .doesNotParse,
        message: "\(place)\(diagnostic.message): fix it first; the file is left as written")
    case .failure(.wouldChangeMeaning(let line)):
      throw Failure(
        kind: .wouldChangeMeaning,
        message: "\(line): the new layout would change what the file means; left as written "
          + "(a formatter bug: please report it)")
    }
  }

  /// Reads `path` through `gate`, and returns its text and its text in the canonical layout.
  package static func read(_ path: String, gate: FileGate) throws(Failure) -> (
    before: String, after: String
  ) {
    let use: Files.Use = path.hasSuffix(".md") ? .page : .scenario
    let bytes: [UInt8]
    do throws(FileRefusal) {
      bytes = try gate.read(path, suffixes: use.suffixes, limit: Files.readLimit)
    } catch {
      throw Failure(kind: .unreadable, message: error.reason)
    }
    // The gate reads one byte past the limit: a file that has it is not read whole, and what
    // was read must never be written back in its place.
    guard bytes.count < Files.readLimit else {
      let kind = use == .page ? "a page" : "a scenario"
      throw Failure(
        kind: .unreadable,
        message: "\(kind) may hold at most \(Files.readLimit / 1_000_000) MB; left as written")
    }
    let file = SourceFile(name: path, bytes: bytes)
    if let bad = file.invalidUTF8Offset {
      throw Failure(kind: .doesNotParse, message: "byte \(bad) is not UTF-8; left as written")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return (text, try formatted(text, name: path))
  }

  /// Writes the new text of `path` through `gate` (a new file renamed over the old).
  package static func write(_ text: String, to path: String, gate: FileGate) throws(Failure) {
    do throws(FileRefusal) {
      try Files.write(text, to: path, gate: gate, as: path.hasSuffix(".md") ? .page : .scenario)
    } catch {
      throw Failure(kind: .unwritable, message: error.reason)
    }
  }
}
