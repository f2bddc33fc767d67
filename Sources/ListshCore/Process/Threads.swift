#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock (`pthread_mutex_t`), as Foundation's `NSLock` is.
///
/// The shell and the test runner use these rather than Foundation's: with Foundation's
/// threading types gone, the release binary links only `FoundationEssentials`, which is a
/// fraction of the start-up (docs/quality.md, start-up).
///
/// Unsafe: C API (pthread_mutex_init, pthread_mutex_lock: the mutex must stay at one address);
/// confined — its only state is the mutex, which pthreads makes safe to share.
package final class Lock: @unchecked Sendable {
  /// The mutex (a `Condition` waits on its lock's).
  fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// An unlocked lock.
  package init() { mutex = PthreadObject.make(pthread_mutex_t()) { pthread_mutex_init($0, nil) } }

  deinit { PthreadObject.free(mutex) { pthread_mutex_destroy($0) } }

  /// Waits until the lock is free, then holds it.
  package func lock() { pthread_mutex_lock(mutex) }

  /// Lets the lock go.
  package func unlock() { pthread_mutex_unlock(mutex) }
}

/// A lock with a condition to wait on (`pthread_cond_t`), as Foundation's `NSCondition` is.
///
/// Unsafe: C API (pthread_cond_init, pthread_cond_wait: the condition must stay at one
/// address); confined — its only state is the condition and its `Lock`, both safe to share.
package final class Condition: @unchecked Sendable {
  private let guarding = Lock()
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// An unlocked condition.
  package init() {
    condition = PthreadObject.make(pthread_cond_t()) { pthread_cond_init($0, nil) }
  }

  deinit { PthreadObject.free(condition) { pthread_cond_destroy($0) } }

  /// Waits until the lock is free, then holds it.
  package func lock() { guarding.lock() }

  /// Lets the lock go.
  package func unlock() { guarding.unlock() }

  /// Lets the lock go until the condition is signalled, then holds it again (the caller
  /// holds it, and checks its predicate again: a wake may be spurious).
  package func wait() { pthread_cond_wait(condition, guarding.mutex) }

  /// Wakes every waiter.
  package func broadcast() { pthread_cond_broadcast(condition) }
}

/// A pthread object on the heap, where it must stay (a mutex or condition is not to be moved
/// once initialised).
///
/// Unsafe: C API (pthread_mutex_init, pthread_cond_init and their `destroy`).
private enum PthreadObject {
  /// A new object, initialised by `initialise` (`pthread_mutex_init`, `pthread_cond_init`).
  static func make<T>(_ zero: T, _ initialise: (UnsafeMutablePointer<T>) -> Int32)
    -> UnsafeMutablePointer<T>
  {
    let object = UnsafeMutablePointer<T>.allocate(capacity: 1)
    object.initialize(to: zero)
    _ = initialise(object)
    return object
  }

  /// Destroys the object (`pthread_mutex_destroy`, `pthread_cond_destroy`) and frees it.
  static func free<T>(
    _ object: UnsafeMutablePointer<T>, _ destroy: (UnsafeMutablePointer<T>) -> Int32
  ) {
    _ = destroy(object)
    object.deinitialize(count: 1)
    object.deallocate()
  }
}

/// Threads started and left to run, as Foundation's `Thread.detachNewThread` starts them.
package enum Threads {
  private final class Job {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// Starts `body` on a new detached thread with the system's default stack.
  ///
  /// A system that refuses a thread stops the process, as Foundation's `Thread` does: the
  /// runner cannot go on without the thread it asked for (a reader left waiting would hang).
  package static func detach(_ body: @escaping @Sendable () -> Void) {
    // Unsafe: C API (pthread_create's `void *` argument carries the job).
    let context = Unmanaged.passRetained(Job(body)).toOpaque()
    // The start routine's argument is optional on both systems (Apple's SDK as Swift imports
    // it, and Glibc); only `pthread_t` differs.
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let started = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<Job>.fromOpaque(context).release()
      fatalError("listsh: the system refused a thread (error \(started))")
    }
    #if canImport(Glibc)
      pthread_detach(thread)
    #else
      if let thread { pthread_detach(thread) }
    #endif
  }
}
