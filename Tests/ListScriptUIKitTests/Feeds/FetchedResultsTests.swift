// swift-format-ignore-file: NeverForceUnwrap
// The delegate unwraps the index paths Core Data gives for each change type, as app code does.

import Foundation
import HeadlessUIKit
import ListScriptUIKit
import TestSupport
import Testing

/// A managed object as app code holds it: an identity and a field that changes.
final class Note: NSFetchRequestResult {
  let id: Int
  var text: String

  init(id: Int, text: String) {
    self.id = id
    self.text = text
  }
}

/// Apple's "Typical use" of `NSFetchedResultsControllerDelegate`, as app code writes it.
@MainActor
final class NotesController: NSObject, UITableViewDataSource,
  NSFetchedResultsControllerDelegate
{
  let tableView: UITableView
  let results: NSFetchedResultsController<Note>

  init(tableView: UITableView, results: NSFetchedResultsController<Note>) {
    self.tableView = tableView
    self.results = results
    super.init()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
    tableView.dataSource = self
    results.delegate = self
  }

  func numberOfSections(in tableView: UITableView) -> Int { results.sections?.count ?? 0 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    results.sections?[section].numberOfObjects ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    cell.textLabel?.text = results.object(at: indexPath).text
    return cell
  }

  func controllerWillChangeContent(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>
  ) {
    tableView.beginUpdates()
  }

  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    didChange sectionInfo: NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  ) {
    switch type {
    case .insert: tableView.insertSections(IndexSet(integer: sectionIndex), with: .fade)
    case .delete: tableView.deleteSections(IndexSet(integer: sectionIndex), with: .fade)
    case .move, .update: break
    }
  }

  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {
    switch type {
    case .insert: tableView.insertRows(at: [newIndexPath!], with: .fade)
    case .delete: tableView.deleteRows(at: [indexPath!], with: .fade)
    case .update: tableView.reloadRows(at: [indexPath!], with: .fade)
    case .move: tableView.moveRow(at: indexPath!, to: newIndexPath!)
    }
  }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    tableView.endUpdates()
  }
}

@MainActor struct FetchedResultsTests {
  /// Random changes of a store (inserts, deletes, moves, in-place edits) reach the app's
  /// textbook delegate as the language's `fetched change to` reports them, and end the same
  /// way on every profile.
  @Test(arguments: 0..<30) func randomChangesAgreeWithTheLanguage(seed: Int) {
    print("FetchedResultsTests seed \(seed)")
    var random = TestRandom(seed: UInt64(seed))
    let start = (1...6).map { ($0, 0) }
    var states = [start]
    var current = start
    for _ in 0..<3 {
      var next = current.shuffled(using: &random).prefix(Int.random(in: 3...7, using: &random))
        .map { ($0.0, Bool.random(using: &random) ? $0.1 + 1 : $0.1) }
      next.append((states.count * 10 + 7, 0))
      current = next.shuffled(using: &random)
      states.append(current)
    }
    func records(_ state: [(Int, Int)]) -> String {
      "[" + state.map { "{id: \($0.0), t: \"v\($0.1)\"}" }.joined(separator: ", ") + "]"
    }
    for profile in CrossCheckTests.profiles {
      var api: String?
      var visible: [String] = []
      do {
        try Headless.run(on: profile) {
          var notes: [Int: Note] = [:]
          func objects(_ state: [(Int, Int)]) -> ([Note], [Note]) {
            var updated: [Note] = []
            let list = state.map { id, version -> Note in
              let note = notes[id] ?? Note(id: id, text: "v\(version)")
              if note.text != "v\(version)" {
                note.text = "v\(version)"
                updated.append(note)
              }
              notes[id] = note
              return note
            }
            return (list, updated)
          }
          let results = NSFetchedResultsController(headlessObjects: objects(start).0)
          try results.performFetch()
          let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
          let controller = NotesController(tableView: table, results: results)
          table.reloadData()
          Headless.endTurn()
          for state in states.dropFirst() {
            let (list, updated) = objects(state)
            results.headlessChange(to: [("", list)], updated: updated)
            Headless.endTurn()
          }
          visible = table.visibleCells.compactMap(\.textLabel?.text)
          withExtendedLifetime(controller) {}
        }
      } catch {
        api = "\(error)"
      }
      let script =
        // The notes are not observable objects: no observation tracking refreshes their cells.
        ["platform \(profile.rawValue)", "table", "observation off", "fetched \(records(start))"]
        + states.dropFirst().map { "fetched change to \(records($0))" } + ["print visible"]
      let reference = LanguageReference.run(script.joined(separator: "\n"), on: profile)
      #expect(api == reference.error, "seed \(seed) on \(profile.rawValue)")
      if api == nil, reference.error == nil {
        // What the cells show, stale ones included (a move's update is not reported apart, so
        // the textbook delegate leaves the moved cell as it was).
        let shown = reference.output.matches(of: /t: "(v\d+)"/).map { String($0.1) }
        #expect(visible == shown, "seed \(seed) on \(profile.rawValue)")
        #expect(!shown.isEmpty)
      }
    }
  }
}
