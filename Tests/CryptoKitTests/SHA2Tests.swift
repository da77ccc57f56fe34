import CryptoKit
import Foundation
import Testing

/// The SHA-2 functions give FIPS 180-4's published answers, the same digest however the bytes are split into
/// updates, and coreutils' digests of random messages of every length around the block sizes.
@Suite struct SHA2Tests {
    static let twoBlockMessage = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"

    @Test func sha256GivesThePublishedDigests() {
        #expect(SHA256.hash(data: Data()).hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hash(data: Data("abc".utf8)).hex
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hash(data: Data(Self.twoBlockMessage.utf8)).hex
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hash(data: Data(repeating: UInt8(ascii: "a"), count: 1_000_000)).hex
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func sha384AndSHA512GiveThePublishedDigests() {
        #expect(
            SHA384.hash(data: Data("abc".utf8)).hex
                == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        #expect(
            SHA384.hash(data: Data()).hex
                == "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b")
        #expect(
            SHA512.hash(data: Data("abc".utf8)).hex
                == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
        #expect(
            SHA512.hash(data: Data()).hex
                == "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
                + "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e")
    }

    @Test func aDigestIsTheSameHoweverTheBytesArriveAndFinalizingLeavesTheFunctionAsItWas() {
        let message = Array((0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        let whole = SHA512.hash(data: message)
        var parts = SHA512()
        var offset = 0
        for size in [1, 127, 128, 129, 3, 0, 200] where offset + size <= message.count {
            parts.update(data: message[offset..<offset + size])
            offset += size
        }
        let halfway = parts.finalize()
        parts.update(data: message[offset...])
        #expect(parts.finalize() == whole)
        #expect(halfway == SHA512.hash(data: message[..<offset]))
        #expect(whole != halfway)
    }

    @Test(arguments: [("sha256sum", 0), ("sha384sum", 1), ("sha512sum", 2)])
    func randomMessagesOfEveryLengthAroundTheBlocksMatchCoreutils(tool: String, function: Int) throws {
        var generator = SeededBytes(seed: UInt64(function) + 11)
        for length in Array(0...140) + [255, 256, 257, 1_000] {
            let message = (0..<length).map { _ in generator.next() }
            let ours =
                switch function {
                case 0: SHA256.hash(data: message).hex
                case 1: SHA384.hash(data: message).hex
                default: SHA512.hash(data: message).hex
                }
            #expect(ours == (try coreutilsDigest(tool, of: message)), "length \(length)")
        }
    }
}

/// A digest's bytes in lowercase hexadecimal, as code writes it.
extension Sequence<UInt8> {
    var hex: String { map { String(format: "%02x", $0) }.joined() }
}

/// Repeatable pseudo-random bytes (SplitMix64).
struct SeededBytes {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt8 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return UInt8(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }
}

/// The digest coreutils' tool (`sha256sum`, `md5sum`…) prints for `message`.
func coreutilsDigest(_ tool: String, of message: [UInt8]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(message))
    try input.fileHandleForWriting.close()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: printed, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
}
