import Foundation

/// The base of the items bars show: `UIBarButtonItem` and `UITabBarItem`.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// A number the app can use to identify the item.
    open var tag = 0
    /// The view a bar shows the item as, while one does (a button, or the item's custom view).
    weak var shownView: UIView?
    /// The title attributes set for each state (`setTitleTextAttributes(_:for:)`), by the state's raw value.
    var ownTitleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's attributes for a state (`.font` and `.foregroundColor` are drawn); nil removes them.
    /// They win over the class's appearance proxy.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        ownTitleTextAttributes[state.rawValue] = attributes
        titleTextAttributesChanged()
    }

    /// The title's attributes set for a state on the item, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        ownTitleTextAttributes[state.rawValue]
    }

    /// Key-value coding of the item by its Objective-C names, as code that finds an item's view on a bar
    /// does (`value(forKey: "view")`, UIKit's private key): `view`, `title`, `image`, `enabled`, `tag`.
    /// Any other key stops with UIKit's message.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "view": return shownView
        case "tag": return NSNumber(value: tag)
        case "title": return (self as? UIBarButtonItem)?.title ?? (self as? UITabBarItem)?.title
        case "image": return (self as? UIBarButtonItem)?.image ?? (self as? UITabBarItem)?.image
        case "enabled":
            let enabled = (self as? UIBarButtonItem)?.isEnabled ?? (self as? UITabBarItem)?.isEnabled ?? true
            return NSNumber(value: enabled)
        default:
            preconditionFailure(
                "[<\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())> valueForUndefinedKey:]: this "
                    + "class is not key value coding-compliant for the key \(key).")
        }
    }
}
