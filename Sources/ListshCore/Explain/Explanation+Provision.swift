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
    case .dequeuedAtInvalidIndexPath(let p):
      what = [
        "dequeueReusableCell(withIdentifier:for:) was given \(p), an index path the table does not have: the dequeue measures the row it is for, and the table's row data asserts that the row exists.",
        "Likeliest cause: a dequeue with an index path outside cellForRowAt: in a unit test of the data source, with a table that has not loaded its data (openradar 13213361), in heightForRowAt, or for a row the model has and the table has not been told of yet.",
        "Fix: dequeue with an index path only in cellForRowAt, with the one the table passed; elsewhere use dequeueReusableCell(withIdentifier:) or a sizing cell, and in a test give the table its data first (reloadData, then layoutIfNeeded) and ask it for the cell (cellForRow(at:)).",
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
    case .inReuseQueue:
      what = [
        "The data source returned a cell that is in the collection view's reuse queue: one it kept from an earlier request (a cache of cells by item, or a property holding a cell) that has since scrolled off and been queued for reuse. From iOS 18 UIKit checks this (an app built with an older SDK gets a log and UIKit takes the cell out of the queue); a table takes the cell out of its queue silently.",
        "Fix: never keep cells; dequeue in \(cellFor) every time and keep state in the model, not in cell objects.",
      ]
    case .reconfiguredDifferently(let dequeued, let original):
      what = [
        "reconfigure\(reading.noun == .table ? "Rows" : "Items")(at:) asks the data source for the existing cell, and the data source dequeued under \"\(dequeued)\" where the cell was dequeued under \"\(original)\". A reconfigure updates the cell in place; a different registration or identifier needs a reload.",
        "Likeliest cause: the item's kind changed (a row that switches from a label to a switch), and the update reconfigures instead of reloading.",
        "Fix: reload the item when its cell type changes (reloadItems, or a snapshot's reloadItems); reconfigure only when the same cell type shows new content.",
      ]
    case .supplementaryUnregistered(let kind, let id):
      what = [
        "The data source dequeued a supplementary view of kind \(kind.rawValue) under \"\(id)\", which the collection view has no class or nib registered for (register(_:forSupplementaryViewOfKind:withReuseIdentifier:)). UIKit checks at the dequeue, on every version.",
        "Likeliest causes: the view was registered for another kind (a header registered as a footer, or under a layout's own kind string), the identifier differs, or the layout asks for a kind (a footer, a background) that nothing registers.",
        "Fix: register a view for every kind and identifier the layout and the data source use, before the first layout; a UICollectionView.SupplementaryRegistration carries its kind and cannot mistype it.",
      ]
    case .supplementaryNil, .supplementaryNotDequeued:
      what = [
        "The collection view asked for a header or footer (viewForSupplementaryElementOfKind) and the data source returned nil or a view it did not dequeue. The layout decides which supplementary views exist; the data source must return a dequeued view for each of them.",
        "Likeliest causes: the layout gives a section a header (a headerReferenceSize, a boundary item) while the data source returns nil or an empty UICollectionReusableView() for that section; or a diffable data source without a supplementaryViewProvider.",
        "Fix: return a dequeued view for every kind and section the layout asks for; give sections without a header a zero header size (referenceSizeForHeaderInSection) instead of returning nil.",
      ]
    case .supplementaryInReuseQueue:
      what = [
        "The data source returned a header or footer that is in the collection view's reuse queue: one it kept from an earlier request (a stored header view) that has since scrolled off and been queued. From iOS 18 UIKit raises this for an app built with the new SDK (an older one gets a log and UIKit takes the view out of the queue); iOS 17 let it pass (wildfirechat/ios-chat#505).",
        "Fix: dequeue the header or footer at every request and keep its state in the model, not in a stored view.",
      ]
    case .supplementaryKindMismatch(let requested, let dequeued, _):
      what = [
        "Asked for a view of kind \(requested.rawValue), the data source returned one dequeued for the kind \(dequeued.rawValue). UIKit checks this from iOS 14; iOS 26 rewords it and raises it for apps built with its SDK.",
        "Likeliest causes: the kind parameter ignored in viewForSupplementaryElementOfKind (a header dequeued for every kind), or a registration made with one kind and used for another (a SupplementaryRegistration's elementKind, or a boundary item's kind string that differs from the one registered).",
        "Fix: switch on the kind asked for and dequeue with that same kind; use one constant for each kind in the layout and the registration.",
      ]
    case .supplementaryRegistrationInsideProvider:
      what = [
        "A UICollectionView.SupplementaryRegistration was created inside the supplementary view provider, so each request made a new registration whose views are never reused. UIKit raises this from iOS 15.",
        "Fix: create registrations once, up front, and use them in the provider.",
      ]
    case .dataSourceNotSet:
      what = [
        "The view needed a cell (or a supplementary view) while its dataSource was nil. The view holds its data source weakly: once the object is deallocated, the view still shows the rows whose counts it read, and the next cell it needs has no one to ask.",
        "Likeliest causes: the data source is an object only the view refers to (a separate data source class, made in viewDidLoad and not stored), or it was cleared (dataSource = nil) while an update, an animation or a scroll was still to come — often a screen being dismissed.",
        "Fix: keep a strong reference to the data source for the view's lifetime (a property of the view controller), and set dataSource to nil only after the view leaves the window.",
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
