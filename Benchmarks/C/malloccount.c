// Counts allocation calls for the dispatch benchmark (LD_PRELOAD); the harness reads the counter.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

static unsigned long calls;
unsigned long tapestry_malloc_calls(void) { return calls; }

void *malloc(size_t size) {
    static void *(*real)(size_t);
    if (!real) real = dlsym(RTLD_NEXT, "malloc");
    __atomic_add_fetch(&calls, 1, __ATOMIC_RELAXED);
    return real(size);
}

void *calloc(size_t n, size_t size);
void *realloc(void *p, size_t size) {
    static void *(*real)(void *, size_t);
    if (!real) real = dlsym(RTLD_NEXT, "realloc");
    __atomic_add_fetch(&calls, 1, __ATOMIC_RELAXED);
    return real(p, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    static int (*real)(void **, size_t, size_t);
    if (!real) real = dlsym(RTLD_NEXT, "posix_memalign");
    __atomic_add_fetch(&calls, 1, __ATOMIC_RELAXED);
    return real(out, alignment, size);
}
