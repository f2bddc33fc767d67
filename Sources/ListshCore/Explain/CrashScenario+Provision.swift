import HeadlessUIKit
import ListDiff

extension CrashScenario {
  /// The most rows before the index path a provision text names, so that its row shows.
  static let maxProvisionRow = 2_000

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
    // An identifier is written back when it is plain text; otherwise "Cell" stands in.
    func written(_ id: String) -> String {
      if id.utf8.count <= 200, !id.isEmpty,
        !id.unicodeScalars.contains(where: TerminalText.isUnsafeInSource)
      {
        return literal(id)
      }
      standIns += "; \"Cell\" stands in for the identifier, which a scenario cannot spell"
      return "\"Cell\""
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
    var lines = ["platform \(platform.rawValue)"]
    switch failure {
    case .unregistered(let id):
      lines +=
        try view(fitting: nil) + [
          "data [\"a\"]", "# the data source dequeues under an identifier no one registered",
          "provider dequeue \(written(id))", "reload",
        ]
    case .invalidNib(let id):
      let id = written(id)
      lines +=
        try view(fitting: nil) + [
          "data [\"a\"]", "# a nib whose top level is not exactly one cell",
          "register cell \(id) invalidnib", "provider dequeue \(id)", "reload",
        ]
    case .dequeuedTwice(let id, let p):
      let id = written(id)
      lines +=
        try view(fitting: p) + [
          "register cell \(id)", "provider dequeue \(id)", data(p), "reload",
          "# heightForRowAt (or code that configures a cell early) dequeues with the index path",
          "dequeue \(id) at \(p)", "\(reload) \(p)",
        ]
    case .noCell(let p), .notDequeued(let p):
      let wrong =
        if case .noCell = failure {
          "# the data source reaches a branch that returns nil"
        } else {
          "# the data source returns a cell made with init, not dequeued"
        }
      let returning = if case .noCell = failure { "nil" } else { "new" }
      lines +=
        try view(fitting: p) + [
          "register cell \"Cell\"", "provider dequeue \"Cell\"", data(p), "reload", wrong,
          "provider dequeue \"Cell\" returning \(returning)", "\(reload) \(p)",
        ]
    case .dequeuedNotReturned:
      lines +=
        try view(fitting: nil) + [
          "register cell \"Cell\"", "data [\"a\"]",
          "# cellForItemAt dequeues a cell it does not return (or one was dequeued to measure a size)",
          "provider dequeue \"Cell\" twice", "reload",
        ]
    case .registrationInsideProvider:
      lines +=
        try view(fitting: nil) + [
          "data [\"a\"]", "# the cell provider makes its CellRegistration anew at each request",
          "provider registration inside", "reload",
        ]
    case .alreadyInitialized:
      lines +=
        try view(fitting: nil) + [
          "register cell \"Cell\"", "data [\"a\"]",
          "# the data source calls init again on the cell it dequeued",
          "provider dequeue \"Cell\" reinit", "reload",
        ]
    }
    if reading.cutShort {
      standIns += "; the paste stops short, and the scenario raises the whole text"
    }
    let expected = reading.expectedName + ": " + reading.message(on: platform)
    return CrashScenario(
      platform: platform, statements: lines, expected: expected,
      standIns: expected.contains("<…>") || standIns.contains(";") ? standIns : nil)
  }
}
