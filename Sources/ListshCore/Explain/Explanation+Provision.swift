import HeadlessUIKit

extension Explanation {
  /// What a registration or dequeue text means, its likeliest causes, the fix, and the profiles
  /// that raise it (docs/table-model.md, "Cells: registration and dequeue").
  static func provisionParagraphs(_ failure: ProvisionFailure, _ reading: ExceptionReading)
    -> [String]
  {
    let cellFor = reading.noun == .table ? "cellForRowAt" : "cellForItemAt"
    let what: [String]
    switch failure {
    case .unregistered(let id):
      what = [
        "The data source asked for a reusable cell under the identifier \"\(id)\", which the view has no class, nib or storyboard prototype for. UIKit checks at the dequeue, on every version.",
        "Likeliest causes: the identifier was registered on another instance of the view, after its first layout, or not at all; it differs by a character from the one registered; or a storyboard prototype's identifier is empty.",
        "Fix: register every identifier on the view before it first asks for cells (viewDidLoad), and keep identifiers in one constant; a UICollectionView.CellRegistration has no string to mistype.",
      ]
    case .invalidNib(let id):
      what = [
        "The nib registered for \"\(id)\" does not hold exactly one top-level view of the cell's class: UIKit raises when it first makes a cell from it.",
        "Fix: give the nib a single top-level cell (no stray views or gesture recognizers) whose class is set to yours.",
      ]
    case .dequeuedTwice(let id, let p):
      what = [
        "dequeueReusableCell(withIdentifier: \"\(id)\", for:) was called a second time for \(p) while the table was asking for that row's cell.",
        "Likeliest cause: a cell dequeued with an index path outside \(cellFor) (in heightForRowAt, to read a cell's size, or to configure it early), or \(cellFor) dequeuing twice.",
        "Fix: use the index-path form only in \(cellFor) and return what it gives; elsewhere keep a sizing cell made with init, or let the table size its cells itself.",
      ]
    case .noCell:
      what = [
        "The data source returned no cell (nil) for an index path the view asked about.",
        "Likeliest causes: \(cellFor) reaches a branch that returns nil (a section or row it did not expect, often one the counts report and the model no longer has after a change), or a cell provider returns nil for an item kind it does not handle.",
        "Fix: return a dequeued cell on every path; when the counts and the model disagree, fix the update that made them disagree.",
      ]
    case .notDequeued:
      what = [
        "The collection view was given a cell that was not dequeued from it: one made with init, or loaded from a nib directly.",
        "Fix: dequeue every cell from the collection view that asks, in \(cellFor) or the cell provider, and return that cell.",
      ]
    case .dequeuedNotReturned:
      what = [
        "A cell (or supplementary view) was dequeued and never returned to the collection view for display. From iOS 18 UIKit checks this and raises; iOS 17 let it pass, which is why apps crash only on the newer system (Instabug-iOS#503, \"Crash on iOS18 (works at iOS17)\").",
        "Likeliest causes: a cell dequeued outside \(cellFor) — to measure its size in sizeForItemAt, or ahead of time — or \(cellFor) dequeuing twice and returning the second cell, or a provider dequeuing a header and returning another view.",
        "Fix: dequeue only in the data source's cell and supplementary callbacks and return what you dequeued; measure with a separate sizing cell made with init, or use self-sizing cells.",
      ]
    case .registrationInsideProvider:
      what = [
        "A UICollectionView.CellRegistration was created inside the cell provider (or cellForItemAt), so each request made a new registration whose cells are never reused. UIKit raises this from iOS 15; on iOS 14 it had no effect but the waste.",
        "Fix: create registrations once, up front (a property, or before the data source), and use them in the provider.",
      ]
    case .alreadyInitialized:
      what = [
        "An initializer ran a second time on a view that was already initialized: typically [cell initWithStyle:reuseIdentifier:] called on a cell the table had just dequeued. iOS 18 checks this; iOS 17 let it pass (monal-im/Monal#1249).",
        "Fix: configure the dequeued cell; never call init on it again (make a cell with init only where none is dequeued).",
      ]
    }
    let profiles = reading.platforms.map(\.rawValue).joined(separator: ", ")
    return what + ["ListScript raises this wording on \(profiles)."]
  }
}
