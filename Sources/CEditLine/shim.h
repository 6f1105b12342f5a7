// Fixed-signature wrappers around libedit's variadic el_set/el_get/history,
// which Swift cannot call directly.
#ifndef OBSREPL_CEDITLINE_SHIM_H
#define OBSREPL_CEDITLINE_SHIM_H

#include <stdio.h>
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
