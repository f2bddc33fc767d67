extension KnownText {
  /// Diffable data sources: identifiers, threads, snapshots UIKit checks on apply.
  static let diffable: [KnownText] = [
    KnownText(
      id: "equal-identifiers-different-hashes",
      signatures: ["item identifiers that are equal but have different hash values"],
      meaning:
        "Two item identifiers compare equal (==) but hash differently, which breaks the diff a snapshot is applied with.",
      causes: [
        "An identifier type whose == compares some properties (an id) while its hash(into:) combines others (a title, a count): two versions of one item are equal but hash apart."
      ],
      fix:
        "Make == and hash(into:) use the same properties (usually just the stable id), and put changing content in the cell's configuration, reloaded or reconfigured by identifier.",
      sources: [
        "https://github.com/AlphaWallet/alpha-wallet-ios/pull/5806",
        "https://github.com/AlphaWallet/alpha-wallet-ios/issues/7092",
      ]),
    KnownText(
      id: "diffable-not-thread-confined",
      signatures: ["applying updates in a non-thread confined manner is dangerous"],
      meaning:
        "A diffable data source was given snapshots from more than one queue; UIKit logs this warning, and the deadlock it warns of can follow.",
      causes: [
        "apply(_:) called from a background queue in one path and from the main queue in another."
      ],
      fix: "Apply every snapshot of a data source from one queue (the main queue).",
      logged: true,
      sources: ["https://github.com/mastodon/mastodon-ios/issues/860"],
      reproduction: [
        "platform ios16", "collection", "diffable", "let s = snapshot()",
        "s.appendSections([\"main\"])", "apply s on background", "apply s",
      ]),
    KnownText(
      id: "snapshot-section-count-mismatch",
      signatures: [
        "dataSourceSnapshot.numberOfSections == sectionIdentifiers.count",
        "initialSnapshot.numberOfSections == initialSections.count",
      ],
      meaning:
        "When a snapshot was applied, the data source's own record of the sections disagreed with the collection or table view's: a consistency assertion inside UIKit.",
      causes: [
        "The view was changed behind the data source's back (reloadData, or a classic update call, on a view with a diffable data source), or snapshots were applied from two queues at once."
      ],
      fix:
        "Change the view only through the diffable data source, from one queue; never call reloadData or insertSections on it directly.",
      sources: [
        "https://github.com/the-blue-alliance/the-blue-alliance-ios/issues/713",
        "https://techqa.club/v/q/invalid-parameter-not-satisfying-initialsnapshot-numberofsections-initialsections-count-67285581",
      ]),
    KnownText(
      id: "identifiers-not-unique-ios13",
      signatures: ["Fatal: supplied identifiers are not unique."],
      meaning:
        "A snapshot call was given an identifier twice, in iOS 13's wording (later versions say \"item identifiers\" and list them; ListScript models that wording).",
      causes: [
        "Duplicate identifiers in one appendItems call, often from identifiers built from content rather than a stable id."
      ],
      fix: "Make identifiers unique: a stable id per item.",
      sources: ["https://github.com/apptekstudios/ASCollectionView/issues/80"]),
    KnownText(
      id: "identifier-already-exists-warning",
      signatures: [
        "that already exists in the snapshot. The existing item identifier will be moved",
        "item identifiers that already exist in the snapshot",
      ],
      meaning:
        "An identifier already in the snapshot was appended or inserted again; UIKit logs this and moves it into place instead of failing.",
      causes: ["Appending a page of items that overlaps the items already shown."],
      fix:
        "Append only identifiers the snapshot lacks (check indexOfItem(_:)), or rebuild the snapshot from the model. ListScript logs the same warning from ios15 on: a scenario that appends an item twice shows it.",
      logged: true,
      sources: ["https://github.com/jessesquires/ReactiveCollectionsKit/pull/138"]),
  ]
}
