// Starts `listsh lsp` for ListScript files: diagnostics, completion, hover, go to definition,
// document symbols and formatting come from the language server; highlighting from the grammar.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("listscript");
  const command = settings.get("path", "listsh");
  client = new LanguageClient(
    "listscript",
    "ListScript",
    { command, args: ["lsp"] },
    {
      documentSelector: [{ scheme: "file", language: "listscript" }],
      initializationOptions: { runOnSave: settings.get("runOnSave", true) },
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
