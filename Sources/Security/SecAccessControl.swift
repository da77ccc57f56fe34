import Foundation
import Tapestry

/// What an item's access control asks for before the item may be read.
public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    /// The flags' bits, as Security defines them.
    public let rawValue: CFOptionFlags
    /// Creates flags from their raw value.
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }

    /// The user's presence: biometry or the passcode.
    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    /// Any enrolled finger or face.
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    /// Any enrolled finger (the older name of `biometryAny`).
    public static let touchIDAny = biometryAny
    /// The fingers or face enrolled now.
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    /// The fingers enrolled now (the older name of `biometryCurrentSet`).
    public static let touchIDCurrentSet = biometryCurrentSet
    /// The device's passcode.
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    /// A paired watch.
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    /// A paired companion device.
    public static let companion = watch
    /// Any one of the constraints.
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    /// All of the constraints.
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    /// A private key's use (keys only).
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    /// A password of the app's own.
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)

    /// The flags that need the user asked when the item is read.
    static let asksTheUser: SecAccessControlCreateFlags = [
        .userPresence, .biometryAny, .biometryCurrentSet, .devicePasscode, .watch, .applicationPassword,
    ]
}

/// An item's accessibility and the authentication its reading needs (`kSecAttrAccessControl`).
///
/// The desktop's keyring asks for its own password when it is locked and has no way to ask for a finger, a face,
/// the user's presence or a password of the app's own per item (see `LAContext`: every policy is unavailable).
/// So an item whose access control asks for any of these is not added (`errSecNotAvailable`): it is not kept
/// with less protection than the app asked for. Flags that ask for nothing (`privateKeyUsage`, none) store
/// the item with its accessibility.
public final class SecAccessControl: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The accessibility (one of the `kSecAttrAccessible…` values).
    let protection: String
    /// The flags.
    let flags: SecAccessControlCreateFlags

    init(protection: String, flags: SecAccessControlCreateFlags) {
        self.protection = protection
        self.flags = flags
    }

    /// Whether two access controls ask for the same (a dictionary of `AnyHashable` values can hold one, as
    /// Core Foundation's objects are hashable).
    public static func == (a: SecAccessControl, b: SecAccessControl) -> Bool {
        a.protection == b.protection && a.flags == b.flags
    }

    /// Hashes the accessibility and the flags.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(protection)
        hasher.combine(flags.rawValue)
    }

    /// The accessibility and the flags.
    public var description: String { "<SecAccessControl \(protection) flags: \(flags.rawValue)>" }
}

/// Makes an access control from an accessibility (`kSecAttrAccessible…`) and flags. An accessibility that is not
/// one of the constants fails with `errSecParam` in `error`.
public func SecAccessControlCreateWithFlags(
    _ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> SecAccessControl? {
    guard let value = (protection as? String) ?? (protection as? NSString).map({ String($0) }),
        KeychainValue.accessibilities.contains(value)
    else {
        error?.pointee = Unmanaged.passRetained(
            NSError(
                domain: NSOSStatusErrorDomain, code: Int(errSecParam),
                userInfo: [
                    NSLocalizedDescriptionKey: "SecAccessControlCreateWithFlags: \(protection) is not an accessibility"
                ]))
        return nil
    }
    return SecAccessControl(protection: value, flags: flags)
}

// MARK: Shared web credentials

/// Asks for the passwords Safari keeps for `fqdn`: there is no shared store of a browser's passwords on the
/// desktop, so the handler hears no credentials and an error saying so (as on iOS when none are shared).
public func SecRequestSharedWebCredential(
    _ fqdn: CFString?, _ account: CFString?, _ completionHandler: @escaping @Sendable (CFArray?, CFError?) -> Void
) {
    DispatchQueue.global().async {
        completionHandler(nil, sharedCredentialsUnavailable())
    }
}

/// Offers a password to the browser's shared store for `fqdn`: there is none on the desktop, so the handler
/// hears an error saying so.
public func SecAddSharedWebCredential(
    _ fqdn: CFString, _ account: CFString, _ password: CFString?,
    _ completionHandler: @escaping @Sendable (CFError?) -> Void
) {
    DispatchQueue.global().async { completionHandler(sharedCredentialsUnavailable()) }
}

/// A new strong password in Safari's format: four groups of three letters and digits, joined by hyphens
/// ("xKw-3hZ-pQ7-rT2").
public func SecCreateSharedWebCredentialPassword() -> CFString? {
    let characters = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    var generator = SystemRandomNumberGenerator()
    let groups = (0..<4).map { _ in String((0..<3).map { _ in characters.randomElement(using: &generator)! }) }
    return groups.joined(separator: "-") as NSString
}

private func sharedCredentialsUnavailable() -> CFError {
    NSError(
        domain: NSOSStatusErrorDomain, code: Int(errSecItemNotFound),
        userInfo: [
            NSLocalizedDescriptionKey:
                "No shared web credentials: the desktop has no browser password store apps can share"
        ])
}
