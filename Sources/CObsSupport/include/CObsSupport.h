#ifndef COBSSUPPORT_H
#define COBSSUPPORT_H

#include <stddef.h>

/// The lowest address of the calling thread's stack, and its size; returns 0 on success.
/// (pthread_getattr_np needs _GNU_SOURCE, which Swift's Glibc module does not define.)
int obs_current_stack(void **low, size_t *size);

/// Ctrl-C: the shell's SIGINT handler requests an interrupt; the interpreter takes it between calls.
void obs_request_interrupt(void);
/// Returns 1 if an interrupt was requested and not yet taken (it stays requested), else 0.
int obs_interrupt_is_requested(void);
/// Returns 1 and clears the request if an interrupt was requested, else 0.
int obs_take_interrupt(void);
/// Installs a SIGINT handler that requests an interrupt, without SA_RESTART (so a blocking read returns EINTR);
/// the calling thread is the one that reads input, and a SIGINT another thread takes is sent on to it.
int obs_install_interrupt_handler(void);
/// Blocks SIGINT on the calling thread (so it is delivered to the thread that reads input).
void obs_block_interrupt_on_this_thread(void);

#endif
