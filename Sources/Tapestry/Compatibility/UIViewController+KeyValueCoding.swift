import Foundation

/// Key-value coding of view controllers by their Objective-C property names, for code that sets a property
/// by name to build against older SDKs (`setValue(true, forKey: "modalInPresentation")`). Numbers and
/// Booleans come as `NSNumber`; any other key stops the program with UIKit's message.
extension UIViewController {
    /// The value of the property named `key`.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "modalInPresentation": NSNumber(value: isModalInPresentation)
        case "title": title
        case "view": view
        case "editing": NSNumber(value: isEditing)
        case "definesPresentationContext": NSNumber(value: definesPresentationContext)
        case "hidesBottomBarWhenPushed": NSNumber(value: hidesBottomBarWhenPushed)
        case "modalPresentationStyle": NSNumber(value: modalPresentationStyle.rawValue)
        case "preferredContentSize": NSValue(cgSize: preferredContentSize)
        case "navigationItem": navigationItem
        case "parentViewController": parent
        case "presentedViewController": presentedViewController
        case "presentingViewController": presentingViewController
        case "attributedTitle" where self is UIAlertController: (self as? UIAlertController)?.attributedTitle
        case "attributedMessage" where self is UIAlertController: (self as? UIAlertController)?.attributedMessage
        case "contentViewController" where self is UIAlertController:
            (self as? UIAlertController)?.contentViewController
        default: undefinedKey(key)
        }
    }

    /// Sets the property named `key`; a value of the wrong type is ignored.
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "modalInPresentation": Self.bool(value).map { isModalInPresentation = $0 }
        case "title": title = value as? String
        case "editing": Self.bool(value).map { isEditing = $0 }
        case "definesPresentationContext": Self.bool(value).map { definesPresentationContext = $0 }
        case "hidesBottomBarWhenPushed": Self.bool(value).map { hidesBottomBarWhenPushed = $0 }
        case "modalPresentationStyle":
            if let style = (value as? NSNumber).flatMap({ UIModalPresentationStyle(rawValue: $0.intValue) })
                ?? (value as? UIModalPresentationStyle)
            {
                modalPresentationStyle = style
            }
        case "preferredContentSize":
            if let size = (value as? CGSize) ?? (value as? NSValue)?.cgSizeValue { preferredContentSize = size }
        // The keys apps set on alerts to style them (they are private on iOS, and much used).
        case "attributedTitle" where self is UIAlertController:
            (self as? UIAlertController)?.attributedTitle = value as? NSAttributedString
        case "attributedMessage" where self is UIAlertController:
            (self as? UIAlertController)?.attributedMessage = value as? NSAttributedString
        case "contentViewController" where self is UIAlertController:
            (self as? UIAlertController)?.contentViewController = value as? UIViewController
        default: undefinedKey(key, setting: true)
        }
    }

    private static func bool(_ value: Any?) -> Bool? {
        (value as? Bool) ?? (value as? NSNumber)?.boolValue
    }

    private func undefinedKey(_ key: String, setting: Bool = false) -> Never {
        preconditionFailure(
            "[<\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())> "
                + (setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:")
                + "]: this class is not key value coding-compliant for the key \(key).")
    }
}
