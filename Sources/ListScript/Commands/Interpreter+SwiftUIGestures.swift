import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// `swiftui ondelete OFFSETS [section S]` and `swiftui onmove OFFSETS to N [section S]`: the
  /// user's swipe or drag, and the handler's offset edit of the section's rows, made in the
  /// gesture's animated transaction (our inference: the row leaves or lands with UIKit's
  /// animation).
  func swiftUIOffsetEdit(
    _ offsets: ResolvedExpr, to destination: ResolvedExpr?, section: ResolvedExpr?,
    _ r: SourceRange
  ) throws(Unwind) {
    let command = destination == nil ? "swiftui ondelete" : "swiftui onmove"
    guard scene.swiftUI != nil else { throw fail(Self.notAList(command), r) }
    let s = try section.map { e throws(Unwind) in try int(e) } ?? 0
    let set = Set(try offsetList(offsets)).sorted()
    let to = try destination.map { e throws(Unwind) in try int(e) }
    program.animationDepth += 1
    defer { program.animationDepth -= 1 }
    if let to {
      try dataEdit(r, .moveOffsets(section: s, set, to: to)) { d throws(DataSourceError) in
        try d.move(fromOffsets: set, toOffset: to, inSection: s)
      }
      let final = DataSource<Value>.finalIndex(ofMoving: set, toOffset: to)
      note(.swiftUI(.onMove(set, to: to, final: final, section: s)))
    } else {
      try dataEdit(r, .removeOffsets(section: s, set)) { d throws(DataSourceError) in
        try d.remove(atOffsets: set, inSection: s)
      }
      note(.swiftUI(.onDelete(set, section: s)))
    }
  }

  /// An `IndexSet` as written: one offset, or a list of them.
  func offsetList(_ e: ResolvedExpr) throws(Unwind) -> [Int] {
    let value = try eval(e)
    let elements = value.listElements ?? [value]
    // A swipe or a drag acts on one row or more: an empty IndexSet comes from no gesture.
    guard !elements.isEmpty else {
      throw fail(
        .expected("at least one offset (a gesture acts on a row or more)", got: value), e.range)
    }
    var offsets: [Int] = []
    for element in elements {
      guard case .int(let k) = element else {
        throw fail(.expected("an offset (a whole number) or a list of them", got: element), e.range)
      }
      offsets.append(k)
    }
    return offsets
  }

  /// `swiftui id V`: the List's `.id(V)`, which a new value changes.
  ///
  /// The first value names its identity; a different one makes SwiftUI drop the List and make
  /// a new one: a new collection view that reads the data at its first layout, with no batch,
  /// no running animation, no waiting update, at the top.
  func swiftUIIdentity(_ e: ResolvedExpr, _ r: SourceRange) throws(Unwind) {
    guard let state = scene.swiftUI else { throw fail(Self.notAList("swiftui id"), r) }
    // `expect error` puts the view back when its block fails: a rebuild cannot be undone so.
    guard program.expectErrorDepth == 0 else {
      throw fail(
        .onSwiftUIList(
          "'swiftui id' makes the List again, which 'expect error' cannot put back",
          instead: "write 'swiftui id' outside the 'expect error' block"), r)
    }
    let value = try eval(e)
    guard let old = state.identity, old != value else {
      note(
        .swiftUI(.identity(value.abbreviated, from: nil, kept: state.identity == value, view: "")))
      record(.swiftUI(.identity(value.description, rebuilds: false)))
      scene.swiftUI?.identity = value
      return
    }
    let view = scene.table.kind == .table ? "table view" : "collection view"
    note(.swiftUI(.identity(value.abbreviated, from: old.abbreviated, kept: false, view: view)))
    record(.swiftUI(.identity(value.description, rebuilds: true)))
    let table = scene.table
    scene.table = TableView<Value>(
      platform: table.platform, geometry: table.geometry, kind: table.kind)
    var fresh = SwiftUIListState()
    fresh.identity = value
    // The List's code is the same: its ForEach identifies rows as before.
    fresh.forEach = state.forEach
    fresh.shown = state.shown
    scene.swiftUI = fresh
    if table.kind == .table {
      note(.newTable(table.geometry, table.platform, named: false))
    } else {
      note(.newCollection(table.geometry, table.platform, table.kind, named: false))
    }
    record(.setData(scene.data.snapshot))
  }
}
