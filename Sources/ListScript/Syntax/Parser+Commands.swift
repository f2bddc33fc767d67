import HeadlessUIKit
import ListDiff

extension Parser {
  /// A command, from its first word on (`word` is the current token).
  mutating func command(_ word: CommandWord) throws(ParseFailure) -> Command<Expr, [Stmt]> {
    advance()
    switch word {
    case .setup(let w): return .setup(try setupCommand(w))
    case .data: return .data(try dataCommand())
    case .call(let w): return .call(try callCommand(w))
    case .viewport(let w): return .viewport(try viewportCommand(w))
    case .heights(let w): return .heights(try heightCommand(w))
    case .diff(let w): return .diff(try diffCommand(w))
    case .output(let w): return .output(try outputCommand(w))
    case .feed(let w): return .feed(try feedCommand(w))
    }
  }

  /// One of an enum's spellings, as the next word (hyphenated words included), parsed straight
  /// into the enum; otherwise an error listing them.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _: Choice.Type, after word: String
  ) throws(ParseFailure) -> Choice where Choice.RawValue == String {
    let options = Array(Choice.allCases)
    return options[try choiceIndex(options.map(\.rawValue), after: word)]
  }

  mutating func setupCommand(_ word: SetupWord) throws(ParseFailure) -> SetupCommand<Expr> {
    switch word {
    case .table:
      var width: Expr?
      var height: Expr?
      var rowHeight: Expr?
      while let name = current.identifier, let option = TableOption(rawValue: name) {
        advance()
        let value = try expression()
        switch option {
        case .width: width = value
        case .height: height = value
        case .rowheight: rowHeight = value
        }
      }
      return .table(width: width, height: height, rowHeight: rowHeight)
    case .collection: return .collection(try collectionSetup())
    case .platform: return .platform(try choice(Platform.self, after: "platform"))
    case .header: return .header(try expression())
    case .footer: return .footer(try expression())
    case .section:
      let part = try choice(SectionPart.self, after: "section")
      let value = try expression()
      switch part {
      case .header: return .sectionHeader(value)
      case .footer: return .sectionFooter(value)
      }
    }
  }

  mutating func dataCommand() throws(ParseFailure) -> DataCommand<Expr> {
    guard let word = current.identifier, let verb = DataVerb(rawValue: word) else {
      return .items(try expression())
    }
    advance()
    switch verb {
    case .sections: return .sections(try expression())
    case .from:
      let file = try expression()
      return .from(file, try dataFileOptions())
    case .insert:
      if current.isWord(.section) {
        advance()
        let section = try expression()
        let items = try expression()
        return .insertSection(section, items)
      }
      let value = try expression()
      try expectWord(.at, "after 'data insert …'")
      return .insert(value, at: try expression())
    case .remove:
      if current.isWord(.section) {
        advance()
        return .removeSection(try expression())
      }
      try expectWord(.at, "after 'data remove'", what: "'at' or 'section'")
      return .remove(try expressionList())
    case .move:
      if current.isWord(.section) {
        advance()
        let from = try expression()
        try expectWord(.to, "after 'data move section …'")
        return .moveSection(from, to: try expression())
      }
      let from = try expression()
      try expectWord(.to, "after 'data move …'")
      return .move(from, to: try expression())
    case .set:
      let path = try expression()
      let value = try expression()
      return .set(path, value)
    }
  }

  mutating func callCommand(_ word: CallWord) throws(ParseFailure) -> CallCommand<Expr, [Stmt]> {
    switch word {
    case .reload:
      if endsStatement { return .reload }
      switch try choice(ReloadTarget.self, after: "reload") {
      case .rows, .row: return .rows(.reload, try expressionList(), .table)
      case .items, .item: return .rows(.reload, try expressionList(), .collection)
      case .sections, .section: return .sections(.reload, try expressionList())
      case .keeping:
        try expectWord(.heights, "after 'reload keeping'")
        return .reloadKeepingHeights
      }
    case .begin: return .begin
    case .end: return .end
    case .handler:
      let kind = try choice(OutlineHandler.self, after: "handler")
      if current.isWord(.off) {
        advance()
        return .handler(kind, nil)
      }
      let open = try expect("(", "after 'handler \(kind.rawValue)': its parameters, or 'off'")
      let parameters = try parameterList(openedAt: open)
      if parameters.count != kind.arity {
        error(
          .handlerParameters(kind.rawValue, expected: kind.arity, got: parameters.count),
          at: open.range.lowerBound..<previous.range.upperBound)
      }
      return .handler(kind, HandlerBody(parameters: parameters, body: try block()))
    case .disclose: return .disclose(try expression())
    case .register:
      let view: RegisteredView<Expr> =
        switch try choice(RegisterTarget.self, after: "register") {
        case .cell: .cell
        case .header: .supplementary(.header)
        case .footer: .supplementary(.footer)
        case .supplementary: .supplementary(.named(try expression()))
        }
      let identifier = try expression()
      guard !endsStatement else { return .register(view, identifier, .cellClass) }
      return .register(
        view, identifier, try choice(CellProvision.Registered.self, after: "register … ID"))
    case .provider:
      var target: SupplementaryTarget?
      if let word = current.identifier, let t = SupplementaryTarget(rawValue: word) {
        advance()
        target = t
      }
      return .provider(target, try providerSpec(for: target))
    case .dequeue:
      let identifier = try expression()
      guard current.isWord(.at) else { return .dequeue(identifier, at: nil) }
      advance()
      return .dequeue(identifier, at: try expression())
    case .swiftui: return .swiftUI(try swiftUICommand())
    case .batch:
      let body = try block()
      guard current.isWord(.completion) else { return .batch(body, completion: nil) }
      advance()
      return .batch(body, completion: try block())
    case .insert, .delete:
      let target = try choice(CallTarget.self, after: word.rawValue)
      let values = try expressionList()
      let call: RowCall = word == .insert ? .insert : .delete
      let section: SectionCall = word == .insert ? .insert : .delete
      guard let noun = target.noun else { return .sections(section, values) }
      return .rows(call, values, noun)
    case .reconfigure:
      let what = try choice(ReconfigureTarget.self, after: "reconfigure")
      let noun: ViewNoun = what == .rows || what == .row ? .table : .collection
      return .rows(.reconfigure, try expressionList(), noun)
    case .diffable:
      guard !endsStatement else { return .diffable(.given) }
      return .diffable(try choice(CellProviderStyle.self, after: "diffable"))
    case .apply:
      let snapshot = try expression()
      var section: Expr?
      if current.isWord(.to) {
        advance()
        section = try expression()
      }
      var mode = ApplyMode.animated
      if current.isWord(.animated) {
        advance()
        mode =
          try choice(TrueFalse.self, after: "animated") == .true ? .animated : .withoutAnimation
      } else if current.isWord(.using) {
        // A section snapshot is applied with animatingDifferences only.
        if section != nil {
          error(
            .expected(
              what: "'animated' or 'completion'", context: "after 'apply S to SECTION'",
              found: "using", openedAt: nil), at: current.range)
          throw ParseFailure()
        }
        advance()
        try expectWord(.reload, "after 'apply … using'")
        try expectWord(.data, "after 'apply … using reload'")
        mode = .reloadData
      }
      var queue = ApplyQueue.main
      if current.isWord(.on) {
        advance()
        queue = try choice(ApplyQueue.self, after: "apply … on")
      }
      var completion: [Stmt]?
      if current.isWord(.completion) {
        advance()
        completion = try block()
      }
      return .apply(snapshot, mode, to: section, queue: queue, completion: completion)
    case .move:
      let what = try choice(MoveTarget.self, after: "move")
      let from = try expression()
      try expectWord(.to, "after 'move \(what.rawValue) …'")
      let to = try expression()
      switch what {
      case .row: return .moveRow(from, to: to, .table)
      case .item: return .moveRow(from, to: to, .collection)
      case .section: return .moveSection(from, to: to)
      }
    }
  }

  mutating func outputCommand(_ word: OutputWord) throws(ParseFailure) -> OutputCommand<Expr> {
    switch word {
    case .trace:
      switch try choice(TraceChoice.self, after: "trace") {
      case .on, .calls: return .trace(.calls)
      case .off: return .trace(.off)
      case .layout: return .trace(.layout)
      case .all: return .trace(.all)
      }
    case .show:
      if current.isWord(.svg) {
        advance()
        let file = try expression()
        let before = current.isWord(.before)
        if before { advance() }
        return .showPicture(file, before: before)
      }
      return .show
    }
  }
}
