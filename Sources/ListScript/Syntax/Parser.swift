// The ListScript grammar (EBNF). NEWLINE ends a statement; see `Lexer` for line continuation.
// Command words are reserved only where a statement starts with them: a variable may be called
// `rows`, and `rows = 3` assigns it.
//
//   script     = { sep } { statement { sep } } EOF
//   sep        = NEWLINE | ";"
//   block      = "{" { sep } { statement { sep } } "}"
//   statement  = "let" IDENT "=" expr
//              | IDENT { "[" expr "]" } ("=" | "+=" | "-=" | "*=" | "/=" | "%=") expr
//              | "if" expr block { "else" "if" expr block } [ "else" block ]
//              | "for" IDENT "in" expr block | "repeat" expr block | "while" expr block
//              | "def" IDENT "(" [ IDENT { "," IDENT } ] ")" block | "return" [ expr ]
//              | block | "turn" block | "print" [ expr { "," expr } ] | "include" expr
//              | "assert" ( SHORTHAND list | expr )     SHORTHAND = visible | visibleRows
//              | "expect" "error" expr block          | mountedRows | data | visibleItems
//              | command | expr                      | mountedItems | preparedItems
//   command    = "table" { ("width" | "height" | "rowheight") expr }
//              | "collection" ( { ("width" | "height") expr | "item" expr expr
//                               | ("spacing" | "linespacing") expr | "inset" expr expr expr expr
//                               | "sizeforitem" | "cachinglayout" | "pinheaders" }
//                             | "list" { ("width" | "height" | "rowheight") expr
//                                      | "appearance" APPEARANCE | "header" HEADERMODE
//                                      | "footer" ("none" | "supplementary") }
//                             | "compositional" { ("width" | "height" | "columns" | "estimated"
//                                                 | "spacing" | "groupspacing" | "header"
//                                                 | "footer" | "orthogonal") expr
//                                               | ("itemwidth" | "groupwidth" | "groupheight")
//                                                 [ "fractionalwidth" | "fractionalheight" ] expr
//                                               | "inset" expr expr expr expr | "pinheaders" } )
//                APPEARANCE = plain | grouped | insetgrouped | sidebar | sidebarplain
//                HEADERMODE = none | supplementary | firstitem
//              | "platform" PLATFORM | "header" expr | "footer" expr
//              | "section" ("header" | "footer") expr
//              | "data" ( list-expr | "sections" expr | "from" expr { FILEOPT } | "insert" expr "at" expr
//                       | "insert" "section" expr expr | "remove" "at" exprs
//                       | "remove" "section" expr | "move" "section" expr "to" expr
//                       | "move" expr "to" expr | "set" expr expr )
//              | "reload" [ ROWS exprs | ("sections" | "section") exprs | "keeping" "heights" ]
//              | "begin" | "end" | "batch" block [ "completion" block ]
//              | "diffable" [ "given" | "lookup" ]
//              | "apply" expr [ "to" expr ] [ "animated" ( "true" | "false" ) | "using" "reload" "data" ]
//                [ "on" ( "main" | "background" ) ] [ "completion" block ]
//              | "handler" HANDLER ( "(" IDENT { "," IDENT } ")" block | "off" ) | "disclose" expr
//              | "register" ( "cell" | "header" | "footer" | "supplementary" expr ) expr
//                  [ "class" | "nib" | "invalidnib" ]
//              | "provider" [ "header" | "footer" ] ( "none" | "gone" | ( "dequeue" expr | "registration" [ "inside" ] )
//                  { "twice" | "reinit" | "checkmarks" | "applying" | "of" ( "header" | "footer" | expr )
//                  | "returning" ( "dequeued" | "new" | "nil" | "queued" ) } )
//                  (after "header" | "footer": no "gone", "reinit", "checkmarks", "applying";
//                   "of" only after them)
//              | "dequeue" expr [ "at" expr ]
//              | "swiftui" ( "list" { ("width" | "height" | "rowheight") expr
//                                   | "appearance" ( "plain" | "grouped" | "insetgrouped"
//                                                  | "sidebar" | "sidebarplain" ) }
//                          | "animated" block | "background" block
//                          | "duringupdate" block | "animation" "end"
//                          | "ondelete" expr [ "section" expr ]
//                          | "onmove" expr "to" expr [ "section" expr ] | "id" expr
//                          | "foreach" ( "identities" | "indices" | "range" )
//                          | "lazyvstack" { ("width" | "height" | "rowheight") expr }
//                          | "scrollposition" ("on" | "off") | "anchor" ("top" | "bottom")
//                          | "subviews" ("one" | "dynamic")
//                          | "scrollto" expr [ "anchor" ( "top" | "center" | "bottom" ) ]
//                            [ "animated" ] )
//              | ("insert" | "delete") ( ROWS exprs | ("sections" | "section") exprs )
//              | "reconfigure" ROWS exprs        ROWS = rows | row | items | item
//              | "move" ( ("row" | "item") expr "to" expr | "section" expr "to" expr )
//              | "scroll" ( "to" ( "top" | "bottom" | ("row" | "item") expr [ POSITION ]
//                                | expr ) | "by" expr )   POSITION = top | middle | bottom | none
//              | "anchor" ONOFF | "edit" ONOFF [ "refreshing" ("visible"|"mounted"|"reload") ]
//              | "select" expr | "deselect" expr | "rotate" ("portrait" | "landscape")
//              | "contentinset" expr expr | "safearea" expr expr
//              | "selection" [ "editing" ] ( "none" | "single" | "multiple" ) | "prefetching" ONOFF
//              | "observation" ONOFF
//              | "show" [ "svg" expr [ "before" ] ] | "trace" ( ONOFF | "calls" | "layout" | "all" )
//              | "heights" ("item" | "fit") | "estimated" ( expr [ expr ] | "off" | "automatic" ) ONOFF = on | off
//              | "cache" ("indexpath" | "key" | "off") | "precache"
//              | "invalidate" ( "height" expr | "key" expr | "heights" | "layout" )
//              | "separator" ONOFF | "scale" expr | "accessory" ( ACCESSORY | expr )
//              | "metrics" METRIC expr { METRIC expr }   METRIC = char | line | padding | margin
//              | "update" "to" ( [ "sections" ] expr | "from" expr { FILEOPT } ) [ "using" PLAN ]
//                FILEOPT = ( "at" | "showing" | "by" ) expr   (each once)
//              | "diff" expr expr
//              | "check" "identities" expr [ "then" expr ] [ "by" expr ]
//              | "fetched" ( [ "sections" ] expr | "consumer" CONSUMER
//                          | "controller" INT [ "unmapped" ]
//                          | "change" "to" [ "sections" ] expr [ "reporting" expr ] )
//              | "photos" ( expr | "consumer" ("one-batch" | "sample")
//                         | "change" "to" expr [ "incremental" ( "true" | "false" ) ] )
//              | "window" ONOFF | "layout"
//                CONSUMER = textbook | update-at-new | delete-insert | unbracketed
//                         | reload-inside | reload | reload-after | snapshot
//                       | snapshot-reload
//                ACCESSORY = none | disclosure | detail-disclosure | checkmark | detail
//                PLAN = staged | single | sections-then-rows | reload
//                PLATFORM = ios12 | ios14 | ios15 | ios16 | ios17 | ios18 | ios26
//                HANDLER = shouldExpandItem | willExpandItem | shouldCollapseItem
//                        | willCollapseItem | snapshotForExpandingParent
//   exprs      = expr { "," expr }
//   expr       = and { "or" and }
//   and        = not { "and" not }
//   not        = "not" not | comparison
//   comparison = range [ ("==" | "!=" | "<" | "<=" | ">" | ">=") range ]
//   range      = path [ ("..." | "..<") path ]
//   path       = additive [ ":" additive ]                     (an index path, `1:3`)
//   additive   = term { ("+" | "-") term }
//   term       = unary { ("*" | "/" | "%") unary }
//   unary      = "-" unary | postfix
//   postfix    = primary { "(" [ exprs ] ")" | "[" expr "]" | "." IDENT [ "(" [ args ] ")" ] }
//                                       (an index's "[" touches what it indexes: `xs[0]`)
//   args       = arg { "," arg }         arg = [ IDENT ":" ] expr   (a label's ":" touches
//                                            its name and a space follows: `toSection: s`)
//   primary    = INTEGER | DECIMAL | STRING | "true" | "false" | "nil" | IDENT
//              | "(" expr ")" | "[" [ exprs [","] ] "]"
//              | "{" [ IDENT ":" expr { "," IDENT ":" expr } [","] ] "}"

/// Parses a scenario into statements, reporting every syntax error with recovery at statement
/// boundaries.
struct Parser {
  private(set) var tokens: [Token]
  var index = 0
  let file: SourceFile
  /// The syntax errors found so far, lexer's included, in order.
  var syntaxErrors: [Located<SyntaxError>] = []
  /// The syntax errors as diagnostics.
  var errors: [Diagnostic] { syntaxErrors.map(\.diagnostic) }
  var depth = 0
  /// Nesting deeper than this is refused: it would otherwise exhaust the stack.
  static let maxDepth = 200

  /// `+=` and its kin: accepted as in Swift, each the assignment of the operation.
  static let compoundAssignments: [Token.Kind: BinaryOp] = [
    .symbol("+="): .add, .symbol("-="): .subtract, .symbol("*="): .multiply,
    .symbol("/="): .divide, .symbol("%="): .remainder,
  ]

  /// Words that start a command when they begin a statement.
  static let commandWords = Set(CommandWord.spellings)
  /// Words that start a statement of their own where a statement begins (not `turn`).
  static let statementWords = StatementWord.reserved

  init(file: SourceFile, range: Range<Int>? = nil) {
    self.file = file
    var lexer = Lexer(file: file, range: range)
    tokens = lexer.tokenize()
    syntaxErrors = lexer.errors
  }
}

/// Thrown inside the parser to unwind to the statement being parsed; the diagnostic is already
/// recorded.
struct ParseFailure: Error {}
