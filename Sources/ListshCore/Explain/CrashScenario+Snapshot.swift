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
    case .unavailable(let method, _): return main + ["# \(method) is ListScript's own error"]
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
