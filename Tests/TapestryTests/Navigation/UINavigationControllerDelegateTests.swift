import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct UINavigationControllerDelegateTests {
    final class Quiet: NSObject, UINavigationControllerDelegate {}

    @Test func aDelegateThatAnswersNothingKeepsTheSlide() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let delegate = Quiet()
        navigation.delegate = delegate
        window.rootViewController = navigation
        synthesizer.advance(by: 0.1)
        #expect(delegate.navigationController(navigation, animationControllerFor: .push, from: root, to: root) == nil)
        #expect(delegate.navigationControllerSupportedInterfaceOrientations(navigation) == .all)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        synthesizer.advance(by: 0.1)
        #expect(pushed.view.layer.presentation()!.frame.minX > 0, "sliding in from the trailing edge")
        #expect(pushed.view.superview === navigation.view)
        synthesizer.advance(by: 1)
        #expect(navigation.topViewController === pushed)
    }
}
