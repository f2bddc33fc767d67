extension KnownText {
  /// The data source's cells in the wordings ListScript does not model: iOS 6's nil-cell text.
  /// (The texts of registration and dequeue, of cells and of supplementary views, and a data
  /// source that is gone, are modelled: `ProvisionFailure`, reproduced by `explain`.)
  static let registration: [KnownText] = [
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
      ])
  ]
}
