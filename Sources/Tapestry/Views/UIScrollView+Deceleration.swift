import Foundation

/// The content moving without a finger, one frame at a time on the frame clock: deceleration, animated
/// offsets, the wheel's easing and the zoom's bounce.
extension UIScrollView {
    func startMotion(_ reason: MotionReason) {
        motionReason = reason
        UIApplication.shared.frameClock.addObserver(self) { [weak self] now in self?.motionFrame(at: now) }
    }

    /// Stops wherever the content is (no delegate calls).
    func stopMotion() {
        guard motionReason != nil else { return }
        motionReason = nil
        motionX.kind = .idle
        motionY.kind = .idle
        isDecelerating = false
        zoomState.bounce = nil
        UIApplication.shared.frameClock.removeObserver(self)
    }

    func motionFrame(at now: Double) {
        if zoomState.bounce != nil {
            zoomFrame(at: now)
            return
        }
        let range = offsetRange
        let rate = decelerationRate.rawValue
        let axes = scrollableAxes
        isStepping = true
        let x =
            motionX.isMoving
            ? motionX.step(
                at: now, rate: rate, range: range.min.x...range.max.x, bounces: bouncesHorizontally && axes.horizontal)
            : (value: contentOffset.x, done: true)
        let y =
            motionY.isMoving
            ? motionY.step(
                at: now, rate: rate, range: range.min.y...range.max.y, bounces: bouncesVertically && axes.vertical)
            : (value: contentOffset.y, done: true)
        setOffset(CGPoint(x: x.value, y: y.value))
        isStepping = false
        guard x.done && y.done else { return }
        let reason = motionReason
        stopMotion()
        switch reason {
        case .deceleration?: delegate?.scrollViewDidEndDecelerating(self)
        case .animation?: delegate?.scrollViewDidEndScrollingAnimation(self)
        default: break
        }
    }
}
