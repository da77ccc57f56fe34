import CGio
import Foundation
import Synchronization
@_spi(Backend) import Tapestry
import Testing

@_spi(Backend) @testable import TapestryAccessibility

/// The desktop's notification server over D-Bus: `Notify`'s arguments, and a whole round trip on a private
/// session bus with a notification server of the test's own (the call, its id, and the user's action coming
/// back as a signal).
@MainActor
@Suite(.serialized) struct DesktopNotificationsTests {
    @Test func notifyCarriesTheTextActionsAndHints() {
        let notification = DesktopNotification(
            summary: "Tea", body: "Ready",
            actions: [.init(key: "default", label: "Open"), .init(key: "snooze", label: "Snooze")],
            urgency: .critical, soundName: "message-new-instant", imagePath: "/tmp/cup.png", replacesID: 9)
        let arguments = DesktopNotifications.notifyArguments(
            notification, appName: "Notes", desktopEntry: "org.example.Notes")
        let variant = tapestry_g_variant_ref_sink(arguments.makeVariant())!
        defer { tapestry_g_variant_unref(variant) }
        #expect(String(cString: tapestry_g_variant_get_type_string(variant)) == "(susssasa{sv}i)")
        #expect(
            arguments
                == .tuple([
                    .string("Notes"), .uint32(9), .string(""), .string("Tea"), .string("Ready"),
                    .array(
                        elementType: "s", [.string("default"), .string("Open"), .string("snooze"), .string("Snooze")]),
                    .array(
                        elementType: "{sv}",
                        [
                            .entry(.string("urgency"), .variant(.byte(2))),
                            .entry(.string("desktop-entry"), .variant(.string("org.example.Notes"))),
                            .entry(.string("sound-name"), .variant(.string("message-new-instant"))),
                            .entry(.string("image-path"), .variant(.string("/tmp/cup.png"))),
                        ]),
                    .int32(-1),
                ]))
        let silent = DesktopNotifications.notifyArguments(
            DesktopNotification(summary: "s", body: ""), appName: "a", desktopEntry: "e")
        guard case .tuple(let items) = silent, case .array(_, let hints) = items[6] else {
            Issue.record("no hints")
            return
        }
        #expect(hints.contains(.entry(.string("suppress-sound"), .variant(.bool(true)))))
    }

    @Test func aRoundTripThroughANotificationServer() async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon"), tapestry_gio_library() != nil else {
            Issue.record("make test installs dbus-daemon and GIO")
            return
        }
        let bus = try PrivateBus()
        defer { bus.stop() }
        let server = try FakeServer(address: bus.address)
        let address = bus.address
        let service = DesktopNotifications(appName: "Notes", desktopEntry: "org.example.Notes") {
            try DBusConnection.bus(at: address)
        }
        let id = await withCheckedContinuation { continuation in
            service.show(DesktopNotification(summary: "Tea", body: "Ready")) { continuation.resume(returning: $0) }
        }
        #expect(id == FakeServer.id)
        #expect(FakeServer.log.withLock { $0 } == ["Notes: Tea / Ready"])
        // The user clicks "Snooze": the server says so with a signal, which reaches the handler on the main thread.
        let chosen = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let once = Once(continuation)
            service.actionHandler = { id, action in once.resume("\(id) \(action)") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 10) { once.resume(nil) }  // bounded
            server.connection.emit(
                DesktopNotifications.path, DesktopNotifications.destination, "ActionInvoked",
                .tuple([.uint32(FakeServer.id), .string("snooze")]))
        }
        #expect(chosen == "\(FakeServer.id) snooze")
    }

    @Test func withoutABusNothingIsShownAndNothingTraps() async {
        let service = DesktopNotifications(appName: "Notes", desktopEntry: "notes") {
            try DBusConnection.bus(at: "unix:path=/nonexistent/bus")
        }
        let id = await withCheckedContinuation { continuation in
            service.show(DesktopNotification(summary: "x", body: "")) { continuation.resume(returning: $0) }
        }
        #expect(id == nil)
        service.close(1)
    }
}

/// Resumes a continuation once, whichever comes first.
@MainActor final class Once<Value: Sendable> {
    private var continuation: CheckedContinuation<Value, Never>?
    init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = continuation }
    func resume(_ value: Value) {
        continuation?.resume(returning: value)
        continuation = nil
    }
}

/// A session bus of the test's own, stopped when `stop()` runs or the test process ends (its shell's input
/// closes).
final class PrivateBus {
    let address: String
    private let lifeline = Pipe()

    init() throws {
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/bin/sh")
        daemon.arguments = [
            "-c", "/usr/bin/dbus-daemon --session --nofork --print-address=1 & bus=$!; cat >/dev/null; kill -KILL $bus",
        ]
        let out = Pipe()
        daemon.standardOutput = out
        daemon.standardInput = lifeline
        try daemon.run()
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let more = out.fileHandleForReading.availableData
            guard !more.isEmpty else {
                throw DBusConnection.Failure(description: "dbus-daemon ended without an address")
            }
            printed.append(more)
        }
        address = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func stop() { try? lifeline.fileHandleForWriting.close() }
}

/// A notification server: owns `org.freedesktop.Notifications` on the bus and answers `Notify` with one id,
/// logging the app's name, summary and body.
final class FakeServer: Sendable {
    static let id: UInt32 = 42
    static let log = Mutex<[String]>([])
    nonisolated(unsafe) static var current: DBusConnection?
    let connection: DBusConnection

    init(address: String) throws {
        connection = try DBusConnection.bus(at: address)
        Self.current = connection
        Self.log.withLock { $0 = [] }
        _ = try connection.call(
            "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
            .tuple([.string(DesktopNotifications.destination), .uint32(4)]))
        _ = tapestry_g_dbus_connection_add_filter(connection.handle, fakeServerFilter, nil, nil)
    }
}

private let fakeServerFilter: GDBusMessageFilterFunction = { _, message, incoming, _ in
    guard incoming != 0, let message,
        tapestry_g_dbus_message_get_message_type(message) == Int32(TAPESTRY_G_DBUS_MESSAGE_TYPE_METHOD_CALL),
        let member = tapestry_g_dbus_message_get_member(message), String(cString: member) == "Notify"
    else { return message }
    let arguments = DBusArguments(body: tapestry_g_dbus_message_get_body(message))
    FakeServer.log.withLock {
        $0.append("\(arguments.string(0) ?? "?"): \(arguments.string(3) ?? "?") / \(arguments.string(4) ?? "?")")
    }
    FakeServer.current?.reply(to: message, with: .tuple([.uint32(FakeServer.id)]))
    tapestry_g_object_unref(UnsafeMutableRawPointer(message))
    return nil
}
