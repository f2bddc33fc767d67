import HeadlessUIKit
import ListDiff
import ListScript

/// Each step as the code an app and its test would write, on the view of the moment.
extension EmitWriter {
  /// The view the steps act on.
  var view: String { collection ? "collectionView" : "tableView" }

  /// The Swift for one step.
  mutating func code(_ step: RecordedStep) -> [String] {
    switch step {
    case .statement(let number, let text, let included):
      // A new top-level statement: the last one's run-loop turn has ended.
      let ended = turnEnd()
      if let included {
        // An included file's statement: its own turn, not echoed; checks name the `include`.
        let name = SwiftEmitter.commentText(Files.fileName(of: included))
        return ended + ["// \(name) line \(number): \(SwiftEmitter.commentText(text.trimmed))"]
      }
      line = number
      let comment = "// line \(number): \(SwiftEmitter.commentText(text.trimmed))"
      guard features.traces else { return ended + [comment] }
      return ended + [
        comment, "trace(\(SwiftEmitter.literal(Interpreter.uikitTraceEcho(text))))",
      ]
    case .newTable(let w, let h, let rowHeight, _):
      return newTable(width: w, height: h, rowHeight: rowHeight)
    case .newCollection(let w, let h, _, let kind, _, let header, let footer):
      return newCollection(width: w, height: h, kind, header: header, footer: footer)
    case .completionQueued:
      return ["// the completion's statements follow at the end of this run-loop turn"]
    case .diffable(let style): return diffableSource(style)
    case .applySnapshot(let snapshot, let mode): return apply(snapshot, mode)
    case .applySectionSnapshot(let tree, let section, let mode):
      return apply(tree, to: section, mode)
    case .appliedBatch(let calls):
      return ["// UIKit's diffable data source performs this batch itself (not the app):"]
        + ["//   performBatchUpdates {"]
        + calls.map { "//     " + callCode($0).replacing("\(view).", with: "") }
        + ["//   }"]
    case .setData(let sections):
      guard !diffable else { return ["// (the data source is diffable: the data is its snapshot)"] }
      guard !features.fetched else { return Self.readsTheStore }
      return ["source.sections = [" + sections.map(sectionLiteral).joined(separator: ", ") + "]"]
    case .editData(let edit):
      guard !diffable else { return ["// (the data source is diffable: the data is its snapshot)"] }
      guard !features.fetched else { return Self.readsTheStore }
      return editCode(edit)
    case .call(let call): return [callCode(call)]
    case .beginUpdates: return ["\(view).beginUpdates()"]
    case .endUpdates: return ["\(view).endUpdates()"]
    case .batchOpened:
      // A collection view animates a batch; without animation it does the same updates.
      return collection
        ? ["UIView.performWithoutAnimation {", "  collectionView.performBatchUpdates({"]
        : ["tableView.performBatchUpdates({"]
    case .batchClosed: return collection ? ["  })", "}"] : ["})"]
    case .itemSizing(let size): return estimatedItemSize(size)
    case .invalidateLayout:
      return [
        "(collectionView.collectionViewLayout as? CachingLayout)?.cache.removeAll()",
        "collectionView.collectionViewLayout.invalidateLayout()",
        "collectionView.layoutIfNeeded()",
      ]
    case .geometry(let part, let height): return geometry(part, height)
    case .resize(let width, let height):
      return [
        "window.frame = CGRect(x: 0, y: 0, width: \(SwiftEmitter.number(width)), height: \(SwiftEmitter.number(height)))",
        "\(view).frame = window.bounds", "\(view).layoutIfNeeded()",
      ]
    case .insets(let setting, let top, let bottom, let offset):
      return insets(setting, top: top, bottom: bottom, offset: offset)
    case .anchor(let on):
      anchored = on
      return on
        ? [
          "// anchor on: the second article's fix (keeping the first visible row's on-screen y",
          "// across reloads and batches) is app code the test does not reproduce; checks of the",
          "// offset and of what is visible are left out until anchor off.",
        ] : ["// anchor off"]
    case .reloadData: return ["\(view).reloadData()"]
    case .setOffset(let y):
      return ["\(view).contentOffset.y = \(SwiftEmitter.number(y))", "\(view).layoutIfNeeded()"]
    case .scrollToRow(let p, let position):
      guard collection else {
        return ["tableView.scrollToRow(at: \(path(p)), at: .\(position.rawValue), animated: false)"]
      }
      let at =
        switch position {
        case .top: ".top"
        case .middle: ".centeredVertically"
        case .bottom: ".bottom"
        case .none: "[]"
        }
      return ["collectionView.scrollToItem(at: \(path(p)), at: \(at), animated: false)"]
    case .setEditing(let on):
      return collection
        ? ["collectionView.isEditing = \(on)"] : ["tableView.setEditing(\(on), animated: false)"]
    case .editRefresh(let refresh): return editRefresh(refresh)
    case .select(let p):
      return collection
        ? ["collectionView.selectItem(at: \(path(p)), animated: false, scrollPosition: [])"]
        : ["tableView.selectRow(at: \(path(p)), animated: false, scrollPosition: .none)"]
    case .deselect(let p):
      return collection
        ? ["collectionView.deselectItem(at: \(path(p)), animated: false)"]
        : ["tableView.deselectRow(at: \(path(p)), animated: false)"]
    case .selectionMode(let mode, let editing):
      return mode.assignments(editing: editing).map { "\(view).\($0.property) = \($0.value)" }
    case .prefetching(let on): return ["\(view).isPrefetchingEnabled = \(on)"]
    case .observation(let on):
      // An Info.plist key, read once at launch: the test host must set it as the scenario
      // says (on by default from iOS 26).
      return [
        "// observation tracking \(on ? "on" : "off"): the test host's Info.plist sets "
          + "UIObservationTrackingEnabled to \(on ? "YES" : "NO") (on by default from iOS 26)"
      ]
    case .expect(let query, let args, let value): return expectation(query, args, value)
    case .expectCell(let p, let field, let value): return cellExpectation(p, field, value)
    case .expectLookup(let lookup, let value): return lookupExpectation(lookup, value)
    case .unmapped(let text):
      return text.split(separator: "\n").map {
        "// not mapped: " + SwiftEmitter.commentText(String($0))
      }
    case .applyOffMain:
      return [
        "// not mapped: the next apply is made off the main queue in the scenario; the test "
          + "makes it on the main queue"
      ]
    case .platform(let p):
      switch target {
      case .uikit:
        // Each profile's steps are recorded with the profile pinned (`EmitRun`): the line's
        // profile is not the one the test is written for.
        return [
          "// not mapped: a `platform` line (the test checks the expectations of the device's "
            + "iOS version)"
        ]
      case .headless:
        // One run, one profile: the first view's (`EmitFeatures.platform`).
        return p == features.platform
          ? ["// platform \(p.rawValue): the run's profile (`Headless.run(on: .\(p.rawValue))`)"]
          : [
            "// not mapped: platform \(p.rawValue) (the run's views follow "
              + "\(features.platform.rawValue); a test of its own runs on \(p.rawValue))"
          ]
      }
    case .expectErrorBegin, .expectErrorEnd, .raised, .nothingRaised:
      return []  // the tree holds them (`EmitWriter.tree`)
    case .swiftUI(.trap(let text)):
      // The trap is in the app's SwiftUI rows, which UIKit's half has none of.
      return [
        "// the model's SwiftUI rows trap here (\(SwiftEmitter.commentText(text))): UIKit's half "
          + "has no rows to read; testSwiftUIList makes them"
      ]
    case .swiftUI(.list), .swiftUI(.transactionOpened), .swiftUI(.transactionClosed),
      .swiftUI(.animationEnd), .swiftUI(.identity), .swiftUI(.forEach), .swiftUI(.background),
      .swiftUI(.duringUpdate):
      // UIKit's half of a List makes the batches its coordinator made; the SwiftUI test
      // (`SwiftUIListWriter`) writes the List's own steps.
      return []
    case .window(let on):
      inWindow = on
      return [on ? "window.addSubview(\(view))" : "\(view).removeFromSuperview()"]
    case .layoutIfNeeded: return ["\(view).layoutIfNeeded()"]
    case .register(let kind, let id, let registered): return registration(kind, id, registered)
    case .cellProvider(let p): return cellProvider(p)
    case .supplementaryProvider(let kind, let p): return supplementaryProvider(kind, p)
    case .dequeueOutside(let id, let p): return dequeueOutside(id, p)
    case .fetch(let sections):
      // Without a store, the fetched objects are the data source's sections.
      return features.fetched ? fetch(sections) : code(.setData(sections))
    case .fetchedConsumer(let c):
      return features.fetched
        ? fetchedConsumer(c) : ["// fetched consumer \(c.rawValue): its calls are written below"]
    case .fetchedChange(let sections, let reports, _, _):
      // Without a store `write` writes the steps made by hand instead.
      return fetchedChange(sections, reports)
    case .fetchedController(let n, let mapped):
      let said = "// fetched controller \(n)\(mapped ? "" : " unmapped")"
      return features.fetched
        ? [said + ": the store's one controller"]
        : [
          said + ": the test, which has one store, makes the controllers' changes by hand"
        ]
    }
  }

  /// What an edit of the app's own data becomes when the data source reads the store.
  static let readsTheStore = [
    "// not mapped: the data source reads the fetched-results controller, not an array"
  ]

  /// The end of a run-loop turn, which the model makes after each top-level statement (and
  /// nowhere inside one, a `turn { }` block's statements included): the view lays itself out —
  /// `Headless.endTurn()` on ListScriptUIKit, which runs the turn's completions too, and
  /// `layoutIfNeeded()` on UIKit — when a step since the last one gave it something to do.
  mutating func turnEnd() -> [String] {
    guard turnPending, inWindow, closures == 0, depth == 0 else { return [] }
    turnPending = false
    switch target {
    case .uikit: return ["\(view).layoutIfNeeded()"]
    case .headless: return ["Headless.endTurn()"]
    }
  }

  /// What the app does after `setEditing` so that cells show the new state.
  func editRefresh(_ refresh: EditRefresh) -> [String] {
    guard !collection else { return [] }
    switch refresh {
    case .visible:
      return [
        "// the app refreshes visibleCells (cells prepared off screen keep the old state)",
        "for case let cell as Cell in tableView.visibleCells {",
        "  cell.showsEditing = tableView.isEditing",
        "}",
      ]
    case .mounted:
      return [
        "// the app refreshes every cell the table holds: cellForRow(at:) returns prepared ones",
        "// too from iOS 15",
        "for section in 0..<tableView.numberOfSections {",
        "  for row in 0..<tableView.numberOfRows(inSection: section) {",
        "    let cell = tableView.cellForRow(at: IndexPath(row: row, section: section))",
        "    (cell as? Cell)?.showsEditing = tableView.isEditing",
        "  }",
        "}",
      ]
    case .reload: return ["tableView.reloadData()"]
    }
  }

  /// A fixed height of the table's header or footer, or of every section's band.
  func geometry(_ part: GeometryPart, _ height: Double) -> [String] {
    let h = SwiftEmitter.number(height)
    if collection, case .compositional? = collectionLayout,
      part == .sectionHeader || part == .sectionFooter
    {
      return [
        "// not mapped: a compositional section's boundary items are set when its layout is made"
      ]
    }
    if collection, case .list? = collectionLayout, part == .sectionHeader || part == .sectionFooter
    {
      return ["// not mapped: a list's supplementary views size themselves"]
    }
    if collection {
      let size = "CGSize(width: 0, height: \(h))"
      let layout = "(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)"
      switch part {
      case .sectionHeader: return ["\(layout)?.headerReferenceSize = \(size)"]
      case .sectionFooter: return ["\(layout)?.footerReferenceSize = \(size)"]
      case .tableHeader, .tableFooter:
        return ["// (a collection view has no table header or footer)"]
      }
    }
    switch part {
    case .tableHeader, .tableFooter:
      let property = part == .tableHeader ? "tableHeaderView" : "tableFooterView"
      return [
        height == 0
          ? "tableView.\(property) = nil"
          : "tableView.\(property) = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: \(h)))"
      ]
    case .sectionHeader, .sectionFooter:
      let band = part == .sectionHeader ? "Header" : "Footer"
      guard !diffable else {
        return [
          "// not mapped: section \(band.lowercased()) \(h) (a diffable table's delegate is not emitted)"
        ]
      }
      return [
        "// UIKit asks the delegate for section \(band.lowercased()) heights at its next reload or batch",
        "source.section\(band)Height = \(h)",
        "tableView.estimatedSection\(band)Height = 0",
      ]
    }
  }

  /// One call on the view, without animation: UIKit's calls in the view's own names.
  func callCode(_ call: UpdateCall) -> String {
    func paths(_ ps: [ListIndexPath]) -> String { "[" + ps.map(path).joined(separator: ", ") + "]" }
    func set(_ s: [Int]) -> String {
      "IndexSet([" + s.map(String.init).joined(separator: ", ") + "])"
    }
    let (one, many) = collection ? ("Item", "Items") : ("Row", "Rows")
    let animation = collection ? "" : ", with: .none"
    switch call {
    case .insertRows(let ps): return "\(view).insert\(many)(at: \(paths(ps))\(animation))"
    case .deleteRows(let ps): return "\(view).delete\(many)(at: \(paths(ps))\(animation))"
    case .reloadRows(let ps): return "\(view).reload\(many)(at: \(paths(ps))\(animation))"
    case .reconfigureRows(let ps): return "\(view).reconfigure\(many)(at: \(paths(ps)))"
    case .moveRow(let a, let b): return "\(view).move\(one)(at: \(path(a)), to: \(path(b)))"
    case .insertSections(let s): return "\(view).insertSections(\(set(s))\(animation))"
    case .deleteSections(let s): return "\(view).deleteSections(\(set(s))\(animation))"
    case .reloadSections(let s): return "\(view).reloadSections(\(set(s))\(animation))"
    case .moveSection(let a, let b): return "\(view).moveSection(\(a), toSection: \(b))"
    }
  }

  /// An index path in the view's terms: `IndexPath(row:section:)` for a table,
  /// `IndexPath(item:section:)` for a collection view.
  func path(_ p: ListIndexPath) -> String {
    collection
      ? "IndexPath(item: \(p.row), section: \(p.section))"
      : "IndexPath(row: \(p.row), section: \(p.section))"
  }

  /// The Swift for one edit of the data: the same edit of `source.sections`.
  func editCode(_ edit: DataEdit) -> [String] {
    switch edit {
    case .insert(let item, let p):
      return ["source.sections[\(p.section)].insert(\(rowLiteral(item)), at: \(p.row))"]
    case .remove(let paths):
      return paths.map { "source.sections[\($0.section)].remove(at: \($0.row))" }
    case .move(let a, let b):
      // Two statements: one expression cannot both remove from and insert into the array.
      return [
        "do {",
        "  let row = source.sections[\(a.section)].remove(at: \(a.row))",
        "  source.sections[\(b.section)].insert(row, at: \(b.row))",
        "}",
      ]
    case .set(let p, let item):
      return ["source.sections[\(p.section)][\(p.row)] = \(rowLiteral(item))"]
    case .insertSection(let s, let section):
      return ["source.sections.insert(\(sectionLiteral(section)), at: \(s))"]
    case .removeSection(let s):
      return ["source.sections.remove(at: \(s))"]
    case .moveSection(let a, let b):
      return [
        "do {",
        "  let section = source.sections.remove(at: \(a))",
        "  source.sections.insert(section, at: \(b))",
        "}",
      ]
    case .removeOffsets(let s, let offsets):
      // SwiftUI's remove(atOffsets:), in plain Swift: from the last offset to the first.
      return ["// remove(atOffsets: \(offsets))"]
        + offsets.reversed().map { "source.sections[\(s)].remove(at: \($0))" }
    case .moveOffsets(let s, let offsets, let to):
      // SwiftUI's move(fromOffsets:toOffset:), in plain Swift.
      let at = DataSource<Value>.finalIndex(ofMoving: offsets, toOffset: to)
      return [
        "// move(fromOffsets: \(offsets), toOffset: \(to))", "do {",
        "  let moved = \(offsets).map { source.sections[\(s)][$0] }",
        "  for k in \(Array(offsets.reversed())) { source.sections[\(s)].remove(at: k) }",
        "  source.sections[\(s)].insert(contentsOf: moved, at: \(at))", "}",
      ]
    }
  }

  /// A row of the app's data: its text, or (when some rows set heights) a `Row`.
  func rowLiteral(_ item: Value) -> String {
    let text = SwiftEmitter.literal(item.displayed.plain)
    guard features.rowHeights else { return text }
    return "Row(text: \(text)"
      + (item.itemHeight.map { ", height: \(SwiftEmitter.number($0))" } ?? "")
      + (features.itemSizes
        ? item.itemWidth.map { ", width: \(SwiftEmitter.number($0))" } ?? "" : "")
      + ")"
  }

  /// A section of the app's data: its rows.
  func sectionLiteral(_ section: SectionSnapshot<Value>) -> String {
    "[" + section.items.map(rowLiteral).joined(separator: ", ") + "]"
  }
}
