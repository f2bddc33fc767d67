// The machine's stack pointer, for the interpreter's nesting limit
// (Sources/ListScript/Runtime/LargeStack.swift). The address of a Swift local is not enough:
// under the address sanitizer's use-after-return detection, locals live on a "fake stack" on
// the heap, so their addresses say nothing about how deep the real stack is.
#ifndef LISTSCRIPT_CSTACK_SHIM_H
#define LISTSCRIPT_CSTACK_SHIM_H

#include <stdint.h>

/// The address of the calling frame on the thread's real stack.
static inline uintptr_t cstack_frame_address(void) {
  return (uintptr_t)__builtin_frame_address(0);
}

#endif
