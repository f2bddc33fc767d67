import Foundation
import HeadlessUIKit

/// The iOS version whose UIKit the headless views behave as: its checks, timing and texts.
public typealias UIKitProfile = Platform

/// Runs app code against headless list views, on one iOS profile, and says how it ended.
///
/// Every view made inside `run` behaves as the profile's UIKit and reports to the run: its calls
/// and what UIKit did for them (the trace), and the first exception UIKit would raise.
///
/// A Swift function cannot be stopped in the middle as an Objective-C exception stops the app,
/// so a raised exception does not unwind the app's code: the view that raised it is dead from
/// then on (every later call on it does nothing, as nothing runs after a crash), and `run`
/// throws the exception when its body returns — a `HeadlessException` a test catches with
/// `#expect(throws:)`. Outside any run, a view traps with UIKit's text, as the device does.
///
/// The body is one run-loop turn: when it returns, the views lay out and the completions
/// queued for the turn's end run (a batch's, an apply's). `Headless.endTurn()` ends a turn
/// inside the body.
public enum Headless {
  /// The run the current task's views report to.
  @TaskLocal static var current: HeadlessRun?

  /// Runs `body` with every view it makes on `profile`; throws the exception a view raised.
  ///
  /// - Complexity: that of `body`, plus the model's work for each call it makes.
  @MainActor public static func run<R>(
    on profile: UIKitProfile = .newest, _ body: () throws -> R
  ) throws -> R {
    let run = HeadlessRun(profile: profile, traps: false)
    let result = try $current.withValue(run) {
      let result = try body()
      // The app's code returns to the run loop: the views lay out, completions run.
      run.endTurn()
      return result
    }
    if let exception = run.exception { throw exception }
    return result
  }

  /// `run` for asynchronous app code.
  ///
  /// - Complexity: that of `body`, plus the model's work for each call it makes.
  @MainActor public static func run<R>(
    on profile: UIKitProfile = .newest, _ body: () async throws -> R
  ) async throws -> R {
    let run = HeadlessRun(profile: profile, traps: false)
    let result = try await $current.withValue(run) {
      let result = try await body()
      run.endTurn()
      return result
    }
    if let exception = run.exception { throw exception }
    return result
  }

  /// The end of a run-loop turn: every view of the current run lays itself out, as UIKit's
  /// layout pass does once the app's code returns to the run loop (it asks for the cells that
  /// come on screen then).
  ///
  /// - Complexity: O(v + log n) per view, for v visible rows of n.
  @MainActor public static func endTurn() {
    current?.endTurn()
  }

  /// The exception the current run's code raised so far, if any (`run` throws it at the end).
  public static var exception: HeadlessException? { current?.exception }

  /// What the views of the current run did, one line a call or an event; empty outside a run.
  public static var trace: [String] { current?.trace ?? [] }
}

/// The state a run's views share: the profile, the trace, the first exception.
///
/// Snapshots are values an app may build off the main actor, and they raise into the run too:
/// its state is behind a lock.
final class HeadlessRun: @unchecked Sendable {
  let profile: UIKitProfile
  /// Whether a raised exception traps (outside `Headless.run`) rather than being kept.
  let traps: Bool
  private let lock = NSLock()
  private var _trace: [String] = []
  private var _exception: HeadlessException?
  /// The engines of the run's views, to lay out at the end of a turn.
  @MainActor private var engines: [WeakEngine] = []
  /// The views made in a `Headless.run`, kept until it ends, as a window keeps the views in it:
  /// a view made in the body lays out at the body's end even when the body kept no reference.
  @MainActor private var kept: [AnyObject] = []

  init(profile: UIKitProfile, traps: Bool) {
    self.profile = profile
    self.traps = traps
  }

  var trace: [String] { lock.withLock { _trace } }
  var exception: HeadlessException? { lock.withLock { _exception } }

  /// The run a view made now reports to: the current one, or a trapping one of its own.
  static func forNewView() -> HeadlessRun {
    Headless.current ?? HeadlessRun(profile: .newest, traps: true)
  }

  /// The current run's profile; the newest outside a run.
  static var currentProfile: UIKitProfile { Headless.current?.profile ?? .newest }

  /// Raises `exception` into the current run; traps outside one.
  static func raiseInCurrent(_ exception: HeadlessException) {
    (Headless.current ?? HeadlessRun(profile: exception.profile, traps: true)).raise(exception)
  }

  /// The most lines a trace keeps: the oldest go first.
  static let traceLimit = 10_000

  func log(_ line: String) {
    lock.withLock {
      _trace.append(line)
      if _trace.count > Self.traceLimit { _trace.removeFirst(_trace.count - Self.traceLimit) }
    }
  }

  @MainActor func adopt(_ engine: ListEngine) {
    engines.removeAll { $0.engine == nil }
    engines.append(WeakEngine(engine: engine))
  }

  /// Keeps `object` (a view, or a view's data source or delegate) until the run ends (not
  /// outside a run: nothing would let it go).
  @MainActor func keep(_ object: AnyObject) {
    if !traps, !kept.contains(where: { $0 === object }) { kept.append(object) }
  }

  /// Keeps the first exception (later ones follow from it), or traps when the run does.
  func raise(_ exception: HeadlessException) {
    log("raised: \(exception.description)")
    var exception = exception
    exception.trace = trace
    if traps { fatalError(exception.description) }
    lock.withLock { if _exception == nil { _exception = exception } }
  }

  @MainActor func endTurn() {
    log("-- end of the run-loop turn")
    for engine in engines.compactMap(\.engine) { engine.endTurn() }
  }
}

@MainActor struct WeakEngine {
  weak var engine: ListEngine?
}
