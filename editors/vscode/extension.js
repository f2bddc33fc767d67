// Starts `listsh lsp` for ListScript files: diagnostics, completion, hover, go to definition,
// document symbols and formatting come from the language server; highlighting from the grammar.
//
// The program started is never one the workspace chose: `listscript.path` is a machine-scoped
// setting, read here from the user's (or the remote machine's) settings only, and found on the
// PATH's absolute folders — not in the workspace, where Windows would look first. In a workspace
// that is not trusted, scenarios are not run on save; trusting it restarts the server with the
// settings' `listscript.runOnSave`.
const fs = require("fs");
const path = require("path");
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

// The user's `listscript.path`, else `listsh`: a workspace's value (.vscode/settings.json, a
// workspace file, a folder's settings) is never read, even from a VS Code that let one be set.
function configuredPath() {
  const inspected = vscode.workspace.getConfiguration("listscript").inspect("path");
  const value = inspected ? inspected.globalValue : undefined;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : "listsh";
}

// The absolute path of the program `name` names, or undefined: an absolute path as it is, a
// bare name looked up in the PATH's absolute folders (with PATHEXT's endings on Windows). A
// relative path with a folder in it (`./listsh`, `bin/listsh`) would be the workspace's file,
// so it names nothing.
function resolveProgram(name) {
  const executable = (file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };
  if (path.isAbsolute(name)) return executable(name) ? name : undefined;
  if (name.includes("/") || name.includes("\\")) return undefined;
  const endings =
    process.platform === "win32"
      ? [""].concat((process.env.PATHEXT || ".EXE;.CMD;.BAT;.COM").split(";").filter(Boolean))
      : [""];
  for (const folder of (process.env.PATH || "").split(path.delimiter)) {
    if (!path.isAbsolute(folder)) continue;
    for (const ending of endings) {
      const file = path.join(folder, name + ending);
      if (executable(file)) return file;
    }
  }
  return undefined;
}

function start() {
  const configured = configuredPath();
  const command = resolveProgram(configured);
  if (!command) {
    vscode.window.showErrorMessage(
      `ListScript: no program '${configured}' to start (listscript.path, in your user settings, ` +
        "is an absolute path or a name found in a folder of the PATH)."
    );
    return undefined;
  }
  // Running a scenario runs the workspace's code: only once the workspace is trusted.
  const runOnSave =
    vscode.workspace.isTrusted === true &&
    vscode.workspace.getConfiguration("listscript").get("runOnSave", true);
  client = new LanguageClient(
    "listscript",
    "ListScript",
    { command, args: ["lsp"] },
    {
      documentSelector: [{ scheme: "file", language: "listscript" }],
      initializationOptions: { runOnSave },
    }
  );
  return client.start();
}

async function stop() {
  const running = client;
  client = undefined;
  if (running) await running.stop();
}

function activate(context) {
  context.subscriptions.push(
    vscode.workspace.onDidGrantWorkspaceTrust(async () => {
      await stop();
      await start();
    }),
    { dispose: stop }
  );
  return start();
}

function deactivate() {
  return stop();
}

module.exports = { activate, deactivate, resolveProgram };
