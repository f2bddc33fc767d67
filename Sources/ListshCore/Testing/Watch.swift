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
    let normalized = Set(changed.map(Files.normalized))
    var memo: [String: Bool] = [:]
    func touches(_ file: String, _ seen: Set<String>) -> Bool {
      if let known = memo[file] { return known }
      if normalized.contains(file) { return true }
      guard !seen.contains(file), let text = read(file) else { return false }
      let result = referenced(in: text, folder: Files.folder(of: file)).contains {
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
}
