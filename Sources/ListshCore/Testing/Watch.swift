#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `listsh test --watch` needs apart from the terminal: the state of the files under the
/// paths watched, what changed between two looks, and which checked files a change touches —
/// the file itself, its transcripts, and what it includes or reads, followed through includes.
package enum Watch {
  /// A file's modification time and size, which a save changes.
  package struct Stamp: Equatable, Sendable {
    var modified: Date?
    var size: Int?
  }

  /// The files under `paths` (folders walked, links not followed, folders starting with `.`
  /// skipped, as discovery does), each with its stamp, by path as given.
  ///
  /// - Complexity: O(e) for e entries, at most `limit` files.
  package static func look(at paths: [String], limit: Int = 100_000) -> [String: Stamp] {
    var stamps: [String: Stamp] = [:]
    let manager = FileManager.default
    var pending = paths
    while let path = pending.popLast(), stamps.count < limit {
      guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
      let type = attributes[.type] as? FileAttributeType
      if type == .typeDirectory {
        let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
        for name in names where !name.hasPrefix(".") || name == ".listsh-test" {
          pending.append(path == "." ? name : path + "/" + name)
        }
      } else if type == .typeRegular {
        stamps[path] = Stamp(
          modified: attributes[.modificationDate] as? Date,
          size: FileSize.of(attributes[.size]))
      }
    }
    return stamps
  }

  /// The paths whose stamp differs between two looks, or that one of them lacks.
  package static func changed(_ before: [String: Stamp], _ after: [String: Stamp]) -> Set<String> {
    var paths = Set<String>()
    for (path, stamp) in after where before[path] != stamp { paths.insert(path) }
    for path in before.keys where after[path] == nil { paths.insert(path) }
    return paths
  }

  /// The files a scenario's text names in string literals that end in `.lsh` or `.json`
  /// (`include "steps.lsh"`, `data from "feed.json"`), relative to the scenario's folder.
  package static func referenced(in text: String, folder: String) -> [String] {
    var names: [String] = []
    for match in text.matches(of: #/"([^"\\\n]+\.(?:lsh|json))"/#) {
      let name = String(match.output.1)
      let path = name.hasPrefix("/") ? name : (folder == "." ? name : folder + "/" + name)
      names.append(Files.normalized(path))
    }
    return names
  }

  /// The checked files a change touches.
  ///
  /// Those are each file that changed, whose transcript (`NAME.out`,
  /// `NAME.PROFILE.out`) or folder's `.listsh-test` changed, or that names a changed file,
  /// directly or through the files it includes. `read` gives a file's text.
  ///
  /// - Complexity: O(f · d) for f files and d references each.
  package static func affected(
    _ files: [String], by changed: Set<String>, read: (String) -> String?
  ) -> [String] {
    affected(files, by: changed) { file in
      read(file).map { referenced(in: $0, folder: Files.folder(of: file)) }
    }
  }

  /// The checked files a change touches, given the files each file names.
  ///
  /// As `affected(_:by:read:)`, with `references` (a `ReferenceCache`'s, say) in place of
  /// reading and scanning each file.
  ///
  /// - Complexity: O(f · d) for f files and d references each.
  package static func affected(
    _ files: [String], by changed: Set<String>, references: (String) -> [String]?
  ) -> [String] {
    let normalized = Set(changed.map(Files.normalized))
    var memo: [String: Bool] = [:]
    func touches(_ file: String, _ seen: Set<String>) -> Bool {
      if let known = memo[file] { return known }
      if normalized.contains(file) { return true }
      guard !seen.contains(file), let names = references(file) else { return false }
      let result = names.contains {
        normalized.contains($0) || ($0.hasSuffix(".lsh") && touches($0, seen.union([file])))
      }
      memo[file] = result
      return result
    }
    return files.filter { file in
      let path = Files.normalized(file)
      let base = path.hasSuffix(".lsh") ? String(path.dropLast(4)) : path
      let folder = Files.folder(of: path)
      let settings = folder == "." ? ".listsh-test" : folder + "/.listsh-test"
      return touches(path, [])
        || normalized.contains { $0.hasPrefix(base + ".") && $0.hasSuffix(".out") }
        || normalized.contains(settings)
    }
  }

  /// The files each watched file names, kept from one look to the next: a file is read again
  /// only when its stamp changed, so a change reads the files that changed, not every file
  /// found; and a file larger than a scenario may be is never read (no run could use it).
  package final class ReferenceCache {
    private var known: [String: (stamp: Stamp, names: [String])] = [:]
    /// The bytes read so far, for tests that count the work a change costs.
    package private(set) var bytesRead = 0

    package init() {}

    /// What `path` (whose stamp is `stamp`) names, read through `read` (at most `limit`
    /// bytes; `nil` when it cannot be read) only when its stamp is new; `nil` when it cannot
    /// be read or holds more than a scenario may.
    package func references(
      of path: String, stamp: Stamp, limit: Int = Files.readLimit,
      read: (_ path: String, _ limit: Int) -> [UInt8]?
    ) -> [String]? {
      if let entry = known[path], entry.stamp == stamp { return entry.names }
      if let size = stamp.size, size >= limit { return nil }
      guard let bytes = read(path, limit) else { return nil }
      bytesRead += bytes.count
      guard bytes.count < limit else { return nil }
      let names = Watch.referenced(
        in: String(decoding: bytes, as: UTF8.self), folder: Files.folder(of: path))
      known[path] = (stamp, names)
      return names
    }
  }
}
