// The C floor for the X cases: a 320×240 window drawn with Cairo into a client-side image, copying only
// changed rectangles with XPutImage. A click (on release) toggles the square at (100, 60, 120, 120), with corners
// of radius 16 as in tapestry-hello, between blue and orange; with "follow", a 40×40 dot follows the pointer while
// a button is held over 200 small rectangles. With "shm" the image lives in a shared-memory segment and is copied
// with XShmPutImage (MIT-SHM), as Tapestry does where the server allows it: the same floor with the same
// upload, the one the targets are measured against. The words may be combined: "follow shm".
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <cairo.h>
#include <math.h>
#include "rounded.h"
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    int follow = 0, shm = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "follow") == 0) follow = 1;
        if (strcmp(argv[i], "shm") == 0) shm = 1;
    }
    int width = follow ? 600 : 320, height = follow ? 400 : 240;
    Display *d = XOpenDisplay(NULL);
    if (!d) return 1;
    int screen = DefaultScreen(d);
    Window w = XCreateSimpleWindow(d, RootWindow(d, screen), 0, 0, width, height, 0, 0, WhitePixel(d, screen));
    XStoreName(d, w, follow ? (shm ? "c-baseline-follow-shm" : "c-baseline-follow") : shm ? "c-baseline-shm" : "c-baseline");
    XSelectInput(d, w, ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask);
    XMapRaised(d, w);
    cairo_surface_t *s;
    XImage *image;
    XShmSegmentInfo segment;
    if (shm) {
        image = XShmCreateImage(d, DefaultVisual(d, screen), 24, ZPixmap, NULL, &segment, width, height);
        segment.shmid = shmget(IPC_PRIVATE, image->bytes_per_line * height, IPC_CREAT | 0600);
        segment.shmaddr = image->data = shmat(segment.shmid, NULL, 0);
        segment.readOnly = False;
        if (!XShmAttach(d, &segment)) return 1;
        XSync(d, False);
        shmctl(segment.shmid, IPC_RMID, NULL);
        s = cairo_image_surface_create_for_data((unsigned char *)image->data, CAIRO_FORMAT_RGB24, width, height,
                                                image->bytes_per_line);
    } else {
        s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
        image = XCreateImage(d, DefaultVisual(d, screen), 24, ZPixmap, 0, (char *)cairo_image_surface_get_data(s),
                             width, height, 32, cairo_image_surface_get_stride(s));
    }
    cairo_t *cr = cairo_create(s);
    GC gc = XCreateGC(d, w, 0, NULL);
    int blue = 1;
    double dotX = 20, dotY = 20;
    int held = 0;
    unsigned long lastUpload = 0;
    for (;;) {
        XEvent e;
        XNextEvent(d, &e);
        int x = 0, y = 0, rw = width, rh = height, draw = 0;
        if (e.type == Expose) draw = 1;
        if (e.type == ButtonPress) held = 1;
        if (e.type == ButtonRelease) {
            held = 0;
            if (!follow) { blue = !blue; draw = 1; x = 100; y = 60; rw = 120; rh = 120; }
        }
        if (e.type == MotionNotify && follow && held) {
            while (XCheckTypedWindowEvent(d, w, MotionNotify, &e)) {}
            int ox = dotX, oy = dotY;
            dotX = e.xmotion.x - 20; dotY = e.xmotion.y - 20;
            draw = 1;
            x = (ox < dotX ? ox : dotX) - 1; y = (oy < dotY ? oy : dotY) - 1;
            rw = abs((int)dotX - ox) + 42; rh = abs((int)dotY - oy) + 42;
        }
        if (!draw) continue;
        // With shm, nothing is drawn before the server has read the last upload: any event read since tells it
        // (events carry the last request processed), else a round trip.
        if (shm && lastUpload && LastKnownRequestProcessed(d) < lastUpload) XSync(d, False);
        cairo_save(cr);
        cairo_rectangle(cr, x, y, rw, rh);
        cairo_clip(cr);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        if (follow) {
            for (int i = 0; i < 200; i++) {
                cairo_rectangle(cr, (i % 20) * 30 + 2, (i / 20) * 40 + 2, 26, 36);
                cairo_set_source_rgb(cr, 0.85, 0.85, 0.9);
                cairo_fill(cr);
            }
            cairo_rectangle(cr, dotX, dotY, 40, 40);
            cairo_set_source_rgb(cr, 1, 0, 0);
            cairo_fill(cr);
        } else {
            rounded(cr, 100, 60, 120, 120, 16);
            if (blue) cairo_set_source_rgb(cr, 0, 122 / 255.0, 1); else cairo_set_source_rgb(cr, 1, 149 / 255.0, 0);
            cairo_fill(cr);
        }
        cairo_restore(cr);
        cairo_surface_flush(s);
        if (x < 0) { rw += x; x = 0; }
        if (y < 0) { rh += y; y = 0; }
        if (shm) {
            lastUpload = NextRequest(d);
            XShmPutImage(d, w, gc, image, x, y, x, y, rw, rh, False);
            XFlush(d);
        } else {
            XPutImage(d, w, gc, image, x, y, x, y, rw, rh);
            XFlush(d);
        }
    }
}
