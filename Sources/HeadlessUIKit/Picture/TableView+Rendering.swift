import ListDiff

extension TableView {
  /// The height settings in one line, when heights are not the items' own:
  /// `heights fit; indexpath cache: 3 hits, 5 misses; estimate 44: 5/7 measured`.
  @inlinable var heightsSummary: String {
    // A collection view's self-sizing items: how many have measured themselves.
    if kind.isCollection, heights.estimate != nil {
      let total = rows.reduce(0) { $0 + $1.count }
      let measured = rows.reduce(0) { $0 + $1.measuredIndexes.count }
      return "self-sizing: \(measured)/\(total) items measured"
    }
    var parts = ["heights \(heights.source.rawValue)"]
    if heights.cache != .off {
      parts.append(
        "\(heights.cache.rawValue) cache: \(heights.hits) hits, \(heights.misses) misses")
    }
    if let estimate = heights.estimate {
      let total = rows.reduce(0) { $0 + $1.count }
      let measured = rows.reduce(0) { $0 + $1.measuredIndexes.count }
      parts.append("estimate \(Points.format(estimate)): \(measured)/\(total) measured")
    }
    if orientation == .landscape { parts.append("landscape") }
    return parts.joined(separator: "; ")
  }

  /// The width of the text rendering, in columns.
  @inlinable public static var renderWidth: Int { 80 }

  /// Draws the table as text, at most 80 columns wide: a summary, the prepared row above, the
  /// viewport's edges with each visible row (index path, cell, y, height, what it shows, and
  /// `editing`, `selected` and `STALE: why` markers), the prepared row below and the spare cell.
  ///
  /// `namingPlatform: false` leaves the profile out of the first line (a scenario that never
  /// chose one).
  ///
  /// - Complexity: O(v log n) for v mounted rows, plus O(n) with estimates (to count the rows
  ///   measured).
  @inlinable public func render(_ dataSource: DataSource<Item>, namingPlatform: Bool = true)
    -> String
  {
    var lines: [String] = []
    let size = "\(Points.format(geometry.width))x\(Points.format(geometry.height))"
    let name =
      (kind.isCollection ? "collection view" : "table") + " \(size)"
      + (namingPlatform ? " on \(platform.rawValue)" : "")
    guard hasAppeared else {
      return "\(name): not on screen yet (no sections)\n"
    }
    let rowTotal = rows.reduce(0) { $0 + $1.count }
    lines.append(
      "\(name): offset \(Points.format(offset)) of \(Points.format(minOffset))...\(Points.format(maxOffset)), content height \(Points.format(contentHeight))"
    )
    if kind.isCollection { lines += kindSummary.split(separator: "\n").map(String.init) }
    var status = [
      "\(rows.count) \(rows.count == 1 ? "section" : "sections"), \(kind.noun.count(rowTotal))",
      "editing \(isEditing ? "on" : "off")",
    ]
    if anchorsFirstVisibleItem { status.append("anchor on") }
    if reloadPending { status.append("reloadData pending") }
    if let batch {
      status.append(
        kind.isCollection
          ? "inside performBatchUpdates (\(batch.calls.count) calls)"
          : "inside beginUpdates (depth \(batch.depth), \(batch.calls.count) calls)")
    }
    lines.append(status.joined(separator: "; "))
    if !heights.isPlain { lines.append(heightsSummary) }
    let (content, safe) = (geometry.contentInset, geometry.safeArea)
    if content != EdgeInsets() || safe != EdgeInsets() {
      let f = Points.format
      lines.append(
        "contentInset top \(f(content.top)), bottom \(f(content.bottom)); safe area top "
          + "\(f(safe.top)), bottom \(f(safe.bottom)): the bars cover the viewport's top "
          + "\(f(content.top + safe.top)) and bottom \(f(content.bottom + safe.bottom))")
    }

    let first = visibleRows.first
    let last = visibleRows.last
    for path in preparedRows where first.map({ path < $0 }) ?? true {
      lines.append(rowLine("above", path, dataSource))
    }
    lines.append(edge("viewport top", offset))
    if visibleRows.isEmpty { lines.append("         (no visible \(kind.noun.rows))") }
    for path in visibleRows { lines.append(rowLine("", path, dataSource)) }
    lines.append(edge("viewport bottom", offset + geometry.height))
    for path in preparedRows where last.map({ path > $0 }) ?? false {
      lines.append(rowLine("below", path, dataSource))
    }
    if let spare = spareCell { lines.append("spare    \(spare.name) (hidden, bound to no row)") }
    return lines.map { String($0.prefix(Self.renderWidth)) }.joined(separator: "\n") + "\n"
  }

  /// A collection view's layout in a line: `flow layout: items 50x50, 6 per line, spacing 10,
  /// line spacing 10, insets 0 0 0 0` or `list layout: items 44 high unless their own`.
  @inlinable var kindSummary: String {
    switch kind {
    case .table: return "table"
    case .collection(.list(let c)):
      return
        "list layout\(c.appearancePhrase): full-width items \(Points.format(geometry.rowHeight)) high unless their own"
    case .collection(.compositional(let f)):
      let i = f.insets
      let insets = [i.top, i.left, i.bottom, i.right].map(Points.format).joined(separator: " ")
      return
        "compositional layout: \(f.sizingPhrase)\nspacing \(Points.format(f.spacing)) / group \(Points.format(f.lineSpacing)), insets \(insets)"
    case .collection(.flow(let f)):
      let i = f.insets
      let insets = [i.top, i.left, i.bottom, i.right].map(Points.format).joined(separator: " ")
      let spacing =
        "spacing \(Points.format(f.spacing)) / line \(Points.format(f.lineSpacing)), insets \(insets)"
      // With sizes of their own the items take a line of the summary to themselves.
      let items = f.itemsPhrase(width: geometry.width)
      return "flow layout: \(items)" + (f.hasItemSizes ? "\n" : ", ") + spacing
    }
  }

  @inlinable func edge(_ label: String, _ y: Double) -> String {
    let text = "---- \(label), y \(Points.format(y)) "
    return text + String(repeating: "-", count: max(0, Self.renderWidth - text.count))
  }

  @inlinable func rowLine(_ label: String, _ path: ListIndexPath, _ dataSource: DataSource<Item>)
    -> String
  {
    let y = self.y(of: path) ?? 0
    let h = height(at: path) ?? 0
    var prefix = Self.pad(label, 9) + Self.pad(path.description, 8)
    var flags: [String] = []
    var text = "(no cell)"
    if let cell = mountedCell(at: path) {
      prefix += Self.pad(cell.name, 6)
      text = cell.item?.displayText ?? "(not configured)"
      if cell.editing { flags.append("editing") }
      if cell.selected { flags.append("selected") }
      if cell.isHidden { flags.append("hidden") }
      if let why = staleness(cell, at: path, dataSource: dataSource) {
        flags.append("STALE: " + why)
      }
    } else {
      prefix += Self.pad("", 6)
    }
    prefix += Self.pad("y \(Points.format(y))", 11)
    // A flow layout's items share one height (in the summary): the column says where the
    // item sits in its line instead; with sizes of their own, its size too.
    let (x, w) = horizontalExtent(of: path)
    if sizedFlow != nil {
      prefix += Self.pad("x \(Points.format(x)) \(Points.format(w))x\(Points.format(h))", 16)
    } else {
      prefix += Self.pad(kind.flow == nil ? "h \(Points.format(h))" : "x \(Points.format(x))", 8)
    }
    var suffix = flags.isEmpty ? "" : " [" + flags.joined(separator: ", ") + "]"
    let widest = Self.renderWidth - prefix.count - min(4, text.count)
    if suffix.count > widest { suffix = suffix.prefix(widest - 2) + "~]" }
    let room = max(4, Self.renderWidth - prefix.count - suffix.count)
    if text.count > room { text = String(text.prefix(room - 1)) + "~" }
    return prefix + text + suffix
  }

  @inlinable static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
  }
}
