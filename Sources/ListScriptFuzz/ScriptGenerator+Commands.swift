import HeadlessUIKit
import ListScript

/// Every command, from the enums the parser reads: the switch over `CommandWord` is exhaustive,
/// so a new command cannot be left out of what the fuzzer writes, and each takes its choices
/// from its own enum (`GrammarWordsTests` checks that every word is written).
extension ScriptGenerator {
  /// The spellings of an enum's cases.
  static func names<E: RawRepresentable & CaseIterable>(_: E.Type) -> [String]
  where E.RawValue == String {
    E.allCases.map(\.rawValue)
  }

  /// One of `E`'s cases.
  mutating func pickCase<E: CaseIterable>(_: E.Type) -> E {
    let all = Array(E.allCases)
    return all[choose(all.count)]
  }

  /// Up to two of `options`, none twice (a command refuses an option given twice).
  mutating func distinct<T>(_ options: [T]) -> [T] {
    var left = options
    return (0..<min(choose(3), left.count)).map { _ in left.remove(at: choose(left.count)) }
  }

  /// A statement made of one command, chosen among all of them.
  mutating func command() -> String {
    let spelling = pick(CommandWord.spellings)
    guard let word = CommandWord(spelling) else { return spelling }
    let e = expression(depth: 0)
    let n = pick(Self.integers)
    switch word {
    case .setup(.table):
      return "table" + distinct(Self.names(TableOption.self)).map { " \($0) \(n)" }.joined()
    case .setup(.collection):
      let layout = CollectionLayoutWord.allCases[choose(CollectionLayoutWord.allCases.count)]
      let options = CollectionOption.allCases.filter { $0.applies(to: layout) }
      let written = distinct(options).map { option -> String in
        switch option {
        case .item: " item \(n) \(pick(Self.integers))"
        case .inset: " inset 1 2 3 4"
        case .sizeforitem, .cachinglayout, .pinheaders: " \(option.rawValue)"
        case .appearance: " appearance \(pick(Self.names(ListAppearance.self)))"
        case .header where layout == .list: " header \(pick(Self.names(ListHeaderMode.self)))"
        case .footer where layout == .list: " footer \(pick(Self.names(ListFooterMode.self)))"
        case .groupheight, .groupwidth, .itemwidth:
          " \(option.rawValue)" + pick(["", " fractionalwidth", " fractionalheight"]) + " \(n)"
        case .width, .height, .spacing, .linespacing, .rowheight, .columns, .estimated,
          .groupspacing, .orthogonal, .header, .footer:
          " \(option.rawValue) \(n)"
        }
      }
      return layout.statement + written.joined()
    case .setup(.platform): return "platform \(pick(Self.names(Platform.self)))"
    case .setup(.header), .setup(.footer): return "\(spelling) \(n)"
    case .setup(.section): return "section \(pick(Self.names(SectionPart.self))) \(n)"
    case .data: return dataCommand(e)
    case .call(.reload):
      switch pick(Self.names(ReloadTarget.self) + [""]) {
      case "": return "reload"
      case "keeping": return "reload keeping heights"
      case let target: return "reload \(target) \(path(depth: 0))"
      }
    case .call(.begin), .call(.end): return spelling
    case .call(.swiftui):
      switch SwiftUIForm.allCases[choose(SwiftUIForm.allCases.count)] {
      case .list:
        // Always an appearance: each of its words is a word `swiftui` takes.
        return "swiftui list appearance \(pick(Self.names(ListAppearance.self)))"
          + distinct(SwiftUIForm.listOptions.filter { $0 != .appearance }).map {
            " \($0.rawValue) \(n)"
          }.joined()
      case .animated: return "swiftui animated { \(dataCommand(e)) }"
      case .background: return "swiftui background { \(dataCommand(e)) }"
      case .duringupdate: return "swiftui duringupdate { \(dataCommand(e)) }"
      case .animation: return "swiftui animation \(pick(Self.names(SwiftUIAnimationWord.self)))"
      case .lazyvstack:
        return "swiftui lazyvstack"
          + distinct(SwiftUIForm.stackOptions).map { " \($0.rawValue) \(n)" }.joined()
      case .scrollposition: return "swiftui scrollposition \(pick(Self.names(OnOff.self)))"
      case .anchor: return "swiftui anchor \(pick(Self.names(ScrollAnchorWord.self)))"
      case .subviews: return "swiftui subviews \(pick(Self.names(SubviewsWord.self)))"
      case .ondelete: return "swiftui ondelete [\(n), \(n)]" + pick(["", " section \(n)"])
      case .onmove: return "swiftui onmove \(n) to \(n)" + pick(["", " section \(n)"])
      case .id: return "swiftui id \(n)"
      case .foreach: return "swiftui foreach \(pick(Self.names(ForEachWord.self)))"
      case .scrollto:
        return "swiftui scrollto \(n)"
          + pick(["", " anchor " + pick(Self.names(LazyScrollAnchor.self))])
          + pick(["", " animated"])
      }
    case .call(.batch): return "batch { reload } completion { print finished }"
    case .call(.insert), .call(.delete):
      return "\(spelling) \(pick(Self.names(CallTarget.self))) \(path(depth: 0))"
    case .call(.reconfigure):
      return "reconfigure \(pick(Self.names(ReconfigureTarget.self))) \(path(depth: 0))"
    case .call(.move):
      return "move \(pick(Self.names(MoveTarget.self))) \(path(depth: 0)) to \(path(depth: 0))"
    case .call(.diffable):
      return "diffable" + pick([""] + Self.names(CellProviderStyle.self).map { " " + $0 })
    case .call(.apply):
      let how = pick(["", " animated " + pick(Self.names(TrueFalse.self)), " using reload data"])
      let completion =
        pick(["", " on " + pick(Self.names(ApplyQueue.self))])
        + pick(["", " completion { print 1 }"])
      if choose(5) == 0 {
        let tree = "sectionSnapshot()"
        return "apply \(tree) to \(e)\(pick(["", " animated false"]))\(completion)"
      }
      return "apply \(variables == 0 ? "snapshot()" : "v\(choose(variables))")\(how)\(completion)"
    case .call(.handler):
      let kind = pick(Self.names(OutlineHandler.self))
      if choose(3) == 0 { return "handler \(kind) off" }
      let parameters = kind == "snapshotForExpandingParent" ? "item, children" : "item"
      let body = kind == "snapshotForExpandingParent" ? "return children" : "return true"
      return "handler \(kind)(\(parameters)) { \(body) }"
    case .call(.disclose): return "disclose \(e)"
    case .call(.register):
      let id = pick(["\"Cell\"", "\"Other\"", e])
      let target = pick(["cell", "cell", "header", "footer", "supplementary \"kind\""])
      return "register \(target) \(id)"
        + pick([""] + Self.names(CellProvision.Registered.self).map { " " + $0 })
    case .call(.provider):
      switch pickCase(ProviderSource.self) {
      case .none: return "provider none"
      case .gone: return "provider gone"
      case .dequeue, .registration:
        let source = pick([
          "dequeue \"Cell\"", "dequeue \(e)", "registration", "registration inside",
        ])
        let options = distinct([
          "twice", "reinit", "checkmarks", "applying",
          "returning " + pick(Self.names(CellProvision.Returned.self)),
        ])
        if choose(3) == 0 {
          // A header's or footer's provider: no reinit or checkmarks, maybe another kind.
          let band = pick(Self.names(SupplementaryTarget.self))
          let options = distinct([
            "twice", "of " + pick(["header", "footer", "\"kind\""]),
            "returning " + pick(Self.names(CellProvision.Returned.self)),
          ])
          return "provider \(band) \(source)" + options.map { " " + $0 }.joined()
        }
        return "provider \(source)" + options.map { " " + $0 }.joined()
      }
    case .call(.dequeue):
      return "dequeue " + pick(["\"Cell\"", e]) + pick(["", " at \(path(depth: 0))"])
    case .viewport(.scroll): return scrollCommand(e)
    case .viewport(.anchor), .viewport(.prefetching), .viewport(.observation),
      .heights(.separator):
      return "\(spelling) \(pick(Self.names(OnOff.self)))"
    case .viewport(.edit):
      let refresh = pick([""] + Self.names(EditRefresh.self).map { " refreshing " + $0 })
      return "edit \(pick(Self.names(OnOff.self)))\(refresh)"
    case .viewport(.select), .viewport(.deselect): return "\(spelling) \(path(depth: 0))"
    case .viewport(.selection):
      return "selection\(pick(["", " editing"])) \(pick(Self.names(SelectionMode.self)))"
    case .viewport(.rotate): return "rotate \(pick(Self.names(Orientation.self)))"
    case .viewport(.contentinset), .viewport(.safearea):
      return "\(spelling) \(pick([n, "0", "64", pick(Self.decimals)])) \(pick([n, "0", "34"]))"
    case .heights(.heights): return "heights \(pick(Self.names(RowHeights.Source.self)))"
    case .heights(.estimated):
      return
        "estimated \(pick([n, "off", "automatic", pick(Self.decimals), "\(n) \(pick(Self.decimals))"]))"
    case .heights(.cache): return "cache \(pick(Self.names(RowHeights.CacheKind.self)))"
    case .heights(.invalidate):
      switch pickCase(InvalidateTarget.self) {
      case .height: return "invalidate height \(path(depth: 0))"
      case .key: return "invalidate key \(e)"
      case .heights: return "invalidate heights"
      case .layout: return "invalidate layout"
      }
    case .heights(.precache): return "precache"
    case .heights(.scale): return "scale \(pick(["1", "2", "3", n]))"
    case .heights(.accessory): return "accessory \(pick(RowHeights.Accessory.names + [n]))"
    case .heights(.metrics):
      return "metrics"
        + (0..<(1 + choose(2))).map { _ in " \(pick(Self.names(Metric.self))) \(n)" }.joined()
    case .diff(.update):
      let using = pick([""] + Self.names(UpdatePlan.self).map { " using " + $0 })
      return pick([
        "update to [\(list(depth: 0))]\(using)", "update to sections [[\(list(depth: 0))]]\(using)",
        "update to from \"data.json\""
          + pick(["", " at \"items\"", " showing \"t\" by \"k\""]) + using,
      ])
    case .diff(.check):
      let then = pick(["", " then \(e)"])
      return "check identities \(e)\(then)\(pick(["", " by \"id\"", " by \"key\""]))"
    case .diff(.diff): return "diff [\(list(depth: 0))] [\(list(depth: 0))]"
    case .output(.trace): return "trace \(pick(Self.names(TraceChoice.self)))"
    case .output(.show): return pick(["show", "show svg \"p.svg\"", "show svg \"p.svg\" before"])
    case .feed(.fetched): return fetchedCommand()
    case .feed(.photos):
      switch choose(3) {
      case 0: return "photos [\(list(depth: 0))]"
      case 1: return "photos consumer \(pick(Self.names(PhotoLibraryConsumer.self)))"
      default:
        let incremental = pick(["", " incremental " + pick(Self.names(TrueFalse.self))])
        return "photos change to [\(list(depth: 0))]\(incremental)"
      }
    case .feed(.window): return "window \(pick(Self.names(OnOff.self)))"
    case .feed(.layout): return "layout"
    }
  }

  /// `fetched …`: a fetch, a change (with written reports or not), a consumer, or a controller.
  private mutating func fetchedCommand() -> String {
    let sections =
      "[{name: \"a\", items: [\(list(depth: 0))]}, {name: \"b\", items: [\(list(depth: 0))]}]"
    switch choose(6) {
    case 5: return "fetched controller \(pick(["1", "2", "3"]))" + pick(["", " unmapped"])
    case 0: return "fetched [\(list(depth: 0))]"
    case 1: return "fetched sections \(sections)"
    case 2: return "fetched consumer \(pick(Self.names(FetchedResultsConsumer.self)))"
    case 3:
      let report = pick([
        "{type: \"delete\", at: \(path(depth: 0))}", "{type: \"insert\", new: \(path(depth: 0))}",
        "{type: \"update\", at: \(path(depth: 0)), new: \(path(depth: 0))}",
        "{type: \"move\", at: \(path(depth: 0)), new: \(path(depth: 0))}",
        "{type: \"insert\", section: \(pick(Self.integers))}",
      ])
      return "fetched change to [\(list(depth: 0))] reporting [\(report)]"
    default:
      return pick([
        "fetched change to [\(list(depth: 0))]", "fetched change to sections \(sections)",
      ])
    }
  }

  private mutating func dataCommand(_ e: String) -> String {
    guard choose(Self.names(DataVerb.self).count + 1) > 0 else {
      return "data [\(list(depth: 0))]"
    }
    switch pickCase(DataVerb.self) {
    case .sections: return "data sections [[\(list(depth: 0))], [\(list(depth: 0))]]"
    case .from:
      return "data from \"data.json\"" + pick(["", " at \"items\"", " showing \"t\" by \"k\""])
    case .insert:
      return choose(2) == 0
        ? "data insert section \(pick(Self.integers)) [\(list(depth: 0))]"
        : "data insert \(e) at \(path(depth: 0))"
    case .remove:
      return choose(2) == 0
        ? "data remove section \(pick(Self.integers))" : "data remove at \(path(depth: 0))"
    case .move:
      return choose(2) == 0
        ? "data move section \(pick(Self.integers)) to \(pick(Self.integers))"
        : "data move \(path(depth: 0)) to \(path(depth: 0))"
    case .set: return "data set \(path(depth: 0)) \(e)"
    }
  }

  private mutating func scrollCommand(_ e: String) -> String {
    switch pickCase(ScrollHow.self) {
    case .by: return "scroll by \(e)"
    case .to:
      switch choose(4) {
      case 0: return "scroll to top"
      case 1: return "scroll to bottom"
      case 2:
        let position = pick([""] + Self.names(ScrollPosition.self).map { " " + $0 })
        return "scroll to \(pick(["row", "item"])) \(path(depth: 0))\(position)"
      default: return "scroll to \(e)"
      }
    }
  }
}
