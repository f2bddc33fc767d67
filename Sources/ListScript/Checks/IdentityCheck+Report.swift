import HeadlessUIKit
import ListDiff

/// An identity check in words: each finding, then what a diffable data source (in UIKit's own
/// texts, per profile), SwiftUI's `ForEach`, `IdentifiedArray` and RxDataSources do with it.
extension IdentityCheck {
  /// The report: a line per finding and an indented line per framework; "no problem found"
  /// when there is none.
  public func report() -> String {
    var lines: [String] = []
    let items =
      counts.second.map { "\(counts.first) and \(Counted.count($0, "item"))" }
      ?? Counted.count(counts.first, "item")
    if findings.isEmpty {
      lines.append("identities: no problem found in \(items)")
    }
    for finding in findings {
      lines.append(Self.headline(finding))
      for (who, what) in Self.consequences(finding) { lines.append("  \(who): \(what)") }
      lines.append("  fix: \(Self.fix(finding))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func headline(_ finding: Finding) -> String {
    switch finding {
    case .duplicates(let id, let at, let same, let second):
      return "duplicate identity \(id)\(second ? " in the second fetch" : ""): items at "
        + at.map(\.description).joined(separator: ", ")
        + (same ? "" : " (in different sections)")
    case .noIdentityField(let key, let count, let total):
      return
        "\(count) of \(total) records have no '\(key)' field: each is its own identity, so any edit of one is a delete and an insert"
    case .identityIsContent(let field, let count, let total):
      return
        "the identity is the content: it equals '\(field)' on \(count) of \(total) items, so items with the same \(field) collide and an edit of it is a delete and an insert"
    case .hashesDisagree(let id, let hashes):
      return
        "identity \(id) is declared with hashes "
        + hashes.map(String.init).joined(separator: " and ")
        + ": == and hash(into:) disagree"
    case .unstable(let count, let total, let examples):
      return
        "\(count) of \(Counted.count(total, "item")) came back under new identities with the same content ("
        + examples.map { "\($0.old) -> \($0.new)" }.joined(separator: ", ")
        + "): identities made anew at each fetch, such as a UUID() per fetch (woocommerce/woocommerce-ios#7137)"
    case .followsContent(let count, let examples):
      return
        "\(count) \(count == 1 ? "item" : "items") changed identity together with \(count == 1 ? "its" : "their") content, in place ("
        + examples.map { "\($0.old) -> \($0.new)" }.joined(separator: ", ")
        + "): the identity is derived from the content"
    case .identityIsPosition(let count, let total, let examples):
      return
        "the identity is the position: \(count) of \(Counted.count(total, "item")) now hold content another identity held ("
        + examples.map { "\($0.old) -> \($0.new)" }.joined(separator: ", ")
        + "): index-based identities (ForEach(items.indices, id: \\.self), id: \\.offset, a row number) stay at their place while the items move"
    }
  }

  /// What to change, for every framework alike.
  static func fix(_ finding: Finding) -> String {
    switch finding {
    case .duplicates:
      "give each item an identity of its own (the server's id, or one made once and stored with the item), and drop repeats before the snapshot or the ForEach is built"
    case .noIdentityField(let key, _, _):
      "give every record the '\(key)' field, or name the field that does identify them (by KEY, --id)"
    case .identityIsContent(let field, _, _):
      "identify items by a field that an edit does not change, not by '\(field)'"
    case .hashesDisagree:
      "make hash(into:) combine exactly what == compares (for an identifier, the id alone)"
    case .unstable:
      "keep the identity the server gives, or store the UUID with the item when it is first made, instead of making one at each fetch"
    case .followsContent:
      "derive the identity from what stays (the record's key), not from its content"
    case .identityIsPosition:
      "identify rows by the item's own id (ForEach(items) over Identifiable items, or id: \\.id), not by its index, and reach items by id in bindings and actions"
    }
  }

  /// What each framework does with the finding.
  static func consequences(_ finding: Finding) -> [(String, String)] {
    let diffable = "UIKit diffable data source"
    let forEach = "SwiftUI ForEach"
    let identified = "IdentifiedArray"
    let rx = "RxDataSources"
    let replaced =
      "the cell is deleted and inserted, not reloaded or reconfigured: it animates, loses its selection, and a scroll position anchored on it moves"
    switch finding {
    case .duplicates(let id, _, let same, _):
      let crash = SnapshotError.duplicateItems([id]).diagnostic(on: .ios15)
      let uikit =
        same
        ? "appendItems raises \(oneLine(crash)), on every iOS version, in release builds too"
        : "an item appended to a second section raises on iOS 13 and 14 (\(oneLine(SnapshotError.itemAlreadyPresent([id]).diagnostic(on: .ios14)))); from iOS 15 UIKit logs \"\(SnapshotWarning(identifiers: [id]).message)\" and moves it, so the first section loses the row (the version is inferred)"
      return [
        (diffable, uikit),
        (
          forEach,
          "logs \"ForEach<…>: the ID \(id) occurs multiple times within the collection, this will give undefined results!\" and shows the first item's view for each of them; in a lazy stack, iOS 14 traps with \"Fatal error: each layout item may only occur once\" and iOS 15 and later show one view for the identity (woocommerce/woocommerce-ios#5824)"
        ),
        (
          identified,
          "IdentifiedArray(uniqueElements:) traps with \"Duplicate key: '\(id)'\" in every build; IdentifiedArray(uncheckedUniqueElements:) traps in debug builds and is corrupt in release ones; IdentifiedArray(_:uniquingIDsWith:) keeps what its closure returns"
        ),
        (
          rx,
          "Diff.Error.duplicateItem once the items are shown: fatalError in debug builds, printed and reloadData() in release builds; two new items sharing it are two inserts, undetected"
        ),
      ]
    case .noIdentityField, .identityIsContent, .followsContent:
      return [
        (diffable, replaced + "; two items equal in content are duplicates (the crash above)"),
        (forEach, "the view is destroyed and made again: its @State is lost and transitions run"),
        (identified, "an edit is a removal and an append: update(_:) by the old id finds nothing"),
        (rx, "a delete and an insert in the animated data sources, never a reload"),
      ]
    case .hashesDisagree(let id, _):
      let text = SnapshotError.equalIdentifiersDifferentHashes(id, id).diagnostic(on: .ios15)
      return [
        (
          diffable,
          "apply raises \(oneLine(text)) in apps built with the iOS 15 SDK or later (the-blue-alliance-ios#931); before, the diff went wrong silently"
        ),
        (forEach, "undefined results: identities are looked up by their hash"),
        (identified, "a lookup by the id can miss the element it holds: the keys hash apart"),
        (
          rx,
          "the differ keys identities by their hash: the item can be seen as deleted and inserted"
        ),
      ]
    case .identityIsPosition:
      return [
        (
          diffable,
          "a delete above an item is seen as a delete of the last identity: the last row animates away, the rows below keep showing their old content until they are reconfigured or reloaded, and a cell's selection or swipe stays at the place, on another item"
        ),
        (
          forEach,
          "a row's @State, focus and transitions stay at the place, not with the item; a row or a binding that reads items[i] after a delete traps with \"Fatal error: Index out of range\""
        ),
        (identified, "update(_:) and the subscript by id reach whatever item is now at that place"),
        (rx, "moves are never seen: every shifted item is an update in place"),
      ]
    case .unstable:
      return [
        (
          diffable,
          "every such row is deleted and inserted at each apply: the whole list animates, cells are made again, a scroll position can jump (woocommerce/woocommerce-ios#7137)"
        ),
        (forEach, "every view is destroyed and made again: @State is lost, transitions run"),
        (identified, "ids kept from the last fetch find nothing: updates by id become misses"),
        (rx, "deletes and inserts every such item"),
      ]
    }
  }

  /// A text on one line: its line breaks as the log prints them, `\n`.
  static func oneLine(_ text: String) -> String {
    "\"" + text.replacing("\n", with: "\\n") + "\""
  }
}
