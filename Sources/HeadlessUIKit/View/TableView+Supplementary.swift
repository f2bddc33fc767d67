import ListDiff

/// Section headers and footers as supplementary view objects (`SupplementaryProvision`): asked
/// for when their band comes on screen, checked as UIKit checks what the data source returns,
/// and recycled through one reuse queue when they leave.
extension TableView {
  /// The sections whose footers overlap the viewport by more than zero points, ascending:
  /// `indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter)`.
  ///
  /// - Complexity: O(log s + k) for the k sections the viewport crosses.
  @inlinable public var visibleFooters: [Int] {
    visibleBands(height: geometry.sectionFooter) { footerFrame(ofSection: $0) }
  }

  /// The number of the supplementary view showing `kind`'s band of `section` (`v2` is 2), or
  /// `nil`: `supplementaryView(forElementKind:at:)`.
  ///
  /// - Complexity: O(1).
  @inlinable public func supplementaryView(_ kind: ElementKind, section: Int) -> Int? {
    mountedViews[SupplementaryPlace(kind, section)].map { views[$0].id }
  }

  /// The supplementary views made, reused from the reuse queue, queued, and held by the app.
  ///
  /// - Complexity: O(v) for v views made.
  @inlinable public var supplementaryReuseCounts: ReuseCounts {
    ReuseCounts(
      made: views.count, reused: _reusedViews, queued: viewPool.count,
      held: views.count { $0.role == .held })
  }

  /// The bands a layout pass shows views for: the visible headers and footers of the kinds
  /// that have a provider.
  ///
  /// - Complexity: O(log s + k) for the k sections on screen.
  @inlinable var wantedViews: [SupplementaryPlace] {
    guard kind.isCollection, supplementaryProvision.isModelled else { return [] }
    var places: [SupplementaryPlace] = []
    if supplementaryProvision.providers[.header] != nil {
      places += visibleHeaders.map { SupplementaryPlace(.header, $0) }
    }
    if supplementaryProvision.providers[.footer] != nil {
      places += visibleFooters.map { SupplementaryPlace(.footer, $0) }
    }
    return places.sorted()
  }

  /// The supplementary part of a layout pass: views whose bands left go to the reuse queue;
  /// bands that came on screen are asked for.
  ///
  /// - Complexity: O(k + q) for k bands on screen and q views queued.
  @inlinable mutating func layoutSupplementaryViews() throws(TableError) {
    let wanted = wantedViews
    let wantedSet = Set(wanted)
    for (place, index) in mountedViews.sorted(by: { $0.key < $1.key })
    where !wantedSet.contains(place) {
      recycleView(index)
    }
    for place in wanted where mountedViews[place] == nil {
      let (index, reused) = try provideView(for: place)
      mountedViews[place] = index
      views[index].place = place
      views[index].role = .visible
      _events.append(
        .viewForSupplementary(
          place.kind, section: place.section, view: views[index].id,
          reused: reused))
    }
  }

  /// Puts a mounted view in the reuse queue.
  @inlinable mutating func recycleView(_ index: Int) {
    guard let place = views[index].place else { return }
    _events.append(.supplementaryEnded(place.kind, section: place.section, view: views[index].id))
    mountedViews[place] = nil
    views[index].place = nil
    views[index].role = .pooled
    viewPool.append(index)
  }

  /// Every mounted view to the reuse queue: `reloadData()`.
  @inlinable mutating func recycleAllViews() {
    for (_, index) in mountedViews.sorted(by: { $0.key < $1.key }) { recycleView(index) }
  }

  /// Mounted views follow their sections through a committed batch; those of deleted sections
  /// go to the reuse queue.
  @inlinable mutating func remapViews(_ plan: BatchPlan) {
    var remounted: [SupplementaryPlace: Int] = [:]
    for (place, index) in mountedViews.sorted(by: { $0.key < $1.key }) {
      if place.section < plan.newSection.count, let section = plan.newSection[place.section] {
        let moved = SupplementaryPlace(place.kind, section)
        remounted[moved] = index
        views[index].place = moved
      } else {
        recycleView(index)
      }
    }
    mountedViews = remounted
  }

  /// A view from the reuse queue of `key` (the last one in), or a new one.
  @inlinable mutating func dequeueView(_ key: SupplementaryProvision.Key, reusing: Bool = true)
    -> (Int, reused: Bool)
  {
    if reusing, let k = viewPool.lastIndex(where: { views[$0].key == key }) {
      _reusedViews &+= 1
      return (viewPool.remove(at: k), true)
    }
    views.append(SupplementaryRecord(id: views.count + 1, key: key))
    return (views.count - 1, false)
  }

  /// A supplementary mistake UIKit raises on this profile, or lets pass (traced).
  @inlinable mutating func slip(_ failure: ProvisionFailure, at place: SupplementaryPlace)
    throws(TableError)
  {
    if failure.isRaised(on: platform, view: kind.noun) {
      throw .provision(failure, kind.noun, platform)
    }
    _events.append(.supplementaryTolerated(failure, place.kind, section: place.section))
  }

  /// The view asks its data source for `place`'s header or footer: the data source dequeues (or
  /// not) and returns a view as its provider says; UIKit checks what it did.
  ///
  /// - Complexity: O(q) for q views queued.
  @inlinable mutating func provideView(for place: SupplementaryPlace) throws(TableError) -> (
    Int, reused: Bool
  ) {
    let noun = kind.noun
    if provision.dataSourceGone {
      throw .provision(.dataSourceNotSet(reconfiguring: false), noun, platform)
    }
    guard let provider = supplementaryProvision.providers[place.kind] else {
      // Only bands with a provider are asked for.
      return dequeueView(SupplementaryProvision.Key(place.kind, ""))
    }
    if provider.returns == .new {
      throw .provision(
        .supplementaryNotDequeued(place.kind, section: place.section), noun, platform)
    }
    let key = SupplementaryProvision.Key(provider.dequeuedKind ?? place.kind, provider.identifier)
    var reusing = true
    switch provider.source {
    case .identifier:
      switch supplementaryProvision.registered[key] {
      case nil:
        throw .provision(
          .supplementaryUnregistered(key.kind, identifier: key.identifier), noun, platform)
      case .invalidNib?: throw .provision(.invalidNib(identifier: key.identifier), noun, platform)
      case .cellClass?, .nib?: break
      }
    case .registration(let inside):
      guard platform.isAtLeast(.ios14) else {
        throw .unavailable(
          call: "UICollectionView.SupplementaryRegistration", platform: platform, since: "iOS 14")
      }
      if inside {
        // Each request's registration is new: its queue is empty, so no view is reused.
        try slip(.supplementaryRegistrationInsideProvider, at: place)
        reusing = false
      }
    }
    if provider.returns == .queued, let k = viewPool.lastIndex(where: { views[$0].key == key }) {
      // A view the app kept from an earlier request, still in the reuse queue: not dequeued, so
      // not counted as reused. UIKit checks its kind first (26.1's order).
      if key.kind != place.kind {
        try slip(
          .supplementaryKindMismatch(
            requested: place.kind, dequeued: key.kind, section: place.section), at: place)
      }
      try slip(.supplementaryInReuseQueue(place.kind, section: place.section), at: place)
      return (viewPool.remove(at: k), false)
    }
    var (index, reused) = dequeueView(key, reusing: reusing)
    if provider.dequeuesTwice {
      // The first view is never returned: the app keeps it.
      views[index].role = .held
      try slip(.dequeuedNotReturned, at: place)
      (index, reused) = dequeueView(key, reusing: reusing)
    }
    if provider.returns == .nil {
      throw .provision(.supplementaryNil(place.kind, section: place.section), noun, platform)
    }
    if key.kind != place.kind {
      try slip(
        .supplementaryKindMismatch(
          requested: place.kind, dequeued: key.kind, section: place.section),
        at: place)
    }
    return (index, reused)
  }

  /// The supplementary views' invariants: each view mounted, queued or held, exactly once;
  /// mounted views on their bands, in sections the view has.
  ///
  /// - Complexity: O(v) for v views.
  @inlinable func checkSupplementaryInvariants() {
    #if LISTSCRIPT_CHECKS
      var seen = Set<Int>()
      for (place, index) in mountedViews {
        precondition(place.section < rows.count, "view v\(index + 1) on a section the view lacks")
        precondition(views[index].place == place, "view v\(index + 1) disagrees on its band")
        precondition(views[index].role == .visible, "mounted view v\(index + 1) not visible")
        precondition(seen.insert(index).inserted, "view v\(index + 1) mounted twice")
      }
      for index in viewPool {
        precondition(views[index].role == .pooled, "queued view v\(index + 1) not marked pooled")
        precondition(views[index].place == nil, "queued view v\(index + 1) still on a band")
        precondition(seen.insert(index).inserted, "view v\(index + 1) queued and mounted")
      }
      let held = views.indices.filter { views[$0].role == .held }
      for index in held { precondition(seen.insert(index).inserted, "view v\(index + 1) held") }
      precondition(seen.count == views.count, "a view neither mounted, queued nor held")
    #endif
  }
}
