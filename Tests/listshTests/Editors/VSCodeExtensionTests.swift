import Foundation
import TestSupport
import Testing

/// The VS Code extension (`editors/vscode`) never starts a program a workspace chose: its
/// manifest makes `listscript.path` a machine setting and declares what it does in an untrusted
/// workspace, and `extension.js`, run under Node with stand-ins for `vscode` and the language
/// client, starts only the user's `listsh`, found in the PATH's absolute folders.
@Suite struct VSCodeExtensionTests {
  static func manifest() throws -> [String: Any] {
    let data = try Data(contentsOf: Repository.url("editors/vscode/package.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func thePathIsAMachineSettingRestrictedInUntrustedWorkspaces() throws {
    let manifest = try Self.manifest()
    let contributes = try #require(manifest["contributes"] as? [String: Any])
    let configuration = try #require(contributes["configuration"] as? [String: Any])
    let properties = try #require(configuration["properties"] as? [String: Any])
    let path = try #require(properties["listscript.path"] as? [String: Any])
    #expect(path["scope"] as? String == "machine")
    let capabilities = try #require(manifest["capabilities"] as? [String: Any])
    let untrusted = try #require(capabilities["untrustedWorkspaces"] as? [String: Any])
    #expect(untrusted["supported"] as? String == "limited")
    #expect(
      (untrusted["restrictedConfigurations"] as? [String])?.contains("listscript.path") == true)
    #expect(((untrusted["description"] as? String) ?? "").count > 20)
    // Every setting the extension reads is declared.
    for name in ["listscript.path", "listscript.runOnSave"] {
      #expect(properties[name] != nil, "\(name)")
    }
  }

  /// What `activate` started (each client's command and `runOnSave`) and the errors it showed,
  /// in a workspace described by `scenario`: `trusted`, the user's and the workspace's
  /// `listscript.path` (`user`, `workspace`), `runOnSave`, and `grant` (trust it afterwards).
  static func activate(_ scenario: [String: Any], path: String, in folder: URL) throws -> (
    started: [[String: Any]], errors: [String]
  ) {
    let harness = folder.appendingPathComponent("harness.js")
    try Self.harness.write(to: harness, atomically: false, encoding: .utf8)
    let json = String(decoding: try JSONSerialization.data(withJSONObject: scenario), as: UTF8.self)
    let node = try #require(TestEnvironment.executable(named: "node"))
    let r = try Listsh.run(
      [harness.path, Repository.url("editors/vscode/extension.js").path],
      environment: ["SCENARIO": json, "PATH": path], in: folder, executable: node)
    try #require(r.code == 0, "\(r.stdout)\(r.stderr)")
    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    return (
      result["started"] as? [[String: Any]] ?? [], result["errors"] as? [String] ?? []
    )
  }

  /// A folder holding an executable `name` that would leave a mark if run.
  static func program(_ name: String, in folder: URL) throws -> String {
    try writeText("#!/bin/sh\ntouch ran\n", name, in: folder)
    let file = folder.appendingPathComponent(name).path
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
    return file
  }

  @Test(.enabled(if: TestEnvironment.executable(named: "node") != nil))
  func anUntrustedWorkspaceCannotChooseTheProgram() throws {
    let folder = try temporaryFolder("vscode")
    let bin = folder.appendingPathComponent("bin")
    let listsh = try Self.program("listsh", in: bin)
    let workspace = folder.appendingPathComponent("workspace")
    let evil = try Self.program("evil", in: workspace)
    _ = try Self.program("listsh", in: workspace)
    // The workspace names its own program, holds a listsh, and the current folder (the
    // workspace) is first on the PATH.
    let (started, errors) = try Self.activate(
      ["trusted": false, "workspace": evil, "runOnSave": true], path: ".:" + bin.path,
      in: workspace)
    #expect(errors == [])
    #expect(started.count == 1)
    #expect(started.first?["command"] as? String == listsh)
    #expect(started.first?["args"] as? [String] == ["lsp"])
    // Scenarios are run on save only once the workspace is trusted.
    #expect(started.first?["runOnSave"] as? Bool == false)
  }

  @Test(.enabled(if: TestEnvironment.executable(named: "node") != nil))
  func theUsersSettingIsUsedAndTrustRestartsTheServerWithRunOnSave() throws {
    let folder = try temporaryFolder("vscode")
    let mine = try Self.program("my-listsh", in: folder.appendingPathComponent("opt"))
    let workspace = folder.appendingPathComponent("workspace")
    let evil = try Self.program("evil", in: workspace)
    let (started, errors) = try Self.activate(
      ["trusted": false, "user": mine, "workspace": evil, "runOnSave": true, "grant": true],
      path: "/usr/bin:/bin", in: workspace)
    #expect(errors == [])
    #expect(started.map { $0["command"] as? String } == [mine, mine])
    #expect(started.map { $0["runOnSave"] as? Bool } == [false, true])
  }

  @Test(.enabled(if: TestEnvironment.executable(named: "node") != nil))
  func aRelativePathNamesNoProgram() throws {
    let folder = try temporaryFolder("vscode")
    _ = try Self.program("listsh", in: folder.appendingPathComponent("tools"))
    let (started, errors) = try Self.activate(
      ["trusted": true, "user": "./tools/listsh"], path: "/usr/bin:/bin", in: folder)
    #expect(started.isEmpty)
    #expect(errors.count == 1)
    #expect(errors.first?.contains("no program './tools/listsh'") == true, "\(errors)")
  }

  /// Loads `extension.js` with stand-ins for `vscode` and `vscode-languageclient/node` that
  /// answer as VS Code would for the scenario: `get` returns the workspace's value over the
  /// user's, as VS Code does for a setting a workspace may set.
  static let harness = #"""
    const Module = require("module");
    const scenario = JSON.parse(process.env.SCENARIO);
    const started = [];
    const errors = [];
    let grant;
    const vscode = {
      workspace: {
        isTrusted: scenario.trusted,
        getConfiguration: () => ({
          inspect: (key) =>
            key === "path"
              ? { defaultValue: "listsh", globalValue: scenario.user,
                  workspaceValue: scenario.workspace, workspaceFolderValue: scenario.workspace }
              : undefined,
          get: (key, fallback) => {
            const value = key === "path" ? (scenario.workspace ?? scenario.user) : scenario[key];
            return value === undefined ? fallback : value;
          },
        }),
        onDidGrantWorkspaceTrust: (listener) => {
          grant = listener;
          return { dispose() {} };
        },
      },
      window: { showErrorMessage: (message) => { errors.push(message); } },
    };
    class LanguageClient {
      constructor(id, name, server, options) {
        started.push({
          command: server.command, args: server.args,
          runOnSave: options.initializationOptions.runOnSave,
        });
      }
      start() { return Promise.resolve(); }
      stop() { return Promise.resolve(); }
    }
    const load = Module._load;
    Module._load = function (request, ...rest) {
      if (request === "vscode") return vscode;
      if (request === "vscode-languageclient/node") return { LanguageClient };
      return load.call(this, request, ...rest);
    };
    (async () => {
      const extension = require(process.argv[2]);
      await extension.activate({ subscriptions: [] });
      if (scenario.grant) {
        vscode.workspace.isTrusted = true;
        await grant();
      }
      console.log(JSON.stringify({ started, errors }));
    })();
    """#
}
