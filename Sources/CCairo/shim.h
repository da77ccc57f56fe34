// Cairo for Swift. Everything Tapestry uses imports directly; nothing needs an inline wrapper yet.
#include <cairo.h>
#include <cairo-pdf.h>
