import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// Runs one command against the data source and the table, tracing it.
  func command(_ c: ResolvedCommand, _ r: SourceRange) throws(Unwind) {
    try lazyStackGate(c, r)
    switch c {
    case .setup(let c): try setup(c, r)
    case .data(let c): try dataCommand(c, r)
    case .call(let c): try call(c, r)
    case .viewport(let c): try viewport(c, r)
    case .heights(let c):
      // A list layout's cells size themselves from an estimate (`estimated H`), a flow
      // layout's from `estimatedItemSize` (`estimated W H`); every other height command is the
      // table's.
      var selfSizing = false
      if case .estimated = c { selfSizing = scene.table.kind.isCollection }
      if case .invalidateLayout = c { selfSizing = true }
      if scene.table.kind.isCollection, !selfSizing {
        throw fail(
          .notOnThisView(
            "heightForRowAt: the height commands are UITableView's (and FDTemplateLayoutCell's)",
            view: .collection, write: nil), r)
      }
      try heightCommand(c, r)
    case .diff(let c):
      // `diff A B` prints a changeset and touches nothing: a comment in emitted code.
      if case .diff = c { record(.unmapped(r.file.text(r.bytes))) }
      try diffCommand(c, r)
    case .output(let c):
      // What the tool shows (the table, a picture, the trace): comments in emitted code.
      record(.unmapped(r.file.text(r.bytes)))
      try output(c, r)
    case .feed(let c): try feedCommand(c, r)
    }
    // A command's work: a base for laying the table out and a step per event the model
    // reports (cells configured, calls validated, heights read) — `diff` and `update to` have
    // charged the values they compare — so that a loop of table commands meets the step limit
    // about as soon as a loop of statements doing the same work would.
    try charge(Self.commandSteps + flushEvents(), at: r)
  }

  /// The steps a table command costs at the least: about what laying the table out and
  /// tracing it costs, in statements.
  static let commandSteps = 100

  /// `table`, `platform` and the fixed geometry.
  private func setup(_ c: SetupCommand<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    switch c {
    case .table(let w, let h, let rowHeight):
      try refuseInTransaction(r)
      var geometry = defaultGeometry
      if let w { geometry.width = try positive(w, "width") }
      if let h { geometry.height = try positive(h, "height") }
      if let rowHeight { geometry.rowHeight = try nonNegative(rowHeight, "row height") }
      makeView(TableView<Value>(platform: platform, geometry: geometry))
      note(.newTable(geometry, platform, named: platformChosen))
      noteProfile(platform)
    case .collection(let setup):
      try refuseInTransaction(r)
      try newCollection(setup, r)
    case .platform(let written):
      let profile = pinnedProfile ?? written
      if scene.swiftUI != nil,
        profile.hostsSwiftUIListInCollectionView != (scene.table.kind != .table)
      {
        let (view, other) =
          profile.hostsSwiftUIListInCollectionView
          ? ("a UICollectionView", "a UITableView (a List before iOS 16)")
          : ("a UITableView", "a UICollectionView")
        throw fail(
          .onSwiftUIList(
            "a SwiftUI List on \(profile.rawValue) is \(view), and this one was made as \(other)",
            instead:
              "write 'platform \(profile.rawValue)' before 'swiftui list': the List is made again"),
          r)
      }
      if let stack = scene.lazyStack?.stack, stack.anchor == .identity || stack.anchoredAtBottom,
        !profile.hasScrollPositionAndAnchor
      {
        throw fail(
          .onSwiftUIList(
            "scrollPosition(id:) and defaultScrollAnchor are not available on \(profile.rawValue): they are from iOS 17",
            instead: "keep the profile at ios17 or later"), r)
      }
      if scene.lazyStack != nil, profile == .ios12 {
        throw fail(
          .onSwiftUIList(
            "LazyVStack is from iOS 14, and 'ios12' is earlier",
            instead: "keep the profile at ios14 or later"), r)
      }
      platform = profile
      platformChosen = true
      scene.table.platform = profile
      noteProfile(profile)
      note(.platform(profile, scene.table.kind.noun))
    case .header(let e):
      try requireTable(
        "tableHeaderView", write: "section header \(e.range.file.text(e.range.bytes))", r)
      try setGeometry(e, .tableHeader) { $0.tableHeader = $1 }
    case .footer(let e):
      try requireTable(
        "tableFooterView", write: "section footer \(e.range.file.text(e.range.bytes))", r)
      try setGeometry(e, .tableFooter) { $0.tableFooter = $1 }
    case .sectionHeader(let e):
      try requireSectionBands(.sectionHeader, r)
      try setGeometry(e, .sectionHeader) { $0.sectionHeader = $1 }
    case .sectionFooter(let e):
      try requireSectionBands(.sectionFooter, r)
      try setGeometry(e, .sectionFooter) { $0.sectionFooter = $1 }
    }
  }

  /// `data …`: the app's model changes, traced at the `all` level.
  private func dataCommand(_ c: DataCommand<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    if scene.diffable != nil {
      throw fail(
        .onDiffable(
          "'data' sets the app's arrays",
          instead:
            "change a snapshot and apply it: let s = currentSnapshot, s.appendItems([…]), apply s"),
        r)
    }
    switch c {
    case .items(let e):
      let items = try elements(try eval(e), e.range)
      scene.data.setItems(items)
      noteEdit(at: r)
      record(.setData(scene.data.snapshot))
      traceData()
    case .sections(let e):
      scene.data.setSections(try sections(try eval(e), e.range))
      noteEdit(at: r)
      record(.setData(scene.data.snapshot))
      traceData()
    case .from(let e, let options):
      switch try dataFile(try eval(e), e.range, options) {
      case .items(let items): scene.data.setItems(try elements(items, e.range))
      case .sections(let sections): scene.data.setSections(try self.sections(sections, e.range))
      }
      noteEdit(at: r)
      record(.setData(scene.data.snapshot))
      traceData()
    case .insert(let v, let p):
      let value = try eval(v)
      let path = try indexPath(try eval(p), p.range)
      try dataEdit(r, .insert(value, at: path)) { d throws(DataSourceError) in
        try d.insert(value, at: path)
      }
    case .remove(let ps):
      var paths: [ListIndexPath] = []
      for p in ps { paths += try rowPaths(try eval(p), p.range) }
      try dataEdit(r, .remove(paths)) { d throws(DataSourceError) in try d.remove(at: paths) }
    case .move(let a, let b):
      let from = try indexPath(try eval(a), a.range)
      let to = try indexPath(try eval(b), b.range)
      try dataEdit(r, .move(from, to: to)) { d throws(DataSourceError) in
        try d.move(from: from, to: to)
      }
    case .set(let p, let v):
      let path = try indexPath(try eval(p), p.range)
      let value = try eval(v)
      try dataEdit(r, .set(path, value)) { d throws(DataSourceError) in try d.set(path, to: value) }
    case .insertSection(let s, let v):
      let section = try int(s)
      let value = try eval(v)
      guard let new = SectionSnapshot<Value>(value) else {
        throw fail(.expected("a section (a list, or a record with items)", got: value), v.range)
      }
      try dataEdit(r, .insertSection(section, new)) { d throws(DataSourceError) in
        try d.insertSection(section, items: new.items, info: new.info)
      }
    case .removeSection(let s):
      let section = try int(s)
      try dataEdit(r, .removeSection(section)) { d throws(DataSourceError) in
        try d.removeSection(section)
      }
    case .moveSection(let a, let b):
      let from = try int(a)
      let to = try int(b)
      try dataEdit(r, .moveSection(from, to: to)) { d throws(DataSourceError) in
        try d.moveSection(from, to: to)
      }
    }
  }

  /// The table's calls: reloads, batches, row and section updates.
  private func call(_ c: CallCommand<ResolvedExpr, [ResolvedStmt]>, _ r: SourceRange) throws(Unwind)
  {
    if case .swiftUI(let command) = c {
      try swiftUI(command, r)
      return
    }
    try refuseOnSwiftUIList("this command is a call", r)
    switch c {
    case .swiftUI: break  // run above
    case .reload:
      note(.reloadData)
      try table(r) { t, d throws(TableError) in try t.reloadData(d) }
    case .begin:
      try requireTable("beginUpdates()", write: "batch { … }", r)
      if !scene.table.isInBatch { program.openBatchStart = r }
      note(.beginUpdates(depth: scene.table.batchDepth + 1))
      scene.table.beginUpdates(scene.data)
    case .end:
      try requireTable("endUpdates()", write: "batch { … }", r)
      note(.endUpdates(depth: scene.table.batchDepth))
      try table(r) { t, d throws(TableError) in try t.endUpdates(d) }
    case .batch(let body, let completion):
      // UIKit queues a completion when performBatchUpdates begins: a nested batch's runs after
      // the outer one's (Texture's testThatNestedBatchCompletionsAreCalledInOrder, on a
      // UICollectionView; a table's, our choice, alike).
      let slot = program.pendingCompletions.count
      note(.batchOpened)
      scene.table.beginUpdates(scene.data)
      flushEvents()
      do throws(Unwind) {
        try execBlock(body)
      } catch {
        scene.table.discardBatch()
        throw error
      }
      note(.batchClosed)
      try table(r) { t, d throws(TableError) in try t.endUpdates(d) }
      if let completion {
        flushEvents()
        queueCompletion(completion, at: slot)
      }
    case .rows(let kind, let ps, let noun):
      try requireNoun(noun, .rows(kind), r)
      let rows = try paths(ps)
      switch kind {
      case .insert: try perform(.insertRows(rows), r)
      case .delete: try perform(.deleteRows(rows), r)
      case .reload: try perform(.reloadRows(rows), r)
      case .reconfigure: try perform(.reconfigureRows(rows), r)
      }
    case .moveRow(let a, let b, let noun):
      try requireNoun(noun, .move, r)
      try perform(
        .moveRow(try indexPath(try eval(a), a.range), try indexPath(try eval(b), b.range)), r)
    case .sections(let kind, let ss):
      let indexes = try sections(ss)
      switch kind {
      case .insert: try perform(.insertSections(indexes), r)
      case .delete: try perform(.deleteSections(indexes), r)
      case .reload: try perform(.reloadSections(indexes), r)
      }
    case .moveSection(let a, let b): try perform(.moveSection(try int(a), try int(b)), r)
    case .diffable(let style): try makeDiffable(style, r)
    case .apply(let e, let mode, let section, let queue, let completion):
      try apply(e, mode, to: section, queue: queue, completion: completion, r)
    case .handler(let kind, let closure):
      try setHandler(kind, closure, r)
    case .disclose(let e): try disclose(e, r)
    case .register(.cell, let e, let registered): try register(e, registered, r)
    case .register(.supplementary(let kind), let e, let registered):
      try registerSupplementary(kind, e, registered, r)
    case .provider(nil, let spec): try setProvider(spec, r)
    case .provider(let target?, let spec): try setSupplementaryProvider(target, spec, r)
    case .dequeue(let e, let at): try dequeueOutside(e, at: at, r)
    case .reloadKeepingHeights:
      note(.reloadKeepingHeights)
      try table(r) { t, d throws(TableError) in try t.reloadData(d, keepingHeights: true) }
    }
  }

  /// `show`, `show svg` and `trace`.
  private func output(_ c: OutputCommand<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    switch c {
    case .show where scene.lazyStack != nil:
      if !showsUIKitTraceOnly, let stack = scene.lazyStack?.stack { emit(.text(stack.render())) }
    case .show:
      do throws(TableError) {
        try scene.table.layoutIfNeeded(scene.data)
      } catch {
        throw fail(.table(error), r)
      }
      flushEvents()
      if !showsUIKitTraceOnly {
        emit(.text(scene.table.render(shownData, namingPlatform: platformChosen)))
      }
      if let diffable = scene.diffable, !showsUIKitTraceOnly {
        let s = diffable.snapshot
        emit(
          .text(
            "diffable data source (cell provider: \(diffable.provider.rawValue)): \(s.numberOfSections) \(s.numberOfSections == 1 ? "section" : "sections"), \(s.numberOfItems) \(s.numberOfItems == 1 ? "item" : "items")\n"
          ))
      }
    case .showPicture(let e, let before):
      // The UIKit trace writes nothing but its lines (a program draws no picture).
      if showsUIKitTraceOnly { return }
      let value = try eval(e)
      guard case .string(let path) = value else {
        throw fail(.expected("a file name", got: value), e.range)
      }
      if scene.lazyStack == nil {
        do throws(TableError) {
          try scene.table.layoutIfNeeded(scene.data)
        } catch {
          throw fail(.table(error), r)
        }
        flushEvents()
      }
      // A lazy stack is drawn as a table is: its views as the column of rows.
      func panel(_ title: String?) -> TablePicture.Panel {
        if let stack = scene.lazyStack?.stack {
          return stack.picturePanel(title: title, platform: platform)
        }
        return scene.table.picturePanel(shownData, title: title)
      }
      let title = scene.diffable == nil ? nil : "diffable data source"
      if before {
        program.picturesBefore[path] = panel("before")
        note(.pictureKept(path))
        return
      }
      let picture: String
      if let kept = program.picturesBefore.removeValue(forKey: path) {
        picture = TablePicture.document([kept, panel("after")])
      } else {
        picture = TablePicture.document([panel(title)])
      }
      do {
        try save(path, r.file, picture)
      } catch let error as LoadError {
        throw fail(.host(error.message), e.range)
      } catch {
        throw fail(.cannotWrite(path), e.range)
      }
      note(.pictureWritten(path))
    case .trace(let level):
      trace = level
    }
  }
}
