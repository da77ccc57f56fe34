#include "CHeap.h"
#include <malloc.h>

size_t tapestry_heap_in_use(void) { return mallinfo2().uordblks; }
