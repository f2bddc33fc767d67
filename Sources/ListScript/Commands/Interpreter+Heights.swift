import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// The height commands: sources, caches, estimates, FD's invalidation and precache, and the
  /// cell settings fitting depends on.
  func heightCommand(_ c: HeightCommand<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    // A compositional grid's group height is set when it is made.
    if case .estimated = c, case .collection(.compositional) = scene.table.kind {
      throw fail(.compositionalHeights("estimated"), r)
    }
    // A flow layout's `estimated W H` is UIKit's `estimatedItemSize`, which the emitter maps.
    if case .estimated(let e) = c, let flow = scene.table.kind.flow {
      try estimatedItemSize(e, flow, r)
      return
    }
    if case .invalidateLayout = c {
      guard scene.table.kind.flow?.cachesAttributes == true else {
        throw fail(.notCachingLayout(scene.table.kind.noun), r)
      }
      scene.table.invalidateLayoutCache()
      note(.layoutInvalidated)
      return
    }
    // FDTemplateLayoutCell is not UIKit: the emitted XCTest case names these as not mapped.
    record(.unmapped(r.file.text(r.bytes)))
    switch c {
    case .heights(let source):
      scene.table.setHeightSettings { $0.source = source }
      note(.heightSource(source))
    case .estimated(let e):
      var estimate: Double?
      switch e {
      case .off: break
      case .automatic: throw fail(.automaticOnlyOnFlow, r)
      case .values(let e, let second):
        if let second { throw fail(.estimateArity(flow: false), second.range) }
        let value = try number(e)
        guard value >= 0, value <= 1_000_000 else {
          throw fail(
            .setting("estimated row height", allowed: "in [0, 1000000]", value: value), e.range)
        }
        estimate = value == 0 ? nil : value
      }
      scene.table.setHeightSettings { $0.estimate = estimate }
      note(.estimate(estimate, scene.table.kind.noun))
    case .cache(let kind):
      scene.table.setHeightSettings { $0.cache = kind }
      note(.heightCache(kind))
    case .invalidateHeight(let e):
      let path = try indexPath(try eval(e), e.range)
      try layoutFirst(r)
      note(.invalidateHeight(path))
      try table(r) { t, _ throws(TableError) in try t.invalidateHeight(at: path) }
    case .invalidateKey(let e):
      let key = try eval(e)
      let had = scene.table.invalidateHeight(forKey: key)
      note(.invalidateKey(key, wasCached: had))
    case .invalidateHeights:
      scene.table.invalidateAllHeights()
      note(.invalidateAllHeights)
    case .invalidateLayout:
      // Handled before the height commands (a collection view's).
      break
    case .precache:
      try table(r) { t, d throws(TableError) in try t.precache(d) }
    case .separator(let on):
      scene.table.setHeightSettings { $0.separator = on }
      note(.separator(on))
    case .scale(let e):
      let value = try number(e)
      guard [1.0, 2.0, 3.0].contains(value) else {
        throw fail(.setting("scale", allowed: "1, 2 or 3", value: value), e.range)
      }
      scene.table.setHeightSettings { $0.scale = value }
      note(.scale(value))
    case .accessory(let choice):
      let accessory: RowHeights.Accessory
      switch choice {
      case .named(let a): accessory = a
      case .width(let e):
        let w = try number(e)
        guard w >= 0, w <= 10_000 else {
          throw fail(
            .setting("an accessory view's width", allowed: "in [0, 10000]", value: w), e.range)
        }
        accessory = .custom(w)
      }
      scene.table.setHeightSettings { $0.accessory = accessory }
      note(.accessory(accessory))
    case .metrics(let settings):
      var metrics = scene.table.heights.metrics
      for (metric, e) in settings {
        let value = try number(e)
        let least = metric == .char || metric == .line ? 0.01 : 0
        guard value >= least, value <= 10_000 else {
          throw fail(
            .setting(
              "metric '\(metric.rawValue)'", allowed: "in [\(Points.format(least)), 10000]",
              value: value),
            e.range)
        }
        switch metric {
        case .char: metrics.characterWidth = value
        case .line: metrics.lineHeight = value
        case .padding: metrics.padding = value
        case .margin: metrics.margin = value
        }
      }
      scene.table.setHeightSettings { $0.metrics = metrics }
      note(.metrics(metrics))
    }
  }

  /// Makes the table appear and lay out, as a table call does.
  private func layoutFirst(_ r: SourceRange) throws(Unwind) {
    try table(r) { t, d throws(TableError) in try t.layoutIfNeeded(d) }
    flushEvents()
  }
}
