import Foundation

/// A shadow under text, set as an attributed string's `.shadow`: the text again in `shadowColor`, moved by
/// `shadowOffset` and blurred by `shadowBlurRadius`, drawn under it.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// Core Foundation's type word, first of the stored properties (CoreFoundationLayout.swift): attributed
    /// strings with this class's values in neighbouring runs compare them without trapping.
    private let foundationTypeInfo = CoreFoundationLayout.swiftObjectInfo
    /// How far the shadow is moved from the text, in points (y down); (0, -3) by default, as in UIKit.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// How far the shadow is blurred, in points; 0 (sharp) by default.
    open var shadowBlurRadius: CGFloat = 0 {
        didSet { shadowBlurRadius = max(shadowBlurRadius, 0) }
    }
    /// The shadow's colour, a `UIColor` or `CGColor` (nil: black at a third opacity, as in UIKit).
    open var shadowColor: Any?

    /// Creates a shadow with the default offset, no blur and the default colour.
    public override init() {}

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// Whether `object` is a shadow with the same offset, blur and colour.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return other.shadowOffset == shadowOffset && other.shadowBlurRadius == shadowBlurRadius
            && other.resolvedColor == resolvedColor
    }

    /// A hash that agrees with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }

    /// The colour drawn: `shadowColor` as a `CGColor`, black at a third opacity when unset.
    var resolvedColor: CGColor {
        switch shadowColor {
        case let color as UIColor: color.cgColor
        case let color as CGColor: color
        default: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)
        }
    }
}

extension NSAttributedString.Key {
    /// An `NSShadow` drawn under the text.
    public static let shadow = NSAttributedString.Key("NSShadow")
}
