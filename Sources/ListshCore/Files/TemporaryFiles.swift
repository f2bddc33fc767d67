#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The new files a write has made and not yet renamed over its target, so that a process told
/// to stop (TERM, INT, HUP) removes them on its way out instead of leaving a `.listsh-*.tmp`
/// of many megabytes in a suite's folder.
///
/// A write registers its new file (the open descriptor of its folder and its name) before it
/// creates it and releases the slot once it is renamed or removed. `removeAll()` is what a
/// signal handler calls: it takes no lock and allocates nothing, and reads each slot's
/// descriptor last-written-first, so it sees a free slot or a whole entry. A slot read while
/// its write is finishing names a file already renamed, and `unlinkat` then finds nothing.
///
/// Unsafe: C API (sigaction: the handler's `unlinkat` reads `folders` and `names` as plain C
/// memory, with no lock and no allocation); confined — `lock` guards every write to them.
package enum TemporaryFiles {
  /// How many writes may be under way at once with a slot (more are still removed on every
  /// ordinary way out, just not by a signal).
  static let capacity = 64
  /// The longest name kept (the gate's names are 25 bytes).
  static let nameCapacity = 64

  nonisolated(unsafe) private static let folders: UnsafeMutablePointer<Int32> = {
    let folders = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    folders.initialize(repeating: -1, count: capacity)
    return folders
  }()
  nonisolated(unsafe) private static let names: UnsafeMutablePointer<CChar> = {
    let names = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * nameCapacity)
    names.initialize(repeating: 0, count: capacity * nameCapacity)
    return names
  }()
  private static let lock = Lock()

  /// Makes the slots now, so that a signal handler never runs their one-time setup.
  package static func prepare() {
    _ = folders
    _ = names
  }

  /// Notes the new file `name` in the folder open as `folder`; returns its slot (`nil` when
  /// every slot is taken or the name is too long to keep).
  package static func register(folder: Int32, name: String) -> Int? {
    let bytes = Array(name.utf8)
    guard bytes.count < nameCapacity, !bytes.contains(0) else { return nil }
    lock.lock()
    defer { lock.unlock() }
    for k in 0..<capacity where folders[k] < 0 {
      let start = names + k * nameCapacity
      for (i, byte) in bytes.enumerated() { start[i] = CChar(bitPattern: byte) }
      start[bytes.count] = 0
      folders[k] = folder
      return k
    }
    return nil
  }

  /// Frees the slot `register` gave (the file was renamed or removed).
  package static func release(_ slot: Int?) {
    guard let slot else { return }
    lock.lock()
    defer { lock.unlock() }
    folders[slot] = -1
  }

  /// How many new files are registered now.
  package static var pending: Int {
    lock.lock()
    defer { lock.unlock() }
    return (0..<capacity).count { folders[$0] >= 0 }
  }

  /// Removes every registered new file; safe in a signal handler (no lock, no allocation).
  package static func removeAll() {
    for k in 0..<capacity {
      let folder = folders[k]
      if folder >= 0 { unlinkat(folder, names + k * nameCapacity, 0) }
    }
  }
}
