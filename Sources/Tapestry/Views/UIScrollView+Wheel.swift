import Foundation

/// The wheel and the trackpad: clicks ease to their target, continuous deltas move the content at once.
extension UIScrollView {
    /// Moves the content at once by a continuous scroll delta (a smooth wheel, a trackpad); false when it
    /// cannot move that way.
    func scrollContinuously(by delta: CGPoint) -> Bool {
        guard isScrollEnabled else { return false }
        let target = clamped(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
        guard target != contentOffset else { return false }
        if motionReason != nil { stopMotion() }
        let now = UIApplication.shared.clock.now
        continuousScroll.removeAll { now - $0.time > 0.1 }
        continuousScroll.append((CGPoint(x: target.x - contentOffset.x, y: target.y - contentOffset.y), now))
        setOffset(target)
        flashIndicatorsWhileScrolling()
        return true
    }

    /// The fingers left the trackpad (the end of a continuous scroll): the content carries on at the speed of
    /// the last tenth of a second and decelerates as after a fling; false when it was not moving then.
    func endContinuousScroll() -> Bool {
        let now = UIApplication.shared.clock.now
        let recent = continuousScroll.filter { now - $0.time <= 0.1 }
        continuousScroll.removeAll()
        guard let first = recent.first, recent.count >= 2 else { return false }
        // The deltas after the first came over the time since it.
        let span = max(now - first.time, 1.0 / 120)
        let moved = recent.dropFirst().reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.delta.x, y: $0.y + $1.delta.y) }
        let velocity = CGPoint(x: moved.x / span, y: moved.y / span)
        guard hypot(velocity.x, velocity.y) > ScrollPhysics.stopSpeed else { return false }
        release(velocity: velocity)
        return true
    }

    func scrollWheel(by delta: CGPoint) -> Bool {
        guard isScrollEnabled else { return false }
        // Wheel clicks ease to their target (never past an edge); clicks in a row add up.
        var from = contentOffset
        if motionReason == .wheel, case .ease(_, let tx, _, _) = motionX.kind,
            case .ease(_, let ty, _, _) = motionY.kind
        {
            from = CGPoint(x: tx, y: ty)
        }
        let target = clamped(CGPoint(x: from.x + delta.x, y: from.y + delta.y))
        guard target != from else { return false }
        if motionReason != nil && motionReason != .wheel { stopMotion() }
        let now = UIApplication.shared.clock.now
        motionX.kind = .ease(from: contentOffset.x, to: target.x, start: now, duration: 0.15)
        motionY.kind = .ease(from: contentOffset.y, to: target.y, start: now, duration: 0.15)
        if motionReason != .wheel { startMotion(.wheel) }
        flashIndicatorsWhileScrolling()
        return true
    }
}
