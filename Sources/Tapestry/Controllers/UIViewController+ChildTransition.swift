import Foundation

// A custom container swapping one child's view for another's (UIKit's
// `transition(from:to:duration:options:animations:completion:)`), and the questions UIKit asks a controller when
// it looks for one to act or unwind.

extension UIViewController {
    /// Replaces `fromViewController`'s view with `toViewController`'s in the same superview, both children of this
    /// controller: the new view goes in above the old, `animations` run over `duration` (with a transition
    /// option such as `.transitionCrossDissolve` the superview's content changes with it), then the old view is
    /// removed and `completion` hears whether the animation finished. The children get their appearance
    /// callbacks (unless this controller forwards them itself); add and remove the children around the call, as
    /// in UIKit.
    ///
    /// - Precondition: both are children of this controller, and `fromViewController`'s view is in a superview.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        precondition(
            fromViewController.parent === self && toViewController.parent === self,
            "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
        )
        let fromView = fromViewController.view!
        let toView = toViewController.view!
        guard let container = fromView.superview else {
            preconditionFailure(
                "UIViewController.transition(from:to:…): the view of \(fromViewController) is in no superview")
        }
        let forwards = shouldAutomaticallyForwardAppearanceMethods && container.window != nil
        let animated = duration > 0
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            fromView.removeFromSuperview()
            if forwards {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        if options.transitionKind != 0 {
            UIView.transition(
                with: container, duration: duration, options: options,
                animations: {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.isHidden = true
                    animations?()
                },
                completion: { finished in
                    fromView.isHidden = false
                    finish(finished)
                })
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(
                withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: finish)
        }
    }

    /// The presentation controller that manages this controller now: its presentation's, or its popover's.
    public var activePresentationController: UIPresentationController? { presentationController }

    /// Posted when a split view controller's collapsed state changes where `show(_:sender:)` and
    /// `showDetailViewController(_:sender:)` go.
    nonisolated public static let showDetailTargetDidChangeNotification = Notification.Name(
        "UIViewControllerShowDetailTargetDidChangeNotification")

    /// The context of the app extension the controller runs in: nil, as a Tapestry app is not an extension.
    public var extensionContext: NSExtensionContext? { nil }

    /// The nib the controller was made with: none, as Tapestry loads no nibs (the name passed to
    /// `init(nibName:bundle:)` is not kept).
    public var nibName: String? { nil }
    /// The bundle of the controller's nib: none.
    public var nibBundle: Bundle? { nil }

    /// Sends the trait changes pending for the controller's view now, rather than at the next layout.
    public func updateTraitsIfNeeded() { viewIfLoaded?.updateTraitsIfNeeded() }
}

/// An app extension's context (the items it was given); Tapestry apps are never extensions, so none is made.
open class NSExtensionContext: NSObject {
    /// The items the host app gave the extension.
    open var inputItems: [Any] { [] }
    /// Ends the extension's request, returning items to the host app.
    open func completeRequest(returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    /// Cancels the extension's request.
    open func cancelRequest(withError error: any Error) {}
}
