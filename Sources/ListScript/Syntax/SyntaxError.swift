import HeadlessUIKit
import ListDiff

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
  /// A handler's closure with the wrong number of parameters: the handler, how many it takes,
  /// how many were written.
  case handlerParameters(String, expected: Int, got: Int)
  /// `turn { … }` inside a block: a turn is a top-level statement's.
  case turnInsideBlock
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
    case .handlerParameters(let handler, let expected, let got):
      "the \(handler) handler takes \(expected == 1 ? "1 parameter (the item)" : "\(expected) parameters (the item and the section snapshot of its children)"), not \(got)"
    case .turnInsideBlock: "'turn { … }' stands only at the top level"
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
    case .turnInsideBlock:
      [
        "a run-loop turn ends when a top-level statement ends; the statements of a block already share their statement's turn"
      ]
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
      .duplicateParameter, .handlerParameters, .elseWithoutIf, .expectedName, .nestingTooDeep,
      .expectedExpression,
      .invalidUTF8, .includeNeedsLiteral, .includeUnreadable,
      .includesItself,
      .tooManyInclusions, .optionTwice:
      []
    }
  }
}
