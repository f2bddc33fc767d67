import HeadlessUIKit
import ListDiff

extension CrashScenario {
  /// The most rows before the index path a provision text names, so that its row shows.
  static let maxProvisionRow = 2_000

  /// Whether a scenario can spell `id` as a string literal that prints as it: plain text of at
  /// most 200 bytes.
  static func spellable(_ id: String) -> Bool {
    id.utf8.count <= 200 && !id.isEmpty
      && !id.unicodeScalars.contains(where: TerminalText.isUnsafeInSource)
  }

  /// A scenario whose data source registers, dequeues or returns a cell as the text says.
  ///
  /// A failure that names an index path is raised there: the view shows every row up to it
  /// (its height made to fit them), a correct provider fills the screen, then the provider
  /// goes wrong and that one row is reloaded, so that its request is the one that fails.
  static func provision(_ failure: ProvisionFailure, _ reading: ExceptionReading)
    throws(CrashScenarioError) -> CrashScenario
  {
    let platform = profile(for: reading)
    let collection = reading.noun == .collection
    var standIns =
      "the objects' descriptions (addresses, frames) are written <…>: the model has no objects to describe"
    // An identifier is written back when it is plain text; otherwise `standIn` ("Cell") does,
    // and the text expected names it.
    var spelledAs: [String: String] = [:]
    func written(_ id: String, standIn: String = "Cell") -> String {
      if spellable(id) { return literal(id) }
      standIns += "; \"\(standIn)\" stands in for the identifier, which a scenario cannot spell"
      spelledAs[id] = standIn
      return literal(standIn)
    }
    func view(fitting p: ListIndexPath?) throws(CrashScenarioError) -> [String] {
      guard let p else { return [collection ? "collection" : "table"] }
      try Recipe.fits(section: p.section)
      try Recipe.require(p.row >= 0 && p.section >= 0, "its index path is negative")
      try Recipe.require(p.row < maxProvisionRow, "its row is beyond what a scenario shows")
      let lines = collection ? (p.row / 6 + 1) * 60 : (p.row + 1) * 44
      return [(collection ? "collection height " : "table height ") + "\(lines + 100)"]
    }
    func data(_ p: ListIndexPath) -> String {
      var counts = [Int](repeating: 0, count: p.section + 1)
      counts[p.section] = p.row + 1
      return "data sections " + sections(counts)
    }
    let reload = collection ? "reload items" : "reload rows"
    // A band asked for under a layout's own kind stands as a section header: ListScript's
    // layouts ask for headers and footers only. The failure the scenario raises instead.
    var raisedInstead: ProvisionFailure?
    func asked(_ kind: ElementKind, _ standard: ProvisionFailure) -> ElementKind {
      guard kind != .header, kind != .footer else { return kind }
      raisedInstead = standard
      standIns +=
        "; the layout's own kind \(kind.rawValue) is asked for as a section header (ListScript's layouts ask for headers and footers only)"
      return .header
    }
    // A collection view whose sections have headers and footers 40 points high, scrolled to
    // the section a supplementary text names, so that its bands are the only ones asked for.
    func supplementaryView(showing s: Int = 0) throws(CrashScenarioError) -> [String] {
      try Recipe.fits(section: s)
      try Recipe.require(s >= 0, "its index path is negative")
      try Recipe.require(s < maxProvisionRow, "its section is beyond what a scenario shows")
      var counts = [Int](repeating: 0, count: s + 1)
      counts[s] = 1
      return [
        "collection height 100", "section header 40", "section footer 40",
        "data sections " + sections(counts),
      ] + (s > 0 ? ["scroll to \(s * 80)"] : [])
    }
    // The band a kind names: a header or a footer (a layout's own kind asks as a header).
    func band(_ kind: ElementKind) -> String { kind == .footer ? "footer" : "header" }
    // The `of KIND` option for a view dequeued for `kind` where `asked` is asked for.
    func of(_ kind: ElementKind, asked: ElementKind = .header) -> String {
      if kind == asked { return "" }
      switch kind {
      case .header: return " of header"
      case .footer: return " of footer"
      default: return " of \(written(kind.rawValue))"
      }
    }
    // One row, registered as `registered` says, whose first request goes wrong as `mistake`
    // says: a reload asks for its cell.
    func firstRequest(_ registered: [String], _ why: String, _ mistake: String)
      throws(CrashScenarioError) -> [String]
    {
      try view(fitting: nil) + registered + ["data [\"a\"]", "# " + why, mistake, "reload"]
    }
    // Row `p` shown with a correct provider, then the provider goes wrong as `mistake` says and
    // that one row is reloaded, so that its request is the one that fails.
    func requestAt(_ p: ListIndexPath, _ why: String, _ mistake: [String])
      throws(CrashScenarioError) -> [String]
    {
      try view(fitting: p) + [
        "register cell \"Cell\"", "provider dequeue \"Cell\"", data(p), "reload", "# " + why,
      ] + mistake + ["\(reload) \(p)"]
    }
    var lines = ["platform \(platform.rawValue)"]
    switch failure {
    case .unregistered(let id):
      lines += try firstRequest(
        [], "the data source dequeues under an identifier no one registered",
        "provider dequeue \(written(id))")
    case .invalidNib(let id):
      let id = written(id)
      lines += try firstRequest(
        ["register cell \(id) invalidnib"], "a nib whose top level is not exactly one cell",
        "provider dequeue \(id)")
    case .dequeuedTwice(let id, let p):
      let id = written(id)
      lines +=
        try view(fitting: p) + [
          "register cell \(id)", "provider dequeue \(id)", data(p), "reload",
          "# heightForRowAt (or code that configures a cell early) dequeues with the index path",
          "dequeue \(id) at \(p)", "\(reload) \(p)",
        ]
    case .dequeuedAtInvalidIndexPath(let p):
      // The table has every section before the one named, each with one row, and the named
      // section (when it is not past them) one row fewer than the index asks for.
      try Recipe.fits(section: p.section)
      try Recipe.require(p.row >= 0, "its row is negative")
      try Recipe.require(p.row < maxRows, "its row is beyond what a scenario names")
      var counts = [Int](repeating: 1, count: p.section + 1)
      counts[p.section] = p.row
      lines += [
        "table", "register cell \"Cell\"", "data sections " + sections(counts),
        "# code outside cellForRowAt (a test of the data source, heightForRowAt) dequeues with an index path the table does not have",
        "dequeue \"Cell\" at \(p)",
      ]
    case .noCell(let p):
      lines += try requestAt(
        p, "the data source reaches a branch that returns nil",
        ["provider dequeue \"Cell\" returning nil"])
    case .notDequeued(let p):
      lines += try requestAt(
        p, "the data source returns a cell made with init, not dequeued",
        ["provider dequeue \"Cell\" returning new"])
    case .dequeuedNotReturned:
      lines += try firstRequest(
        ["register cell \"Cell\""],
        "cellForItemAt dequeues a cell it does not return (or one was dequeued to measure a size)",
        "provider dequeue \"Cell\" twice")
    case .registrationInsideProvider:
      lines += try firstRequest(
        [], "the cell provider makes its CellRegistration anew at each request",
        "provider registration inside")
    case .inReuseQueue(let p):
      lines += try requestAt(
        p, "the data source returns a cell it kept, which is in the reuse queue now",
        ["reload", "provider dequeue \"Cell\" returning queued"])
    case .reconfiguredDifferently(let dequeued, let original):
      guard dequeued != original else {
        throw Recipe.impossible(
          "it names one reuse identifier twice, where UIKit raises it for two that differ")
      }
      // Two identifiers that differ stay two: a stand-in is not the other's spelling.
      let originalStandIn = spellable(dequeued) && dequeued == "Cell" ? "Other" : "Cell"
      let originalName = spellable(original) ? original : originalStandIn
      let spelled = (
        dequeued: written(dequeued, standIn: originalName == "Cell" ? "Other" : "Cell"),
        original: written(original, standIn: originalStandIn)
      )
      let (dequeued, original) = (spelled.dequeued, spelled.original)
      lines +=
        try view(fitting: nil) + [
          "register cell \(original)", "register cell \(dequeued)", "data [\"a\"]",
          "provider dequeue \(original)", "reload",
          "# the item's cell type changes, and the update reconfigures it",
          "provider dequeue \(dequeued)", "reconfigure \(collection ? "items" : "rows") 0:0",
        ]
    case .supplementaryUnregistered(let kind, let id):
      lines +=
        try supplementaryView() + [
          "# the data source dequeues a view no one registered for this kind and identifier",
          "provider header dequeue \(written(id))\(of(kind))", "layout",
        ]
    case .supplementaryNil(var kind, let s), .supplementaryNotDequeued(var kind, let s):
      let returning = if case .supplementaryNil = failure { "nil" } else { "new" }
      kind = asked(
        kind,
        returning == "nil"
          ? .supplementaryNil(.header, section: s) : .supplementaryNotDequeued(.header, section: s))
      lines +=
        try supplementaryView(showing: s) + [
          "register \(band(kind)) \"Header\"",
          "# the layout asks for a \(band(kind)) the data source does not dequeue",
          "provider \(band(kind)) dequeue \"Header\" returning \(returning)", "layout",
        ]
    case .supplementaryInReuseQueue(var kind, let s):
      kind = asked(kind, .supplementaryInReuseQueue(.header, section: s))
      lines +=
        try supplementaryView(showing: s) + [
          "register \(band(kind)) \"Header\"", "provider \(band(kind)) dequeue \"Header\"",
          "# the data source keeps the views it returns, and returns one that is queued now",
          "provider \(band(kind)) dequeue \"Header\" returning queued", "reload",
        ]
    case .supplementaryKindMismatch(var requested, var dequeued, let s):
      if requested != .header, requested != .footer, dequeued == .header { dequeued = .footer }
      requested = asked(
        requested, .supplementaryKindMismatch(requested: .header, dequeued: dequeued, section: s))
      let registered =
        switch dequeued {
        case .header, .footer: "register \(band(dequeued)) \"Header\""
        default: "register supplementary \(written(dequeued.rawValue)) \"Header\""
        }
      lines +=
        try supplementaryView(showing: s) + [
          registered, "# asked for one kind, the data source dequeues a view of another",
          "provider \(band(requested)) dequeue \"Header\"\(of(dequeued, asked: requested))",
          "layout",
        ]
    case .supplementaryRegistrationInsideProvider:
      lines +=
        try supplementaryView() + [
          "# the provider makes its SupplementaryRegistration anew at each request",
          "provider header registration inside", "layout",
        ]
    case .dataSourceNotSet(let reconfiguring) where reconfiguring && !collection:
      lines += [
        "table", "data [\"a\"]",
        "# the data source object is deallocated, then a row is reconfigured",
        "provider gone", "reconfigure rows 0:0",
      ]
    case .dataSourceNotSet:
      lines += [
        collection ? "collection height 200" : "table height 200", "data range(0, 40)",
        "# the data source object is deallocated while the view still shows its rows",
        "provider gone", "scroll to 600",
      ]
    case .alreadyInitialized:
      lines += try firstRequest(
        ["register cell \"Cell\""], "the data source calls init again on the cell it dequeued",
        "provider dequeue \"Cell\" reinit")
    }
    if reading.cutShort {
      standIns += "; the paste stops short, and the scenario raises the whole text"
    }
    if !spelledAs.isEmpty {
      raisedInstead = (raisedInstead ?? failure).mappingIdentifiers { spelledAs[$0] ?? $0 }
    }
    let expected =
      reading.expectedName + ": "
      + (raisedInstead?.message(on: platform, view: reading.noun) ?? reading.message(on: platform))
    return CrashScenario(
      platform: platform, statements: lines, expected: expected,
      standIns: expected.contains("<…>") || standIns.contains(";") ? standIns : nil)
  }
}

extension ProvisionFailure {
  /// The same failure with each reuse identifier it names passed through `f`: what a scenario
  /// raises when it spells an identifier otherwise.
  ///
  /// - Complexity: O(1).
  func mappingIdentifiers(_ f: (String) -> String) -> ProvisionFailure {
    switch self {
    case .unregistered(let id): .unregistered(identifier: f(id))
    case .invalidNib(let id): .invalidNib(identifier: f(id))
    case .dequeuedTwice(let id, let p): .dequeuedTwice(identifier: f(id), p)
    case .reconfiguredDifferently(let dequeued, let original):
      .reconfiguredDifferently(dequeued: f(dequeued), original: f(original))
    case .supplementaryUnregistered(let kind, let id):
      .supplementaryUnregistered(kind, identifier: f(id))
    case .noCell, .notDequeued, .dequeuedAtInvalidIndexPath, .dequeuedNotReturned,
      .registrationInsideProvider,
      .supplementaryRegistrationInsideProvider, .alreadyInitialized, .dataSourceNotSet,
      .inReuseQueue, .supplementaryNil, .supplementaryNotDequeued, .supplementaryInReuseQueue,
      .supplementaryKindMismatch:
      self
    }
  }
}
