// Wrappers around libedit for Swift. `el_set`, `el_get` and `history` are C-variadic, which
// Swift cannot call, and in Swift 6 mode the C globals `stdin`/`stdout`/`stderr` are not
// concurrency-safe to touch; each wrapper below fixes the arguments of one operation.
#ifndef LISTSH_CEDIT_SHIM_H
#define LISTSH_CEDIT_SHIM_H

#include <histedit.h>
#include <locale.h>
#include <stdio.h>

typedef char *(*cedit_prompt_fn)(EditLine *);
typedef unsigned char (*cedit_key_fn)(EditLine *, int);

/// Starts an editor on the process's standard streams.
static inline EditLine *cedit_init(const char *program) {
  return el_init(program, stdin, stdout, stderr);
}

/// Uses the user's locale so that non-ASCII input survives.
static inline void cedit_use_locale(void) { setlocale(LC_ALL, ""); }

static inline int cedit_set_prompt(EditLine *el, cedit_prompt_fn fn) {
  return el_set(el, EL_PROMPT, fn);
}

static inline int cedit_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

static inline int cedit_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }

static inline int cedit_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *cedit_get_clientdata(EditLine *el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return data;
}

/// Registers a key function and binds it to `key` (the NULL sentinel is added here).
static inline int cedit_bind_function(EditLine *el, const char *name, const char *help,
                                      cedit_key_fn fn, const char *key) {
  if (el_set(el, EL_ADDFN, name, help, fn) != 0) return -1;
  return el_set(el, EL_BIND, key, name, NULL);
}

/// Reads `~/.editrc` (or `$EDITRC`) so users can override the defaults.
static inline int cedit_source_editrc(EditLine *el) { return el_source(el, NULL); }

static inline History *cedit_history_init(int size) {
  History *h = history_init();
  if (h == NULL) return NULL;
  HistEvent ev;
  history(h, &ev, H_SETSIZE, size);
  history(h, &ev, H_SETUNIQUE, 1);
  return h;
}

static inline int cedit_use_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

static inline int cedit_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

static inline int cedit_history_load(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_LOAD, path);
}

static inline int cedit_history_save(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_SAVE, path);
}

#endif
