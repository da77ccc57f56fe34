import Foundation

/// A row of dots, one a page, the current one highlighted; a tap on either side of the current dot moves one
/// page that way and sends `.valueChanged`, and a drag along the dots scrubs through the pages.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The number of pages.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The progress through the current page (iOS 16), shown in its dot; a timer progress turns the pages.
    open var progress: UIPageControlProgress? {
        didSet {
            if oldValue !== progress, oldValue?.pageControl === self { oldValue?.pageControl = nil }
            progress?.pageControl = self
            progress?.pageDidChange(to: currentPage)
            setNeedsDisplay()
        }
    }
    /// The current page, pinned to `0..<numberOfPages`.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            displayedPage = currentPage
            if currentPage != oldValue { progress?.pageDidChange(to: currentPage) }
            setNeedsDisplay()
        }
    }
    /// Whether a tap leaves the dots as they are until `updateCurrentPageDisplay()`; false by default.
    @available(*, deprecated, message: "UIKit deprecates it in iOS 14; the dots follow currentPage")
    open var defersCurrentPageDisplay: Bool {
        get { defersDisplay }
        set { defersDisplay = newValue }
    }
    private var defersDisplay = false
    /// The page the dots show (behind `currentPage` only while a tap's display is deferred).
    private var displayedPage = 0
    /// Whether a drag along the dots scrubs through the pages; true by default.
    open var allowsContinuousInteraction = true
    /// Whether the user is turning pages now: `.discrete` for a tap, `.continuous` while dragging.
    public private(set) var interactionState = InteractionState.none
    /// The way the dots run; `.natural` (leading to trailing) by default.
    open var direction = Direction.natural {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The image of every page's dot, drawn in the indicator colours; nil draws circles.
    open var preferredIndicatorImage: UIImage? {
        didSet { setNeedsDisplay() }
    }
    /// The image of the current page's dot; nil uses the page's indicator image.
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { setNeedsDisplay() }
    }
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]
    /// Whether the control draws a platter behind its dots (kept: no platter is drawn).
    open var backgroundStyle = BackgroundStyle.automatic
    /// Whether a single page hides the control.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }
    /// The colour of the other dots.
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// The colour of the current dot.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Creates a page control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // Accessibility, as UIKit's: adjustable, its value "page 2 of 5"; increment and decrement turn a page.
    override var defaultAccessibilityTraits: UIAccessibilityTraits? {
        isEnabled ? .adjustable : [.adjustable, .notEnabled]
    }
    override var defaultAccessibilityValue: String? { "page \(currentPage + 1) of \(numberOfPages)" }
    /// Moves to the next page and sends `.valueChanged`.
    open override func accessibilityIncrement() { accessibilityTurn(by: 1) }
    /// Moves to the previous page and sends `.valueChanged`.
    open override func accessibilityDecrement() { accessibilityTurn(by: -1) }
    private func accessibilityTurn(by delta: Int) {
        let next = currentPage + delta
        guard isEnabled, next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    /// The size of the dots for `pageCount` pages (turned on its side for a vertical `direction`).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let length = CGFloat(max(pageCount, 0)) * 16 + 16
        return isVertical ? CGSize(width: 26, height: length) : CGSize(width: length, height: 26)
    }

    /// The image of a page's dot: the one set for it, else `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] ?? preferredIndicatorImage }

    /// Sets the image of one page's dot (nil: back to `preferredIndicatorImage`).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The image of a page's dot while it is the current page: the one set for it, else
    /// `preferredCurrentPageIndicatorImage`, else the page's indicator image.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage ?? indicatorImage(forPage: page)
    }

    /// Sets the image of one page's dot while it is the current page.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
        setNeedsDisplay()
    }

    /// Shows the current page after a tap whose display `defersCurrentPageDisplay` held back.
    @available(*, deprecated, message: "UIKit deprecates it in iOS 14; the dots follow currentPage")
    open func updateCurrentPageDisplay() {
        displayedPage = currentPage
        setNeedsDisplay()
    }

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// Whether the dots run against the axis (right to left, bottom to top).
    private var isReversed: Bool {
        switch direction {
        case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .leftToRight, .topToBottom: false
        case .rightToLeft, .bottomToTop: true
        }
    }

    /// The centre of a page's dot along the axis, in the bounds.
    private func dotCentre(_ page: Int) -> CGFloat {
        let length = isVertical ? bounds.height : bounds.width
        let dots = CGFloat(max(numberOfPages, 0)) * 16 + 16
        let slot = isReversed ? numberOfPages - 1 - page : page
        return (length - dots) / 2 + 16 + CGFloat(slot) * 16
    }

    /// The position of a touch along the axis.
    private func axisPosition(_ touch: UITouch) -> CGFloat {
        let point = touch.location(in: self)
        return isVertical ? point.y : point.x
    }

    /// The page whose dot is nearest a position along the axis.
    private func page(nearest position: CGFloat) -> Int {
        (0..<numberOfPages).min { abs(dotCentre($0) - position) < abs(dotCentre($1) - position) } ?? 0
    }

    /// A touch begins an interaction.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        interactionState = .discrete
        trackingStart = axisPosition(touch)
        return super.beginTracking(touch, with: event)
    }
    private var trackingStart: CGFloat = 0

    /// Once the finger has moved a dot's spacing along the dots (with `allowsContinuousInteraction`), the
    /// interaction is continuous: the current page is the one whose dot is nearest the finger.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard allowsContinuousInteraction, numberOfPages > 1 else { return true }
        let position = axisPosition(touch)
        guard interactionState == .continuous || abs(position - trackingStart) >= 16 else { return true }
        interactionState = .continuous
        let target = page(nearest: position)
        if target != currentPage {
            currentPage = target
            sendActions(for: .valueChanged)
        }
        return true
    }

    /// The interaction ends.
    open override func cancelTracking(with event: UIEvent?) {
        interactionState = .none
        super.cancelTracking(with: event)
    }

    /// The dots' size.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The dots' size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// A tap before the current dot (in the dots' direction) goes back a page, after it forward; a drag that
    /// scrubbed ends where it is.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { interactionState = .none }
        guard interactionState != .continuous, let touch, isTouchInside, numberOfPages > 1 else { return }
        let before = axisPosition(touch) < dotCentre(currentPage)
        let next = before != isReversed ? currentPage - 1 : currentPage + 1
        guard next >= 0, next < numberOfPages, next != currentPage else { return }
        let shown = displayedPage
        currentPage = next
        if defersDisplay { displayedPage = shown }
        sendActions(for: .valueChanged)
    }

    /// The dots, centred: circles, or the indicator images drawn in the indicator colours.
    open override func draw(_ rect: CGRect) {
        guard !(hidesForSinglePage && numberOfPages <= 1) else { return }
        for page in 0..<numberOfPages {
            let current = page == displayedPage
            let color =
                current
                ? currentPageIndicatorTintColor ?? .label
                : pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)
            let along = dotCentre(page)
            let centre = isVertical ? CGPoint(x: bounds.midX, y: along) : CGPoint(x: along, y: bounds.midY)
            if let image = current ? currentPageIndicatorImage(forPage: page) : indicatorImage(forPage: page) {
                let scale = min(1, 12 / max(image.size.width, image.size.height, 1))
                let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
                image.withTintColor(color).draw(
                    in: CGRect(
                        x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
                        height: size.height))
            } else if current, let progress, progress.isProgressVisible, !isVertical {
                // The current dot as a capsule, filled from its leading end as far as the progress.
                let capsule = CGRect(x: centre.x - 10, y: centre.y - 4, width: 20, height: 8)
                (pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)).setFill()
                UIBezierPath(roundedRect: capsule, cornerRadius: 4).fill()
                let filled = capsule.width * CGFloat(progress.currentProgress)
                let fill = CGRect(
                    x: isReversed ? capsule.maxX - filled : capsule.minX, y: capsule.minY, width: filled,
                    height: capsule.height)
                let context = UIGraphicsGetCurrentContext()
                context?.saveGState()
                color.setFill()
                UIBezierPath(roundedRect: capsule, cornerRadius: 4).addClip()
                UIRectFill(fill)
                context?.restoreGState()
            } else {
                color.setFill()
                UIBezierPath(ovalIn: CGRect(x: centre.x - 4, y: centre.y - 4, width: 8, height: 8)).fill()
            }
        }
    }
}

extension UIPageControl {
    /// Whether the user is turning pages.
    public enum InteractionState: Int, Sendable {
        /// No one is.
        case none = 0
        /// A tap turns one page.
        case discrete = 1
        /// A drag scrubs through the pages.
        case continuous = 2
    }

    /// The way a page control's dots run.
    public enum Direction: Int, Sendable {
        /// Leading to trailing (right to left in a right-to-left layout).
        case natural = 0
        /// Left to right whatever the layout direction.
        case leftToRight = 1
        /// Right to left whatever the layout direction.
        case rightToLeft = 2
        /// Top to bottom.
        case topToBottom = 3
        /// Bottom to top.
        case bottomToTop = 4
    }

    /// Whether a page control draws a platter behind its dots.
    public enum BackgroundStyle: Int, Sendable {
        /// As the system chooses.
        case automatic = 0
        /// Always.
        case prominent = 1
        /// Never.
        case minimal = 2
    }
}
