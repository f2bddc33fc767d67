// Process control that Swift cannot call directly: `prctl` is C-variadic. Used by `listsh
// test`'s workers only (Sources/listsh/Testing/WorkerLifetime.swift).
#ifndef LISTSH_CPROCESS_SHIM_H
#define LISTSH_CPROCESS_SHIM_H

#include <signal.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

/// Asks the kernel to send this process SIGTERM when the thread that started it ends (Linux's
/// `PR_SET_PDEATHSIG`; the worker's handler removes what it was writing, then ends by it);
/// returns -1 where the system has no such request.
static inline int cprocess_die_with_parent(void) {
#ifdef __linux__
  return prctl(PR_SET_PDEATHSIG, SIGTERM);
#else
  return -1;
#endif
}

#endif
