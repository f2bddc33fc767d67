/// How `update to` applies a changeset to the table.
public enum UpdatePlan: String, CaseIterable, Sendable {
  /// The fewest valid batches, each with the data it needs: one when that is safe, otherwise
  /// the updates first (reloaded in place) and then the deletes, inserts and moves.
  case staged
  /// Exactly one batch; an update UIKit cannot reload in the same batch (a moved item, or one
  /// whose reload would land elsewhere) becomes a delete plus an insert.
  case single
  /// TableAdapter's two batches, sections then rows; for a flat list the sections batch is
  /// empty and the rows batch is `single`'s.
  case sectionsThenRows = "sections-then-rows"
  /// `reloadData()`.
  case reload
}

/// One batch of a plan: what the data source holds during it, and the table calls.
public struct PlannedBatch: Equatable, Sendable {
  /// The items of section 0 while the batch runs (set before `beginUpdates`).
  public var items: [Value]
  /// The calls between `beginUpdates` and `endUpdates`.
  public var calls: [UpdateCall]
}

/// Turns a flat changeset into batches that UIKit accepts.
public enum Planner {
  /// The batches that take the table from `old` to `new` (empty for `.reload`, which reloads).
  ///
  /// - Complexity: O(n + u·d + u·i) for n items and u updates against d deletes and i inserts.
  public static func batches(
    _ changes: Changeset, from old: [Value], to new: [Value], using plan: UpdatePlan
  ) -> [PlannedBatch] {
    switch plan {
    case .reload: return []
    case .single, .sectionsThenRows: return [single(changes, new)]
    case .staged:
      if rewrites(changes).isEmpty { return [single(changes, new)] }
      // Stage 1: every update reloaded where it stands, with the new content at the old place.
      var intermediate = old
      for u in changes.updates { intermediate[u.old] = new[u.new] }
      let first = PlannedBatch(
        items: intermediate, calls: [.reloadRows(changes.updates.map { IndexPath(0, $0.old) })])
      // Stage 2: the structure, with nothing left to update.
      var structure = changes
      structure.updates = []
      return [first, single(structure, new)]
    }
  }

  /// One batch: deletes, inserts, moves, and reloads where UIKit can take them.
  static func single(_ changes: Changeset, _ new: [Value]) -> PlannedBatch {
    let rewritten = rewrites(changes)
    var deletes = changes.deletes
    var inserts = changes.inserts
    var reloads: [Int] = []
    for u in changes.updates {
      if rewritten.contains(u.old) {
        deletes.append(u.old)
        inserts.append(u.new)
      } else {
        reloads.append(u.old)
      }
    }
    var calls: [UpdateCall] = []
    if !deletes.isEmpty { calls.append(.deleteRows(deletes.sorted().map { IndexPath(0, $0) })) }
    if !inserts.isEmpty { calls.append(.insertRows(inserts.sorted().map { IndexPath(0, $0) })) }
    for m in changes.moves where !rewritten.contains(m.from) {
      calls.append(.moveRow(IndexPath(0, m.from), IndexPath(0, m.to)))
    }
    if !reloads.isEmpty { calls.append(.reloadRows(reloads.map { IndexPath(0, $0) })) }
    return PlannedBatch(items: new, calls: calls)
  }

  /// The old positions of the updates that one batch cannot reload and must delete and insert
  /// instead.
  ///
  /// Rewriting one adds a delete and an insert, which shifts where UIKit puts the others' reloads,
  /// so the rewrite repeats until nothing changes.
  ///
  /// - Complexity: O(u² · (d + i)) at worst; a batch has few updates.
  static func rewrites(_ changes: Changeset) -> Set<Int> {
    let moved = Set(changes.moves.map(\.from))
    var rewritten = Set(changes.updates.filter { moved.contains($0.old) }.map(\.old))
    while true {
      let rewrittenUpdates = changes.updates.filter { rewritten.contains($0.old) }
      let deletes = changes.deletes + rewrittenUpdates.map(\.old)
      let inserts = (changes.inserts + rewrittenUpdates.map(\.new)).sorted()
      let more = changes.updates.filter {
        !rewritten.contains($0.old) && !reloadsInPlace($0, deletes: deletes, inserts: inserts)
      }
      if more.isEmpty { return rewritten }
      for u in more { rewritten.insert(u.old) }
    }
  }

  /// Whether UIKit, turning a reload of `u.old` into a delete plus an insert, puts the insert at
  /// the item's new place: the batch's explicit deletes and inserts shift its index exactly
  /// there (UIKit's mapping ignores moves).
  static func reloadsInPlace(_ u: Changeset.Update, deletes: [Int], inserts: [Int]) -> Bool {
    var row = u.old - deletes.filter { $0 < u.old }.count
    for inserted in inserts where inserted <= row { row += 1 }
    return row == u.new
  }
}
