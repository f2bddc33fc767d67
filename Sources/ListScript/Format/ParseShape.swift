/// A parse tree as an S-expression without its source ranges.
///
/// That is what a script means to the parser, whatever its layout. The formatter compares a file's shape before and after it
/// lays the file out, and the parse-tree tests pin trees in this form.
package enum ParseShape {
  /// The top-level statements of `file` as S-expressions with the line each starts on, and
  /// the file's syntax errors.
  ///
  /// - Complexity: O(n + s + l) for n bytes, s statements and l lines.
  package static func of(_ file: SourceFile) -> (
    trees: [String], lines: [Int], errors: [Diagnostic]
  ) {
    var reads = 0
    return of(file, reads: &reads)
  }

  /// `of(_:)`, counting in `reads` the entries of the line table it passes over.
  ///
  /// The statements come in source order, so one walk down the table finds every line. A
  /// statement's column is not counted: its characters, counted for each of the statements of
  /// a line, made a line of many statements quadratic (see docs/quality.md, "Measurements
  /// behind the code").
  ///
  /// - Complexity: O(n + s + l) for n bytes, s statements and l lines.
  package static func of(_ file: SourceFile, reads: inout Int) -> (
    trees: [String], lines: [Int], errors: [Diagnostic]
  ) {
    let (parse, errors) = Frontend.parse(file)
    let statements = parse.statements
    let starts = file.lineStarts
    var lines: [Int] = []
    lines.reserveCapacity(statements.count)
    var line = 0
    for statement in statements {
      let offset = statement.range.bytes.lowerBound
      if offset < starts[line] {
        // Out of order (never, for a file's own statements): a search.
        line = file.lineNumber(of: offset) - 1
      }
      while line + 1 < starts.count, starts[line + 1] <= offset {
        line += 1
        reads += 1
      }
      reads += 1
      lines.append(line + 1)
    }
    return (statements.map { text(of: $0.kind) }, lines, errors.map(\.diagnostic))
  }

  /// A value as an S-expression: enum cases with their payloads, arrays in brackets, strings
  /// quoted, source ranges and statement wrappers dropped.
  ///
  /// - Complexity: O(n) in the size of the tree.
  package static func text(of value: Any) -> String {
    switch value {
    case let value as Value: return value.description
    case let string as String: return "\"\(string)\""
    case let stmt as Stmt: return text(of: stmt.kind)
    case is SourceRange: return ""
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { text(of: $0.value) } ?? "nil"
    case .collection:
      return "[" + mirror.children.map { text(of: $0.value) }.joined(separator: " ") + "]"
    case .tuple:
      return "("
        + mirror.children.map { text(of: $0.value) }.filter { !$0.isEmpty }
        .joined(separator: " ") + ")"
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else {
        return String(describing: value)
      }
      let fields = Mirror(reflecting: payload.value)
      let parts =
        fields.displayStyle == .tuple
        ? fields.children.map { text(of: $0.value) } : [text(of: payload.value)]
      return "\(name)(" + parts.filter { !$0.isEmpty }.joined(separator: " ") + ")"
    case .struct:
      let fields = mirror.children.map { "\($0.label ?? ""): \(text(of: $0.value))" }
      return "\(mirror.subjectType)(" + fields.joined(separator: " ") + ")"
    default:
      return String(describing: value)
    }
  }
}
