import HeadlessUIKit
import ListDiff

/// A minimal scenario that raises a given UIKit exception text: a table with the counts the
/// text implies, then the one batch (or scroll) that fails as the text says.
package struct CrashScenario: Equatable {
  /// The profile whose wording the scenario raises.
  package var platform: Platform
  /// The scenario's statements, without its header comments.
  package var statements: [String]
  /// What the scenario must raise: the exception's class and reason, as listsh prints them.
  package var expected: String
  /// What stands in for what the text names, when the scenario cannot write it back.
  package var standIns: String? = nil
}

/// Why no scenario reproduces a text.
package struct CrashScenarioError: Error, Equatable {
  package var message: String
}

extension CrashScenario {
  /// The most rows, sections and calls a scenario is made with.
  static let maxRows = 100_000
  static let maxSections = 1_000

  /// The scenario for `reading`, on the profile whose wording it has (iOS 15 when several do).
  package static func make(for reading: ExceptionReading) throws(CrashScenarioError)
    -> CrashScenario
  {
    let platform = profile(for: reading)
    let collection = reading.noun == .collection
    var recipe: Recipe
    switch reading.content {
    case .reason(.diffableViewMutated):
      return CrashScenario(
        platform: platform,
        statements: [
          "platform \(platform.rawValue)", collection ? "collection" : "table", "diffable",
          "let s = snapshot()", "s.appendSections([\"main\"])", "s.appendItems([\"a\", \"b\"])",
          "apply s",
          "# a call on the view itself, as code from before the diffable data source makes it",
          collection ? "move item 0:0 to 0:1" : "move row 0:0 to 0:1",
        ],
        expected: reading.expectedName + ": " + reading.message(on: platform))
    case .reason(.layoutAttributesForMissingItem(let p)):
      let (counts, fewer) = try itemCounts(around: p)
      return CrashScenario(
        platform: platform,
        statements: [
          "platform \(platform.rawValue)",
          "# a custom layout that computes its attributes once, when its cache is empty",
          "collection cachinglayout",
          "data sections " + sections(counts),
          "scroll to item \(p) top",
          "# the data loses the item, and the layout's cache keeps its attributes",
          "data sections " + sections(fewer),
          "reload",
        ],
        expected: reading.expectedName + ": " + reading.message(on: platform))
    case .reason(.noLayoutAttributesForItem(let p)):
      // The cache is filled while the item's section has one item fewer (and a cache of no
      // items stays empty, so an item 0:0 gets a section after it that has one).
      var (counts, fewer) = try itemCounts(around: p)
      if fewer.allSatisfy({ $0 == 0 }) {
        counts.append(1)
        fewer.append(1)
      }
      return CrashScenario(
        platform: platform,
        statements: [
          "platform \(platform.rawValue)",
          "# a custom layout that computes its attributes once, when its cache is empty",
          "collection cachinglayout",
          "data sections " + sections(fewer),
          "# the data gains the item; the layout's cache does not",
          "data sections " + sections(counts),
          "reload",
          "scroll to item \(p) top",
        ],
        expected: reading.expectedName + ": " + reading.message(on: platform))
    case .provision(let failure): return try provision(failure, reading)
    case .reason(let reason): recipe = try Recipe(reason)
    case .batchUpdatesDetected(let counts): recipe = try Recipe(counts)
    case .snapshot(.equalIdentifiersDifferentHashes(let a, let b))
    where !(PlainLiteral.accepts(a) && PlainLiteral.accepts(b)):
      // An app's identifiers print as its types describe them; records of one id stand in.
      return hashesStandIn(reading)
    case .snapshot(let error):
      let (written, cut) = shortened(error)
      return CrashScenario(
        platform: platform,
        statements: ["platform \(platform.rawValue)", collection ? "collection" : "table"]
          + snapshotCalls(written),
        expected: reading.expectedName + ": "
          + (cut == nil ? reading.message(on: platform) : written.message(on: platform)),
        standIns: cut)
    case .query(let failure): return try query(failure, reading, on: platform)
    }
    try recipe.checkSize()
    // A collection view's calls say items: the recipe's row calls, in its words.
    func words(_ line: String) -> String { collection ? itemCall(line) : line }
    var lines = [
      "platform \(platform.rawValue)", collection ? "collection" : "table",
      "data sections " + sections(recipe.before),
    ]
    if let scroll = recipe.scroll {
      lines.append(words(scroll))
    } else {
      lines.append("batch {")
      lines += recipe.calls.map { "  " + words($0) }
      if recipe.after != recipe.before {
        lines.append("  # the data source after the update")
        lines.append("  data sections " + sections(recipe.after))
      }
      lines.append("}")
    }
    return CrashScenario(
      platform: platform, statements: lines,
      expected: reading.expectedName + ": " + reading.message(on: platform))
  }

  /// The item counts of a caching layout's scenario for the item at `p`: one item a section
  /// before it, its section up to the item (`with`), and the same without the item
  /// (`without`); a path no scenario can name is refused.
  static func itemCounts(around p: ListIndexPath) throws(CrashScenarioError) -> (
    with: [Int], without: [Int]
  ) {
    try Recipe.fits(section: p.section)
    try Recipe.require(p.section >= 0 && p.row >= 0, "its index path is negative")
    try Recipe.require(p.row < maxRows, "its row is beyond what a scenario names")
    var counts = [Int](repeating: 1, count: p.section + 1)
    counts[p.section] = p.row + 1
    var fewer = counts
    fewer[p.section] = p.row
    return (counts, fewer)
  }

  /// The most identifiers a scenario writes back from a text's list: a few raise the same
  /// failure as thousands, which would make a scenario, and its run, as long as the list.
  static let maxIdentifiers = 10

  /// `error` with the identifiers it lists cut to the first `maxIdentifiers`, and what the
  /// report says of the cut (`nil` when nothing was cut).
  ///
  /// - Complexity: O(1), whatever the length of the list.
  static func shortened(_ error: SnapshotError) -> (SnapshotError, String?) {
    func cut(_ ids: [String], _ make: ([String]) -> SnapshotError) -> (SnapshotError, String?) {
      guard ids.count > maxIdentifiers else { return (error, nil) }
      return (
        make(Array(ids.prefix(maxIdentifiers))),
        "the same failure, with the first \(maxIdentifiers) of the \(ids.count) identifiers your text lists (a few raise it as many do)"
      )
    }
    switch error {
    case .duplicateItems(let ids): return cut(ids) { .duplicateItems($0) }
    case .itemAlreadyPresent(let ids): return cut(ids) { .itemAlreadyPresent($0) }
    case .duplicateSections(let ids): return cut(ids) { .duplicateSections($0) }
    case .sectionAlreadyPresent(let ids): return cut(ids) { .sectionAlreadyPresent($0) }
    case .sectionSnapshotDuplicates(let ids): return cut(ids) { .sectionSnapshotDuplicates($0) }
    default: return (error, nil)
    }
  }

  /// The scenario with records standing in for what the text names, when the text's own
  /// cannot be written back (or written back, do not print as the text does); `nil` for a text
  /// that names nothing a scenario could not write.
  package static func standIn(for reading: ExceptionReading) -> CrashScenario? {
    guard case .snapshot(.equalIdentifiersDifferentHashes) = reading.content else { return nil }
    return hashesStandIn(reading)
  }

  /// Two records of one id and two hashes, for a text of equal identifiers that hash apart.
  static func hashesStandIn(_ reading: ExceptionReading) -> CrashScenario {
    let platform = profile(for: reading)
    let error = SnapshotError.equalIdentifiersDifferentHashes(
      #"{id: "item", hash: 1}"#, #"{id: "item", hash: 2}"#)
    return CrashScenario(
      platform: platform,
      statements: [
        "platform \(platform.rawValue)", reading.noun == .collection ? "collection" : "table",
      ]
        + snapshotCalls(error),
      expected: reading.expectedName + ": " + error.message(on: platform),
      standIns:
        "the same failure, with two records of one id and two hashes standing in for your app's identifiers (a scenario cannot rebuild what their types print)"
    )
  }

  /// The profile a scenario for `reading` runs on: iOS 15 when it words the text so, else the
  /// latest that does.
  static func profile(for reading: ExceptionReading) -> Platform {
    reading.platforms.contains(.ios15) ? .ios15 : reading.platforms.last ?? .ios15
  }

  /// A recipe's line in a collection view's words: `delete rows 0:1` is `delete items 0:1`,
  /// `move row` is `move item`, `scroll to row` is `scroll to item` (a loop's body too).
  static func itemCall(_ line: String) -> String {
    var out = line
    for verb in ["insert", "delete", "reload", "reconfigure"] {
      out = out.replacing("\(verb) rows ", with: "\(verb) items ")
    }
    return out.replacing("move row ", with: "move item ").replacing(
      "scroll to row ", with: "scroll to item ")
  }

  /// Sections of `counts` rows as a ListScript literal: `[range(0, 8), [0, 1]]`.
  static func sections(_ counts: [Int]) -> String {
    "["
      + counts.map { n in
        n > 4 ? "range(0, \(n))" : "[" + (0..<n).map(String.init).joined(separator: ", ") + "]"
      }.joined(separator: ", ") + "]"
  }
}

/// The table before, the data source after, and the calls between.
struct Recipe {
  var before: [Int]
  var after: [Int]
  var calls: [String] = []
  /// A `scroll to row` instead of a batch.
  var scroll: String?

  init(before: [Int], after: [Int]? = nil, calls: [String] = [], scroll: String? = nil) {
    self.before = before
    self.after = after ?? before
    self.calls = calls
    self.scroll = scroll
  }

  /// `sections` sections, each with one row or as many as the paths in it need.
  static func rows(sections: Int, needs: [ListIndexPath] = [], exactly: [Int: Int] = [:]) -> [Int] {
    // At most one section more than a scenario may have: `checkSize` then refuses it.
    var counts = [Int](repeating: 1, count: min(max(0, sections), CrashScenario.maxSections + 1))
    for p in needs where counts.indices.contains(p.section) {
      counts[p.section] = max(counts[p.section], p.row + 1)
    }
    for (s, n) in exactly where counts.indices.contains(s) { counts[s] = n }
    return counts
  }

  /// Refuses a section index a scenario cannot have, before anything is indexed with it.
  static func fits(section s: Int) throws(CrashScenarioError) {
    guard s >= 0 else { throw impossible("it names section \(s)") }
    guard s < CrashScenario.maxSections else {
      throw CrashScenarioError(
        message:
          "the text names section \(s); listsh explain makes scenarios of at most \(CrashScenario.maxSections) sections"
      )
    }
  }

  static func impossible(_ why: String) -> CrashScenarioError {
    CrashScenarioError(message: "no batch raises this text: \(why)")
  }

  func checkSize() throws(CrashScenarioError) {
    let numbers = before + after
    guard numbers.allSatisfy({ $0 >= 0 }) else {
      throw Self.impossible("it needs a negative count")
    }
    // Each count is checked before the sums, which then cannot overflow.
    guard max(before.count, after.count) <= CrashScenario.maxSections,
      numbers.allSatisfy({ $0 <= CrashScenario.maxRows }),
      before.reduce(0, +) <= CrashScenario.maxRows, after.reduce(0, +) <= CrashScenario.maxRows
    else {
      throw CrashScenarioError(
        message:
          "the text's numbers need more than \(CrashScenario.maxSections) sections or \(CrashScenario.maxRows) rows; listsh explain makes smaller scenarios"
      )
    }
  }

  /// `delete rows 0:1, 0:2`, in statements of at most ten paths.
  static func rowCalls(_ verb: String, _ paths: [ListIndexPath]) -> [String] {
    stride(from: 0, to: paths.count, by: 10).map { start in
      "\(verb) rows "
        + paths[start..<min(start + 10, paths.count)].map(\.description).joined(separator: ", ")
    }
  }

  static func sectionCalls(_ verb: String, _ sections: [Int]) -> [String] {
    stride(from: 0, to: sections.count, by: 10).map { start in
      "\(verb) sections "
        + sections[start..<min(start + 10, sections.count)].map(String.init).joined(separator: ", ")
    }
  }

  /// `k` moves of consecutive rows, from `from` on and to `to` on: a line each, or a loop when
  /// there are many.
  static func moves(_ k: Int, from: ListIndexPath, to: ListIndexPath) -> [String] {
    if k > 10 {
      func shifted(_ p: ListIndexPath) -> String {
        p.row == 0 ? "\(p.section):k" : "\(p.section):(\(p.row) + k)"
      }
      return ["for k in range(0, \(k)) {", "  move row \(shifted(from)) to \(shifted(to))", "}"]
    }
    return (0..<k).map {
      "move row \(ListIndexPath(from.section, from.row + $0)) to \(ListIndexPath(to.section, to.row + $0))"
    }
  }

  /// `k` consecutive rows from `first` on, as calls of `verb`.
  static func run(_ verb: String, _ k: Int, from first: ListIndexPath) -> [String] {
    if k > 10 {
      let row = first.row == 0 ? "r" : "(\(first.row) + r)"
      return ["for r in range(0, \(k)) {", "  \(verb) rows \(first.section):\(row)", "}"]
    }
    return rowCalls(verb, (0..<k).map { ListIndexPath(first.section, first.row + $0) })
  }
}
