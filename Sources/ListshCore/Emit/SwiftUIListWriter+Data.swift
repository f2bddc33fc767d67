import HeadlessUIKit
import ListDiff
import ListScript

/// The List's data in the SwiftUI test: each edit as the app would write it on its model, and
/// the literals of its sections and rows.
extension SwiftUIListWriter {
  /// The List style for a list appearance (SwiftUI has no plain sidebar: `.sidebar`).
  static func style(_ appearance: ListAppearance) -> String {
    switch appearance {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "insetGrouped"
    case .sidebar, .sidebarPlain: "sidebar"
    }
  }

  /// An edit of the List's data, as the app would write it on its model; the shadow data
  /// follows it.
  mutating func editCode(_ edit: DataEdit) -> [String] {
    // Sections identified by their position are numbered again after a section edit.
    let identified =
      shadow.infos.allSatisfy { $0 != nil }
      && { if case .insertSection(_, let new) = edit { new.info != nil } else { true } }()
    apply(edit)
    switch edit {
    case .insert(let item, let p):
      return ["\(model).sections[\(p.section)].rows.insert(\(row(item)), at: \(p.row))"]
    case .remove(let paths):
      return paths.map { "\(model).sections[\($0.section)].rows.remove(at: \($0.row))" }
    case .move(let a, let b):
      return [
        "do {", "  let row = \(model).sections[\(a.section)].rows.remove(at: \(a.row))",
        "  \(model).sections[\(b.section)].rows.insert(row, at: \(b.row))", "}",
      ]
    case .set(let p, let item):
      return ["\(model).sections[\(p.section)].rows[\(p.row)] = \(row(item))"]
    case .insertSection(let s, let section) where identified:
      return ["\(model).sections.insert(\(sectionLiteral(section, position: s)), at: \(s))"]
    case .removeSection(let s) where identified:
      return ["\(model).sections.remove(at: \(s))"]
    case .moveSection(let a, let b) where identified:
      return [
        "do {", "  let section = \(model).sections.remove(at: \(a))",
        "  \(model).sections.insert(section, at: \(b))", "}",
      ]
    case .insertSection, .removeSection, .moveSection:
      // Sections identified by their position: the data as it now stands, numbered again.
      return ["\(model).sections = " + sectionsLiteral()]
    case .removeOffsets(let s, let offsets):
      return ["\(model).sections[\(s)].rows.remove(atOffsets: IndexSet(\(offsets)))"]
    case .moveOffsets(let s, let offsets, let to):
      return [
        "\(model).sections[\(s)].rows.move(fromOffsets: IndexSet(\(offsets)), toOffset: \(to))"
      ]
    }
  }

  /// `edit` made on the shadow data (an edit the model refused is not recorded).
  mutating func apply(_ edit: DataEdit) {
    switch edit {
    case .insert(let item, let p): try? shadow.insert(item, at: p)
    case .remove(let paths): try? shadow.remove(at: paths)
    case .move(let a, let b): try? shadow.move(from: a, to: b)
    case .set(let p, let item): try? shadow.set(p, to: item)
    case .insertSection(let s, let section):
      try? shadow.insertSection(s, items: section.items, info: section.info)
    case .removeSection(let s): try? shadow.removeSection(s)
    case .moveSection(let a, let b): try? shadow.moveSection(a, to: b)
    case .removeOffsets(let s, let offsets): try? shadow.remove(atOffsets: offsets, inSection: s)
    case .moveOffsets(let s, let offsets, let to):
      try? shadow.move(fromOffsets: offsets, toOffset: to, inSection: s)
    }
  }

  /// The shadow data as a Swift array of sections.
  func sectionsLiteral() -> String {
    "["
      + shadow.snapshot.enumerated().map { sectionLiteral($1, position: $0) }.joined(
        separator: ", ") + "]"
  }

  /// A section: its identity (its info's, or its position) and its rows.
  func sectionLiteral(_ section: SectionSnapshot<Value>, position: Int) -> String {
    let id = section.info.map { $0.identity.identifierText } ?? String(position)
    return "ListSection(id: \(SwiftEmitter.literal(id)), rows: ["
      + section.items.map(row).joined(separator: ", ") + "])"
  }

  /// A row: its identity and what its cell shows.
  func row(_ item: Value) -> String {
    "ListRow(id: \(SwiftEmitter.literal(item.identity.identifierText)), text: \(SwiftEmitter.literal(item.displayText)))"
  }
}
