import Foundation

// `import CryptoKit`, its hashing half: SHA-2 (`SHA256`, `SHA384`, `SHA512`), the insecure hashes kept for old
// formats (`Insecure.MD5`, `Insecure.SHA1`), message authentication (`HMAC`, `SymmetricKey`) and key derivation
// (`HKDF`), each computed by our own Swift code from its standard (FIPS 180-4, RFC 1321, RFC 2104, RFC 5869).
// The ciphers and public keys (`AES`, `ChaChaPoly`, `Curve25519`, `P256`) are not offered.

/// A hash function: bytes in, in as many `update` calls as needed, a digest of fixed size out.
public protocol HashFunction {
    /// The size of the blocks the function works on, in bytes.
    static var blockByteCount: Int { get }
    /// The digest's type.
    associatedtype Digest: CryptoKit.Digest
    /// A hash function with no bytes in yet.
    init()
    /// Adds the bytes in a buffer.
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    /// The digest of every byte added; the function itself is left as it was.
    func finalize() -> Digest
}

extension HashFunction {
    /// The size of the function's digests, in bytes.
    public static var byteCount: Int { Digest.byteCount }

    /// The digest of `data`.
    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var function = Self()
        function.update(data: data)
        return function.finalize()
    }

    /// Adds the bytes of `data`, region by region.
    public mutating func update<D: DataProtocol>(data: D) {
        for region in data.regions {
            region.withUnsafeBytes { update(bufferPointer: $0) }
        }
    }
}

/// The result of a hash function: its bytes, in order, compared in constant time.
public protocol Digest: ContiguousBytes, CustomStringConvertible, Hashable, Sequence where Element == UInt8 {
    /// The digest's size, in bytes.
    static var byteCount: Int { get }
}

extension Digest {
    /// Whether the digest's bytes are those of `other`, compared without stopping at the first difference.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
        lhs.withUnsafeBytes { constantTimeEqual(Array($0), Array(rhs)) }
    }
}

/// Whether two byte arrays are equal, in time that depends on their length only.
func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
    return difference == 0
}

extension Sequence<UInt8> {
    /// The bytes in lowercase hexadecimal, two digits each.
    var hexString: String {
        let digits = Array("0123456789abcdef")
        var text = ""
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return text
    }
}
