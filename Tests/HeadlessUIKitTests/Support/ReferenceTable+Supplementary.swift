import HeadlessUIKit
import ListDiff

/// What the reference's data source does when the collection view asks for a header or a
/// footer, written from docs/table-model.md's rules for supplementary views, not from the
/// model's code.
struct RefViewProvider: Equatable {
  /// The identifier it dequeues with, or `nil` for a supplementary registration.
  var identifier: String?
  var madeInside = false
  /// The kind it dequeues for when not the one asked for.
  var kind: ElementKind?
  var twice = false
  var returns = CellProvision.Returned.dequeued

  var tag: String { identifier ?? "registration" }
}

/// A supplementary view object of the reference.
struct RefView: Equatable {
  var id: Int
  var kind: ElementKind
  var tag: String
  /// The band it shows: a header or a footer, and its section.
  var band: ElementKind?
  var section: Int?
  var held = false
}

extension ReferenceTable {
  /// The sections whose footer frames overlap the viewport, by a scan of every section.
  var visibleFooters: [Int] {
    known.indices.filter { s in
      guard let f = footerFrame(s) else { return false }
      return min(f.y + f.height, offset + height) - max(f.y, offset) > 0
    }
  }

  /// The index of the view showing `band` of section `s`.
  func viewIndex(_ band: ElementKind, _ s: Int) -> Int? {
    views.firstIndex { $0.band == band && $0.section == s }
  }

  /// The views on bands, in band order: by section, a header before its footer.
  var mountedViewIndexes: [Int] {
    views.indices.filter { views[$0].band != nil }.sorted {
      let (a, b) = (views[$0], views[$1])
      return (a.section ?? 0, a.band == .footer ? 1 : 0) < (
        b.section ?? 0, b.band == .footer ? 1 : 0
      )
    }
  }

  mutating func recycleView(_ i: Int) {
    views[i].band = nil
    views[i].section = nil
    viewPool.append(i)
  }

  /// `reloadData()`: every view on a band goes to the queue, in band order.
  mutating func recycleAllViews() {
    for i in mountedViewIndexes { recycleView(i) }
  }

  /// A committed batch: views follow their sections; those of deleted sections are queued.
  mutating func remapViews(_ newSectionOf: (Int) -> Int?) {
    for i in mountedViewIndexes {
      if let t = newSectionOf(views[i].section ?? -1) {
        views[i].section = t
      } else {
        recycleView(i)
      }
    }
  }

  /// The end of a layout pass: the views of bands that left are queued (in band order), then
  /// every visible band of a kind with a provider that has no view is asked for, in band order.
  mutating func layoutViews() throws {
    guard collection else { return }
    var wanted: [(ElementKind, Int)] = []
    if viewProviders[.header] != nil { wanted += visibleHeaders.map { (.header, $0) } }
    if viewProviders[.footer] != nil { wanted += visibleFooters.map { (.footer, $0) } }
    wanted.sort { ($0.1, $0.0 == .footer ? 1 : 0) < ($1.1, $1.0 == .footer ? 1 : 0) }
    for i in mountedViewIndexes
    where !wanted.contains(where: { $0.0 == views[i].band && $0.1 == views[i].section }) {
      recycleView(i)
    }
    for (band, s) in wanted where viewIndex(band, s) == nil {
      let i = try requestView(band, s)
      views[i].band = band
      views[i].section = s
    }
  }

  /// A view from the queue of `kind` and `tag` (the last one in), or a new one.
  mutating func takeView(_ kind: ElementKind, _ tag: String, reuse: Bool) -> Int {
    if reuse, let k = viewPool.lastIndex(where: { views[$0].kind == kind && views[$0].tag == tag })
    {
      viewsReused += 1
      return viewPool.remove(at: k)
    }
    views.append(RefView(id: views.count + 1, kind: kind, tag: tag))
    return views.count - 1
  }

  /// The view's request for `band` of section `s`, checked as the rules say.
  mutating func requestView(_ band: ElementKind, _ s: Int) throws -> Int {
    if provider?.gone == true { throw raise(.dataSourceNotSet(reconfiguring: false)) }
    guard let provider = viewProviders[band] else { return takeView(band, "", reuse: true) }
    let from14 = platform != .ios12
    let from15 = from14 && platform != .ios14
    let from18 = platform == .ios18 || platform == .ios26
    if provider.returns == .new { throw raise(.supplementaryNotDequeued(band, section: s)) }
    let kind = provider.kind ?? band
    if let id = provider.identifier {
      guard let r = viewRegistered[SupplementaryProvision.Key(kind, id)] else {
        throw raise(.supplementaryUnregistered(kind, identifier: id))
      }
      if r == .invalidNib { throw raise(.invalidNib(identifier: id)) }
    } else if provider.madeInside, from15 {
      throw raise(.supplementaryRegistrationInsideProvider)
    }
    if provider.returns == .queued,
      let k = viewPool.lastIndex(where: { views[$0].kind == kind && views[$0].tag == provider.tag })
    {
      // The view kept from an earlier request is in the queue. UIKit checks its kind, then the
      // queue (26.1's order): iOS 18 refuses it.
      if kind != band, from14 {
        throw raise(.supplementaryKindMismatch(requested: band, dequeued: kind, section: s))
      }
      if from18 { throw raise(.supplementaryInReuseQueue(band, section: s)) }
      return viewPool.remove(at: k)
    }
    var i = takeView(kind, provider.tag, reuse: !provider.madeInside)
    if provider.twice {
      views[i].held = true
      if from18 { throw raise(.dequeuedNotReturned) }
      i = takeView(kind, provider.tag, reuse: !provider.madeInside)
    }
    if provider.returns == .nil { throw raise(.supplementaryNil(band, section: s)) }
    if kind != band, from14 {
      throw raise(.supplementaryKindMismatch(requested: band, dequeued: kind, section: s))
    }
    return i
  }

  /// `{made, reused, queued, held}` of the supplementary views.
  var viewCounts: (Int, Int, Int, Int) {
    (views.count, viewsReused, viewPool.count, views.filter(\.held).count)
  }
}
