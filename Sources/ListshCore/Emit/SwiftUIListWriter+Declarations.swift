import HeadlessUIKit
import ListDiff
import ListScript

/// The declarations of the SwiftUI test: the List's data, the List, and the turn helper.
extension SwiftUIListWriter {
  /// The declarations the test's class holds: the List's data, and the List (and, when a List
  /// identifies its rows by index, that List too).
  func declarations() -> [String] {
    let byIndex =
      (steps.contains(.swiftUI(.forEach(.indices))) ? Self.indexList + Self.indexRow : [])
      + (steps.contains(.swiftUI(.forEach(.range))) ? Self.rangeList : [])
    return [
      "/// The List's data: what the scenario's `data …` lines change.",
      "@MainActor final class ListModel: ObservableObject {",
      "  @Published var sections: [ListSection] = []",
      "  /// The List's `.id(…)`: a new value makes SwiftUI make the List again.",
      "  @Published var listID = \"\"",
      "}",
      "",
      "/// A section of the List: its identity (its position, for a section without one, as the",
      "/// model's is) and its rows.",
      "struct ListSection: Identifiable {",
      "  var id: String",
      "  var rows: [ListRow]",
      "}",
      "",
      "/// A row of the List: its identity (`ForEach`'s ID) and what its cell shows.",
      "struct ListRow: Identifiable {",
      "  var id: String",
      "  var text: String",
      "}",
      "",
      "/// The scenario's List: a `ForEach` of rows in each section, in a list style.",
      "struct ScenarioList<Style: ListStyle>: View {",
      "  @ObservedObject var model: ListModel",
      "  let style: Style",
      "",
      "  var body: some View {",
      "    List {",
      "      ForEach(model.sections) { section in",
      "        Section {",
      "          ForEach(section.rows) { row in Text(row.text) }",
      "        }",
      "      }",
      "    }",
      "    .listStyle(style)",
      "    .id(model.listID)",
      "  }",
      "}",
      "",
    ] + byIndex + [
      "/// One run-loop turn (or `seconds` of turns): SwiftUI updates the List at its end, and",
      "/// UIKit's exception, if it raises one, is caught and written as ListScript writes it.",
      "@MainActor private func turn(seconds: Double = 0.01) -> String? {",
      "  uikitText(LSCatchException { RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds)) })",
      "}",
      "",
    ]
  }

  /// The List whose rows are identified by index, each reading its item by index, as the
  /// app's code did (`swiftui foreach indices`).
  static let indexList = [
    "/// The scenario's List with its rows identified by index (`ForEach(indices, id: \\.self)`),",
    "/// each row a view that reads its item through the model by index, as the app's rows did",
    "/// (sections too are identified by index here; the model diffs them by their identities).",
    "struct ScenarioIndexList<Style: ListStyle>: View {",
    "  @ObservedObject var model: ListModel",
    "  let style: Style",
    "",
    "  var body: some View {",
    "    List {",
    "      ForEach(model.sections.indices, id: \\.self) { s in",
    "        Section {",
    "          ForEach(model.sections[s].rows.indices, id: \\.self) { i in",
    "            IndexRow(model: model, section: s, index: i)",
    "          }",
    "        }",
    "      }",
    "    }",
    "    .listStyle(style)",
    "    .id(model.listID)",
    "  }",
    "}",
    "",
  ]

  /// The List whose rows run over a range each section's `ForEach` reads once, as the app's
  /// code did (`swiftui foreach range`).
  static let rangeList = [
    "/// The scenario's List with each section's rows over a range (`ForEach(0..<count)`), which",
    "/// SwiftUI reads once, as the app's code did (Xcode warns that the range is not constant:",
    "/// that is the point). Sections are identified by their ids, as the model's are.",
    "struct ScenarioRangeList<Style: ListStyle>: View {",
    "  @ObservedObject var model: ListModel",
    "  let style: Style",
    "",
    "  var body: some View {",
    "    List {",
    "      ForEach(model.sections) { section in",
    "        Section {",
    "          ForEach(0..<section.rows.count) { i in",
    "            RangeRow(model: model, section: section.id, index: i)",
    "          }",
    "        }",
    "      }",
    "    }",
    "    .listStyle(style)",
    "    .id(model.listID)",
    "  }",
    "}",
    "",
    "/// A row of the range List: it reads its item through the model by its section's id and its",
    "/// index, in its own body.",
    "struct RangeRow: View {",
    "  @ObservedObject var model: ListModel",
    "  let section: String",
    "  let index: Int",
    "",
    "  var body: some View {",
    "    Text(model.sections.first { $0.id == section }.map { $0.rows[index].text } ?? \"\")",
    "  }",
    "}",
    "",
  ]

  /// The index List's row: it reads its item by index, in its own body.
  static let indexRow = [
    "/// A row that reads its item through the model by its index, in its own body.",
    "struct IndexRow: View {",
    "  @ObservedObject var model: ListModel",
    "  let section: Int",
    "  let index: Int",
    "",
    "  var body: some View { Text(model.sections[section].rows[index].text) }",
    "}",
    "",
  ]
}
