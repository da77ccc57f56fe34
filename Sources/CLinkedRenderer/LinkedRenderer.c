// See include/LinkedRenderer.h. A weak undefined symbol is null when no object file defines it.
#include "LinkedRenderer.h"

extern const void *tapestry_renderer_platform_services(void) __attribute__((weak));

const void *tapestry_linked_renderer_services(void) {
    return tapestry_renderer_platform_services ? tapestry_renderer_platform_services() : 0;
}
