import HeadlessUIKit
import ListDiff

/// An error of a phase, where it happened: what the lexer, the parser and the resolver report,
/// rendered as a `Diagnostic` only when shown.
struct Located<Failure: LanguageError>: Equatable, Sendable {
  var error: Failure
  var range: SourceRange

  /// The error as it is shown: `file:line:col: error: message`, the line, a caret, notes.
  var diagnostic: Diagnostic {
    Diagnostic(error.phase, error.message, at: range, notes: error.notes)
  }
}

/// A typed error of the language, with the text a person reads.
protocol LanguageError: Equatable, Sendable {
  var message: String { get }
  var notes: [String] { get }
  /// Which kind of failure it is, which decides the exit status; `.parse` by default.
  var phase: Diagnostic.Phase { get }
}

extension LanguageError {
  var phase: Diagnostic.Phase { .parse }
}

/// What is wrong with a script's text: the lexer's and the parser's errors.
///
/// Nothing runs while a file has one.
enum SyntaxError: LanguageError {
  // The lexer.
  case unexpectedCharacter(String)
  case invalidNumber(String)
  case integerTooLarge(String)
  case unterminatedInterpolation
  case unknownEscape(Character)
  /// A string not closed on its line: the REPL reads on, the parser reports it.
  case unterminatedString
  // The parser.
  case unexpectedClosingBrace
  case expectedStatementEnd
  case unexpectedInInterpolation(String)
  /// A `{` still open at the end of the file: the REPL reads on, the parser reports it.
  case unterminatedBlock
  case duplicateParameter(String)
  case elseWithoutIf
  case unknownCommand(String, suggestion: String?)
  /// Swift's spelling of something ListScript writes otherwise (`&&`, `'x'`, `.top`).
  case swiftSpelling(found: String, write: String)
  /// `'text'`: strings take double quotes.
  case singleQuotedString(String)
  /// UIKit's `with: .fade` after a call.
  case animationArgument
  /// A symbol or word that must come next: `what` says which, `context` where (`after the
  /// arguments`); `found` is what stood there instead; `openedAt` the `line:column` of the
  /// bracket it would close.
  case expected(what: String, context: String, found: String?, openedAt: String?)
  /// A name that must come next (`a loop variable after 'for'`).
  case expectedName(String)
  /// A word that is not one of a command's choices.
  case unexpectedChoice(found: String, after: String, options: [String], suggestion: String?)
  case nestingTooDeep(limit: Int)
  /// `found` is `nil` at the end of a line.
  case expectedExpression(found: String?)
  // Reading the file and its includes.
  /// The first byte that is not UTF-8.
  case invalidUTF8(UInt8)
  case includeNeedsLiteral
  /// What the host's loader said when it could not read an included file.
  case includeUnreadable(String)
  /// A chain of includes that comes back to a file in it: the file names in order.
  case includesItself(String, chain: [String])
  /// More inclusions, or more included bytes, than a script may have.
  case tooManyInclusions(limit: Int)
  /// A script that, with what it includes, holds more bytes than a run reads.
  case sourceTooLarge(limitBytes: Int)
  /// A `collection` option of the other layout: the option, the layout written, a hint.
  case optionOfOtherLayout(String, layout: String, hint: String)
  /// A `collection` option given twice.
  case optionTwice(String)

  var message: String {
    switch self {
    case .unexpectedCharacter(let text): "unexpected character \(text.quoted)"
    case .invalidNumber(let text): "invalid number \(text.quoted)"
    case .integerTooLarge(let text): "integer literal \(text.quoted) does not fit in 64 bits"
    case .unterminatedInterpolation: "unterminated interpolation in string"
    case .unknownEscape(let c): "unknown escape '\\\(c)' in string"
    case .unterminatedString: "unterminated string"
    case .unexpectedClosingBrace: "unexpected '}': no block is open"
    case .expectedStatementEnd: "expected a new line or ';' after the statement"
    case .unexpectedInInterpolation(let text): "unexpected \(text.quoted) in interpolation"
    case .unterminatedBlock: "unterminated block: expected '}'"
    case .duplicateParameter(let name): "duplicate parameter \(name.quoted)"
    case .elseWithoutIf: "'else' without 'if' (it must follow '}' on the same line)"
    case .unknownCommand(let name, _): "unknown command \(name.quoted)"
    case .swiftSpelling(let found, let write):
      "\(found.quoted) is Swift's spelling; ListScript writes \(write.quoted)"
    case .singleQuotedString(let text):
      "strings take double quotes" + (text.utf8.count > 80 ? "" : ": write \"\(text)\"")
    case .animationArgument:
      "'with:' is UIKit's animation argument, which ListScript's calls do not take"
    case .expected(let what, let context, let found, _):
      "expected \(what)" + (context.isEmpty ? "" : " " + context)
        + (found.map { ", found \($0.quoted)" } ?? "")
    case .expectedName(let what): "expected \(what)"
    case .unexpectedChoice(let found, let after, _, _): "unexpected \(found) after \(after.quoted)"
    case .nestingTooDeep(let limit): "nesting is too deep (more than \(limit) levels)"
    case .expectedExpression(let found):
      found.map { "expected an expression, found \($0.quoted)" } ?? "expected an expression"
    case .invalidUTF8(let byte):
      "the file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))"
    case .includeNeedsLiteral: "'include' needs a string literal"
    case .includeUnreadable(let message): message
    case .includesItself(let path, let chain):
      "'\(path)' includes itself (\(chain.joined(separator: " -> ")))"
    case .tooManyInclusions(let limit): "a script may include files at most \(limit) times"
    case .sourceTooLarge(let limit):
      "a script, with the files it includes, may hold at most \(byteCount(limit))"
    case .optionOfOtherLayout(let option, let layout, _): "\(layout) has no \(option.quoted)"
    case .optionTwice(let option): "\(option.quoted) is given twice"
    }
  }

  var notes: [String] {
    switch self {
    case .integerTooLarge: ["integers run from \(Int.min) to \(Int.max)"]
    case .sourceTooLarge:
      [
        "a run keeps its parsed script in memory (about 40 times its size): split it, or build large data with range()"
      ]
    case .unknownEscape: ["the escapes are \\\" \\\\ \\n \\t and \\( … ) for interpolation"]
    case .unterminatedString: ["a string ends with \" on the same line"]
    case .unterminatedBlock: ["the block opened here is still open at the end of the file"]
    case .unknownCommand(_, let suggestion): suggestion.map { ["did you mean '\($0)'?"] } ?? []
    case .animationArgument:
      ["drop it: the animation does not change which rows UIKit updates or what the cells show"]
    case .expected(_, _, _, let openedAt): openedAt.map { ["\($0)"] } ?? []
    case .optionOfOtherLayout(_, _, let hint): [hint]
    case .unexpectedChoice(_, _, let options, let suggestion):
      (suggestion.map { ["did you mean '\($0)'?"] } ?? [])
        + ["expected one of: " + options.joined(separator: ", ")]
    case .unexpectedCharacter, .invalidNumber, .unterminatedInterpolation,
      .unexpectedClosingBrace, .expectedStatementEnd, .unexpectedInInterpolation, .swiftSpelling,
      .singleQuotedString,
      .duplicateParameter, .elseWithoutIf, .expectedName, .nestingTooDeep, .expectedExpression,
      .invalidUTF8, .includeNeedsLiteral, .includeUnreadable,
      .includesItself,
      .tooManyInclusions, .optionTwice:
      []
    }
  }
}

/// What the resolver finds wrong with the names of a script that parses.
enum NameError: LanguageError {
  case undefinedName(String, suggestion: String?, isCommand: Bool)
  case assignmentToUndeclared(String)
  case defNotAtTopLevel
  case returnOutsideProcedure
  case includeNotAtTopLevel
  /// A query that takes an argument, named without one (`cell`).
  case needsArgument(String)
  case wrongArgumentCount(name: String, expected: ClosedRange<Int>, got: Int)
  /// A call of a procedure defined with `def` with another number of arguments.
  case wrongProcedureArgumentCount(name: String, expected: Int, got: Int)
  case unknownProcedure(String, suggestion: String?)
  /// `s.appendItem(…)`: no snapshot method has the name.
  case unknownMethod(String, suggestion: String?)
  /// A method's name with labels none of its forms takes: what was written, the forms, the
  /// closest one.
  case methodLabels(written: String, forms: [String], suggestion: String)
  /// A mutating method called on something that is not a variable (`snapshot().appendItems`).
  case mutatingNeedsVariable(String)

  var message: String {
    switch self {
    case .undefinedName(let name, _, _): "undefined name \(name.quoted)"
    case .assignmentToUndeclared(let name):
      "assignment to \(name.quoted), which is not declared (use 'let \(name.count > 80 ? "name" : name) = …')"
    case .defNotAtTopLevel: "'def' is only allowed at the top level"
    case .returnOutsideProcedure: "'return' outside a procedure"
    case .includeNotAtTopLevel: "'include' must stand at the top level of a file"
    case .needsArgument(let name):
      "\(name.quoted) needs an argument" + (name.utf8.count > 80 ? "" : ": \(name)(…)")
    case .wrongArgumentCount(let name, let expected, let got):
      "\(name.quoted) takes "
        + (expected.lowerBound == expected.upperBound
          ? "\(expected.lowerBound)" : "\(expected.lowerBound) or \(expected.upperBound)")
        + " \(expected.upperBound == 1 ? "argument" : "arguments"), not \(got)"
    case .wrongProcedureArgumentCount(let name, let expected, let got):
      "\(name.quoted) takes \(expected) arguments, not \(got)"
    case .unknownProcedure(let name, _): "unknown procedure \(name.quoted)"
    case .unknownMethod(let name, _): "a snapshot has no method \(name.quoted)"
    case .methodLabels(let written, _, _): "a snapshot has no method \(written)"
    case .mutatingNeedsVariable(let method):
      "\(method) changes the snapshot it is called on: call it on a variable (let s = …)"
    }
  }

  /// Names other languages (and shells) have, with what ListScript writes instead.
  static let habits: [String: String] = [
    "null": "ListScript writes nil", "NULL": "ListScript writes nil",
    "None": "ListScript writes nil", "undefined": "ListScript writes nil",
    "quit": "to leave listsh, type .quit or press Ctrl-D",
    "exit": "to leave listsh, type .quit or press Ctrl-D",
    "help": "type .help for help (and .help data, .help calls, …)",
    "True": "ListScript writes true", "False": "ListScript writes false",
  ]

  var notes: [String] {
    switch self {
    case .undefinedName(let name, let suggestion, let isCommand):
      (Self.habits[name].map { [$0] } ?? suggestion.map { ["did you mean '\($0)'?"] } ?? [])
        + (isCommand ? ["\(name.quoted) is a command; it starts a statement"] : [])
    case .includeNotAtTopLevel: ["included files are read with the script, before it runs"]
    case .unknownProcedure(_, let suggestion), .unknownMethod(_, let suggestion):
      suggestion.map { ["did you mean '\($0)'?"] } ?? []
    case .methodLabels(_, let forms, let suggestion):
      ["did you mean \(suggestion)?", "its forms: " + forms.joined(separator: ", ")]
    case .assignmentToUndeclared, .defNotAtTopLevel, .returnOutsideProcedure, .needsArgument,
      .wrongArgumentCount, .wrongProcedureArgumentCount, .mutatingNeedsVariable:
      []
    }
  }
}
