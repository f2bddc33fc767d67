extension KnownText {
  /// Cell and supplementary view registration, dequeue and the data source's cells.
  static let registration: [KnownText] = [
    KnownText(
      id: "dequeue-unregistered",
      signatures: [
        "could not dequeue a view of kind:", "unable to dequeue a cell with identifier",
      ],
      meaning:
        "The data source asked for a reusable cell (or supplementary view) under an identifier the view has no class, nib or storyboard prototype for.",
      causes: [
        "The identifier was never registered with this view: register(_:forCellWithReuseIdentifier:) or register(_:forCellReuseIdentifier:) ran on another instance, after the first layout, or not at all.",
        "The identifier differs by a character from the one registered, or the storyboard prototype's identifier is empty.",
      ],
      fix:
        "Register every identifier on the view before it first asks for cells (viewDidLoad), and keep identifiers in one constant; with UICollectionView.CellRegistration there is no string to mistype.",
      sources: [
        "https://github.com/nuno/TiCollectionView/issues/81",
        "https://github.com/renzifeng/ZFPlayer/issues/253",
      ]),
    KnownText(
      id: "dequeue-not-used",
      signatures: [
        "was not retrieved by calling -dequeueReusableSupplementaryViewOfKind",
        "does not match the element kind it is being used for",
        "does not have a reuseIdentifier - cells must be retrieved by calling",
      ],
      meaning:
        "The view returned for a cell or supplementary element was not dequeued from this view for that element (it was made with init, is nil, or was dequeued for another kind).",
      causes: [
        "viewForSupplementaryElementOfKind returns a view for a kind the layout did not ask for, or nil for one it did (a footer the layout now shows).",
        "A cell or header made with init(frame:) or loaded from a nib directly instead of dequeued.",
      ],
      fix:
        "Always return dequeueReusableSupplementaryView(ofKind: kind, …) with the kind passed in, for every kind the layout produces, and dequeue every cell from the view that asks.",
      sources: [
        "https://github.com/njdehoog/NHBalancedFlowLayout/issues/36",
        "https://github.com/Instagram/IGListKit/issues/1123",
      ]),
    KnownText(
      id: "dequeued-view-not-returned",
      signatures: ["Expected dequeued view to be returned to the collection view"],
      meaning:
        "A cell or supplementary view was dequeued and not returned to the collection view for display (iOS 17 and later check this).",
      causes: [
        "A cell dequeued outside cellForItemAt, to measure its size (in sizeForItemAt or a height cache) or to configure it early.",
        "cellForItemAt dequeues twice and returns the second cell, or a provider dequeues a header and returns another view.",
      ],
      fix:
        "Dequeue only in the data source's cell and supplementary callbacks and return what you dequeued; measure with a separate sizing cell made with init, or with self-sizing cells.",
      sources: [
        "https://github.com/didi/DoKit/issues/1195",
        "https://github.com/mikaoj/BSImagePicker/issues/367",
        "https://github.com/Upstarts/editor.js-kit-ios/issues/31",
      ]),
    KnownText(
      id: "dequeue-twice-same-path",
      signatures: ["Attempted to dequeue multiple cells for the same index path"],
      meaning:
        "dequeueReusableCell(withIdentifier:for:) was called twice for one index path during one request from the table.",
      causes: [
        "A cell dequeued with an index path outside cellForRowAt (in heightForRowAt, or to read a cell's size)."
      ],
      fix:
        "Use the index-path form only in cellForRowAt; elsewhere keep a sizing cell, or let the table self-size.",
      sources: ["https://github.com/kif-framework/KIF/issues/1040"]),
    KnownText(
      id: "no-cell-returned",
      signatures: [
        "dataSource must return a cell from tableView:cellForRowAtIndexPath:",
        "failed to obtain a cell from its dataSource",
        "did not return a valid cell from -collectionView:cellForItemAtIndexPath:",
      ],
      meaning: "The data source returned no cell (nil) for an index path the view asked about.",
      causes: [
        "cellForRowAt (or an Objective-C data source) reaches a branch that returns nil: a section or row it did not expect, often one the counts report and the model does not have after a change.",
        "A cell provider that returns nil for an item kind it does not handle.",
      ],
      fix:
        "Return a dequeued cell on every path of cellForRowAt; when the counts and the model disagree, fix the update that made them disagree (listsh explain's count texts).",
      sources: [
        "https://github.com/Grouper/FlatUIKit/issues/93",
        "https://github.com/innovian/HVTableView/issues/27",
        "https://github.com/TextureGroup/Texture/issues/2099",
      ]),
    KnownText(
      id: "data-source-not-set",
      signatures: ["UITableView dataSource is not set"],
      meaning:
        "The table laid itself out (or was updated) while its dataSource was nil, or the object it pointed to was gone.",
      causes: [
        "The data source is held weakly only by the table and was deallocated, or was cleared (dataSource = nil) while an update or a layout pass was still to come."
      ],
      fix:
        "Keep a strong reference to the data source for the table's lifetime, and set it before the table is in a window.",
      sources: ["https://github.com/toggl/mobile/issues/1559"]),
    KnownText(
      id: "invalid-nib",
      signatures: ["invalid nib registered for identifier"],
      meaning:
        "The nib registered for an identifier does not hold exactly one top-level view of the expected class.",
      causes: [
        "The nib's top level has more than one object (a stray view or gesture recognizer) or a plain UIView rather than the cell class."
      ],
      fix:
        "Give the nib a single top-level UICollectionViewCell (or UITableViewCell) whose class is set to yours.",
      sources: ["https://github.com/wokalski/WCFastCell/issues/11"]),
  ]
}
