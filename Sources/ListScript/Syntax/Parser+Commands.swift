import HeadlessUIKit
import ListDiff

extension Parser {

  mutating func command() throws(ParseFailure) -> Command {
    let wordToken = current
    let word = wordToken.identifier ?? ""
    advance()
    switch word {
    case "table":
      var width: Expr?
      var height: Expr?
      var rowHeight: Expr?
      while let option = current.identifier, ["width", "height", "rowheight"].contains(option) {
        advance()
        let value = try expression()
        switch option {
        case "width": width = value
        case "height": height = value
        default: rowHeight = value
        }
      }
      return .table(width: width, height: height, rowHeight: rowHeight)
    case "platform":
      let name = try choice(Platform.allCases.map(\.rawValue), after: "platform")
      return .platform(name)
    case "header": return .header(try expression())
    case "footer": return .footer(try expression())
    case "section":
      let which = try choice(["header", "footer"], after: "section")
      let value = try expression()
      return which == "header" ? .sectionHeader(value) : .sectionFooter(value)
    case "data": return try dataCommand()
    case "reload":
      if endsStatement { return .reload }
      let what = try choice(["rows", "row", "sections", "section", "keeping"], after: "reload")
      switch what {
      case "rows", "row": return .reloadRows(try expressionList())
      case "sections", "section": return .reloadSections(try expressionList())
      default:
        try expectWord("heights", "expected 'heights' after 'reload keeping'")
        return .reloadKeepingHeights
      }
    case "begin": return .begin
    case "end": return .end
    case "batch": return .batch(try block())
    case "insert", "delete":
      let what = try choice(["rows", "row", "sections", "section"], after: word)
      let values = try expressionList()
      let rows = what.hasPrefix("row")
      if word == "insert" { return rows ? .insertRows(values) : .insertSections(values) }
      return rows ? .deleteRows(values) : .deleteSections(values)
    case "reconfigure":
      _ = try choice(["rows", "row"], after: "reconfigure")
      return .reconfigureRows(try expressionList())
    case "move":
      let what = try choice(["row", "section"], after: "move")
      let from = try expression()
      try expectWord("to", "expected 'to' after 'move \(what) …'")
      let to = try expression()
      return what == "row" ? .moveRow(from, to: to) : .moveSection(from, to: to)
    case "scroll":
      let how = try choice(["to", "by"], after: "scroll")
      if how == "by" { return .scrollBy(try expression()) }
      if current.isWord("top") {
        advance()
        return .scrollToTop
      }
      if current.isWord("bottom") {
        advance()
        return .scrollToBottom
      }
      if current.isWord("row") {
        advance()
        let path = try expression()
        var position = ScrollPosition.top
        if let word = current.identifier, let p = ScrollPosition(rawValue: word) {
          advance()
          position = p
        }
        return .scrollToRow(path, position)
      }
      return .scrollTo(try expression())
    case "anchor": return .anchor(try onOff(after: "anchor"))
    case "edit":
      let on = try onOff(after: "edit")
      var refresh = EditRefresh.visible
      if current.isWord("refreshing") {
        advance()
        let how = try choice(EditRefresh.allCases.map(\.rawValue), after: "refreshing")
        refresh = EditRefresh(rawValue: how) ?? .visible
      }
      return .edit(on, refresh)
    case "select": return .select(try expression())
    case "deselect": return .deselect(try expression())
    case "rotate":
      let o = try choice(Orientation.allCases.map(\.rawValue), after: "rotate")
      return .rotate(Orientation(rawValue: o) ?? .portrait)
    case "show":
      if current.isWord("svg") {
        advance()
        return .showPicture(try expression())
      }
      return .show
    case "trace":
      let options = ["on", "off", "calls", "layout", "all"]
      let level = try choice(options, after: "trace")
      return .trace(level == "on" ? .calls : TraceLevel(rawValue: level) ?? .calls)
    default:
      return try laterCommand(word)
    }
  }

  mutating func dataCommand() throws(ParseFailure) -> Command {
    guard let word = current.identifier,
      ["sections", "insert", "remove", "move", "set"].contains(word)
    else {
      return .dataItems(try expression())
    }
    advance()
    switch word {
    case "sections": return .dataSections(try expression())
    case "insert":
      if current.isWord("section") {
        advance()
        let section = try expression()
        let items = try expression()
        return .dataInsertSection(section, items)
      }
      let value = try expression()
      try expectWord("at", "expected 'at' after 'data insert …'")
      return .dataInsert(value, at: try expression())
    case "remove":
      if current.isWord("section") {
        advance()
        return .dataRemoveSection(try expression())
      }
      try expectWord("at", "expected 'at' or 'section' after 'data remove'")
      return .dataRemove(try expressionList())
    case "move":
      if current.isWord("section") {
        advance()
        let from = try expression()
        try expectWord("to", "expected 'to' after 'data move section …'")
        return .dataMoveSection(from, to: try expression())
      }
      let from = try expression()
      try expectWord("to", "expected 'to' after 'data move …'")
      return .dataMove(from, to: try expression())
    default:
      let path = try expression()
      let value = try expression()
      return .dataSet(path, value)
    }
  }

  /// The height commands, `update to` and `diff`.
  mutating func laterCommand(_ word: String) throws(ParseFailure) -> Command {
    switch word {
    case "heights":
      let mode = try choice(RowHeights.Source.allCases.map(\.rawValue), after: "heights")
      return .heights(RowHeights.Source(rawValue: mode) ?? .item)
    case "estimated":
      if current.isWord("off") {
        advance()
        return .estimated(nil)
      }
      return .estimated(try expression())
    case "cache":
      let mode = try choice(RowHeights.CacheKind.allCases.map(\.rawValue), after: "cache")
      return .cache(RowHeights.CacheKind(rawValue: mode) ?? .off)
    case "invalidate":
      let what = try choice(["height", "key", "heights"], after: "invalidate")
      switch what {
      case "height": return .invalidateHeight(try expression())
      case "key": return .invalidateKey(try expression())
      default: return .invalidateHeights
      }
    case "precache":
      return .precache
    case "separator":
      return .separator(try onOff(after: "separator"))
    case "scale":
      return .scale(try expression())
    case "accessory":
      let names = RowHeights.Accessory.names
      // A word that is, or nearly is, an accessory's name is one; anything else is a width.
      if let id = current.identifier, names.contains(id) || Self.closest(id, in: names) != nil {
        let name = try choice(RowHeights.Accessory.names, after: "accessory")
        return .accessory(.named(RowHeights.Accessory(name: name) ?? .none))
      }
      return .accessory(.width(try expression()))
    case "metrics":
      let names = ["char", "line", "padding", "margin"]
      var settings: [(name: String, value: Expr)] = []
      repeat {
        let name = try choice(names, after: "metrics")
        settings.append((name, try expression()))
      } while current.identifier.map(names.contains) == true
      return .metrics(settings)
    case "update":
      try expectWord("to", "expected 'to' after 'update'")
      let sections = current.isWord("sections")
      if sections { advance() }
      let target = try expression()
      var plan = UpdatePlan.staged
      if current.isWord("using") {
        advance()
        let name = try choice(UpdatePlan.allCases.map(\.rawValue), after: "using")
        plan = UpdatePlan(rawValue: name) ?? .staged
      }
      return .updateTo(target, plan, sections: sections)
    default:  // diff
      let a = try expression()
      let b = try expression()
      return .diff(a, b)
    }
  }
}
