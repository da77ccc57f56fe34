import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Custom presentation and dismissal animators, with and without a percent-driven interaction.
@MainActor
@Suite struct UIViewControllerTransitioningTests {
    /// Slides the presented view in from the right, and out again; logs what the context says.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var log: [String] = []
        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            1
        }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let container = context.containerView
            if presenting {
                let to = context.viewController(forKey: .to)!
                let view = context.view(forKey: .to)!
                let final = context.finalFrame(for: to)
                log.append("final \(final.width)x\(final.height)")
                view.frame = final.offsetBy(dx: container.bounds.width, dy: 0)
                container.addSubview(view)
                UIView.animate(
                    withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.frame = final },
                    completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            } else {
                let view = context.view(forKey: .from)!
                UIView.animate(
                    withDuration: 1, delay: 0, options: [.curveLinear],
                    animations: { view.frame.origin.x = container.bounds.width },
                    completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            }
        }

        func animationEnded(_ transitionCompleted: Bool) { log.append("ended \(transitionCompleted)") }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let presenter = SlideAnimator(presenting: true)
        let dismisser = SlideAnimator(presenting: false)
        var interaction: UIPercentDrivenInteractiveTransition?

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { presenter }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            dismisser
        }

        func interactionControllerForDismissal(
            using animator: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    @Test func aCustomAnimatorPresentsAndDismisses() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow()
        let presenter = window.rootViewController!
        let presented = UIViewController()
        let delegate = Delegate()
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .custom
        var done = false
        presenter.present(presented, animated: true) { done = true }
        #expect(presented.isBeingPresented)
        #expect(presented.transitionCoordinator != nil)
        synthesizer.advance(by: 0.5)
        #expect(abs(presented.view.layer.presentation()!.frame.minX - 160) < 2, "halfway in")
        #expect(!done)
        synthesizer.advance(by: 0.6)
        #expect(done)
        #expect(!presented.isBeingPresented && presented.transitionCoordinator == nil)
        #expect(delegate.presenter.log == ["final 320.0x480.0", "ended true"])
        #expect(presented.view.frame.minX == 0)

        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        #expect(presented.isBeingDismissed)
        synthesizer.advance(by: 1.1)
        #expect(dismissed)
        #expect(presenter.presentedViewController == nil)
        #expect(presented.view.superview == nil)
    }

    @Test func aPercentDrivenDismissalScrubsThenFinishesOrCancels() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow()
        let presenter = window.rootViewController!
        let presented = UIViewController()
        let delegate = Delegate()
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        synthesizer.advance(by: 1.1)

        // Cancelled: the view goes back and stays presented.
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        var completed = false
        presented.dismiss(animated: true) { completed = true }
        interaction.update(0.25)
        synthesizer.advance(by: 0.2)
        #expect(abs(presented.view.layer.presentation()!.frame.minX - 80) < 2, "held at a quarter")
        interaction.update(0.5)
        synthesizer.advance(by: 0.02)
        #expect(abs(presented.view.layer.presentation()!.frame.minX - 160) < 2, "scrubbed to half")
        interaction.cancel()
        synthesizer.advance(by: 1)
        #expect(!completed)
        #expect(presenter.presentedViewController === presented)
        #expect(delegate.dismisser.log == ["ended false"])
        #expect(window.rootViewController!.view.window != nil)

        // Finished: the rest runs and the dismissal completes.
        presented.view.frame.origin.x = 0
        let again = UIPercentDrivenInteractiveTransition()
        delegate.interaction = again
        presented.dismiss(animated: true) { completed = true }
        again.update(0.5)
        again.finish()
        synthesizer.advance(by: 1)
        #expect(completed)
        #expect(presenter.presentedViewController == nil)
        #expect(presented.view.superview == nil)
        #expect(presented.view.superview?.layer.speed ?? 1 == 1)
    }
}
