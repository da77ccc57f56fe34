import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The transition coordinator of a navigation controller's push and pop, as UIKit hands it out: there from the
/// appearance callbacks on, its alongside blocks animated with the slide, its completions after it and before
/// `viewDidAppear`, its context naming the controllers and the container; gone once the slide is over.
@MainActor
@Suite struct UIViewControllerTransitionCoordinatorTests {
    final class Screen: UIViewController {
        var log: [String] = []
        let badge = UIView()
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let coordinator = transitionCoordinator else {
                log.append("willAppear without a coordinator")
                return
            }
            log.append("willAppear animated:\(coordinator.isAnimated)")
            badge.alpha = 0
            coordinator.animate(
                alongsideTransition: { context in
                    self.badge.alpha = 1
                    self.log.append("alongside to:\(context.viewController(forKey: .to) === self)")
                },
                completion: { context in
                    self.log.append("completion cancelled:\(context.isCancelled)")
                })
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("didAppear")
        }
    }

    private func stage() -> (UINavigationController, EventSynthesizer) {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (navigation, EventSynthesizer(window: window))
    }

    @Test func anAnimatedPushCoordinatesWhatTheScreenAddsInViewWillAppear() throws {
        let (navigation, synthesizer) = stage()
        let screen = Screen()
        screen.view.addSubview(screen.badge)
        navigation.pushViewController(screen, animated: true)
        let coordinator = try #require(navigation.transitionCoordinator)
        #expect(coordinator.isAnimated && coordinator.transitionDuration > 0)
        #expect(screen.log == ["willAppear animated:true", "alongside to:true"])
        #expect(screen.badge.alpha == 1, "the model value at once")
        synthesizer.advance(by: coordinator.transitionDuration / 2)
        let halfway = screen.badge.layer.presentation()?.opacity ?? -1
        #expect(halfway > 0 && halfway < 1, "the alongside change slides with the screens")
        synthesizer.advance(by: coordinator.transitionDuration)
        #expect(Array(screen.log.suffix(2)) == ["completion cancelled:false", "didAppear"])
        #expect(navigation.transitionCoordinator == nil && screen.transitionCoordinator == nil)
    }

    @Test func aPushWithoutAnimationStillRunsTheBlocksInOrder() {
        let (navigation, _) = stage()
        let screen = Screen()
        navigation.pushViewController(screen, animated: false)
        #expect(
            screen.log == [
                "willAppear animated:false", "alongside to:true", "completion cancelled:false", "didAppear",
            ])
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func thePoppedScreensContextNamesBothControllersAndTheContainer() throws {
        let (navigation, synthesizer) = stage()
        let screen = UIViewController()
        navigation.pushViewController(screen, animated: false)
        navigation.popViewController(animated: true)
        let context = try #require(navigation.transitionCoordinator)
        #expect(context.viewController(forKey: .from) === screen)
        #expect(context.viewController(forKey: .to) === navigation.viewControllers[0])
        #expect(context.containerView === navigation.view && context.view(forKey: .from) === screen.view)
        #expect(!context.isInteractive && context.targetTransform == .identity)
        synthesizer.advance(by: 1)
        #expect(navigation.transitionCoordinator == nil)
    }
}
