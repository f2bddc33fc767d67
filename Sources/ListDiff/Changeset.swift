/// The difference between two flat lists: what to delete, insert, move and update to turn the
/// old list into the new one.
///
/// Indexes follow UIKit's spaces: deletes name old positions, inserts new positions, a move goes
/// from an old position to a new one, and an update names both (the old position for
/// `reloadRows`, the new one for `reconfigureRows`).
public struct Changeset: Equatable, Sendable {
  /// An item that changed place: from its old position to its new one.
  public struct Move: Equatable, Sendable {
    /// The item's position in the old list.
    public var from: Int
    /// The item's position in the new list.
    public var to: Int

    /// A move from an old position to a new one.
    @inlinable
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// A linked pair whose content differs.
  public struct Update: Equatable, Sendable {
    /// The item's position in the old list, the one `reloadRows` names.
    public var old: Int
    /// The item's position in the new list, the one `reconfigureRows` names.
    public var new: Int

    /// An update of the item at `old`, now at `new`.
    @inlinable
    public init(old: Int, new: Int) {
      self.old = old
      self.new = new
    }
  }

  /// An empty changeset.
  @inlinable
  public init() {}

  /// Old positions of items that are gone, ascending.
  public var deletes: [Int] = []
  /// New positions of items that are new, ascending.
  public var inserts: [Int] = []
  /// Items that changed their order relative to the others, by new position.
  public var moves: [Move] = []
  /// Linked items whose content differs, by new position.
  public var updates: [Update] = []

  /// Whether the lists are the same.
  public var isEmpty: Bool {
    deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
  }

}

extension Changeset: CustomStringConvertible {
  /// One line per kind of change: `delete 1, 5`, `insert 0`, `move 2 -> 0`, `update 3`.
  public var description: String {
    if isEmpty { return "no changes" }
    var lines: [String] = []
    if !deletes.isEmpty {
      lines.append("delete " + deletes.map(String.init).joined(separator: ", "))
    }
    if !inserts.isEmpty {
      lines.append("insert " + inserts.map(String.init).joined(separator: ", "))
    }
    if !moves.isEmpty {
      lines.append("move " + moves.map { "\($0.from) -> \($0.to)" }.joined(separator: ", "))
    }
    if !updates.isEmpty {
      lines.append(
        "update "
          + updates.map { $0.old == $0.new ? "\($0.old)" : "\($0.old) (now \($0.new))" }
          .joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
