import Foundation

/// Key-value coding of the layer properties that are not animated, by their Objective-C names
/// (`setValue(true, forKey: "hidden")`, `setValue(path, forKeyPath: "path")`), as code that drives layers through
/// key paths reaches them. The animatable ones go through `modelValue(forKey:)`.
extension CALayer {
    /// The value of a property that is not animated, or nil when `key` names none (`.some(nil)` for a property
    /// that is nil).
    func plainValue(forKey key: String) -> Any?? {
        if let flag = Self.flags[key] { return .some(self[keyPath: flag]) }
        switch key {
        case "name": return .some(name)
        case "contents": return .some(contents)
        case "contentsGravity": return .some(contentsGravity)
        case "mask": return .some(mask)
        case "shadowPath": return .some(shadowPath)
        default: break
        }
        guard let shape = self as? CAShapeLayer else { return nil }
        switch key {
        case "path": return .some(shape.path)
        case "fillRule": return .some(shape.fillRule)
        case "lineCap": return .some(shape.lineCap)
        case "lineJoin": return .some(shape.lineJoin)
        case "lineDashPattern": return .some(shape.lineDashPattern)
        case "miterLimit": return .some(shape.miterLimit)
        default: return nil
        }
    }

    /// Sets a property that is not animated from a value of its type (a `Bool` also as an `NSNumber`, a named
    /// constant also as its string); false when `key` names none or the value does not fit it.
    func setPlainValue(_ value: Any?, forKey key: String) -> Bool {
        if let flag = Self.flags[key] {
            guard let on = (value as? Bool) ?? (value as? NSNumber)?.boolValue else { return false }
            self[keyPath: flag] = on
            return true
        }
        switch key {
        case "name":
            name = value as? String
        case "contents":
            contents = value
        case "contentsGravity":
            guard let gravity = Self.named(value, CALayerContentsGravity.self) else { return false }
            contentsGravity = gravity
        case "mask":
            mask = value as? CALayer
        case "shadowPath":
            shadowPath = value.map { $0 as? CGPath } ?? nil
        default:
            guard let shape = self as? CAShapeLayer else { return false }
            return shape.setPlainShapeValue(value, forKey: key)
        }
        return true
    }

    private func setPlainShapeValue(_ value: Any?, forKey key: String) -> Bool {
        guard let shape = self as? CAShapeLayer else { return false }
        switch key {
        case "path":
            shape.path = value.map { $0 as? CGPath } ?? nil
        case "fillRule":
            guard let rule = Self.named(value, CAShapeLayerFillRule.self) else { return false }
            shape.fillRule = rule
        case "lineCap":
            guard let cap = Self.named(value, CAShapeLayerLineCap.self) else { return false }
            shape.lineCap = cap
        case "lineJoin":
            guard let join = Self.named(value, CAShapeLayerLineJoin.self) else { return false }
            shape.lineJoin = join
        case "lineDashPattern":
            shape.lineDashPattern = (value as? [NSNumber]) ?? (value as? [CGFloat])?.map { NSNumber(value: Double($0)) }
        case "miterLimit":
            guard let limit = (value as? CGFloat) ?? (value as? NSNumber).map({ CGFloat($0.doubleValue) }) else {
                return false
            }
            shape.miterLimit = limit
        default:
            return false
        }
        return true
    }

    /// The flags, by their Objective-C names (the getter's `is…` name too).
    nonisolated(unsafe) private static let flags: [String: ReferenceWritableKeyPath<CALayer, Bool>] = [
        "hidden": \.isHidden, "isHidden": \.isHidden, "masksToBounds": \.masksToBounds,
        "doubleSided": \.isDoubleSided, "isDoubleSided": \.isDoubleSided, "geometryFlipped": \.isGeometryFlipped,
        "isGeometryFlipped": \.isGeometryFlipped, "allowsGroupOpacity": \.allowsGroupOpacity,
        "needsDisplayOnBoundsChange": \.needsDisplayOnBoundsChange,
    ]

    private static func named<Name: RawRepresentable>(_ value: Any?, _: Name.Type) -> Name?
    where Name.RawValue == String {
        (value as? Name) ?? (value as? String).flatMap(Name.init(rawValue:))
    }
}
