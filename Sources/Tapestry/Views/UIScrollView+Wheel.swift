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
        setOffset(target)
        flashIndicatorsWhileScrolling()
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
