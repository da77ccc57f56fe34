import Foundation

/// The motion of a scroll view's content, as iOS moves it (SEMANTICS §10.8): pure functions of time, so a
/// frame at any instant lands where the motion says, whatever the frame rate.
enum ScrollPhysics {
    /// How far the content follows a drag past its edge: `(1 − 1 / (x · 0.55 / d + 1)) · d` for a drag of `x`
    /// beyond the edge, `d` the visible length.
    static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        let sign: CGFloat = x < 0 ? -1 : 1
        return sign * (1 - 1 / (abs(x) * rubberBandCoefficient / d + 1)) * d
    }

    /// The drag beyond the edge that shows a rubber-banded distance `y` (the inverse of `rubberBand`).
    static func inverseRubberBand(_ y: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        let sign: CGFloat = y < 0 ? -1 : 1
        let ratio = min(abs(y) / d, 0.999_999)
        return sign * d / rubberBandCoefficient * (1 / (1 - ratio) - 1)
    }

    static let rubberBandCoefficient: CGFloat = 0.55
    /// Below this speed (points per second) a deceleration stops.
    static let stopSpeed: CGFloat = 10
    /// The angular frequency of the critically damped bounce back to an edge (per second).
    static let bounceFrequency: Double = 11

    // MARK: Deceleration: v(t) = v0 · rate^(1000 t)

    /// Where a deceleration from velocity `v0` is after `t` seconds (relative to where it began).
    static func decelerationDistance(v0: CGFloat, rate: CGFloat, t: Double) -> CGFloat {
        let k = 1000 * log(Double(rate))
        guard k < 0 else { return v0 * CGFloat(t) }
        return v0 * CGFloat((exp(k * t) - 1) / k)
    }

    /// The velocity `t` seconds into a deceleration.
    static func decelerationVelocity(v0: CGFloat, rate: CGFloat, t: Double) -> CGFloat {
        v0 * CGFloat(pow(Double(rate), 1000 * t))
    }

    /// How long a deceleration from `v0` runs until it is slower than `stopSpeed`.
    static func decelerationDuration(v0: CGFloat, rate: CGFloat) -> Double {
        let speed = abs(v0)
        guard speed > stopSpeed, rate > 0, rate < 1 else { return 0 }
        return log(Double(stopSpeed / speed)) / (1000 * log(Double(rate)))
    }

    /// Where a deceleration from `v0` comes to rest (relative), as `scrollViewWillEndDragging` projects it.
    static func projectedDistance(v0: CGFloat, rate: CGFloat) -> CGFloat {
        decelerationDistance(v0: v0, rate: rate, t: decelerationDuration(v0: v0, rate: rate))
    }

    /// The starting velocity that makes a deceleration come to rest exactly `distance` away.
    static func velocity(toTravel distance: CGFloat, rate: CGFloat) -> CGFloat {
        // The rest is a little short of the full integral; solve by a few fixed-point steps.
        let k = 1000 * log(Double(rate))
        guard k < 0, distance != 0 else { return 0 }
        var v0 = distance * CGFloat(-k)
        for _ in 0..<8 {
            let reached = projectedDistance(v0: v0, rate: rate)
            guard reached != 0 else { break }
            v0 *= distance / reached
        }
        return v0
    }

    // MARK: The bounce: a critically damped spring, x(t) = (x0 + (v0 + ω·x0) t) e^(−ωt)

    /// The displacement from the target `t` seconds after starting at `x0` with velocity `v0`.
    static func springDisplacement(x0: CGFloat, v0: CGFloat, t: Double, omega: Double = bounceFrequency) -> CGFloat {
        let x = Double(x0), v = Double(v0)
        return CGFloat((x + (v + omega * x) * t) * exp(-omega * t))
    }

    /// The velocity of that spring at `t`.
    static func springVelocity(x0: CGFloat, v0: CGFloat, t: Double, omega: Double = bounceFrequency) -> CGFloat {
        let x = Double(x0), v = Double(v0)
        return CGFloat((v - omega * (v + omega * x) * t) * exp(-omega * t))
    }
}

/// One axis of a scroll view's motion after the finger lifts (or an animated offset change).
struct AxisMotion {
    enum Kind {
        case idle
        /// Slowing down from `velocity` at `origin`, begun at `start`; a chosen resting place (a page, a layout's
        /// target) is `rest`, where it stops exactly.
        case decelerating(origin: CGFloat, velocity: CGFloat, start: Double, rest: CGFloat? = nil)
        /// Springing to `target` from `displacement` away with `velocity`, begun at `start`.
        case spring(target: CGFloat, displacement: CGFloat, velocity: CGFloat, start: Double)
        /// Easing from `from` to `to` over `duration` (animated offset changes and wheel clicks).
        case ease(from: CGFloat, to: CGFloat, start: Double, duration: Double)
    }

    var kind = Kind.idle

    var isMoving: Bool {
        if case .idle = kind { return false }
        return true
    }

    /// Where the axis is at `now` and whether it has come to rest, given its range and bouncing.
    mutating func step(
        at now: Double, rate: CGFloat, range: ClosedRange<CGFloat>, bounces: Bool
    ) -> (value: CGFloat, done: Bool) {
        switch kind {
        case .idle:
            return (range.lowerBound, true)
        case .decelerating(let origin, let v0, let start, let rest):
            let t = now - start
            let duration = ScrollPhysics.decelerationDuration(v0: v0, rate: rate)
            let clampedT = min(t, duration)
            let value = origin + ScrollPhysics.decelerationDistance(v0: v0, rate: rate, t: clampedT)
            if !range.contains(value) {
                let edge = value < range.lowerBound ? range.lowerBound : range.upperBound
                guard bounces else {
                    kind = .idle
                    return (edge, true)
                }
                // It hit the edge: carry on past it as a spring from the edge with the velocity it had there.
                let crossing = crossingTime(origin: origin, v0: v0, rate: rate, edge: edge, upTo: clampedT)
                let velocity = ScrollPhysics.decelerationVelocity(v0: v0, rate: rate, t: crossing)
                kind = .spring(target: edge, displacement: 0, velocity: velocity, start: start + crossing)
                return step(at: now, rate: rate, range: range, bounces: bounces)
            }
            if t >= duration {
                kind = .idle
                return (rest ?? value, true)
            }
            return (value, false)
        case .spring(let target, let x0, let v0, let start):
            let t = now - start
            let displacement = ScrollPhysics.springDisplacement(x0: x0, v0: v0, t: t)
            let velocity = ScrollPhysics.springVelocity(x0: x0, v0: v0, t: t)
            if abs(displacement) < 0.1 && abs(velocity) < 5 {
                kind = .idle
                return (target, true)
            }
            return (target + displacement, false)
        case .ease(let from, let to, let start, let duration):
            let f = duration > 0 ? min(max((now - start) / duration, 0), 1) : 1
            // An ease-out cubic, like UIKit's animated offset changes.
            let eased = CGFloat(1 - pow(1 - f, 3))
            if f >= 1 {
                kind = .idle
                return (to, true)
            }
            return (from + (to - from) * eased, false)
        }
    }

    /// The current velocity (points per second) at `now`.
    func velocity(at now: Double, rate: CGFloat) -> CGFloat {
        switch kind {
        case .idle: return 0
        case .decelerating(_, let v0, let start, _):
            return ScrollPhysics.decelerationVelocity(v0: v0, rate: rate, t: now - start)
        case .spring(_, let x0, let v0, let start):
            return ScrollPhysics.springVelocity(x0: x0, v0: v0, t: now - start)
        case .ease(let from, let to, let start, let duration):
            let f = duration > 0 ? min(max((now - start) / duration, 0), 1) : 1
            return duration > 0 ? (to - from) * CGFloat(3 * pow(1 - f, 2) / duration) : 0
        }
    }

    /// When the deceleration reached `edge` (bisection on its monotonic path).
    private func crossingTime(origin: CGFloat, v0: CGFloat, rate: CGFloat, edge: CGFloat, upTo t: Double) -> Double {
        var low = 0.0, high = t
        for _ in 0..<40 {
            let mid = (low + high) / 2
            let value = origin + ScrollPhysics.decelerationDistance(v0: v0, rate: rate, t: mid)
            if (v0 > 0) == (value < edge) { low = mid } else { high = mid }
        }
        return high
    }
}
