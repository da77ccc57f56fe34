import CryptoKit
import Foundation

/// Which hash an HMAC uses, as `CCHmac` takes it: `CCHmacAlgorithm(kCCHmacAlgSHA256)`.
public typealias CCHmacAlgorithm = UInt32

/// An HMAC over SHA1.
public let kCCHmacAlgSHA1 = 0
/// An HMAC over MD5.
public let kCCHmacAlgMD5 = 1
/// An HMAC over SHA256.
public let kCCHmacAlgSHA256 = 2
/// An HMAC over SHA384.
public let kCCHmacAlgSHA384 = 3
/// An HMAC over SHA512.
public let kCCHmacAlgSHA512 = 4

/// The code of `dataLength` bytes at `data` under a key, written to `macOut` (room for the hash's digest). An
/// algorithm CommonCrypto does not name (or SHA-224, which is not offered) stops with a message.
public func CCHmac(
    _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int, _ data: UnsafeRawPointer!,
    _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!
) {
    var context = CCHmacContext()
    CCHmacInit(&context, algorithm, key, keyLength)
    CCHmacUpdate(&context, data, dataLength)
    CCHmacFinal(&context, macOut)
}

/// An HMAC in progress, for `CCHmacInit`/`Update`/`Final`.
public struct CCHmacContext {
    enum Running {
        case none
        case md5(HMAC<Insecure.MD5>), sha1(HMAC<Insecure.SHA1>), sha256(HMAC<SHA256>)
        case sha384(HMAC<SHA384>), sha512(HMAC<SHA512>)
    }
    var running = Running.none
    /// A context with no HMAC started; `CCHmacInit` starts one.
    public init() {}
}

/// Starts an HMAC with an algorithm and a key.
public func CCHmacInit(
    _ ctx: UnsafeMutablePointer<CCHmacContext>!, _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!,
    _ keyLength: Int
) {
    let keyBytes = key.map { Data(bytes: $0, count: keyLength) } ?? Data()
    let symmetric = SymmetricKey(data: keyBytes)
    switch Int(algorithm) {
    case kCCHmacAlgMD5: ctx.pointee.running = .md5(HMAC(key: symmetric))
    case kCCHmacAlgSHA1: ctx.pointee.running = .sha1(HMAC(key: symmetric))
    case kCCHmacAlgSHA256: ctx.pointee.running = .sha256(HMAC(key: symmetric))
    case kCCHmacAlgSHA384: ctx.pointee.running = .sha384(HMAC(key: symmetric))
    case kCCHmacAlgSHA512: ctx.pointee.running = .sha512(HMAC(key: symmetric))
    default:
        preconditionFailure("CCHmac: algorithm \(algorithm) is not offered (MD5, SHA1, SHA256, SHA384, SHA512 are)")
    }
}

/// Adds `dataLength` bytes at `data` to the HMAC.
public func CCHmacUpdate(_ ctx: UnsafeMutablePointer<CCHmacContext>!, _ data: UnsafeRawPointer!, _ dataLength: Int) {
    guard let data else { return }
    let bytes = UnsafeRawBufferPointer(start: data, count: dataLength)
    switch ctx.pointee.running {
    case .none: break
    case .md5(var hmac): hmac.update(data: bytes); ctx.pointee.running = .md5(hmac)
    case .sha1(var hmac): hmac.update(data: bytes); ctx.pointee.running = .sha1(hmac)
    case .sha256(var hmac): hmac.update(data: bytes); ctx.pointee.running = .sha256(hmac)
    case .sha384(var hmac): hmac.update(data: bytes); ctx.pointee.running = .sha384(hmac)
    case .sha512(var hmac): hmac.update(data: bytes); ctx.pointee.running = .sha512(hmac)
    }
}

/// Writes the code of the bytes added into `macOut`, which has room for it.
public func CCHmacFinal(_ ctx: UnsafeMutablePointer<CCHmacContext>!, _ macOut: UnsafeMutableRawPointer!) {
    guard let macOut else { return }
    let code: [UInt8] =
        switch ctx.pointee.running {
        case .none: []
        case .md5(let hmac): Array(hmac.finalize())
        case .sha1(let hmac): Array(hmac.finalize())
        case .sha256(let hmac): Array(hmac.finalize())
        case .sha384(let hmac): Array(hmac.finalize())
        case .sha512(let hmac): Array(hmac.finalize())
        }
    code.withUnsafeBytes { macOut.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
}
