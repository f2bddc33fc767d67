import HeadlessUIKit
import ListDiff

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
