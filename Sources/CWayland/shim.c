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

// cursor-shape-v1 (wayland-protocols 1.32, newer than Debian 12's 1.31): its two interfaces described here, requests
// only (neither has events), in the protocol's order: the manager's destroy, get_pointer, get_tablet_tool_v2; the
// device's destroy, set_shape.
static const struct wl_interface *cursor_shape_no_types[] = {NULL, NULL};
static const struct wl_interface *cursor_shape_get_pointer_types[] = {&tapestry_cursor_shape_device_interface,
                                                                      &wl_pointer_interface};
static const struct wl_interface *cursor_shape_get_tool_types[] = {&tapestry_cursor_shape_device_interface, NULL};
static const struct wl_message cursor_shape_manager_requests[] = {
    {"destroy", "", cursor_shape_no_types},
    {"get_pointer", "no", cursor_shape_get_pointer_types},
    {"get_tablet_tool_v2", "no", cursor_shape_get_tool_types},
};
const struct wl_interface tapestry_cursor_shape_manager_interface = {
    "wp_cursor_shape_manager_v1", 1, 3, cursor_shape_manager_requests, 0, NULL,
};
static const struct wl_message cursor_shape_device_requests[] = {
    {"destroy", "", cursor_shape_no_types},
    {"set_shape", "uu", cursor_shape_no_types},
};
const struct wl_interface tapestry_cursor_shape_device_interface = {
    "wp_cursor_shape_device_v1", 1, 2, cursor_shape_device_requests, 0, NULL,
};

struct wl_proxy *tapestry_cursor_shape_get_pointer(struct wl_proxy *manager, struct wl_pointer *pointer) {
    return wl_proxy_marshal_flags(manager, 1, &tapestry_cursor_shape_device_interface, wl_proxy_get_version(manager),
                                  0, NULL, pointer);
}

void tapestry_cursor_shape_set(struct wl_proxy *device, uint32_t serial, uint32_t shape) {
    wl_proxy_marshal_flags(device, 1, NULL, wl_proxy_get_version(device), 0, serial, shape);
}

void tapestry_cursor_shape_destroy(struct wl_proxy *device) {
    wl_proxy_marshal_flags(device, 0, NULL, wl_proxy_get_version(device), WL_MARSHAL_FLAG_DESTROY);
}

const struct wl_interface *tapestry_wl_interface(const char *name) {
    static const struct wl_interface *const known[] = {
        &wl_compositor_interface, &wl_shm_interface, &wl_seat_interface, &wl_output_interface,
        &wl_data_device_manager_interface, &xdg_wm_base_interface, &zxdg_decoration_manager_v1_interface,
        &wp_viewporter_interface, &wp_fractional_scale_manager_v1_interface, &zwp_pointer_gestures_v1_interface,
        &zwp_text_input_manager_v3_interface, &zwp_primary_selection_device_manager_v1_interface,
        &tapestry_cursor_shape_manager_interface,
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        if (strcmp(known[i]->name, name) == 0) return known[i];
    }
    return NULL;
}
