import Foundation

/// A discrete recognizer for one or more taps with one or more fingers (or presses of an allowed type, such
/// as `.select`).
///
/// It fails when a finger moves more than `allowableMovement` (10 pt), when more fingers than required come
/// down, or when the next tap of a multi-tap does not begin within `maximumTapGap` (0.35 s).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Creates a tap recognizer whose `handler` runs when the taps are recognized.
    public convenience init(handler: @escaping @MainActor (UITapGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// How many taps make the gesture; 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How far (points) a finger may move during a tap.
    open var allowableMovement = GestureConstants.tapMovementAllowance
    /// The longest wait (seconds) for the next tap of a multi-tap.
    open var maximumTapGap = GestureConstants.multiTapMaximumGap

    private var tapsSoFar = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?
    private var touchesInThisTap = 0
    private var gapTimer: RunLoopClock.Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        gapTimer?.invalidate()
        for touch in touches {
            let location = touch.location(in: nil)
            if let first = firstTapLocation, tapsSoFar > 0,
                hypot(location.x - first.x, location.y - first.y) > GestureConstants.multiTapMaximumDistance
            {
                state = .failed
                return
            }
            startLocations[ObjectIdentifier(touch)] = location
        }
        touchesInThisTap = max(touchesInThisTap, numberOfTouches)
        if touchesInThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfMovedTooFar(touches)
    }

    private func failIfMovedTooFar(_ touches: Set<UITouch>) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let p = touch.location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfMovedTooFar(touches)
        guard state == .possible, numberOfTouches == touches.count else { return }  // wait for every finger
        guard touchesInThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        if tapsSoFar == 0 { firstTapLocation = touches.first?.location(in: nil) }
        touchesInThisTap = 0
        tapFinished()
    }

    /// Counts a finished tap: recognized at the last one, otherwise waiting (at most `maximumTapGap`) for the next.
    private func tapFinished() {
        tapsSoFar += 1
        if tapsSoFar >= numberOfTapsRequired {
            state = .recognized
        } else {
            gapTimer = UIApplication.shared.clock.schedule(after: maximumTapGap) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        gapTimer?.invalidate()
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        tapFinished()
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        touchesInThisTap = 0
        startLocations.removeAll()
        firstTapLocation = nil
        gapTimer?.invalidate()
        gapTimer = nil
    }
}
