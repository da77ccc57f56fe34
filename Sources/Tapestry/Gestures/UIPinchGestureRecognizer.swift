import Foundation

/// A continuous recognizer for two fingers moving apart or together: `scale` is their distance now over
/// their distance when the second finger landed (or when `scale` was last set).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Creates a pinch recognizer whose `handler` runs on began, changed, ended and cancelled.
    public convenience init(handler: @escaping @MainActor (UIPinchGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    private var baseDistance: CGFloat = 0
    private var baseScale: CGFloat = 1
    private var tracker = VelocityTracker()
    private var storedScale: CGFloat = 1

    /// How far (points) the distance must change before the gesture begins.
    open var hysteresis: CGFloat = 8

    /// The scale factor relative to the fingers' distance at the start (or at the last assignment).
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            baseScale = newValue
            baseDistance = currentDistance() ?? baseDistance
        }
    }

    /// The rate of change of `scale`, per second.
    open var velocity: CGFloat { tracker.velocity.x }

    private func currentDistance() -> CGFloat? { twoFingerDistance }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        ignoreTouchesBeyondTwo(touches, with: event)
        if numberOfTouches == 2, let d = currentDistance() {
            baseDistance = d
            baseScale = storedScale
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let d = currentDistance() else { return }
        if baseDistance < 1 {
            // The fingers started on one point (a mirrored mouse drag): measure from where they separate.
            if d >= 1 { baseDistance = d }
            return
        }
        switch state {
        case .possible:
            if abs(d - baseDistance) >= hysteresis {
                storedScale = baseScale * d / baseDistance
                tracker.add(CGPoint(x: storedScale, y: 0), at: event.timestamp)
                state = .began
            }
        case .began, .changed:
            storedScale = baseScale * d / baseDistance
            tracker.add(CGPoint(x: storedScale, y: 0), at: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endTwoFingerGesture(lifting: touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        storedScale = 1
        baseScale = 1
        baseDistance = 0
        tracker.reset()
    }
}

/// A continuous recognizer for two fingers turning: `rotation` is the angle (radians, clockwise on screen
/// positive) between the line through them now and when the second finger landed.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Creates a rotation recognizer whose `handler` runs on began, changed, ended and cancelled.
    public convenience init(handler: @escaping @MainActor (UIRotationGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    private var baseAngle: CGFloat = 0
    private var baseRotation: CGFloat = 0
    private var storedRotation: CGFloat = 0
    private var tracker = VelocityTracker()

    /// How far (radians) the fingers must turn before the gesture begins (about 4°).
    open var hysteresis: CGFloat = 0.07

    /// The rotation in radians since the start (or the last assignment).
    open var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            baseRotation = newValue
            baseAngle = currentAngle() ?? baseAngle
        }
    }

    /// The rate of change of `rotation`, in radians per second.
    open var velocity: CGFloat { tracker.velocity.x }

    private func currentAngle() -> CGFloat? {
        guard numberOfTouches >= 2 else { return nil }
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    private func normalized(_ angle: CGFloat) -> CGFloat {
        var a = angle
        while a > .pi { a -= 2 * .pi }
        while a < -.pi { a += 2 * .pi }
        return a
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        ignoreTouchesBeyondTwo(touches, with: event)
        if numberOfTouches == 2, let angle = currentAngle() {
            baseAngle = angle
            baseRotation = storedRotation
            hasBaseAngle = (twoFingerDistance ?? 0) >= 1
        }
    }

    private var hasBaseAngle = false

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle = currentAngle() else { return }
        if !hasBaseAngle {
            // Coincident fingers have no angle yet: take the first one they show.
            if let d = twoFingerDistance, d >= 1 {
                baseAngle = angle
                hasBaseAngle = true
            }
            return
        }
        let turned = normalized(angle - baseAngle)
        switch state {
        case .possible:
            if abs(turned) >= hysteresis {
                storedRotation = baseRotation + turned
                tracker.add(CGPoint(x: storedRotation, y: 0), at: event.timestamp)
                state = .began
            }
        case .began, .changed:
            storedRotation = baseRotation + turned
            tracker.add(CGPoint(x: storedRotation, y: 0), at: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endTwoFingerGesture(lifting: touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        storedRotation = 0
        baseRotation = 0
        hasBaseAngle = false
        tracker.reset()
    }
}
