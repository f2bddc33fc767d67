import HeadlessUIKit
import ListDiff

/// A `scrollTo` of a lazy stack as written: the identity, the anchor, and whether it is animated.
struct LazyScrollCall {
  var identity: String
  var anchor: LazyScrollAnchor?
  var animated: Bool

  /// The call as SwiftUI code: `proxy.scrollTo(V, anchor: .bottom)`, in `withAnimation` when
  /// animated.
  var spelling: String {
    let call = "proxy.scrollTo(\(identity)" + (anchor.map { ", anchor: .\($0.rawValue))" } ?? ")")
    return animated ? "withAnimation { \(call) }" : call
  }
}

/// How a `scrollTo` of a lazy stack began.
enum LazyScrollStart {
  /// No view has the identity: nothing scrolls.
  case noView
  /// With no anchor, the view was wholly visible: nothing scrolls.
  case whollyVisible(index: Int)
  /// The view at `index` is aligned by `side`: its place known (`placed`) or estimated, the
  /// offset set to `to`.
  case scrolls(index: Int, side: LazyScrollAnchor, placed: Bool, to: Double)
}

/// Where the view a `scrollTo` aimed at stands after it.
struct LazyScrollLanding {
  var index: Int
  var side: LazyScrollAnchor
  /// The view's top on screen after the scroll, and where the anchor puts it.
  var landed: Double
  var wanted: Double
  var height: Double
  var viewport: Double
  var animated: Bool
  /// Whether the view is the stack's last.
  var last: Bool
  /// Whether a pass brought the offset back inside the content.
  var clamped: Bool
  /// The views at or above the target that changed their heights after they appeared.
  var settled: [Int]
}

extension SwiftUIEvent {
  /// The line of a `scrollTo`'s start.
  static func scrollLine(_ call: LazyScrollCall, _ start: LazyScrollStart) -> String {
    switch start {
    case .noView:
      return
        "\(call.spelling): no view has the identity \(call.identity): nothing scrolls (our inference: the proxy scrolls to a view it finds)"
    case .whollyVisible(let k):
      return
        "\(call.spelling): view \(k) is wholly visible: nothing scrolls (with no anchor, the scroll is the least that shows the view wholly)"
    case .scrolls(let k, let side, let placed, let y):
      let how =
        call.anchor == nil
        ? " (no anchor: the least scroll that shows it, by the edge it was beyond)" : ""
      let place =
        placed
        ? "view \(k) is placed: its place is known"
        : "view \(k) is not placed, so its place is estimated (Apple: \"Scrolling to an off-screen view requires the lazy stack to estimate its position\")"
      return
        "\(call.spelling): \(place); offset set to \(Points.format(y)), its \(side.rawValue) at the viewport's \(side.rawValue)\(how)"
    }
  }

  /// The line saying which views changed their heights after they appeared.
  static func settledLine(_ views: [Int]) -> String {
    let named =
      views.count == 1 ? "view \(views[0])" : "views " + Self.indexSet(views).dropFirst().dropLast()
    return
      "\(named) changed \(views.count == 1 ? "its height" : "their heights") after appearing (Apple: \"the height changes after the view appears, pushing down other content\"), in the update after the layout that placed \(views.count == 1 ? "it" : "them") (our choice)"
  }

  /// The line of an animated `scrollTo`'s frame that corrected the estimate.
  static func frameLine(_ frame: Int, to y: Double) -> String {
    frame == 2
      ? "frame 2: the estimated position corrected, offset set to \(Points.format(y)) (Apple: \"In an animated scroll, the lazy stack updates this estimated position on every frame\")"
      : "frame \(frame): corrected again, offset set to \(Points.format(y))"
  }

  /// The line saying where the view a `scrollTo` aimed at landed.
  static func landingLine(_ l: LazyScrollLanding) -> String {
    let view = "view \(l.index)"
    let off = l.landed - l.wanted
    guard abs(off) >= 0.5 else {
      let ideal: Double
      switch l.side {
      case .top: ideal = 0
      case .center: ideal = (l.viewport - l.height) / 2
      case .bottom: ideal = l.viewport - l.height
      }
      let near = abs(ideal - l.wanted) >= 0.5 ? ", as near as the content's ends allow" : ""
      return
        "\(view) lands where the anchor puts it: its \(l.side.rawValue) at the viewport's \(l.side.rawValue)\(near)"
    }
    let bottom = l.landed + l.height
    let seen =
      l.landed >= l.viewport || bottom <= 0
      ? "; it is not on screen"
      : bottom > l.viewport + 0.5
        ? "; the viewport's bottom cuts it"
        : l.landed < -0.5 ? "; the viewport's top cuts it" : ""
    let why =
      l.clamped
      ? "the offset was brought back inside the content"
      : "what lies above it, below the top-most visible view (which kept its place), came to \(Points.format(abs(off))) \(off > 0 ? "more" : "less") than when the offset was set"
        + (l.settled.isEmpty
          ? " (our inference)"
          : ", \(l.settled.count == 1 ? "view \(l.settled[0])" : "views " + SwiftUIEvent.indexSet(l.settled).dropFirst().dropLast()) having changed after appearing (Apple: it \"can push the lazy stack out of the targeted scroll position\")")
    var fix = ""
    if !l.animated {
      fix = "; animated, each frame corrects the estimate (swiftui scrollto … animated)"
      if l.last {
        fix +=
          "; the last view is shown whole by a scroll to the stack's bottom edge (scroll to bottom, ScrollPosition's scrollTo(edge: .bottom))"
      }
    }
    return
      "\(view) lands at y \(Points.format(l.landed)), not at y \(Points.format(l.wanted)) where the anchor puts it: \(why)\(seen)\(fix)"
  }
}
