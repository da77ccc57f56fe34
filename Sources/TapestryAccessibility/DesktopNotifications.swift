import CGio
import Foundation
@_spi(Backend) import Tapestry

/// The desktop's notification server (freedesktop.org's `org.freedesktop.Notifications` on the session bus), as
/// the backends hand it to `UNUserNotificationCenter`: `Notify` and `CloseNotification` calls made from a queue
/// of their own (the first one connects), and the server's `ActionInvoked` and `NotificationClosed` signals,
/// heard on a thread of their own and handed to the main thread. GNOME Shell, KDE Plasma, dunst, mako and
/// swaync are such servers; without one (or without a session bus) nothing is shown and nothing traps.
@_spi(Backend) @preconcurrency @MainActor
public final class DesktopNotifications: DesktopNotificationService {
    /// Hears the server's `ActionInvoked` signals, on the main thread.
    public var actionHandler: (@MainActor (_ id: UInt32, _ action: String) -> Void)?
    /// Hears the server's `NotificationClosed` signals, on the main thread.
    public var closeHandler: (@MainActor (_ id: UInt32, _ reason: UInt32) -> Void)?

    nonisolated static let destination = "org.freedesktop.Notifications"
    nonisolated static let path = "/org/freedesktop/Notifications"

    private let appName: String
    private let desktopEntry: String
    private let link: Link

    /// The server of the session bus, for the app named `appName` whose desktop entry is `desktopEntry`.
    public convenience init(appName: String, desktopEntry: String) {
        self.init(appName: appName, desktopEntry: desktopEntry) { try DBusConnection.session() }
    }

    /// The server of the bus `connect` opens (tests give a private bus).
    init(appName: String, desktopEntry: String, connect: @escaping @Sendable () throws -> DBusConnection) {
        self.appName = appName
        self.desktopEntry = desktopEntry
        link = Link(connect: connect)
        Self.current = self
    }

    /// The service the signals go to (the last one made).
    nonisolated(unsafe) private static weak var current: DesktopNotifications?

    /// Sends `Notify`; `shown` hears the server's id for it (nil without a server), on the main thread.
    public func show(_ notification: DesktopNotification, shown: @escaping @MainActor (UInt32?) -> Void) {
        let arguments = Self.notifyArguments(notification, appName: appName, desktopEntry: desktopEntry)
        let link = link
        link.queue.async {
            let id = (try? link.connection()?.call(Self.destination, Self.path, Self.destination, "Notify", arguments))?
                .arguments.uint32(0)
            DispatchQueue.main.async { MainActor.assumeIsolated { shown(id) } }
        }
    }

    /// Sends `CloseNotification`.
    public func close(_ id: UInt32) {
        let link = link
        link.queue.async {
            _ = try? link.connection()?.call(
                Self.destination, Self.path, Self.destination, "CloseNotification", .tuple([.uint32(id)]))
        }
    }

    /// `Notify`'s arguments: the app's name, the id replaced, no icon of its own (the desktop entry's), the
    /// summary and body, the actions as key–label pairs, the hints (urgency, the desktop entry, the sound or
    /// silence, the image) and the server's own timeout.
    static func notifyArguments(_ notification: DesktopNotification, appName: String, desktopEntry: String)
        -> DBusValue
    {
        var hints: [DBusValue] = [
            .entry(.string("urgency"), .variant(.byte(notification.urgency.rawValue))),
            .entry(.string("desktop-entry"), .variant(.string(desktopEntry))),
        ]
        if let file = notification.soundFile {
            hints.append(.entry(.string("sound-file"), .variant(.string(file))))
        } else if let name = notification.soundName {
            hints.append(.entry(.string("sound-name"), .variant(.string(name))))
        } else {
            hints.append(.entry(.string("suppress-sound"), .variant(.bool(true))))
        }
        if let image = notification.imagePath {
            hints.append(.entry(.string("image-path"), .variant(.string(image))))
        }
        return .tuple([
            .string(appName), .uint32(notification.replacesID), .string(""), .string(notification.summary),
            .string(notification.body),
            .array(elementType: "s", notification.actions.flatMap { [.string($0.key), .string($0.label)] }),
            .array(elementType: "{sv}", hints), .int32(-1),
        ])
    }

    /// A signal from the server, on the main thread.
    fileprivate static func received(_ signal: String, id: UInt32, action: String?, reason: UInt32?) {
        guard let service = current else { return }
        if signal == "ActionInvoked", let action {
            service.actionHandler?(id, action)
        } else if signal == "NotificationClosed", let reason {
            service.closeHandler?(id, reason)
        }
    }

    /// The connection, made on the queue on first use, with the signals' thread started beside it.
    final class Link: @unchecked Sendable {
        let queue = DispatchQueue(label: "tapestry.desktop-notifications")
        private let connect: @Sendable () throws -> DBusConnection
        private var made: DBusConnection?
        private var failed = false

        init(connect: @escaping @Sendable () throws -> DBusConnection) { self.connect = connect }

        /// On the queue: the connection, or nil when there is no bus. The signals are subscribed to before it is
        /// first used (so a server's answer to a later call is never missed), on a main context a thread of its
        /// own then serves.
        func connection() -> DBusConnection? {
            if made == nil && !failed && tapestry_gio_library() != nil {
                do {
                    let connection = try connect()
                    made = connection
                    let context = tapestry_g_main_context_new()
                    tapestry_g_main_context_push_thread_default(context)
                    for member in ["ActionInvoked", "NotificationClosed"] {
                        _ = tapestry_g_dbus_connection_signal_subscribe(
                            connection.handle, nil, DesktopNotifications.destination, member,
                            DesktopNotifications.path, nil, 0, notificationSignal, nil, nil)
                    }
                    tapestry_g_main_context_pop_thread_default(context)
                    let served = Unchecked(context)
                    let thread = Thread { while true { _ = tapestry_g_main_context_iteration(served.value, 1) } }
                    thread.name = "Tapestry notifications"
                    thread.start()
                } catch {
                    failed = true
                }
            }
            return made
        }
    }
}

/// A C pointer handed to the thread that serves it.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// `ActionInvoked(u id, s action_key)` and `NotificationClosed(u id, u reason)`, handed to the main thread.
private let notificationSignal: GDBusSignalCallback = { _, _, _, _, signal, parameters, _ in
    guard let signal, let parameters else { return }
    let name = String(cString: signal)
    let arguments = DBusArguments(body: parameters)
    guard let id = arguments.uint32(0) else { return }
    let action = arguments.string(1), reason = arguments.uint32(1)
    DispatchQueue.main.async {
        MainActor.assumeIsolated { DesktopNotifications.received(name, id: id, action: action, reason: reason) }
    }
}
