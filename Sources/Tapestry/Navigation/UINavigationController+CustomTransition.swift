import Foundation

extension UINavigationController {
    /// The kind of a navigation transition, as the delegate's `animationControllerFor` hears it.
    public enum Operation: Int, Sendable {
        /// None.
        case none = 0
        /// A controller pushed.
        case push = 1
        /// Controllers popped.
        case pop = 2
    }

    /// Runs a push or pop with the delegate's animator when the delegate gives one (UIKit's custom navigation
    /// transitions) and returns true; false when it gives none. The animator works in a container under the
    /// bar that holds the `from` view; it adds the `to` view and calls `completeTransition`. An interaction
    /// controller from the delegate drives it instead when there is one; a cancelled transition puts the stack
    /// and the views back (`undo`).
    func runCustomTransition(
        from: UIViewController, to: UIViewController, push: Bool, window: UIWindow,
        complete: @escaping () -> Void, undo: @escaping () -> Void
    ) -> Bool {
        guard let delegate,
            let animator = delegate.navigationController(
                self, animationControllerFor: push ? .push : .pop, from: from, to: to),
            let container = viewIfLoaded, let fromView = from.viewIfLoaded, let toView = to.viewIfLoaded
        else { return false }
        let transitionView = UIView(frame: container.bounds)
        transitionView.clipsToBounds = true
        container.insertSubview(transitionView, belowSubview: navigationBar)
        let fromFrame = fromView.frame
        transitionView.addSubview(fromView)
        toView.removeFromSuperview()
        toView.frame = childFrame(for: to)
        let shown = toView.frame
        let scene = TransitionContext.Scene(
            from: from, to: to, fromView: fromView, toView: toView,
            initialFrame: { $0 === from ? fromFrame : .zero },
            finalFrame: { $0 === to ? shown : .zero })
        transition = Transition(from: from, to: to, isPush: push, interactive: false)
        let interaction = delegate.navigationController(self, interactionControllerFor: animator)
        let interactive = interaction?.wantsInteractiveStart ?? false
        // Touches that drive an interactive transition keep coming; new ones wait only for an animator.
        if !interactive { window.transitionsInFlight += 1 }
        let context = TransitionContext(
            container: transitionView, scene: scene, presentationStyle: .fullScreen, animator: animator,
            animated: true
        ) { [weak self] completed in
            if !interactive { window.transitionsInFlight -= 1 }
            guard let self else { return }
            self.transition = nil
            let kept = completed ? toView : fromView
            kept.transform = .identity
            kept.alpha = 1
            kept.frame = self.childFrame(for: completed ? to : from)
            container.insertSubview(kept, belowSubview: transitionView)
            (completed ? fromView : toView).removeFromSuperview()
            transitionView.removeFromSuperview()
            if completed {
                complete()
            } else {
                undo()
                self.updateBar()
            }
            self.layoutChildren()
            self.runQueued()
        }
        context.start(interaction: interaction)
        return true
    }

    /// The appearance callbacks of a cancelled transition, back the other way, so each `will…` has its `did…`.
    func reverseAppearance(from: UIViewController, to: UIViewController) {
        to.beginAppearanceTransition(false, animated: true)
        from.beginAppearanceTransition(true, animated: true)
        to.endAppearanceTransition()
        from.endAppearanceTransition()
    }
}
