import Foundation

/// What a controller gets during a transition (`transitionCoordinator` during a push, pop or presentation,
/// `viewWillTransition(to:with:)` for a size change): work to run alongside it and after it, and, as in UIKit,
/// everything its context tells.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
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

/// What a coordinator's blocks are told: the transition's controllers, views and container, and how it runs.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether it was cancelled (an interactive pop let go early).
    var isCancelled: Bool { get }
    /// How long it takes.
    var transitionDuration: TimeInterval { get }
    /// Whether a gesture drives it now.
    var isInteractive: Bool { get }
    /// Whether a gesture drove it from the start.
    var initiallyInteractive: Bool { get }
    /// Whether it can be interrupted (false here).
    var isInterruptible: Bool { get }
    /// How far it has gone when a gesture stopped driving it (0 otherwise).
    var percentComplete: CGFloat { get }
    /// The speed it finishes at after a gesture (1 otherwise).
    var completionVelocity: CGFloat { get }
    /// The curve it finishes along.
    var completionCurve: UIView.AnimationCurve { get }
    /// The presentation style of a presentation's controller (`.custom` for others).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The transform the transition applies (a rotation on iOS; the identity here).
    var targetTransform: CGAffineTransform { get }
    /// The controller leaving (`.from`) or coming (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or coming.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

extension UIViewControllerTransitionCoordinatorContext {
    /// Whether a gesture drives it now (none does here unless it says so).
    public var isInteractive: Bool { false }
    /// Whether a gesture drove it from the start.
    public var initiallyInteractive: Bool { isInteractive }
    /// False: transitions here run to their end.
    public var isInterruptible: Bool { false }
    /// 0 unless a gesture drove it.
    public var percentComplete: CGFloat { 0 }
    /// 1.
    public var completionVelocity: CGFloat { 1 }
    /// `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// `.custom`.
    public var presentationStyle: UIModalPresentationStyle { .custom }
    /// The identity.
    public var targetTransform: CGAffineTransform { .identity }
}

/// A coordinator for the engine's own transitions (a window resize, a navigation controller's slide):
/// alongside blocks run inside the transition's animation (at once when it is not animated), completions
/// after it.
@MainActor
final class StandardTransitionCoordinator: UIViewControllerTransitionCoordinator,
    UIViewControllerTransitionCoordinatorContext
{
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let containerView: UIView
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    var isCancelled: Bool { false }

    init(
        animated: Bool = false, duration: TimeInterval = 0, container: UIView, from: UIViewController? = nil,
        to: UIViewController? = nil
    ) {
        isAnimated = animated
        transitionDuration = duration
        containerView = container
        self.from = from
        self.to = to
    }

    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from?.viewIfLoaded : key == .to ? to?.viewIfLoaded : nil
    }

    /// Runs the alongside blocks added so far (inside the caller's animation block when it animates).
    func runAlongside() {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    /// Runs the completions.
    func complete() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
