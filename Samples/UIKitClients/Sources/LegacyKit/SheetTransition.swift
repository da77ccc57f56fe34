import UIKit

/// A bottom-sheet presentation in the style of the pan-modal libraries: a transitioning delegate, an
/// animator, a subclassed presentation controller with a dimming view, and an interactive dismissal.
public final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public let interaction = UIPercentDrivenInteractiveTransition()
    public var isInteractive = false

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(isPresenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        SheetAnimator(isPresenting: false)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        isInteractive ? interaction : nil
    }
}

public final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                let toController = transitionContext.viewController(forKey: .to)
            else { return }
            let finalFrame = transitionContext.finalFrame(for: toController)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0,
                options: [.curveEaseOut], animations: { toView.frame = finalFrame },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            let start = fromView.frame
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                animations: { fromView.frame = start.offsetBy(dx: 0, dy: container.bounds.height) },
                completion: { _ in
                    if transitionContext.transitionWasCancelled { fromView.frame = start }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

public final class SheetPresentationController: UIPresentationController {
    public let dimmingView = UIView()

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let height = container.bounds.height / 2
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            }, completion: nil)
    }

    public override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: nil)
    }
}
