import CEdit
import ListScript
import ListshCore

/// What reading a line gave.
enum LineResult {
  case line(String)
  case interrupted
  case end
}

/// Line editing with libedit: emacs keys, `~/.editrc`, history, tab completion.
///
/// The only file that imports `CEdit`.
///
/// Unsafe: C API (libedit: `el_set`'s prompt callback returns `promptText`, a C string, and
/// its client data, `Unmanaged` `self`, is how the C callbacks find the editor).
final class LineEditor {
  private let editLine: OpaquePointer
  private let history: OpaquePointer?
  private let historyPath: String?
  private var promptText: UnsafeMutablePointer<CChar>?
  /// The word before the cursor and its candidates, from the text before the cursor.
  var complete: (String) -> ReplSession.Completion = { _ in .init(word: "", candidates: []) }

  init(historyPath: String?) {
    cedit_use_locale()
    Interrupts.install()
    editLine = cedit_init("listsh")
    history = cedit_history_init(1_000)
    self.historyPath = historyPath
    cedit_set_editor(editLine, "emacs")
    cedit_set_signal(editLine, 1)
    cedit_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    cedit_set_prompt(editLine) { el in
      guard let el, let data = cedit_get_clientdata(el) else { return nil }
      return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().promptText
    }
    if let history {
      cedit_use_history(editLine, history)
      if let historyPath { _ = cedit_history_load(history, historyPath) }
    }
    cedit_bind_function(
      editLine, "listsh-complete", "complete a word",
      { el, _ in
        guard let el, let data = cedit_get_clientdata(el) else { return UInt8(CC_ERROR) }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().completeWord()
      }, "^I")
    _ = cedit_source_editrc(editLine)
  }

  deinit {
    if let history { history_end(history) }
    el_end(editLine)
    free(promptText)
  }

  /// Reads a line with `prompt`; Ctrl-C gives `.interrupted`, Ctrl-D on an empty line `.end`.
  func readLine(prompt: String) -> LineResult {
    free(promptText)
    promptText = strdup(prompt)
    Interrupts.pending = false
    var count: Int32 = 0
    guard let line = el_gets(editLine, &count) else {
      if count == -1, errno == EINTR || Interrupts.pending {
        Interrupts.pending = false
        return .interrupted
      }
      return .end
    }
    var text = String(cString: line)
    if text.hasSuffix("\n") { text.removeLast() }
    return .line(text)
  }

  /// Adds a whole statement to the history.
  func remember(_ entry: String) {
    guard let history else { return }
    _ = cedit_history_enter(history, entry)
  }

  /// Writes the history to a temporary file beside it, then renames it into place; returns a
  /// warning on failure.
  func saveHistory() -> String? {
    guard let history, let historyPath else { return nil }
    let folder = Files.folder(of: historyPath)
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let temporary = historyPath + ".tmp-\(getpid())"
    guard cedit_history_save(history, temporary) >= 0, rename(temporary, historyPath) == 0 else {
      unlink(temporary)
      return "listsh: warning: cannot write the history to \(historyPath)"
    }
    return nil
  }

  /// The terminal's width in columns (80 when it cannot be told).
  static func terminalWidth() -> Int {
    var size = winsize()
    #if os(Linux)
      let request = UInt(TIOCGWINSZ)
    #else
      // Darwin's TIOCGWINSZ is a function-like macro Swift does not import: _IOR('t', 104,
      // struct winsize).
      let request: UInt = 0x4008_7468
    #endif
    guard ioctl(1, request, &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  private func completeWord() -> UInt8 {
    // Unsafe: C API (el_line's buffer and cursor).
    guard let info = el_line(editLine)?.pointee, let buffer = info.buffer, let cursor = info.cursor
    else { return UInt8(CC_ERROR) }
    let length = cursor - buffer
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: length)
    let before = String(decoding: bytes, as: UTF8.self)
    let completion = complete(before)
    let word = completion.word
    let candidates = completion.candidates
    guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
    var common = candidates[0]
    for c in candidates.dropFirst() {
      while !c.hasPrefix(common) { common.removeLast() }
    }
    if common.count > word.count {
      // A single candidate gets its space, unless it is a folder (more path may follow) or a
      // method's name (its arguments follow).
      let done = candidates.count == 1 && !common.hasSuffix("/") && completion.endsWord
      let rest = String(common.dropFirst(word.count)) + (done ? " " : "")
      _ = el_insertstr(editLine, rest)
      return UInt8(CC_REDISPLAY)
    }
    if candidates.count > 1 {
      let listed = ReplSession.columns(candidates, width: Self.terminalWidth())
      Console.write("\n" + listed, to: 1)
      return UInt8(CC_REDISPLAY)
    }
    return UInt8(CC_REFRESH)
  }
}

/// Ctrl-C: a SIGINT handler (installed without SA_RESTART, so a read is interrupted) that sets
/// a flag the REPL and the interpreter poll.
///
/// Unsafe: C API (sigaction: a handler reaches only globals, `pending`); confined — SIGINT is
/// blocked on every thread but the interpreter's (`RunSettings.run`), which polls the flag.
enum Interrupts {
  nonisolated(unsafe) static var pending = false

  static func blockOnThisThread() { mask(SIG_BLOCK) }
  static func unblockOnThisThread() { mask(SIG_UNBLOCK) }

  private static func mask(_ how: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    pthread_sigmask(how, &set, nil)
  }

  static func install() {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = { _ in Interrupts.pending = true }
    #else
      action.__sigaction_u.__sa_handler = { _ in Interrupts.pending = true }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
  }
}
