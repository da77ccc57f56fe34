// tapestry-wl-input: a virtual pointer (wlroots' zwlr_virtual_pointer_v1) the Wayland tests drive, as the X11
// tests drive XTest. It reads commands from stdin, one a line, and answers each with "ok" once the compositor
// has handled it (a round trip):
//   move X Y          the pointer to (X, Y) in the output layout (absolute, over a 1280×1024 layout by default)
//   down [BUTTON]     a button down (left, right or middle; left when omitted)
//   up [BUTTON]       and up
//   wheel DX DY       wheel clicks (discrete: 120ths from DX, DY clicks)
//   scroll DX DY      a touchpad scroll of DX, DY (continuous, finger source)
//   lift              the fingers leave the touchpad (axis_stop on both axes, finger source)
// The protocol's interface description is written out here (requests only; it has no events), following the
// wlr-protocols description of zwlr_virtual_pointer_manager_v1 and zwlr_virtual_pointer_v1, version 1.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-client.h>

static const struct wl_interface virtual_pointer_interface;
static const struct wl_interface *manager_create_types[] = {&wl_seat_interface, &virtual_pointer_interface};
static const struct wl_interface *no_types[] = {NULL, NULL, NULL, NULL, NULL};

static const struct wl_message manager_requests[] = {
    {"create_virtual_pointer", "?on", manager_create_types},
    {"destroy", "", no_types},
};
static const struct wl_interface manager_interface = {
    "zwlr_virtual_pointer_manager_v1", 1, 2, manager_requests, 0, NULL,
};
enum { MOTION, MOTION_ABSOLUTE, BUTTON, AXIS, FRAME, AXIS_SOURCE, AXIS_STOP, AXIS_DISCRETE, DESTROY };
static const struct wl_message pointer_requests[] = {
    {"motion", "uff", no_types},        {"motion_absolute", "uuuuu", no_types}, {"button", "uuu", no_types},
    {"axis", "uuf", no_types},          {"frame", "", no_types},                {"axis_source", "u", no_types},
    {"axis_stop", "uu", no_types},      {"axis_discrete", "uufi", no_types},    {"destroy", "", no_types},
};
static const struct wl_interface virtual_pointer_interface = {
    "zwlr_virtual_pointer_v1", 1, 9, pointer_requests, 0, NULL,
};

static struct wl_proxy *manager;
static struct wl_seat *seat;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data;
    (void)version;
    if (strcmp(interface, "zwlr_virtual_pointer_manager_v1") == 0) {
        manager = wl_registry_bind(registry, name, &manager_interface, 1);
    } else if (strcmp(interface, "wl_seat") == 0 && !seat) {
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    }
}
static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data;
    (void)registry;
    (void)name;
}
static const struct wl_registry_listener registry_listener = {global, global_remove};

static uint32_t now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static uint32_t button_code(const char *name) {
    if (name && strcmp(name, "right") == 0) return 0x111;
    if (name && strcmp(name, "middle") == 0) return 0x112;
    return 0x110;
}

int main(int argc, char **argv) {
    uint32_t width = argc > 2 ? (uint32_t)atoi(argv[1]) : 1280, height = argc > 2 ? (uint32_t)atoi(argv[2]) : 1024;
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) {
        fprintf(stderr, "tapestry-wl-input: no Wayland compositor\n");
        return 1;
    }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!manager) {
        fprintf(stderr, "tapestry-wl-input: the compositor offers no zwlr_virtual_pointer_manager_v1\n");
        return 1;
    }
    struct wl_proxy *pointer = wl_proxy_marshal_flags(
        manager, 0, &virtual_pointer_interface, 1, 0, seat, NULL);
    wl_display_roundtrip(display);
    printf("ready\n");
    fflush(stdout);
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        char command[32] = "", argument[32] = "";
        double a = 0, b = 0;
        int fields = sscanf(line, "%31s %lf %lf", command, &a, &b);
        sscanf(line, "%31s %31s", command, argument);
        if (fields < 1) continue;
        uint32_t time = now_ms();
        if (strcmp(command, "move") == 0) {
            wl_proxy_marshal_flags(pointer, MOTION_ABSOLUTE, NULL, 1, 0, time, (uint32_t)a, (uint32_t)b, width, height);
        } else if (strcmp(command, "down") == 0 || strcmp(command, "up") == 0) {
            uint32_t state = strcmp(command, "down") == 0 ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED;
            wl_proxy_marshal_flags(pointer, BUTTON, NULL, 1, 0, time, button_code(argument), state);
        } else if (strcmp(command, "wheel") == 0) {
            wl_proxy_marshal_flags(pointer, AXIS_SOURCE, NULL, 1, 0, WL_POINTER_AXIS_SOURCE_WHEEL);
            if (a != 0)
                wl_proxy_marshal_flags(pointer, AXIS_DISCRETE, NULL, 1, 0, time, WL_POINTER_AXIS_HORIZONTAL_SCROLL,
                                       wl_fixed_from_double(a * 15), (int32_t)a);
            if (b != 0)
                wl_proxy_marshal_flags(pointer, AXIS_DISCRETE, NULL, 1, 0, time, WL_POINTER_AXIS_VERTICAL_SCROLL,
                                       wl_fixed_from_double(b * 15), (int32_t)b);
        } else if (strcmp(command, "scroll") == 0) {
            wl_proxy_marshal_flags(pointer, AXIS_SOURCE, NULL, 1, 0, WL_POINTER_AXIS_SOURCE_FINGER);
            if (a != 0)
                wl_proxy_marshal_flags(pointer, AXIS, NULL, 1, 0, time, WL_POINTER_AXIS_HORIZONTAL_SCROLL, wl_fixed_from_double(a));
            if (b != 0)
                wl_proxy_marshal_flags(pointer, AXIS, NULL, 1, 0, time, WL_POINTER_AXIS_VERTICAL_SCROLL, wl_fixed_from_double(b));
        } else if (strcmp(command, "lift") == 0) {
            wl_proxy_marshal_flags(pointer, AXIS_SOURCE, NULL, 1, 0, WL_POINTER_AXIS_SOURCE_FINGER);
            wl_proxy_marshal_flags(pointer, AXIS_STOP, NULL, 1, 0, time, WL_POINTER_AXIS_VERTICAL_SCROLL);
            wl_proxy_marshal_flags(pointer, AXIS_STOP, NULL, 1, 0, time, WL_POINTER_AXIS_HORIZONTAL_SCROLL);
        } else {
            fprintf(stderr, "tapestry-wl-input: unknown command %s\n", command);
            printf("error\n");
            fflush(stdout);
            continue;
        }
        wl_proxy_marshal_flags(pointer, FRAME, NULL, 1, 0);
        wl_display_roundtrip(display);
        printf("ok\n");
        fflush(stdout);
    }
    wl_proxy_marshal_flags(pointer, DESTROY, NULL, 1, WL_MARSHAL_FLAG_DESTROY);
    wl_display_roundtrip(display);
    wl_display_disconnect(display);
    return 0;
}
