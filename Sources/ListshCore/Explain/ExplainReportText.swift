import HeadlessUIKit

/// The text `listsh explain` prints for a report.
package enum ExplainReportText {
  /// The report of a reproduced text; `name` is the scenario's file when one is written.
  package static func render(_ report: Explain.Report, name: String?) -> String {
    let reading = report.reading
    var out = origin(report.origin, restored: reading.restoredStart != nil)
    let profiles = reading.platforms.map(\.rawValue)
    let wording =
      profiles.count <= 1
      ? profiles.joined()
      : profiles.dropLast().joined(separator: ", ") + " and " + (profiles.last ?? "")
    let how: String
    switch reading.fidelity {
    case .exact: how = "exactly"
    case .spacing: how = "up to spacing"
    case .wording: how = "in a variant of its wording"
    }
    out.append(
      "Read as: \(reading.name ?? reading.expectedName) on a \(reading.view == .table ? "table" : "collection") view, in the wording of \(wording) (\(how))."
    )
    if let view = viewClass(report.origin.found.reason) {
      out.append(
        "The view, as the text describes it: \(view)"
          + (view.hasPrefix("SwiftUI.") ? " (a SwiftUI list's own collection view)." : "."))
    }
    if let os = report.origin.crash.reportedOS {
      out.append(
        "The report names \(os); the profiles above are those whose wording the text has.")
    }
    if let name = reading.name, name != reading.expectedName {
      out.append("Note: UIKit raises this text as \(reading.expectedName), not \(name).")
    }
    if !reading.setAside.isEmpty {
      out.append("Set aside: " + reading.setAside.joined(separator: "; ") + ".")
    }
    if let start = reading.restoredStart {
      out.append(
        "Put back: the text's first words, '\(start)', which the paste leaves out; the rest of the text determines them."
      )
    }
    out.append("")
    out.append("What happened:")
    for paragraph in report.paragraphs {
      out += Explain.wrapped(paragraph, width: 94).map { "  " + $0 }
    }
    out.append("")
    switch report.scenario {
    case .failure(let error):
      out.append("No scenario: \(error.message).")
      return out.joined(separator: "\n") + "\n"
    case .success: break
    }
    out.append("Scenario (\(name ?? "not written: use -o FILE")):")
    out += report.source.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { "  | " + $0 }
    out.append("")
    out.append("Run:")
    out.append(
      report.transcript.hasSuffix("\n") ? String(report.transcript.dropLast()) : report.transcript)
    out.append("")
    switch report.verdict {
    case .identical: out.append("Result: the scenario raises exactly the text given.")
    case .equivalent(let note): out.append("Result: the scenario raises the text given: \(note).")
    case .differs(let raised):
      out.append(
        "Result: the scenario did not raise the text given. It raised: \(raised ?? "nothing"). Either the text is not as UIKit raised it (edited, or its numbers cannot come from one batch), or listsh is wrong: please report it."
      )
    case .noScenario: break
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// The class of the view UIKit describes after the text (`Table view: <MyTable: 0x…; …>`),
  /// when it is not UIKit's own.
  static func viewClass(_ reason: String) -> String? {
    guard
      let m = reason.firstMatch(
        of:
          #/(?:Table view|Collection view|UICollectionView instance): <([A-Za-z_][A-Za-z0-9_.]*):/#)
    else { return nil }
    let name = String(m.output.1)
    return name == "UITableView" || name == "UICollectionView" ? nil : name
  }

  /// Where the text was found, and the paste's other exceptions; nothing for a bare text.
  static func origin(_ origin: Explain.Origin, restored: Bool = false) -> [String] {
    var out: [String] = []
    let found = origin.found
    if restored, found.form == .bare {
      // No form found it: the reading found the piece in the paste.
      let peeled = origin.crash.layers.map(\.words)
      out.append(
        "Found: a piece of UIKit's text without its first words"
          + (peeled.isEmpty ? "" : "; " + peeled.joined(separator: ", ") + " set aside") + ".")
    } else if found.form != .bare || !origin.crash.layers.isEmpty || origin.crash.container != nil {
      out.append("Found: \(origin.crash.describe(found)), at line \(found.line).")
    }
    for other in origin.others {
      out.append("Also in the paste (line \(other.line)): \(headline(other, limit: 100))")
    }
    return out
  }

  /// `NAME: ` and the reason's first line, cut at `limit` characters.
  static func headline(_ found: CrashReport.Found, limit: Int, entry: KnownText? = nil) -> String {
    // The line that holds the entry's words, when one does (the paste's prose may come first).
    let lines = found.reason.split(separator: "\n")
    let holding = entry.flatMap { entry in lines.first { entry.matches(String($0)) } }
    let reason = (holding ?? lines.first).map(String.init) ?? ""
    let shown = reason.count > limit ? String(reason.prefix(limit)) + "…" : reason
    return (found.name.map { $0 + ": " } ?? "") + shown
  }

  /// The explanation of a recognised text.
  package static func render(_ recognition: Explain.Recognition) -> String {
    let entry = recognition.entry
    let found = recognition.origin.found
    var out = origin(recognition.origin)
    out.append(
      "Recognised (\(entry.id)): \(entry.subject ?? headline(found, limit: 160, entry: entry))")
    if entry.logged {
      out.append("\(entry.raiser) logs this text and goes on; it is not a crash by itself.")
    } else if entry.reproduction.isEmpty {
      out.append("ListScript does not model this failure: it is explained, with no scenario.")
    }
    if let statements = entry.counted?(found.reason) {
      out.append(
        "ListScript's model logs it too; these statements trace it with the paste's numbers:")
      out += statements.map { "  " + $0 }
    } else if !entry.reproduction.isEmpty {
      out.append(
        entry.raiser == "UIKit"
          ? "ListScript's model logs it too; these statements trace the same text:"
          : entry.counted != nil
            ? "ListScript's model logs it too; these statements trace the same text (with a report's numbers, as the paste gives none):"
            : entry.reproduction.first?.hasPrefix("check ") == true
              ? "ListScript's check of the data predicts the text; these statements print it:"
              : entry.logged
                ? "ListScript's model logs it too; these statements trace the same text:"
                : "ListScript's model stops with it too; these statements end with the same text:"
      )
      out += entry.reproduction.map { "  " + $0 }
    }
    out.append("")
    out.append("What happened:")
    out += Explain.wrapped(entry.meaning, width: 94).map { "  " + $0 }
    out.append("")
    out.append("Likeliest cause:")
    out += Explain.wrapped(entry.causes[0], width: 94).map { "  " + $0 }
    for cause in entry.causes.dropFirst() {
      out.append("Also seen:")
      out += Explain.wrapped(cause, width: 94).map { "  " + $0 }
    }
    out.append("")
    out.append("Fix:")
    out += Explain.wrapped(entry.fix, width: 94).map { "  " + $0 }
    out.append("")
    out.append("Reported in:")
    out += entry.sources.map { "  " + $0 }
    return out.joined(separator: "\n") + "\n"
  }
}
