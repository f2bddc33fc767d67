import Foundation
import HeadlessUIKit
import ListDiff

/// `PHObject`: an object of the photo library.
open class PHObject {
  /// The object's identifier.
  public let localIdentifier: String

  /// An object known by `localIdentifier`.
  public init(localIdentifier: String) { self.localIdentifier = localIdentifier }
}

/// `PHAsset`: a photo or a video, known by its identifier.
open class PHAsset: PHObject {}

/// `PHFetchResult`: the objects a fetch found, in order.
public final class PHFetchResult<ObjectType: AnyObject>: @unchecked Sendable {
  let objects: [ObjectType]

  /// A fetch result of `objects` (headless: the test says what the library holds).
  public init(headlessObjects objects: [ObjectType]) { self.objects = objects }

  /// The number of objects.
  public var count: Int { objects.count }
  /// The first object.
  public var firstObject: ObjectType? { objects.first }
  /// The last object.
  public var lastObject: ObjectType? { objects.last }
  /// `object(at:)`.
  public func object(at index: Int) -> ObjectType { objects[index] }
  /// `objects(at:)`.
  public func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
  /// `contains(_:)`.
  public func contains(_ object: ObjectType) -> Bool { objects.contains { $0 === object } }
  /// `index(of:)`; `NSNotFound` when it is not there.
  public func index(of object: ObjectType) -> Int {
    objects.firstIndex { $0 === object } ?? NSNotFound
  }
}

/// `PHFetchResultChangeDetails`: a fetch result's change, each index in the space PhotoKit
/// documents (removals before, insertions after the removals, changes after both, moves from
/// before to after), as the model computes them (`PhotoChangeDetails`).
public final class PHFetchResultChangeDetails<ObjectType: AnyObject>: @unchecked Sendable {
  /// The fetch result before.
  public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
  /// The fetch result after.
  public let fetchResultAfterChanges: PHFetchResult<ObjectType>
  let details: PhotoChangeDetails

  init(
    before: PHFetchResult<ObjectType>, after: PHFetchResult<ObjectType>,
    details: PhotoChangeDetails
  ) {
    fetchResultBeforeChanges = before
    fetchResultAfterChanges = after
    self.details = details
  }

  /// Whether the indexes describe the change (PhotoKit says no for large changes).
  public var hasIncrementalChanges: Bool { details.hasIncrementalChanges }
  /// The removed objects' indexes, in the fetch result before.
  public var removedIndexes: IndexSet? { indexes(details.removed) }
  /// The inserted objects' indexes, after the removals.
  public var insertedIndexes: IndexSet? { indexes(details.inserted) }
  /// The changed objects' indexes, after the removals and insertions.
  public var changedIndexes: IndexSet? { indexes(details.changed) }
  /// The removed objects.
  public var removedObjects: [ObjectType] {
    details.removed.map { fetchResultBeforeChanges.object(at: $0) }
  }
  /// The inserted objects.
  public var insertedObjects: [ObjectType] {
    details.inserted.map { fetchResultAfterChanges.object(at: $0) }
  }
  /// The changed objects.
  public var changedObjects: [ObjectType] {
    details.changed.map { fetchResultAfterChanges.object(at: $0) }
  }
  /// Whether objects moved.
  public var hasMoves: Bool { details.hasMoves }
  /// Calls `handler` with each move: its index before and its index after.
  public func enumerateMoves(_ handler: (Int, Int) -> Void) {
    for move in details.moves { handler(move.from, move.to) }
  }

  private func indexes(_ list: [Int]) -> IndexSet? {
    hasIncrementalChanges ? IndexSet(list) : nil
  }
}

/// `PHChange`: what changed in the library, per fetch result.
///
/// Immutable, and so sendable, as PhotoKit hands it to an observer on a queue of its own.
public final class PHChange: @unchecked Sendable {
  let changed: AnyObject
  let details: AnyObject

  init(changed: AnyObject, details: AnyObject) {
    self.changed = changed
    self.details = details
  }

  /// The details for `fetchResult`, when this change is of it.
  public func changeDetails<T>(for fetchResult: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>?
  {
    guard changed === fetchResult else { return nil }
    return details as? PHFetchResultChangeDetails<T>
  }
}

/// `PHPhotoLibraryChangeObserver`.
public protocol PHPhotoLibraryChangeObserver: AnyObject {
  /// The library changed.
  func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// `PHPhotoLibrary`: its change observers, and (headless) the changes a test makes.
@MainActor public final class PHPhotoLibrary {
  private var observers: [WeakObserver] = []
  private static let library = PHPhotoLibrary()

  /// The library.
  public static func shared() -> PHPhotoLibrary { library }

  /// Registers an observer (held weakly).
  public func register(_ observer: PHPhotoLibraryChangeObserver) {
    observers.removeAll { $0.observer == nil }
    observers.append(WeakObserver(observer: observer))
  }

  /// Unregisters an observer.
  public func unregisterChangeObserver(_ observer: PHPhotoLibraryChangeObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  /// The library's objects in `fetchResult` become `objects`, the `changed` ones changed in
  /// place (or, not `incremental`, a change too large for indexes): every observer hears of
  /// it, and the new fetch result is returned.
  ///
  /// - Complexity: O(n log n) for n objects, as the diff.
  @discardableResult
  public func headlessChange<T>(
    of fetchResult: PHFetchResult<T>, to objects: [T], changed: [T] = [], incremental: Bool = true
  ) -> PHFetchResult<T> {
    let after = PHFetchResult(headlessObjects: objects)
    let touched = Set(changed.map { ObjectIdentifier($0) })
    let old = fetchResult.objects.map { PhotoRow(object: ObjectIdentifier($0), changed: false) }
    let new = objects.map {
      PhotoRow(object: ObjectIdentifier($0), changed: touched.contains(ObjectIdentifier($0)))
    }
    let details = PHFetchResultChangeDetails(
      before: fetchResult, after: after,
      details: PhotoChangeDetails(from: old, to: new, incremental: incremental))
    let change = PHChange(changed: fetchResult, details: details)
    for observer in observers.compactMap(\.observer) { observer.photoLibraryDidChange(change) }
    return after
  }
}

struct WeakObserver {
  weak var observer: PHPhotoLibraryChangeObserver?
}

/// An object of a fetch result as the model's diff sees it: its identity, and whether it
/// changed in place.
struct PhotoRow: TableItem {
  var object: ObjectIdentifier
  var changed: Bool

  var identity: PhotoRow { PhotoRow(object: object, changed: false) }
  var description: String { "asset" }
}
