// Pango (with its Cairo binding) for Swift.
#include <pango/pangocairo.h>

// PANGO_SCALE is a macro Swift imports, but PANGO_PIXELS is a function-like macro: wrap it.
static inline int tapestry_pango_pixels(int d) { return PANGO_PIXELS(d); }
