import ArgumentParser
import Dispatch
import HeadlessUIKit
import ListshCore

/// A shared counter that hands out 0, 1, 2, … to concurrent takers.
///
/// A taker waits while the number it would get is `window` or more ahead of the last one
/// `printed`: results that wait for a slow file to be printed first stay few, however many
/// files the suite has.
///
/// Unsafe: confined (`@unchecked Sendable`) — `condition`'s lock guards `value` and `printed`.
final class Counter: @unchecked Sendable {
  private var value = 0
  private var printed = 0
  private let window: Int
  private let condition = Condition()

  init(window: Int = .max) { self.window = window }

  /// The next number, or `nil` once `limit` is reached.
  func take(below limit: Int) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while value < limit, value - printed >= window { condition.wait() }
    guard value < limit else { return nil }
    value += 1
    return value - 1
  }

  /// Marks one more result printed, letting a waiting taker go on.
  func advance() {
    condition.lock()
    printed += 1
    condition.broadcast()
    condition.unlock()
  }
}

/// Values written by concurrent workers, one slot each, read in order as they arrive.
///
/// Unsafe: confined (`@unchecked Sendable`) — `lock` guards `values`; `ready` is immutable.
final class Slots<Value>: @unchecked Sendable {
  private var values: [Value?]
  private let ready: [DispatchSemaphore]
  private let lock = Lock()

  init(count: Int) {
    values = Array(repeating: nil, count: count)
    ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
  }

  func set(_ i: Int, _ value: Value) {
    lock.lock()
    values[i] = value
    lock.unlock()
    ready[i].signal()
  }

  /// The value of slot `i`, waiting until it is set.
  func wait(_ i: Int) -> Value {
    ready[i].wait()
    lock.lock()
    defer { lock.unlock() }
    guard let value = values[i] else {
      preconditionFailure("slot \(i) signalled before it was set")
    }
    return value
  }
}

/// `--platform ios14,ios17`: profiles, each once, in the order given.
struct PlatformList: ExpressibleByArgument {
  var platforms: [Platform]

  init?(argument: String) {
    var list: [Platform] = []
    for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
      guard let platform = Platform(rawValue: PlainText.trimmed(name)) else {
        return nil
      }
      if !list.contains(platform) { list.append(platform) }
    }
    guard !list.isEmpty else { return nil }
    platforms = list
  }

  /// The list as an argument again.
  var argument: String { platforms.map(\.rawValue).joined(separator: ",") }

  static var allValueStrings: [String] { Platform.allCases.map(\.rawValue) }
}
