import CryptoKit
import Foundation

// `import CommonCrypto`, its digest and HMAC half (CommonDigest.h, CommonHMAC.h) as Swift code calls it: the
// one-call functions (`CC_SHA256(bytes, length, &digest)`), the contexts (`CC_MD5_Init`/`Update`/`Final`) and
// `CCHmac`. The digests are CryptoKit's (Sources/CryptoKit). The ciphers (`CCCrypt`) are not offered.

/// A length in bytes, as the C functions take it.
public typealias CC_LONG = UInt32

/// The size of the digest, in bytes.
public let CC_MD5_DIGEST_LENGTH: Int32 = 16
/// The size of the blocks the hash works on, in bytes.
public let CC_MD5_BLOCK_BYTES: Int32 = 64
/// The size of the digest, in bytes.
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
/// The size of the blocks the hash works on, in bytes.
public let CC_SHA1_BLOCK_BYTES: Int32 = 64
/// The size of the digest, in bytes.
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// The size of the blocks the hash works on, in bytes.
public let CC_SHA256_BLOCK_BYTES: Int32 = 64
/// The size of the digest, in bytes.
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
/// The size of the blocks the hash works on, in bytes.
public let CC_SHA384_BLOCK_BYTES: Int32 = 128
/// The size of the digest, in bytes.
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64
/// The size of the blocks the hash works on, in bytes.
public let CC_SHA512_BLOCK_BYTES: Int32 = 128

/// Hashes `len` bytes at `data` into `md` (which has room for the digest) and returns `md`, as CommonCrypto's
/// one-call digests do.
func digestInto<H: HashFunction>(
    _ function: H.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?
) -> UnsafeMutablePointer<UInt8>? {
    var hash = H()
    if let data { hash.update(bufferPointer: UnsafeRawBufferPointer(start: data, count: Int(len))) }
    guard let md else { return nil }
    write(hash.finalize(), to: md)
    return md
}

func write<S: Sequence<UInt8>>(_ bytes: S, to destination: UnsafeMutablePointer<UInt8>) {
    for (index, byte) in bytes.enumerated() { destination[index] = byte }
}

/// Hashes `len` bytes at `data` into `md`, which has room for the digest, and returns `md`.
@available(
    *, deprecated,
    message:
        "This function is cryptographically broken and should not be used in security contexts. Clients should migrate to SHA256 (or stronger)."
)
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{ digestInto(Insecure.MD5.self, data, len, md) }

/// Hashes `len` bytes at `data` into `md`, which has room for the digest, and returns `md`.
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{ digestInto(Insecure.SHA1.self, data, len, md) }

/// Hashes `len` bytes at `data` into `md`, which has room for the digest, and returns `md`.
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{ digestInto(SHA256.self, data, len, md) }

/// Hashes `len` bytes at `data` into `md`, which has room for the digest, and returns `md`.
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{ digestInto(SHA384.self, data, len, md) }

/// Hashes `len` bytes at `data` into `md`, which has room for the digest, and returns `md`.
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{ digestInto(SHA512.self, data, len, md) }

/// A digest in progress, for the `Init`/`Update`/`Final` functions. Made with `init()` as C code zero-fills it;
/// `Init` starts it over.
public struct CCDigestContext<H: HashFunction> {
    var hash = H()
    /// An empty context, as a zero-filled C structure is.
    public init() {}
}

/// A digest context for the `Init`, `Update` and `Final` functions.
public typealias CC_MD5_CTX = CCDigestContext<Insecure.MD5>
/// A digest context for the `Init`, `Update` and `Final` functions.
public typealias CC_SHA1_CTX = CCDigestContext<Insecure.SHA1>
/// A digest context for the `Init`, `Update` and `Final` functions.
public typealias CC_SHA256_CTX = CCDigestContext<SHA256>
/// A digest context for the `Init`, `Update` and `Final` functions.
public typealias CC_SHA512_CTX = CCDigestContext<SHA512>

func start<H>(_ c: UnsafeMutablePointer<CCDigestContext<H>>?) -> Int32 {
    c?.pointee = CCDigestContext()
    return 1
}

func add<H>(_ c: UnsafeMutablePointer<CCDigestContext<H>>?, _ data: UnsafeRawPointer?, _ len: CC_LONG) -> Int32 {
    guard let c, let data else { return 1 }
    c.pointee.hash.update(bufferPointer: UnsafeRawBufferPointer(start: data, count: Int(len)))
    return 1
}

func finish<H>(_ md: UnsafeMutablePointer<UInt8>?, _ c: UnsafeMutablePointer<CCDigestContext<H>>?) -> Int32 {
    guard let md, let c else { return 1 }
    write(c.pointee.hash.finalize(), to: md)
    return 1
}

/// Starts the context over; returns 1.
@available(
    *, deprecated,
    message:
        "This function is cryptographically broken and should not be used in security contexts. Clients should migrate to SHA256 (or stronger)."
)
public func CC_MD5_Init(_ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 { start(c) }
/// Adds `len` bytes at `data` to the context; returns 1.
@available(
    *, deprecated,
    message:
        "This function is cryptographically broken and should not be used in security contexts. Clients should migrate to SHA256 (or stronger)."
)
public func CC_MD5_Update(_ c: UnsafeMutablePointer<CC_MD5_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 {
    add(c, data, len)
}
/// Writes the digest of the bytes added into `md`; returns 1.
@available(
    *, deprecated,
    message:
        "This function is cryptographically broken and should not be used in security contexts. Clients should migrate to SHA256 (or stronger)."
)
public func CC_MD5_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 {
    finish(md, c)
}

/// Starts the context over; returns 1.
public func CC_SHA1_Init(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 { start(c) }
/// Adds `len` bytes at `data` to the context; returns 1.
public func CC_SHA1_Update(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG)
    -> Int32
{ add(c, data, len) }
/// Writes the digest of the bytes added into `md`; returns 1.
public func CC_SHA1_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 {
    finish(md, c)
}

/// Starts the context over; returns 1.
public func CC_SHA256_Init(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 { start(c) }
/// Adds `len` bytes at `data` to the context; returns 1.
public func CC_SHA256_Update(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG)
    -> Int32
{ add(c, data, len) }
/// Writes the digest of the bytes added into `md`; returns 1.
public func CC_SHA256_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 {
    finish(md, c)
}

/// Starts the context over; returns 1.
public func CC_SHA512_Init(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 { start(c) }
/// Adds `len` bytes at `data` to the context; returns 1.
public func CC_SHA512_Update(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG)
    -> Int32
{ add(c, data, len) }
/// Writes the digest of the bytes added into `md`; returns 1.
public func CC_SHA512_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 {
    finish(md, c)
}
