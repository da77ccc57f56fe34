// make bench: the heap bytes in use, read as Benchmarks/C/screen.c reads them (glibc's mallinfo2).
#include <stddef.h>

/// Bytes malloc has handed out and not yet taken back.
size_t tapestry_heap_in_use(void);
