// The DAMAGE extension, for the benchmarks only: the X server reports when a window's pixels change, which is how
// the click-to-pixel case learns that a frame reached the screen without polling for it.
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>

/// The window a DamageNotify event is about.
static inline Drawable tapestry_damage_drawable(const XEvent *event) {
    return ((const XDamageNotifyEvent *)event)->drawable;
}

/// The X server's time (milliseconds) at which it reported the change.
static inline Time tapestry_damage_timestamp(const XEvent *event) {
    return ((const XDamageNotifyEvent *)event)->timestamp;
}
