import Foundation

/// A SHA256 digest: 32 bytes.
public struct SHA256Digest: Digest {
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
    /// 32.
    public static let byteCount = 32
    /// The bytes, in order.
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    /// Calls `body` with the bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
    /// "SHA256 digest: " and the bytes in hexadecimal, as Apple's digests describe themselves.
    public var description: String { "SHA256 digest: \(bytes.hexString)" }
    /// Whether the bytes are equal, compared without stopping at the first difference.
    public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
    /// Hashes the bytes.
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// A SHA384 digest: 48 bytes.
public struct SHA384Digest: Digest {
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
    /// 48.
    public static let byteCount = 48
    /// The bytes, in order.
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    /// Calls `body` with the bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
    /// "SHA384 digest: " and the bytes in hexadecimal, as Apple's digests describe themselves.
    public var description: String { "SHA384 digest: \(bytes.hexString)" }
    /// Whether the bytes are equal, compared without stopping at the first difference.
    public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
    /// Hashes the bytes.
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// A SHA512 digest: 64 bytes.
public struct SHA512Digest: Digest {
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
    /// 64.
    public static let byteCount = 64
    /// The bytes, in order.
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    /// Calls `body` with the bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
    /// "SHA512 digest: " and the bytes in hexadecimal, as Apple's digests describe themselves.
    public var description: String { "SHA512 digest: \(bytes.hexString)" }
    /// Whether the bytes are equal, compared without stopping at the first difference.
    public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
    /// Hashes the bytes.
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

extension Insecure {
    /// A MD5 digest: 16 bytes.
    public struct MD5Digest: Digest {
        let bytes: [UInt8]
        init(bytes: [UInt8]) { self.bytes = bytes }
        /// 16.
        public static let byteCount = 16
        /// The bytes, in order.
        public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
        /// Calls `body` with the bytes.
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            try bytes.withUnsafeBytes(body)
        }
        /// "MD5 digest: " and the bytes in hexadecimal, as Apple's digests describe themselves.
        public var description: String { "MD5 digest: \(bytes.hexString)" }
        /// Whether the bytes are equal, compared without stopping at the first difference.
        public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
        /// Hashes the bytes.
        public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
    }

    /// A SHA1 digest: 20 bytes.
    public struct SHA1Digest: Digest {
        let bytes: [UInt8]
        init(bytes: [UInt8]) { self.bytes = bytes }
        /// 20.
        public static let byteCount = 20
        /// The bytes, in order.
        public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
        /// Calls `body` with the bytes.
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            try bytes.withUnsafeBytes(body)
        }
        /// "SHA1 digest: " and the bytes in hexadecimal, as Apple's digests describe themselves.
        public var description: String { "SHA1 digest: \(bytes.hexString)" }
        /// Whether the bytes are equal, compared without stopping at the first difference.
        public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
        /// Hashes the bytes.
        public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
    }
}
