import HeadlessUIKit
import ListDiff

/// What the reference's data source does when the view asks for a cell, written from
/// docs/table-model.md's rules for registration and dequeue, not from the model's code.
struct RefProvider: Equatable {
  /// The identifier it dequeues with, or `nil` for a cell registration.
  var identifier: String?
  /// A registration made inside the provider at each request.
  var madeInside = false
  var twice = false
  var returns = CellProvision.Returned.dequeued
  var reinit = false
  /// The app's didSelect sets a checkmark that cellForRowAt does not reset.
  var checkmarks = false
  /// The data source object was deallocated: the view's dataSource is nil.
  var gone = false

  /// The identifier its cells carry (a registration's is UIKit's own; one name stands for it).
  var tag: String { identifier ?? "registration" }
}

/// A cell the app dequeued outside a request.
struct RefStray: Equatable {
  var identifier: String
  var path: ListIndexPath?
}

extension ReferenceTable {
  /// The error UIKit raises for a provision failure, as the model words it.
  func raise(_ failure: ProvisionFailure) -> Failure {
    Failure(message: TableError.provision(failure, noun, platform).message)
  }

  /// A cell from the identifier's queue (the last one in), or a new one.
  mutating func take(_ tag: String?, reuse: Bool = true) -> Int {
    if reuse, let k = pool.lastIndex(where: { cells[$0].tag == tag }) {
      reused += 1
      return pool.remove(at: k)
    }
    cells.append(RefCell(id: cells.count + 1, tag: tag))
    return cells.count - 1
  }

  mutating func keep(_ i: Int) {
    cells[i].held = true
    cells[i].path = nil
  }

  /// Raises `text` for an identifier not registered or registered with a bad nib.
  func checkRegistration(_ id: String) throws {
    guard let r = registered[id] else { throw raise(.unregistered(identifier: id)) }
    if r == .invalidNib { throw raise(.invalidNib(identifier: id)) }
  }

  /// `dequeue ID [at P]`.
  mutating func dequeueOutside(_ id: String, at path: ListIndexPath?) throws {
    try checkRegistration(id)
    // A table's dequeue for an index path measures that row: one it does not know raises.
    if let path, noun == .table,
      !(known.indices.contains(path.section) && (0..<known[path.section].count).contains(path.row))
    {
      throw raise(.dequeuedAtInvalidIndexPath(path))
    }
    keep(take(id))
    strays.append(RefStray(identifier: id, path: path))
  }

  /// The view's request for the cell at `p`: the cell configured, as the provider makes it.
  mutating func request(_ p: ListIndexPath, _ data: DataSource<Row>) throws -> Int {
    // No data source to ask: every profile raises.
    if provider?.gone == true { throw raise(.dataSourceNotSet(reconfiguring: false)) }
    guard let provider else {
      let i: Int
      if let last = pool.popLast() {
        reused += 1
        i = last
      } else {
        cells.append(RefCell(id: cells.count + 1))
        i = cells.count - 1
      }
      try configure(i, p, data)
      return i
    }
    let from18 = platform == .ios18 || platform == .ios26
    let from15 = platform != .ios12 && platform != .ios14
    if collection {
      // iOS 18 finds a cell dequeued earlier and never returned.
      if !strays.isEmpty, from18 { throw raise(.dequeuedNotReturned) }
    } else if let s = strays.first(where: { $0.path == p }) {
      throw raise(.dequeuedTwice(identifier: s.identifier, p))
    }
    if provider.returns == .new {
      // init instead of a dequeue: a table shows the cell, a collection view refuses it.
      if collection { throw raise(.notDequeued(p)) }
      cells.append(RefCell(id: cells.count + 1))
      try configure(cells.count - 1, p, data)
      return cells.count - 1
    }
    if let id = provider.identifier { try checkRegistration(id) }
    if provider.madeInside, from15 { throw raise(.registrationInsideProvider) }
    let reuse = !provider.madeInside
    if provider.returns == .queued, let k = pool.lastIndex(where: { cells[$0].tag == provider.tag })
    {
      // A cell the app kept, in the queue now: a collection view refuses it from iOS 18, a table
      // takes it out of the queue.
      if collection, from18 { throw raise(.inReuseQueue(p)) }
      let i = pool.remove(at: k)
      try configure(i, p, data)
      return i
    }
    var i = take(provider.tag, reuse: reuse)
    if provider.twice {
      if !collection { throw raise(.dequeuedTwice(identifier: provider.tag, p)) }
      keep(i)
      if from18 { throw raise(.dequeuedNotReturned) }
      i = take(provider.tag, reuse: reuse)
    }
    if provider.reinit, from18 { throw raise(.alreadyInitialized) }
    if provider.returns == .nil { throw raise(.noCell(p)) }
    try configure(i, p, data)
    return i
  }

  /// `{made, reused, queued, held}`.
  var reuseCounts: (Int, Int, Int, Int) {
    (cells.count, reused, pool.count, cells.filter(\.held).count)
  }
}
