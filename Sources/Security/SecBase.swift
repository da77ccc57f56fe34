import Foundation
import Tapestry

// The status codes the keychain functions return, with Apple's values and messages.

/// Success.
public let errSecSuccess: OSStatus = 0
/// The function or operation is not implemented (certificates, keys and identities here).
public let errSecUnimplemented: OSStatus = -4
/// A disk or bus error while reading or writing the keychain.
public let errSecIO: OSStatus = -36
/// A parameter is not valid (a missing class, a value of the wrong type, a class in the attributes to update).
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// The user cancelled.
public let errSecUserCanceled: OSStatus = -128
/// The data could not be decoded.
public let errSecDecode: OSStatus = -26275
/// No keychain is available: no Secret Service answers on the session bus.
public let errSecNotAvailable: OSStatus = -25291
/// The user name or passphrase was not correct.
public let errSecAuthFailed: OSStatus = -25293
/// An item with the same primary attributes is already there.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matched.
public let errSecItemNotFound: OSStatus = -25300
/// The attribute does not exist.
public let errSecNoSuchAttr: OSStatus = -25303
/// The user would have to be asked, and may not be (here: the keyring is locked and unlocking it needs its
/// password).
public let errSecInteractionNotAllowed: OSStatus = -25308
/// The string's encoding is not valid.
public let errSecInvalidEncoding: OSStatus = -67853
/// The app lacks the entitlement (an access group it may not use).
public let errSecMissingEntitlement: OSStatus = -34018

/// Apple's message for a status code ("The specified item could not be found in the keychain."), or nil for a
/// code the keychain does not return. `reserved` must be nil.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let message: String? =
        switch status {
        case errSecSuccess: "No error."
        case errSecUnimplemented: "Function or operation not implemented."
        case errSecIO: "I/O error."
        case errSecParam: "One or more parameters passed to a function were not valid."
        case errSecAllocate: "Failed to allocate memory."
        case errSecUserCanceled: "User canceled the operation."
        case errSecDecode: "Unable to decode the provided data."
        case errSecNotAvailable: "No keychain is available. You may need to restart your computer."
        case errSecAuthFailed: "The user name or passphrase you entered is not correct."
        case errSecDuplicateItem: "The specified item already exists in the keychain."
        case errSecItemNotFound: "The specified item could not be found in the keychain."
        case errSecNoSuchAttr: "The specified attribute does not exist."
        case errSecInteractionNotAllowed: "User interaction is not allowed."
        case errSecInvalidEncoding: "The encoding is not valid."
        case errSecMissingEntitlement: "A required entitlement isn't present."
        default: nil
        }
    return message.map { $0 as NSString }
}

// MARK: Random bytes

/// A source of random bytes; there is one, `kSecRandomDefault`.
public final class SecRandom: Sendable {
    fileprivate init() {}
}
/// A reference to a source of random bytes.
public typealias SecRandomRef = SecRandom
/// The system's cryptographically secure generator (the kernel's `getrandom`).
public let kSecRandomDefault: SecRandomRef? = SecRandom()

/// Fills `bytes` with `count` cryptographically secure random bytes; returns `errSecSuccess` (0).
@discardableResult
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    guard count > 0 else { return errSecSuccess }
    var generator = SystemRandomNumberGenerator()
    var offset = 0
    while offset < count {
        let word = generator.next()
        withUnsafeBytes(of: word) { source in
            let n = min(source.count, count - offset)
            (bytes + offset).copyMemory(from: source.baseAddress!, byteCount: n)
            offset += n
        }
    }
    return errSecSuccess
}
