import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Presenting and dismissing: the container over the presenter, the dimming view, misuse.
@MainActor
@Suite struct UIViewControllerPresentationTests {
    @Test func presentationInstallsAContainerOverThePresenter() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        let presenter = window.rootViewController!
        let presented = LifecycleController("modal", log: log)
        var completed = false
        presenter.present(presented, animated: true) { completed = true }
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
        #expect(presenter.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(container.superview == nil)
        #expect(log.lines == ["modal viewWillDisappear", "modal viewDidDisappear"])
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
        final class Transitioning: UIViewControllerTransitioningDelegate {
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
        synthesizer.tap(at: CGPoint(x: 150, y: 300))
        #expect(window.rootViewController!.presentedViewController === sheet, "a tap on the sheet keeps it")
        synthesizer.tap(at: CGPoint(x: 150, y: 50))
        #expect(window.rootViewController!.presentedViewController == nil, "a tap on the dimmed part dismisses")
    }

    @Test func presentingFromAControllerOutsideAWindowDoesNothing() {
        UIApplication.replaceShared()  // a fresh application for each test
        let loose = UIViewController()
        let other = UIViewController()
        loose.present(other, animated: false)
        #expect(loose.presentedViewController == nil)
    }
}
