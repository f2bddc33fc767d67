extension KnownText {
  /// The data source's cells in the wordings ListScript does not model: iOS 6's nil-cell text, a
  /// data source that is gone. (The texts of registration and dequeue, of cells and of
  /// supplementary views, are modelled: `ProvisionFailure`, reproduced by `explain`.)
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
