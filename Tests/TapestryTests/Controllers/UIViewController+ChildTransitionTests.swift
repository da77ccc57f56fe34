import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A custom container swapping its children's views, and the questions UIKit asks controllers.
@MainActor
@Suite struct UIViewControllerChildTransitionTests {
    @Test func aContainerSwapsItsChildrensViewsWithTheirAppearanceCallbacks() {
        UIApplication.replaceShared()
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = UIViewController()
        window.rootViewController = container
        window.makeKeyAndVisible()
        let synthesizer = EventSynthesizer(window: window)
        let first = LifecycleController("first", log: log)
        let second = LifecycleController("second", log: log)
        container.addChild(first)
        container.view.addSubview(first.view)
        first.didMove(toParent: container)
        log.clear()

        container.addChild(second)
        first.willMove(toParent: nil)
        var finished: Bool?
        var alphaDuringAnimation: CGFloat = -1
        second.view.alpha = 0
        container.transition(
            from: first, to: second, duration: 0.3, options: [.curveEaseInOut],
            animations: { second.view.alpha = 1 },
            completion: { done in
                finished = done
                first.removeFromParent()
                second.didMove(toParent: container)
            })
        #expect(second.view.superview === container.view && first.view.superview === container.view)
        #expect(log.lines.contains("first viewWillDisappear") && log.lines.contains("second viewWillAppear"))
        #expect(!log.lines.contains("second viewDidAppear"), "not until the animation ends")
        synthesizer.advance(by: 0.15)
        alphaDuringAnimation = second.view.layer.presentation().map { CGFloat($0.opacity) } ?? -1
        synthesizer.waitForAnimations()
        #expect(finished == true)
        #expect(alphaDuringAnimation > 0 && alphaDuringAnimation < 1, "the animations ran over the duration")
        #expect(first.view.superview == nil && second.view.superview === container.view)
        #expect(log.lines.suffix(2).sorted() == ["first viewDidDisappear", "second viewDidAppear"])
        #expect(container.children == [second])
    }

    @Test func actionsAndUnwindingFindTheirController() {
        UIApplication.replaceShared()
        final class Editor: UIViewController {
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                action == Selector(UIResponderStandardEditActions.rename(_:))
            }
        }
        let editor = Editor()
        let navigation = UINavigationController(rootViewController: editor)
        let inner = UIViewController()
        navigation.pushViewController(inner, animated: false)
        let rename = Selector(UIResponderStandardEditActions.rename(_:))
        #expect(inner.targetViewController(forAction: rename, sender: nil) == nil, "a sibling is not asked")
        #expect(editor.targetViewController(forAction: rename, sender: nil) === editor)
        let source = UIStoryboardUnwindSegueSource(sourceViewController: inner, unwindAction: rename, sender: nil)
        #expect(navigation.childContaining(source) === inner)
        #expect(
            navigation.allowedChildrenForUnwinding(from: source).map { ObjectIdentifier($0) } == [
                ObjectIdentifier(editor)
            ])
        #expect(editor.systemMinimumLayoutMargins.leading == 20, "a regular-width window")
        #expect(editor.extensionContext == nil && editor.nibName == nil)
    }
}
