import Foundation

/// The look of a `CATransition`.
public struct CATransitionType: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content cross-fades into the new (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a `CATransition` comes from.
public struct CATransitionSubtype: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation uses for a layer's transition.
public let kCATransition = "transition"

/// An animation of a layer's content changing: what the layer showed when the transition was added gives way to
/// what it shows as the transition runs, by fading, pushing, moving in or revealing, over `duration` with the
/// timing function. Add it, then change the content:
///
/// ```swift
/// let transition = CATransition()
/// transition.type = .push
/// transition.subtype = .fromRight
/// label.layer.add(transition, forKey: kCATransition)
/// label.text = "Next"
/// ```
///
/// The old content is a snapshot of the layer's view taken when the transition is added (a layer with no view
/// in a window fades its new content in). `filter` is kept and not used.
open class CATransition: CAAnimation {
    /// The look; `.fade` by default.
    open var type: CATransitionType = .fade
    /// The side it comes from (push, move-in and reveal); nil is from the left, as in Core Animation.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0…1.
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0…1.
    open var endProgress: Float = 1
    /// A filter object; kept (Tapestry draws the types above).
    open var filter: Any?
    /// The renderer's picture of the old content.
    var snapshot: AnyObject?

    /// A copy with the same values.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CATransition
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.filter = filter
        copy.snapshot = snapshot
        return copy
    }

    /// How the old and new content are drawn at progress `p` in a layer of `size`.
    func appearance(at p: CGFloat, in size: CGSize) -> TransitionAppearance {
        // The offset at which content is off the layer on the side the transition comes from.
        let side: CGPoint
        switch subtype {
        case .fromRight?: side = CGPoint(x: size.width, y: 0)
        case .fromTop?: side = CGPoint(x: 0, y: -size.height)
        case .fromBottom?: side = CGPoint(x: 0, y: size.height)
        default: side = CGPoint(x: -size.width, y: 0)
        }
        func offset(_ f: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: side.x * f, y: side.y * f) }
        switch type {
        case .push:
            return TransitionAppearance(
                snapshot: snapshot, snapshotAlpha: 1, snapshotTransform: offset(-p), contentAlpha: 1,
                contentTransform: offset(1 - p))
        case .moveIn:
            return TransitionAppearance(
                snapshot: snapshot, snapshotAlpha: 1, snapshotTransform: .identity, contentAlpha: 1,
                contentTransform: offset(1 - p))
        case .reveal:
            var look = TransitionAppearance(
                snapshot: snapshot, snapshotAlpha: 1, snapshotTransform: offset(-p), contentAlpha: 1,
                contentTransform: .identity)
            look.oldContentOnTop = true
            return look
        default:
            var look = TransitionAppearance(
                snapshot: snapshot, snapshotAlpha: 1 - p, snapshotTransform: .identity, contentAlpha: p,
                contentTransform: .identity)
            look.crossFades = true
            return look
        }
    }
}
