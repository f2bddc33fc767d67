import Foundation
import HeadlessUIKit
import ListDiff
import ListScript

// Foundation's `IndexPath` and the model's `ListIndexPath` in one file: neither name is
// ambiguous (an `[IndexPath]` is Foundation's).
let foundationPaths: [IndexPath] = [IndexPath(indexes: [0, 1]), IndexPath(indexes: [0, 5])]
let modelPaths = foundationPaths.map { ListIndexPath($0[0], $0[1]) }
print("paths:", modelPaths.map(\.description).joined(separator: " "))

// The diff engine on an app's own model type (README: "An item type conforms …").
struct Message: Identifiable, Equatable {
  var id: Int
  var text: String
}
let changes = Differ.diff(
  from: [Message(id: 1, text: "hi"), Message(id: 2, text: "yo"), Message(id: 3, text: "ok")],
  to: [Message(id: 3, text: "OK"), Message(id: 1, text: "hi")])
print("changeset:", changes.description.split(separator: "\n").joined(separator: "; "))

// The README's library example, as written there.
var data = DataSource(sections: [(1...8).map { "row \($0)" }])
var table = TableView<String>(platform: .ios15)
try table.endTurn(data)  // the table appears and lays itself out

try table.performBatchUpdates(dataSource: &data) { table, data in
  // One after the other: rows 1 and 6.
  try data.remove(at: [ListIndexPath(0, 1), ListIndexPath(0, 5)])
  try table.deleteRows(at: [ListIndexPath(0, 1), ListIndexPath(0, 5)], dataSource: data)
}
try table.endTurn(data)
print(table.visibleCells.map { $0.displayed ?? "-" })  // the fifth cell shows "row 7": stale

// UIKit's exception text for a batch whose counts do not add up, as a typed error.
var counts = DataSource(sections: [[1, 2, 3]])
var numbers = TableView<Int>(platform: .ios17)
try numbers.endTurn(counts)
counts.setItems([1, 2, 3, 4])
do {
  try numbers.performBatchUpdates(dataSource: &counts) { _, _ in }
} catch let error as TableError {
  print("exception:", error.message.prefix(80))
}

// The language, in process: a scenario's text in, what it prints out.
final class Printed: @unchecked Sendable { var text = "" }
let printed = Printed()
let interpreter = Interpreter(
  trace: .off, echo: false,
  emit: { output in
    switch output {
    case .text(let text): printed.text += text
    case .diagnostic(let diagnostic): printed.text += diagnostic.rendered()
    }
  })
let status = interpreter.run(
  SourceFile(name: "client.lsh", text: "table\ndata [1, 2, 3]\nprint visible\nassert rows == 3\n"))
print("script:", printed.text.trimmingCharacters(in: .newlines), "status:", status)

// The DocC catalogues' examples (one file per library).
diffingExamples()
sectionExamples()
try tableViewExamples()
try itemExamples()
try exceptionExamples()
try diffableExamples()
try planningExamples()
try heightExamples()
try collectionExamples()
interpreterExamples()
replExamples()
recorderExamples()
insertWithoutTheModel(on: .ios17)
try applyingSnapshots()
