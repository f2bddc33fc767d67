import Foundation
import ListScript

/// Reading scenario files for the runner and for `include`, and writing pictures.
///
/// A file has a path (where it is read from) and a name (what diagnostics print). Paths a
/// statement names are relative to the folder of its file; so are the names of included files,
/// which makes a transcript the same wherever `listsh test` was started.
enum Files {
  /// The file at `path`, named `name` (the path as given by default); `nil` if it cannot be read.
  static func read(_ path: String, name: String? = nil) -> SourceFile? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return SourceFile(name: name ?? path, bytes: Array(data), path: path)
  }

  /// A path as a statement of `from` names it: relative to that file's folder.
  static func resolve(_ path: String, from: SourceFile?) -> String {
    guard let from else { return path }
    return joined(folderOf: from.path, path)
  }

  /// `show svg`: writes the picture, relative to the file of the statement.
  static func save(_ path: String, from: SourceFile?, text: String) throws {
    let resolved = resolve(path, from: from)
    do {
      try text.write(toFile: resolved, atomically: true, encoding: .utf8)
    } catch {
      throw Interpreter.LoadError(message: "cannot write '\(path)': \(error.localizedDescription)")
    }
  }

  /// `include`: a path relative to the including file's folder, named relative to the
  /// including file's name.
  static func include(_ path: String, from: SourceFile?) throws -> SourceFile {
    let resolved = resolve(path, from: from)
    let name = from.map { normalized(joined(folderOf: $0.name, path)) } ?? path
    guard let file = read(resolved, name: name) else {
      throw Interpreter.LoadError(message: "cannot include '\(path)': no such readable file")
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
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of a path.
  static func fileName(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}
