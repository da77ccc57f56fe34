// The Wayland client library, xkbcommon, the cursor theme loader, and the protocols' generated client stubs
// (see generate.sh), with a few helpers Swift cannot write itself.
#ifndef TAPESTRY_CWAYLAND_H
#define TAPESTRY_CWAYLAND_H

#include <stddef.h>
#include <stdint.h>
#include <wayland-client.h>
#include <wayland-cursor.h>
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>

#include "xdg-shell-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "pointer-gestures-unstable-v1-client-protocol.h"
#include "text-input-unstable-v3-client-protocol.h"
#include "primary-selection-unstable-v1-client-protocol.h"

/// An anonymous shared-memory file of `size` bytes for wl_shm pools (memfd, sealed against shrinking), or -1.
int tapestry_wl_shm_file(size_t size);

/// The name of the interface a protocol error was raised on, and its id, for the one-line message
/// (`wl_display_get_protocol_error` returns the interface by pointer); 0 when the error was not a protocol one.
uint32_t tapestry_wl_protocol_error(struct wl_display *display, const char **interface_name, uint32_t *object_id);

/// The interface description a registry global of that name is bound with (the generated table's own address,
/// which libwayland keeps), or NULL for an interface Tapestry does not speak.
const struct wl_interface *tapestry_wl_interface(const char *name);

/// cursor-shape-v1 (newer than the wayland-protocols Debian 12 ships, so described in shim.c): the manager's
/// interface, a shape device for a pointer, setting a shape (`wp_cursor_shape_device_v1.shape`) and destroying it.
extern const struct wl_interface tapestry_cursor_shape_manager_interface;
extern const struct wl_interface tapestry_cursor_shape_device_interface;
struct wl_proxy *tapestry_cursor_shape_get_pointer(struct wl_proxy *manager, struct wl_pointer *pointer);
void tapestry_cursor_shape_set(struct wl_proxy *device, uint32_t serial, uint32_t shape);
void tapestry_cursor_shape_destroy(struct wl_proxy *device);

/// Client-side decorations through libdecor, opened with dlopen on first use (decor.c). `tapestry_decor_open`
/// answers whether libdecor is there (and makes its context on `display`); a frame wraps a surface in an
/// xdg-shell toplevel with decorations, calling back for configures (suggesting a content size, 0 when the
/// window chooses; the callee sets the size it takes), after the configure is committed, for close requests,
/// and when the decorations need the main surface committed.
struct tapestry_decor_callbacks {
    void (*configure)(void *data, int suggested_width, int suggested_height, int *width, int *height);
    void (*configured)(void *data);
    void (*close)(void *data);
    void (*commit)(void *data);
};
struct tapestry_decor_frame;
int tapestry_decor_open(struct wl_display *display);
struct tapestry_decor_frame *tapestry_decor_frame_new(struct wl_surface *surface,
                                                      struct tapestry_decor_callbacks callbacks, void *data);
void tapestry_decor_frame_set_title(struct tapestry_decor_frame *frame, const char *title);
void tapestry_decor_frame_set_app_id(struct tapestry_decor_frame *frame, const char *app_id);
void tapestry_decor_frame_set_min_size(struct tapestry_decor_frame *frame, int width, int height);
void tapestry_decor_frame_map(struct tapestry_decor_frame *frame);
struct xdg_surface *tapestry_decor_frame_xdg_surface(struct tapestry_decor_frame *frame);
void tapestry_decor_frame_free(struct tapestry_decor_frame *frame);

#endif
