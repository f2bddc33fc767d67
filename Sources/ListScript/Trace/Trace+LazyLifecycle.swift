import HeadlessUIKit

extension SwiftUIEvent {
  /// What an update did to the views in memory, one line each: `onAppear`, prefetching, views
  /// freed (WWDC26 session 321; the counts are our choices).
  static func lifecycleLines(_ r: LazyLifecycleReport) -> String {
    var lines: [String] = []
    if !r.appeared.isEmpty {
      let fetched = r.appearedPrefetched
      lines.append(
        "onAppear: \(views(r.appeared))"
          + (fetched.isEmpty
            ? ""
            : " (\(views(fetched)) prefetched: \(fetched.count == 1 ? "its" : "their") body ran before, onAppear only now)")
      )
    }
    if !r.disappeared.isEmpty {
      let one = r.disappeared.count == 1
      lines.append(
        "onDisappear: \(views(r.disappeared)) left the screen (iOS 26: before it, a lazy stack's rows get no onDisappear); \(one ? "its" : "their") .task, if still running, cancelled"
      )
    }
    let seen = r.freed.filter { !r.freedUnseen.contains($0) && !r.freedCounted.contains($0) }
    if !seen.isEmpty {
      lines.append(
        "\(views(seen)) off screen for \(LazyStack<Value>.keptUpdates) updates: freed, and \(seen.count == 1 ? "its" : "their") @State with \(seen.count == 1 ? "it" : "them") (Apple: kept \"for a number of updates\"; \(LazyStack<Value>.keptUpdates) is our choice)"
      )
    }
    if !r.freedUnseen.isEmpty {
      lines.append(
        "\(views(r.freedUnseen)) freed without appearing: \(r.freedUnseen.count == 1 ? "its" : "their") body ran in prefetch and onAppear was never called (Apple: \"If the scroll direction is reversed, it's even possible\")"
      )
    }
    if !r.freedCounted.isEmpty {
      let one = r.freedCounted.count == 1
      lines.append(
        "\(spans(r.freedCounted)) freed: made above the screen only to count \(one ? "its" : "their") subviews, never on screen"
      )
    }
    if r.leftTheData > 0 {
      let one = r.leftTheData == 1
      lines.append(
        "\(r.leftTheData) \(one ? "view" : "views") in memory left the data: freed, and \(one ? "its" : "their") @State with \(one ? "it" : "them")"
          + (r.disappearedWithTheData > 0
            ? "; onDisappear for the \(r.disappearedWithTheData) on screen" : "")
      )
    }
    if !r.builtAbove.isEmpty {
      let one = r.builtAbove.count == 1
      lines.append(
        "subviews: \(spans(r.builtAbove)) above the screen made, \(one ? "its" : "their") body run to count \(one ? "its" : "their") subviews, kept without appearing (our inference from Apple's \"It now has to keep earlier StepViews around\")"
      )
    }
    if !r.heldAbove.isEmpty {
      let one = r.heldAbove.count == 1
      lines.append(
        "\(spans(r.heldAbove)) off screen for \(LazyStack<Value>.keptUpdates) updates but above the screen: kept, and \(one ? "its" : "their") @State with \(one ? "it" : "them") (Apple: \"The lazy stack also won't release state allocated for the StepView\")"
      )
    }
    if let k = r.prefetched {
      lines.append(
        "prefetch: view \(k)'s body and layout run before it is on screen, onAppear not yet (Apple: \"the lazy stack already prefetches views before adding them on screen\")"
      )
    }
    return lines.joined(separator: "\n  ")
  }

  /// Views as the lines of rows above the screen name them: each run of three or more
  /// consecutive indexes as "a to b", the others one by one, and how many in all when more
  /// than one.
  static func spans(_ indices: [Int]) -> String {
    guard indices.count > 1 else { return views(indices) }
    var parts: [String] = []
    var start = 0
    while start < indices.count {
      var end = start
      while end + 1 < indices.count, indices[end + 1] == indices[end] + 1 { end += 1 }
      if end - start >= 2 {
        parts.append("\(indices[start]) to \(indices[end])")
      } else {
        parts += indices[start...end].map(String.init)
      }
      start = end + 1
    }
    return "views " + parts.joined(separator: ", ") + " (\(indices.count) views)"
  }
}
