import HeadlessUIKit
import ListDiff

extension ReplSession {
  // MARK: - Meta-commands

  /// The meta-commands, spelled without their dot (`.exit` is `.quit`'s other name).
  enum MetaCommand: String, CaseIterable {
    case help, show, trace, reset, load, save, history, quit, exit
    /// `.save!`: `.save` that replaces the file.
    case saveReplacing = "save!"
  }

  static let metaCommands = MetaCommand.allCases.filter { $0 != .exit && $0 != .saveReplacing }
    .map { "." + $0.rawValue }

  /// The topics of `.help TOPIC`.
  static let helpTopics = HelpTopic.allCases.map(\.rawValue)

  func meta(_ line: String) -> Reply {
    let parts = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let name = parts.first ?? ""
    let argument = parts.dropFirst().joined(separator: " ")
    guard name.hasPrefix("."), let command = MetaCommand(rawValue: String(name.dropFirst())) else {
      report(
        .unknownMetaCommand(name, suggestion: Parser.closest(name, in: Self.metaCommands)))
      return .continue
    }
    switch command {
    case .quit, .exit: return .quit
    case .help:
      guard let page = HelpPages.page(argument) else {
        let names = Self.helpTopics + HelpPages.words
        report(.unknownHelpTopic(argument, suggestion: Parser.closest(argument, in: names)))
        return .continue
      }
      say(page)
    case .show:
      say(
        interpreter.tableView.render(
          interpreter.dataSource, namingPlatform: interpreter.platformChosen))
    case .trace:
      if !argument.isEmpty {
        guard let level = TraceLevel(rawValue: argument == "on" ? "calls" : argument) else {
          report(.unknownTraceLevel(argument))
          return .continue
        }
        interpreter.trace = level
      }
      say("trace \(interpreter.trace.rawValue)\n")
    case .reset:
      interpreter.reset()
      // The failures' positions index the entries they leave out: both start afresh.
      entries = []
      failedEntries = []
      say("a fresh session: no table, no data, no variables\n")
    case .history:
      say(
        entries.enumerated().map { "\($0.offset + 1)  \($0.element)" }.joined(separator: "\n")
          + (entries.isEmpty ? "" : "\n"))
    case .load:
      guard !argument.isEmpty else { return usage(".load FILE") }
      do {
        let file = try readFile(argument)
        interpreter.echo = true
        interpreter.runEntry(file)
        interpreter.echo = false
      } catch {
        report(.cannotRead(argument, reason: Self.reason(error)))
      }
    case .save, .saveReplacing:
      guard !argument.isEmpty else { return usage(".save FILE") }
      let kept = entries.indices.filter { !failedEntries.contains($0) }.map { entries[$0] }
      if kept.contains(where: { Self.includes($0, argument) }) {
        report(
          .cannotWrite(
            argument, reason: "the session includes it, so the file would include itself"))
        return .continue
      }
      do {
        try save(argument, kept.joined(separator: "\n") + "\n", command == .saveReplacing)
        let left = entries.count - kept.count
        say(
          "saved \(kept.count) \(kept.count == 1 ? "statement" : "statements") to \(argument)"
            + (left > 0 ? " (left out \(left) that failed)" : "") + "\n")
        if interpreter.tableView.isInBatch {
          report(.savedInsideBatch(depth: interpreter.tableView.batchDepth))
        }
      } catch {
        report(.cannotWrite(argument, reason: Self.reason(error)))
      }
    }
    return .continue
  }

  /// What a host's error says: a load error's sentence, else the error as text.
  static func reason(_ error: any Error) -> String {
    (error as? Interpreter.LoadError)?.message ?? "\(error)"
  }

  /// Whether `entry` has an `include` of `path`.
  static func includes(_ entry: String, _ path: String) -> Bool {
    var lexer = Lexer(file: SourceFile(name: "<repl>", text: entry))
    let tokens = lexer.tokenize()
    func plain(_ p: String) -> String { p.hasPrefix("./") ? String(p.dropFirst(2)) : p }
    for (token, next) in zip(tokens, tokens.dropFirst()) where token.isWord("include") {
      if case .string(let pieces) = next.kind, pieces.count == 1,
        case .text(let named) = pieces[0], plain(named) == plain(path)
      {
        return true
      }
    }
    return false
  }

  private func usage(_ form: String) -> Reply {
    report(.usage(form))
    return .continue
  }

  private func report(_ error: SessionError) { emit(.diagnostic(error.diagnostic)) }

  /// What a meta-command refuses, or warns about.
  enum SessionError: Equatable {
    case unknownMetaCommand(String, suggestion: String?)
    case unknownHelpTopic(String, suggestion: String?)
    case unknownTraceLevel(String)
    case usage(String)
    case cannotRead(String, reason: String)
    case cannotWrite(String, reason: String)
    /// `.save` wrote a script that ends inside an open batch (a warning).
    case savedInsideBatch(depth: Int)

    var diagnostic: Diagnostic {
      switch self {
      case .unknownMetaCommand(let name, let suggestion):
        Diagnostic(
          .parse, "unknown meta-command '\(name)'", at: nil,
          notes: (suggestion.map { ["did you mean '\($0)'?"] } ?? [])
            + ["meta-commands: " + ReplSession.metaCommands.joined(separator: " ")])
      case .unknownHelpTopic(let topic, let suggestion):
        Diagnostic(
          .parse, "no help on '\(topic)'", at: nil,
          notes: (suggestion.map { ["did you mean '\($0)'?"] } ?? [])
            + [
              "topics: " + ReplSession.helpTopics.joined(separator: " ")
                + "; or a command's, function's, query's or method's name"
            ])
      case .unknownTraceLevel(let level):
        Diagnostic(
          .parse, "no trace level '\(level)'", at: nil,
          notes: ["levels: off, calls, layout, all (on means calls)"])
      case .usage(let form): Diagnostic(.parse, "usage: \(form)", at: nil)
      case .cannotRead(let path, let reason):
        Diagnostic(.input, "cannot read '\(path)': \(reason)", at: nil)
      case .cannotWrite(let path, let reason):
        Diagnostic(.input, "cannot write '\(path)': \(reason)", at: nil)
      case .savedInsideBatch(let depth):
        Diagnostic(
          .assertion, "the saved script ends inside an open batch (depth \(depth))", at: nil,
          notes: ["run as a scenario it fails at its unclosed 'begin': type 'end' and save again"],
          severity: .warning)
      }
    }
  }

  private func say(_ text: String) { emit(.text(text)) }
}
