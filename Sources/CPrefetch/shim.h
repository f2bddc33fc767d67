// A prefetch hint for the diff engine (Sources/ListDiff/Links+Prefetch.swift and
// DiffPrefetching.swift): Swift has no spelling for it. A prefetch never faults, whatever the
// address.
#ifndef LISTDIFF_CPREFETCH_SHIM_H
#define LISTDIFF_CPREFETCH_SHIM_H

#include <stdint.h>

/// Asks the processor to start loading the cache line at `address` for reading.
static inline void cprefetch_read(uintptr_t address) {
  __builtin_prefetch((const void *)address, 0, 3);
}

#endif
