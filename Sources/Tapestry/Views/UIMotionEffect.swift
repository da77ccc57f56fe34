import Foundation

/// An effect that moves a view's properties as the device tilts (UIKit's parallax). A desktop has no motion
/// sensor, so the viewer's offset stays zero and effects change nothing; they are kept on the view, for code that
/// adds them and reads them back.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    /// Creates an effect.
    public override init() { super.init() }

    /// An archived effect: nil, as Tapestry reads no archives (here because UIKit's adopts `NSCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// The key paths and values the effect applies for a viewer offset (each axis in -1…1). None by default.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// An effect that interpolates one key path between two values along one tilt axis.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt axis an interpolating effect follows.
    public enum EffectType: Int, Sendable {
        /// Left–right tilt.
        case tiltAlongHorizontalAxis = 0
        /// Up–down tilt.
        case tiltAlongVerticalAxis = 1
    }

    /// The key path changed, e.g. `center.x`.
    public let keyPath: String
    /// The axis followed.
    public let type: EffectType
    /// The value at an offset of -1.
    open var minimumRelativeValue: Any?
    /// The value at an offset of +1.
    open var maximumRelativeValue: Any?

    /// Creates an effect for a key path along an axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// An archived effect: nil, as for every motion effect.
    public required init?(coder: NSCoder) { return nil }

    /// The interpolated value for the axis's offset, for numeric minimum and maximum values.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = (minimumRelativeValue as? NSNumber)?.doubleValue ?? (minimumRelativeValue as? Double),
            let high = (maximumRelativeValue as? NSNumber)?.doubleValue ?? (maximumRelativeValue as? Double)
        else { return nil }
        let offset = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        let t = (max(-1, min(1, offset)) + 1) / 2
        return [keyPath: low + (high - low) * t]
    }
}

/// Several effects applied together.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    /// The values of every effect of the group, merged.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var all: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                all[key] = value
            }
        }
        return all.isEmpty ? nil : all
    }
}

private nonisolated(unsafe) var motionEffectsKey: UInt8 = 0

extension UIView {
    /// The view's motion effects.
    public var motionEffects: [UIMotionEffect] {
        get { objc_getAssociatedObject(self, &motionEffectsKey) as? [UIMotionEffect] ?? [] }
        set { objc_setAssociatedObject(self, &motionEffectsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Adds a motion effect (it changes nothing on a desktop: no motion sensor).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        if !motionEffects.contains(where: { $0 === effect }) { motionEffects.append(effect) }
    }

    /// Removes a motion effect.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}
