import Foundation

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between keyframes.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe's value is held until the next one.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed over the whole animation; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull–Rom curve through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// `cubic` at an even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moved along a path turns to follow it.
public struct CAAnimationRotationMode: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer's x axis follows the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer's x axis points back along the path (turned half a turn from `rotateAuto`).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Moves a property through a list of values (or a position along a path) at given key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, one per keyframe.
    open var values: [Any]?
    /// A path the animated point follows (for "position"); used instead of `values`.
    open var path: CGPath?
    /// The time of each keyframe, 0…1, ascending; nil spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// The curve of each segment between keyframes (one fewer than the keyframes).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed; `.linear` by default.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer moved along `path` turns to follow it (nil, the default: it does not turn). The turn is
    /// added to the layer's transform while the animation runs.
    open var rotationMode: CAAnimationRotationMode?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAKeyframeAnimation
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
        return copy
    }

    /// The values converted once (keyframe animations are sampled every frame).
    private var cachedValues: [AnimatableValue]?

    private func frames() -> [AnimatableValue] {
        if let cachedValues { return cachedValues }
        let converted = (values ?? []).compactMap { AnimatableValue(any: $0) }
        cachedValues = converted
        return converted
    }

    @MainActor override func value(fraction: Double, seconds: Double, base: AnimatableValue) -> AnimatableValue? {
        let t = curved(fraction)
        if let path {
            let measure = PathMeasure(path)
            guard measure.length > 0 else { return nil }
            return .point(measure.point(atDistance: measure.length * t))
        }
        let frames = frames()
        guard let first = frames.first else { return nil }
        if frames.count == 1 { return first }
        var times = (keyTimes ?? []).map(\.doubleValue)
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        if paced {
            times = Self.pacedTimes(frames)
        } else if calculationMode == .discrete, times.count == frames.count + 1 {
            // Core Animation's form for discrete values: one key time more than values, 0 first and 1 last.
            times.removeLast()
        } else if calculationMode == .discrete, times.count != frames.count {
            // Without key times the duration is divided evenly among the values: each holds for 1/n.
            times = (0..<frames.count).map { Double($0) / Double(frames.count) }
        } else if times.count != frames.count {
            times = (0..<frames.count).map { Double($0) / Double(frames.count - 1) }
        }
        if calculationMode == .discrete {
            // n values over n key times: each holds until the next key time.
            let index = times.lastIndex { $0 <= t + 1e-12 } ?? 0
            return frames[min(index, frames.count - 1)]
        }
        guard let upper = times.firstIndex(where: { $0 > t }), upper > 0 else {
            return t < (times.first ?? 0) ? frames[0] : frames[frames.count - 1]
        }
        let lower = upper - 1
        let span = times[upper] - times[lower]
        var local = span > 0 ? (t - times[lower]) / span : 1
        if !paced, let functions = timingFunctions, lower < functions.count {
            local = functions[lower].progress(at: local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return Self.catmullRom(frames, lower, local)
        }
        return .interpolate(frames[lower], frames[upper], local)
    }

    /// Whether the animation turns its layer along its path (a "position" animation with a path and a mode).
    var rotatesAlongPath: Bool { rotationMode != nil && path != nil && splitKeyPath?.base == "position" }

    /// The angle of the path's direction where the layer is at `fraction` (half a turn more for
    /// `.rotateAutoReverse`), or nil when the animation does not turn its layer.
    @MainActor func pathRotation(fraction: Double) -> CGFloat? {
        guard rotatesAlongPath, let path else { return nil }
        let measure = PathMeasure(path)
        guard measure.length > 0 else { return nil }
        let distance = measure.length * curved(fraction)
        let step = min(0.5, measure.length / 2)
        let before = measure.point(atDistance: max(distance - step, 0))
        let after = measure.point(atDistance: min(distance + step, measure.length))
        let angle = atan2(after.y - before.y, after.x - before.x)
        return rotationMode == .rotateAutoReverse ? angle + .pi : angle
    }

    /// Key times spaced by the distance between values, for an even speed.
    static func pacedTimes(_ frames: [AnimatableValue]) -> [Double] {
        var distances: [Double] = [0]
        for i in 1..<frames.count { distances.append(distances[i - 1] + distance(frames[i - 1], frames[i])) }
        let total = distances.last!
        guard total > 0 else { return (0..<frames.count).map { Double($0) / Double(frames.count - 1) } }
        return distances.map { $0 / total }
    }

    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case (.size(let p), .size(let q)): return Double(hypot(q.width - p.width, q.height - p.height))
        default: return 1
        }
    }

    private static func catmullRom(_ frames: [AnimatableValue], _ i: Int, _ t: Double) -> AnimatableValue {
        let p0 = frames[max(i - 1, 0)], p1 = frames[i], p2 = frames[i + 1], p3 = frames[min(i + 2, frames.count - 1)]
        // Hermite form with tangents (p2 − p0)/2 and (p3 − p1)/2, built from the value arithmetic.
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        let m1 = AnimatableValue.interpolate(p1.zero, AnimatableValue.subtract(p2, p0), 0.5)
        let m2 = AnimatableValue.interpolate(p1.zero, AnimatableValue.subtract(p3, p1), 0.5)
        func scaled(_ v: AnimatableValue, _ k: Double) -> AnimatableValue { .interpolate(v.zero, v, k) }
        return .add(.add(scaled(p1, h00), scaled(m1, h10)), .add(scaled(p2, h01), scaled(m2, h11)))
    }
}

/// Runs several animations together on one layer; their times are relative to the group's.
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group.
    open var animations: [CAAnimation]?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAAnimationGroup
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
        return copy
    }
}
