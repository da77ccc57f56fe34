// libdecor (client-side decorations for compositors that draw none, GNOME's among them), opened with dlopen on
// first use so that an app does not need libdecor installed to start: only its own opaque types and the
// functions below are used, declared here as the library exports them (libdecor-0.so.0, API 0.1).
#include "CWayland.h"
#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct libdecor;
struct libdecor_frame;
struct libdecor_configuration;
struct libdecor_state;

struct libdecor_interface {
    void (*error)(struct libdecor *context, int error, const char *message);
    void (*reserved[10])(void);
};

struct libdecor_frame_interface {
    void (*configure)(struct libdecor_frame *frame, struct libdecor_configuration *configuration, void *user_data);
    void (*close)(struct libdecor_frame *frame, void *user_data);
    void (*commit)(struct libdecor_frame *frame, void *user_data);
    void (*dismiss_popup)(struct libdecor_frame *frame, const char *seat_name, void *user_data);
    void (*reserved[10])(void);
};

static struct {
    struct libdecor *(*new_context)(struct wl_display *, struct libdecor_interface *);
    struct libdecor_frame *(*decorate)(struct libdecor *, struct wl_surface *, struct libdecor_frame_interface *, void *);
    void (*frame_unref)(struct libdecor_frame *);
    void (*frame_set_title)(struct libdecor_frame *, const char *);
    void (*frame_set_app_id)(struct libdecor_frame *, const char *);
    void (*frame_set_min_content_size)(struct libdecor_frame *, int, int);
    void (*frame_map)(struct libdecor_frame *);
    void (*frame_commit)(struct libdecor_frame *, struct libdecor_state *, struct libdecor_configuration *);
    struct xdg_surface *(*frame_get_xdg_surface)(struct libdecor_frame *);
    struct libdecor_state *(*state_new)(int, int);
    void (*state_free)(struct libdecor_state *);
    bool (*configuration_get_content_size)(struct libdecor_configuration *, struct libdecor_frame *, int *, int *);
} decor;

static struct libdecor *context;

static void context_error(struct libdecor *c, int error, const char *message) {
    (void)c;
    fprintf(stderr, "Tapestry: Wayland: libdecor error %d: %s\n", error, message ? message : "");
}
static struct libdecor_interface context_interface = {context_error, {0}};

int tapestry_decor_open(struct wl_display *display) {
    if (context) return 1;
    void *library = dlopen("libdecor-0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) return 0;
#define RESOLVE(field, name) \
    if (!(*(void **)&decor.field = dlsym(library, name))) return 0;
    RESOLVE(new_context, "libdecor_new")
    RESOLVE(decorate, "libdecor_decorate")
    RESOLVE(frame_unref, "libdecor_frame_unref")
    RESOLVE(frame_set_title, "libdecor_frame_set_title")
    RESOLVE(frame_set_app_id, "libdecor_frame_set_app_id")
    RESOLVE(frame_set_min_content_size, "libdecor_frame_set_min_content_size")
    RESOLVE(frame_map, "libdecor_frame_map")
    RESOLVE(frame_commit, "libdecor_frame_commit")
    RESOLVE(frame_get_xdg_surface, "libdecor_frame_get_xdg_surface")
    RESOLVE(state_new, "libdecor_state_new")
    RESOLVE(state_free, "libdecor_state_free")
    RESOLVE(configuration_get_content_size, "libdecor_configuration_get_content_size")
#undef RESOLVE
    context = decor.new_context(display, &context_interface);
    return context != NULL;
}

struct tapestry_decor_frame {
    struct libdecor_frame *frame;
    struct tapestry_decor_callbacks callbacks;
    void *data;
};

static void frame_configure(struct libdecor_frame *frame, struct libdecor_configuration *configuration, void *user) {
    struct tapestry_decor_frame *wrapper = user;
    int suggested_width = 0, suggested_height = 0;
    if (!decor.configuration_get_content_size(configuration, frame, &suggested_width, &suggested_height)) {
        suggested_width = suggested_height = 0;
    }
    int width = suggested_width, height = suggested_height;
    wrapper->callbacks.configure(wrapper->data, suggested_width, suggested_height, &width, &height);
    struct libdecor_state *state = decor.state_new(width, height);
    decor.frame_commit(frame, state, configuration);
    decor.state_free(state);
    wrapper->callbacks.configured(wrapper->data);
}

static void frame_close(struct libdecor_frame *frame, void *user) {
    (void)frame;
    struct tapestry_decor_frame *wrapper = user;
    wrapper->callbacks.close(wrapper->data);
}

static void frame_commit(struct libdecor_frame *frame, void *user) {
    (void)frame;
    struct tapestry_decor_frame *wrapper = user;
    wrapper->callbacks.commit(wrapper->data);
}

static void frame_dismiss_popup(struct libdecor_frame *frame, const char *seat, void *user) {
    (void)frame;
    (void)seat;
    (void)user;
}

static struct libdecor_frame_interface frame_interface = {
    frame_configure, frame_close, frame_commit, frame_dismiss_popup, {0},
};

struct tapestry_decor_frame *tapestry_decor_frame_new(struct wl_surface *surface,
                                                      struct tapestry_decor_callbacks callbacks, void *data) {
    if (!context) return NULL;
    struct tapestry_decor_frame *wrapper = calloc(1, sizeof *wrapper);
    if (!wrapper) return NULL;
    wrapper->callbacks = callbacks;
    wrapper->data = data;
    wrapper->frame = decor.decorate(context, surface, &frame_interface, wrapper);
    if (!wrapper->frame) {
        free(wrapper);
        return NULL;
    }
    return wrapper;
}

void tapestry_decor_frame_set_title(struct tapestry_decor_frame *frame, const char *title) {
    decor.frame_set_title(frame->frame, title);
}

void tapestry_decor_frame_set_app_id(struct tapestry_decor_frame *frame, const char *app_id) {
    decor.frame_set_app_id(frame->frame, app_id);
}

void tapestry_decor_frame_set_min_size(struct tapestry_decor_frame *frame, int width, int height) {
    decor.frame_set_min_content_size(frame->frame, width, height);
}

void tapestry_decor_frame_map(struct tapestry_decor_frame *frame) { decor.frame_map(frame->frame); }

struct xdg_surface *tapestry_decor_frame_xdg_surface(struct tapestry_decor_frame *frame) {
    return decor.frame_get_xdg_surface(frame->frame);
}

void tapestry_decor_frame_free(struct tapestry_decor_frame *frame) {
    decor.frame_unref(frame->frame);
    free(frame);
}
