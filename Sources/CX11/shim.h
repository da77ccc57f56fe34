// Xlib, XTest and XInput2 for Swift, with inline wrappers for what Swift cannot import (variadic
// functions and function-like macros).
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xresource.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XF86keysym.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xrandr.h>
#include <X11/XKBlib.h>
#include <string.h>

/// XCreateIC is variadic: an input context for a window, with no preedit or status area of our own.
static inline XIC tapestry_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing, XNClientWindow, window,
                     XNFocusWindow, window, NULL);
}

/// Whether the input method supports the root-window style Tapestry asks for.
static inline int tapestry_im_supports_root_style(XIM im) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || styles == NULL) return 0;
    int found = 0;
    for (int i = 0; i < styles->count_styles; i++) {
        if (styles->supported_styles[i] == (XIMPreeditNothing | XIMStatusNothing)) found = 1;
    }
    XFree(styles);
    return found;
}

/// Selects XInput2 touch events on a window (XISetMask is a macro).
static inline int tapestry_select_xi2_touch(Display *display, Window window) {
    unsigned char bits[XIMaskLen(XI_LASTEVENT)];
    memset(bits, 0, sizeof bits);
    XISetMask(bits, XI_TouchBegin);
    XISetMask(bits, XI_TouchUpdate);
    XISetMask(bits, XI_TouchEnd);
    XIEventMask mask = { XIAllMasterDevices, sizeof bits, bits };
    return XISelectEvents(display, window, &mask, 1);
}


/// AllPlanes, XGetPixel and XDestroyImage are macros.
static inline unsigned long tapestry_all_planes(void) { return AllPlanes; }
static inline unsigned long tapestry_get_pixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }
static inline void tapestry_destroy_image(XImage *image) { XDestroyImage(image); }

/// libdispatch's descriptor for the main queue (an eventfd on Linux): readable while blocks queued with
/// DispatchQueue.main.async wait to run, also when queued from another thread. CoreFoundation's run loop
/// waits on the same descriptor; the X11 loop polls it too, and runs RunLoop.main only when it is readable.
/// Exported by libdispatch for CoreFoundation; declared here because no public header has it.
int _dispatch_get_main_queue_handle_4CF(void);

static inline int tapestry_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

/// The refresh rate (Hz) of the CRTC showing the point (x, y) of the root window, or of the first active
/// CRTC; 0 when RandR is missing or reports no timing (a virtual display may have none).
static inline double tapestry_refresh_rate(Display *display, int x, int y) {
    int event_base, error_base;
    if (!XRRQueryExtension(display, &event_base, &error_base)) return 0;
    XRRScreenResources *resources = XRRGetScreenResourcesCurrent(display, DefaultRootWindow(display));
    if (resources == NULL) return 0;
    double rate = 0, fallback = 0;
    for (int c = 0; c < resources->ncrtc; c++) {
        XRRCrtcInfo *crtc = XRRGetCrtcInfo(display, resources, resources->crtcs[c]);
        if (crtc == NULL) continue;
        if (crtc->mode != None) {
            for (int m = 0; m < resources->nmode; m++) {
                XRRModeInfo *mode = &resources->modes[m];
                if (mode->id != crtc->mode || mode->hTotal == 0 || mode->vTotal == 0) continue;
                double vTotal = mode->vTotal;
                if (mode->modeFlags & RR_DoubleScan) vTotal *= 2;
                if (mode->modeFlags & RR_Interlace) vTotal /= 2;
                double hz = (double)mode->dotClock / ((double)mode->hTotal * vTotal);
                if (fallback == 0) fallback = hz;
                if (x >= crtc->x && y >= crtc->y && x < crtc->x + (int)crtc->width && y < crtc->y + (int)crtc->height)
                    rate = hz;
            }
        }
        XRRFreeCrtcInfo(crtc);
    }
    XRRFreeScreenResources(resources);
    return rate > 0 ? rate : fallback;
}
