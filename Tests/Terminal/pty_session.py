"""Drives listsh's interactive shell through a pseudo-terminal, as a person at a keyboard.

Usage: pty_session.py LISTSH STATE_DIR. scripts/test runs it after the Swift tests. It types
at a person's pace and waits for what a person would see. Exits 0 when every step saw what it
expected; otherwise prints what it saw and exits 1.
"""
import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time

LISTSH, STATE = sys.argv[1], sys.argv[2]


def spawn(color=False, args=()):
    pid, fd = pty.fork()
    if pid == 0:
        env = {"PATH": os.environ.get("PATH", ""), "HOME": STATE, "XDG_STATE_HOME": STATE,
               "TERM": "xterm", "LANG": "C.UTF-8"}
        if not color:
            env["NO_COLOR"] = "1"
        os.chdir(STATE)
        os.execve(LISTSH, [LISTSH] + list(args), env)
    return pid, fd


PENDING = {}
LOG = []


def read_until(fd, needle, timeout=20.0):
    """Waits until `needle` has arrived; what came after it stays for the next wait."""
    seen = PENDING.pop(fd, b"")
    end = time.time() + timeout
    while True:
        at = seen.find(needle.encode())
        if at >= 0:
            PENDING[fd] = seen[at + len(needle.encode()):]
            return seen[:at].decode(errors="replace")
        if time.time() > end:
            break
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            LOG.append(chunk)
    raise AssertionError("expected %r, saw %r\n(all output: %r)" % (
        needle, seen.decode(errors="replace"), b"".join(LOG)[-600:].decode(errors="replace")))


def send(fd, text):
    # Keys come at a person's pace: libedit switches the terminal between modes around each
    # read, and input typed in that instant can be flushed, which no person can do.
    time.sleep(0.2)
    os.write(fd, text.encode())


def resize(fd, rows, columns):
    """Resizes the terminal, as a person dragging the window does (the shell gets SIGWINCH)."""
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def wait_exit(pid):
    end = time.time() + 10
    while time.time() < end:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        time.sleep(0.05)
    os.kill(pid, 9)
    raise AssertionError("listsh did not exit")


# A scenario in the shell's working directory, for `.load` and `-i`.
with open(os.path.join(STATE, "rows.lsh"), "w") as scenario:
    scenario.write("print 5\n")

try:
    # First run: statements, a multi-line loop, the batch prompt, Ctrl-C during a loop, Ctrl-D.
    # The step limit is raised so far that only Ctrl-C can end the endless loop (at the
    # default ten million steps the compiled loop ends on its own within the half second).
    pid, fd = spawn(args=("--max-steps", "1000000000000000"))
    read_until(fd, "listsh> ")
    send(fd, "let x = 41\r")
    read_until(fd, "listsh> ")
    send(fd, "print x + 1\r")
    read_until(fd, "42")
    send(fd, "for i in [1, 2] {\r")
    read_until(fd, "...> ")
    send(fd, "print i * 10 }\r")
    read_until(fd, "20")
    send(fd, "table\r")
    read_until(fd, "listsh> ")
    send(fd, "data [1, 2, 3]\r")
    send(fd, "begin\r")
    read_until(fd, "listsh (begin 1)> ")
    send(fd, "end\r")
    read_until(fd, "listsh> ")
    send(fd, "while true { }\r")
    time.sleep(0.5)
    send(fd, "\x03")
    read_until(fd, "interrupted")
    read_until(fd, "listsh> ")
    send(fd, "if true {\r")
    read_until(fd, "...> ")
    # A person presses Ctrl-C some time after the prompt appears; pressed in the same instant,
    # it can reach the terminal before libedit reads again, which only a machine can do.
    time.sleep(0.3)
    send(fd, "\x03")
    read_until(fd, "listsh> ")
    send(fd, "print 7\r")
    read_until(fd, "\n7\r\n")
    read_until(fd, "listsh> ")
    # Tab completes a command word.
    send(fd, "scrol\t")
    read_until(fd, "scroll ")
    send(fd, "to 0\r")
    read_until(fd, "contentOffset.y = 0")
    read_until(fd, "listsh> ")
    send(fd, "print 7\r")
    read_until(fd, "\n7\r\n")
    read_until(fd, "listsh> ")
    # The window is resized at the prompt and during a continuation: the shell carries on.
    resize(fd, 20, 60)
    send(fd, "print 3 +\r")
    read_until(fd, "...> ")
    resize(fd, 50, 132)
    send(fd, "4\r")
    read_until(fd, "\n7\r\n")
    read_until(fd, "listsh> ")
    send(fd, "print 1 / 0\r")
    seen = read_until(fd, "listsh> ")
    assert "\x1b[" not in seen, "colour with NO_COLOR set: %r" % seen
    send(fd, "\x04")
    code = wait_exit(pid)
    assert code == 0, "exit code %r after Ctrl-D" % code
    history = os.path.join(STATE, "listsh", "history")
    assert os.path.exists(history), "no history file at %s" % history
    assert oct(os.stat(os.path.dirname(history)).st_mode & 0o777) == "0o700", "history folder not 0700"

    # Second run, on a colour terminal: the history came back; Up twice recalls `print 3 + 4`,
    # typed on two lines and kept as one statement.
    pid, fd = spawn(color=True)
    read_until(fd, "listsh> ")
    send(fd, "\x1b[A\x1b[A")
    # The recalled entry shows its second line after the continuation prompt.
    read_until(fd, "\r\n   ...> 4")
    send(fd, "\r")
    read_until(fd, "\n7\r\n")
    read_until(fd, "listsh> ")
    send(fd, "print nope\r")
    seen = read_until(fd, "listsh> ")
    assert "\x1b[1;31merror:" in seen, "no colour on a terminal: %r" % seen
    send(fd, ".quit\r")
    code = wait_exit(pid)
    assert code == 0, "exit code %r after .quit" % code

    # Third run: completion in context, and what the shell says to bare words and bad files.
    pid, fd = spawn()
    read_until(fd, "listsh> ")
    # A second Tab lists the candidates once each, in columns; Ctrl-U clears the line.
    send(fd, "vis\t")
    send(fd, "\t")
    seen = read_until(fd, "visibleRows")
    listed = seen.split("\n")[-1].split()
    assert listed == ["visible", "visibleCells", "visibleHeaders"], "candidates: %r" % seen
    read_until(fd, "listsh> visible")
    send(fd, "\x15")
    # After .load, Tab offers file names.
    send(fd, ".load ro\t")
    read_until(fd, "rows.lsh ")
    send(fd, "\x15")
    # On a collection view with a diffable data source: a snapshot's methods after the dot.
    send(fd, "collection\r")
    read_until(fd, "new collection view")
    send(fd, "diffable\r")
    read_until(fd, "UICollectionViewDiffableDataSource")
    send(fd, "let s = snapshot()\r")
    read_until(fd, "listsh> ")
    send(fd, "s.appendS\t")
    read_until(fd, "s.appendSections")
    send(fd, '(["main"])\r')
    read_until(fd, "listsh> ")
    send(fd, "print s\r")
    read_until(fd, 'snapshot("main": [])')
    # Bare words a person tries, and files that cannot be read or written.
    send(fd, "quit\r")
    read_until(fd, "note: to leave listsh, type .quit or press Ctrl-D")
    send(fd, ".load nope.lsh\r")
    read_until(fd, "error: cannot read 'nope.lsh': no such file")
    send(fd, ".save /nonexistent/x.lsh\r")
    read_until(fd, "error: cannot write '/nonexistent/x.lsh': no such folder '/nonexistent'")
    read_until(fd, "listsh> ")
    send(fd, ".quit\r")
    code = wait_exit(pid)
    assert code == 0, "exit code %r after .quit" % code

    # `listsh -i FILE` runs the file, then stays open, as python3 -i does.
    pid, fd = spawn(args=("-i", os.path.join(STATE, "rows.lsh")))
    read_until(fd, "> print 5")
    read_until(fd, "listsh> ")
    send(fd, "print 6\r")
    read_until(fd, "\n6\r\n")
    send(fd, ".quit\r")
    code = wait_exit(pid)
    assert code == 0, "exit code %r after -i and .quit" % code

    # What a scenario prints reaches the terminal with its control characters escaped: the
    # window title is not set (OSC 0) and the clipboard not written (OSC 52).
    with open(os.path.join(STATE, "esc.json"), "w") as f:
        f.write('["\\u001b]0;pwned\\u0007", "\\u001b]52;c;Y2xpcA==\\u0007"]')
    with open(os.path.join(STATE, "esc.lsh"), "w") as f:
        f.write('table\ndata from "esc.json"\nprint data[0], data[1]\n')
    pid, fd = spawn(args=(os.path.join(STATE, "esc.lsh"),))
    shown = read_until(fd, "> print data[0], data[1]")
    shown = read_until(fd, "\r\n", timeout=5) + read_until(fd, "\r\n", timeout=5)
    assert "\\u{1B}]0;pwned\\u{7} \\u{1B}]52;c;Y2xpcA==\\u{7}" in shown, shown
    wait_exit(pid)
    assert b"\x1b]" not in b"".join(LOG), "a raw OSC reached the terminal"
    # Unless the person asks for raw output.
    pid, fd = spawn(args=("--raw-output", os.path.join(STATE, "esc.lsh")))
    read_until(fd, "\x1b]0;pwned\x07")
    wait_exit(pid)
except AssertionError as error:
    print(error)
    sys.exit(1)
print("ok")
