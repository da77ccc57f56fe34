import Foundation

/// What a controller gets during a size change (`viewWillTransition(to:with:)`): work to run alongside it and
/// after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Whether the change is animated (a window resize by the user is not).
    var isAnimated: Bool { get }
    /// How long it takes.
    var transitionDuration: TimeInterval { get }
    /// Runs `animation` with the change and `completion` after it; returns whether they were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition (no completion).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// What a coordinator's blocks are told.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the change is animated.
    var isAnimated: Bool { get }
    /// Whether it was cancelled (a resize never is).
    var isCancelled: Bool { get }
    /// How long it takes.
    var transitionDuration: TimeInterval { get }
}

/// The coordinator of a window resize: alongside blocks run with the new size applied, completions after the
/// layout pass.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator,
    UIViewControllerTransitionCoordinatorContext
{
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }

    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongside() {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    func complete() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
