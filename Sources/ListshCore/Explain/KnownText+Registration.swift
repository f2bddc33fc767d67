extension KnownText {
  /// The data source's cells and supplementary views in the wordings ListScript does not model:
  /// supplementary views, iOS 6's nil-cell text, a data source that is gone. (The cell texts of
  /// registration and dequeue are modelled: `ProvisionFailure`, reproduced by `explain`.)
  static let registration: [KnownText] = [
    KnownText(
      id: "dequeue-supplementary-unregistered",
      signatures: ["could not dequeue a view of kind: "],
      meaning:
        "The data source asked for a supplementary view (a header, a footer, a layout's own kind) under an identifier the collection view has no class or nib registered for, for that kind. (A cell's text, of kind UICollectionElementKindCell, is reproduced.)",
      causes: [
        "The view was registered for another kind than the one asked for: forSupplementaryViewOfKind given the identifier, or the header's kind used for a footer.",
        "The identifier was never registered, or registered on another collection view, or after the first layout.",
      ],
      fix:
        "Register every supplementary identifier with the kind the layout asks for (UICollectionView.elementKindSectionHeader, …) before the first layout, or use a UICollectionView.SupplementaryRegistration.",
      sources: [
        "GitHub README of the LetsEat tutorial project (code index id 40094789049; repository not named by the index)"
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
  ]
}
