import CStack

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on a thread with a large stack.
///
/// The interpreter and the parser recurse as deeply as a script nests (procedures up to
/// `Limits.maxCallDepth` calls, brackets up to `Parser.maxDepth` levels); a secondary thread's
/// default stack (512 KiB) is too small for that in a debug build.
package enum LargeStack {
  /// The stack size of the thread, in bytes (reserved address space; pages are touched only as
  /// the recursion needs them).
  package static let size = 512 * 1024 * 1024

  private final class Job {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// Runs `body` on a new thread with a `size`-byte stack and waits for it.
  package static func run<T>(_ body: @escaping () -> T) -> T {
    var result: T?
    let job = Job { result = body() }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, size)
    // Unsafe: C API (pthread_create's `void *` argument carries the job).
    let context = Unmanaged.passRetained(job).toOpaque()
    #if canImport(Glibc)
      var thread = pthread_t()
      let started = pthread_create(
        &thread, &attributes,
        { context in
          guard let context else { return nil }
          Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
          return nil
        }, context)
      if started == 0 { pthread_join(thread, nil) }
    #else
      var thread: pthread_t?
      let started = pthread_create(
        &thread, &attributes,
        { context in
          Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
          return nil
        }, context)
      if started == 0, let thread { pthread_join(thread, nil) }
    #endif
    if started != 0 { Unmanaged<Job>.fromOpaque(context).release() }
    guard let result else { return body() }
    return result
  }
}

/// Where the calling thread's stack is, so that deep nesting is measured rather than guessed:
/// the interpreter stops blocks and calls that would use more than its budget.
package enum StackBounds {
  /// How far down the stack is now: the address of the current frame (stacks grow down on
  /// every platform Swift runs on here).
  ///
  /// Read from the frame, not from a local's address: under the address sanitizer's
  /// use-after-return detection a local lives on a heap "fake stack", and the limit measured
  /// with it never fired (a fuzzing finding, `Tests/Fuzz/reproducers/fake-stack-depth.lsh`).
  @inline(never)
  package static func current() -> UInt {
    UInt(cstack_frame_address())
  }

  /// The lowest address of the calling thread's stack, or `nil` where the system cannot say.
  package static func lowest() -> UInt? {
    #if canImport(Glibc)
      // glibc's `pthread_getattr_np` is not in Swift's Glibc module (it needs _GNU_SOURCE):
      // it is looked up by name, once.
      guard let getattr = Self.getattr else { return nil }
      var attributes = pthread_attr_t()
      guard getattr(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      // Unsafe: C API (pthread_attr_getstack).
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else {
        return nil
      }
      return UInt(bitPattern: address)
    #elseif canImport(Darwin)
      let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
      return top - UInt(pthread_get_stacksize_np(pthread_self()))
    #else
      return nil
    #endif
  }

  #if canImport(Glibc)
    // Unsafe: C API (dlsym; the symbol cast to pthread_getattr_np's C type).
    private typealias GetAttr =
      @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getattr: GetAttr? = {
      guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "pthread_getattr_np")
      else { return nil }
      return unsafeBitCast(symbol, to: GetAttr.self)
    }()
  #endif

  /// The lowest address nesting may reach from here: `budget` bytes below the caller, or less
  /// where the thread's stack ends sooner (keeping a margin for what runs at the deepest
  /// point: freeing values, the table model, a diagnostic).
  package static func floor(budget: Int) -> UInt {
    let here = current()
    guard let lowest = lowest(), here > lowest else {
      // Unknown: assume a secondary thread's default stack.
      return here - UInt(min(budget, 256 * 1024))
    }
    let room = here - lowest
    let margin = max(UInt(1 << 20), min(UInt(16 << 20), room / 8))
    let usable = room > margin ? room - margin : 0
    return here - min(UInt(max(0, budget)), usable)
  }
}
