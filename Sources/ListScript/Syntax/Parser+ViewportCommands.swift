import HeadlessUIKit
import ListDiff

/// The parsers of the viewport commands (scrolling, editing, selection) and of the height
/// commands.
extension Parser {
  mutating func viewportCommand(_ word: ViewportWord) throws(ParseFailure) -> ViewportCommand<Expr>
  {
    switch word {
    case .scroll:
      if try choice(ScrollHow.self, after: "scroll") == .by { return .scrollBy(try expression()) }
      if current.isWord(.top) {
        advance()
        return .scrollToTop
      }
      if current.isWord(.bottom) {
        advance()
        return .scrollToBottom
      }
      if current.isWord(.row) || current.isWord(.item) {
        let noun: ViewNoun = current.isWord(.row) ? .table : .collection
        advance()
        let path = try expression()
        var position = ScrollPosition.top
        if current.identifier.flatMap(ScrollPosition.init) != nil || current.isSymbol(".") {
          position = try choice(ScrollPosition.self, after: "scroll to \(noun.row)")
        }
        return .scrollToRow(path, position, noun)
      }
      return .scrollTo(try expression())
    case .anchor: return .anchor(try onOff(after: "anchor"))
    case .edit:
      let on = try onOff(after: "edit")
      var refresh = EditRefresh.visible
      if current.isWord(.refreshing) {
        advance()
        refresh = try choice(EditRefresh.self, after: "refreshing")
      }
      return .edit(on, refresh)
    case .select: return .select(try expression())
    case .deselect: return .deselect(try expression())
    case .selection:
      let editing = current.isWord(.editing)
      if editing { advance() }
      return .selection(
        try choice(SelectionMode.self, after: editing ? "selection editing" : "selection"),
        editing: editing)
    case .prefetching: return .prefetching(try onOff(after: "prefetching"))
    case .observation: return .observation(try onOff(after: "observation"))
    case .rotate:
      return .rotate(try choice(Orientation.self, after: "rotate"))
    case .contentinset:
      let top = try expression()
      return .contentInset(top, try expression())
    case .safearea:
      let top = try expression()
      return .safeArea(top, try expression())
    }
  }

  mutating func heightCommand(_ word: HeightWord) throws(ParseFailure) -> HeightCommand<Expr> {
    switch word {
    case .heights: return .heights(try choice(RowHeights.Source.self, after: "heights"))
    case .estimated:
      if current.isWord(.off) {
        advance()
        return .estimated(.off)
      }
      if current.isWord(.automatic) {
        advance()
        return .estimated(.automatic)
      }
      let first = try expression()
      return .estimated(.values(first, endsStatement ? nil : try expression()))
    case .cache: return .cache(try choice(RowHeights.CacheKind.self, after: "cache"))
    case .invalidate:
      switch try choice(InvalidateTarget.self, after: "invalidate") {
      case .height: return .invalidateHeight(try expression())
      case .key: return .invalidateKey(try expression())
      case .heights: return .invalidateHeights
      case .layout: return .invalidateLayout
      }
    case .precache: return .precache
    case .separator: return .separator(try onOff(after: "separator"))
    case .scale: return .scale(try expression())
    case .accessory:
      let names = RowHeights.Accessory.names
      // A word that is, or nearly is, an accessory's name is one; anything else is a width.
      if let id = current.identifier, names.contains(id) || Self.closest(id, in: names) != nil {
        let system = RowHeights.Accessory.system
        return .accessory(
          .named(system[try choiceIndex(system.map(\.spelling), after: "accessory")]))
      }
      return .accessory(.width(try expression()))
    case .metrics:
      var settings: [(metric: Metric, value: Expr)] = []
      repeat {
        let metric = try choice(Metric.self, after: "metrics")
        settings.append((metric, try expression()))
      } while current.identifier.flatMap(Metric.init(rawValue:)) != nil
      return .metrics(settings)
    }
  }
}
