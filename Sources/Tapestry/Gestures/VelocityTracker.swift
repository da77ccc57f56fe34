import Foundation

/// Estimates velocity from recent samples of a position (or any value) over time: the change across the
/// samples of the last `window` seconds, divided by their time span.
struct VelocityTracker {
    private var samples: [(time: TimeInterval, value: CGPoint)] = []
    /// How far back (seconds) samples count.
    var window: TimeInterval = 0.1

    mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// How long a finger may rest before lifting and still fling: a lift reported this soon after the last move,
    /// at the same place, is the end of the motion (a real lift arrives a frame after the last move), not a stop.
    static let liftGrace: TimeInterval = 0.05

    /// Adds the position where the finger lifted: unless it lifted where it last moved within `liftGrace`, in
    /// which case the motion's velocity stands (counting the lift's few still milliseconds would lose 8–10 % of a
    /// steady flick's speed).
    mutating func addLift(_ value: CGPoint, at time: TimeInterval) {
        if let last = samples.last, last.value == value, time - last.time <= Self.liftGrace { return }
        add(value, at: time)
    }

    mutating func add(_ value: CGPoint, at time: TimeInterval) {
        samples.append((time, value))
        while let first = samples.first, time - first.time > window * 2, samples.count > 2 { samples.removeFirst() }
    }

    /// Shifts every sample by `offset`, so a jump in the tracked value (a finger added) is not read as speed.
    mutating func shift(by offset: CGPoint) {
        samples = samples.map { ($0.time, CGPoint(x: $0.value.x + offset.x, y: $0.value.y + offset.y)) }
    }

    /// Units per second over the recent samples; zero with fewer than two samples or no elapsed time.
    var velocity: CGPoint {
        guard let last = samples.last else { return .zero }
        let first = samples.first { last.time - $0.time <= window } ?? samples[0]
        let dt = last.time - first.time
        guard dt > 0 else { return .zero }
        return CGPoint(x: (last.value.x - first.value.x) / dt, y: (last.value.y - first.value.y) / dt)
    }
}
