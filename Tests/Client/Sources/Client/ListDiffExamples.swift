// swift-format-ignore-file: NeverForceUnwrap
// The examples unwrap what they know is there, as a reader would in a playground.

import ListDiff

// The examples of the ListDiff catalogue (`Sources/ListDiff/ListDiff.docc`), each as the
// article shows it: `DocCExampleTests` checks that every Swift listing there is here, line
// for line, and `scripts/test` compares what they print with `expected.txt`.

/// ListDiff.md and DiffingLists.md.
func diffingExamples() {
  let old = ["a", "b", "c", "d"]
  let new = ["d", "a", "b", "e"]
  let changes: Changeset = Differ.diff(
    from: old, to: new, identity: { $0 }, contentEquals: ==)
  print(changes.deletes, changes.inserts)  // [2] [3]
  print(changes.moves.map { "\($0.from)→\($0.to)" })  // ["3→0"]

  struct Contact: Identifiable, Equatable {
    var id: Int
    var name: String
  }
  let before = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")]
  let after = [Contact(id: 2, name: "Bob"), Contact(id: 1, name: "Ann")]
  let contacts = Differ.diff(from: before, to: after)
  for update in contacts.updates {
    print("update", before[update.old].name, "→", after[update.new].name)  // update Bo → Bob
  }
  print(contacts.moves.count)  // 1: one move explains the new order
}

/// DiffingSections.md.
func sectionExamples() {
  struct Group {
    var title: String
    var names: [String]
  }
  let old = [Group(title: "A", names: ["Ann", "Avi"]), Group(title: "B", names: ["Bo"])]
  let new = [Group(title: "B", names: ["Bo", "Avi"]), Group(title: "A", names: ["Ann"])]
  let changes = Differ.diff(
    sections: old, to: new,
    sectionIdentity: { _, group in group.title },
    sectionContentEquals: { $0.title == $1.title },
    items: \.names,
    identity: { $0 }, contentEquals: ==)
  print(changes.sections.moves.map { "\($0.from)→\($0.to)" })  // ["1→0"]
  print(changes.moves.map { "\($0.from)→\($0.to)" })  // ["0:1→0:1"]: Avi changes section

  let path = ListIndexPath(0, 3)
  print(path, path.swiftDescription, path.uikitDescription)
  // 0:3 [0, 3] {length = 2, path = 0 - 3}
}
