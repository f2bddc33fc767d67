import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// The front end pinned directly: the trees the parser builds, and its typed errors with their
/// byte ranges, without running anything (in the manner of `_RegexParser`'s `parseTest` and
/// `diagnosticTest`).
@Suite struct ParseTreeTests {
  /// The statements of `source` as S-expressions (source ranges left out), and the typed errors.
  static func parse(_ source: String) -> (trees: [String], errors: [Located<SyntaxError>]) {
    var parser = Parser(file: SourceFile(name: "t.lsh", text: source))
    let statements = parser.parseScript()
    return (statements.map { Self.sexpr($0.kind) }, parser.syntaxErrors)
  }

  /// A value as an S-expression, source ranges left out (`ParseShape`, which the formatter
  /// also compares files by).
  static func sexpr(_ value: Any) -> String { ParseShape.text(of: value) }

  @Test(arguments: [
    (
      "insert rows 0:1, 0:2",
      #"command(call(rows(insert [binary(indexPath literal(0) literal(1)) binary(indexPath literal(0) literal(2))] table)))"#
    ),
    (
      "data insert 100 at 0:3",
      #"command(data(insert(literal(100) binary(indexPath literal(0) literal(3)))))"#
    ),
    (
      "scroll to row 2:0 bottom",
      #"command(viewport(scrollToRow(binary(indexPath literal(2) literal(0)) bottom table)))"#
    ),
    ("platform ios17", #"command(setup(platform(ios17)))"#),
    (
      "update to [1, 2] using sections-then-rows",
      #"command(diff(updateTo(list([literal(1) literal(2)]) sectionsThenRows false)))"#
    ),
    ("accessory detail-disclosure", #"command(heights(accessory(named(detailDisclosure))))"#),
    (
      "metrics char 8 line 22",
      #"command(heights(metrics([(char literal(8)) (line literal(22))])))"#
    ),
    ("trace on", #"command(output(trace(calls)))"#),
    ("batch {\n  reload\n}", #"command(call(batch([command(call(reload))] nil)))"#),
    (
      "batch { insert items 0 } completion { print finished }",
      #"command(call(batch([command(call(rows(insert [literal(0)] collection)))] [print([variable("finished")])])))"#
    ),
    (
      "move item 1 to 0:2",
      #"command(call(moveRow(literal(1) binary(indexPath literal(0) literal(2)) collection)))"#
    ),
    ("scroll to item 7 middle", #"command(viewport(scrollToRow(literal(7) middle collection)))"#),
    (
      "swiftui scrollto 13 anchor bottom animated",
      #"command(call(swiftUI(scrollTo(literal(13) bottom true))))"#
    ),
    ("swiftui foreach range", #"command(call(swiftUI(forEach(range))))"#),
    (
      "swiftui duringupdate { data [1] }",
      #"command(call(swiftUI(duringUpdate([command(data(items(list([literal(1)]))))]))))"#
    ),
    (
      "swiftui background { data [1] }",
      #"command(call(swiftUI(background([command(data(items(list([literal(1)]))))]))))"#
    ),
    (
      "swiftui subviews dynamic",
      #"command(call(swiftUI(lazyOption(subviews(true)))))"#
    ),
    (
      "swiftui scrollto k + 1",
      #"command(call(swiftUI(scrollTo(binary(add variable("k") literal(1)) nil false))))"#
    ),
    ("contentinset 64 34", #"command(viewport(contentInset(literal(64) literal(34))))"#),
    ("safearea 47 0", #"command(viewport(safeArea(literal(47) literal(0))))"#),
    (
      "collection width 320 item 100 80 inset 8 8 0 8",
      #"command(setup(collection(CollectionSetup<Expr>(layout: flow options: [(width [literal(320)]) (item [literal(100) literal(80)]) (inset [literal(8) literal(8) literal(0) literal(8)])] list: ListConfiguration(appearance: plain headerMode: none footerMode: none) fractions: []))))"#
    ),
    (
      "collection list rowheight 60",
      #"command(setup(collection(CollectionSetup<Expr>(layout: list options: [(rowheight [literal(60)])] list: ListConfiguration(appearance: plain headerMode: none footerMode: none) fractions: []))))"#
    ),
    (
      "collection list appearance insetgrouped header supplementary footer supplementary",
      #"command(setup(collection(CollectionSetup<Expr>(layout: list options: [(appearance []) (header []) (footer [])] list: ListConfiguration(appearance: insetGrouped headerMode: supplementary footerMode: supplementary) fractions: []))))"#
    ),
    (
      "collection compositional itemwidth fractionalwidth 0.25 groupheight 80",
      #"command(setup(collection(CollectionSetup<Expr>(layout: compositional options: [(itemwidth [literal(0.25)]) (groupheight [literal(80)])] list: ListConfiguration(appearance: plain headerMode: none footerMode: none) fractions: [(itemwidth fractionalwidth)]))))"#
    ),
    (
      "collection compositional columns 3 estimated 60 header 30 pinheaders",
      #"command(setup(collection(CollectionSetup<Expr>(layout: compositional options: [(columns [literal(3)]) (estimated [literal(60)]) (header [literal(30)]) (pinheaders [])] list: ListConfiguration(appearance: plain headerMode: none footerMode: none) fractions: []))))"#
    ),
    (
      "collection item 100 40 sizeforitem",
      #"command(setup(collection(CollectionSetup<Expr>(layout: flow options: [(item [literal(100) literal(40)]) (sizeforitem [])] list: ListConfiguration(appearance: plain headerMode: none footerMode: none) fractions: []))))"#
    ),
    ("estimated 44", #"command(heights(estimated(values(literal(44) nil))))"#),
    (
      "estimated 100 2 * 20",
      #"command(heights(estimated(values(literal(100) binary(multiply literal(2) literal(20))))))"#
    ),
    ("estimated off", #"command(heights(estimated(off)))"#),
    ("estimated automatic", #"command(heights(estimated(automatic)))"#),
    ("let x = rows + 1", #"letDecl("x" binary(add variable("rows") literal(1)))"#),
    (
      "fetched change to sections x reporting r",
      #"command(feed(fetchedChange(variable("x") true variable("r"))))"#
    ),
    ("fetched [1]", #"command(feed(fetch(list([literal(1)]) false)))"#),
    ("fetched controller 2 unmapped", #"command(feed(fetchedController(2 false)))"#),
    ("fetched controller 1", #"command(feed(fetchedController(1 true)))"#),
    // Without a number, `controller` is the variable fetched.
    ("fetched controller", #"command(feed(fetch(variable("controller") false)))"#),
    ("photos consumer one-batch", #"command(feed(photosConsumer(oneBatch)))"#),
    (
      "photos change to [1] incremental false",
      #"command(feed(photosChange(list([literal(1)]) false)))"#
    ),
    ("window off", #"command(feed(window(false)))"#),
    ("selection editing multiple", #"command(viewport(selection(multiple true)))"#),
    ("selection none", #"command(viewport(selection(none false)))"#),
    ("prefetching off", #"command(viewport(prefetching(false)))"#),
    (
      "apply ss to \"main\" animated false completion { print 1 }",
      #"command(call(apply(variable("ss") withoutAnimation literal("main") main [print([literal(1)])])))"#
    ),
    ("apply s using reload data", #"command(call(apply(variable("s") reloadData nil main nil)))"#),
    (
      "apply s on background completion { print 1 }",
      #"command(call(apply(variable("s") animated nil background [print([literal(1)])])))"#
    ),
    ("register cell \"Cell\" nib", #"command(call(register(cell literal("Cell") nib)))"#),
    ("register cell \"Cell\"", #"command(call(register(cell literal("Cell") cellClass)))"#),
    (
      "register header \"H\"",
      #"command(call(register(supplementary(header) literal("H") cellClass)))"#
    ),
    (
      "register supplementary \"badge\" \"B\" invalidnib",
      #"command(call(register(supplementary(named(literal("badge"))) literal("B") invalidNib)))"#
    ),
    ("provider none", #"command(call(provider(nil nil)))"#),
    ("provider footer none", #"command(call(provider(footer nil)))"#),
    (
      "provider header dequeue \"H\" of footer returning queued",
      #"command(call(provider(header ProviderSpec<Expr>(source: identifier(literal("H")) twice: false returns: queued reinitializes: false checkmarks: false applies: false dequeuedKind: footer))))"#
    ),
    (
      "dequeue \"Cell\" at 0:1",
      #"command(call(dequeue(literal("Cell") binary(indexPath literal(0) literal(1)))))"#
    ),
    (
      "handler shouldCollapseItem(item) { return false }",
      #"command(call(handler(shouldCollapseItem HandlerBody<Array<Stmt>>(parameters: ["item"] body: [returnValue(literal(false))] frameSize: 0))))"#
    ),
    ("handler willExpandItem off", #"command(call(handler(willExpandItem nil)))"#),
    ("disclose \"Fruits\"", #"command(call(disclose(literal("Fruits"))))"#),
    (
      "check identities a then b by \"uuid\"",
      #"command(diff(checkIdentities(variable("a") variable("b") literal("uuid"))))"#
    ),
    ("check identities a", #"command(diff(checkIdentities(variable("a") nil nil)))"#),
    ("turn {\n  layout\n}", #"turn([command(feed(layout))])"#),
  ])
  func parseTest(source: String, tree: String) {
    let (trees, errors) = Self.parse(source)
    #expect(errors.isEmpty)
    #expect(trees == [tree])
  }

  /// Typed errors with the bytes they cover.
  @Test(arguments: [
    ("delet rows 1", SyntaxError.unknownCommand("delet", suggestion: "delete"), 0..<5),
    (
      "handler snapshotForExpandingParent(item) { return item }",
      .handlerParameters("snapshotForExpandingParent", expected: 2, got: 1), 34..<40
    ),
    (
      "apply ss to \"main\" using reload data",
      .expected(
        what: "'animated' or 'completion'", context: "after 'apply S to SECTION'", found: "using",
        openedAt: nil), 19..<24
    ),
    (
      "selection several",
      .unexpectedChoice(
        found: "'several'", after: "selection", options: ["none", "single", "multiple"],
        suggestion: nil), 10..<17
    ),
    ("print \"abc", .unterminatedString, 6..<7),
    ("data insert 5 at", .expectedExpression(found: nil), 16..<16),
    ("print 1 @ 2", .unexpectedCharacter("@"), 8..<9),
    (
      "print [1, 2",
      .expected(
        what: "']'", context: "to close the list", found: nil, openedAt: "'[' opened at 1:7"),
      11..<11
    ),
    (
      "move row 1 2",
      .expected(what: "'to'", context: "after 'move row …'", found: nil, openedAt: nil), 11..<12
    ),
    (
      "edit maybe",
      .unexpectedChoice(found: "'maybe'", after: "edit", options: ["on", "off"], suggestion: nil),
      5..<10
    ),
    (
      "cache indexpth",
      .unexpectedChoice(
        found: "'indexpth'", after: "cache", options: ["off", "indexpath", "key"],
        suggestion: "indexpath"),
      6..<14
    ),
    (
      "swiftui scrollto 3 anchor middle",
      .unexpectedChoice(
        found: "'middle'", after: "swiftui scrollto V anchor",
        options: ["top", "center", "bottom"],
        suggestion: nil), 26..<32
    ),
    (
      "swiftui foreach ranges",
      .unexpectedChoice(
        found: "'ranges'", after: "swiftui foreach", options: ["identities", "indices", "range"],
        suggestion: "range"), 16..<22
    ),
    (
      "swiftui subviews two",
      .unexpectedChoice(
        found: "'two'", after: "swiftui subviews", options: ["one", "dynamic"],
        suggestion: nil), 17..<20
    ),
    ("}", .unexpectedClosingBrace, 0..<1),
    (
      "collection list item 10 10",
      .optionOfOtherLayout(
        "item", layout: "a list layout",
        hint: "'item' sets a flow layout: write 'collection item …' without 'list'"),
      16..<20
    ),
    ("collection spacing 4 spacing 5", .optionTwice("spacing"), 21..<28),
    (
      "collection list sizeforitem",
      .optionOfOtherLayout(
        "sizeforitem", layout: "a list layout",
        hint: "'sizeforitem' sets a flow layout: write 'collection sizeforitem …' without 'list'"),
      16..<27
    ),
    (
      "collection header 30",
      .optionOfOtherLayout(
        "header", layout: "a flow layout",
        hint: "a flow layout's section headers are 'section header H' (headerReferenceSize)"),
      11..<17
    ),
    (
      "collection compositional rowheight 30",
      .optionOfOtherLayout(
        "rowheight", layout: "a compositional layout",
        hint: "'rowheight' sets a list layout: write 'collection list rowheight …'"),
      25..<34
    ),
    (
      "collection list pinheaders",
      .optionOfOtherLayout(
        "pinheaders", layout: "a list layout",
        hint:
          "a list pins its supplementary headers by its appearance: 'appearance plain' or 'sidebarplain'"
      ),
      16..<26
    ),
    ("def f(a, a) {\n}", .duplicateParameter("a"), 9..<10),
    ("if true { turn { layout } }", .turnInsideBlock, 10..<14),
    (
      "fetched consumer textbok",
      .unexpectedChoice(
        found: "'textbok'", after: "fetched consumer",
        options: FetchedResultsConsumer.allCases.map(\.rawValue), suggestion: "textbook"),
      17..<24
    ),
  ])
  func diagnosticTest(source: String, error: SyntaxError, bytes: Range<Int>) {
    let (_, errors) = Self.parse(source)
    #expect(errors.first.map { [$0.error] } == [error])
    #expect(errors.first?.range.bytes == bytes)
  }

  @Test func nameErrorsAreTyped() {
    var parser = Parser(
      file: SourceFile(name: "t.lsh", text: "print visibel\nx = 1\nprint len()\n"))
    var resolver = Resolver()
    _ = resolver.resolve(parser.parseScript())
    #expect(
      resolver.nameErrors.map(\.error) == [
        .undefinedName("visibel", suggestion: "visible", isCommand: false),
        .assignmentToUndeclared("x"),
        .wrongArgumentCount(name: "len", expected: 1...1, got: 0),
      ])
  }

  @Test func theREPLAsksTheLexerWhetherAStringIsOpen() {
    #expect(ReplSession.isComplete("print \"abc"))
    #expect(!ReplSession.isComplete("print [1,"))
    #expect(!ReplSession.isComplete("batch {"))
  }
}
