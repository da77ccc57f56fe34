import Foundation

/// A view whose content (its subviews, laid out in `contentSize`) scrolls by dragging, by the wheel, or in
/// code; the content offset is the bounds origin. It moves as on iOS (SEMANTICS §10.8): the content follows
/// the finger from where the pan began, rubber-bands past its edges, decelerates after a fling by
/// `decelerationRate` per millisecond, springs back to an edge critically damped, settles on pages when
/// paging, and zooms with a pinch between `minimumZoomScale` and `maximumZoomScale`.
///
/// Content touches follow SEMANTICS §4.13: with `delaysContentTouches` a touch-down reaches the content only
/// once it is clear the user is not scrolling (0.15 s, or the touch lifting); with `canCancelContentTouches`
/// a drag that starts scrolling cancels the content's touches, unless `touchesShouldCancel(in:)` says no
/// (false for controls, so a button held first keeps tracking). A touch that lands while the content moves
/// stops it and does not reach the content.
@preconcurrency @MainActor
open class UIScrollView: UIView, WheelScrollable {
    /// The size of the content.
    open var contentSize: CGSize = .zero {
        didSet {
            updateIndicators()
            checkKeyValueObservations()
        }
    }
    /// The adjusted content inset changed (the content inset, or the safe area it adds): tells the delegate.
    /// Override it to react, and call `super` so the delegate still hears it.
    open func adjustedContentInsetDidChange() { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
    /// Extra room around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard oldValue != contentInset else { return }
            checkKeyValueObservations()
            adjustedContentInsetDidChange()
        }
    }
    /// The inset used for the scrollable range: the content inset plus the safe area (a navigation bar above,
    /// a tab bar below) as `contentInsetAdjustmentBehavior` says: `.automatic` and `.always` add it at the top
    /// and bottom (and at the sides when the content scrolls sideways or `.always`), `.scrollableAxes` along the
    /// axes that scroll, `.never` not at all.
    public var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safe = safeAreaInsets
        guard safe != .zero else { return contentInset }
        let scrollsAcross = contentSize.width > bounds.width || alwaysBounceHorizontal
        let scrollsDown = contentSize.height > bounds.height || alwaysBounceVertical
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsDown, scrollsAcross)
        default: (vertical, horizontal) = (true, scrollsAcross)
        }
        var inset = contentInset
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The adjusted inset when the safe area last changed.
    private var lastAdjustedInset = UIEdgeInsets.zero
    lazy var edgeEffects = ScrollEdgeEffects()  // UIKit 26 (UIScrollEdgeEffect.swift)

    /// Lays out; a safe area that changed because the view moved (not only because a bar came or went) moves
    /// resting content to the new top edge too.
    open override func layoutSubviews() {
        super.layoutSubviews()
        followAdjustedInset()
        refreshControl?.place()  // as wide as the scroll view
    }

    /// The safe area changed (a bar came or went): content resting at the top edge stays at the new top edge.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        followAdjustedInset()
    }

    private func followAdjustedInset() {
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedInset else { return }
        let old = lastAdjustedInset
        lastAdjustedInset = adjusted
        if !isDragging && motionReason == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
            setOffset(offset)
        }
        adjustedContentInsetDidChange()
    }
    /// How the safe area adds to the content inset.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether dragging scrolls; true by default.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content rubber-bands past its edges and bounces back; true by default. Setting it sets
    /// `bouncesHorizontally` and `bouncesVertically`; it reads true while either bounces.
    open var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }
    /// Whether the content bounces past its left and right edges; true by default.
    open var bouncesHorizontally = true
    /// Whether the content bounces past its top and bottom edges; true by default.
    open var bouncesVertically = true
    /// Whether the arrow, Page Up/Down, Home and End keys scroll the view when it (or a view in it) has focus;
    /// true by default (kept: Tapestry's lists answer those keys themselves).
    open var allowsKeyboardScrolling = true
    /// Whether the scroll indicators keep clear of the safe area as the content insets do; true by default
    /// (kept: the indicators are drawn inside the adjusted insets).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Whether vertical dragging bounces even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Whether horizontal dragging bounces even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether the content comes to rest on multiples of the bounds size.
    open var isPagingEnabled = false
    /// Whether a tap on the status bar scrolls this view to the top: kept, as a desktop window has no status
    /// bar (the Home key and Ctrl+Home do it in Tapestry's lists).
    open var scrollsToTop = true
    /// Whether a drag that starts along one axis stays on it.
    open var isDirectionalLockEnabled = false
    /// Whether content touch-downs wait until it is clear the user is not scrolling; true by default.
    open var delaysContentTouches = true
    /// Whether a drag that scrolls cancels the content's touches; true by default.
    open var canCancelContentTouches = true
    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true
    /// How the indicators are drawn.
    open var indicatorStyle: IndicatorStyle = .default
    /// How quickly a fling slows: the velocity kept per millisecond (`.normal` 0.998, `.fast` 0.99).
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            precondition(
                decelerationRate.rawValue > 0 && decelerationRate.rawValue < 1,
                "UIScrollView.decelerationRate must lie strictly between 0 and 1, got \(decelerationRate.rawValue)")
        }
    }
    /// The delegate.
    open weak var delegate: UIScrollViewDelegate?
    /// Whether the user is dragging.
    public internal(set) var isDragging = false
    /// Whether the user's finger is down on the content.
    public var isTracking: Bool { isDragging || panGestureRecognizer.state == .possible && panTouchCount > 0 }
    /// Whether the content moves on after a fling (or springs back).
    public internal(set) var isDecelerating = false

    /// The control that refreshes the content when it is pulled down past its top.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            oldValue?.scrollView = nil
            if let refreshControl {
                refreshControl.scrollView = self
                insertSubview(refreshControl, at: 0)
                refreshControl.place()
            }
        }
    }

    /// The recognizer that scrolls by dragging.
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer!
    var delayRecognizer: ContentTouchDelayRecognizer!
    var motionX = AxisMotion()
    var motionY = AxisMotion()
    /// Why the content moves without a finger.
    enum MotionReason { case deceleration, animation, wheel }
    var motionReason: MotionReason?
    /// The continuous scrolling of the last moments (a trackpad's deltas and when they came), for the speed the
    /// content keeps when the fingers leave it.
    var continuousScroll: [(delta: CGPoint, time: Double)] = []
    var isStepping = false
    var dragStartRaw = CGPoint.zero
    var dragStartOffset = CGPoint.zero
    var translationAtBegan = CGPoint.zero
    private var indicatorTimer: RunLoopClock.Timer?
    private let verticalIndicator = UIView()
    private let horizontalIndicator = UIView()
    var zoomState = ZoomState()
    /// The navigation controller whose bar shows its scroll-edge look while this scroll view is at its top.
    weak var scrollEdgeObserver: UINavigationController?

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
        installPinchRecognizer()
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.backgroundColor = UIColor.black.withAlphaComponent(0.35)
            indicator.layer.cornerRadius = 1.5
            indicator.isUserInteractionEnabled = false
            indicator.isHidden = true
        }
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    private var panTouchCount: Int { panGestureRecognizer.numberOfTouches }

    // MARK: Offset

    /// The point of the content shown at the top-left corner: the bounds origin. Setting it stops any motion.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            if !isStepping && !isDragging && motionReason != nil { stopMotion() }
            setOffset(newValue)
        }
    }

    /// Where content released by a drag comes to rest, given where it would (`proposed`) and the velocity
    /// (points per millisecond); the proposal by default. A collection view asks its layout, a sideways list
    /// section its behaviour.
    func restingOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Moves the content; as in UIKit the view lays itself out again (a view that tiles its content places the
    /// newly visible parts in `layoutSubviews`).
    func setOffset(_ offset: CGPoint) {
        guard offset != bounds.origin, offset.isFinite else { return }
        bounds.origin = offset
        // Content constrained to the frame guide stays in view: the guide moves with the offset.
        if let guide = layoutState?.frameGuide { layoutEngine.itemDidChange(guide) }
        setNeedsLayout()
        refreshControl?.scrollViewDidMove()
        scrollEdgeObserver?.contentScrollViewDidScroll(self)
        updateIndicators()
        delegate?.scrollViewDidScroll(self)
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

    /// Whether dragging moves the content along each axis (it is larger than the view, or always bounces).
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let range = offsetRange
        return (
            range.max.x > range.min.x || (alwaysBounceHorizontal && bouncesHorizontally),
            range.max.y > range.min.y || (alwaysBounceVertical && bouncesVertically)
        )
    }

    /// Sets the offset, moving there over about 0.3 s (an ease-out) when `animated`; the delegate hears
    /// `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            setOffset(contentOffset)
            return
        }
        let now = UIApplication.shared.clock.now
        motionX.kind = .ease(from: self.contentOffset.x, to: contentOffset.x, start: now, duration: 0.3)
        motionY.kind = .ease(from: self.contentOffset.y, to: contentOffset.y, start: now, duration: 0.3)
        startMotion(.animation)
    }

    /// Whether the content is moving to an offset set with `setContentOffset(_:animated:)` (or a scroll to a
    /// rectangle or the top).
    public var isScrollAnimating: Bool { motionReason == .animation && zoomState.bounce == nil }
    /// Whether a zoom set with `setZoomScale(_:animated:)` or `zoom(to:animated:)` is under way.
    public var isZoomAnimating: Bool { zoomState.bounce != nil }
    /// Stops scrolling and zooming where they are: deceleration, animated offsets and zooms (no delegate calls).
    public func stopScrollingAndZooming() { stopMotion() }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
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
        let target = clamped(offset)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Content touches

    /// Whether the content view under a touch gets it once the delay is over; true by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag that starts scrolling may cancel the touches of `view`: false for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// A finger landed: motion stops where it is. Returns whether the content was moving (the touch then
    /// does not reach the content).
    func touchLandedDuringMotion() -> Bool {
        guard motionReason == .deceleration || motionReason == .wheel else { return false }
        stopMotion()
        return true
    }

    /// A touch sequence ended without a drag: content left past an edge springs back.
    func touchesEndedWithoutDragging() {
        guard !isDragging, motionReason == nil, clamped(contentOffset) != contentOffset else { return }
        release(velocity: .zero)
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
            // The track runs between the vertical indicator's insets.
            let track = visible.inset(by: verticalScrollIndicatorInsets)
            let length = max(20, track.height * visible.height / contentSize.height)
            let progress = (contentOffset.y - offsetRange.min.y) / max(1, offsetRange.max.y - offsetRange.min.y)
            let y = track.minY + min(max(progress, 0), 1) * (track.height - length)
            verticalIndicator.frame = CGRect(x: track.maxX - 5, y: y, width: 3, height: length)
        }
        if contentSize.width > visible.width, showsHorizontalScrollIndicator {
            let track = visible.inset(by: horizontalScrollIndicatorInsets)
            let length = max(20, track.width * visible.width / contentSize.width)
            let progress = (contentOffset.x - offsetRange.min.x) / max(1, offsetRange.max.x - offsetRange.min.x)
            let x = track.minX + min(max(progress, 0), 1) * (track.width - length)
            horizontalIndicator.frame = CGRect(x: x, y: track.maxY - 5, width: length, height: 3)
        }
        flashIndicatorsWhileScrolling()
    }

    func flashIndicatorsWhileScrolling() {
        verticalIndicator.isHidden = !(contentSize.height > bounds.height && showsVerticalScrollIndicator)
        horizontalIndicator.isHidden = !(contentSize.width > bounds.width && showsHorizontalScrollIndicator)
        indicatorTimer?.invalidate()
        indicatorTimer = UIApplication.shared.clock.schedule(after: 0.5) { [weak self] in
            guard let self, !self.isDragging, self.motionReason == nil else { return }
            self.verticalIndicator.isHidden = true
            self.horizontalIndicator.isHidden = true
        }
    }

    /// How dragging the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// It does not.
        case none = 0
        /// A drag ends editing (the first responder resigns) as it begins.
        case onDrag = 1
        /// As `.onDrag` here (there is no software keyboard to drag down).
        case interactive = 2
        /// As `.onDrag`.
        case onDragWithAccessory = 3
        /// As `.onDrag`.
        case interactiveWithAccessory = 4
    }

    /// How dragging the content dismisses the keyboard: with anything but `.none`, the text field or view
    /// being edited resigns when a drag begins. `.none` by default.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// How far the vertical indicator's track stays from the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateIndicators() }
    }
    /// How far the horizontal indicator's track stays from the edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateIndicators() }
    }
    /// Both indicators' insets (reads the vertical one's), as UIKit's older property.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the indicators briefly.
    open func flashScrollIndicators() { flashIndicatorsWhileScrolling() }

    /// The scroll view's own recognizers ask it first: the pinch begins only when zooming is possible.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === zoomState.pinch { return pinchShouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The scroll view left its window: motion stops.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopMotion() }
    }

    // MARK: The internal pan

    /// The scroll view's pan: it may not begin over content that refuses to be cancelled, and its failure or
    /// success settles the content delay.
    private final class ScrollViewPanRecognizer: UIPanGestureRecognizer {
        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
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
            // A drag mostly along an axis the content cannot scroll (nor bounce) along is not this pan's, as in
            // UIKit: a sideways swipe over a vertical list is left to a cell's swipe or the edge swipe that pops.
            if state == .possible, let scrollView, let touch = touches.first, touches.count == numberOfTouches {
                let start = touch.startLocationInWindow, now = touch.locationInWindow
                let dx = abs(now.x - start.x), dy = abs(now.y - start.y)
                if hypot(dx, dy) >= hysteresis {
                    let axes = scrollView.scrollableAxes
                    if (dx > dy && !axes.horizontal) || (dy >= dx && !axes.vertical) {
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

extension UIScrollView {
    /// A guide for the content's rectangle: its origin is the content's, and constraints on its size (from
    /// the content laid out against it) make `contentSize`, as in UIKit.
    public var contentLayoutGuide: UILayoutGuide {
        guide(\.contentGuide, kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// A guide for the scroll view's own frame (its visible rectangle): content constrained to it stays put
    /// while the rest scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        guide(\.frameGuide, kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }

    /// The guide kept at `slot` of the layout state, made on first use.
    private func guide(
        _ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, kind: UILayoutGuide.Kind,
        identifier: String
    ) -> UILayoutGuide {
        let state = ensureLayoutState()
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide(kind: kind, owner: self, identifier: identifier)
        state[keyPath: slot] = guide
        layoutEngine.markDirty()
        return guide
    }
}

extension UIScrollView {
    /// Keeps a list's background view behind everything, over the visible bounds (so it does not scroll).
    func placeBackgroundView(_ background: UIView?) {
        guard let background else { return }
        background.frame = bounds
        if subviews.first !== background { sendSubviewToBack(background) }
    }
}
