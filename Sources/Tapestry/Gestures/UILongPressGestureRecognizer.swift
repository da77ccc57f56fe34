import Foundation

/// A continuous recognizer for fingers held still for `minimumPressDuration` (0.5 s): it begins then,
/// changes as the fingers move, and ends when they lift. Moving more than `allowableMovement` (10 pt) before
/// it begins, or lifting early, fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Creates a long-press recognizer whose `handler` runs on began, changed, ended and cancelled.
    public convenience init(handler: @escaping @MainActor (UILongPressGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// How long (seconds) the fingers must be held.
    open var minimumPressDuration = GestureConstants.longPressMinimumDuration
    /// How far (points) the fingers may move before the gesture begins.
    open var allowableMovement = GestureConstants.longPressAllowableMovement
    /// How many fingers must be held; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How many taps must come before the held one; 0 by default.
    open var numberOfTapsRequired = 0

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var holdTimer: RunLoopClock.Timer?
    private var tapsSoFar = 0
    private var tapGapTimer: RunLoopClock.Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tapGapTimer?.invalidate()
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired, tapsSoFar == numberOfTapsRequired {
            holdTimer?.invalidate()
            holdTimer = UIApplication.shared.clock.schedule(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let p = touch.location(in: nil)
                if hypot(p.x - start.x, p.y - start.y) > allowableMovement {
                    state = .failed
                    return
                }
            }
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .ended
        } else if state == .possible {
            holdTimer?.invalidate()
            if tapsSoFar < numberOfTapsRequired, numberOfTouches == touches.count {
                // A preliminary tap: wait for the next touch.
                tapsSoFar += 1
                tapGapTimer = UIApplication.shared.clock.schedule(after: GestureConstants.multiTapMaximumGap) {
                    [weak self] in
                    guard let self, self.state == .possible else { return }
                    self.state = .failed
                }
            } else {
                state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        holdTimer?.invalidate()
        holdTimer = nil
        tapGapTimer?.invalidate()
        tapGapTimer = nil
        startLocations.removeAll()
        tapsSoFar = 0
    }
}
