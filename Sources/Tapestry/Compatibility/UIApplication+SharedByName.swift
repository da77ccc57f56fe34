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

    /// Whether the class answers `aSelector`: true for `NSSelectorFromString("sharedApplication")`.
    public class func responds(to aSelector: Selector?) -> Bool {
        aSelector.map(NSStringFromSelector) == Self.sharedApplicationName
    }

    /// Sends the class `aSelector`: for `sharedApplication`, the shared application (unretained, as the
    /// Objective-C runtime returns it); nil for any other.
    @discardableResult
    public class func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        responds(to: aSelector) ? Unmanaged.passUnretained(shared) : nil
    }

    private static let sharedApplicationName = "sharedApplication"
}
