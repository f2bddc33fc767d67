import HeadlessUIKit

/// A framework's own console line (`CoreSVG: Error: NULL ref passed to getObject`,
/// `CoreData: error: …`): a paste whose only message is one names its logger.
extension ForeignRaiser {
  /// The loggers whose lines are UIKit's: a line of theirs is no other framework's (nor is one
  /// of a UIKit class's, `UICollectionView: Error: …`).
  static let uikitLoggers: Set<String> = ["UIKit", "UIKitCore"]

  /// The framework that logged a line of `text` in the form frameworks log errors in
  /// (`Name: Error: …`, `Name: error: …`, `Name: Fault: …`), when it is not UIKit.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  static func logger(_ text: String) -> (name: String, line: String)? {
    for line in text.split(separator: "\n", maxSplits: maximumLines).prefix(maximumLines)
    where ByteSearch.mayHold(line, [": Error", ": error", ": Fault", ": fault", ": ERROR"]) {
      guard
        let m = line.firstMatch(
          of: #/(?:^|[\s`'"(])([A-Z][A-Za-z0-9]{2,}): (?:[Ee]rror|ERROR|[Ff]ault):? /#),
        !uikitLoggers.contains(String(m.output.1)), !m.output.1.hasPrefix("UI")
      else { continue }
      let start = m.range.lowerBound
      let rest = line[start...].drop { !$0.isLetter }.prefix { $0 != "`" }
      return (String(m.output.1), rest.count > 80 ? rest.prefix(80) + "…" : String(rest))
    }
    return nil
  }

  /// The refusal of a paste whose message is a line another framework logged: no exception
  /// of a list view's, and a console line, not a crash.
  ///
  /// - Complexity: as `logger`.
  static func loggedLineRefusal(_ text: String) -> ExceptionTextError? {
    guard let (name, line) = logger(text) else { return nil }
    return ExceptionTextError(
      message:
        "this text is not one of UIKit's list views' exceptions: \(name) logged it ('\(line)'), a message on the console, not an exception UIKit's table or collection view raised. A line logged is not a crash: the app goes on. If the app does crash after it, the crash's own text (Xcode's console from '*** Terminating app', or the crash report) is what to give listsh explain. ListScript models UITableView, UICollectionView and diffable data sources, so it writes no scenario for it."
    )
  }
}
