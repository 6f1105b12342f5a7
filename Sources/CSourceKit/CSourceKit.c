#include "CSourceKit.h"

#include <dlfcn.h>
#include <stdlib.h>

// sourcekitd's value type, returned and passed by value.
typedef struct { uint64_t data[3]; } csk_variant;

static void (*p_initialize)(void);
static void (*p_shutdown)(void);
static void *(*p_uid)(const char *);
static void *(*p_dictionary_create)(const void *, const void *, size_t);
static void (*p_dictionary_set_uid)(void *, void *, void *);
static void (*p_dictionary_set_string)(void *, void *, const char *);
static void (*p_dictionary_set_int64)(void *, void *, int64_t);
static void (*p_dictionary_set_value)(void *, void *, void *);
static void *(*p_array_create)(const void *, size_t);
static void (*p_array_set_string)(void *, size_t, const char *);
static void (*p_release)(void *);
static void *(*p_send_sync)(void *);
static bool (*p_is_error)(void *);
static const char *(*p_error_description)(void *);
static csk_variant (*p_get_value)(void *);
static char *(*p_variant_json)(csk_variant);
static void (*p_dispose)(void *);

#define FIND(pointer, symbol)                                    \
  if (!(*(void **)&pointer = dlsym(library, symbol))) {          \
    return "the library has no function " symbol;                \
  }

const char *csk_load(const char *path) {
  void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!library) return dlerror();
  FIND(p_initialize, "sourcekitd_initialize")
  FIND(p_shutdown, "sourcekitd_shutdown")
  FIND(p_uid, "sourcekitd_uid_get_from_cstr")
  FIND(p_dictionary_create, "sourcekitd_request_dictionary_create")
  FIND(p_dictionary_set_uid, "sourcekitd_request_dictionary_set_uid")
  FIND(p_dictionary_set_string, "sourcekitd_request_dictionary_set_string")
  FIND(p_dictionary_set_int64, "sourcekitd_request_dictionary_set_int64")
  FIND(p_dictionary_set_value, "sourcekitd_request_dictionary_set_value")
  FIND(p_array_create, "sourcekitd_request_array_create")
  FIND(p_array_set_string, "sourcekitd_request_array_set_string")
  FIND(p_release, "sourcekitd_request_release")
  FIND(p_send_sync, "sourcekitd_send_request_sync")
  FIND(p_is_error, "sourcekitd_response_is_error")
  FIND(p_error_description, "sourcekitd_response_error_get_description")
  FIND(p_get_value, "sourcekitd_response_get_value")
  FIND(p_variant_json, "sourcekitd_variant_json_description_copy")
  FIND(p_dispose, "sourcekitd_response_dispose")
  return NULL;
}

void csk_initialize(void) { p_initialize(); }
void csk_shutdown(void) { p_shutdown(); }

void *csk_dictionary(void) { return p_dictionary_create(NULL, NULL, 0); }
void csk_set_uid(void *d, const char *key, const char *uid) { p_dictionary_set_uid(d, p_uid(key), p_uid(uid)); }
void csk_set_string(void *d, const char *key, const char *value) { p_dictionary_set_string(d, p_uid(key), value); }
void csk_set_int(void *d, const char *key, int64_t value) { p_dictionary_set_int64(d, p_uid(key), value); }
void csk_set_strings(void *d, const char *key, const char *const *values, size_t count) {
  void *array = p_array_create(NULL, 0);
  for (size_t i = 0; i < count; i++) p_array_set_string(array, (size_t)-1 /* append */, values[i]);
  p_dictionary_set_value(d, p_uid(key), array);
  p_release(array);
}
void csk_release(void *object) { p_release(object); }

void *csk_send(void *request) { return p_send_sync(request); }
bool csk_is_error(void *response) { return p_is_error(response); }
const char *csk_error_description(void *response) { return p_error_description(response); }
char *csk_json(void *response) { return p_variant_json(p_get_value(response)); }
void csk_dispose(void *response) { p_dispose(response); }
