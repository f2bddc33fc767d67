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

/// What the stack knew of the view a `scrollTo` aims at when the scroll began.
enum LazyScrollKnowledge {
  /// The view and every view above it were placed: its place is known.
  case place
  /// The view was placed, some view above it not: its height is known, its place estimated.
  case height
  /// The view was not placed: its place and height are estimated.
  case nothing
}

/// How a `scrollTo` of a lazy stack began.
enum LazyScrollStart {
  /// No view has the identity: nothing scrolls.
  case noView
  /// With no anchor, the view was wholly visible: nothing scrolls.
  case whollyVisible(index: Int)
  /// The view at `index` is aligned by `side`, from what the stack knew of it, the offset set to
  /// `to`.
  case scrolls(index: Int, side: LazyScrollAnchor, knows: LazyScrollKnowledge, to: Double)
}

/// Where the view a `scrollTo` aimed at stands after it, and what moved it.
struct LazyScrollLanding {
  var index: Int
  var side: LazyScrollAnchor
  /// The view's top on screen after the scroll, and where the anchor puts it.
  var landed: Double
  var wanted: Double
  /// The view's top on screen as the offset was set: where the scroll meant to put it.
  var intended: Double
  /// The view's height after the scroll, and as the offset was set.
  var height: Double
  var intendedHeight: Double
  /// Whether the view is placed after the scroll (its height measured, not estimated).
  var heightKnown: Bool
  var viewport: Double
  var animated: Bool
  /// Whether the view is the stack's last.
  var last: Bool
  /// Whether the last move of the offset brought it back inside the content.
  var clamped: Bool
  /// The views above it that changed their heights after they appeared, and whether it did.
  var settledAbove: [Int]
  var settledItself: Bool
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
    case .scrolls(let k, let side, let knows, let y):
      let how =
        call.anchor == nil
        ? " (no anchor: the least scroll that shows it wholly; a view taller than the viewport by its top, our choice)"
        : ""
      let estimated =
        "(Apple: \"Scrolling to an off-screen view requires the lazy stack to estimate its position\")"
      let place =
        switch knows {
        case .place: "view \(k) and every view above it are placed: its place is known"
        case .height:
          "view \(k) is placed but views above it are not: its height is known, its place estimated \(estimated)"
        case .nothing: "view \(k) is not placed, so its place is estimated \(estimated)"
        }
      return
        "\(call.spelling): \(place); offset set to \(Points.format(y)), its \(side.rawValue) at the viewport's \(side.rawValue)\(how)"
    }
  }

  /// The line saying which views changed their heights after they appeared.
  static func settledLine(_ views: [Int]) -> String {
    let one = views.count == 1
    return
      "\(Self.views(views)) changed \(one ? "its height" : "their heights") after appearing (Apple: \"the height changes after the view appears\"), in the update after the layout that placed \(one ? "it" : "them") (our choice)"
  }

  /// Views by index, as the trace names them: "view 3", "views 3, 4".
  static func views(_ indices: [Int]) -> String {
    indices.count == 1
      ? "view \(indices[0])"
      : indices.count > 10 ? spans(indices) : "views " + list(indices, "views")
  }

  /// The line of an animated `scrollTo`'s frame that corrected the estimate.
  static func frameLine(_ frame: Int, to y: Double) -> String {
    frame == 2
      ? "frame 2: the estimated position corrected, offset set to \(Points.format(y)) (Apple: \"In an animated scroll, the lazy stack updates this estimated position on every frame\")"
      : "frame \(frame): corrected again, offset set to \(Points.format(y))"
  }

  /// The line saying where the view a `scrollTo` aimed at landed, and what moved it from there.
  static func landingLine(_ l: LazyScrollLanding) -> String {
    let view = "view \(l.index)"
    guard abs(l.landed - l.wanted) >= 0.5 else {
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
    var causes: [String] = []
    if l.clamped {
      causes.append("the offset was brought back inside the content")
    }
    let shift = l.landed - l.intended
    if !l.clamped, abs(shift) >= 0.5 {
      let settled =
        l.settledAbove.isEmpty
        ? " (our inference)"
        : ", \(Self.views(l.settledAbove)) having changed after appearing (Apple: it \"can push the lazy stack out of the targeted scroll position\")"
      causes.append(
        "what lies above it, below the top-most visible view (which kept its place), came to \(Points.format(abs(shift))) \(shift > 0 ? "more" : "less") than when the offset was set, moving it \(shift > 0 ? "down" : "up")\(settled)"
      )
    }
    if l.side != .top, abs(l.height - l.intendedHeight) >= 0.5 {
      causes.append(
        l.heightKnown
          ? "its own height is \(Points.format(l.height)), not the \(Points.format(l.intendedHeight)) the offset was set from"
            + (l.settledItself ? " (it changed after appearing)" : "")
          : "its own estimate went from \(Points.format(l.intendedHeight)) to \(Points.format(l.height)) with the average"
      )
    }
    if causes.isEmpty { causes.append("the content moved under it") }
    let bottom = l.landed + l.height
    let seen =
      l.landed >= l.viewport || bottom <= 0
      ? "; it is not on screen"
      : bottom > l.viewport + 0.5
        ? "; the viewport's bottom cuts it"
        : l.landed < -0.5 ? "; the viewport's top cuts it" : ""
    var fix = ""
    if !l.animated {
      fix = "; animated, each frame corrects the estimate (swiftui scrollto … animated)"
      if l.last {
        fix +=
          "; the last view is shown whole by a scroll to the stack's bottom edge (scroll to bottom, ScrollPosition's scrollTo(edge: .bottom))"
      }
    }
    return
      "\(view) lands at y \(Points.format(l.landed)), not at y \(Points.format(l.wanted)) where the anchor puts it: \(causes.joined(separator: ", and "))\(seen)\(fix)"
  }
}
