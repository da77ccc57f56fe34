import Foundation

/// The shared application found by name, as code that may not name `UIApplication.shared` (it also builds for
/// app extensions, where UIKit marks it unavailable) reaches it: through class-level key-value coding or by
/// sending the class the `sharedApplication` message. Other names find nothing.
extension UIApplication {
    /// `UIApplication.value(forKey: "sharedApplication")`: the shared application; nil for any other key.
    public class func value(forKey key: String) -> Any? {
        key == Self.sharedApplicationName ? shared : nil
    }

    /// `UIApplication.value(forKeyPath: "sharedApplication")` (what `#keyPath(UIApplication.shared)` spells):
    /// the shared application; nil for any other path.
    public class func value(forKeyPath keyPath: String) -> Any? {
        value(forKey: keyPath)
    }

    /// Whether the class answers `aSelector`: true for `NSSelectorFromString("sharedApplication")`. Callable from
    /// any thread, as `NSObject`'s is.
    nonisolated public class func responds(to aSelector: Selector?) -> Bool {
        aSelector.map(NSStringFromSelector) == Self.sharedApplicationName
    }

    /// Sends the class `aSelector`: for `sharedApplication`, the shared application (unretained, as the
    /// Objective-C runtime returns it); nil for any other. Callable from any thread, as `NSObject`'s is: off the
    /// main thread the application is fetched on it.
    @discardableResult
    nonisolated public class func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        guard responds(to: aSelector) else { return nil }
        let application =
            MainActorContext.isCurrent ? MainActor.assumeIsolated { shared } : DispatchQueue.main.sync { shared }
        // Objective-C returns it autoreleased: alive at least until the caller is done with it. Here the last one
        // handed out is kept, so the unretained reference stays valid even if the shared application is replaced
        // meanwhile (a test's fresh application).
        handedOutLock.withLock { handedOut = application }
        return Unmanaged.passUnretained(application)
    }

    nonisolated private static let handedOutLock = NSLock()
    nonisolated(unsafe) private static var handedOut: UIApplication?

    nonisolated private static let sharedApplicationName = "sharedApplication"

    /// The value of the application's property named `key`, for code that reads one by name: `delegate`,
    /// `keyWindow`, `windows`, `applicationState` and `applicationIconBadgeNumber` (as `NSNumber`s) and
    /// `statusBarFrame` (an `NSValue`). `statusBar` and `statusBarWindow` stop the program with UIKit's message (a
    /// desktop window has no status bar, and iOS 13 removed them); any other key with UIKit's undefined-key
    /// message.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "delegate": delegate
        case "keyWindow": keyWindow
        case "windows": windows
        case "applicationState": NSNumber(value: applicationState.rawValue)
        case "applicationIconBadgeNumber": NSNumber(value: applicationIconBadgeNumber)
        case "statusBarFrame": NSValue(cgRect: statusBarFrame)
        case "statusBar", "statusBarWindow":
            preconditionFailure(
                "App called -\(key) on UIApplication: this code must be changed as there's no longer a status bar or "
                    + "status bar window. Use the status bar manager object on the window scene instead.")
        default:
            preconditionFailure(
                "[<UIApplication \(Unmanaged.passUnretained(self).toOpaque())> valueForUndefinedKey:]: this class is "
                    + "not key value coding-compliant for the key \(key).")
        }
    }

    /// `value(forKey:)` of a one-key path (the application's properties hold no key paths of their own).
    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
}
