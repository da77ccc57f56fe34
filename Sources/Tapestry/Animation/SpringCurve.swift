import Foundation

/// A damped harmonic oscillator moving from 0 to 1, as `CASpringAnimation` and UIKit's spring timing run it:
/// x'' = −(k/m)(x − 1) − (c/m)x', starting at rest at 0 with an initial velocity (in units of the distance per
/// second).
struct SpringCurve: Equatable, Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    /// How close to the target counts as settled (SEMANTICS §10.3).
    static let settleThreshold = 0.001

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The spring with damping ratio `ratio` that settles (within 0.001) in `duration` seconds: the curve
    /// `UIView.animate(withDuration:…usingSpringWithDamping:…)` and `UISpringTimingParameters(dampingRatio:)`
    /// run over the animation's duration.
    init(dampingRatio ratio: Double, settlingIn duration: Double, initialVelocity: Double) {
        let ratio = min(max(ratio, 0.001), 1)
        let duration = max(duration, 1e-6)
        // Settling time scales as 1/ω0 for a given velocity in units of ω0: iterate ω0 = T₁(v/ω0) / duration,
        // where T₁ is the settling time of the spring with ω0 = 1.
        func unitSettle(_ omega: Double) -> Double {
            SpringCurve(mass: 1, stiffness: 1, damping: 2 * ratio, initialVelocity: initialVelocity / omega)
                .settlingDuration(upTo: 10_000)
        }
        var omega = max(unitSettle(.infinity) / duration, 1e-6)
        for _ in 0..<6 { omega = max(unitSettle(omega) / duration, 1e-6) }
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    var omega0: Double { (stiffness / mass).squareRoot() }
    var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The position (0 at the start, 1 at rest) after `t` seconds.
    func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        let w0 = omega0, z = zeta
        let x0 = -1.0  // displacement from the target
        let v0 = initialVelocity
        let displacement: Double
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let envelope = exp(-z * w0 * t)
            displacement = envelope * (x0 * cos(wd * t) + (v0 + z * w0 * x0) / wd * sin(wd * t))
        } else if z == 1 {
            displacement = exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            displacement = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + displacement
    }

    /// The velocity (distance per second) after `t` seconds, by a central difference.
    func velocity(at t: Double) -> Double {
        let h = 1e-4
        return (value(at: t + h) - value(at: max(0, t - h))) / (t > h ? 2 * h : h + t)
    }

    /// The time after which the position stays within 0.001 of the target (Core Animation's
    /// `settlingDuration`), at most `limit`. An underdamped spring's motion is bounded by its decaying envelope
    /// C·e^(−ζω0·t), so it has settled once the envelope is under the threshold; a critically or overdamped one
    /// crosses the target at most once, so a coarse scan back from a safe end finds its last excursion, which a
    /// fine scan then pins down.
    func settlingDuration(upTo limit: Double = 120) -> Double {
        let w0 = omega0, z = zeta
        guard w0 > 0, w0.isFinite, z > 0 else { return limit }
        let threshold = Self.settleThreshold
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let x0 = -1.0, v0 = initialVelocity
            let amplitude = (x0 * x0 + pow((v0 + z * w0 * x0) / wd, 2)).squareRoot()
            return min(limit, max(0, log(amplitude / threshold) / (z * w0)))
        }
        func outside(_ t: Double) -> Bool { abs(1 - value(at: t)) > threshold }
        let decay = w0 * (z - (z * z - 1).squareRoot())
        let amplitude = 2 + abs(initialVelocity) / max(w0, 1e-9) * 4
        var end = min(limit, log(amplitude * 10 / threshold) / max(decay, 1e-9) + 0.01)
        end = max(end, 0.001)
        let coarse = end / 400
        var t = end
        while t > 0, !outside(t) { t -= coarse }
        guard t > 0 else { return 0 }
        let step = coarse / 64
        var last = t
        var probe = t
        while probe <= t + coarse {
            if outside(probe) { last = probe }
            probe += step
        }
        return min(limit, last + step)
    }
}
