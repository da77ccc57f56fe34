// The part of GdkPixbuf that reads and writes JPEG images, bound on first use.
//
// GdkPixbuf is not linked, for the reason Pango is not (see CPango's shim.h): an app that never opens a JPEG
// never maps it. The first call opens libgdk_pixbuf-2.0.so.0 (or the file TAPESTRY_PIXBUF_LIBRARY names);
// when it cannot be opened, `tapestry_pixbuf_available` says so and the image is reported unreadable. The
// declarations follow GdkPixbuf 2.x's stable C interface; the types are incomplete, as they are only passed
// around.
#ifndef TAPESTRY_CPIXBUF_SHIM_H
#define TAPESTRY_CPIXBUF_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct _GdkPixbuf GdkPixbuf;
typedef struct _GdkPixbufLoader GdkPixbufLoader;
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} TapestryPixbufError;

enum { TAPESTRY_GDK_COLORSPACE_RGB = 0 };

static inline void *tapestry_pixbuf_library(void) {
    static void *library;
    static int tried;
    void *handle = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    if (handle || __atomic_load_n(&tried, __ATOMIC_ACQUIRE)) return handle;
    const char *file = getenv("TAPESTRY_PIXBUF_LIBRARY");
    if (!file || !*file) file = "libgdk_pixbuf-2.0.so.0";
    handle = dlopen(file, RTLD_NOW | RTLD_GLOBAL);
    __atomic_store_n(&library, handle, __ATOMIC_RELEASE);
    __atomic_store_n(&tried, 1, __ATOMIC_RELEASE);
    return handle;
}

/// Whether GdkPixbuf could be opened (only then may the functions below be called).
static inline int tapestry_pixbuf_available(void) { return tapestry_pixbuf_library() != NULL; }

static inline void *tapestry_pixbuf_symbol(const char *name) {
    void *symbol = dlsym(tapestry_pixbuf_library(), name);
    if (!symbol) {
        fprintf(stderr, "Tapestry: the installed GdkPixbuf has no %s (GdkPixbuf 2.36 or later is needed).\n", name);
        abort();
    }
    return symbol;
}

// Defines `name` as a function that calls GdkPixbuf's (or GLib's) `name`, found on the first call.
#define TAPESTRY_PIXBUF_FUNCTION(result, name, parameters, arguments)                                         \
    static inline result tapestry_##name parameters {                                                         \
        static result(*function) parameters;                                                                  \
        result(*bound) parameters = __atomic_load_n(&function, __ATOMIC_ACQUIRE);                               \
        if (!bound) {                                                                                         \
            bound = (result(*) parameters)tapestry_pixbuf_symbol(#name);                                       \
            __atomic_store_n(&function, bound, __ATOMIC_RELEASE);                                             \
        }                                                                                                     \
        return bound arguments;                                                                               \
    }

TAPESTRY_PIXBUF_FUNCTION(void, g_object_unref, (void *object), (object))
TAPESTRY_PIXBUF_FUNCTION(void, g_free, (void *memory), (memory))
TAPESTRY_PIXBUF_FUNCTION(void, g_error_free, (TapestryPixbufError * error), (error))
TAPESTRY_PIXBUF_FUNCTION(GdkPixbufLoader *, gdk_pixbuf_loader_new, (void), ())
TAPESTRY_PIXBUF_FUNCTION(int, gdk_pixbuf_loader_write,
                         (GdkPixbufLoader * loader, const unsigned char *bytes, size_t count,
                          TapestryPixbufError **error),
                         (loader, bytes, count, error))
TAPESTRY_PIXBUF_FUNCTION(int, gdk_pixbuf_loader_close, (GdkPixbufLoader * loader, TapestryPixbufError **error),
                         (loader, error))
TAPESTRY_PIXBUF_FUNCTION(GdkPixbuf *, gdk_pixbuf_loader_get_pixbuf, (GdkPixbufLoader * loader), (loader))
TAPESTRY_PIXBUF_FUNCTION(int, gdk_pixbuf_get_width, (const GdkPixbuf *pixbuf), (pixbuf))
TAPESTRY_PIXBUF_FUNCTION(int, gdk_pixbuf_get_height, (const GdkPixbuf *pixbuf), (pixbuf))
TAPESTRY_PIXBUF_FUNCTION(int, gdk_pixbuf_get_rowstride, (const GdkPixbuf *pixbuf), (pixbuf))
TAPESTRY_PIXBUF_FUNCTION(int, gdk_pixbuf_get_n_channels, (const GdkPixbuf *pixbuf), (pixbuf))
TAPESTRY_PIXBUF_FUNCTION(int, gdk_pixbuf_get_has_alpha, (const GdkPixbuf *pixbuf), (pixbuf))
TAPESTRY_PIXBUF_FUNCTION(unsigned char *, gdk_pixbuf_get_pixels, (const GdkPixbuf *pixbuf), (pixbuf))
TAPESTRY_PIXBUF_FUNCTION(GdkPixbuf *, gdk_pixbuf_new_from_data,
                         (const unsigned char *data, int colorspace, int has_alpha, int bits_per_sample, int width,
                          int height, int rowstride, void *destroy, void *destroy_data),
                         (data, colorspace, has_alpha, bits_per_sample, width, height, rowstride, destroy,
                          destroy_data))
TAPESTRY_PIXBUF_FUNCTION(int, gdk_pixbuf_save_to_bufferv,
                         (GdkPixbuf * pixbuf, char **buffer, size_t *size, const char *type, char **keys,
                          char **values, TapestryPixbufError **error),
                         (pixbuf, buffer, size, type, keys, values, error))

#endif
