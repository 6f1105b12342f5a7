#include <pthread.h>
#include <signal.h>
#include <string.h>
#include "CObsSupport.h"

static volatile sig_atomic_t interrupt_requested = 0;

void obs_request_interrupt(void) { interrupt_requested = 1; }

int obs_interrupt_is_requested(void) { return interrupt_requested ? 1 : 0; }

int obs_take_interrupt(void) {
    if (!interrupt_requested) return 0;
    interrupt_requested = 0;
    return 1;
}

/* The thread that reads input (the shell's worker); 0 until it installs the handler. */
static pthread_t reader_thread;
static volatile sig_atomic_t reader_known = 0;

static void on_interrupt(int signal_number) {
    interrupt_requested = 1;
    /* Threads made by libraries (the compiler check's) may take the signal; the read that must return
       EINTR is the worker's, so the signal goes on to it. */
    if (reader_known && !pthread_equal(pthread_self(), reader_thread)) pthread_kill(reader_thread, signal_number);
}

int obs_install_interrupt_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: el_gets returns with EINTR */
    reader_thread = pthread_self();
    reader_known = 1;
    return sigaction(SIGINT, &action, NULL);
}

void obs_block_interrupt_on_this_thread(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}
