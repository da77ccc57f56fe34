import Foundation

// Linux Foundation has `NSExceptionName` but no `NSException`, and Swift cannot catch one anyway; code written
// for iOS raises them to stop on a programming error, so raising one here stops the program with the message
// UIKit's runtime prints for an uncaught exception.

extension NSExceptionName {
    /// An argument is not valid.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// An index or range is out of bounds.
    public static let rangeException = NSExceptionName("NSRangeException")
    /// An internal state is not what it must be.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// A generic error.
    public static let genericException = NSExceptionName("NSGenericException")
    /// A method is not implemented or not allowed.
    public static let invalidArchiveOperationException = NSExceptionName("NSInvalidArchiveOperationException")
    /// Out of memory.
    public static let mallocException = NSExceptionName("NSMallocException")
    /// An object was sent a message it does not understand.
    public static let objectInaccessibleException = NSExceptionName("NSObjectInaccessibleException")
}

/// An exception as Objective-C raises them: raising one stops the program with its name and reason.
open class NSException: NSObject, @unchecked Sendable {
    /// The exception's name.
    public let name: NSExceptionName
    /// Why it was raised.
    public let reason: String?
    /// More about it.
    public let userInfo: [AnyHashable: Any]?

    /// Creates an exception.
    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
        super.init()
    }

    /// The message an uncaught exception stops the program with, as UIKit's runtime prints it.
    public var terminationMessage: String {
        "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'"
    }

    /// Stops the program with `terminationMessage` (Swift cannot catch an Objective-C exception).
    open func raise() { fatalError(terminationMessage) }

    /// Raises an exception with a formatted reason.
    public class func raise(_ name: NSExceptionName, format: String, arguments argList: CVaListPointer) {
        NSException(name: name, reason: NSString(format: format, arguments: argList) as String).raise()
    }

    /// A description: the name and reason.
    open override var description: String { "\(name.rawValue): \(reason ?? "")" }
}
