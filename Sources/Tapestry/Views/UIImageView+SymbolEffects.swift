import Foundation

// Symbol effects (iOS 17's Symbols framework, which `import UIKit` brings): a symbol image view bounces,
// pulses, scales, wiggles or rotates. Apple animates the symbol's layers; Tapestry's symbols come from the icon
// theme in one piece, so an effect animates the whole image view's layer (`byLayer` draws as `wholeSymbol`).

/// An animation of a symbol image.
public protocol SymbolEffect: Sendable {
    /// The animation the effect runs once, on a layer of `size`; `repeating` effects repeat it.
    func keyframes(in size: CGSize) -> SymbolEffectKeyframes
}

/// An effect that plays once (or a number of times) and ends where it began: bounce, pulse, wiggle.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that lasts until it is removed: pulse, scale, variable colour, breathe, rotate.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// What an effect does to the layer: values of one key path over one cycle.
public struct SymbolEffectKeyframes: Sendable {
    let keyPath: String
    let values: [Double]
    let duration: Double
    /// Whether the last value is kept when an indefinite effect has played (a scale up stays up).
    let holds: Bool
}

/// How an effect is played: how often and how fast.
public struct SymbolEffectOptions: Sendable, Equatable {
    var repeatCount: Double?
    var speedFactor: Double = 1

    /// Once for a discrete effect; until removed for an indefinite one.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats until removed.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: .infinity) }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: Double(max(count, 1)))
    }
    /// Plays at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    /// These options, repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = Double(max(count, 1))
        return options
    }
    /// These options, at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedFactor = speed
        return options
    }
}

/// A bounce: the symbol grows a little and settles (up) or shrinks and springs back (down).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    var downward = false
    /// The default: upward.
    public init() {}
    init(downward: Bool) { self.downward = downward }
    /// Bouncing up.
    public var up: BounceSymbolEffect { BounceSymbolEffect(downward: false) }
    /// Bouncing down.
    public var down: BounceSymbolEffect { BounceSymbolEffect(downward: true) }
    /// Layer by layer (drawn as the whole symbol here).
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
    /// Scales 1 → 1.2 → 0.95 → 1 (down: 1 → 0.8 → 1.05 → 1) in half a second.
    public func keyframes(in size: CGSize) -> SymbolEffectKeyframes {
        SymbolEffectKeyframes(
            keyPath: "transform.scale", values: downward ? [1, 0.8, 1.05, 1] : [1, 1.2, 0.95, 1], duration: 0.5,
            holds: false)
    }
}

/// A pulse: the symbol fades and comes back.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    /// The default: the whole symbol.
    public init() {}
    /// Layer by layer (drawn as the whole symbol here).
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
    /// Opacity 1 → 0.35 → 1 in a second.
    public func keyframes(in size: CGSize) -> SymbolEffectKeyframes {
        SymbolEffectKeyframes(keyPath: "opacity", values: [1, 0.35, 1], duration: 1, holds: false)
    }
}

/// Variable colour: the symbol's layers light up in turn (here the whole symbol dims and brightens).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    /// The default: iterative.
    public init() {}
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Each layer staying lit.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { self }
    /// Not back and forth.
    public var nonReversing: VariableColorSymbolEffect { self }
    /// Hiding the layers that are not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Dimming the layers that are not lit.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    /// Opacity 0.35 → 1 → 0.35 in a second.
    public func keyframes(in size: CGSize) -> SymbolEffectKeyframes {
        SymbolEffectKeyframes(keyPath: "opacity", values: [0.35, 1, 0.35], duration: 1, holds: false)
    }
}

/// A scale: the symbol grows (up) or shrinks (down) and stays so until the effect is removed.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, Equatable {
    var downward = false
    /// The default: up.
    public init() {}
    init(downward: Bool) { self.downward = downward }
    /// Larger.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(downward: false) }
    /// Smaller.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(downward: true) }
    /// Layer by layer (drawn as the whole symbol here).
    public var byLayer: ScaleSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { self }
    /// Scales to 1.2 (down: 0.8) in a quarter second and holds.
    public func keyframes(in size: CGSize) -> SymbolEffectKeyframes {
        SymbolEffectKeyframes(
            keyPath: "transform.scale", values: [1, downward ? 0.8 : 1.2], duration: 0.25, holds: true)
    }
}

/// A wiggle: the symbol rocks from side to side.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    /// The default.
    public init() {}
    /// Layer by layer (drawn as the whole symbol here).
    public var byLayer: WiggleSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { self }
    /// Rotates ±10° twice in 0.6 seconds.
    public func keyframes(in size: CGSize) -> SymbolEffectKeyframes {
        let a = Double.pi / 18
        return SymbolEffectKeyframes(
            keyPath: "transform.rotation.z", values: [0, a, -a, a, -a, 0], duration: 0.6, holds: false)
    }
}

/// A rotation: the symbol turns round once.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    var turnsBack = false
    /// The default: clockwise.
    public init() {}
    init(turnsBack: Bool) { self.turnsBack = turnsBack }
    /// Clockwise.
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(turnsBack: false) }
    /// Counterclockwise.
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(turnsBack: true) }
    /// Layer by layer (drawn as the whole symbol here).
    public var byLayer: RotateSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { self }
    /// A full turn in a second.
    public func keyframes(in size: CGSize) -> SymbolEffectKeyframes {
        SymbolEffectKeyframes(
            keyPath: "transform.rotation.z", values: [0, turnsBack ? -2 * .pi : 2 * .pi], duration: 1, holds: false)
    }
}

/// Breathing: the symbol swells and shrinks gently.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    /// The default.
    public init() {}
    /// Swelling and dimming.
    public var pulse: BreatheSymbolEffect { self }
    /// Swelling only.
    public var plain: BreatheSymbolEffect { self }
    /// Layer by layer (drawn as the whole symbol here).
    public var byLayer: BreatheSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { self }
    /// Scales 1 → 1.08 → 1 in 1.5 seconds.
    public func keyframes(in size: CGSize) -> SymbolEffectKeyframes {
        SymbolEffectKeyframes(keyPath: "transform.scale", values: [1, 1.08, 1], duration: 1.5, holds: false)
    }
}

/// Appearing: the symbol grows in from nothing.
public struct AppearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, Equatable {
    /// The default.
    public init() {}
    /// Growing from small.
    public var up: AppearSymbolEffect { self }
    /// Shrinking from large.
    public var down: AppearSymbolEffect { self }
    /// Layer by layer (drawn as the whole symbol here).
    public var byLayer: AppearSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { self }
    /// Scale 0 → 1 in a quarter second.
    public func keyframes(in size: CGSize) -> SymbolEffectKeyframes {
        SymbolEffectKeyframes(keyPath: "transform.scale", values: [0, 1], duration: 0.25, holds: true)
    }
}

/// Disappearing: the symbol shrinks away and stays hidden until the effect is removed.
public struct DisappearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, Equatable {
    /// The default.
    public init() {}
    /// Shrinking.
    public var up: DisappearSymbolEffect { self }
    /// Growing away.
    public var down: DisappearSymbolEffect { self }
    /// Layer by layer (drawn as the whole symbol here).
    public var byLayer: DisappearSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { self }
    /// Scale 1 → 0 in a quarter second, held.
    public func keyframes(in size: CGSize) -> SymbolEffectKeyframes {
        SymbolEffectKeyframes(keyPath: "transform.scale", values: [1, 0], duration: 0.25, holds: true)
    }
}

/// Replacing: the old symbol shrinks out and the new one grows in.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, Equatable {
    /// The default.
    public init() {}
    /// Down, then up.
    public var downUp: ReplaceSymbolEffect { self }
    /// Up, then up.
    public var upUp: ReplaceSymbolEffect { self }
    /// Off, then up.
    public var offUp: ReplaceSymbolEffect { self }
    /// Layer by layer (drawn as the whole symbol here).
    public var byLayer: ReplaceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { self }
    /// Scale 0.5 → 1 with the new image, in a quarter second.
    public func keyframes(in size: CGSize) -> SymbolEffectKeyframes {
        SymbolEffectKeyframes(keyPath: "transform.scale", values: [0.5, 1], duration: 0.25, holds: false)
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Variable colour.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Breathing.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// Appearing.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Disappearing.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replacing.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// What a symbol effect's completion is told.
@MainActor
public final class UISymbolEffectCompletionContext {
    /// Whether the effect played to its end (false: removed or replaced first).
    public let isFinished: Bool
    /// The effect.
    public let effect: any SymbolEffect
    /// The view it played on.
    public private(set) weak var sender: AnyObject?

    init(isFinished: Bool, effect: any SymbolEffect, sender: AnyObject?) {
        self.isFinished = isFinished
        self.effect = effect
        self.sender = sender
    }
}

/// Called when a symbol effect ends.
public typealias UISymbolEffectCompletion = @MainActor (UISymbolEffectCompletionContext) -> Void

extension UIImageView {
    /// Plays an indefinite effect (a scale, a pulse…) until it is removed; with `.repeat(n)` or `.nonRepeating`
    /// it plays that many times and `completion` is told.
    public func addSymbolEffect(
        _ effect: some IndefiniteSymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
        completion: UISymbolEffectCompletion? = nil
    ) {
        runSymbolEffect(effect, count: options.repeatCount ?? .infinity, options: options, completion: completion)
    }

    /// Plays a discrete effect (a bounce, a wiggle…) once, or as `options` say.
    public func addSymbolEffect(
        _ effect: some DiscreteSymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
        completion: UISymbolEffectCompletion? = nil
    ) {
        runSymbolEffect(effect, count: options.repeatCount ?? 1, options: options, completion: completion)
    }

    /// Plays an effect that is both discrete and indefinite (bounce, pulse…): once by default, or as `options` say.
    public func addSymbolEffect(
        _ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        runSymbolEffect(effect, count: options.repeatCount ?? 1, options: options, completion: completion)
    }

    /// Stops the effects of `effect`'s type.
    public func removeSymbolEffect(
        ofType effect: some SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
        completion: UISymbolEffectCompletion? = nil
    ) {
        let key = Self.symbolEffectKey(effect)
        layer.removeAnimation(forKey: key)
        completion?(UISymbolEffectCompletionContext(isFinished: false, effect: effect, sender: self))
    }

    /// Stops every symbol effect.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        for key in layer.animationKeys() ?? [] where key.hasPrefix("symbolEffect.") {
            layer.removeAnimation(forKey: key)
        }
    }

    /// Shows `image`, growing it in with the transition.
    public func setSymbolImage(
        _ image: UIImage, contentTransition: some ContentTransitionSymbolEffect,
        options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil
    ) {
        self.image = image
        runSymbolEffect(contentTransition, count: 1, options: options, completion: completion)
    }

    private static func symbolEffectKey(_ effect: some SymbolEffect) -> String { "symbolEffect.\(type(of: effect))" }

    private func runSymbolEffect(
        _ effect: some SymbolEffect, count: Double, options: SymbolEffectOptions,
        completion: UISymbolEffectCompletion?
    ) {
        let frames = effect.keyframes(in: bounds.size)
        let animation = CAKeyframeAnimation(keyPath: frames.keyPath)
        animation.values = frames.values
        animation.duration = frames.duration / max(options.speedFactor, 0.01)
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut)]
        let holds = frames.holds && count.isInfinite
        animation.repeatCount = holds ? 1 : Float(count)
        if holds {
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
        }
        if let completion, !count.isInfinite || holds {
            animation.delegate = SymbolEffectDelegate { [weak self] finished in
                completion(UISymbolEffectCompletionContext(isFinished: finished, effect: effect, sender: self))
            }
        }
        layer.add(animation, forKey: Self.symbolEffectKey(effect))
    }
}

/// Tells a symbol effect's completion when its animation stops.
@MainActor
private final class SymbolEffectDelegate: CAAnimationDelegate {
    let done: (Bool) -> Void

    init(_ done: @escaping (Bool) -> Void) { self.done = done }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { done(flag) }
}
