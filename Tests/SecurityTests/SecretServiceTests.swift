import CGio
import Foundation
import Testing

@testable import Security
@testable import TapestryAccessibility

/// The Secret Service client against a real GNOME Keyring on a private session bus.
struct SecretServiceTests {
    @Test func itemsAreAddedFoundReadChangedAndDeleted() throws {
        let keyring = try KeyringFixture()
        defer { keyring.stop() }
        let service = try keyring.service()
        #expect(service.collection.hasPrefix("/org/freedesktop/secrets/collection/"))

        let attributes = ["class": "genp", "svce": "s:org.example.mail", "acct": "s:ann"]
        let item = try service.add(label: "Mail (ann)", attributes: attributes, secret: Data([0, 1, 255]))
        #expect(try service.search(["svce": "s:org.example.mail"]) == [item])
        #expect(try service.search(["svce": "s:org.example.other"]).isEmpty)
        // The keyring may add a schema of its own to an item made without one.
        let stored = try service.attributes(of: item).filter { $0.key != "xdg:schema" }
        #expect(stored == attributes)
        #expect(try service.secrets(of: [item]) == [item: Data([0, 1, 255])])

        var changed = attributes
        changed["icmt"] = "s:rotated"
        try service.update(item, label: "Mail", attributes: changed)
        try service.setSecret(Data("new".utf8), of: item)
        let restored = try service.attributes(of: item).filter { $0.key != "xdg:schema" }
        #expect(restored == changed)
        #expect(try service.secrets(of: [item]) == [item: Data("new".utf8)])

        try service.delete(item)
        #expect(try service.search(["svce": "s:org.example.mail"]).isEmpty)
    }

    @Test func withoutASecretServiceTheKeychainIsUnavailable() throws {
        let bus = try KeyringFixture(startKeyring: false)
        defer { bus.stop() }
        // Nobody owns the name and the bus starts no services: the answer comes at once.
        let connection = try DBusConnection.bus(at: bus.address)
        #expect(throws: KeychainFailure.self) { try SecretService(connection: connection) }
        do {
            _ = try SecretService(connection: connection)
        } catch {
            #expect(error.status == errSecNotAvailable)
        }
    }
}

/// A session bus of the test's own with GNOME Keyring on it (its login keyring made and unlocked with a password,
/// in a directory of its own), stopped by `stop()` or when the test process ends.
final class KeyringFixture: Sendable {
    let address: String
    private let lifeline = Pipe()

    init(startKeyring: Bool = true) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon"), tapestry_gio_library() != nil,
            !startKeyring || FileManager.default.isExecutableFile(atPath: "/usr/bin/gnome-keyring-daemon")
        else {
            throw KeychainFailure.unavailable("make test installs dbus-daemon, GIO and gnome-keyring")
        }
        let keyring =
            startKeyring
            ? "printf test-password | /usr/bin/gnome-keyring-daemon --foreground --unlock --components=secrets "
                + ">/dev/null 2>&1 & keyring=$!; "
            : "keyring=; "
        let script =
            "home=$(mktemp -d); export HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config "
            + "XDG_RUNTIME_DIR=$home/run; mkdir -m 700 -p $XDG_RUNTIME_DIR; "
            // A session bus that starts no services itself, so only this keyring can answer.
            + "printf '<busconfig><type>session</type><listen>unix:tmpdir=/tmp</listen><auth>EXTERNAL</auth>"
            + "<policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
            + "<allow eavesdrop=\"true\"/><allow own=\"*\"/></policy>"
            + "</busconfig>' > $home/bus.conf; "
            + "/usr/bin/dbus-daemon --config-file=$home/bus.conf --nofork --print-address=3 3>$home/address & bus=$!; "
            + "while [ ! -s $home/address ]; do sleep 0.05; done; "
            + "export DBUS_SESSION_BUS_ADDRESS=$(cat $home/address); " + keyring
            + "echo $DBUS_SESSION_BUS_ADDRESS; cat >/dev/null; kill -KILL $bus $keyring; rm -rf $home"
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", script]
        let out = Pipe()
        shell.standardOutput = out
        shell.standardInput = lifeline
        try shell.run()
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let more = out.fileHandleForReading.availableData
            guard !more.isEmpty else { throw KeychainFailure.unavailable("the bus ended without an address") }
            printed.append(more)
        }
        address = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The keyring's Secret Service, waited for (at most ten seconds) while the daemon starts: once it owns its
    /// name on the bus, its login keyring is made.
    func service() throws(KeychainFailure) -> SecretService {
        let connection: DBusConnection
        do {
            connection = try DBusConnection.bus(at: address)
        } catch {
            throw .unavailable("\(error)")
        }
        for _ in 0..<200 {
            let owned = try? connection.call(
                "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                .tuple([.string(SecretService.destination)])
            ).arguments.bool(0)
            if owned == true { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try SecretService(connection: connection)
    }

    func stop() { try? lifeline.fileHandleForWriting.close() }
}
