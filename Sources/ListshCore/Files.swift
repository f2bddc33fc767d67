import Foundation
import ListScript

/// Reading scenario files for the runner and for `include`, and writing pictures.
///
/// A file has a path (where it is read from) and a name (what diagnostics print). Paths a
/// statement names are relative to the folder of its file; so are the names of included files,
/// which makes a transcript the same wherever `listsh test` was started.
package enum Files {
  /// The most bytes read from one file: one more than a script may hold, so that a larger
  /// file is reported by the interpreter (with its limit) without being read whole.
  static let readLimit = Limits().maxSourceBytes + 1

  /// The most bytes read of an expected transcript or picture: more than a run can print, so
  /// that a larger file differs without being read whole.
  static let transcriptLimit = Limits().maxOutputBytes + 1_000_001

  /// The file at `path`, named `name` (the path as given by default), its first `readLimit`
  /// bytes; `nil` if it cannot be read.
  package static func read(_ path: String, name: String? = nil) -> SourceFile? {
    guard let bytes = contents(path) else { return nil }
    return SourceFile(name: name ?? path, bytes: bytes, path: path)
  }

  /// The first `limit` bytes of the file at `path`, or `nil` if it cannot be opened.
  package static func contents(_ path: String, limit: Int = readLimit) -> [UInt8]? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    do {
      // `nil` at the end of the file: an empty file.
      return Array(try handle.read(upToCount: limit) ?? Data())
    } catch {
      return nil
    }
  }

  /// Why the file at `path` cannot be read, in words: for a message that names the file.
  package static func whyUnreadable(_ path: String) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      let folder = folder(of: path)
      return FileManager.default.fileExists(atPath: folder)
        ? "no such file" : "no such folder '\(folder)'"
    }
    if isFolder.boolValue {
      return "it is a folder (listsh test FOLDER checks the scenarios in it)"
    }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return "it cannot be read"
  }

  /// Why `text` cannot be written to `path`, in words, or `nil` if nothing stands in the way
  /// that can be seen beforehand.
  package static func whyUnwritable(_ path: String) -> String? {
    let folder = folder(of: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      return "no such folder '\(folder)'"
    }
    if !isFolder.boolValue { return "'\(folder)' is not a folder" }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      return "it is a folder"
    }
    if !FileManager.default.isWritableFile(atPath: folder) { return "permission denied" }
    return nil
  }

  /// The first `limit` bytes of standard input.
  package static func standardInput(limit: Int = readLimit) -> [UInt8] {
    Array((try? FileHandle.standardInput.read(upToCount: limit)) ?? Data())
  }

  /// A path as a statement of `from` names it: relative to that file's folder.
  static func resolve(_ path: String, from: SourceFile?) -> String {
    guard let from else { return path }
    return joined(folderOf: from.path, path)
  }

  /// `show svg`: writes the picture, relative to the file of the statement, where `policy`
  /// allows.
  package static func save(_ path: String, from: SourceFile?, text: String, policy: PathPolicy)
    throws
  {
    let resolved = try policy.check(resolve(path, from: from), as: .picture, named: path)
    do {
      try write(text, to: resolved)
    } catch {
      throw Interpreter.LoadError(message: "cannot write '\(path)': \(error.localizedDescription)")
    }
  }

  /// Writes `text` to the file at `path`, atomically (a new file renamed over the old).
  @Sendable package static func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// `include`: a path relative to the including file's folder, named relative to the
  /// including file's name, read where `policy` allows.
  package static func include(_ path: String, from: SourceFile?, policy: PathPolicy) throws
    -> SourceFile
  {
    try read(path, from: from, policy: policy, as: .include)
  }

  /// `data from`: a JSON file relative to the reading file's folder, named relative to that
  /// file's name, read where `policy` allows.
  package static func data(_ path: String, from: SourceFile?, policy: PathPolicy) throws
    -> SourceFile
  {
    try read(path, from: from, policy: policy, as: .data)
  }

  /// A file a statement of `from` names, for `use`.
  static func read(_ path: String, from: SourceFile?, policy: PathPolicy, as use: PathPolicy.Use)
    throws -> SourceFile
  {
    let resolved = try policy.check(resolve(path, from: from), as: use, named: path)
    let name = from.map { normalized(joined(folderOf: $0.name, path)) } ?? path
    guard let file = read(resolved, name: name) else {
      let verb = use == .include ? "include" : "read"
      throw Interpreter.LoadError(message: "cannot \(verb) '\(path)': \(whyUnreadable(resolved))")
    }
    return file
  }

  /// `path` relative to the folder of `file` (absolute paths stay as they are).
  static func joined(folderOf file: String, _ path: String) -> String {
    guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
    return String(file[...slash]) + path
  }

  /// A relative path without `.` components and with `folder/..` pairs removed, so that
  /// `lib/../a.lsh` is named `a.lsh`; leading `..` stay.
  static func normalized(_ path: String) -> String {
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

  /// The last component of a path.
  package static func fileName(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}

/// Where a scenario may read and write.
///
/// Inside its root (the folder of the file given, of the suite, or the working directory),
/// symlinks and `..` resolved; only `.lsh` files to include and `.svg` files to draw; regular
/// files only; no NUL bytes. `--allow-paths-outside` lifts the root for a person on their own
/// machine (the other rules stay).
package struct PathPolicy: Sendable {
  /// What a statement does with a path.
  package enum Use: Sendable {
    /// `include`: reads a scenario.
    case include
    /// `show svg`: writes a picture.
    case picture
    /// `data from`, `update to from`: reads a JSON data file.
    case data
  }

  /// The root, symlinks resolved, or `nil` for anywhere.
  let root: String?

  /// Paths confined to `folder`.
  package static func inside(_ folder: String) -> PathPolicy {
    PathPolicy(root: realPath(folder.isEmpty ? "." : folder))
  }

  /// Paths anywhere (the other rules still hold).
  package static let anywhere = PathPolicy(root: nil)

  /// The path to use for `path` (as resolved against the statement's file), or an error that
  /// says which rule it broke, naming the path as the statement wrote it (`named`).
  func check(_ path: String, as use: Use, named: String) throws -> String {
    func refuse(_ why: String) -> Interpreter.LoadError {
      let verb =
        switch use {
        case .include: "include"
        case .picture: "write"
        case .data: "read"
        }
      return Interpreter.LoadError(message: "cannot \(verb) '\(named)': \(why)")
    }
    guard !path.utf8.contains(0) else { throw refuse("a path cannot hold a NUL byte") }
    let (suffix, rule) =
      switch use {
      case .include: (".lsh", "only scenarios (.lsh files) can be included")
      case .picture: (".svg", "pictures are written only to .svg files")
      case .data: (".json", "data is read only from .json files")
      }
    guard path.hasSuffix(suffix) else { throw refuse(rule) }
    let resolved = Self.realPath(path)
    if let root, resolved != root, !resolved.hasPrefix(root == "/" ? "/" : root + "/") {
      throw refuse(
        "it is outside the scenario's folder (\(root)); listsh --allow-paths-outside lifts that")
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) {
      let type =
        (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
      guard !isFolder.boolValue, type == .typeRegular else {
        throw refuse("it is not a regular file")
      }
    } else if use != .picture {
      throw refuse(Files.whyUnreadable(resolved))
    }
    return resolved
  }

  /// `path` absolute, with `.`, `..` and symlinks resolved (for a file that does not exist
  /// yet, its folder's).
  package static func realPath(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    if FileManager.default.fileExists(atPath: url.path) {
      return url.resolvingSymlinksInPath().path
    }
    let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
    return folder.appendingPathComponent(url.lastPathComponent).path
  }
}
