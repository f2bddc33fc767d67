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
public enum LargeStack {
  /// The stack size of the thread, in bytes (reserved address space; pages are touched only as
  /// the recursion needs them).
  public static let size = 512 * 1024 * 1024

  private final class Job {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// Runs `body` on a new thread with a `size`-byte stack and waits for it.
  public static func run<T>(_ body: @escaping () -> T) -> T {
    var result: T?
    let job = Job { result = body() }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, size)
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
