import Foundation
import Testing

@testable import TapestryAccessibility

/// The status question asked without GIO: addresses, the messages written, the replies read.
@Suite struct AccessibilityStatusProbeTests {
    @Test func addressesNameTheirSocket() {
        #expect(
            AccessibilityStatusProbe.socketPath(in: "unix:path=/run/user/1000/bus")! == ("/run/user/1000/bus", false))
        #expect(AccessibilityStatusProbe.socketPath(in: "unix:abstract=/tmp/dbus-X,guid=ab")! == ("/tmp/dbus-X", true))
        #expect(AccessibilityStatusProbe.socketPath(in: "tcp:host=a;unix:path=/tmp/a%20b")! == ("/tmp/a b", false))
        #expect(AccessibilityStatusProbe.socketPath(in: "tcp:host=localhost,port=1") == nil)
    }

    @Test func aCallIsLaidOutAsTheSpecificationSays() {
        let call = DBusMessage.call(
            serial: 7, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get",
            strings: ["org.a11y.Status", "IsEnabled"], noAutoStart: true)
        #expect(Array(call[0..<4]) == [UInt8(ascii: "l"), 1, 2, 1])
        #expect(Array(call[8..<12]) == DBusMessage.le(7))
        let bodyLength = Int(call[4]) | Int(call[5]) << 8
        let fieldsLength = Int(call[12]) | Int(call[13]) << 8
        let bodyStart = (16 + fieldsLength + 7) & ~7
        #expect(call.count == bodyStart + bodyLength)
        // The body: two strings, each a length, its bytes and a nul, 4-aligned.
        #expect(Array(call[bodyStart..<(bodyStart + 4)]) == DBusMessage.le(15))
        #expect(String(decoding: call[(bodyStart + 4)..<(bodyStart + 19)], as: UTF8.self) == "org.a11y.Status")
        #expect(String(decoding: call[(bodyStart + 24)..<(bodyStart + 33)], as: UTF8.self) == "IsEnabled")
    }

    @Test func aReplyGivesItsSerialAndBoolean() {
        // A method return for serial 3 whose body is the variant <true>.
        let fields: [UInt8] = [5, 1, UInt8(ascii: "u"), 0] + DBusMessage.le(3)
        let body: [UInt8] = [1, UInt8(ascii: "b"), 0, 0] + DBusMessage.le(1)
        var bytes: [UInt8] = [UInt8(ascii: "l"), 2, 0, 1] + DBusMessage.le(UInt32(body.count)) + DBusMessage.le(9)
        bytes += DBusMessage.le(UInt32(fields.count)) + fields
        DBusMessage.pad(&bytes, to: 8)
        bytes += body
        let reply = DBusMessage(bytes: bytes, fieldsLength: fields.count)
        #expect(reply.replySerial == 3 && reply.booleanInVariant == true)
        var error = reply.bytes
        error[1] = 3
        #expect(DBusMessage(bytes: error, fieldsLength: fields.count).booleanInVariant == nil)
    }

    @Test func noBusIsNoAnswer() {
        #expect(AccessibilityStatusProbe(address: "unix:path=/nonexistent/bus").ask() == nil)
    }
}
