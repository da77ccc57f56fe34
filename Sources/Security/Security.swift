// `import Security` for code written for iOS: the keychain's `SecItem` functions over the desktop's keyring (the
// freedesktop.org Secret Service: GNOME Keyring, KWallet, KeePassXC), their constants and status codes, access
// controls, random bytes and shared web credentials. The Core Foundation names such code uses with them come
// along, as they do with Apple's framework.

@_exported import class Tapestry.CFAllocator
@_exported import typealias Tapestry.CFArray
@_exported import typealias Tapestry.CFBoolean
@_exported import typealias Tapestry.CFData
@_exported import typealias Tapestry.CFDictionary
@_exported import typealias Tapestry.CFError
@_exported import func Tapestry.CFErrorCopyDescription
@_exported import func Tapestry.CFErrorCopyUserInfo
@_exported import func Tapestry.CFErrorGetCode
@_exported import func Tapestry.CFErrorGetDomain
@_exported import typealias Tapestry.CFIndex
@_exported import typealias Tapestry.CFNumber
@_exported import typealias Tapestry.CFOptionFlags
@_exported import typealias Tapestry.CFString
@_exported import typealias Tapestry.CFTypeRef
// Keychain wrappers written for iOS 7 and 8 compare Foundation's version (Darwin's Foundation has it, Linux's
// does not).
@_exported import var Tapestry.NSFoundationVersionNumber
@_exported import var Tapestry.NSFoundationVersionNumber_iOS_7_0
@_exported import var Tapestry.NSFoundationVersionNumber_iOS_7_1
@_exported import var Tapestry.NSFoundationVersionNumber_iOS_8_0
@_exported import var Tapestry.NSFoundationVersionNumber_iOS_8_x_Max
@_exported import var Tapestry.NSFoundationVersionNumber_iOS_9_0
@_exported import var Tapestry.NSFoundationVersionNumber_iOS_9_x_Max
@_exported import typealias Tapestry.OSStatus
@_exported import var Tapestry.kCFAllocatorDefault
@_exported import var Tapestry.kCFBooleanFalse
@_exported import var Tapestry.kCFBooleanTrue
// Keychain wrappers name their default service after the bundle's identifier.
@_exported import var Tapestry.kCFBundleIdentifierKey
@_exported import var Tapestry.noErr
