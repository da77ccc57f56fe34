#define _GNU_SOURCE
#include "CWayland.h"
#include <fcntl.h>
#include <sys/mman.h>
#include <string.h>
#include <unistd.h>

int tapestry_wl_shm_file(size_t size) {
    int fd = memfd_create("tapestry-wl-shm", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return -1;
    if (ftruncate(fd, (off_t)size) < 0) {
        close(fd);
        return -1;
    }
    fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK);
    return fd;
}

uint32_t tapestry_wl_protocol_error(struct wl_display *display, const char **interface_name, uint32_t *object_id) {
    const struct wl_interface *interface = NULL;
    uint32_t code = wl_display_get_protocol_error(display, &interface, object_id);
    *interface_name = interface ? interface->name : NULL;
    return code;
}

const struct wl_interface *tapestry_wl_interface(const char *name) {
    static const struct wl_interface *const known[] = {
        &wl_compositor_interface, &wl_shm_interface, &wl_seat_interface, &wl_output_interface,
        &wl_data_device_manager_interface, &xdg_wm_base_interface, &zxdg_decoration_manager_v1_interface,
        &wp_viewporter_interface, &wp_fractional_scale_manager_v1_interface, &zwp_pointer_gestures_v1_interface,
        &zwp_text_input_manager_v3_interface, &zwp_primary_selection_device_manager_v1_interface,
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        if (strcmp(known[i]->name, name) == 0) return known[i];
    }
    return NULL;
}
