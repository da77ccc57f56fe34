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
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/sync.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/Xcursor/Xcursor.h>
#include <X11/XKBlib.h>
#include <string.h>
#include <stdlib.h>
#include <wchar.h>
#include <locale.h>
#include <langinfo.h>

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


// MARK: On-the-spot preedit (XIMPreeditCallbacks)

/// Receives the whole preedit string (UTF-8) and the caret (in characters) of a window's input context each
/// time the input method changes it; an empty string when composing ends.
/// (No globals here: Swift compiles each file's copy of these inline functions separately.)
typedef void (*tapestry_preedit_sink_t)(unsigned long window, const char *utf8, int caret);

/// The preedit state of one input context: the composing text as code points, and the callbacks (which must
/// outlive the context).
typedef struct {
    Window window;
    tapestry_preedit_sink_t sink;
    unsigned int *text;
    int length, capacity, caret;
    XIMCallback start, done, draw, caret_callback;
} tapestry_preedit;

static inline void tapestry_preedit_emit(tapestry_preedit *p) {
    if (!p->sink) return;
    char *out = malloc((size_t)p->length * 4 + 1);
    if (!out) return;
    size_t n = 0;
    for (int i = 0; i < p->length; i++) {
        unsigned int c = p->text[i];
        if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) c = 0xFFFD;  /* never trusted */
        if (c < 0x80) out[n++] = (char)c;
        else if (c < 0x800) { out[n++] = (char)(0xC0 | (c >> 6)); out[n++] = (char)(0x80 | (c & 0x3F)); }
        else if (c < 0x10000) {
            out[n++] = (char)(0xE0 | (c >> 12)); out[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
            out[n++] = (char)(0x80 | (c & 0x3F));
        } else {
            out[n++] = (char)(0xF0 | (c >> 18)); out[n++] = (char)(0x80 | ((c >> 12) & 0x3F));
            out[n++] = (char)(0x80 | ((c >> 6) & 0x3F)); out[n++] = (char)(0x80 | (c & 0x3F));
        }
    }
    out[n] = 0;
    int caret = p->caret < 0 ? 0 : (p->caret > p->length ? p->length : p->caret);
    p->sink(p->window, out, caret);
    free(out);
}

static inline int tapestry_preedit_start_cb(XIC ic, XPointer client, XPointer data) {
    tapestry_preedit *p = (tapestry_preedit *)client;
    p->length = 0; p->caret = 0;
    return -1;  /* no limit on the preedit's length */
}

static inline void tapestry_preedit_done_cb(XIC ic, XPointer client, XPointer data) {
    tapestry_preedit *p = (tapestry_preedit *)client;
    p->length = 0; p->caret = 0;
    tapestry_preedit_emit(p);
}

static inline void tapestry_preedit_draw_cb(XIC ic, XPointer client, XPointer call) {
    tapestry_preedit *p = (tapestry_preedit *)client;
    XIMPreeditDrawCallbackStruct *d = (XIMPreeditDrawCallbackStruct *)call;
    int first = d->chg_first < 0 ? 0 : (d->chg_first > p->length ? p->length : d->chg_first);
    int removed = d->chg_length < 0 ? 0 : (first + d->chg_length > p->length ? p->length - first : d->chg_length);
    /* The new text as code points: wide characters, or the locale's multibyte text (UTF-8 here) converted. */
    unsigned int *inserted = NULL;
    int count = 0;
    if (d->text && d->text->length > 0) {
        if (d->text->encoding_is_wchar && d->text->string.wide_char) {
            count = d->text->length;
            inserted = malloc(sizeof(unsigned int) * (size_t)count);
            for (int i = 0; inserted && i < count; i++) inserted[i] = (unsigned int)d->text->string.wide_char[i];
        } else if (!d->text->encoding_is_wchar && d->text->string.multi_byte) {
            const char *mb = d->text->string.multi_byte;
            size_t bytes = strlen(mb);
            inserted = malloc(sizeof(unsigned int) * (bytes + 1));
            mbstate_t state; memset(&state, 0, sizeof state);
            size_t at = 0;
            while (inserted && at < bytes) {
                wchar_t wc;
                size_t used = mbrtowc(&wc, mb + at, bytes - at, &state);
                if (used == (size_t)-1 || used == (size_t)-2) { wc = 0xFFFD; used = 1; memset(&state, 0, sizeof state); }
                if (used == 0) break;
                inserted[count++] = (unsigned int)wc;
                at += used;
            }
        }
        if (!inserted) count = 0;
    }
    int length = p->length - removed + count;
    if (length > p->capacity) {
        int capacity = length * 2 + 16;
        unsigned int *grown = realloc(p->text, sizeof(unsigned int) * (size_t)capacity);
        if (!grown) { free(inserted); return; }
        p->text = grown; p->capacity = capacity;
    }
    memmove(p->text + first + count, p->text + first + removed, sizeof(unsigned int) * (size_t)(p->length - first - removed));
    if (count) memcpy(p->text + first, inserted, sizeof(unsigned int) * (size_t)count);
    free(inserted);
    p->length = length;
    p->caret = d->caret;
    tapestry_preedit_emit(p);
}

static inline void tapestry_preedit_caret_cb(XIC ic, XPointer client, XPointer call) {
    tapestry_preedit *p = (tapestry_preedit *)client;
    XIMPreeditCaretCallbackStruct *c = (XIMPreeditCaretCallbackStruct *)call;
    switch (c->direction) {
    case XIMAbsolutePosition: p->caret = c->position; break;
    case XIMForwardChar: p->caret++; break;
    case XIMBackwardChar: p->caret--; break;
    case XIMLineStart: p->caret = 0; break;
    case XIMLineEnd: p->caret = p->length; break;
    default: break;
    }
    if (p->caret < 0) p->caret = 0;
    if (p->caret > p->length) p->caret = p->length;
    c->position = p->caret;
    tapestry_preedit_emit(p);
}

/// Whether the input method offers a style: on-the-spot (preedit callbacks) or root-window (nothing).
static inline int tapestry_im_supports_style(XIM im, XIMStyle wanted) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || styles == NULL) return 0;
    int found = 0;
    for (int i = 0; i < styles->count_styles; i++) if (styles->supported_styles[i] == wanted) found = 1;
    XFree(styles);
    return found;
}

/// An input context for a window: on-the-spot (the preedit reaches `tapestry_preedit_sink`) when the input
/// method offers it, else root-window style with no preedit of ours. `*state` gets the preedit state to free
/// with `tapestry_free_preedit` after XDestroyIC (NULL for root-window style).
static inline XIC tapestry_create_input_context(XIM im, Window window, tapestry_preedit_sink_t sink,
                                                tapestry_preedit **state) {
    *state = NULL;
    if (tapestry_im_supports_style(im, XIMPreeditCallbacks | XIMStatusNothing)) {
        tapestry_preedit *p = calloc(1, sizeof *p);
        if (p) {
            p->window = window;
            p->sink = sink;
            p->start.client_data = (XPointer)p; p->start.callback = (XIMProc)tapestry_preedit_start_cb;
            p->done.client_data = (XPointer)p; p->done.callback = (XIMProc)tapestry_preedit_done_cb;
            p->draw.client_data = (XPointer)p; p->draw.callback = (XIMProc)tapestry_preedit_draw_cb;
            p->caret_callback.client_data = (XPointer)p; p->caret_callback.callback = (XIMProc)tapestry_preedit_caret_cb;
            XPoint spot = { 0, 0 };
            XVaNestedList attributes = XVaCreateNestedList(0, XNPreeditStartCallback, &p->start,
                XNPreeditDoneCallback, &p->done, XNPreeditDrawCallback, &p->draw,
                XNPreeditCaretCallback, &p->caret_callback, XNSpotLocation, &spot, NULL);
            XIC ic = XCreateIC(im, XNInputStyle, XIMPreeditCallbacks | XIMStatusNothing, XNClientWindow, window,
                               XNFocusWindow, window, XNPreeditAttributes, attributes, NULL);
            XFree(attributes);
            if (ic) { *state = p; return ic; }
            free(p);
        }
    }
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing, XNClientWindow, window,
                     XNFocusWindow, window, NULL);
}

static inline void tapestry_free_preedit(tapestry_preedit *p) {
    if (!p) return;
    free(p->text);
    free(p);
}

/// Tells the input method where the caret is (window pixels, the baseline's left end), so its candidate window
/// opens there.
static inline void tapestry_set_spot_location(XIC ic, int x, int y) {
    XPoint spot = { (short)x, (short)y };
    XVaNestedList attributes = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    XSetICValues(ic, XNPreeditAttributes, attributes, NULL);
    XFree(attributes);
}

/// The event mask the input context needs on its window (XNFilterEvents), or 0.
static inline long tapestry_ic_filter_events(XIC ic) {
    long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, NULL) != NULL) return 0;
    return mask;
}

/// Told when the input method server behind `im` goes away (0: that XIM is no longer usable) or one starts (1,
/// `im` NULL).
typedef void (*tapestry_im_sink_t)(XIM im, int available);
static inline void tapestry_im_destroyed_cb(XIM im, XPointer client, XPointer data) {
    if (client) ((tapestry_im_sink_t)client)(im, 0);
}
static inline void tapestry_im_instantiated_cb(Display *display, XPointer client, XPointer data) {
    if (client) ((tapestry_im_sink_t)client)(NULL, 1);
}

/// `sink(0)` when the server behind `im` dies.
static inline void tapestry_watch_im_destruction(XIM im, tapestry_im_sink_t sink) {
    XIMCallback destroy = { (XPointer)sink, (XIMProc)tapestry_im_destroyed_cb };
    XSetIMValues(im, XNDestroyCallback, &destroy, NULL);
}

/// `sink(1)` whenever an input method becomes available.
static inline void tapestry_watch_im_instantiation(Display *display, tapestry_im_sink_t sink) {
    XRegisterIMInstantiateCallback(display, NULL, NULL, NULL, (XIDProc)tapestry_im_instantiated_cb, (XPointer)sink);
}

/// Whether the C library's character set is UTF-8 (the preedit's multibyte text is in it).
static inline int tapestry_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// Selects XInput2 touch events on a window (XISetMask is a macro).
static inline int tapestry_select_xi2_touch(Display *display, Window window) {
    unsigned char bits[XIMaskLen(XI_LASTEVENT)];
    memset(bits, 0, sizeof bits);
    XISetMask(bits, XI_TouchBegin);
    XISetMask(bits, XI_TouchUpdate);
    XISetMask(bits, XI_TouchEnd);
    XISetMask(bits, XI_Motion);  /* smooth scrolling comes as motion of scroll valuators */
    XIEventMask mask = { XIAllMasterDevices, sizeof bits, bits };
    return XISelectEvents(display, window, &mask, 1);
}

/// A scroll valuator of an input device (XInput 2.1 smooth scrolling).
typedef struct { int device; int valuator; int vertical; double increment; } tapestry_scroll_axis;

/// Fills `out` with the scroll valuators of every device (at most `max`); returns how many.
static inline int tapestry_query_scroll_axes(Display *display, tapestry_scroll_axis *out, int max) {
    int count = 0, devices = 0;
    XIDeviceInfo *info = XIQueryDevice(display, XIAllDevices, &devices);
    if (!info) return 0;
    for (int d = 0; d < devices; d++) {
        for (int c = 0; c < info[d].num_classes; c++) {
            if (info[d].classes[c]->type != XIScrollClass || count >= max) continue;
            XIScrollClassInfo *scroll = (XIScrollClassInfo *)info[d].classes[c];
            out[count].device = info[d].deviceid;
            out[count].valuator = scroll->number;
            out[count].vertical = scroll->scroll_type == XIScrollTypeVertical;
            out[count].increment = scroll->increment;
            count++;
        }
    }
    XIFreeDeviceInfo(info);
    return count;
}

/// Whether bit `number` is set in an XI2 mask (buttons held; XIMaskIsSet is a macro).
static inline int tapestry_valuator_mask_bit(const unsigned char *mask, int length, int number) {
    return mask && number < length * 8 && XIMaskIsSet(mask, number);
}

/// Whether valuator `number` is set in an XI2 event's valuator mask (XIMaskIsSet is a macro).
static inline int tapestry_valuator_is_set(const XIValuatorState *state, int number) {
    return number < state->mask_len * 8 && XIMaskIsSet(state->mask, number);
}


/// XSyncValue is a struct of two halves; these set and make one from a 64-bit number.
static inline XSyncValue tapestry_sync_value(long long value) {
    XSyncValue v;
    XSyncIntsToValue(&v, (unsigned int)(value & 0xffffffff), (int)(value >> 32));
    return v;
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

/// An XImage of `width`×`height` pixels whose pixels live in a new shared-memory segment, attached here and
/// asked to be attached by the server (MIT-SHM): the server then reads uploads from that memory instead of from
/// the socket. NULL (and nothing left behind) when a segment cannot be made. `info` must outlive the image;
/// whether the server could attach it is known only after a round trip.
static inline XImage *tapestry_shm_image_create(Display *display, Visual *visual, int depth, int width, int height,
                                                XShmSegmentInfo *info) {
    XImage *image = XShmCreateImage(display, visual, (unsigned)depth, ZPixmap, NULL, info, (unsigned)width,
                                    (unsigned)height);
    if (!image) return NULL;
    info->shmid = shmget(IPC_PRIVATE, (size_t)image->bytes_per_line * (size_t)height, IPC_CREAT | 0600);
    if (info->shmid < 0) {
        XDestroyImage(image);
        return NULL;
    }
    info->shmaddr = shmat(info->shmid, NULL, 0);
    if (info->shmaddr == (char *)-1) {
        shmctl(info->shmid, IPC_RMID, NULL);
        XDestroyImage(image);
        return NULL;
    }
    image->data = info->shmaddr;
    info->readOnly = False;
    XShmAttach(display, info);
    return image;
}

/// Marks the segment to be freed once the server and this process have both let go of it (Linux keeps an
/// attached segment usable after this, so no segment outlives a crash).
static inline void tapestry_shm_release_on_detach(XShmSegmentInfo *info) { shmctl(info->shmid, IPC_RMID, NULL); }

/// Asks the server to let go of the segment and unmaps it here; the image's pixels go with it.
static inline void tapestry_shm_image_destroy(Display *display, XImage *image, XShmSegmentInfo *info, int attached) {
    if (attached) XShmDetach(display, info);
    shmdt(info->shmaddr);
    image->data = NULL;
    XDestroyImage(image);
}

#include <poll.h>
#include <signal.h>
#include <time.h>
// Declared here because the C library declares it only for _GNU_SOURCE.
extern int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout, const sigset_t *sigmask);

/// Waits like poll(2) for at most `microseconds` (poll's own timeout is in whole milliseconds).
static inline int tapestry_poll_microseconds(struct pollfd *fds, nfds_t count, long long microseconds) {
    struct timespec timeout = {(time_t)(microseconds / 1000000), (long)((microseconds % 1000000) * 1000)};
    return ppoll(fds, count, &timeout, NULL);
}
