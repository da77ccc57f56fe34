import Foundation

/// The methods a scroll view's delegate implements to hear about scrolling. Every method is optional.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag (the scroll view's pan) began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts decelerating after a fling.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content stopped decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// A view whose content (its subviews, laid out in `contentSize`) scrolls by dragging, by the wheel, or in
/// code; the content offset is the bounds origin.
///
/// Content touches follow SEMANTICS §4.13: with `delaysContentTouches` a touch-down reaches the content only
/// once it is clear the user is not scrolling (0.15 s, or the touch lifting); with `canCancelContentTouches`
/// a drag that starts scrolling cancels the content's touches, unless `touchesShouldCancel(in:)` says no
/// (false for controls, so a button held first keeps tracking). There is no bouncing: the offset stays in range.
@MainActor
open class UIScrollView: UIView, WheelScrollable {
    /// The size of the content.
    open var contentSize: CGSize = .zero {
        didSet { updateIndicators() }
    }
    /// Extra room around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// The inset used for the scrollable range (the content inset here).
    public var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Whether dragging scrolls; true by default.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content bounces past its edges; scrolling here never bounces.
    open var bounces = true
    /// Whether content touch-downs wait until it is clear the user is not scrolling; true by default.
    open var delaysContentTouches = true
    /// Whether a drag that scrolls cancels the content's touches; true by default.
    open var canCancelContentTouches = true
    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true
    /// How quickly a fling slows: the velocity kept per millisecond (0.998 normal, 0.99 fast).
    open var decelerationRate: CGFloat = 0.998
    /// The delegate.
    open weak var delegate: UIScrollViewDelegate?
    /// Whether the user is dragging.
    public private(set) var isDragging = false
    /// Whether the content moves on after a fling.
    public private(set) var isDecelerating = false

    /// The recognizer that scrolls by dragging.
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer!
    private var delayRecognizer: ContentTouchDelayRecognizer!
    private var dragStartOffset = CGPoint.zero
    private var motionTimer: RunLoopClock.Timer?
    private var indicatorTimer: RunLoopClock.Timer?
    private let verticalIndicator = UIView()
    private let horizontalIndicator = UIView()

    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer = ScrollViewPanRecognizer { [weak self] pan in self?.handlePan(pan) }
        panGestureRecognizer.name = "scroll view pan"
        delayRecognizer = ContentTouchDelayRecognizer()
        delayRecognizer.name = "scroll view content delay"
        addGestureRecognizer(delayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.backgroundColor = UIColor.black.withAlphaComponent(0.35)
            indicator.layer.cornerRadius = 1.5
            indicator.isUserInteractionEnabled = false
            indicator.isHidden = true
        }
    }

    // MARK: Offset

    /// The point of the content shown at the top-left corner: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin, newValue.isFinite else { return }
            bounds.origin = newValue
            updateIndicators()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The smallest and largest offsets the content allows.
    public var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Sets the offset, over 0.3 s of the run loop's clock when `animated`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        motionTimer?.invalidate()
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        let clock = UIApplication.shared.clock
        let start = self.contentOffset, startTime = clock.now
        motionTimer = clock.schedule(after: 1.0 / 60, repeating: 1.0 / 60) { [weak self] in
            guard let self else { return }
            let t = min(1, (clock.now - startTime) / 0.3)
            let eased = CGFloat(1 - pow(1 - t, 3))
            self.contentOffset = CGPoint(
                x: start.x + (contentOffset.x - start.x) * eased, y: start.y + (contentOffset.y - start.y) * eased)
            if t >= 1 {
                self.motionTimer?.invalidate()
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }
    }

    /// Scrolls so that `rect` (content coordinates) is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.minX < offset.x {
            offset.x = rect.minX
        } else if rect.maxX > offset.x + bounds.width {
            offset.x = rect.maxX - bounds.width
        }
        if rect.minY < offset.y {
            offset.y = rect.minY
        } else if rect.maxY > offset.y + bounds.height {
            offset.y = rect.maxY - bounds.height
        }
        setContentOffset(clamped(offset), animated: animated)
    }

    // MARK: Content touches

    /// Whether the content view under a touch gets it once the delay is over; true by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag that starts scrolling may cancel the touches of `view`: false for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Dragging

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            motionTimer?.invalidate()
            isDecelerating = false
            isDragging = true
            dragStartOffset = contentOffset
            delayRecognizer.scrollingBegan()
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough
        case .changed:
            // The bounds move with the content, so the translation is measured in window coordinates.
            let moved = pan.translation(in: nil)
            contentOffset = clamped(CGPoint(x: dragStartOffset.x - moved.x, y: dragStartOffset.y - moved.y))
        case .ended:
            isDragging = false
            let velocity = pan.velocity(in: nil)
            let fling = CGPoint(x: -velocity.x, y: -velocity.y)
            let decelerate = hypot(fling.x, fling.y) > 50 && clamped(contentOffset) == contentOffset
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
            if decelerate { startDeceleration(from: fling) }
        case .cancelled:
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        default:
            break
        }
    }

    /// Moves the content on after a fling, slowing by `decelerationRate` per millisecond on the run loop's clock.
    private func startDeceleration(from initialVelocity: CGPoint) {
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let clock = UIApplication.shared.clock
        var velocity = initialVelocity
        var last = clock.now
        motionTimer = clock.schedule(after: 1.0 / 60, repeating: 1.0 / 60) { [weak self] in
            guard let self else { return }
            let now = clock.now
            let dt = now - last
            last = now
            let decay = pow(self.decelerationRate, CGFloat(dt * 1000))
            velocity = CGPoint(x: velocity.x * decay, y: velocity.y * decay)
            let target = CGPoint(
                x: self.contentOffset.x + velocity.x * CGFloat(dt), y: self.contentOffset.y + velocity.y * CGFloat(dt))
            let next = self.clamped(target)
            self.contentOffset = next
            if hypot(velocity.x, velocity.y) < 10 || next != target {
                self.motionTimer?.invalidate()
                self.isDecelerating = false
                self.delegate?.scrollViewDidEndDecelerating(self)
            }
        }
    }

    func scrollWheel(by delta: CGPoint) -> Bool {
        guard isScrollEnabled else { return false }
        let target = clamped(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
        guard target != contentOffset else { return false }
        contentOffset = target
        return true
    }

    // MARK: Indicators

    private func updateIndicators() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        for indicator in [verticalIndicator, horizontalIndicator] where indicator.superview !== self {
            super.addSubview(indicator)
        }
        bringSubviewToFront(verticalIndicator)
        bringSubviewToFront(horizontalIndicator)
        let visible = bounds
        if contentSize.height > visible.height, showsVerticalScrollIndicator {
            let length = max(20, visible.height * visible.height / contentSize.height)
            let progress = (contentOffset.y - offsetRange.min.y) / max(1, offsetRange.max.y - offsetRange.min.y)
            verticalIndicator.frame = CGRect(
                x: visible.maxX - 5, y: visible.minY + progress * (visible.height - length), width: 3, height: length)
        }
        if contentSize.width > visible.width, showsHorizontalScrollIndicator {
            let length = max(20, visible.width * visible.width / contentSize.width)
            let progress = (contentOffset.x - offsetRange.min.x) / max(1, offsetRange.max.x - offsetRange.min.x)
            horizontalIndicator.frame = CGRect(
                x: visible.minX + progress * (visible.width - length), y: visible.maxY - 5, width: length, height: 3)
        }
        flashIndicatorsWhileScrolling()
    }

    private func flashIndicatorsWhileScrolling() {
        verticalIndicator.isHidden = !(contentSize.height > bounds.height && showsVerticalScrollIndicator)
        horizontalIndicator.isHidden = !(contentSize.width > bounds.width && showsHorizontalScrollIndicator)
        indicatorTimer?.invalidate()
        indicatorTimer = UIApplication.shared.clock.schedule(after: 0.5) { [weak self] in
            guard let self, !self.isDragging, !self.isDecelerating else { return }
            self.verticalIndicator.isHidden = true
            self.horizontalIndicator.isHidden = true
        }
    }

    /// Shows the indicators briefly.
    open func flashScrollIndicators() { flashIndicatorsWhileScrolling() }

    // MARK: The two internal recognizers

    /// The scroll view's pan: it may not begin over content that refuses to be cancelled, and its failure or
    /// success settles the content delay.
    private final class ScrollViewPanRecognizer: UIPanGestureRecognizer {
        required init() {
            super.init()
            delaysTouchesEnded = false
        }

        var scrollView: UIScrollView? { view as? UIScrollView }

        override var cancelsTouchesInView: Bool {
            get { scrollView?.canCancelContentTouches ?? true }
            set {}
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            if state == .possible, let scrollView, let touch = touches.first, let touchView = touch.view,
                touchView !== scrollView, scrollView.delayRecognizer.deliveredToContent
            {
                // Content already has the touch: scroll only if it may be cancelled.
                if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: touchView) {
                    let start = touch.startLocationInWindow
                    let moved = hypot(touch.locationInWindow.x - start.x, touch.locationInWindow.y - start.y)
                    if moved >= hysteresis {
                        state = .failed
                        return
                    }
                }
            }
            super.touchesMoved(touches, with: event)
        }

        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
            !(preventedGestureRecognizer is ContentTouchDelayRecognizer)
        }
    }
}
