import Foundation
import PackagePlugin

/// Embeds the user documentation in the target that uses the plugin: the pages `listsh mcp`
/// serves as resources, so that an installed `listsh` carries the reference its agents read.
///
/// The pages are `docs/*.md` and `docs/chapters/*.md`, but the contributors' (`contributing.md`,
/// `quality.md`); the build reruns the tool when one of them changes.
@main
struct EmbeddedDocs: BuildToolPlugin {
  /// Pages for the project's developers rather than its users.
  static let left = ["contributing.md", "quality.md"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let docs = context.package.directoryURL.appending(path: "docs")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedDocs.swift")
    var pages: [(name: String, url: URL)] = []
    for folder in ["", "chapters/"] {
      let url = folder.isEmpty ? docs : docs.appending(path: folder)
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? []
      for name in names where name.hasSuffix(".md") && !Self.left.contains(folder + name) {
        pages.append((folder + name, url.appending(path: name)))
      }
    }
    return [
      .buildCommand(
        displayName: "Embedding the documentation into \(target.name)",
        executable: try context.tool(named: "EmbeddedDocsTool").url,
        arguments: [output.path] + pages.flatMap { [$0.name, $0.url.path] },
        inputFiles: pages.map(\.url),
        outputFiles: [output])
    ]
  }
}
