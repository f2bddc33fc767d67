import HeadlessUIKit

extension CrashScenario {
  /// The diffable data source and the snapshot calls that raise `error`: the smallest
  /// snapshot the failing call needs, then the call.
  static func snapshotCalls(_ error: SnapshotError) -> [String] {
    func list(_ ids: [String]) -> String { "[" + ids.map(literal).joined(separator: ", ") + "]" }
    let start = ["diffable", "let s = snapshot()"]
    let main = start + ["s.appendSections([\"main\"])"]
    switch error {
    case .duplicateItems(let ids), .itemAlreadyPresent(let ids):
      return main + ["s.appendItems(\(list(ids + ids)))"]
    case .duplicateSections(let ids): return start + ["s.appendSections(\(list(ids + ids)))"]
    case .sectionAlreadyPresent(let ids):
      return start + ["s.appendSections(\(list(ids)))", "s.appendSections(\(list(ids)))"]
    case .noSection: return start + ["s.appendItems([\"a\"])"]
    case .missingTargetForItems: return main + ["s.appendItems([\"a\"], toSection: \"nowhere\")"]
    case .targetAmongInserted(let id):
      return main + [
        "s.appendItems(\(list([id])))",
        "s.insertItems(\(list(["new", id])), beforeItem: \(literal(id)))",
      ]
    case .missingTargetSection:
      return main + ["s.insertSections([\"new\"], beforeSection: \"nowhere\")"]
    case .sectionTargetAmongInserted(let id):
      return start + [
        "s.appendSections(\(list([id])))",
        "s.insertSections(\(list([id])), afterSection: \(literal(id)))",
      ]
    case .moveItemMissing(let from):
      return main + ["s.appendItems([\"a\"])"]
        + [
          from
            ? "s.moveItem(\"nowhere\", afterItem: \"a\")"
            : "s.moveItem(\"a\", afterItem: \"nowhere\")"
        ]
    case .moveSectionMissing(let from):
      return main
        + [
          from
            ? "s.moveSection(\"nowhere\", beforeSection: \"main\")"
            : "s.moveSection(\"main\", afterSection: \"nowhere\")"
        ]
    case .reloadMissingItem(let id): return main + ["s.reloadItems(\(list([id])))"]
    case .reconfigureMissingItem(let id): return main + ["s.reconfigureItems(\(list([id])))"]
    case .reloadMissingSection(let id): return main + ["s.reloadSections(\(list([id])))"]
    case .sectionNotFound: return main + ["print s.numberOfItems(inSection: \"nowhere\")"]
    case .deadlockDetected:
      return main + [
        "s.appendItems([\"a\"])", "turn {", "  apply s on background",
        "  # the main queue applies while the apply issued off it is still outstanding",
        "  apply s", "}",
      ]
    case .unavailable(let method, _): return main + ["# \(method) is ListScript's own error"]
    case .sectionSnapshotDuplicates(let ids):
      return ["let ss = sectionSnapshot()", "ss.append(\(list(ids + ids)))"]
    case .sectionSnapshotParentMissing(let id):
      return ["let ss = sectionSnapshot()", "ss.append([\"child\"], to: \(literal(id)))"]
    case .sectionSnapshotInsertTargetMissing(let id, let after):
      return [
        "let ss = sectionSnapshot()",
        "ss.insert([\"new\"], \(after ? "after" : "before"): \(literal(id)))",
      ]
    case .sectionSnapshotItemMissing(let id, let query):
      let call =
        switch query {
        case .isExpanded: "isExpanded(\(literal(id)))"
        case .isVisible: "isVisible(\(literal(id)))"
        case .level: "level(of: \(literal(id)))"
        }
      return ["let ss = sectionSnapshot()", "print ss.\(call)"]
    case .sectionSnapshotChildMissing(let id):
      return ["let ss = sectionSnapshot()", "print ss.parent(of: \(literal(id)))"]
    case .sectionSnapshotDeleteMissing(let id):
      return ["let ss = sectionSnapshot()", "ss.delete([\(literal(id))])"]
    case .sectionSnapshotReplaceDuplicates:
      return ["# replace(childrenOf:using:) with repeated identifiers is ListScript's own error"]
    case .equalIdentifiersDifferentHashes(let shown, let applied):
      // Records print as their literals: the pair is written back as it was printed.
      return main + [
        "# one identity (id), two hashes: == and hash(into:) read different fields",
        "s.appendItems([\(shown)])", "apply s", "let t = snapshot()",
        "t.appendSections([\"main\"])", "t.appendItems([\(applied)])", "apply t",
      ]
    }
  }

  /// `id` as a ListScript string literal that prints as `id`.
  static func literal(_ id: String) -> String {
    var out = "\""
    for c in id {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.append(c)
      }
    }
    return out + "\""
  }
}

/// Whether a printed identifier is a plain ListScript literal that a scenario may write back:
/// records, lists, strings, numbers, `true`, `false` and `nil`, nothing else — no name, call,
/// line break, control or direction character, so that a pasted text never becomes code or
/// disguises it.
enum PlainLiteral {
  /// The most characters written back.
  static let limit = 10_000

  static func accepts(_ text: String) -> Bool {
    guard text.utf8.count <= limit,
      !text.unicodeScalars.contains(where: TerminalText.isUnsafeInSource)
    else { return false }
    var scanner = Array(text.unicodeScalars)[...]
    guard value(&scanner, depth: 0) else { return false }
    return scanner.isEmpty
  }

  static func value(_ s: inout ArraySlice<Unicode.Scalar>, depth: Int) -> Bool {
    guard depth < 16, let c = s.first else { return false }
    switch c {
    case "{": return sequence(&s, close: "}", depth: depth, keyed: true)
    case "[": return sequence(&s, close: "]", depth: depth, keyed: false)
    case "\"": return string(&s)
    case "-", "0"..."9": return number(&s)
    default:
      for word in ["true", "false", "nil"] where s.starts(with: word.unicodeScalars) {
        s = s.dropFirst(word.unicodeScalars.count)
        return true
      }
      return false
    }
  }

  /// `{key: value, …}` or `[value, …]`, each element after ", ".
  static func sequence(
    _ s: inout ArraySlice<Unicode.Scalar>, close: Unicode.Scalar, depth: Int, keyed: Bool
  ) -> Bool {
    s = s.dropFirst()
    if s.first == close {
      s = s.dropFirst()
      return true
    }
    while true {
      if keyed {
        let key = s.prefix { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" }
        guard !key.isEmpty else { return false }
        s = s.dropFirst(key.count)
        guard s.starts(with: ": ".unicodeScalars) else { return false }
        s = s.dropFirst(2)
      }
      guard value(&s, depth: depth + 1) else { return false }
      if s.first == close {
        s = s.dropFirst()
        return true
      }
      guard s.starts(with: ", ".unicodeScalars) else { return false }
      s = s.dropFirst(2)
    }
  }

  static func string(_ s: inout ArraySlice<Unicode.Scalar>) -> Bool {
    s = s.dropFirst()
    while let c = s.first {
      s = s.dropFirst()
      if c == "\"" { return true }
      if c == "\\" {
        guard let e = s.first, "\"\\nt".unicodeScalars.contains(e) else { return false }
        s = s.dropFirst()
      }
    }
    return false
  }

  static func number(_ s: inout ArraySlice<Unicode.Scalar>) -> Bool {
    if s.first == "-" { s = s.dropFirst() }
    let digits = s.prefix { ("0"..."9").contains($0) || $0 == "." }
    guard let first = digits.first, first != ".", digits.count <= 20 else { return false }
    s = s.dropFirst(digits.count)
    return true
  }
}
