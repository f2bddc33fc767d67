/// The messages read from the client and not yet answered: the thread that reads the stream
/// puts them in as they come, and the server takes them out one at a time, in order.
///
/// Reading runs ahead of answering, so that what comes later is known while a message is
/// answered: a `$/cancelRequest` marks its request at once (it is then answered with
/// `RequestCancelled`, without running if its turn has not come), and a run on save stops at
/// its next step once a change, save or close of its document, or the end of the session, is
/// waiting (`hasWaiting(for:)`). Everything here is guarded by one lock.
///
/// Unsafe: confined (`@unchecked Sendable`) — `condition`'s lock guards every stored `var`.
package final class Inbox: @unchecked Sendable {
  /// How the stream ended.
  package enum End: Equatable, Sendable {
    /// The client closed it.
    case closed
    /// A header that could not be read, or a body too large: nothing after it can be trusted.
    case malformed(String)
  }

  /// What `next(waiting:)` found.
  package enum Next: Sendable {
    /// A message's value, or `nil` when its body is not JSON.
    case message(JSON?)
    /// Nothing waiting (and, when asked to wait, the stream has ended).
    case none
  }

  /// The most bytes of bodies kept waiting before `put` waits for the server to catch up: a
  /// client that sends a document's whole text at every keystroke cannot fill the memory while
  /// a request is answered.
  package static let maxWaitingBytes = 256 << 20

  private let condition = Condition()
  private var messages: [(message: JSON?, bytes: Int)] = []
  private var head = 0
  private var waitingBytes = 0
  /// The requests put in and not yet answered, by `key(of:)`, with how many share the key.
  private var unanswered: [String: Int] = [:]
  private var cancelled: Set<String> = []
  /// The changes, saves and closes waiting, by document.
  private var edits: [String: Int] = [:]
  /// The `shutdown` and `exit` messages waiting.
  private var endings = 0
  private var ended: End?

  package init() {}

  /// How the stream ended, once it has.
  package var end: End? {
    condition.lock()
    defer { condition.unlock() }
    return ended
  }

  /// The key of a request's id: a string or an integer (`1.0` is `1`), or `null`; `nil` for an
  /// id that is none of these (a fraction, `1e999`, a bool, an array, an object), which is an
  /// invalid request.
  package static func key(of id: JSON) -> String? {
    switch id {
    case .string(let s): return "s" + s
    case .null: return "null"
    case .number: return id.int.map { "n\($0)" }
    default: return nil
    }
  }

  /// The id a response to a request of id `id` carries: the same, an integer written as one
  /// (`1.0` and `-0` as `1` and `0`), or `null` when `key(of:)` refuses it.
  package static func echo(of id: JSON) -> JSON {
    guard key(of: id) != nil else { return .null }
    return id.int.map(JSON.int) ?? id
  }

  /// Puts the bodies read at once (parsed here, on the reading thread) behind those waiting.
  ///
  /// Their cancellations take effect before any of them is taken. While more than
  /// `maxWaitingBytes` wait, this waits for the server to take some.
  ///
  /// - Complexity: O(n) in the bytes of the bodies.
  package func put(_ bodies: [[UInt8]]) {
    let parsed = bodies.map { (message: JSON.parse($0), bytes: $0.count) }
    condition.lock()
    defer { condition.unlock() }
    while waitingBytes > Self.maxWaitingBytes, head < messages.count, ended == nil {
      condition.wait()
    }
    for entry in parsed {
      messages.append(entry)
      waitingBytes += entry.bytes
      guard let message = entry.message else { continue }
      let method = message["method"]?.string
      if let id = message["id"], method != nil, let key = Self.key(of: id) {
        unanswered[key, default: 0] += 1
      }
      if method == "$/cancelRequest", let id = message["params"]?["id"],
        let key = Self.key(of: id), unanswered[key] != nil
      {
        cancelled.insert(key)
      }
      if let uri = Self.editedDocument(message) { edits[uri, default: 0] += 1 }
      if Self.isEnding(message) { endings += 1 }
    }
    condition.broadcast()
  }

  /// Ends the stream: `next(waiting: true)` returns `.none` once everything put in is taken.
  package func close(_ end: End = .closed) {
    condition.lock()
    defer { condition.unlock() }
    if ended == nil { ended = end }
    condition.broadcast()
  }

  /// Takes the first message waiting; when `waiting` and there is none, waits for one or the
  /// end of the stream.
  package func next(waiting: Bool) -> Next {
    condition.lock()
    defer { condition.unlock() }
    while waiting, head == messages.count, ended == nil { condition.wait() }
    guard head < messages.count else { return .none }
    let entry = messages[head]
    head += 1
    waitingBytes -= entry.bytes
    if head == messages.count {
      messages.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 1024, head * 2 > messages.count {
      messages.removeFirst(head)
      head = 0
    }
    if let message = entry.message {
      if let uri = Self.editedDocument(message), let count = edits[uri] {
        edits[uri] = count > 1 ? count - 1 : nil
      }
      if Self.isEnding(message) { endings -= 1 }
    }
    condition.broadcast()
    return .message(entry.message)
  }

  /// Whether the request of `key` has been cancelled.
  package func isCancelled(_ key: String) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled.contains(key)
  }

  /// Marks the request of `key` answered: a later cancellation of it is ignored.
  package func answered(_ key: String) {
    condition.lock()
    defer { condition.unlock() }
    guard let count = unanswered[key] else { return }
    if count > 1 {
      unanswered[key] = count - 1
    } else {
      unanswered[key] = nil
      cancelled.remove(key)
    }
  }

  /// Whether a change, save or close of the document `uri`, or a `shutdown` or `exit`, is
  /// waiting: what a run on save of `uri` would report is then stale before it is sent.
  package func hasWaiting(for uri: String) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return endings > 0 || edits[uri] != nil
  }

  /// The document a message opens, changes, saves or closes.
  private static func editedDocument(_ message: JSON) -> String? {
    switch message["method"]?.string {
    case "textDocument/didOpen", "textDocument/didChange", "textDocument/didSave",
      "textDocument/didClose":
      return message["params"]?["textDocument"]?["uri"]?.string
    default:
      return nil
    }
  }

  private static func isEnding(_ message: JSON) -> Bool {
    message["method"] == "shutdown" || message["method"] == "exit"
  }
}
