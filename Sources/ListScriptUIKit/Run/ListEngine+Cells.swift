import HeadlessUIKit
import ListDiff

/// The app's cells: asked for when the model requests one, checked against the cell-provision
/// contract as the profile's UIKit checks it, dequeued from the app's reuse queues.
extension ListEngine {
  /// Asks the app for the cell of model cell `c` at `path`, and checks the cell-provision
  /// contract as the profile's UIKit does.
  func provide(_ path: ListIndexPath, cell c: Int, existing: ReusableCell? = nil) {
    if dataSourceGone { return fail(.dataSourceNotSet(reconfiguring: existing != nil)) }
    // A cell dequeued outside a request and kept: found at this request.
    if noun == .collection, !strays.isEmpty {
      if ProvisionFailure.dequeuedNotReturned.isRaised(on: profile, view: noun) {
        return fail(.dequeuedNotReturned)
      }
    } else if let stray = strays.first(where: { $0.path == path }) {
      return fail(.dequeuedTwice(identifier: stray.identifier, path))
    }
    request = CellRequest(path: path, existing: existing)
    if noun == .collection { Self.requestsInProgress += 1 }
    let returned = owner?.requestCell(at: path)
    if noun == .collection { Self.requestsInProgress -= 1 }
    let dequeued = request?.dequeued ?? []
    request = nil
    guard !isDead else { return }
    guard let returned else { return fail(.noCell(path)) }
    // A collection view's data source that dequeued a second cell and returned one: the other
    // is never returned (raised from iOS 18).
    if noun == .collection, dequeued.count > 1, dequeued.contains(where: { $0 === returned }) {
      fail(.dequeuedNotReturned)
      guard !isDead else { return }
    }
    if !dequeued.contains(where: { $0 === returned }) {
      let queued = queues.values.contains { $0.contains { $0 === returned } }
      let failure: ProvisionFailure? =
        queued
        ? .inReuseQueue(path)
        : !dequeued.isEmpty ? .dequeuedNotReturned : noun == .collection ? .notDequeued(path) : nil
      if let failure {
        fail(failure)
        guard !isDead else { return }
      }
      // Tolerated: the view takes the cell out of its queue and shows it.
      if queued {
        for key in queues.keys { queues[key]?.removeAll { $0 === returned } }
      }
    }
    // A cell the app returns for a second row leaves the first (one view, one place), as on a
    // device, where the first row is left without its cell.
    if let other = objects.first(where: { $0.value === returned && $0.key != c })?.key {
      objects[other] = nil
      run.log("  the data source returned the cell of another row for \(path) (tolerated)")
    }
    objects[c] = returned
    // Before the cell is displayed it shows the row's state, and its configuration is updated.
    if let cell = table.mountedCell(at: path), cell.id == c {
      owner?.show(returned, selected: cell.selected, editing: cell.editing)
    }
    owner?.place(returned, at: path)
    owner?.updateConfiguration(of: returned)
  }

  /// Raises `failure` where the profile's UIKit raises it, and logs it where it is tolerated.
  func fail(_ failure: ProvisionFailure) {
    guard !isDead else { return }
    if failure.isRaised(on: profile, view: noun) {
      raise(HeadlessException(failure, view: noun, profile: profile))
    } else {
      run.log("  tolerated on \(profile.rawValue): \(failure.message(on: profile, view: noun))")
    }
  }

  // MARK: - Dequeue

  /// The app's dequeue: a queued cell of the identifier (after `prepareForReuse`), else a new
  /// one of its registration; `nil` when the identifier has neither (and UIKit raises when
  /// `raising`).
  func dequeue(_ identifier: String, for path: ListIndexPath?, raising: Bool) -> ReusableCell? {
    let cell: ReusableCell
    if let existing = request?.existing, path == request?.path {
      // A reconfigure: the same cell, unless the data source asks for another identifier.
      request?.existing = nil
      if existing.reuseIdentifier == identifier {
        request?.dequeued.append(existing)
        return existing
      }
      fail(.reconfiguredDifferently(dequeued: identifier, original: existing.reuseIdentifier ?? ""))
    }
    // A table's dequeue for an index path outside a request measures that row (the model's
    // `dequeueFailure(at:)`), once the identifier is found registered, as the model checks.
    let registered = registrations[identifier] != nil || queues[identifier]?.isEmpty == false
    if registered, let path, request?.path != path, let failure = table.dequeueFailure(at: path) {
      fail(failure)
      return nil
    }
    if let queued = queues[identifier]?.popLast() {
      queued.prepareForReuse()
      cell = queued
    } else if let make = registrations[identifier] {
      cell = make()
    } else {
      if raising { fail(.unregistered(identifier: identifier)) }
      return nil
    }
    if let path, request?.path == path {
      if noun == .table, let first = request?.dequeued.first {
        fail(.dequeuedTwice(identifier: first.reuseIdentifier ?? identifier, path))
      }
      request?.dequeued.append(cell)
    } else if request == nil {
      run.log("  dequeued \"\(identifier)\" outside a cell request")
      strays.append((identifier, path))
    }
    return cell
  }

  /// The app's cell the model shows at `path`, if a cell is mounted there.
  func object(at path: ListIndexPath) -> ReusableCell? {
    table.mountedCell(at: path).flatMap { objects[$0.id] }
  }

  /// The path of the model's cell the app's `cell` is, if it is mounted.
  func path(of cell: ReusableCell) -> ListIndexPath? {
    guard let c = objects.first(where: { $0.value === cell })?.key else { return nil }
    return table.mountedRows.first { table.mountedCell(at: $0)?.id == c }
  }
}
