import Foundation

/// Key-value coding of views by their Objective-C property names (`label.value(forKey: "textAlignment")`,
/// `copy.setValue(value, forKeyPath: "numberOfLines")`), for code that copies properties by name. The keys are
/// UIKit's public properties of `UIView`, `UILabel` and `UIControl`; numbers, Booleans and enumerations come as
/// `NSNumber`, geometry as `NSValue`, as Objective-C hands them out. Any other key stops the program with
/// UIKit's message (`NSUnknownKeyException`'s), since Swift on Linux has no Objective-C runtime to look it up.
extension UIView {
    /// The value of the property named `key`.
    public func value(forKey key: String) -> Any? {
        guard let accessor = Self.accessor(for: key, of: self) else { undefinedKey(key) }
        return accessor.get(self)
    }

    /// Sets the property named `key` (nil sets a number to zero, as `setNilValueForKey` would refuse; here it
    /// is ignored for non-optional properties).
    public func setValue(_ value: Any?, forKey key: String) {
        guard let accessor = Self.accessor(for: key, of: self) else { undefinedKey(key) }
        accessor.set(self, value)
    }

    /// The value at a key path: its first key on this view, the rest on what that returns (a view or layer).
    public func value(forKeyPath keyPath: String) -> Any? {
        let (first, rest) = Self.split(keyPath)
        let value = value(forKey: first)
        guard let rest else { return value }
        switch value {
        case let view as UIView: return view.value(forKeyPath: rest)
        case let layer as CALayer: return layer.value(forKeyPath: rest)
        default: return nil
        }
    }

    /// Sets the value at a key path.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let (first, rest) = Self.split(keyPath)
        guard let rest else { return setValue(value, forKey: first) }
        switch self.value(forKey: first) {
        case let view as UIView: view.setValue(value, forKeyPath: rest)
        case let layer as CALayer: layer.setValue(value, forKeyPath: rest)
        default: break
        }
    }

    private func undefinedKey(_ key: String) -> Never {
        preconditionFailure(
            "[<\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())> valueForUndefinedKey:]: this class "
                + "is not key value coding-compliant for the key \(key).")
    }

    private static func split(_ keyPath: String) -> (String, String?) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }

    struct KeyAccessor {
        let get: (UIView) -> Any?
        let set: (UIView, Any?) -> Void
    }

    private static func accessor(for key: String, of view: UIView) -> KeyAccessor? {
        if view is UILabel, let accessor = labelKeys[key] { return accessor }
        if view is UIControl, let accessor = controlKeys[key] { return accessor }
        if view is UIScrollView, let accessor = scrollKeys[key] { return accessor }
        return viewKeys[key]
    }

    /// An accessor for a property of `T` (a view class), by its getter and setter.
    private static func key<T, V>(
        _ type: T.Type, _ get: @escaping (T) -> V, _ set: @escaping (T, V) -> Void, box: @escaping (V) -> Any?,
        unbox: @escaping (Any?) -> V?
    ) -> KeyAccessor {
        KeyAccessor(
            get: { view in (view as? T).map { box(get($0)) } ?? nil },
            set: { view, value in
                guard let view = view as? T, let value = unbox(value) else { return }
                set(view, value)
            })
    }

    private static func bool<T>(_ type: T.Type, _ path: ReferenceWritableKeyPath<T, Bool>) -> KeyAccessor {
        key(
            type, { $0[keyPath: path] }, { $0[keyPath: path] = $1 }, box: { NSNumber(value: $0) },
            unbox: number(\.boolValue))
    }

    private static func float<T>(_ type: T.Type, _ path: ReferenceWritableKeyPath<T, CGFloat>) -> KeyAccessor {
        key(
            type, { $0[keyPath: path] }, { $0[keyPath: path] = $1 }, box: { NSNumber(value: Double($0)) },
            unbox: { number(\.doubleValue)($0).map { CGFloat($0) } })
    }

    private static func int<T>(_ type: T.Type, _ path: ReferenceWritableKeyPath<T, Int>) -> KeyAccessor {
        key(
            type, { $0[keyPath: path] }, { $0[keyPath: path] = $1 }, box: { NSNumber(value: $0) },
            unbox: number(\.intValue))
    }

    private static func enumeration<T, E: RawRepresentable>(_ type: T.Type, _ path: ReferenceWritableKeyPath<T, E>)
        -> KeyAccessor where E.RawValue == Int
    {
        key(
            type, { $0[keyPath: path] }, { $0[keyPath: path] = $1 }, box: { NSNumber(value: $0.rawValue) },
            unbox: { value in number(\.intValue)(value).flatMap { E(rawValue: $0) } ?? (value as? E) })
    }

    private static func object<T, V>(_ type: T.Type, _ path: ReferenceWritableKeyPath<T, V?>) -> KeyAccessor {
        key(type, { $0[keyPath: path] }, { $0[keyPath: path] = $1 }, box: { $0 }, unbox: { .some($0 as? V) })
    }

    /// A number from an `NSNumber`, a Swift number or a Boolean.
    private static func number<R>(_ read: @escaping (NSNumber) -> R) -> (Any?) -> R? {
        { value in
            switch value {
            case let number as NSNumber: read(number)
            case let value as Bool: read(NSNumber(value: value))
            case let value as Int: read(NSNumber(value: value))
            case let value as Double: read(NSNumber(value: value))
            case let value as CGFloat: read(NSNumber(value: Double(value)))
            case let value as Float: read(NSNumber(value: value))
            default: nil
            }
        }
    }

    private static func geometry<T, V>(
        _ type: T.Type, _ path: ReferenceWritableKeyPath<T, V>, box: @escaping (V) -> NSValue,
        unbox: @escaping (NSValue) -> V
    ) -> KeyAccessor {
        key(
            type, { $0[keyPath: path] }, { $0[keyPath: path] = $1 }, box: box,
            unbox: { value in
                (value as? V) ?? (value as? NSValue).map(unbox)
            })
    }

    private static let viewKeys: [String: KeyAccessor] = [
        "alpha": float(UIView.self, \.alpha),
        "hidden": bool(UIView.self, \.isHidden),
        "userInteractionEnabled": bool(UIView.self, \.isUserInteractionEnabled),
        "multipleTouchEnabled": bool(UIView.self, \.isMultipleTouchEnabled),
        "exclusiveTouch": bool(UIView.self, \.isExclusiveTouch),
        "opaque": bool(UIView.self, \.isOpaque),
        "clipsToBounds": bool(UIView.self, \.clipsToBounds),
        "tag": int(UIView.self, \.tag),
        "contentMode": enumeration(UIView.self, \.contentMode),
        "backgroundColor": object(UIView.self, \.backgroundColor),
        "tintColor": object(UIView.self, \.tintColor),
        "frame": geometry(UIView.self, \.frame, box: { NSValue(cgRect: $0) }, unbox: \.cgRectValue),
        "bounds": geometry(UIView.self, \.bounds, box: { NSValue(cgRect: $0) }, unbox: \.cgRectValue),
        "center": geometry(UIView.self, \.center, box: { NSValue(cgPoint: $0) }, unbox: \.cgPointValue),
        "transform": geometry(
            UIView.self, \.transform, box: { NSValue(cgAffineTransform: $0) }, unbox: \.cgAffineTransformValue),
        "layer": KeyAccessor(get: { $0.layer }, set: { _, _ in }),
        "superview": KeyAccessor(get: { $0.superview }, set: { _, _ in }),
        "accessibilityLabel": object(UIView.self, \.accessibilityLabel),
        "accessibilityIdentifier": object(UIView.self, \.accessibilityIdentifier),
    ]

    private static let scrollKeys: [String: KeyAccessor] = [
        "contentOffset": geometry(
            UIScrollView.self, \.contentOffset, box: { NSValue(cgPoint: $0) }, unbox: \.cgPointValue),
        "contentSize": geometry(UIScrollView.self, \.contentSize, box: { NSValue(cgSize: $0) }, unbox: \.cgSizeValue),
        "contentInset": geometry(
            UIScrollView.self, \.contentInset, box: { NSValue(uiEdgeInsets: $0) }, unbox: \.uiEdgeInsetsValue),
        "scrollEnabled": bool(UIScrollView.self, \.isScrollEnabled),
        "pagingEnabled": bool(UIScrollView.self, \.isPagingEnabled),
        "bounces": bool(UIScrollView.self, \.bounces),
        "dragging": KeyAccessor(get: { NSNumber(value: ($0 as? UIScrollView)?.isDragging ?? false) }, set: { _, _ in }),
        "tracking": KeyAccessor(get: { NSNumber(value: ($0 as? UIScrollView)?.isTracking ?? false) }, set: { _, _ in }),
        "decelerating": KeyAccessor(
            get: { NSNumber(value: ($0 as? UIScrollView)?.isDecelerating ?? false) }, set: { _, _ in }),
    ]

    private static let controlKeys: [String: KeyAccessor] = [
        "enabled": bool(UIControl.self, \.isEnabled),
        "selected": bool(UIControl.self, \.isSelected),
        "highlighted": bool(UIControl.self, \.isHighlighted),
    ]

    private static let labelKeys: [String: KeyAccessor] = [
        "text": object(UILabel.self, \.text),
        "attributedText": object(UILabel.self, \.attributedText),
        "font": object(UILabel.self, \.font),
        "textColor": object(UILabel.self, \.textColor),
        "shadowColor": object(UILabel.self, \.shadowColor),
        "shadowOffset": geometry(UILabel.self, \.shadowOffset, box: { NSValue(cgSize: $0) }, unbox: \.cgSizeValue),
        "textAlignment": enumeration(UILabel.self, \.textAlignment),
        "lineBreakMode": enumeration(UILabel.self, \.lineBreakMode),
        "baselineAdjustment": enumeration(UILabel.self, \.baselineAdjustment),
        "numberOfLines": int(UILabel.self, \.numberOfLines),
        "enabled": bool(UILabel.self, \.isEnabled),
        "highlighted": bool(UILabel.self, \.isHighlighted),
        "highlightedTextColor": object(UILabel.self, \.highlightedTextColor),
        "adjustsFontSizeToFitWidth": bool(UILabel.self, \.adjustsFontSizeToFitWidth),
        "minimumScaleFactor": float(UILabel.self, \.minimumScaleFactor),
        "preferredMaxLayoutWidth": float(UILabel.self, \.preferredMaxLayoutWidth),
        // Deprecated since iOS 6 and gone from Swift, still answered by UIKit's key-value coding: no effect.
        "minimumFontSize": KeyAccessor(get: { _ in NSNumber(value: 0) }, set: { _, _ in }),
    ]
}
