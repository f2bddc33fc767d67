import HeadlessUIKit
import ListScript

/// The answers: diagnostics, completion, hover, definition, symbols and formatting.
extension LanguageServer {
  /// The gate the server reads through: the root's, whatever the document.
  var gate: FileGate { .inside(root) }

  /// An interpreter that reads includes and data files through the gate, as a run does.
  func interpreter(
    emit: @escaping (Output) -> Void = { _ in }, isInterrupted: @escaping () -> Bool = { false }
  ) -> Interpreter {
    Interpreter(
      echo: false, limits: limits, emit: emit,
      load: { [gate] path, from in try Files.include(path, from: from, gate: gate) },
      readData: { [gate] path, from in try Files.data(path, from: from, gate: gate) },
      save: { path, _, _ in
        throw Interpreter.LoadError(message: "the language server writes no '\(path)'")
      }, isInterrupted: isInterrupted)
  }

  /// The source file of an open document, named by its path under the root so that its
  /// includes resolve as a run resolves them.
  func sourceFile(_ document: Document) -> SourceFile {
    let path = relativePath(document.uri) ?? Files.fileName(of: document.uri)
    return SourceFile(name: path, bytes: document.bytes, path: path)
  }

  /// `textDocument/publishDiagnostics` for a document: its static errors (the front end's,
  /// with no interpreter), else the runtime failure its last save found.
  func publish(_ uri: String) -> JSON {
    guard let document = documents[uri] else { return .null }
    let analysis = self.analysis(of: document)
    let file = analysis.file
    var found = analysis.checked.diagnostics
    if found.isEmpty, let failure = runFailures[uri] { found = [failure] }
    let diagnostics: [JSON] = found.compactMap { diagnostic in
      // A diagnostic of another file (an include) is shown at the top, naming its place.
      let here = diagnostic.range.map { $0.file.name == file.name } ?? false
      let range = here ? diagnostic.range?.bytes ?? 0..<0 : 0..<0
      let message = ([diagnostic.message] + diagnostic.notes.map { "note: " + $0 })
        .joined(separator: "\n")
      let elsewhere = here ? nil : diagnostic.range?.position
      return [
        "range": document.range(range, encoding),
        "severity": diagnostic.severity == .error ? 1 : 2,
        "source": "listsh",
        "message": .string(elsewhere.map { "\($0): \(message)" } ?? message),
      ]
    }
    return [
      "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
      "params": [
        "uri": .string(uri), "version": .int(document.version), "diagnostics": .array(diagnostics),
      ],
    ]
  }

  /// How a run on save ended.
  enum RunOutcome {
    /// It ran to its end, or to its first failure (an exception, an assertion, a limit, the
    /// time limit): that failure, if any.
    case finished(Diagnostic?)
    /// It stopped because an edit of its document, or the end of the session, is waiting:
    /// what it found would be stale.
    case superseded
  }

  /// A run of the saved document, confined to the root, under the limits `listsh FILE` runs
  /// under (`limits`) and `runTimeLimit`, stopped as soon as an edit of the document waits.
  ///
  /// A document over the source limit is not run (its diagnostic says why).
  func runOnSave(_ uri: String) -> RunOutcome {
    lastRunChecks = 0
    guard let document = documents[uri], !isTooLarge(document) else { return .finished(nil) }
    // Unsafe: confined (`@unchecked Sendable`) — one thread: the run's, which `LargeStack.run`
    // joins before `state` is read here.
    final class State: @unchecked Sendable {
      var diagnostic: Diagnostic?
      var superseded = false
      var timedOut = false
      var checks = 0
    }
    let state = State()
    let inbox = inbox
    let deadline = ContinuousClock.now + runTimeLimit
    let run = interpreter(
      emit: { output in
        if case .diagnostic(let d) = output, state.diagnostic == nil, d.phase != .parse {
          state.diagnostic = d
        }
      },
      isInterrupted: {
        state.checks += 1
        if inbox.hasWaiting(for: uri) {
          state.superseded = true
        } else if ContinuousClock.now >= deadline {
          state.timedOut = true
        }
        return state.superseded || state.timedOut
      })
    let file = sourceFile(document)
    _ = LargeStack.run { run.run(file) }
    lastRunChecks = state.checks
    if state.superseded { return .superseded }
    if state.timedOut, var stopped = state.diagnostic, stopped.phase == .interrupted {
      stopped.message =
        "the run on save stopped after \(runTimeLimit.components.seconds) s, "
        + "the language server's time limit"
      stopped.notes = ["listsh runs it without that limit"]
      return .finished(stopped)
    }
    return .finished(state.diagnostic)
  }

  /// The byte offset of the request's position.
  func offset(_ document: Document, _ params: JSON) -> Int {
    let position = params["position"]
    return document.offset(
      line: position?["line"]?.int ?? 0, character: position?["character"]?.int ?? 0, encoding)
  }

  func completion(_ document: Document, _ params: JSON) -> Result<JSON, Failure> {
    let at = offset(document, params)
    let before = document.linePrefix(before: at)
    let analysis = self.analysis(of: document)
    let declared = analysis.allSymbols.filter {
      $0.kind != .include && $0.nameRange.upperBound <= at
    }
    session.documentNames = declared.map(\.name)
    session.documentReceivers = Dictionary(
      declared.compactMap { symbol in symbol.receiver.map { (symbol.name, $0) } },
      uniquingKeysWith: { _, last in last })
    followViewKind(analysis, before: at)
    let folder = Files.folder(of: relativePath(document.uri) ?? "")
    session.fileNames = { [gate] prefix in Self.fileNames(prefix, in: folder, gate: gate) }
    let completion = session.complete(before)
    let start = at - completion.word.utf8.count
    let procedures = analysis.procedures
    let items: [JSON] = completion.candidates.map { candidate in
      var item: [String: JSON] = [
        "label": .string(candidate),
        "kind": .int(Self.kind(of: candidate, member: !completion.endsWord, procedures)),
        "textEdit": [
          "range": document.range(start..<at, encoding), "newText": .string(candidate),
        ],
      ]
      if !completion.endsWord, let doc = WordDocs.method(candidate) {
        item["detail"] = .string(doc.uikit ?? doc.forms.joined(separator: " / "))
        item["documentation"] = ["kind": "markdown", "value": .string(doc.summary)]
      } else if let doc = WordDocs.doc(for: candidate) {
        item["detail"] = .string(String(doc.synopsis))
      }
      return .object(item)
    }
    return .success(["isIncomplete": false, "items": .array(items)])
  }

  /// The protocol's completion item kind of a candidate.
  static func kind(of word: String, member: Bool, _ procedures: Set<String>) -> Int {
    if member { return 2 }  // Method
    if word.hasSuffix("/") { return 19 }  // Folder
    if word.hasSuffix(".lsh") || word.hasSuffix(".json") || word.hasSuffix(".svg") {
      return 17  // File
    }
    if procedures.contains(word) { return 3 }  // Function
    switch WordDocs.kind(of: word) {
    case .builtin?: return 3  // Function
    case .query?: return 10  // Property
    case .command?, .statement?: return 14  // Keyword
    case nil: return 6  // Variable
    }
  }

  /// Makes the completion session's view the kind of the last `table` or `collection` before
  /// the cursor, so that it offers rows or items.
  func followViewKind(_ analysis: DocumentAnalysis, before offset: Int) {
    let wanted = analysis.lastViewWord(before: offset) ?? "table"
    let isCollection = session.interpreter.tableView.kind.isCollection
    if (wanted == "collection") != isCollection { _ = session.submit(wanted) }
  }

  /// The files and folders (with a `/`) under the root whose paths, relative to the
  /// document's folder, start with `prefix`.
  static func fileNames(_ prefix: String, in folder: String, gate: FileGate) -> [String] {
    let typedFolder = prefix.contains("/") ? Files.folder(of: prefix) : ""
    let listed = [folder, typedFolder].filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
    guard let entries = try? gate.entries(ofFolder: listed.isEmpty ? "." : listed) else {
      return []
    }
    return entries.compactMap { entry in
      guard let name = FileNames.decoded(entry.name), !name.hasPrefix(".") else { return nil }
      let path = typedFolder.isEmpty ? name : typedFolder + "/" + name
      return entry.kind == .folder ? path + "/" : path
    }
  }

  func hover(_ document: Document, _ params: JSON) -> Result<JSON, Failure> {
    let at = offset(document, params)
    let analysis = self.analysis(of: document)
    let outline = analysis.outline
    guard let (word, range) = outline.word(at: at) else { return .success(.null) }
    var markdown: String?
    if outline.isMember(range) {
      markdown = WordDocs.method(word)?.markdown
    } else if let declared = outline.definition(of: word, at: at) {
      let line = analysis.file.line(
        document.position(of: declared.nameRange.lowerBound, .utf8).line + 1)
      markdown = "```listsh\n\(line.trimmingCharacters())\n```"
    }
    markdown = markdown ?? WordDocs.doc(for: word)?.markdown
    guard let markdown else { return .success(.null) }
    return .success([
      "contents": ["kind": "markdown", "value": .string(markdown)],
      "range": document.range(range, encoding),
    ])
  }

  func definition(_ document: Document, _ params: JSON) -> Result<JSON, Failure> {
    let at = offset(document, params)
    let outline = analysis(of: document).outline
    if let include = outline.include(at: at) {
      let base = Files.folder(of: relativePath(document.uri) ?? "")
      let path = base.isEmpty || base == "." ? include.name : base + "/" + include.name
      guard gate.exists(path) == true else { return .success(.null) }
      return .success([
        "uri": .string(Self.uri(ofPath: root + "/" + Files.normalized(path))),
        "range": [
          "start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0],
        ],
      ])
    }
    guard let (word, _) = outline.word(at: at),
      let declared = outline.definition(of: word, at: at)
    else { return .success(.null) }
    return .success([
      "uri": .string(document.uri), "range": document.range(declared.nameRange, encoding),
    ])
  }

  func symbols(_ document: Document) -> Result<JSON, Failure> {
    func symbol(_ s: ScriptOutline.Symbol) -> JSON {
      let kind: Int =
        switch s.kind {
        case .procedure: 12  // Function
        case .parameter, .variable: 13  // Variable
        case .include: 1  // File
        }
      return [
        "name": .string(s.name), "kind": .int(kind),
        "range": document.range(s.range, encoding),
        "selectionRange": document.range(s.nameRange, encoding),
        "children": .array(s.children.map(symbol)),
      ]
    }
    return .success(.array(analysis(of: document).outline.symbols.map(symbol)))
  }

  func formatting(_ document: Document) -> Result<JSON, Failure> {
    switch Formatter.format(document.text) {
    case .success(let text):
      guard text != document.text else { return .success([]) }
      return .success([
        ["range": document.range(0..<document.bytes.count, encoding), "newText": .string(text)]
      ])
    case .failure(.doesNotParse):
      // The diagnostics say why; nothing is changed.
      return .success([])
    case .failure(.wouldChangeMeaning(let line)):
      return .failure(
        Failure(
          code: .requestFailed,
          message: "the new layout would change what line \(line) means; left as written"))
    }
  }
}

extension String {
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
