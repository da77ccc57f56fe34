import Foundation

/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole window.
    case fullScreen = 0
    /// A sheet over the presenter (`UISheetPresentationController`).
    case pageSheet = 1
    /// A sheet, the same as `.pageSheet` here.
    case formSheet = 2
    /// Within the presenter's context; shown like `.fullScreen` here.
    case currentContext = 3
    /// Uses the `transitioningDelegate`'s presentation controller.
    case custom = 4
    /// A popover beside its source (`popoverPresentationController`).
    case popover = 7
    /// Covers the window, leaving the presenter's views visible beneath.
    case overFullScreen = 5
    /// Like `.overFullScreen` within the presenter's context.
    case overCurrentContext = 6
    /// No presentation style.
    case none = -1
    /// The system's choice: a page sheet for a controller (an alert is shown as an alert).
    case automatic = -2
}

/// The container view a presentation installs in front of the window's content (UIKit's transition view). Its
/// layout tells the presentation controller (`containerViewWillLayoutSubviews` / `…DidLayoutSubviews`).
@preconcurrency @MainActor
public final class UITransitionView: UIView {
    weak var presentation: UIPresentationController?

    /// Lets the presentation controller place its views.
    public override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }

    /// Not over a popover's passthrough views, which stay usable while it shows.
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if let popover = presentation as? UIPopoverPresentationController, popover.passesThrough(point, in: self) {
            return false
        }
        return super.point(inside: point, with: event)
    }
}

/// Manages one presentation: the container view, the presented view's frame, and hooks where a subclass adds
/// chrome such as a dimming view that dismisses on tap (seed 003).
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller that presents it (for a popover made before it is presented, set when it is).
    public internal(set) var presentingViewController: UIViewController
    /// The container view in front of the window's content; nil until the presentation begins.
    public internal(set) var containerView: UIView?

    /// Creates a presentation controller.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// The view that is presented: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// The frame of the presented view in the container; the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's views are removed when the presentation ends; true for full-screen styles.
    open var shouldRemovePresentersView: Bool { false }

    /// Called when the presentation begins, with `containerView` in place: add chrome here.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation finished.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when the dismissal begins.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal finished, before the container is removed.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Lays out the container's subviews; the presented view is placed at `frameOfPresentedViewInContainerView`.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
    /// The container is about to change size (the window is resized); `coordinator` runs work alongside.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// The presented controller's `preferredContentSize` changed: the container lays out again (a popover
    /// takes the new size).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerView?.setNeedsLayout()
    }
    /// The presented controller's fitting size changed: the container lays out again.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerView?.setNeedsLayout()
    }
    /// The size to give the presented controller inside `parentSize`: `parentSize` by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    /// The container's traits are about to change; nothing by default.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
    /// The size the presentation would like for its content: the presented controller's.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The delegate asked about adapting and dismissing the presentation.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The style the presented controller asked for.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The style used when the environment is compact; the delegate's choice, else `.fullScreen`.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self) ?? presentationStyle
    }
}

/// Hears about a presentation's adaptation and its dismissal by the user.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to use in a compact environment (`.none` keeps the presentation as it is).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style for `controller` in the given traits.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether the user may dismiss the presentation (by a tap outside a popover).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user is about to dismiss it.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed it.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss it and was not allowed (`isModalInPresentation`, or a refusal above).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The presentation's own style.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.presentationStyle
    }
    /// The answer of `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    /// True.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIViewController {
    /// The presentation controller managing this controller's presentation, or nil when it is not presented.
    public var presentationController: UIPresentationController? { storedPresentationController }

    /// How long a modal slides, as on iOS.
    static let modalTransitionDuration: TimeInterval = 0.5

    /// The controller a presentation from this one is made by: the outermost container it is in (UIKit's
    /// presentation context), or for `.currentContext` styles the nearest one that `definesPresentationContext`.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var current = self
        while let parent = current.parent {
            if (style == .currentContext || style == .overCurrentContext) && current.definesPresentationContext {
                return current
            }
            current = parent
        }
        return current
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        precondition(
            presented !== self, "UIViewController.present: \(self) cannot present itself")
        // A child presents through its container, as in UIKit.
        let context = presentationContext(for: presented.modalPresentationStyle)
        if context !== self, context.viewIfLoaded?.window != nil {
            return context.performPresentation(of: presented, animated: animated, completion: completion)
        }
        precondition(
            presented.storedPresentingViewController == nil && presented.storedPresentationController == nil,
            "UIViewController.present: \(presented) is already presented by \(presented.presentingViewController.map { "\($0)" } ?? "another controller")"
        )
        guard presentedViewController == nil else {
            warn("Attempt to present \(presented) on \(self) which is already presenting \(presentedViewController!)")
            return
        }
        guard let window = viewIfLoaded?.window else {
            warn("Attempt to present \(presented) on \(self) whose view is not in a window")
            return
        }
        let controller: UIPresentationController
        if presented.modalPresentationStyle == .custom,
            let custom = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: self, source: self)
        {
            controller = custom
        } else if presented.modalPresentationStyle == .popover, let popover = presented.popoverPresentationController {
            popover.presentingViewController = self
            presented.pendingPopoverPresentationController = nil
            controller = popover
        } else if presented.modalPresentationStyle.isSheet, let sheet = presented.sheetPresentationController {
            sheet.presentingViewController = self
            presented.pendingSheetPresentationController = nil
            controller = sheet
        } else {
            controller = UIPresentationController(presentedViewController: presented, presenting: self)
        }
        let container = UITransitionView(frame: window.bounds)
        container.presentation = controller
        controller.containerView = container
        presented.storedPresentationController = controller
        presented.storedPresentingViewController = self
        storedPresentedViewController = presented
        window.addSubview(container)
        controller.presentationTransitionWillBegin()
        if animated, let delegate = presented.transitioningDelegate,
            let animator = delegate.animationController(forPresented: presented, presenting: self, source: self)
        {
            // A custom animator adds the presented view to the container and moves it.
            window.transitionsInFlight += 1
            let context = TransitionContext(
                presentation: controller, presenting: true, animator: animator, animated: true
            ) { [weak self] completed in
                window.transitionsInFlight -= 1
                controller.presentationTransitionDidEnd(completed)
                if completed {
                    completion?()
                } else if let self {
                    // A cancelled presentation leaves nothing behind.
                    container.removeFromSuperview()
                    presented.viewIfLoaded?.removeFromSuperview()
                    self.storedPresentedViewController = nil
                    presented.storedPresentingViewController = nil
                    presented.storedPresentationController = nil
                }
            }
            context.start(interaction: delegate.interactionControllerForPresentation(using: animator))
            return
        }
        let presentedView = presented.view!
        let finalFrame = controller.frameOfPresentedViewInContainerView
        guard animated, UIView.areAnimationsEnabled else {
            presentedView.frame = finalFrame
            container.addSubview(presentedView)
            controller.presentationTransitionDidEnd(true)
            completion?()
            return
        }
        // Slide up from below the container (an alert fades in, and everything does with Reduce Motion on); the
        // window ignores touches until it is in place.
        container.addSubview(presentedView)
        if !UIAccessibility.isReduceMotionEnabled, let zoom = presented.zoomTransition {
            presentedView.frame = finalFrame
            if let collapsed = zoom.collapsedTransform(of: presented, over: self, in: container) {
                window.transitionsInFlight += 1
                zoom.animate(presentedView, collapsed: collapsed, growing: true, in: container) { finished in
                    window.transitionsInFlight -= 1
                    controller.presentationTransitionDidEnd(finished)
                    completion?()
                }
                return
            }
        }
        let fades = presented.fadesWhenPresented || UIAccessibility.isReduceMotionEnabled
        if fades {
            presentedView.frame = finalFrame
            presentedView.alpha = 0
        } else {
            presentedView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
        }
        window.transitionsInFlight += 1
        UIView.animate(
            withDuration: fades ? 0.2 : Self.modalTransitionDuration, delay: 0, options: [],
            animations: {
                if fades { presentedView.alpha = 1 } else { presentedView.frame = finalFrame }
            },
            completion: { finished in
                window.transitionsInFlight -= 1
                controller.presentationTransitionDidEnd(finished)
                completion?()
            })
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if let presented = presentedViewController, let presenting = presented.storedPresentingViewController {
            presenter = presenting  // this controller or the container it is in presented something
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        // Dismiss from the top of the stack down to the presenter's presented controller.
        var stack: [UIViewController] = []
        var current = presenter.storedPresentedViewController
        while let controller = current {
            stack.append(controller)
            current = controller.presentationStackNext
        }
        if animated, let top = stack.last, let presentation = top.storedPresentationController,
            let window = presentation.containerView?.window, let delegate = top.transitioningDelegate,
            let animator = delegate.animationController(forDismissed: top)
        {
            // A custom animator moves the presented view away; a cancelled dismissal leaves it presented.
            presentation.dismissalTransitionWillBegin()
            window.transitionsInFlight += 1
            let context = TransitionContext(
                presentation: presentation, presenting: false, animator: animator, animated: true
            ) { completed in
                window.transitionsInFlight -= 1
                if completed {
                    Self.tearDown(stack, announcedTop: true)
                    completion?()
                } else {
                    presentation.dismissalTransitionDidEnd(false)
                }
            }
            context.start(interaction: delegate.interactionControllerForDismissal(using: animator))
            return
        }
        if animated, UIView.areAnimationsEnabled, let top = stack.last, let view = top.viewIfLoaded,
            let window = view.window, let container = top.storedPresentationController?.containerView
        {
            // The top controller slides down; then everything down to the presenter's presented one goes.
            top.storedPresentationController?.dismissalTransitionWillBegin()
            window.transitionsInFlight += 1
            if !UIAccessibility.isReduceMotionEnabled, let zoom = top.zoomTransition,
                let collapsed = zoom.collapsedTransform(of: top, over: presenter, in: container)
            {
                // The controller shrinks back into its source view, which is asked for again.
                zoom.animate(view, collapsed: collapsed, growing: false, in: container) { _ in
                    window.transitionsInFlight -= 1
                    Self.tearDown(stack, announcedTop: true)
                    completion?()
                }
                return
            }
            let fades = top.fadesWhenPresented || UIAccessibility.isReduceMotionEnabled
            UIView.animate(
                withDuration: fades ? 0.2 : Self.modalTransitionDuration, delay: 0, options: [],
                animations: {
                    if fades {
                        view.alpha = 0
                    } else {
                        view.frame = view.frame.offsetBy(dx: 0, dy: container.bounds.height - view.frame.minY)
                    }
                },
                completion: { _ in
                    window.transitionsInFlight -= 1
                    Self.tearDown(stack, announcedTop: true)
                    if fades && !top.fadesWhenPresented { view.alpha = 1 }  // faded for Reduce Motion only
                    completion?()
                })
            return
        }
        Self.tearDown(stack, announcedTop: false)
        completion?()
    }

    /// Removes presented controllers, top first.
    private static func tearDown(_ stack: [UIViewController], announcedTop: Bool) {
        for (index, controller) in stack.enumerated().reversed() {
            let presentation = controller.storedPresentationController
            if !(announcedTop && index == stack.count - 1) { presentation?.dismissalTransitionWillBegin() }
            presentation?.dismissalTransitionDidEnd(true)
            presentation?.containerView?.removeFromSuperview()
            controller.viewIfLoaded?.removeFromSuperview()
            controller.storedPresentingViewController?.storedPresentedViewController = nil
            controller.storedPresentingViewController = nil
            controller.storedPresentationController = nil
        }
    }

    /// The controller presented above this one, by it or by a controller inside it (a presented navigation
    /// controller's child may present in turn).
    var presentationStackNext: UIViewController? {
        if let presented = storedPresentedViewController { return presented }
        for child in children {
            if let presented = child.presentationStackNext { return presented }
        }
        return nil
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data(("Tapestry: warning: " + message + "\n").utf8))
    }
}
