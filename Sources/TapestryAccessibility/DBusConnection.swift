import CGio
import Foundation

/// A connection to a D-Bus bus through GDBus. Calls block the calling thread (the bridge makes them on its own
/// thread, never the main one); replies and signals may be sent from any thread.
package final class DBusConnection: @unchecked Sendable {
    let handle: OpaquePointer

    private init(handle: OpaquePointer) { self.handle = handle }

    /// What went wrong, as GDBus said it.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
        package init(description: String) { self.description = description }
    }

    private static func check<T>(_ make: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T?) throws -> T {
        var error: UnsafeMutablePointer<GError>?
        if let made = make(&error) { return made }
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { tapestry_g_error_free(error) }
        throw Failure(description: message)
    }

    /// The session bus.
    package static func session() throws -> DBusConnection {
        DBusConnection(handle: try check { tapestry_g_bus_get_sync(Int32(TAPESTRY_G_BUS_TYPE_SESSION), nil, $0) })
    }

    /// A bus at `address` (the accessibility bus).
    package static func bus(at address: String) throws -> DBusConnection {
        DBusConnection(
            handle: try check {
                tapestry_g_dbus_connection_new_for_address_sync(
                    address, Int32(TAPESTRY_G_DBUS_CONNECTION_FLAGS_CLIENT_BUS), nil, nil, $0)
            })
    }

    /// The connection's unique name on its bus.
    var uniqueName: String {
        tapestry_g_dbus_connection_get_unique_name(handle).map { String(cString: $0) } ?? ""
    }

    /// Calls a method and waits (at most `timeout` ms) for its reply's arguments.
    package func call(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: DBusValue? = nil,
        timeout: Int32 = 5000
    ) throws -> ReplyBody {
        let parameters = arguments?.makeVariant()
        let reply = try Self.check {
            tapestry_g_dbus_connection_call_sync(
                handle, destination, path, interface, method, parameters, nil, 0, timeout, nil, $0)
        }
        return ReplyBody(variant: reply)
    }

    /// Sends a signal from `path`.
    func emit(_ path: String, _ interface: String, _ signal: String, _ arguments: DBusValue) {
        _ = tapestry_g_dbus_connection_emit_signal(handle, nil, path, interface, signal, arguments.makeVariant(), nil)
    }

    /// Replies to a method call with `arguments` (a tuple), or with an error when `error` is given.
    func reply(to message: OpaquePointer, with arguments: DBusValue?, error: (name: String, text: String)? = nil) {
        let reply: OpaquePointer?
        if let error {
            reply = tapestry_g_dbus_message_new_method_error_literal(message, error.name, error.text)
        } else {
            reply = tapestry_g_dbus_message_new_method_reply(message)
            if let reply, let arguments { tapestry_g_dbus_message_set_body(reply, arguments.makeVariant()) }
        }
        guard let reply else { return }
        _ = tapestry_g_dbus_connection_send_message(handle, reply, 0, nil, nil)
        tapestry_g_object_unref(UnsafeMutableRawPointer(reply))
    }
}

/// The arguments of a reply, kept until read.
package final class ReplyBody {
    let variant: OpaquePointer
    init(variant: OpaquePointer) { self.variant = variant }
    deinit { tapestry_g_variant_unref(variant) }
    /// The arguments (which keep the reply, and so its variant, alive while they are read).
    package var arguments: DBusArguments { DBusArguments(body: variant, owner: self) }
}
