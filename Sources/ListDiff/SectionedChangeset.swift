/// The difference between two lists of sections: section-level changes, and row-level changes
/// named by index path, with rows free to move across sections.
///
/// Indexes follow UIKit's spaces, as in `Changeset`. Rows inside a deleted section are deleted
/// with it and rows inside an inserted section arrive with it, so neither is listed.
public struct SectionedChangeset: Equatable, Sendable {
  /// A row that changed place, from its old index path to its new one.
  public struct Move: Equatable, Sendable {
    /// The row's index path before the update.
    public var from: ListIndexPath
    /// The row's index path after the update.
    public var to: ListIndexPath

    /// A move from an old index path to a new one.
    public init(from: ListIndexPath, to: ListIndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// A linked row whose content differs: at `old` before the update, at `new` after it.
  public struct Update: Equatable, Sendable {
    /// The row's index path before the update, the one `reloadRows` names.
    public var old: ListIndexPath
    /// The row's index path after the update, the one `reconfigureRows` names.
    public var new: ListIndexPath

    /// An update of the row at `old`, now at `new`.
    public init(old: ListIndexPath, new: ListIndexPath) {
      self.old = old
      self.new = new
    }
  }

  /// Section deletes, inserts, moves and updates (a section's content besides its rows).
  public var sections = Changeset()
  /// Old index paths of rows that are gone, ascending (rows of deleted sections excluded).
  public var deletes: [ListIndexPath] = []
  /// New index paths of rows that are new, ascending (rows of inserted sections excluded).
  public var inserts: [ListIndexPath] = []
  /// Rows that changed section, or their order within it, by new index path.
  public var moves: [Move] = []
  /// Linked rows whose content differs, by new index path.
  public var updates: [Update] = []

  /// An empty changeset.
  public init() {}

  /// The changeset of a list whose rows all lie in section `section`, from the flat changeset
  /// of those rows, with the section-level changes `sections`.
  ///
  /// - Complexity: O(c) for c changes.
  public init(rows flat: Changeset, inSection section: Int, sections: Changeset = Changeset()) {
    self.sections = sections
    deletes = flat.deletes.map { ListIndexPath(section, $0) }
    inserts = flat.inserts.map { ListIndexPath(section, $0) }
    moves = flat.moves.map {
      .init(from: ListIndexPath(section, $0.from), to: ListIndexPath(section, $0.to))
    }
    updates = flat.updates.map {
      .init(old: ListIndexPath(section, $0.old), new: ListIndexPath(section, $0.new))
    }
  }

  /// Whether the lists of sections are the same.
  public var isEmpty: Bool {
    sections.isEmpty && deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
  }

  /// The row changes as a flat changeset, when every change is a row change in section 0.
  public var flat: Changeset? {
    guard sections.isEmpty else { return nil }
    let paths = deletes + inserts + moves.flatMap { [$0.from, $0.to] } + updates.map(\.old)
    guard paths.allSatisfy({ $0.section == 0 }) else { return nil }
    var c = Changeset()
    c.deletes = deletes.map(\.row)
    c.inserts = inserts.map(\.row)
    c.moves = moves.map { Changeset.Move(from: $0.from.row, to: $0.to.row) }
    c.updates = updates.map { Changeset.Update(old: $0.old.row, new: $0.new.row) }
    return c
  }

}

extension SectionedChangeset: CustomStringConvertible {
  /// Section changes first (`delete section 1`, `move section 2 -> 0`, `update section 3`),
  /// then row changes by index path (`delete 0:1`, `move 0:2 -> 1:0`, `update 1:1 (now 0:0)`).
  public var description: String {
    if isEmpty { return "no changes" }
    var lines: [String] = []
    func add<T>(_ label: String, _ list: [T], _ show: (T) -> String) {
      if !list.isEmpty { lines.append(label + " " + list.map(show).joined(separator: ", ")) }
    }
    add("delete section", sections.deletes) { "\($0)" }
    add("insert section", sections.inserts) { "\($0)" }
    add("move section", sections.moves) { "\($0.from) -> \($0.to)" }
    add("update section", sections.updates) {
      $0.old == $0.new ? "\($0.old)" : "\($0.old) (now \($0.new))"
    }
    add("delete", deletes) { "\($0)" }
    add("insert", inserts) { "\($0)" }
    add("move", moves) { "\($0.from) -> \($0.to)" }
    add("update", updates) { $0.old == $0.new ? "\($0.old)" : "\($0.old) (now \($0.new))" }
    return lines.joined(separator: "\n")
  }
}
