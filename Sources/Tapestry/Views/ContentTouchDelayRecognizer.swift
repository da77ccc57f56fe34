import Foundation

/// Holds a scroll view's content touch-downs (delaysTouchesBegan) until 0.15 s pass or the touch lifts
/// (then it fails and the content gets them), or until the scroll view starts scrolling (then it recognizes
/// and they are dropped).
@MainActor
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
    private var timer: RunLoopClock.Timer?
    private(set) var deliveredToContent = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = true
    }

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override var delaysTouchesBegan: Bool {
        get { scrollView?.delaysContentTouches ?? true }
        set {}
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        deliveredToContent = false
        if let scrollView, scrollView.touchLandedDuringMotion() {
            // A touch that stops a fling is the scroll view's: the content never sees it.
            state = .recognized
            return
        }
        guard let scrollView, scrollView.delaysContentTouches else {
            deliveredToContent = true
            state = .failed
            return
        }
        timer?.invalidate()
        // The event is held weakly: it holds its touches, they hold their window, and a timer kept by this
        // recognizer must not keep the whole window alive (the chaos fuzzer's leak check found that cycle).
        timer = UIApplication.shared.clock.schedule(after: GestureConstants.scrollViewContentDelay) {
            [weak self, weak event] in
            self?.delayIsOver(event: event ?? UIApplication.shared.touchesEvent)
        }
    }

    private func delayIsOver(event: UIEvent) {
        guard state == .possible, let scrollView else { return }
        let touches = Set(trackedTouches)
        let contentView = trackedTouches.first?.view ?? scrollView
        if contentView !== scrollView, !scrollView.touchesShouldBegin(touches, with: event, in: contentView) {
            state = .recognized  // the content does not get the touch
        } else {
            deliveredToContent = true
            state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            deliveredToContent = true
            state = .failed  // a quick tap: deliver the held touch-down and its end
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    /// The scroll view began scrolling: held touch-downs are dropped.
    func scrollingBegan() {
        if state == .possible { state = .recognized }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        scrollView?.touchesEndedWithoutDragging()
    }
}
