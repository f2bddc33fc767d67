import Foundation
import PackagePlugin

/// Stamps the commit the package was built from into the target that uses the plugin.
///
/// The tool reads the checkout's `.git` (HEAD, then the branch's ref or `packed-refs`) and
/// writes `BuildCommit.hash` in a Swift file. The build reruns it when those files change; a
/// copy without `.git` (a release archive) gets `nil`.
@main
struct CommitStamp: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
    let git = Self.gitDirectory(root)
    var inputs: [URL] = []
    if let git {
      inputs.append(git.appending(path: "HEAD"))
      if let head = try? String(contentsOf: git.appending(path: "HEAD"), encoding: .utf8),
        head.hasPrefix("ref: ")
      {
        let ref = head.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)
        let loose = git.appending(path: ref)
        if FileManager.default.fileExists(atPath: loose.path) { inputs.append(loose) }
      }
      let packed = git.appending(path: "packed-refs")
      if FileManager.default.fileExists(atPath: packed.path) { inputs.append(packed) }
    }
    return [
      .buildCommand(
        displayName: "Stamping the commit into \(target.name)",
        executable: try context.tool(named: "CommitStampTool").url,
        arguments: [root.path, output.path],
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }

  /// The checkout's git directory: `.git`, or the one a `.git` file names (a worktree).
  static func gitDirectory(_ root: URL) -> URL? {
    let dotGit = root.appending(path: ".git")
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else {
      return nil
    }
    if isFolder.boolValue { return dotGit }
    guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ")
    else { return nil }
    let path = text.dropFirst(8).trimmingCharacters(in: .whitespacesAndNewlines)
    return path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
  }
}
