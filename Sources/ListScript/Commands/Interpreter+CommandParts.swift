import HeadlessUIKit
import ListDiff

/// What the commands share: a table call made, a data edit, geometry, index paths read.
extension Interpreter {
  /// One table call: traced as UIKit's, then performed (alone, or recorded in the open batch).
  func perform(_ update: UpdateCall, _ r: SourceRange) throws(Unwind) {
    note(.call(update, scene.table.kind.noun, indented: false))
    try table(r) { t, d throws(TableError) in try t.perform(update, d) }
  }

  func table(
    _ r: SourceRange, _ body: (inout TableView<Value>, DataSource<Value>) throws(TableError) -> Void
  ) throws(Unwind) {
    do throws(TableError) {
      try body(&scene.table, scene.data)
    } catch {
      throw fail(.table(error), r)
    }
  }

  func dataEdit(
    _ r: SourceRange, _ edit: @autoclosure () -> DataEdit,
    _ body: (inout DataSource<Value>) throws(DataSourceError) -> Void
  )
    throws(Unwind)
  {
    do throws(DataSourceError) {
      try body(&scene.data)
    } catch {
      throw fail(.dataSource(error), r)
    }
    noteEdit(at: r)
    record(.editData(edit()))
    traceData()
  }

  /// Marks the data source's last edit with the line of the statement that made it.
  func noteEdit(at r: SourceRange) {
    scene.data.noteLastEdit("line \(r.file.location(of: r.bytes.lowerBound).line)")
    if program.backgroundDepth > 0, scene.swiftUI != nil {
      scene.swiftUI?.offMain = true
      note(.swiftUI(.publishedOffMain))
    } else if program.duringUpdateDepth > 0, scene.swiftUI != nil {
      if scene.table.platform.warnsOfPublishingDuringUpdates {
        note(.swiftUI(.publishedDuringUpdate))
      }
      scene.swiftUI?.dataChanged(animated: false)
    } else {
      scene.swiftUI?.dataChanged(animated: program.animationDepth > 0)
    }
    scene.lazyStack?.changed = true
  }

  func traceData() {
    guard trace >= .all else { return }
    for section in 0..<scene.data.sectionCount {
      note(.sectionData(section: section, items: scene.data.items(section) ?? []))
    }
  }

  func setGeometry(
    _ e: ResolvedExpr, _ part: GeometryPart, _ set: (inout TableGeometry, Double) -> Void
  )
    throws(Unwind)
  {
    let name =
      switch part {
      case .tableHeader: "header"
      case .tableFooter: "footer"
      case .sectionHeader: "section header"
      case .sectionFooter: "section footer"
      }
    let value = try nonNegative(e, name)
    var geometry = scene.table.geometry
    set(&geometry, value)
    scene.table.setGeometry(geometry)
    record(.geometry(part, value))
  }

  /// A size in points: above zero, at most 1,000,000.
  func positive(_ e: ResolvedExpr, _ name: String) throws(Unwind) -> Double {
    let v = try number(e)
    guard v > 0, v <= 1_000_000 else {
      throw fail(.setting(name, allowed: "in (0, 1000000]", value: v), e.range)
    }
    return v
  }

  /// A length in points that may be zero: 0 to 1,000,000.
  func nonNegative(_ e: ResolvedExpr, _ name: String) throws(Unwind) -> Double {
    let v = try number(e)
    guard v >= 0, v <= 1_000_000 else {
      throw fail(.setting(name, allowed: "in [0, 1000000]", value: v), e.range)
    }
    return v
  }

}
