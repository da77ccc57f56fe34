import Foundation

/// A vector: a direction and length (a spring's initial velocity).
public struct CGVector: Equatable, Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}

extension UIView {
    /// How a view animation runs: its curve, repeats, interaction and transitions (UIKit's bit layout).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a value from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews inside the animation, so layout changes animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// The animated views keep receiving touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen (animations here are additive, so always smooth).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forwards then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested animation uses its own duration instead of the enclosing one's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested animation uses its own curve instead of the enclosing one's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the content during a transition (content is drawn at its final state here).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:)` hides and shows instead of removing and adding.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested animation uses its own options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Slow at both ends (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips about the vertical axis, left edge first (drawn in 2-D as a horizontal squeeze).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips about the vertical axis, right edge first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// The old content curls up (drawn in 2-D as sliding up and fading).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// The new content curls down over the old.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// The old content fades into the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips about the horizontal axis, top edge first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips about the horizontal axis, bottom edge first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve bits as a timing function.
        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: return CAMediaTimingFunction(name: .easeIn)
            case 2: return CAMediaTimingFunction(name: .easeOut)
            case 3: return CAMediaTimingFunction(name: .linear)
            default: return CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }

        var transitionKind: Int { Int((rawValue >> 20) & 0xF) }
    }

    /// The options of a keyframe animation: the shared ones plus how values between keyframes are computed.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a value from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews inside the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// The animated views keep receiving touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs forwards then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// A nested animation uses its own duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// A nested animation uses its own options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value holds until the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed over the whole animation.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        var shared: AnimationOptions { AnimationOptions(rawValue: rawValue & 0x3FF) }
    }

    /// A named animation curve.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        var timingFunction: CAMediaTimingFunction {
            AnimationOptions(rawValue: UInt(rawValue) << 16).timingFunction
        }
    }
}
