// Fixed-signature wrappers around libedit's variadic el_set/el_get/history,
// which Swift cannot call directly.
#ifndef OBSREPL_CEDITLINE_SHIM_H
#define OBSREPL_CEDITLINE_SHIM_H

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <histedit.h>

typedef char *(*cel_prompt_fn)(EditLine *);

/// el_init on stdin/stdout/stderr, emacs keymap, signal handling on.
static inline EditLine *cel_init(const char *prog) {
    EditLine *el = el_init(prog, stdin, stdout, stderr);
    if (el == NULL) return NULL;
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_SIGNAL, 1);
    return el;
}

static inline int cel_set_prompt(EditLine *el, cel_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}

static inline int cel_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *cel_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

/// Bind a key sequence (e.g. "^R") to a named editor function.
static inline int cel_bind(EditLine *el, const char *key, const char *fn) {
    return el_set(el, EL_BIND, key, fn, NULL);
}

typedef unsigned char (*cel_command_fn)(EditLine *, int);

/// Adds an editor command named `name` (then bind a key to it with cel_bind). The function returns one of
/// the CC_ codes: CC_REFRESH after inserting text, CC_REDISPLAY after printing below the line, CC_ERROR to beep.
static inline int cel_add_function(EditLine *el, const char *name, const char *help, cel_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/// Flushes what libedit buffered on stdout (before writing to the terminal directly from a command).
static inline void cel_flush_output(void) {
    fflush(stdout);
}

/// Ctrl-R: incremental reverse history search.
static inline int cel_bind_ctrl_r_search(EditLine *el) {
    return cel_bind(el, "^R", "em-inc-search-prev");
}

/// Insert text into the input stream (prefills the next line).
static inline void cel_push(EditLine *el, const char *text) {
    el_push(el, text);
}

typedef int (*cel_getc_fn)(EditLine *, wchar_t *);

/// Reads characters through `fn` instead of libedit's own reader (a suggestion shown at the prompt
/// watches the first key); NULL goes back to libedit's.
static inline int cel_set_getc(EditLine *el, cel_getc_fn fn) {
    return el_set(el, EL_GETCFN, fn == NULL ? EL_BUILTIN_GETCFN : fn);
}

/// One character from standard input, as libedit's reader gets it (UTF-8 to wchar_t): 1, 0 at the end of
/// input, -1 with errno on an error (EINTR when a signal came).
static inline int cel_read_char(wchar_t *out) {
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    *out = 0;
    for (;;) {
        ssize_t got = read(STDIN_FILENO, bytes + count, 1);
        if (got == 0) return 0;
        if (got < 0) return -1;
        count += 1;
        mbstate_t state;
        memset(&state, 0, sizeof state);
        size_t used = mbrtowc(out, bytes, count, &state);
        if (used == (size_t)-2 && count < MB_LEN_MAX) continue;
        if (used == (size_t)-1 || used == (size_t)-2) *out = (unsigned char)bytes[0];
        return 1;
    }
}

/// Whether standard input has a byte to read within `milliseconds`.
static inline int cel_input_waiting(int milliseconds) {
    struct pollfd descriptor = { STDIN_FILENO, POLLIN, 0 };
    return poll(&descriptor, 1, milliseconds) > 0;
}

/// Puts `text` (UTF-8) in front of what is read next, as if typed.
static inline void cel_push_text(EditLine *el, const char *text) {
    size_t length = mbstowcs(NULL, text, 0);
    if (length == (size_t)-1 || length == 0) return;
    wchar_t *wide = calloc(length + 1, sizeof(wchar_t));
    if (wide == NULL) return;
    mbstowcs(wide, text, length + 1);
    el_wpush(el, wide);
    free(wide);
}

/// history_init + H_SETSIZE; unique mode drops consecutive duplicates.
static inline History *cel_history_init(int size) {
    History *h = history_init();
    if (h == NULL) return NULL;
    HistEvent ev;
    history(h, &ev, H_SETSIZE, size);
    history(h, &ev, H_SETUNIQUE, 1);
    return h;
}

static inline int cel_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

static inline int cel_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

static inline int cel_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}

static inline int cel_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

#endif
