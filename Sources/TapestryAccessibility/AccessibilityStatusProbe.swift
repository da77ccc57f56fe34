import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Asks the session bus whether the desktop has accessibility on (`org.a11y.Status.IsEnabled` and
/// `ScreenReaderEnabled`), speaking the few D-Bus messages that takes over the bus's socket itself: an app on a
/// desktop without a screen reader then never loads GIO (about 3.5 MiB resident for an app that has not drawn
/// text) and never starts the AT-SPI bus launcher (the calls say not to start services).
///
/// It blocks the calling thread, for at most `timeout` seconds a reply; the bridge calls it from its own.
struct AccessibilityStatusProbe {
    /// The session bus's address (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`).
    let address: String
    var timeout: TimeInterval = 2

    /// What the desktop reports, or nil when the bus could not be asked.
    struct Status: Equatable {
        var isEnabled: Bool
        var screenReaderEnabled: Bool
    }

    /// The socket path in a D-Bus address (`unix:path=…` or `unix:abstract=…`; the first such entry), with
    /// whether it is abstract.
    static func socketPath(in address: String) -> (path: String, abstract: Bool)? {
        for entry in address.split(separator: ";") where entry.hasPrefix("unix:") {
            for pair in entry.dropFirst(5).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let value = percentDecoded(parts[1])
                if parts[0] == "path" { return (value, false) }
                if parts[0] == "abstract" { return (value, true) }
            }
        }
        return nil
    }

    /// A D-Bus address value with its `%xx` escapes decoded.
    static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Connects and says hello: a connection to ask on, or nil. Replies wait at most `timeout` seconds.
    func open() -> Connection? {
        guard let (path, abstract) = Self.socketPath(in: address) else { return nil }
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var connection = Connection(socket: socket)
        var wait = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count + (abstract ? 1 : 0) < capacity else {
            connection.close()
            return nil
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index + (abstract ? 1 : 0)] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + (abstract ? 1 : 0))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, length) }
        }
        // SASL EXTERNAL with this process's user id, then the bus's Hello.
        let digits = Array("0123456789abcdef".utf8)
        let uid = String(
            decoding: String(getuid()).utf8.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
        guard connected == 0, connection.send(Array("\0AUTH EXTERNAL \(uid)\r\n".utf8)),
            connection.readLine()?.hasPrefix("OK") == true, connection.send(Array("BEGIN\r\n".utf8)),
            connection.send(bus("Hello", serial: 1))
        else {
            connection.close()
            return nil
        }
        return connection
    }

    /// A call to the bus itself.
    private func bus(_ member: String, _ strings: [String] = [], serial: UInt32) -> [UInt8] {
        DBusMessage.call(
            serial: serial, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", member,
            strings: strings)
    }

    /// Asks; nil when the bus cannot be reached or does not answer in time.
    func ask() -> Status? {
        guard var connection = open() else { return nil }
        defer { connection.close() }
        let properties = ["IsEnabled", "ScreenReaderEnabled"]
        for (index, name) in properties.enumerated() {
            let message = DBusMessage.call(
                serial: UInt32(2 + index), "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get",
                strings: ["org.a11y.Status", name], noAutoStart: true)
            guard connection.send(message) else { return nil }
        }
        var answers: [UInt32: Bool] = [:]
        while answers.count < properties.count {
            guard let reply = connection.readMessage() else { return nil }
            if let serial = reply.replySerial, serial >= 2 { answers[serial] = reply.booleanInVariant ?? false }
        }
        return Status(isEnabled: answers[2] ?? false, screenReaderEnabled: answers[3] ?? false)
    }

    /// Waits, blocked (no wake-ups), until `org.a11y.Status` changes, or returns at once when `alreadyChanged`
    /// says so once the wait is in place (nothing is missed between a question and the wait); false when the
    /// bus went away.
    func waitForChange(alreadyChanged: () -> Bool) -> Bool {
        guard var connection = open() else { return false }
        defer { connection.close() }
        let rule =
            "type='signal',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',"
            + "path='/org/a11y/bus'"
        guard connection.send(bus("AddMatch", [rule], serial: 2)) else { return false }
        while true {
            guard let message = connection.readMessage() else { return false }
            if message.type == 4 { return true }
            if message.replySerial == 2 { break }
        }
        if alreadyChanged() { return true }
        var forever = timeval(tv_sec: 0, tv_usec: 0)
        setsockopt(connection.socket, SOL_SOCKET, SO_RCVTIMEO, &forever, socklen_t(MemoryLayout<timeval>.size))
        while let message = connection.readMessage() {
            if message.type == 4 { return true }  // the signal
        }
        return false
    }

    /// The socket, and what was read from it but not used yet.
    struct Connection {
        let socket: Int32
        var buffer: [UInt8] = []

        func close() { _ = Glibc.close(socket) }

        func send(_ bytes: [UInt8]) -> Bool {
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }

        mutating func fill(_ needed: Int) -> Bool {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while buffer.count < needed {
                let count = read(socket, &chunk, chunk.count)
                guard count > 0 else { return false }
                buffer += chunk[0..<count]
            }
            return true
        }

        mutating func readLine() -> String? {
            while !buffer.contains(UInt8(ascii: "\n")) { guard fill(buffer.count + 1) else { return nil } }
            let end = buffer.firstIndex(of: UInt8(ascii: "\n"))!
            let line = String(decoding: buffer[..<end], as: UTF8.self)
            buffer.removeFirst(end + 1)
            return line
        }

        mutating func readMessage() -> DBusMessage? {
            guard fill(16) else { return nil }
            let little = buffer[0] == UInt8(ascii: "l")
            func word(_ offset: Int) -> Int {
                let bytes = buffer[offset..<(offset + 4)].map(UInt32.init)
                return Int(
                    little
                        ? bytes[0] | bytes[1] << 8 | bytes[2] << 16 | bytes[3] << 24
                        : bytes[3] | bytes[2] << 8 | bytes[1] << 16 | bytes[0] << 24)
            }
            let bodyLength = word(4), fieldsLength = word(12)
            guard bodyLength < 1 << 20, fieldsLength < 1 << 20 else { return nil }
            let headerEnd = (16 + fieldsLength + 7) & ~7
            guard fill(headerEnd + bodyLength) else { return nil }
            let message = DBusMessage(bytes: Array(buffer[0..<(headerEnd + bodyLength)]), fieldsLength: fieldsLength)
            buffer.removeFirst(headerEnd + bodyLength)
            return message
        }
    }
}

/// A D-Bus message on the wire: written for calls, read for replies (SEMANTICS of the D-Bus specification's
/// "Message Format": a 16-byte header, header fields as an array of (byte, variant), the body 8-aligned).
struct DBusMessage {
    let bytes: [UInt8]
    let fieldsLength: Int

    var isLittleEndian: Bool { bytes.first == UInt8(ascii: "l") }
    var type: UInt8 { bytes[1] }
    var bodyStart: Int { (16 + fieldsLength + 7) & ~7 }

    private func word(_ offset: Int) -> UInt32 {
        let b = bytes[offset..<(offset + 4)].map(UInt32.init)
        return isLittleEndian ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24
    }

    /// The serial this message replies to (header field 5), for method returns and errors.
    var replySerial: UInt32? {
        guard type == 2 || type == 3 else { return nil }
        var offset = 16
        let end = 16 + fieldsLength
        while offset < end {
            offset = (offset + 7) & ~7
            guard offset + 4 <= end else { return nil }
            let code = bytes[offset]
            let signatureLength = Int(bytes[offset + 1])
            let signature = bytes[(offset + 2)..<(offset + 2 + signatureLength)]
            offset += 3 + signatureLength
            switch signature.first {
            case UInt8(ascii: "u"):
                offset = (offset + 3) & ~3
                if code == 5 { return word(offset) }
                offset += 4
            case UInt8(ascii: "s"), UInt8(ascii: "o"):
                offset = (offset + 3) & ~3
                offset += 4 + Int(word(offset)) + 1
            case UInt8(ascii: "g"):
                offset += 1 + Int(bytes[offset]) + 1
            default:
                return nil
            }
        }
        return nil
    }

    /// A method return's body as one variant holding a boolean (`Properties.Get` of a `b`), else nil.
    var booleanInVariant: Bool? {
        guard type == 2, bodyStart + 8 <= bytes.count, bytes[bodyStart] == 1, bytes[bodyStart + 1] == UInt8(ascii: "b")
        else { return nil }
        return word(bodyStart + 4) != 0
    }

    /// A method call, little-endian, with string arguments.
    static func call(
        serial: UInt32, _ destination: String, _ path: String, _ interface: String, _ member: String,
        strings: [String] = [], noAutoStart: Bool = false
    ) -> [UInt8] {
        var body: [UInt8] = []
        for string in strings { append(string: string, to: &body) }
        var fields: [UInt8] = []
        func field(_ code: UInt8, _ signature: Character, _ value: String) {
            pad(&fields, to: 8)
            fields += [code, 1, UInt8(ascii: signature.unicodeScalars.first!), 0]
            if signature == "g" {
                fields.append(UInt8(value.utf8.count))
                fields += Array(value.utf8) + [0]
            } else {
                append(string: value, to: &fields)
            }
        }
        field(1, "o", path)
        field(2, "s", interface)
        field(3, "s", member)
        field(6, "s", destination)
        if !strings.isEmpty { field(8, "g", String(repeating: "s", count: strings.count)) }
        var message: [UInt8] = [UInt8(ascii: "l"), 1, noAutoStart ? 2 : 0, 1]
        message += le(UInt32(body.count)) + le(serial) + le(UInt32(fields.count)) + fields
        pad(&message, to: 8)
        return message + body
    }

    static func le(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    static func pad(_ bytes: inout [UInt8], to alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    static func append(string: String, to bytes: inout [UInt8]) {
        pad(&bytes, to: 4)
        bytes += le(UInt32(string.utf8.count)) + Array(string.utf8) + [0]
    }
}
