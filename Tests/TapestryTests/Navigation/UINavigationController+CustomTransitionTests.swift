import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Pushes and pops with the navigation delegate's animator, run by itself or driven by an interaction.
@MainActor
@Suite struct UINavigationControllerCustomTransitionTests {
    /// Fades the `to` view in over the `from` view in one second; logs what the context says.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var log: [String] = []

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            1
        }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let to = context.viewController(forKey: .to)!
            let toView = context.view(forKey: .to)!
            log.append("from view \(context.view(forKey: .from) === context.viewController(forKey: .from)!.view)")
            let final = context.finalFrame(for: to)
            log.append("final \(final.width)x\(final.height)")
            toView.frame = context.finalFrame(for: to)
            toView.alpha = 0
            context.containerView.addSubview(toView)
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear], animations: { toView.alpha = 1 },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }

        func animationEnded(_ transitionCompleted: Bool) { log.append("ended \(transitionCompleted)") }
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        let animator = FadeAnimator()
        var interaction: UIPercentDrivenInteractiveTransition?
        var operations: [UINavigationController.Operation] = []
        var shown: [String] = []

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return animator
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interaction }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) { shown.append(viewController.title ?? "?") }
    }

    final class Logged: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
        override func didMove(toParent parent: UIViewController?) { log.append("didMove \(parent != nil)") }
    }

    private func makeNavigation() -> (UINavigationController, Logged, Delegate, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, _, synthesizer) = makeWindow()
        let root = Logged()
        root.title = "root"
        let navigation = UINavigationController(rootViewController: root)
        let delegate = Delegate()
        navigation.delegate = delegate
        window.rootViewController = navigation
        synthesizer.advance(by: 0.1)
        return (navigation, root, delegate, synthesizer)
    }

    @Test func theDelegatesAnimatorRunsThePushAndThePop() {
        let (navigation, root, delegate, synthesizer) = makeNavigation()
        let pushed = Logged()
        pushed.title = "pushed"
        root.log.removeAll()
        navigation.pushViewController(pushed, animated: true)
        #expect(delegate.operations == [.push])
        synthesizer.advance(by: 0.5)
        let halfway = pushed.view.layer.presentation()!.opacity
        #expect(abs(halfway - 0.5) < 0.05, "the animator's fade, not the slide: \(halfway)")
        #expect(pushed.view.frame.origin.x == 0, "no slide")
        #expect(pushed.view.superview !== navigation.view, "in the transition's container")
        synthesizer.advance(by: 0.6)
        #expect(delegate.animator.log == ["from view true", "final 320.0x480.0", "ended true"])
        #expect(pushed.view.superview === navigation.view)
        #expect(root.view.superview == nil)
        #expect(navigation.viewControllers == [root, pushed])
        #expect(delegate.shown == ["pushed"])
        #expect(root.log == ["willDisappear", "didDisappear"])
        #expect(pushed.log == ["willAppear", "didAppear", "didMove true"], "UIKit's order for a push")
        let bar = navigation.navigationBar
        #expect(navigation.view.subviews.last === bar, "the bar stays above the children")

        navigation.popViewController(animated: true)
        #expect(delegate.operations == [.push, .pop])
        synthesizer.advance(by: 1.1)
        #expect(navigation.viewControllers == [root])
        #expect(root.view.superview === navigation.view && pushed.view.superview == nil)
        #expect(delegate.shown == ["pushed", "root"])
    }

    @Test func aCancelledInteractivePopKeepsTheStackAndBalancesTheCallbacks() {
        let (navigation, root, delegate, synthesizer) = makeNavigation()
        let pushed = Logged()
        pushed.title = "pushed"
        navigation.pushViewController(pushed, animated: false)
        synthesizer.advance(by: 0.1)
        root.log.removeAll()
        pushed.log.removeAll()
        delegate.shown.removeAll()

        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.popViewController(animated: true)
        interaction.update(0.25)
        synthesizer.advance(by: 0.2)
        #expect(abs(root.view.layer.presentation()!.opacity - 0.25) < 0.05, "held at a quarter")
        interaction.cancel()
        synthesizer.advance(by: 1)
        #expect(delegate.animator.log.last == "ended false")
        #expect(navigation.viewControllers == [root, pushed])
        #expect(navigation.topViewController === pushed)
        #expect(pushed.view.superview === navigation.view && root.view.superview == nil)
        #expect(pushed.log == ["willDisappear", "willAppear", "didAppear", "didMove true"])
        #expect(root.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(delegate.shown.isEmpty)

        // Afterwards a pop by itself finishes.
        delegate.interaction = nil
        navigation.popViewController(animated: true)
        synthesizer.advance(by: 1.1)
        #expect(navigation.viewControllers == [root])
    }
}
