import Foundation

// Custom presentation and dismissal animations, as UIKit runs them: a transitioning delegate hands out an
// animation controller (and optionally an interaction controller); the system builds the container view and
// a transition context; the animator moves the views and calls `completeTransition(_:)`.

/// The keys of the controllers taking part in a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start (the presenter when presenting, the presented when dismissing).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller visible at the end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// The keys of the views taking part in a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the `.from` controller.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view of the `.to` controller.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What an animator is given: the container, the controllers and their frames, and the call that ends the
/// transition.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in; the animator adds the `.to` view to it.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (an interactive one whose interaction was cancelled).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the controller being presented or dismissed.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports an interactive transition's progress, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that an interactive transition will finish.
    func finishInteractiveTransition()
    /// Reports that an interactive transition will be cancelled.
    func cancelInteractiveTransition()
    /// Reports that an interactive transition paused.
    func pauseInteractiveTransition()
    /// Ends the transition: call it once the animations are done (false when it was cancelled).
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key` (the controller's view, or the presentation controller's `presentedView`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// A rotation's transform; the identity for presentations.
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts, in the container (zero when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends, in the container (zero when unknown, or when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a presentation or dismissal.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the animation takes.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the animation and calls `transitionContext.completeTransition(_:)` when it is done.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition ended.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively (from a gesture).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts driving the transition.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// Whether the transition starts interactive; when false the animator runs it on its own.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// True.
    public var wantsInteractiveStart: Bool { true }
}

/// An interaction controller that scrubs the animator's animations by a fraction: `update(_:)` from a gesture,
/// then `finish()` or `cancel()`, which run the rest forward or back at `completionSpeed`.
///
/// The animations run on the container view's layer time: paused while interactive (`speed` 0, `timeOffset`
/// the fraction of the duration), as UIKit drives them.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration, from its animator.
    open var duration: CGFloat {
        guard let context else { return 0 }
        return CGFloat(context.animator.transitionDuration(using: context))
    }
    /// How far the transition is, from 0 to 1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast `finish()` and `cancel()` run the rest (1: the animator's own speed).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the run; kept for UIKit's API (the rest runs linearly).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest of the run; kept for UIKit's API.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactive.
    open var wantsInteractiveStart = true

    private var context: TransitionContext?

    /// Creates an interaction controller.
    public override init() { super.init() }

    /// Pauses the container's layer time and has the animator add its animations, at `percentComplete`.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        let layer = context.containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
        context.animator.animateTransition(using: context)
        update(percentComplete)
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        guard let context, !context.isFinishing else { return }
        context.containerView.layer.timeOffset = Double(self.percentComplete * duration)
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is.
    open func pause() { context?.pauseInteractiveTransition() }

    /// Runs the rest of the transition forward; the animator's completion then completes it.
    open func finish() {
        context?.finishInteractiveTransition()
        runRest(toEnd: true)
    }

    /// Runs the transition back to its start; the animator's completion then completes it, cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        runRest(toEnd: false)
    }

    /// Moves the container's layer time to the end (or the start) frame by frame, then gives the layer its own
    /// time back. At the start the animations are removed, so their completions run (not finished).
    private func runRest(toEnd: Bool) {
        guard let context, !context.isFinishing else { return }
        context.isFinishing = true
        let layer = context.containerView.layer
        let total = Double(duration)
        let target = toEnd ? total : 0
        let speed = Double(max(completionSpeed, 0.01))
        var last = UIApplication.shared.clock.now
        let clock = UIApplication.shared.frameClock
        clock.addObserver(self, retains: true) { [weak self] now in
            guard let self else { return }
            let step = (now - last) * speed
            last = now
            let offset = layer.timeOffset
            let next = toEnd ? min(offset + step, target) : max(offset - step, target)
            self.percentComplete = total > 0 ? CGFloat(next / total) : (toEnd ? 1 : 0)
            if next == target {
                clock.removeObserver(self)
                if !toEnd { Self.removeAnimations(under: layer) }
                layer.timeOffset = next
                layer.speed = 1
                layer.timeOffset = 0
                self.context = nil
            } else {
                layer.timeOffset = next
            }
        }
    }

    /// Removes every animation in `layer`'s tree (their completions hear `finished == false`).
    private static func removeAnimations(under layer: CALayer) {
        var stack: [CALayer] = [layer]
        while let current = stack.popLast() {
            current.removeAllAnimations()
            stack.append(contentsOf: current.sublayers ?? [])
        }
    }
}

/// The context, and the transition coordinator, of one custom transition: a presentation or dismissal, or a
/// navigation controller's push or pop.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator,
    UIViewControllerTransitionCoordinatorContext
{
    /// What moves where: the controllers, the views handed to the animator, and their frames.
    struct Scene {
        let from: UIViewController
        let to: UIViewController
        let fromView: UIView?
        let toView: UIView?
        let initialFrame: (UIViewController) -> CGRect
        let finalFrame: (UIViewController) -> CGRect
    }

    let containerView: UIView
    let animator: UIViewControllerAnimatedTransitioning
    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    private let scene: Scene
    private var from: UIViewController { scene.from }
    private var to: UIViewController { scene.to }
    /// Set once an interaction controller started finishing or cancelling (updates stop).
    var isFinishing = false
    private var onComplete: ((Bool) -> Void)?
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(
        container: UIView, scene: Scene, presentationStyle: UIModalPresentationStyle,
        animator: UIViewControllerAnimatedTransitioning, animated: Bool, onComplete: @escaping (Bool) -> Void
    ) {
        containerView = container
        self.scene = scene
        self.presentationStyle = presentationStyle
        self.animator = animator
        isAnimated = animated
        self.onComplete = onComplete
        super.init()
    }

    /// The context of a presentation (`presenting`) or a dismissal. As in UIKit, the presenter's view is not
    /// handed out when it stays in place (it is not the container's to move).
    convenience init(
        presentation: UIPresentationController, presenting: Bool, animator: UIViewControllerAnimatedTransitioning,
        animated: Bool, onComplete: @escaping (Bool) -> Void
    ) {
        let presented = presentation.presentedViewController
        let presenter = presentation.presentingViewController
        let container = presentation.containerView!
        func frame(of vc: UIViewController, presentedShownAt shown: Bool) -> CGRect {
            if vc === presented && shown { return presentation.frameOfPresentedViewInContainerView }
            if vc === presenter, let view = vc.viewIfLoaded { return view.convert(view.bounds, to: container) }
            return .zero
        }
        let scene = Scene(
            from: presenting ? presenter : presented, to: presenting ? presented : presenter,
            fromView: presenting ? nil : presentation.presentedView,
            toView: presenting ? presentation.presentedView : nil,
            initialFrame: { frame(of: $0, presentedShownAt: !presenting) },
            finalFrame: { frame(of: $0, presentedShownAt: presenting) })
        self.init(
            container: container, scene: scene, presentationStyle: presented.modalPresentationStyle,
            animator: animator, animated: animated, onComplete: onComplete)
    }

    /// Starts the transition: the interaction controller drives it when there is one that wants to start
    /// interactive, else the animator runs it; alongside animations run with it.
    func start(interaction: UIViewControllerInteractiveTransitioning?) {
        from.activeTransition = self
        to.activeTransition = self
        if let interaction, interaction.wantsInteractiveStart {
            isInteractive = true
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        runAlongside()
    }

    // MARK: UIViewControllerContextTransitioning

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { isInteractive = false }
    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else { return }
        self.onComplete = nil
        if from.activeTransition === self { from.activeTransition = nil }
        if to.activeTransition === self { to.activeTransition = nil }
        onComplete(didComplete)
        animator.animationEnded(didComplete)
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return scene.fromView
        case .to: return scene.toView
        default: return nil
        }
    }

    var targetTransform: CGAffineTransform { .identity }

    func initialFrame(for vc: UIViewController) -> CGRect { scene.initialFrame(vc) }

    func finalFrame(for vc: UIViewController) -> CGRect { scene.finalFrame(vc) }

    // MARK: UIViewControllerTransitionCoordinator

    var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }
    var isCancelled: Bool { transitionWasCancelled }

    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks in an animation of the transition's duration (on the container's time, so an
    /// interactive transition scrubs them too).
    private func runAlongside() {
        guard !alongside.isEmpty else { return }
        let blocks = alongside
        alongside.removeAll()
        guard isAnimated else {
            for block in blocks { block(self) }
            return
        }
        UIView.animate(withDuration: transitionDuration) {
            for block in blocks { block(self) }
        }
    }
}

extension UIViewController {
    /// The coordinator of the presentation or dismissal this controller takes part in, or nil.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransition ?? (self as? UINavigationController)?.slideCoordinator ?? parent?.transitionCoordinator
    }

    /// Whether the controller is being presented (between `present` and the end of its transition).
    public var isBeingPresented: Bool {
        guard let transition = activeTransition else { return false }
        return transition.viewController(forKey: .to) === self && presentingViewController != nil
            && transition.view(forKey: .to) != nil
    }

    /// Whether the controller is being dismissed.
    public var isBeingDismissed: Bool {
        guard let transition = activeTransition else { return false }
        return transition.viewController(forKey: .from) === self && transition.view(forKey: .from) != nil
    }
}
