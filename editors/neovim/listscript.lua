-- ListScript in Neovim (0.7 or later): `.lsh` files get the `listscript` filetype, a small
-- syntax (comments, strings, numbers, commands) and `listsh lsp` attached.
-- Put this file in ~/.config/nvim/lua/ and call require("listscript").setup() from init.lua,
-- with { cmd = { "/path/to/listsh", "lsp" } } when listsh is not on the PATH.
local M = {}

local commands = table.concat({
  "table", "collection", "platform", "header", "footer", "section", "data", "reload", "begin",
  "end", "batch", "insert", "delete", "reconfigure", "move", "diffable", "apply", "handler",
  "disclose", "register", "provider", "dequeue", "swiftui", "scroll", "anchor", "edit", "select", "deselect", "selection", "prefetching",
  "observation", "rotate", "contentinset", "safearea", "heights", "estimated", "cache", "invalidate", "precache", "separator", "scale",
  "accessory", "metrics", "update", "diff", "check", "show", "trace", "fetched", "photos",
  "window", "layout",
}, " ")

local function syntax()
  vim.cmd([[
    syntax clear
    syntax keyword listscriptControl if else for in while repeat def return let include expect turn print assert completion
    syntax keyword listscriptConstant true false nil
    syntax keyword listscriptOperator and or not
    syntax match listscriptNumber "\<\d[0-9_]*\(\.\d\+\)\=\>"
    syntax region listscriptString start=+"+ skip=+\\\\\|\\"+ end=+"\|$+ contains=listscriptEscape
    syntax match listscriptEscape +\\[nt"\\(]+ contained
    syntax match listscriptComment "\(#\|//\).*$"
    highlight default link listscriptControl Statement
    highlight default link listscriptCommand Keyword
    highlight default link listscriptConstant Constant
    highlight default link listscriptOperator Operator
    highlight default link listscriptNumber Number
    highlight default link listscriptString String
    highlight default link listscriptEscape SpecialChar
    highlight default link listscriptComment Comment
  ]])
  vim.cmd("syntax match listscriptCommand \"^\\s*\\<\\(" .. commands:gsub(" ", "\\|") .. "\\)\\>\"")
end

function M.setup(options)
  options = options or {}
  local cmd = options.cmd or { "listsh", "lsp" }
  vim.cmd([[autocmd BufRead,BufNewFile *.lsh setfiletype listscript]])
  vim.api.nvim_create_autocmd("FileType", {
    pattern = "listscript",
    callback = function(event)
      syntax()
      vim.bo[event.buf].commentstring = "# %s"
      vim.bo[event.buf].shiftwidth = 2
      vim.bo[event.buf].expandtab = true
      local config = {
        name = "listsh",
        cmd = cmd,
        root_dir = options.root or vim.fn.getcwd(),
        init_options = { runOnSave = options.runOnSave ~= false },
      }
      if vim.lsp.start then
        -- Neovim 0.8 and later: one client for the buffers of a root.
        vim.lsp.start(config, { bufnr = event.buf })
      else
        M.client = M.client or vim.lsp.start_client(config)
        vim.lsp.buf_attach_client(event.buf, M.client)
      end
    end,
  })
end

return M
