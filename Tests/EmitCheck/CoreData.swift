// A stand-in for Core Data, for type-checking what `listsh emit swift` writes for a
// fetched-results scenario (Tests/EmitCheck).
//
// It declares exactly the Core Data API the emitter may use, with the signatures of Apple's
// documentation (iOS 17 SDK); the delegate's optional requirements that the emitted delegate
// implements are required here, so that a signature written otherwise fails the check, and
// key-value coding is declared on NSManagedObject because swift-corelibs-foundation has none.
// Nothing here runs.
import Foundation

open class NSManagedObjectModel: NSObject {
  public override init() {}
  open var entities: [NSEntityDescription] {
    get { fatalError() }
    set {}
  }
}

open class NSEntityDescription: NSObject {
  public override init() {}
  open var name: String? {
    get { fatalError() }
    set {}
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var managedObjectClassName: String! {
    get { fatalError() }
    set {}
  }
  open var properties: [NSPropertyDescription] {
    get { fatalError() }
    set {}
  }
}

open class NSPropertyDescription: NSObject {
  public override init() {}
  open var name: String {
    get { fatalError() }
    set {}
  }
  open var isOptional: Bool {
    get { fatalError() }
    set {}
  }
}

public enum NSAttributeType: UInt, Sendable {
  case undefinedAttributeType = 0
  case integer64AttributeType = 300
  case doubleAttributeType = 500
  case stringAttributeType = 700
}

open class NSAttributeDescription: NSPropertyDescription {
  open var attributeType: NSAttributeType {
    get { fatalError() }
    set {}
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSInMemoryStoreType: String = "InMemory"

open class NSPersistentStoreDescription: NSObject {
  public override init() {}
  open var type: String {
    get { fatalError() }
    set {}
  }
}

open class NSPersistentContainer: NSObject {
  public init(name: String, managedObjectModel model: NSManagedObjectModel) {}
  open var viewContext: NSManagedObjectContext { fatalError() }
  open var persistentStoreDescriptions: [NSPersistentStoreDescription] {
    get { fatalError() }
    set {}
  }
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {}
}

open class NSManagedObjectContext: NSObject {
  open func save() throws {}
  open func delete(_ object: NSManagedObject) {}
}

public protocol NSFetchRequestResult: NSObjectProtocol {}

open class NSManagedObject: NSObject, NSFetchRequestResult {
  public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {}
  open func value(forKey key: String) -> Any? { fatalError() }
  open func setValue(_ value: Any?, forKey key: String) {}
}

open class NSFetchRequest<ResultType>: NSObject {
  public init(entityName: String) {}
  open var sortDescriptors: [NSSortDescriptor]? {
    get { fatalError() }
    set {}
  }
}

extension NSSortDescriptor {
  // Key-value coding's initializer, which swift-corelibs-foundation marks unavailable.
  public convenience init(key: String?, ascending: Bool) { fatalError() }
}

public protocol NSFetchedResultsSectionInfo {
  var name: String { get }
  var numberOfObjects: Int { get }
}

public enum NSFetchedResultsChangeType: UInt, Sendable {
  case insert = 1
  case delete = 2
  case move = 3
  case update = 4
}

// Optional requirements in Objective-C. The emitted delegate implements these four, and here
// they are required, so that a signature written otherwise fails the check.
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
  func controllerWillChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>)
  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType)
  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
  func controllerDidChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>)
}

// `ResultType: NSFetchRequestResult` in the SDK, where the Objective-C protocol's existential
// conforms to itself; Swift without Objective-C cannot say so, and the stand-in leaves the
// parameters unconstrained.
open class NSFetchedResultsController<ResultType>: NSObject {
  public init(
    fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
    sectionNameKeyPath: String?, cacheName name: String?
  ) {}
  open func performFetch() throws {}
  open var sections: [any NSFetchedResultsSectionInfo]? { fatalError() }
  open func object(at indexPath: IndexPath) -> ResultType { fatalError() }
  weak open var delegate: (any NSFetchedResultsControllerDelegate)? {
    get { fatalError() }
    set {}
  }
}
