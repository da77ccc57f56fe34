import Foundation

/// Which sides of a popover its arrow may be on.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any side.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Hears about a popover presentation.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The presentation of a controller with `.popover` style: its view at its `preferredContentSize` beside the
/// source rectangle (below it when there is room, else above), inside the window with an 8-point margin; a
/// click outside dismisses it when the delegate allows. Drawn without an arrow.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` it points at (the view's bounds when zero).
    open var sourceRect: CGRect = .zero
    /// A bar button item it points at, instead of a view (the `sourceItem` when that is a bar button item).
    open var barButtonItem: UIBarButtonItem? {
        get { storedSourceItem as? UIBarButtonItem }
        set { storedSourceItem = newValue }
    }
    /// The item set in `sourceItem` or `barButtonItem`.
    var storedSourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The sides the arrow may be on.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow is on, once presented.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views outside the popover that stay usable while it shows: clicks on them reach them instead of
    /// dismissing the popover.
    open var passthroughViews: [UIView]?
    /// The popover's background colour.
    open var backgroundColor: UIColor?

    /// The popover's delegate (the presentation controller's `delegate`, typed).
    open var popoverDelegate: UIPopoverPresentationControllerDelegate? {
        get { delegate as? UIPopoverPresentationControllerDelegate }
        set { delegate = newValue }
    }

    private var outside: UIView?

    /// The size the presented controller asks for (320 × 480 when it asks for none).
    private var contentSize: CGSize {
        let size = presentedViewController.preferredContentSize
        return size.width > 0 && size.height > 0 ? size : CGSize(width: 320, height: 480)
    }

    /// Below the source rectangle, or above it when there is more room there (or when only an arrow pointing
    /// down is permitted), kept in the container.
    open override var frameOfPresentedViewInContainerView: CGRect { placement()?.frame ?? .zero }

    /// Where the popover goes and the side its arrow is on. The source is `sourceItem` (or `barButtonItem`)
    /// while it is shown, else `sourceView` (at `sourceRect`), else the container's centre.
    private func placement() -> (frame: CGRect, arrow: UIPopoverArrowDirection, sourceMidX: CGFloat)? {
        guard let container = containerView else { return nil }
        let margins = popoverLayoutMargins
        let source: CGRect
        if let itemFrame = storedSourceItem?.frame(in: container) {
            source = itemFrame
        } else if let sourceView {
            source = sourceView.convert(sourceRect == .zero ? sourceView.bounds : sourceRect, to: container)
        } else {
            source = CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        }
        let size = CGSize(
            width: min(contentSize.width, container.bounds.width - margins.left - margins.right),
            height: min(contentSize.height, container.bounds.height - margins.top - margins.bottom))
        let roomBelow = container.bounds.maxY - source.maxY
        let roomAbove = source.minY - container.bounds.minY
        let below: Bool
        switch (permittedArrowDirections.contains(.up), permittedArrowDirections.contains(.down)) {
        case (true, false): below = true
        case (false, true): below = false
        default: below = roomBelow >= size.height + margins.bottom || roomBelow >= roomAbove
        }
        // The arrow of a custom background view stands between the source and the content.
        let arrowHeight = popoverBackgroundViewClass?.arrowHeight() ?? 0
        let gap = (below ? margins.top : margins.bottom) + arrowHeight
        var y = below ? source.maxY + gap : source.minY - gap - size.height
        y = min(max(y, margins.top), container.bounds.maxY - margins.bottom - size.height)
        var x = source.midX - size.width / 2
        x = min(max(x, margins.left), container.bounds.maxX - margins.right - size.width)
        return (
            CGRect(x: x, y: y, width: size.width, height: size.height), below ? .up : .down, source.midX
        )
    }

    /// Adds the area outside the popover that dismisses it on a click.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        popoverDelegate?.prepareForPopoverPresentation(self)
        arrowDirection = placement()?.arrow ?? .unknown
        guard let container = containerView else { return }
        let outside = PopoverOutsideView(frame: container.bounds)
        outside.controller = self
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outside.accessibilityIdentifier = "popover dismissal area"
        outside.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] _ in self?.dismissFromOutside() })
        container.insertSubview(outside, at: 0)
        self.outside = outside
        presentedView?.backgroundColor = presentedView?.backgroundColor ?? backgroundColor ?? .systemBackground
        presentedView?.layer.cornerRadius = 13
        presentedView?.clipsToBounds = true
        if let place = placement() {
            placeBackgroundView(around: place.frame, arrow: place.arrow, sourceMidX: place.sourceMidX)
        }
    }

    private func dismissFromOutside() {
        guard delegate?.presentationControllerShouldDismiss(self) ?? true else { return }
        delegate?.presentationControllerWillDismiss(self)
        // Held until the dismissal ends: once dismissed, nothing else keeps this controller, and its delegate
        // must still hear that it did dismiss.
        presentingViewController.dismiss(animated: true) { self.delegate?.presentationControllerDidDismiss(self) }
    }
}

extension UIViewController {
    /// The popover presentation controller of a controller whose `modalPresentationStyle` is `.popover`
    /// (made on first use; nil for other styles). Set its source before presenting.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let existing = storedPresentationController as? UIPopoverPresentationController { return existing }
        if let existing = pendingPopoverPresentationController { return existing }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        pendingPopoverPresentationController = made
        return made
    }
}
