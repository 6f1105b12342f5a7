#define _GNU_SOURCE
#include <pthread.h>
#include "CObsSupport.h"

int obs_current_stack(void **low, size_t *size) {
#ifdef __linux__
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return -1;
    int status = pthread_attr_getstack(&attributes, low, size);
    pthread_attr_destroy(&attributes);
    return status;
#else
    (void)low; (void)size;
    return -1;
#endif
}
