import ListScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files of a run, read and written through a `FileGate`: scenarios, includes, data files,
/// transcripts, pages and pictures.
///
/// A file has a path (relative to the gate's root, which the paths it names are relative to)
/// and a name (what diagnostics print). The paths a statement names are relative to the folder
/// of its file; so are the names of included files, which makes a transcript the same wherever
/// `listsh test` was started.
package enum Files {
  /// The most bytes read from one file: one more than a script may hold, so that a larger
  /// file is reported by the interpreter (with its limit) without being read whole.
  package static let readLimit = Limits().maxSourceBytes + 1

  /// The most bytes read of an expected transcript or picture: more than a run can print, so
  /// that a larger file differs without being read whole.
  package static let transcriptLimit = Limits().maxOutputBytes + 1_000_001

  /// What a file is used for, which decides the names it may have.
  package enum Use: Sendable {
    /// A scenario run or checked, or one that `include` reads.
    case scenario
    /// A Markdown page with examples.
    case page
    /// A scenario's expected transcript.
    case transcript
    /// A JSON file that `data from` reads.
    case data
    /// A picture that `show svg` writes.
    case picture
    /// Code that `emit swift` writes.
    case swift
    /// A folder's settings for `listsh test` (`.listsh-test`).
    case settings
    /// Anything a person names for the tool itself (a report, an exception text).
    case any

    /// The suffixes a name must end with (none for `any`).
    package var suffixes: [String] {
      switch self {
      case .scenario: [".lsh"]
      case .page: [".md"]
      case .transcript: [".out"]
      case .data: [".json"]
      case .picture: [".svg"]
      case .swift: [".swift"]
      case .settings: [".listsh-test"]
      case .any: []
      }
    }
  }

  /// The file at `path` (relative to the gate), named `name` in diagnostics, its first
  /// `readLimit` bytes.
  package static func source(
    _ path: String, name: String, gate: FileGate, as use: Use = .scenario
  ) throws(FileRefusal) -> SourceFile {
    let bytes = try gate.read(path, suffixes: use.suffixes, limit: readLimit)
    return SourceFile(name: name, bytes: bytes, path: path)
  }

  /// The first `limit` bytes of the file at `path`, or `nil` when the gate refuses it.
  package static func contents(
    _ path: String, gate: FileGate, as use: Use, limit: Int = readLimit
  ) -> [UInt8]? {
    try? gate.read(path, suffixes: use.suffixes, limit: limit)
  }

  /// Writes `text` to `path` through the gate (a new file renamed over the target).
  package static func write(_ text: String, to path: String, gate: FileGate, as use: Use)
    throws(FileRefusal)
  {
    try gate.write(Array(text.utf8), to: path, suffixes: use.suffixes)
  }

  /// The first `limit` bytes of standard input.
  package static func standardInput(limit: Int = readLimit) -> [UInt8] {
    var bytes: [UInt8] = []
    standardInput(limit: limit) { bytes += $0 }
    return bytes
  }

  /// The first `limit` bytes of standard input, handed to `each` a chunk at a time.
  package static func standardInput(limit: Int, each: (ArraySlice<UInt8>) -> Void) {
    var total = 0
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while total < limit {
      let wanted = min(chunk.count, limit - total)
      // Unsafe: C API (read).
      let n = chunk.withUnsafeMutableBytes { readStandardInput($0.baseAddress, wanted) }
      if n < 0, errno == EINTR { continue }
      if n <= 0 { break }
      total += n
      each(chunk[0..<n])
    }
  }

  /// A path as a statement of `from` names it: relative to that file's folder.
  package static func resolve(_ path: String, from: SourceFile?) -> String {
    guard let from else { return path }
    return joined(folderOf: from.path, path)
  }

  /// `show svg`: writes the picture, relative to the file of the statement.
  package static func save(_ path: String, from: SourceFile?, text: String, gate: FileGate)
    throws
  {
    do {
      try write(text, to: resolve(path, from: from), gate: gate, as: .picture)
    } catch {
      throw Interpreter.LoadError(
        message: "cannot write '\(FileNames.abbreviated(path))': \(error.reason)")
    }
  }

  /// `include`: a scenario relative to the including file's folder, named relative to the
  /// including file's name.
  package static func include(_ path: String, from: SourceFile?, gate: FileGate) throws
    -> SourceFile
  {
    try read(path, from: from, gate: gate, as: .scenario, verb: "include")
  }

  /// `data from`: a JSON file relative to the reading file's folder, named relative to that
  /// file's name.
  package static func data(_ path: String, from: SourceFile?, gate: FileGate) throws
    -> SourceFile
  {
    try read(path, from: from, gate: gate, as: .data, verb: "read")
  }

  /// A file a statement of `from` names, for `use`.
  static func read(
    _ path: String, from: SourceFile?, gate: FileGate, as use: Use, verb: String
  ) throws -> SourceFile {
    let name = from.map { normalized(joined(folderOf: $0.name, path)) } ?? path
    do {
      return try source(resolve(path, from: from), name: name, gate: gate, as: use)
    } catch {
      throw Interpreter.LoadError(
        message: "cannot \(verb) '\(FileNames.abbreviated(path))': \(error.reason)")
    }
  }

  /// `path` relative to the folder of `file` (absolute paths stay as they are).
  static func joined(folderOf file: String, _ path: String) -> String {
    guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
    return String(file[...slash]) + path
  }

  /// A relative path without `.` components and with `folder/..` pairs removed, so that
  /// `lib/../a.lsh` is named `a.lsh`; leading `..` stay.
  package static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : joined
  }

  /// The folder part of a path (`.` for a bare file name).
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Whether something is at `path`, links followed, and whether it is a folder (as
  /// `FileManager.fileExists(atPath:isDirectory:)` says, whose flag is a `Bool` in
  /// swift-foundation and an `ObjCBool` in Apple's).
  package static func existence(_ path: String) -> (exists: Bool, isFolder: Bool) {
    var info = stat()
    guard stat(path, &info) == 0 else { return (false, false) }
    return (true, info.st_mode & S_IFMT == S_IFDIR)
  }

  /// The last component of a path.
  package static func fileName(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  /// `path` (as given on the command line) relative to `root` (as given too), when it lies
  /// under it by name: `suite/a/x.lsh` under `suite` is `a/x.lsh`.
  package static func relative(_ path: String, to root: String) -> String? {
    if root == "." || root.isEmpty { return path.hasPrefix("/") ? nil : path }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return String(path.dropFirst(prefix.count))
  }
}

/// `read(2)` on descriptor 0, under a name that `Files.read` does not shadow.
///
/// Unsafe: C API (read).
private func readStandardInput(_ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(0, buffer, count)
}
