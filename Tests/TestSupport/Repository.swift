import Foundation

/// The package's checkout, found from this file's path: what the tests read (scenarios, docs,
/// sources) and where they find the built tools.
public enum Repository {
  /// The package's root folder.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The URL of `path`, relative to the root.
  public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// The paths (relative to the repository) of the files under `folder` whose names end with
  /// `suffix`, sorted.
  public static func files(under folder: String, suffix: String) throws -> [String] {
    let base = url(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }
      .map { folder + "/" + $0 }.sorted()
  }

  /// The text of the file at `path`, relative to the root.
  public static func text(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }
}

/// A fresh folder under the system's temporary folder, named `prefix-UUID`.
public func temporaryFolder(_ prefix: String = "listsh") throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The test process's environment (the libraries themselves read none).
public enum TestEnvironment {
  /// The value of the variable `name`, or `nil`.
  public static func value(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
  }

  /// The first executable file called `name` in a folder of the `PATH`, if any.
  public static func executable(named name: String) -> String? {
    (value("PATH") ?? "").split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}

/// Writes `text` to `name` under `folder`, making the folders the name needs.
public func writeText(_ text: String, _ name: String, in folder: URL) throws {
  let url = folder.appendingPathComponent(name)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try text.write(to: url, atomically: false, encoding: .utf8)
}

/// The text of `name` under `folder`.
public func readText(_ name: String, in folder: URL) throws -> String {
  try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
}
