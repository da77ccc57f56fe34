import Foundation

/// A row of dots, one a page, the current one highlighted; a tap on either side of the current dot moves one
/// page that way and sends `.valueChanged`.
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
    /// The current page.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            setNeedsDisplay()
        }
    }
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

    /// The size of the dots for `pageCount` pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * 16 + 16, height: 26)
    }

    /// The dots' size.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The dots' size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// A tap on the leading side of the current dot goes back a page, on the trailing side forward.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, numberOfPages > 1 else { return }
        let dots = size(forNumberOfPages: numberOfPages)
        let currentX = (bounds.width - dots.width) / 2 + 16 + CGFloat(currentPage) * 16
        let next = touch.location(in: self).x < currentX ? currentPage - 1 : currentPage + 1
        guard next >= 0, next < numberOfPages, next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    /// The dots, centred.
    open override func draw(_ rect: CGRect) {
        guard !(hidesForSinglePage && numberOfPages <= 1) else { return }
        let dots = size(forNumberOfPages: numberOfPages)
        var x = (bounds.width - dots.width) / 2 + 12
        for page in 0..<numberOfPages {
            let color =
                page == currentPage
                ? currentPageIndicatorTintColor ?? .label
                : pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: x, y: bounds.midY - 4, width: 8, height: 8)).fill()
            x += 16
        }
    }
}

extension UIPageControl {
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
