import Foundation

/// A key's size for `SymmetricKey(size:)`.
public struct SymmetricKeySize: Sendable {
    /// The size in bits.
    public let bitCount: Int
    /// A size in bits (a positive multiple of 8).
    public init(bitCount: Int) {
        precondition(bitCount > 0 && bitCount % 8 == 0, "A symmetric key's size is a positive multiple of 8 bits")
        self.bitCount = bitCount
    }
    /// 128 bits.
    public static let bits128 = SymmetricKeySize(bitCount: 128)
    /// 192 bits.
    public static let bits192 = SymmetricKeySize(bitCount: 192)
    /// 256 bits.
    public static let bits256 = SymmetricKeySize(bitCount: 256)
}

/// A secret key for message authentication and key derivation.
public struct SymmetricKey: ContiguousBytes, Sendable {
    let bytes: [UInt8]

    /// A key made of `data`'s bytes.
    public init<D: ContiguousBytes>(data: D) {
        bytes = data.withUnsafeBytes { Array($0) }
    }

    /// A new random key of a size, from the system's secure random source.
    public init(size: SymmetricKeySize) {
        var generator = SystemRandomNumberGenerator()
        bytes = (0..<size.bitCount / 8).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The key's size in bits.
    public var bitCount: Int { bytes.count * 8 }

    /// Calls `body` with the bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
}

/// A message authentication code computed with a hash function (RFC 2104).
public protocol MessageAuthenticationCode: ContiguousBytes, CustomStringConvertible, Hashable, Sequence
where Element == UInt8 {
    /// The code's size in bytes.
    var byteCount: Int { get }
}

/// An HMAC: the code of a message under a key.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
    let bytes: [UInt8]
    /// The size in bytes.
    public var byteCount: Int { bytes.count }
    /// The bytes, in order.
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    /// Calls `body` with the bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
    /// "HMAC with " the hash's name, then the bytes in hexadecimal.
    public var description: String { "HMAC with \(H.self): \(bytes.hexString)" }
    /// Whether the bytes are equal, compared without stopping at the first difference.
    public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
    /// Whether the code's bytes are those of `other`, compared without stopping at the first difference.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool { constantTimeEqual(lhs.bytes, Array(rhs)) }
    /// Hashes the bytes.
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// Computes HMACs with a hash function, in one call or in parts.
public struct HMAC<H: HashFunction> {
    /// The code's type.
    public typealias MAC = HashedAuthenticationCode<H>
    private var inner: H
    private var outer: H

    /// An HMAC under `key`: keys longer than the hash's block are hashed first, as RFC 2104 says.
    public init(key: SymmetricKey) {
        var keyBytes = key.bytes
        if keyBytes.count > H.blockByteCount { keyBytes = Array(H.hash(data: keyBytes)) }
        keyBytes += [UInt8](repeating: 0, count: H.blockByteCount - keyBytes.count)
        inner = H()
        outer = H()
        inner.update(data: keyBytes.map { $0 ^ 0x36 })
        outer.update(data: keyBytes.map { $0 ^ 0x5c })
    }

    /// Adds message bytes.
    public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

    /// The code of every byte added.
    public func finalize() -> MAC {
        var outer = outer
        outer.update(data: Array(inner.finalize()))
        return MAC(bytes: Array(outer.finalize()))
    }

    /// The code of `data` under `key`.
    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
        var hmac = HMAC(key: key)
        hmac.update(data: data)
        return hmac.finalize()
    }

    /// Whether `code` is the code of `data` under `key`, compared in constant time.
    public static func isValidAuthenticationCode<D: DataProtocol>(
        _ code: MAC, authenticating data: D, using key: SymmetricKey
    ) -> Bool {
        authenticationCode(for: data, using: key) == code
    }

    /// Whether the bytes of `authenticationCode` are the code of `data` under `key`.
    public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
        _ authenticationCode: C, authenticating data: D, using key: SymmetricKey
    ) -> Bool {
        let expected = Self.authenticationCode(for: data, using: key)
        return authenticationCode.withUnsafeBytes { constantTimeEqual(Array($0), expected.bytes) }
    }
}

/// HKDF (RFC 5869): keys derived from input key material with an HMAC.
public struct HKDF<H: HashFunction> {
    /// A key of `outputByteCount` bytes from `inputKeyMaterial`, a salt and context information.
    public static func deriveKey<Salt: DataProtocol, Info: DataProtocol>(
        inputKeyMaterial: SymmetricKey, salt: Salt, info: Info, outputByteCount: Int
    ) -> SymmetricKey {
        expand(
            pseudoRandomKey: extract(inputKeyMaterial: inputKeyMaterial, salt: salt), info: info,
            outputByteCount: outputByteCount)
    }

    /// A key from `inputKeyMaterial` and context information, with no salt.
    public static func deriveKey<Info: DataProtocol>(
        inputKeyMaterial: SymmetricKey, info: Info, outputByteCount: Int
    ) -> SymmetricKey {
        deriveKey(inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: info, outputByteCount: outputByteCount)
    }

    /// A key from `inputKeyMaterial` alone.
    public static func deriveKey(inputKeyMaterial: SymmetricKey, outputByteCount: Int) -> SymmetricKey {
        deriveKey(inputKeyMaterial: inputKeyMaterial, info: [UInt8](), outputByteCount: outputByteCount)
    }

    /// The extract step: a pseudorandom key, the HMAC of the key material under the salt.
    public static func extract<Salt: DataProtocol>(
        inputKeyMaterial: SymmetricKey, salt: Salt?
    ) -> HashedAuthenticationCode<H> {
        let saltBytes = salt.map { Array($0) } ?? []
        let key = SymmetricKey(data: saltBytes.isEmpty ? [UInt8](repeating: 0, count: H.byteCount) : saltBytes)
        return HMAC<H>.authenticationCode(for: inputKeyMaterial.bytes, using: key)
    }

    /// The expand step: `outputByteCount` bytes (at most 255 digests' worth) from a pseudorandom key.
    public static func expand<PRK: ContiguousBytes, Info: DataProtocol>(
        pseudoRandomKey prk: PRK, info: Info?, outputByteCount: Int
    ) -> SymmetricKey {
        precondition(
            outputByteCount <= 255 * H.byteCount, "HKDF gives at most 255 times the hash's digest size")
        let key = SymmetricKey(data: prk.withUnsafeBytes { Array($0) })
        let infoBytes = info.map { Array($0) } ?? []
        var output: [UInt8] = []
        var previous: [UInt8] = []
        var counter: UInt8 = 1
        while output.count < outputByteCount {
            var hmac = HMAC<H>(key: key)
            hmac.update(data: previous + infoBytes + [counter])
            previous = Array(hmac.finalize())
            output += previous
            counter &+= 1
        }
        return SymmetricKey(data: Array(output.prefix(outputByteCount)))
    }
}
