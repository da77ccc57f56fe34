import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A presentation controller that puts the presented view in the container's lower half.
@MainActor
private final class LowerHalf: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
}

/// Gives only a presentation controller, recording the questions it is asked.
@MainActor
private final class PresentationOnly: NSObject, UIViewControllerTransitioningDelegate {
    var asked: [String] = []
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        asked.append("presentation")
        return LowerHalf(presentedViewController: presented, presenting: presenting)
    }
}

/// A view controller's transitioning delegate (UIViewControllerTransitioningDelegate): every method optional and
/// nil by default (UIKit's own presentation and animations then); a presentation controller given for a custom
/// presentation places the presented view, with the default animations.
@MainActor
@Suite struct UIViewControllerTransitioningDelegateTests {
    @Test func aDelegateThatImplementsNothingGivesNothing() {
        final class Silent: NSObject, UIViewControllerTransitioningDelegate {}
        let silent = Silent()
        let a = UIViewController(), b = UIViewController()
        #expect(silent.presentationController(forPresented: a, presenting: b, source: b) == nil)
        #expect(silent.animationController(forPresented: a, presenting: b, source: b) == nil)
        #expect(silent.animationController(forDismissed: a) == nil)
    }

    /// With only a presentation controller, the custom presentation places the view its way and runs UIKit's
    /// default animation; a delegate on a controller that is not presented `.custom` is not asked for one.
    @Test func aGivenPresentationControllerPlacesTheViewWithTheDefaultAnimation() {
        UIApplication.replaceShared()
        let (window, _, synthesizer) = makeWindow()
        let presenter = window.rootViewController!
        let delegate = PresentationOnly()
        let presented = UIViewController()
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .custom
        var presentedDone = false
        presenter.present(presented, animated: true) { presentedDone = true }
        synthesizer.advance(by: 1)
        #expect(presentedDone && delegate.asked == ["presentation"])
        #expect(presented.presentationController is LowerHalf)
        #expect(presented.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        synthesizer.advance(by: 1)
        #expect(dismissed && presenter.presentedViewController == nil)
        let sheet = UIViewController()
        sheet.transitioningDelegate = delegate
        presenter.present(sheet, animated: false)
        #expect(delegate.asked == ["presentation"], "only a custom presentation asks")
    }
}
