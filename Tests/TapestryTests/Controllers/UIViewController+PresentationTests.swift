import Foundation
@_spi(Accessibility) import Tapestry
import TapestryTesting
import Testing

/// Presenting and dismissing: the container over the presenter, the dimming view, misuse.
@MainActor
@Suite struct UIViewControllerPresentationTests {
    @Test func presentationInstallsAContainerOverThePresenter() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, synthesizer) = makeWindow()
        let presenter = window.rootViewController!
        let presented = LifecycleController("modal", log: log)
        var completed = false
        presenter.present(presented, animated: true) { completed = true }
        #expect(!completed, "it completes once the slide is over")
        synthesizer.advance(by: 0.6)
        #expect(completed)
        #expect(presenter.presentedViewController === presented)
        #expect(presented.presentingViewController === presenter)
        let container = presented.view.superview!
        #expect(container is UITransitionView)
        #expect(container.superview === window)
        #expect(window.subviews.last === container)
        #expect(presented.next === container, "a presented controller's next is its container")
        #expect(container.next === window)
        #expect(log.lines == ["modal loadView", "modal viewDidLoad", "modal viewWillAppear", "modal viewDidAppear"])
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) !== root)

        log.clear()
        presented.dismiss(animated: true)
        synthesizer.advance(by: 0.6)
        #expect(presenter.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(container.superview == nil)
        #expect(log.lines == ["modal viewWillDisappear", "modal viewDidDisappear"])
    }

    @Test func aCrossDissolvePresentationFadesInPlaceAndOut() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow()
        let presented = UIViewController()
        presented.modalTransitionStyle = .crossDissolve
        window.rootViewController!.present(presented, animated: true)
        synthesizer.advance(by: 0.1)
        let shown = presented.view.layer.presentation()!
        #expect(shown.frame == presented.view.frame, "in place, not sliding")
        #expect(shown.opacity > 0.05 && shown.opacity < 0.95, "fading in: \(shown.opacity)")
        synthesizer.advance(by: 0.2)
        #expect(presented.view.layer.presentation()!.opacity == 1)
        presented.dismiss(animated: true)
        synthesizer.advance(by: 0.1)
        let leaving = presented.view.layer.presentation()!
        #expect(leaving.frame == presented.view.frame && leaving.opacity < 0.95)
        synthesizer.advance(by: 0.2)
        #expect(window.rootViewController!.presentedViewController == nil)
    }

    /// Seed 003: a custom presentation whose dimming view, in the container behind a smaller presented view,
    /// carries a tap that dismisses. Here the dimming view handles touchesEnded itself.
    @Test func tappingTheDimmingViewDismisses() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Dimming: UIView {
            var onTap: (() -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap?() }
        }
        final class SheetPresentation: UIPresentationController {
            let dimming = Dimming()
            override var frameOfPresentedViewInContainerView: CGRect {
                CGRect(
                    x: 0, y: containerView!.bounds.height / 2, width: containerView!.bounds.width,
                    height: containerView!.bounds.height / 2)
            }
            override func presentationTransitionWillBegin() {
                dimming.frame = containerView!.bounds
                dimming.onTap = { [unowned self] in self.presentedViewController.dismiss(animated: true) }
                containerView!.addSubview(dimming)
            }
        }
        final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? {
                SheetPresentation(presentedViewController: presented, presenting: presenting)
            }
        }
        let (window, _, synthesizer) = makeWindow(width: 300, height: 400)
        let transitioning = Transitioning()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitioning
        window.rootViewController!.present(sheet, animated: true)
        #expect(sheet.view.frame == CGRect(x: 0, y: 200, width: 300, height: 200))
        synthesizer.advance(by: 0.6)
        synthesizer.tap(at: CGPoint(x: 150, y: 300))
        #expect(window.rootViewController!.presentedViewController === sheet, "a tap on the sheet keeps it")
        synthesizer.tap(at: CGPoint(x: 150, y: 50))
        synthesizer.advance(by: 0.6)
        #expect(window.rootViewController!.presentedViewController == nil, "a tap on the dimmed part dismisses")
    }

    @Test func anAnimatedPresentationSlidesUpAndIgnoresTouchesUntilInPlace() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow(width: 300, height: 400)
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen  // the default, `.automatic`, is a page sheet
        var taps = 0
        modal.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        var done = false
        window.rootViewController!.present(modal, animated: true) { done = true }
        #expect(modal.view.frame == window.bounds, "the model is in place at once")
        #expect(abs(modal.view.layer.presentation()!.position.y - 600) < 1e-9, "drawn just below the window")
        synthesizer.advance(by: 0.25)
        let y = modal.view.layer.presentation()!.position.y
        #expect(y > 200 && y < 600)
        synthesizer.tap(at: CGPoint(x: 150, y: 390))
        #expect(taps == 0, "touches are ignored during the transition")
        synthesizer.advance(by: 0.3)
        #expect(done)
        synthesizer.tap(at: CGPoint(x: 150, y: 390))
        #expect(taps == 1)
        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        synthesizer.advance(by: 0.25)
        #expect(modal.view.superview != nil && !dismissed)
        #expect(modal.view.layer.presentation()!.position.y > 200)
        synthesizer.advance(by: 0.3)
        #expect(dismissed)
        #expect(modal.view.superview == nil)
        #expect(window.rootViewController!.presentedViewController == nil)
    }

    @Test func presentingWithoutAnimationIsImmediate() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, _) = makeWindow()
        let modal = UIViewController()
        var done = false
        window.rootViewController!.present(modal, animated: false) { done = true }
        #expect(done)
        #expect(modal.view.layer.animationKeys() == nil)
        modal.dismiss(animated: false)
        #expect(modal.view.superview == nil)
    }

    @Test func presentingFromAControllerOutsideAWindowDoesNothing() {
        UIApplication.replaceShared()  // a fresh application for each test
        let loose = UIViewController()
        let other = UIViewController()
        loose.present(other, animated: false)
        #expect(loose.presentedViewController == nil)
    }

    /// With Reduce Motion on, a modal fades in and out in place instead of sliding; a later presentation with it
    /// off slides in fully visible.
    @Test func withReduceMotionAModalFadesInPlace() {
        UIApplication.replaceShared()
        UIAccessibility.setReduceMotionEnabled(true)
        defer { UIAccessibility.setReduceMotionEnabled(false) }
        let (window, _, synthesizer) = makeWindow()
        let presenter = window.rootViewController!
        let presented = UIViewController()
        presenter.present(presented, animated: true)
        synthesizer.advance(by: 0.1)
        let layer = presented.view.layer.presentation()!
        #expect(layer.frame.minY == presented.view.frame.minY, "no slide")
        #expect(layer.opacity > 0 && layer.opacity < 1, "fading in: \(layer.opacity)")
        synthesizer.advance(by: 0.6)
        presented.dismiss(animated: true)
        synthesizer.advance(by: 0.6)
        #expect(presenter.presentedViewController == nil)
        UIAccessibility.setReduceMotionEnabled(false)
        presenter.present(presented, animated: true)
        synthesizer.advance(by: 0.6)
        #expect(presented.view.alpha == 1, "faded out for Reduce Motion only: visible again")
    }
}
