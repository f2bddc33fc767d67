import HeadlessUIKit
import ListDiff

/// The REPL's state machine, free of any terminal: it takes lines, decides when a statement is
/// complete, runs it, answers meta-commands, and says what prompt comes next.
///
/// `listsh` feeds it lines from libedit; tests feed it scripted lines.
public final class ReplSession {
  /// What the host should do after a line.
  public enum Reply: Equatable, Sendable {
    /// Keep reading (the output, if any, has been emitted).
    case `continue`
    /// Exit the REPL.
    case quit
  }

  /// The interpreter the session runs.
  public let interpreter: Interpreter
  /// Lines of the statement being typed.
  public internal(set) var pending: [String] = []
  /// Complete statements entered so far, in order (what `.history` lists).
  public internal(set) var entries: [String] = []
  /// The positions in `entries` of the statements that failed, which `.save` leaves out.
  public internal(set) var failedEntries: Set<Int> = []
  /// The files and folders whose paths start with a prefix (folders end in `/`), for completing
  /// a path; the host supplies it (none by default).
  public var fileNames: (String) -> [String] = { _ in [] }
  /// Names declared in a document that has not run (an editor's), completed with the
  /// interpreter's own.
  package var documentNames: [String] = []
  /// What the document's variables were made by, where it says (`let s = snapshot()`), for
  /// completing their members.
  package var documentReceivers: [String: ScriptOutline.Receiver] = [:]
  var inputNumber = 0
  let emit: (Output) -> Void
  let save: (String, String, Bool) throws -> Void
  let readFile: (String) throws -> SourceFile

  /// Creates a session around an interpreter.
  ///
  /// - Parameters:
  ///   - interpreter: runs the statements.
  ///   - emit: receives meta-command output (the interpreter has its own).
  ///   - readFile: reads a file for `.load`; what it throws (an `Interpreter.LoadError`) says
  ///     why it cannot.
  ///   - save: writes text to a path for `.save`, replacing a file there only when told to
  ///     (`.save!`); what it throws says why it cannot.
  public init(
    interpreter: Interpreter, emit: @escaping (Output) -> Void,
    readFile: @escaping (String) throws -> SourceFile,
    save: @escaping (_ path: String, _ text: String, _ replacing: Bool) throws -> Void
  ) {
    self.interpreter = interpreter
    interpreter.saysTurnsOfAnEntry = true
    self.emit = emit
    self.readFile = readFile
    self.save = save
  }

  /// The prompt for the next line: `listsh> `, `listsh (begin 1)> ` inside an open batch, and
  /// `...> ` while a statement continues.
  public var prompt: String {
    if !pending.isEmpty { return Self.continuation }
    let depth = interpreter.tableView.batchDepth
    return depth > 0 ? "listsh (begin \(depth))> " : "listsh> "
  }

  /// The continuation prompt, which also marks a multi-line entry's later lines in the history.
  static let continuation = "   ...> "

  /// An entry as the history keeps it: its later lines after the continuation prompt, so that
  /// an entry recalled shows as it was typed.
  public static func historyText(_ entry: String) -> String {
    entry.replacing("\n", with: "\n" + continuation)
  }

  /// A line read back from the history: the continuation prompts taken out again.
  public static func fromHistory(_ line: String) -> String {
    line.replacing("\n" + continuation, with: "\n")
  }

  /// Drops a half-typed statement (Ctrl-C at the prompt).
  public func cancelInput() { pending = [] }

  /// Takes one line; runs the statement once it is complete.
  public func submit(_ line: String) -> Reply {
    if pending.isEmpty, line.trimmingLeadingSpaces.hasPrefix(".") {
      return meta(line.trimmingLeadingSpaces)
    }
    pending.append(line)
    let text = pending.joined(separator: "\n")
    guard Self.isComplete(text) else { return .continue }
    pending = []
    if text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }) { return .continue }
    inputNumber += 1
    entries.append(text)
    interpreter.echo = false
    if interpreter.runEntry(SourceFile(name: "<repl>", text: text)) != .success {
      failedEntries.insert(entries.count - 1)
    }
    return .continue
  }

  /// Whether `text` is a whole statement: brackets and braces closed, strings ended, and no
  /// trailing operator or comma asking for more.
  public static func isComplete(_ text: String) -> Bool {
    var lexer = Lexer(file: SourceFile(name: "<repl>", text: text))
    let tokens = lexer.tokenize()
    // A string left open on its line is an error, not a continuation: the statement is done.
    if lexer.errors.contains(where: { $0.error == .unterminatedString }) { return true }
    var depth = 0
    for token in tokens {
      if case .symbol(let s) = token.kind {
        if s == "(" || s == "[" || s == "{" { depth += 1 }
        if s == ")" || s == "]" || s == "}" { depth -= 1 }
      }
    }
    if depth > 0 { return false }
    let significant = tokens.last { $0.kind != .end && $0.kind != .newline }
    if case .symbol(let s)? = significant?.kind, Lexer.continuingSymbols.contains(s), s != ")",
      s != "]", s != "}"
    {
      return false
    }
    return true
  }
}

extension Interpreter {
  /// The names of the global variables, for completion.
  public var variableNames: [String] { program.resolver.globalNames }

  /// The value of the global variable `name`, when it has one: what completion offers after
  /// `name.` depends on it.
  func globalValue(_ name: String) -> Value? {
    guard let k = program.resolver.globalNames.firstIndex(of: name), k < program.globals.count
    else { return nil }
    return program.globals[k]
  }
}

extension String {
  var trimmingLeadingSpaces: String { String(drop { $0 == " " || $0 == "\t" }) }
}
