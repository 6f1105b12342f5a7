// A thin C layer over sourcekitd's C API, loaded at run time with dlopen so that nothing links against the
// toolchain's library: a machine without it still builds and runs ObsREPL (the checker reports itself
// unavailable). C is needed because part of the API passes a 24-byte struct by value, which Swift cannot
// call through a function pointer it got from dlsym.
#ifndef CSOURCEKIT_H
#define CSOURCEKIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Loads the sourcekitd library at `path` and looks up every function used below. Returns NULL on
/// success, or a message saying what failed (static storage or dlerror's; copy it before the next call).
const char *csk_load(const char *path);

void csk_initialize(void);
void csk_shutdown(void);

/// A request dictionary (sourcekitd_object_t). Release with csk_release.
void *csk_dictionary(void);
void csk_set_uid(void *dictionary, const char *key, const char *uid);
void csk_set_string(void *dictionary, const char *key, const char *value);
void csk_set_int(void *dictionary, const char *key, int64_t value);
void csk_set_strings(void *dictionary, const char *key, const char *const *values, size_t count);
void csk_release(void *object);

/// Sends a request and waits for its response (sourcekitd_response_t). Dispose with csk_dispose.
void *csk_send(void *request);
bool csk_is_error(void *response);
/// The error's description; valid until the response is disposed.
const char *csk_error_description(void *response);
/// The response's value as JSON text (UIDs appear as strings). malloc'd: free it.
char *csk_json(void *response);
void csk_dispose(void *response);

#endif
