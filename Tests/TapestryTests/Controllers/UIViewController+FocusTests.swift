import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// View controllers as focus environments: asked before focus moves within their view, told after, and their
/// preferred environments say where focus goes first.
@MainActor
@Suite struct UIViewControllerFocusTests {
    final class Form: UIViewController {
        let first = UIButton(type: .system)
        let second = UIButton(type: .system)
        var told: [String] = []
        var refuse = false

        override func viewDidLoad() {
            super.viewDidLoad()
            first.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
            second.frame = CGRect(x: 10, y: 60, width: 80, height: 30)
            first.setTitle("First", for: .normal)
            second.setTitle("Second", for: .normal)
            view.addSubview(first)
            view.addSubview(second)
        }

        override var preferredFocusEnvironments: [UIFocusEnvironment] { [second] }
        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { !refuse }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            told.append((context.nextFocusedItem as? UIButton)?.currentTitle ?? "none")
        }
    }

    private func stage() -> (UIWindow, Form, EventSynthesizer) {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let form = Form()
        window.rootViewController = form
        window.makeKeyAndVisible()
        UIApplication.shared.frameStep.run()
        return (window, form, EventSynthesizer(window: window))
    }

    @Test func aControllersPreferredEnvironmentTakesFocusFirst() {
        let (window, form, _) = stage()
        window.focusSystem.requestFocusUpdate(to: form)
        #expect(window.focusSystem.focusedItem === form.second)
        #expect(form.told == ["Second"], "the controller heard of the move within its view")
        let (otherWindow, other, _) = stage()
        otherWindow.focusSystem.requestFocusUpdate(to: other.view)
        #expect(otherWindow.focusSystem.focusedItem === other.second, "its root view goes where it prefers")
    }

    @Test func aControllerThatRefusesKeepsFocusWhereItIs() {
        let (window, form, events) = stage()
        events.press("\t")
        let before = window.focusSystem.focusedItem
        #expect(before != nil)
        form.refuse = true
        events.press("\t")
        #expect(window.focusSystem.focusedItem === before)
        form.refuse = false
        events.press("\t")
        #expect(window.focusSystem.focusedItem !== before)
        #expect(form.told.count == 2)
    }

    @Test func aPlainControllerPrefersItsView() {
        let controller = UIViewController()
        #expect(controller.preferredFocusEnvironments.isEmpty, "no view loaded yet")
        _ = controller.view
        #expect(controller.preferredFocusEnvironments.first === controller.view)
        let environment: UIFocusEnvironment = controller
        #expect(environment.shouldUpdateFocus(in: UIFocusUpdateContext(previous: nil, next: nil, heading: .next)))
    }
}
