import Foundation

/// A discrete recognizer for a quick stroke in one of `direction`: at least `minimumDistance` (50 pt) along
/// it within `maximumDuration` (0.5 s), mostly straight. It is recognized mid-stroke, as soon as that holds.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Creates a swipe recognizer whose `handler` runs when the swipe is recognized.
    public convenience init(handler: @escaping @MainActor (UISwipeGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bit pattern, matching UIKit's.
        public var rawValue: UInt
        /// Creates directions from a bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count; `.right` by default.
    open var direction: Direction = .right
    /// How many fingers must swipe; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How far (points) the stroke must go.
    open var minimumDistance = GestureConstants.swipeMinimumDistance
    /// How long (seconds) the stroke may take.
    open var maximumDuration = GestureConstants.swipeMaximumDuration

    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = location(in: nil)
        startTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(event)
    }

    /// Recognizes or fails from where the touches are now (the overridable hooks are not called from each
    /// other, so a subclass sees only the phases that happened).
    private func follow(_ event: UIEvent) {
        guard state == .possible else { return }
        if event.timestamp - startTime > maximumDuration {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        let p = location(in: nil)
        let dx = p.x - start.x, dy = p.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= minimumDistance, abs(across) <= along / 2 {
                state = .recognized
                return
            }
        }
        // Strayed too far in a direction that cannot become a swipe.
        let distance = hypot(dx, dy)
        if distance >= minimumDistance * 2 { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(event)
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }
}
