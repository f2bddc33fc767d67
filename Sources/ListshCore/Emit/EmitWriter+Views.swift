import HeadlessUIKit
import ListScript

/// The views of an emitted test: the window, each table or collection view the scenario makes,
/// and the app's `Source` that feeds them.
extension EmitWriter {
  /// `table …`: a window (made once), a table view filling it, fed by the app's `Source` or
  /// by the diffable data source that the next steps make.
  mutating func newTable(width w: Double, height h: Double, rowHeight: Double) -> [String] {
    var lines = startView(collection: false, width: w, height: h)
    let made = features.traces ? "TracedTableView" : "UITableView"
    lines += declareView(
      "tableView", "\(made)(frame: window.bounds, style: .plain)", made: tablesMade,
      count: features.tableCount)
    tablesMade += 1
    lines += startInsets()
    let cell = features.editing ? "Cell" : features.traces ? "TracedCell" : "UITableViewCell"
    lines += [
      "tableView.register(\(cell).self, forCellReuseIdentifier: \"cell\")",
      "tableView.rowHeight = \(SwiftEmitter.number(rowHeight))",
      "tableView.estimatedRowHeight = 0",
    ]
    if !diffable {
      lines += useSource()
      lines.append("tableView.dataSource = source")
      if features.rowHeights || features.tableBands || features.traces {
        lines.append("tableView.delegate = source")
      }
    } else if features.traces {
      lines.append("tableView.delegate = callouts")
    }
    return lines + ["window.addSubview(tableView)"]
  }

  /// A new view of the scenario: the next steps act on it, fed as the features found, in the
  /// window.
  mutating func startView(collection: Bool, width w: Double, height h: Double) -> [String] {
    diffable = features.viewIsDiffable[tablesMade + collectionsMade]
    dataSourceCleared = false
    self.collection = collection
    return window(width: w, height: h)
  }

  /// The view's variable: declared by the first view of its kind (`var` when the scenario
  /// makes more), assigned again by the next, which takes the last one's place in the window.
  func declareView(_ name: String, _ make: String, made: Int, count: Int) -> [String] {
    made == 0
      ? ["\(count > 1 ? "var" : "let") \(name) = \(make)"]
      : ["\(name).removeFromSuperview()", "\(name) = \(make)"]
  }

  /// The window: made with the first view, resized for the next.
  mutating func window(width w: Double, height h: Double) -> [String] {
    let frame =
      "CGRect(x: 0, y: 0, width: \(SwiftEmitter.number(w)), height: \(SwiftEmitter.number(h)))"
    guard windowMade else {
      windowMade = true
      // A command-line program has no scene to show a window in: its views lie in a plain view.
      return features.traces
        ? ["let window = UIView(frame: \(frame))"]
          + (features.diffableTables + features.diffableCollections > 0
            ? ["let callouts = Callouts()"] : [])
        : ["let window = UIWindow(frame: \(frame))", "window.makeKeyAndVisible()"]
    }
    return ["window.frame = \(frame)"]
  }

  /// A new view's insets: none, and none added for the safe area of the simulator's window (a
  /// notch's 59 points would move every offset the model computes without one).
  mutating func startInsets() -> [String] {
    (contentInset, safeArea) = ((0, 0), (0, 0))
    return ["\(view).contentInsetAdjustmentBehavior = .never"]
  }

  /// `contentinset` or `safearea`: the view's `contentInset` is the two added, the safe area's
  /// share standing in for the bars the test's window does not have; a safe area that moved a
  /// view at its top moves the offset too, as UIKit does for a view controller's view.
  mutating func insets(_ setting: InsetSetting, top: Double, bottom: Double, offset: Double)
    -> [String]
  {
    let n = SwiftEmitter.number as (Double) -> String
    var lines: [String] = []
    switch setting {
    case .contentInset: contentInset = (top, bottom)
    case .safeArea:
      safeArea = (top, bottom)
      lines.append(
        "// safe area top \(n(top)), bottom \(n(bottom)): added to contentInset (no bars here)")
    }
    lines.append(
      "\(view).contentInset = UIEdgeInsets(top: \(n(contentInset.top + safeArea.top)), left: 0, "
        + "bottom: \(n(contentInset.bottom + safeArea.bottom)), right: 0)")
    if setting == .safeArea { lines.append("\(view).contentOffset.y = \(n(offset))") }
    return lines + ["\(view).layoutIfNeeded()"]
  }

  /// The app's `Source`, made once, and empty again for a new view.
  mutating func useSource() -> [String] {
    guard sourceMade else {
      sourceMade = true
      return ["let source = Source()"]
    }
    return features.fetched ? [] : ["source.sections = []"]
  }
}
