import Foundation

extension UIGestureRecognizer {
    /// Cancellation of a continuous gesture: cancelled once begun, failed before.
    func cancelContinuousGesture() {
        state = state == .possible ? .failed : .cancelled
    }

    /// The end of a two-finger gesture: ended once begun; failed when the last finger lifts before it began.
    func endTwoFingerGesture(lifting touches: Set<UITouch>) {
        if state == .began || state == .changed {
            state = .ended
        } else if numberOfTouches == touches.count {
            state = .failed
        }
    }

    /// Ignores the touches beyond the first two (pinch and rotation use two fingers).
    func ignoreTouchesBeyondTwo(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
    }

    /// The distance between the first two fingers, or nil with fewer.
    var twoFingerDistance: CGFloat? {
        guard numberOfTouches >= 2 else { return nil }
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        return hypot(b.x - a.x, b.y - a.y)
    }
}
