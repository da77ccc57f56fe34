import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
final class ChainDelegate: UIResponder, UIApplicationDelegate {
    var log: Log?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?("delegate began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?("delegate ended") }
}

@MainActor
@Suite struct ResponderChainTests {
    /// Seed 002: view → controller → window → application → delegate, printed as a chain.
    @Test func theNextChainOfSeed002() {
        UIApplication.replaceShared()  // a fresh application for each test
        let delegate = ChainDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let (window, root, _) = makeWindow()
        let controller = window.rootViewController!
        let button = UIView(frame: .zero)
        root.addSubview(button)

        var chain: [String] = []
        var responder: UIResponder? = button
        while let current = responder {
            chain.append(String(describing: type(of: current)))
            responder = current.next
        }
        #expect(chain == ["UIView", "UIView", "UIViewController", "UIWindow", "UIApplication", "ChainDelegate"])
        #expect(button.next === root)
        #expect(root.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
        #expect(UIApplication.shared.next === delegate)
    }

    @Test func theApplicationsNextIsNilForADelegateThatIsNotAResponder() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class PlainDelegate: NSObject, UIApplicationDelegate {}
        let delegate = PlainDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        #expect(UIApplication.shared.next == nil)
        UIApplication.shared.delegate = nil
        #expect(UIApplication.shared.next == nil)
    }

    @Test func aViewsNextIsItsSuperviewUnlessItIsAControllersView() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
        let controller = UIViewController()
        controller.view.addSubview(parent)
        #expect(parent.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next == nil, "not installed: the view has no superview")
    }

    @Test func aChildControllerSitsBetweenItsViewAndTheParentsView() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, _) = makeWindow()
        let child = UIViewController()
        root.window!.rootViewController!.addChild(child)
        root.addSubview(child.view)
        child.didMove(toParent: root.window!.rootViewController)
        let leaf = UIView()
        child.view.addSubview(leaf)
        #expect(leaf.next === child.view)
        #expect(child.view.next === child)
        #expect(child.next === root)
    }

    /// A tap on a view that does not override touches travels the whole chain to the delegate.
    @Test func unhandledTouchesTravelToTheDelegate() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let delegate = ChainDelegate()
        delegate.log = log
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let (_, root, synthesizer) = makeWindow()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(plain)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["delegate began", "delegate ended"])
    }

    /// SEMANTICS §2.4 and seed 004: each method forwards on its own.
    @Test func overridingOnlySomeTouchesMethodsForwardsOnlyTheOthers() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let parent = LoggingView("parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let child = LoggingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        root.addSubview(parent)
        parent.addSubview(child)

        child.forwards = ["ended"]
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["child began", "child ended", "parent ended"])

        log.clear()
        child.forwards = ["began", "moved", "ended", "cancelled"]
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["child began", "parent began", "child ended", "parent ended"])
    }

    /// Seed 004: a view that handles nothing passes the touch to its controller's view's handler.
    @Test func aPlainViewPassesTouchesToTheControllerOfItsSuperview() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Controller: UIViewController {
            let log = Log()
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("controller began") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let red = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 200))
        controller.view.addSubview(red)
        EventSynthesizer(window: window).tap(at: CGPoint(x: 20, y: 150))
        #expect(controller.log.lines == ["controller began"])
    }

    /// Methods UIKit declares for responders to override, which nothing on the desktop sends: they do nothing by
    /// default, and a subclass's overrides compile and answer.
    @Test func overridePointsWithoutADesktopSenderDoNothingByDefault() {
        final class Player: UIView {
            var toggled = 0
            var selected = 0
            override func accessibilityPerformMagicTap() -> Bool {
                toggled += 1
                return true
            }
            override func select(_ sender: Any?) { selected += 1 }
            override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
        }
        let plain = UIView()
        #expect(!plain.accessibilityPerformMagicTap())
        plain.select(nil)
        plain.touchesEstimatedPropertiesUpdated([])
        let player = Player()
        #expect(player.accessibilityPerformMagicTap() && player.toggled == 1)
        player.select(nil)
        #expect(player.selected == 1)
    }
}
