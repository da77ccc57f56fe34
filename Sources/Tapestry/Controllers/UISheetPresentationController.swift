import Foundation

/// The presentation of a page or form sheet (SEMANTICS §12.4): a card with rounded top corners rising from the
/// bottom over a 20 % black dimming, at heights its `detents` allow, optionally with a grabber, dismissed by
/// dragging it down (unless the presented controller `isModalInPresentation`).
///
/// Where it sits: in a window with a top safe-area inset (an iPhone) the sheet's top is at that inset, full
/// width, and the presenting view is pushed back (scaled down behind it), as UIKit 26 shows it (393×793 in a
/// 393×852 window). A desktop window has no inset: the sheet leaves 10 pt of the window above it, the same
/// margin the navigation bar keeps; in a window 700 pt or wider it is a centred card at most 704 pt wide with
/// 20 pt around it, as on an iPad or in Mac Catalyst.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    public final class Detent: NSObject, Sendable {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public var rawValue: String
            /// Creates an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// What a custom detent's resolver is told.
        @MainActor public struct ResolutionContext {
            /// The height of the large detent: the most a detent may be.
            public let maximumDetentValue: CGFloat
            /// The traits of the presented controller.
            public let containerTraitCollection: UITraitCollection
        }

        /// The detent's name.
        public let identifier: Identifier
        let resolver: @MainActor @Sendable (ResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @MainActor @Sendable (ResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the sheet's full height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }
        /// The sheet's full height.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height a resolver computes (nil leaves the detent out), iOS 16.
        public static func custom(
            identifier: Identifier? = nil, resolver: @escaping @MainActor @Sendable (ResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }
    }

    /// The heights the sheet may rest at; `[.large()]` by default.
    open var detents: [Detent] = [.large()] {
        didSet { relayout() }
    }
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { relayout() }
    }
    /// The largest detent at which the content behind is not dimmed (nil: always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { relayout() }
    }
    /// Whether a grabber shows at the top of the sheet; false by default.
    open var prefersGrabberVisible = false {
        didSet { relayout() }
    }
    /// The radius of the sheet's top corners (nil: the system's, 10 pt).
    open var preferredCornerRadius: CGFloat? {
        didSet { relayout() }
    }
    /// Whether scrolling the sheet's content up at a smaller detent grows the sheet; true by default (kept).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet is edge-attached in a compact-height environment; kept.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet follows the preferred content width; kept.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// The sheet's delegate (its `UIAdaptivePresentationControllerDelegate`, seen as a sheet delegate).
    public var sheetDelegate: UISheetPresentationControllerDelegate? {
        delegate as? UISheetPresentationControllerDelegate
    }

    /// Runs `changes` (to detents or the selected detent) and moves the sheet to match, animated.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard let view = presentedView, containerView != nil, dragOffset == 0 else { return }
        UIView.animate(withDuration: 0.35) { view.frame = self.frameOfPresentedViewInContainerView }
    }

    /// Works out custom detents again (their resolvers are asked at each layout).
    open func invalidateDetents() { relayout() }

    let dimmingView = UIView()
    let grabber = UIView()
    var dragOffset: CGFloat = 0
    private var pushedBack = false

    // MARK: Geometry

    /// The window's top safe-area inset (the status bar and notch of an iPhone; 0 in a desktop window), as its
    /// root controller's view has it.
    private var safeTop: CGFloat {
        guard let window = presentingViewController.viewIfLoaded?.window ?? containerView?.window else { return 0 }
        return max(window.safeAreaInsets.top, window.rootViewController?.viewIfLoaded?.safeAreaInsets.top ?? 0)
    }

    /// The frame of the sheet at its full (large) height.
    var fullFrame: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let top = safeTop
        if bounds.width >= 700 {
            let width = min(704, bounds.width - 40)
            let y = max(top, 0) + 20
            return CGRect(x: (bounds.width - width) / 2, y: y, width: width, height: max(bounds.height - y - 20, 0))
        }
        let y = top > 0 ? top : 10
        return CGRect(x: 0, y: y, width: bounds.width, height: max(bounds.height - y, 0))
    }

    /// Each detent's height, in order of height.
    func resolvedDetents() -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let full = fullFrame.height
        let context = Detent.ResolutionContext(
            maximumDetentValue: full, containerTraitCollection: presentedViewController.traitCollection)
        let heights = (detents.isEmpty ? [.large()] : detents).compactMap { detent -> (Detent.Identifier, CGFloat)? in
            guard let height = detent.resolver(context) else { return nil }
            return (detent.identifier, min(max(height, 0), full))
        }
        return heights.sorted { $0.1 < $1.1 }
    }

    /// The height the sheet rests at: the selected detent's, or the smallest.
    var restingHeight: CGFloat {
        let resolved = resolvedDetents()
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.identifier == selected }) {
            return match.height
        }
        return resolved.first?.height ?? fullFrame.height
    }

    /// The sheet's frame at its detent (and moved down by a drag in progress).
    open override var frameOfPresentedViewInContainerView: CGRect {
        let full = fullFrame
        let height = restingHeight
        // A detent shorter than full keeps the sheet's bottom where the full one's is (a wide window's card too).
        return CGRect(x: full.minX, y: full.maxY - height + max(dragOffset, 0), width: full.width, height: height)
    }

    // MARK: Chrome

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        if dimmingView.gestureRecognizers?.isEmpty ?? true {
            dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.userAskedToDismiss() })
        }
        let presented = presentedViewController.view!
        presented.layer.cornerRadius = preferredCornerRadius ?? 10
        presented.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presented.clipsToBounds = true
        if presented.gestureRecognizers?.contains(where: { $0.name == "sheet drag" }) != true {
            let drag = SheetDragRecognizer { [weak self] pan in self?.handleDrag(pan) }
            drag.name = "sheet drag"
            drag.sheet = self
            presented.addGestureRecognizer(drag)
        }
        grabber.backgroundColor = UIColor.systemGray3
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        UIView.animate(withDuration: UIView.areAnimationsEnabled ? 0.35 : 0) {
            self.updateDimming()
            self.pushBack(true)
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { tearDownChrome() }
        relayout()
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        UIView.animate(withDuration: UIView.areAnimationsEnabled ? 0.35 : 0) {
            self.dimmingView.alpha = 0
            self.pushBack(false)
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { tearDownChrome() }
    }

    /// Keeps the sheet at its detent when the window changes size.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        relayout()
    }

    private func tearDownChrome() {
        dimmingView.removeFromSuperview()
        grabber.removeFromSuperview()
        pushBack(false)
    }

    /// The presenting view is scaled back behind a full-height sheet in a window with a top inset (an iPhone).
    private func pushBack(_ on: Bool) {
        guard let view = presentingViewController.viewIfLoaded, let window = view.window else { return }
        let wanted = on && safeTop > 0 && window.bounds.width < 700 && restingHeight >= fullFrame.height
        guard wanted != pushedBack else { return }
        pushedBack = wanted
        if wanted {
            let size = window.bounds.size
            let scale = (size.width - 32) / max(size.width, 1)
            let top = (1 - scale) * size.height / 2
            let shift = max(safeTop - 10 - top, 0)
            view.transform = CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: 0, y: shift / scale)
            view.layer.cornerRadius = 10
            view.clipsToBounds = true
        } else {
            view.transform = .identity
            view.layer.cornerRadius = 0
        }
    }

    private func updateDimming() {
        var dims = true
        if let undimmed = largestUndimmedDetentIdentifier {
            let resolved = resolvedDetents()
            if let limit = resolved.first(where: { $0.identifier == undimmed })?.height {
                dims = restingHeight > limit
            }
        }
        dimmingView.alpha = dims ? 1 : 0
        dimmingView.isUserInteractionEnabled = dims
    }

    func relayout() {
        guard let container = containerView, let presented = presentedViewController.viewIfLoaded,
            presented.superview === container
        else { return }
        dimmingView.frame = container.bounds
        if dragOffset == 0 { presented.frame = frameOfPresentedViewInContainerView }
        presented.layer.cornerRadius = preferredCornerRadius ?? 10
        if prefersGrabberVisible {
            if grabber.superview !== presented { presented.addSubview(grabber) }
            grabber.frame = CGRect(x: (presented.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
            presented.bringSubviewToFront(grabber)
        } else {
            grabber.removeFromSuperview()
        }
        updateDimming()
    }

    // MARK: Dismissing

    /// The user asked to dismiss the sheet (a tap on the dimming, Escape): refused while the sheet is modal.
    func userAskedToDismiss() {
        guard !presentedViewController.isModalInPresentation else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        dismissByUser()
    }

    private func dismissByUser() {
        guard delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            snapBack()
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        // Held until the dismissal ends (the presented controller lets go of its presentation controller then).
        presentingViewController.dismiss(animated: true) { self.delegate?.presentationControllerDidDismiss(self) }
    }

    private func snapBack() {
        dragOffset = 0
        guard let view = presentedView else { return }
        UIView.animate(withDuration: 0.3) { view.frame = self.frameOfPresentedViewInContainerView }
    }

    /// The drag: the sheet follows the finger down (and only a little up); let go, it settles at the nearest
    /// detent its motion points to, or leaves when dragged below the smallest.
    private func handleDrag(_ pan: UIPanGestureRecognizer) {
        guard let view = presentedView, let container = containerView else { return }
        let t = pan.translation(in: container).y
        switch pan.state {
        case .began, .changed:
            let modal = presentedViewController.isModalInPresentation
            // Upwards, and downwards when the sheet may not leave, it gives a little (a rubber band).
            dragOffset = t > 0 && !modal ? t : t / 4
            let resting = frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: -max(dragOffset, 0))
            view.frame = resting.offsetBy(dx: 0, dy: dragOffset)
        case .ended:
            let velocity = pan.velocity(in: container).y
            let modal = presentedViewController.isModalInPresentation
            dragOffset = 0
            let height = restingHeight - t - velocity * 0.1
            let resolved = resolvedDetents()
            let smallest = resolved.first?.height ?? restingHeight
            if !modal && (height < smallest * 0.6 || (t > 0 && velocity > 1200 && resolved.count == 1)) {
                dismissByUser()
                return
            }
            if modal && t > 0 { delegate?.presentationControllerDidAttemptToDismiss(self) }
            let nearest = resolved.min { abs($0.height - height) < abs($1.height - height) }
            if let nearest, nearest.identifier != selectedDetentIdentifier, resolved.count > 1 {
                selectedDetentIdentifier = nearest.identifier
                sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
            snapBack()
            UIView.animate(withDuration: 0.3) { self.updateDimming() }
        default:
            dragOffset = 0
            snapBack()
        }
    }
}

/// The sheet's drag: it begins only for a mostly vertical drag, and over a scroll view only when that is at
/// its top and the drag goes down (so scrolling the content stays the content's).
@MainActor
final class SheetDragRecognizer: UIPanGestureRecognizer {
    weak var sheet: UISheetPresentationController?

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first {
            let start = touch.startLocationInWindow, now = touch.locationInWindow
            let dx = now.x - start.x, dy = now.y - start.y
            if hypot(dx, dy) >= 10 {
                if abs(dx) > abs(dy) {
                    state = .failed
                    return
                }
                var view = touch.view
                while let current = view, current !== self.view {
                    if let scroll = current as? UIScrollView, scroll.scrollableAxes.vertical {
                        let atTop = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
                        if !(atTop && dy > 0) {
                            state = .failed
                            return
                        }
                    }
                    view = current.superview
                }
            }
        }
        super.touchesMoved(touches, with: event)
    }
}

extension UIViewController {
    /// The sheet presentation controller of a controller presented (or to be presented) as a page or form sheet,
    /// made on first use so its detents can be set before presenting; nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle.isSheet else { return nil }
        if let existing = storedPresentationController as? UISheetPresentationController { return existing }
        if let existing = pendingSheetPresentationController { return existing }
        let made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        pendingSheetPresentationController = made
        return made
    }
}

extension UIModalPresentationStyle {
    /// Whether the style shows a sheet (`.automatic` is a page sheet, as in UIKit since iOS 13).
    var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}
