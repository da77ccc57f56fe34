import Foundation

// Core Foundation's names as Core Text and older UIKit code use them. Linux's Foundation keeps Core Foundation
// to itself, so the toll-free bridged types are the Foundation classes themselves (`string as CFAttributedString`
// is a plain upcast) and the functions below work on them.

/// Core Foundation's index and count type.
public typealias CFIndex = Int
/// Core Foundation's attributed string: `NSAttributedString`.
public typealias CFAttributedString = NSAttributedString
/// Core Foundation's mutable attributed string: `NSMutableAttributedString`.
public typealias CFMutableAttributedString = NSMutableAttributedString
/// Core Foundation's dictionary: `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// Core Foundation's mutable data (`NSMutableData`), which an image destination writes into.
public typealias CFMutableData = NSMutableData
/// A Core Foundation type's identifier (`CGImageSourceGetTypeID()`).
public typealias CFTypeID = UInt

/// A range of items in Core Foundation's terms: a location and a length.
public struct CFRange: Equatable, Hashable, Sendable {
    /// The first item's index.
    public var location: CFIndex
    /// The number of items.
    public var length: CFIndex

    /// The empty range at 0.
    public init() {
        location = 0
        length = 0
    }

    /// A range from a location and a length.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// A range from a location and a length.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}

/// The number of values in an array.
public func CFArrayGetCount(_ array: CFArray) -> CFIndex { array.count }

/// The value at `index` as Core Foundation hands it out: a pointer to the object, not retained (convert it with
/// `unsafeBitCast(_:to:)` or `Unmanaged`). Out of range stops with the index and the count.
public func CFArrayGetValueAtIndex(_ array: CFArray, _ index: CFIndex) -> UnsafeRawPointer? {
    precondition(
        index >= 0 && index < array.count, "CFArrayGetValueAtIndex: index \(index) out of range (count \(array.count))")
    // Linux's NSArray hands strings and numbers out bridged, as new objects: each is kept with the array (as
    // Core Foundation's stored value lives as long as its array), so the pointer stays good.
    let element = array.object(at: index) as AnyObject
    let kept =
        objc_getAssociatedObject(array, handedOutKey) as? HandedOutValues
        ?? {
            let values = HandedOutValues()
            objc_setAssociatedObject(array, handedOutKey, values, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return values
        }()
    if let previous = kept.values[index], previous === element || (previous as? NSObject)?.isEqual(element) == true {
        return UnsafeRawPointer(Unmanaged.passUnretained(previous).toOpaque())
    }
    kept.values[index] = element
    return UnsafeRawPointer(Unmanaged.passUnretained(element).toOpaque())
}

/// The values `CFArrayGetValueAtIndex` handed out from an array, by index, kept alive with it.
private final class HandedOutValues {
    var values: [Int: AnyObject] = [:]
}

nonisolated(unsafe) private let handedOutKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

/// The length of an attributed string in UTF-16 units.
public func CFAttributedStringGetLength(_ string: CFAttributedString) -> CFIndex { string.length }

/// The string of an attributed string.
public func CFAttributedStringGetString(_ string: CFAttributedString) -> CFString { string.string as NSString }

/// Core Foundation's "not found" index (a `CFRange` location that found nothing).
public let kCFNotFound: CFIndex = -1

/// An error's description, as Core Foundation gives it: its localized description.
public func CFErrorCopyDescription(_ err: CFError) -> CFString { err.localizedDescription as NSString }

/// Core Foundation's boolean: `NSNumber`, as `kCFBooleanTrue` and `kCFBooleanFalse` are.
public typealias CFBoolean = NSNumber
/// Core Foundation's number: `NSNumber`.
public typealias CFNumber = NSNumber
/// The true boolean (implicitly unwrapped, as Core Foundation's constant is imported).
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// The false boolean.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// The Info.plist key of the bundle identifier.
nonisolated(unsafe) public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
/// The Info.plist key of the bundle's name.
nonisolated(unsafe) public let kCFBundleNameKey: CFString = "CFBundleName"
/// The Info.plist key of the build version.
nonisolated(unsafe) public let kCFBundleVersionKey: CFString = "CFBundleVersion"
/// The Info.plist key of the executable's name.
nonisolated(unsafe) public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"

/// The status code of Apple's C APIs (Security's `SecItem` functions among them): 0 for success.
public typealias OSStatus = Int32
/// The status of success, as `MacTypes.h` names it.
public let noErr: OSStatus = 0

/// The domain of an error.
public func CFErrorGetDomain(_ err: CFError) -> CFString { err.domain as NSString }
/// The code of an error.
public func CFErrorGetCode(_ err: CFError) -> CFIndex { err.code }
/// The user info of an error (empty when it has none).
public func CFErrorCopyUserInfo(_ err: CFError) -> CFDictionary { err.userInfo as NSDictionary }

// A `CFString` key (`kSecAttrAccount`, `kCTFontAttributeName`…) finds its value in a `[AnyHashable: Any]` keyed by
// Swift strings, as on Apple's platforms, where an `NSString` in an `AnyHashable` stands for its `String`. Linux's
// Foundation boxes it as an object, unequal to every string.
extension NSString: @retroactive _HasCustomAnyHashableRepresentation {
    /// The string as a Swift `String`, so it hashes and compares as one.
    public func _toCustomAnyHashable() -> AnyHashable? {
        AnyHashable(String._unconditionallyBridgeFromObjectiveC(self))
    }
}
