import Foundation

extension UINavigationController {
    /// A push of a controller whose `preferredTransition` is a zoom grows it out of its source view in the
    /// screen below; popping it shrinks it back into the source view, asked for again. False (nothing done)
    /// when the controller does not zoom or the provider names no view on screen.
    func zoom(
        from: UIViewController, to: UIViewController, push: Bool, window: UIWindow,
        alongside: @escaping () -> Void, then complete: @escaping () -> Void
    ) -> Bool {
        let (zoomed, source) = push ? (to, from) : (from, to)
        guard let plan = zoomed.zoomTransition, let zoomedView = zoomed.viewIfLoaded, let container = view else {
            return false
        }
        source.viewIfLoaded?.layoutIfNeeded()
        guard let collapsed = plan.collapsedTransform(of: zoomed, over: source, in: container) else { return false }
        if !push { container.bringSubviewToFront(zoomedView) }
        container.bringSubviewToFront(navigationBar)
        plan.animate(zoomedView, collapsed: collapsed, growing: push, in: container, alongside: alongside) {
            [weak self] _ in
            window.transitionsInFlight -= 1
            self?.transition = nil
            complete()
            self?.runQueued()
        }
        return true
    }
}
