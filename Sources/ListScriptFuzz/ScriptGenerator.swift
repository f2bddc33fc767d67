/// Turns fuzzer bytes into a script that parses.
///
/// Every byte picks among the forms the grammar allows at that point, so that mutations
/// explore what scripts *do* rather than how they fail to parse. Literals come from a set of edge values (`Int.max`, `2^53 + 1`, `-0.0`, `1e308`,
/// empty and non-ASCII strings), which is how a huge range meets an index or a comparison.
///
/// The `generate` mode of the fuzzer runs what this writes; the byte-level modes find what it
/// cannot (broken syntax, encodings).
struct ScriptGenerator {
  private let bytes: [UInt8]
  private var position = 0
  var variables = 0
  private var text = ""

  /// A generator reading `bytes`; choices past their end are all 0.
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The script the bytes choose: statements until the bytes run out (at most 64).
  static func script(from bytes: [UInt8]) -> String {
    var generator = ScriptGenerator(bytes)
    var count = 0
    while generator.position < generator.bytes.count, count < 64 {
      generator.statement(depth: 0)
      generator.text += "\n"
      count += 1
    }
    return generator.text
  }

  // Negative numbers in parentheses: `data set 1 -1` would read as a subtraction.
  static let integers = [
    "0", "1", "2", "3", "5", "(-1)", "7", "44", "255", "65536", "2147483648", "9007199254740993",
    "9223372036854775807", "(-9223372036854775807)", "4611686018427387904", "100000000",
  ]
  static let decimals = [
    "0.0", "(-0.0)", "0.5", "1.5", "44.0", "9007199254740992.0", "(-100000000000000000000000.0)",
    "0.000000000000000000001",
  ]
  static let strings = ["\"\"", "\"a\"", "\"row 1\"", "\"é\"", "\"\\n\"", "\"<&>\"", "\"\\(1)\""]
  static let builtins1 = ["len", "str", "abs", "sum", "keys", "sorted", "reversed", "height"]
  static let builtins2 = ["min", "max", "contains", "range", "diff", "shuffled"]
  static let queries = [
    "visible", "visibleRows", "mountedRows", "preparedRows", "data", "sections", "rows", "offset",
    "contentHeight", "top", "editing", "cache", "error", "visibleItems", "preparedItems",
    "mountedItems", "items", "currentSnapshot",
  ]
  static let binary = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "and", "or"]

  mutating func choose(_ n: Int) -> Int {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return Int(bytes[position]) % n
  }

  mutating func pick(_ options: [String]) -> String { options[choose(options.count)] }

  private mutating func variable() -> String {
    variables == 0 ? pick(Self.integers) : "v\(choose(variables))"
  }

  /// An index path `section:row`, or an expression in its place.
  mutating func path(depth: Int) -> String {
    choose(4) == 0 ? expression(depth: depth + 1) : "\(choose(3)):\(pick(Self.integers))"
  }

  mutating func expression(depth: Int) -> String {
    let form = depth > 4 ? choose(6) : choose(20)
    switch form {
    case 0, 1: return pick(Self.integers)
    case 2: return pick(Self.decimals)
    case 3: return pick(Self.strings)
    case 4: return variable()
    case 5: return pick(["nil", "true", "false"] + Self.queries)
    case 6: return "[" + list(depth: depth) + "]"
    case 7:
      return "{id: \(expression(depth: depth + 1)), text: \(expression(depth: depth + 1))}"
    case 8, 9:
      return
        "(\(expression(depth: depth + 1)) \(pick(Self.binary)) \(expression(depth: depth + 1)))"
    case 10:
      return
        "(\(expression(depth: depth + 1))\(pick(["..<", "..."]))\(expression(depth: depth + 1)))"
    case 11, 12: return "\(postfixable(depth: depth))[\(expression(depth: depth + 1))]"
    case 13: return "\(pick(Self.builtins1))(\(expression(depth: depth + 1)))"
    case 14:
      return
        "\(pick(Self.builtins2))(\(expression(depth: depth + 1)), \(expression(depth: depth + 1)))"
    case 15: return "stride(\(list(depth: depth, count: 3)))"
    case 16: return "cell(\(path(depth: depth)))"
    case 17: return "\(postfixable(depth: depth)).\(pick(["id", "text", "row", "deletes", "x"]))"
    case 18: return "(-\(postfixable(depth: depth)))"
    default: return "(not \(postfixable(depth: depth)))"
    }
  }

  private mutating func postfixable(depth: Int) -> String {
    switch choose(4) {
    case 0: return variable()
    case 1: return "[" + list(depth: depth) + "]"
    case 2: return pick(Self.queries)
    default: return "(" + expression(depth: depth + 1) + ")"
    }
  }

  mutating func list(depth: Int, count: Int? = nil) -> String {
    let n = count ?? choose(4)
    return (0..<n).map { _ in expression(depth: depth + 1) }.joined(separator: ", ")
  }

  mutating func statement(depth: Int) {
    let indent = String(repeating: "  ", count: depth)
    let form = depth > 2 ? choose(20) : choose(26)
    var line: String
    switch form {
    case 0: line = "print \(expression(depth: 0))"
    case 1:
      line = "let v\(variables) = \(expression(depth: 0))"
      variables += 1
    case 2: line = variables == 0 ? "let v0 = 0" : "\(variable()) = \(expression(depth: 0))"
    case 3:
      switch choose(4) {
      case 0: line = "table" + (choose(2) == 0 ? "" : " rowheight \(pick(Self.integers))")
      case 1: line = "table"
      case 2:
        line =
          "collection width \(pick(Self.integers)) item \(pick(Self.integers)) \(pick(Self.decimals))"
          + (choose(2) == 0 ? "" : " spacing 4 linespacing 2 inset 1 2 3 4")
          + (choose(3) == 0 ? " sizeforitem" : "")
      default:
        line = "collection list" + (choose(2) == 0 ? "" : " rowheight \(pick(Self.integers))")
      }
    // A command's operand that starts with `(` would read as a call (`data(0)`): lists.
    case 4: line = "data [\(list(depth: 0))]"
    // Any command, its choices from the parser's own enums.
    case 5: line = command()
    case 6:
      line =
        "\(pick(["insert", "delete", "reload", "reconfigure"])) \(pick(["rows", "items"])) \(path(depth: 0))"
    case 7: line = "\(pick(["insert", "delete", "reload"])) sections \(pick(Self.integers))"
    case 8: line = "move \(pick(["row", "item"])) \(path(depth: 0)) to \(path(depth: 0))"
    case 9: line = "move section \(pick(Self.integers)) to \(pick(Self.integers))"
    case 10: line = "update to [\(list(depth: 0))]"
    case 11:
      line =
        "scroll to \(pick(["row", "item"])) \(path(depth: 0)) \(pick(["top", "middle", "bottom"]))"
    case 12: line = "scroll by \(expression(depth: 0))"
    case 13: line = "assert \(expression(depth: 0))"
    case 14:
      line = pick([
        "edit on", "edit off", "anchor on", "anchor off", "rotate landscape", "rotate portrait",
        "cache indexpath", "cache key", "trace all", "platform ios12", "platform ios16",
        "platform ios17",
      ])
    case 15:
      switch choose(3) {
      case 0: line = "data insert \(expression(depth: 0)) at \(expression(depth: 0))"
      case 1: line = "data remove at \(pick(Self.integers))"
      default: line = "data set \(pick(Self.integers)) \(expression(depth: 0))"
      }
    case 16:
      switch choose(6) {
      case 0: line = "diffable" + (choose(2) == 0 ? "" : " lookup")
      case 1: line = variables == 0 ? "let v0 = snapshot()" : "\(variable()) = currentSnapshot"
      // A mutating method needs a variable: with none yet, one is declared instead.
      case 2:
        line =
          variables == 0
          ? "let v0 = snapshot()"
          : "\(variable()).\(pick(["appendSections", "appendItems", "deleteItems", "reloadItems", "reconfigureItems"]))([\(list(depth: 0))])"
      case 3:
        line =
          variables == 0
          ? "let v0 = snapshot()"
          : "\(variable()).\(pick(["insertItems", "moveItem"]))(\(expression(depth: 0)), \(pick(["beforeItem", "afterItem"])): \(expression(depth: 0)))"
      case 4:
        line =
          "apply \(variables == 0 ? "snapshot()" : variable())\(pick(["", " animated false", " using reload data"]))"
      default: line = "diff [\(list(depth: 0))] [\(list(depth: 0))]"
      }
    case 17:
      // A list's estimate, or a flow layout's estimatedItemSize.
      line =
        "estimated \(pick(Self.decimals))"
        + (choose(2) == 0 ? "" : " \(pick(Self.integers))")
    case 18: line = "select \(path(depth: 0))"
    // A bare expression (one that starts with `{` would open a block).
    case 19: line = "len([\(expression(depth: 0))])"
    default:
      let header: String
      switch form {
      case 20: header = "repeat \(pick(["1", "2", "3", "100"]))"
      case 21: header = "if \(expression(depth: 0))"
      case 22: header = "for v\(variables) in \(expression(depth: 0))"
      case 23: header = "while \(expression(depth: 0))"
      case 24: header = "expect error \(pick(Self.strings))"
      default: header = "batch"
      }
      // Names declared in a block (its loop variable too) end with it.
      let outer = variables
      if form == 22 { variables += 1 }
      text += indent + header + " {\n"
      for _ in 0..<(1 + choose(3)) {
        statement(depth: depth + 1)
        text += "\n"
      }
      text += indent + "}"
      variables = outer
      if form == 25, choose(3) == 0 {
        // A completion block, a scope of its own: it runs at the end of the turn, with
        // `finished`.
        text += " completion {\n" + indent + "  print finished\n"
        statement(depth: depth + 1)
        text += "\n" + indent + "}"
        variables = outer
      }
      return
    }
    text += indent + line
  }
}
