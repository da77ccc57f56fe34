// The C floor for the Wayland cases: xapp.c's work on Wayland. A 320×240 xdg-shell window drawn with Cairo into a
// client-side canvas; a click (on release) toggles the square at (100, 60, 120, 120), corners of radius 16 as in
// tapestry-hello, between blue and orange. Changed pixels are copied into whichever of two wl_shm buffers the
// compositor is not reading (with what changed since that buffer last showed), only those rectangles are damaged,
// and a frame is committed only after the last one's frame callback: the same drawing, copying and pacing as
// Tapestry's Wayland backend. Each commit is logged to stderr as "commit <CLOCK_MONOTONIC microseconds>", the
// line Tapestry writes with TAPESTRY_WAYLAND_COMMIT_LOG=1, so the bench measures both the same way.
#define _GNU_SOURCE
#include <cairo.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>
#include "xdg-shell-client-protocol.h"
#include "rounded.h"

enum { WIDTH = 320, HEIGHT = 240, STRIDE = WIDTH * 4, SIZE = STRIDE * HEIGHT };

struct buffer {
    struct wl_buffer *buffer;
    unsigned char *data;
    int busy;
    int stale[4];  // the bounding box of what changed since it was last brought up to date (x, y, w, h)
};

static struct wl_compositor *compositor;
static struct wl_shm *shm;
static struct xdg_wm_base *wm_base;
static struct wl_seat *seat;
static struct wl_surface *surface;
static struct buffer buffers[2];
static cairo_surface_t *canvas;
static cairo_t *cr;
static int configured, frame_pending, blue = 1;
static int dirty[4];  // drawn into the canvas, not committed yet
static int has_dirty;

static long long now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void unite(int *box, int x, int y, int w, int h, int *has) {
    if (!*has) {
        box[0] = x; box[1] = y; box[2] = w; box[3] = h;
        *has = 1;
        return;
    }
    int x2 = box[0] + box[2] > x + w ? box[0] + box[2] : x + w, y2 = box[1] + box[3] > y + h ? box[1] + box[3] : y + h;
    box[0] = box[0] < x ? box[0] : x;
    box[1] = box[1] < y ? box[1] : y;
    box[2] = x2 - box[0];
    box[3] = y2 - box[1];
}

static void draw(int x, int y, int w, int h) {
    cairo_save(cr);
    cairo_rectangle(cr, x, y, w, h);
    cairo_clip(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    rounded(cr, 100, 60, 120, 120, 16);
    if (blue) cairo_set_source_rgb(cr, 0, 122 / 255.0, 1); else cairo_set_source_rgb(cr, 1, 149 / 255.0, 0);
    cairo_fill(cr);
    cairo_restore(cr);
    cairo_surface_flush(canvas);
    unite(dirty, x, y, w, h, &has_dirty);
}

static void frame_done(void *data, struct wl_callback *callback, uint32_t time);
static const struct wl_callback_listener frame_listener = {frame_done};

static void present(void) {
    if (!configured || frame_pending || !has_dirty) return;
    struct buffer *b = !buffers[0].busy ? &buffers[0] : !buffers[1].busy ? &buffers[1] : NULL;
    if (!b) return;
    for (int i = 0; i < 2; i++) {
        int has = buffers[i].stale[2] > 0;
        unite(buffers[i].stale, dirty[0], dirty[1], dirty[2], dirty[3], &has);
    }
    unsigned char *source = cairo_image_surface_get_data(canvas);
    int stride = cairo_image_surface_get_stride(canvas);
    for (int row = b->stale[1]; row < b->stale[1] + b->stale[3]; row++) {
        memcpy(b->data + row * STRIDE + b->stale[0] * 4, source + row * stride + b->stale[0] * 4, b->stale[2] * 4);
    }
    memset(b->stale, 0, sizeof b->stale);
    wl_surface_attach(surface, b->buffer, 0, 0);
    wl_surface_damage_buffer(surface, dirty[0], dirty[1], dirty[2], dirty[3]);
    has_dirty = 0;
    struct wl_callback *callback = wl_surface_frame(surface);
    wl_callback_add_listener(callback, &frame_listener, NULL);
    frame_pending = 1;
    wl_surface_commit(surface);
    b->busy = 1;
    fprintf(stderr, "commit %lld\n", now_us());
}

static void frame_done(void *data, struct wl_callback *callback, uint32_t time) {
    (void)data;
    (void)time;
    wl_callback_destroy(callback);
    frame_pending = 0;
    present();
}

static void buffer_release(void *data, struct wl_buffer *buffer) {
    (void)buffer;
    ((struct buffer *)data)->busy = 0;
}
static const struct wl_buffer_listener buffer_listener = {buffer_release};

static void pointer_enter(void *d, struct wl_pointer *p, uint32_t s, struct wl_surface *su, wl_fixed_t x, wl_fixed_t y) {
    (void)d; (void)p; (void)s; (void)su; (void)x; (void)y;
}
static void pointer_leave(void *d, struct wl_pointer *p, uint32_t s, struct wl_surface *su) { (void)d; (void)p; (void)s; (void)su; }
static void pointer_motion(void *d, struct wl_pointer *p, uint32_t t, wl_fixed_t x, wl_fixed_t y) { (void)d; (void)p; (void)t; (void)x; (void)y; }
static void pointer_button(void *d, struct wl_pointer *p, uint32_t serial, uint32_t t, uint32_t button, uint32_t state) {
    (void)d; (void)p; (void)serial; (void)t;
    if (button == 0x110 && state == WL_POINTER_BUTTON_STATE_RELEASED) {
        blue = !blue;
        draw(100, 60, 120, 120);
        present();
    }
}
static void pointer_axis(void *d, struct wl_pointer *p, uint32_t t, uint32_t a, wl_fixed_t v) { (void)d; (void)p; (void)t; (void)a; (void)v; }
static void pointer_frame(void *d, struct wl_pointer *p) { (void)d; (void)p; }
static void pointer_axis_source(void *d, struct wl_pointer *p, uint32_t s) { (void)d; (void)p; (void)s; }
static void pointer_axis_stop(void *d, struct wl_pointer *p, uint32_t t, uint32_t a) { (void)d; (void)p; (void)t; (void)a; }
static void pointer_axis_discrete(void *d, struct wl_pointer *p, uint32_t a, int32_t v) { (void)d; (void)p; (void)a; (void)v; }
static const struct wl_pointer_listener pointer_listener = {
    pointer_enter, pointer_leave, pointer_motion, pointer_button, pointer_axis,
    pointer_frame, pointer_axis_source, pointer_axis_stop, pointer_axis_discrete, NULL,
};

static struct wl_pointer *pointer;
static void seat_capabilities(void *d, struct wl_seat *s, uint32_t capabilities) {
    (void)d;
    if ((capabilities & WL_SEAT_CAPABILITY_POINTER) && !pointer) {
        pointer = wl_seat_get_pointer(s);
        wl_pointer_add_listener(pointer, &pointer_listener, NULL);
    }
}
static void seat_name(void *d, struct wl_seat *s, const char *name) { (void)d; (void)s; (void)name; }
static const struct wl_seat_listener seat_listener = {seat_capabilities, seat_name};

static void ping(void *d, struct xdg_wm_base *base, uint32_t serial) { (void)d; xdg_wm_base_pong(base, serial); }
static const struct xdg_wm_base_listener wm_base_listener = {ping};

static void surface_configure(void *d, struct xdg_surface *xdg_surface, uint32_t serial) {
    (void)d;
    xdg_surface_ack_configure(xdg_surface, serial);
    if (!configured) {
        configured = 1;
        draw(0, 0, WIDTH, HEIGHT);
        present();
    }
}
static const struct xdg_surface_listener xdg_surface_listener = {surface_configure};

static void toplevel_configure(void *d, struct xdg_toplevel *t, int32_t w, int32_t h, struct wl_array *s) { (void)d; (void)t; (void)w; (void)h; (void)s; }
static void toplevel_close(void *d, struct xdg_toplevel *t) { (void)d; (void)t; exit(0); }
static void toplevel_bounds(void *d, struct xdg_toplevel *t, int32_t w, int32_t h) { (void)d; (void)t; (void)w; (void)h; }
static void toplevel_capabilities(void *d, struct xdg_toplevel *t, struct wl_array *c) { (void)d; (void)t; (void)c; }
static const struct xdg_toplevel_listener toplevel_listener = {
    toplevel_configure, toplevel_close, toplevel_bounds, toplevel_capabilities,
};

static void global(void *d, struct wl_registry *r, uint32_t name, const char *interface, uint32_t version) {
    (void)d;
    if (strcmp(interface, "wl_compositor") == 0) compositor = wl_registry_bind(r, name, &wl_compositor_interface, 4);
    if (strcmp(interface, "wl_shm") == 0) shm = wl_registry_bind(r, name, &wl_shm_interface, 1);
    if (strcmp(interface, "xdg_wm_base") == 0) wm_base = wl_registry_bind(r, name, &xdg_wm_base_interface, 1);
    if (strcmp(interface, "wl_seat") == 0 && !seat) {
        seat = wl_registry_bind(r, name, &wl_seat_interface, version < 5 ? version : 5);
        wl_seat_add_listener(seat, &seat_listener, NULL);
    }
}
static void global_remove(void *d, struct wl_registry *r, uint32_t name) { (void)d; (void)r; (void)name; }
static const struct wl_registry_listener registry_listener = {global, global_remove};

int main(void) {
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) return 1;
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!compositor || !shm || !wm_base) return 1;
    xdg_wm_base_add_listener(wm_base, &wm_base_listener, NULL);
    canvas = cairo_image_surface_create(CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
    cr = cairo_create(canvas);
    for (int i = 0; i < 2; i++) {
        int fd = memfd_create("wlapp", MFD_CLOEXEC);
        if (fd < 0 || ftruncate(fd, SIZE) < 0) return 1;
        buffers[i].data = mmap(NULL, SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        struct wl_shm_pool *pool = wl_shm_create_pool(shm, fd, SIZE);
        buffers[i].buffer = wl_shm_pool_create_buffer(pool, 0, WIDTH, HEIGHT, STRIDE, WL_SHM_FORMAT_XRGB8888);
        wl_buffer_add_listener(buffers[i].buffer, &buffer_listener, &buffers[i]);
        wl_shm_pool_destroy(pool);
        close(fd);
        buffers[i].stale[0] = 0; buffers[i].stale[1] = 0; buffers[i].stale[2] = WIDTH; buffers[i].stale[3] = HEIGHT;
    }
    surface = wl_compositor_create_surface(compositor);
    struct xdg_surface *xdg_surface = xdg_wm_base_get_xdg_surface(wm_base, surface);
    xdg_surface_add_listener(xdg_surface, &xdg_surface_listener, NULL);
    struct xdg_toplevel *toplevel = xdg_surface_get_toplevel(xdg_surface);
    xdg_toplevel_add_listener(toplevel, &toplevel_listener, NULL);
    xdg_toplevel_set_title(toplevel, "c-wayland-baseline");
    xdg_toplevel_set_app_id(toplevel, "c-wayland-baseline");
    xdg_toplevel_set_min_size(toplevel, WIDTH, HEIGHT);
    wl_surface_commit(surface);
    while (wl_display_dispatch(display) >= 0) {}
    return 0;
}
