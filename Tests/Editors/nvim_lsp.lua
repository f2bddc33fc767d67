-- Neovim's own LSP client attached to `listsh lsp` by editors/neovim/listscript.lua, as
-- docs/editors.md sets it up, headless: opens a scenario with a typo,
-- waits for the diagnostics, asks for completion, hover, a definition, the symbols and the
-- formatting, and writes what it received, one line each, to the file LISTSH_NVIM_OUT names.
-- Run by Tests/Editors/nvim-session (see docs/editors.md).
local listsh = os.getenv("LISTSH")
local root = os.getenv("LISTSH_NVIM_ROOT")
local out = assert(io.open(os.getenv("LISTSH_NVIM_OUT"), "w"))
local function say(line) out:write(line, "\n") out:flush() end

package.path = os.getenv("LISTSH_NVIM_MODULES") .. "/?.lua;" .. package.path
require("listscript").setup({ cmd = { listsh, "lsp" }, root = root, runOnSave = false })
vim.cmd("edit " .. root .. "/typo.lsh")
local buf = vim.api.nvim_get_current_buf()
say("filetype: " .. vim.bo[buf].filetype)
local client
vim.wait(5000, function()
  client = (vim.lsp.get_active_clients() or {})[1]
  return client ~= nil
end, 50)
client = client and client.id

local got = vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
say("attached: " .. tostring(got))
for _, d in ipairs(vim.diagnostic.get(buf)) do
  say(string.format("diagnostic %d:%d-%d:%d %s", d.lnum + 1, d.col + 1, d.end_lnum + 1,
    d.end_col + 1, d.message:gsub("\n", " | ")))
end

local function request(method, params)
  local answers = vim.lsp.buf_request_sync(buf, method, params, 10000) or {}
  for _, answer in pairs(answers) do return answer.result end
end
local function at(line, character)
  return { textDocument = { uri = vim.uri_from_bufnr(buf) },
    position = { line = line, character = character } }
end

-- Line 4 is `s.app`: the methods of a snapshot that start with `app`.
local completion = request("textDocument/completion", at(3, 5)) or {}
local labels = {}
for _, item in ipairs(completion.items or completion) do
  table.insert(labels, item.label .. (item.detail and (" (" .. item.detail .. ")") or ""))
end
table.sort(labels)
say("completion s.app: " .. table.concat(labels, ", "))

local hover = request("textDocument/hover", at(4, 1))
say("hover insert: " .. (hover and hover.contents.value:gsub("\n", " | ") or "none"))

local definition = request("textDocument/definition", at(3, 0))
say(string.format("definition of s: line %d", definition.range.start.line + 1))

local symbols = request("textDocument/documentSymbol", { textDocument = { uri = vim.uri_from_bufnr(buf) } })
local names = {}
for _, symbol in ipairs(symbols or {}) do table.insert(names, symbol.name) end
say("symbols: " .. table.concat(names, ", "))

local edits = request("textDocument/formatting", { textDocument = { uri = vim.uri_from_bufnr(buf) },
  options = { tabSize = 2, insertSpaces = true } }) or {}
say("formatting edits: " .. #edits)
vim.lsp.util.apply_text_edits(edits, buf, "utf-16")
say("formatted line 6: " .. vim.api.nvim_buf_get_lines(buf, 5, 6, false)[1])

vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.client_is_stopped(client) end, 50)
say("stopped: " .. tostring(vim.lsp.client_is_stopped(client)))
out:close()
vim.cmd("qa!")
