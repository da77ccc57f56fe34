// The part of GIO's D-Bus client (GDBus) and GLib's GVariant the accessibility bridge uses, bound on first use.
//
// GIO is not linked, for the reason Pango is not (see CPango's shim.h): an app whose desktop has no screen
// reader running never calls any of this, and pays nothing for it — not the mapping, not GObject's start-up.
// The first call opens libgio-2.0.so.0 (which brings GLib and GObject); later calls go through the kept
// pointer. The declarations follow GLib 2.x's stable C interface; the types are incomplete, as the bridge
// only passes them around.
#ifndef TAPESTRY_CGIO_SHIM_H
#define TAPESTRY_CGIO_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct _GDBusConnection GDBusConnection;
typedef struct _GDBusMessage GDBusMessage;
typedef struct _GVariant GVariant;
typedef struct _GVariantType GVariantType;
typedef struct _GMainContext GMainContext;
typedef struct _GMainLoop GMainLoop;
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} GError;

typedef GDBusMessage *(*GDBusMessageFilterFunction)(GDBusConnection *connection, GDBusMessage *message,
                                                    int incoming, void *user_data);
typedef void (*GDBusSignalCallback)(GDBusConnection *connection, const char *sender, const char *path,
                                    const char *interface, const char *signal, GVariant *parameters,
                                    void *user_data);

enum { TAPESTRY_G_BUS_TYPE_SESSION = 2 };
enum { TAPESTRY_G_DBUS_CONNECTION_FLAGS_CLIENT_BUS = (1 << 0) | (1 << 3) };
enum { TAPESTRY_G_DBUS_MESSAGE_TYPE_METHOD_CALL = 1 };

/// Whether GIO can be opened here (TAPESTRY_GIO_LIBRARY names another file); the bridge stays off without it.
static inline void *tapestry_gio_library(void) {
    static void *library;
    static int tried;
    void *handle = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    if (handle || __atomic_load_n(&tried, __ATOMIC_ACQUIRE)) return handle;
    const char *file = getenv("TAPESTRY_GIO_LIBRARY");
    if (!file || !*file) file = "libgio-2.0.so.0";
    handle = dlopen(file, RTLD_NOW | RTLD_GLOBAL);
    __atomic_store_n(&library, handle, __ATOMIC_RELEASE);
    __atomic_store_n(&tried, 1, __ATOMIC_RELEASE);
    return handle;
}

static inline void *tapestry_gio_symbol(const char *name) {
    void *handle = tapestry_gio_library();
    void *symbol = handle ? dlsym(handle, name) : NULL;
    if (!symbol) {
        fprintf(stderr, "Tapestry: the accessibility bridge needs GIO's %s (GLib 2.46 or later; apt-get install "
                        "libglib2.0-0).\n", name);
        abort();
    }
    return symbol;
}

// Defines `wrapper` as a function that calls GIO's `symbol`, found on the first call.
#define TAPESTRY_GIO_FUNCTION(result, wrapper, symbol, parameters, arguments)                                 \
    static inline result wrapper parameters {                                                                 \
        static result(*function) parameters;                                                                  \
        result(*bound) parameters = __atomic_load_n(&function, __ATOMIC_ACQUIRE);                               \
        if (!bound) {                                                                                         \
            bound = (result(*) parameters)tapestry_gio_symbol(#symbol);                                        \
            __atomic_store_n(&function, bound, __ATOMIC_RELEASE);                                             \
        }                                                                                                     \
        return bound arguments;                                                                               \
    }

TAPESTRY_GIO_FUNCTION(void *, tapestry_g_object_ref, g_object_ref, (void *object), (object))
TAPESTRY_GIO_FUNCTION(void, tapestry_g_object_unref, g_object_unref, (void *object), (object))
TAPESTRY_GIO_FUNCTION(void, tapestry_g_error_free, g_error_free, (GError * error), (error))

TAPESTRY_GIO_FUNCTION(GDBusConnection *, tapestry_g_bus_get_sync, g_bus_get_sync,
                      (int type, void *cancellable, GError **error), (type, cancellable, error))
TAPESTRY_GIO_FUNCTION(GDBusConnection *, tapestry_g_dbus_connection_new_for_address_sync,
                      g_dbus_connection_new_for_address_sync,
                      (const char *address, int flags, void *observer, void *cancellable, GError **error),
                      (address, flags, observer, cancellable, error))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_dbus_connection_call_sync, g_dbus_connection_call_sync,
                      (GDBusConnection * connection, const char *bus_name, const char *path, const char *interface,
                       const char *method, GVariant *parameters, const GVariantType *reply_type, int flags,
                       int timeout, void *cancellable, GError **error),
                      (connection, bus_name, path, interface, method, parameters, reply_type, flags, timeout,
                       cancellable, error))
TAPESTRY_GIO_FUNCTION(const char *, tapestry_g_dbus_connection_get_unique_name,
                      g_dbus_connection_get_unique_name, (GDBusConnection * connection), (connection))
TAPESTRY_GIO_FUNCTION(unsigned int, tapestry_g_dbus_connection_add_filter, g_dbus_connection_add_filter,
                      (GDBusConnection * connection, GDBusMessageFilterFunction filter, void *user_data,
                       void *destroy),
                      (connection, filter, user_data, destroy))
TAPESTRY_GIO_FUNCTION(int, tapestry_g_dbus_connection_emit_signal, g_dbus_connection_emit_signal,
                      (GDBusConnection * connection, const char *destination, const char *path,
                       const char *interface, const char *signal, GVariant *parameters, GError **error),
                      (connection, destination, path, interface, signal, parameters, error))
TAPESTRY_GIO_FUNCTION(int, tapestry_g_dbus_connection_send_message, g_dbus_connection_send_message,
                      (GDBusConnection * connection, GDBusMessage *message, int flags, uint32_t *serial,
                       GError **error),
                      (connection, message, flags, serial, error))
TAPESTRY_GIO_FUNCTION(unsigned int, tapestry_g_dbus_connection_signal_subscribe, g_dbus_connection_signal_subscribe,
                      (GDBusConnection * connection, const char *sender, const char *interface,
                       const char *member, const char *path, const char *arg0, int flags,
                       GDBusSignalCallback callback, void *user_data, void *destroy),
                      (connection, sender, interface, member, path, arg0, flags, callback, user_data, destroy))

TAPESTRY_GIO_FUNCTION(int, tapestry_g_dbus_message_get_message_type, g_dbus_message_get_message_type,
                      (GDBusMessage * message), (message))
TAPESTRY_GIO_FUNCTION(const char *, tapestry_g_dbus_message_get_path, g_dbus_message_get_path,
                      (GDBusMessage * message), (message))
TAPESTRY_GIO_FUNCTION(const char *, tapestry_g_dbus_message_get_interface, g_dbus_message_get_interface,
                      (GDBusMessage * message), (message))
TAPESTRY_GIO_FUNCTION(const char *, tapestry_g_dbus_message_get_member, g_dbus_message_get_member,
                      (GDBusMessage * message), (message))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_dbus_message_get_body, g_dbus_message_get_body,
                      (GDBusMessage * message), (message))
TAPESTRY_GIO_FUNCTION(GDBusMessage *, tapestry_g_dbus_message_new_method_reply, g_dbus_message_new_method_reply,
                      (GDBusMessage * message), (message))
TAPESTRY_GIO_FUNCTION(GDBusMessage *, tapestry_g_dbus_message_new_method_error_literal,
                      g_dbus_message_new_method_error_literal,
                      (GDBusMessage * message, const char *name, const char *text), (message, name, text))
TAPESTRY_GIO_FUNCTION(void, tapestry_g_dbus_message_set_body, g_dbus_message_set_body,
                      (GDBusMessage * message, GVariant *body), (message, body))

TAPESTRY_GIO_FUNCTION(GMainContext *, tapestry_g_main_context_new, g_main_context_new, (void), ())
TAPESTRY_GIO_FUNCTION(void, tapestry_g_main_context_push_thread_default, g_main_context_push_thread_default,
                      (GMainContext * context), (context))
TAPESTRY_GIO_FUNCTION(void, tapestry_g_main_context_pop_thread_default, g_main_context_pop_thread_default,
                      (GMainContext * context), (context))
TAPESTRY_GIO_FUNCTION(int, tapestry_g_main_context_iteration, g_main_context_iteration,
                      (GMainContext * context, int may_block), (context, may_block))

TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_string, g_variant_new_string, (const char *value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_object_path, g_variant_new_object_path,
                      (const char *value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_int32, g_variant_new_int32, (int32_t value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_int64, g_variant_new_int64, (int64_t value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_uint64, g_variant_new_uint64, (uint64_t value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_uint32, g_variant_new_uint32, (uint32_t value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_byte, g_variant_new_byte, (uint8_t value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_int16, g_variant_new_int16, (int16_t value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_boolean, g_variant_new_boolean, (int value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_double, g_variant_new_double, (double value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_variant, g_variant_new_variant, (GVariant * value),
                      (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_tuple, g_variant_new_tuple,
                      (GVariant * const *children, size_t count), (children, count))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_array, g_variant_new_array,
                      (const GVariantType *type, GVariant *const *children, size_t count), (type, children, count))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_new_dict_entry, g_variant_new_dict_entry,
                      (GVariant * key, GVariant *value), (key, value))
TAPESTRY_GIO_FUNCTION(GVariantType *, tapestry_g_variant_type_new, g_variant_type_new, (const char *type), (type))
TAPESTRY_GIO_FUNCTION(void, tapestry_g_variant_type_free, g_variant_type_free, (GVariantType * type), (type))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_ref_sink, g_variant_ref_sink, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(void, tapestry_g_variant_unref, g_variant_unref, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(size_t, tapestry_g_variant_n_children, g_variant_n_children, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_get_child_value, g_variant_get_child_value,
                      (GVariant * value, size_t index), (value, index))
TAPESTRY_GIO_FUNCTION(const char *, tapestry_g_variant_get_type_string, g_variant_get_type_string,
                      (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(const char *, tapestry_g_variant_get_string, g_variant_get_string,
                      (GVariant * value, size_t *length), (value, length))
TAPESTRY_GIO_FUNCTION(int32_t, tapestry_g_variant_get_int32, g_variant_get_int32, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(uint32_t, tapestry_g_variant_get_uint32, g_variant_get_uint32, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(int, tapestry_g_variant_get_boolean, g_variant_get_boolean, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(uint8_t, tapestry_g_variant_get_byte, g_variant_get_byte, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(int64_t, tapestry_g_variant_get_int64, g_variant_get_int64, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(uint64_t, tapestry_g_variant_get_uint64, g_variant_get_uint64, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(int16_t, tapestry_g_variant_get_int16, g_variant_get_int16, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(double, tapestry_g_variant_get_double, g_variant_get_double, (GVariant * value), (value))
TAPESTRY_GIO_FUNCTION(GVariant *, tapestry_g_variant_get_variant, g_variant_get_variant, (GVariant * value),
                      (value))

#endif
