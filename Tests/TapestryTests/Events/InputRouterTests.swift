import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The input entry points a backend calls.
@MainActor
@Suite struct InputRouterTests {
    @Test func losingTheFocusCancelsOnlyThatWindowsTouches() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (first, firstRoot, _) = makeWindow()
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        second.rootViewController = UIViewController()
        second.makeKeyAndVisible()
        firstRoot.addSubview(LoggingView("a", frame: firstRoot.bounds, log: log))
        second.rootViewController!.view.addSubview(LoggingView("b", frame: second.bounds, log: log))
        let input = UIApplication.shared.input
        input.touchBegan(1, at: CGPoint(x: 10, y: 10), in: first)
        input.touchBegan(2, at: CGPoint(x: 10, y: 10), in: second)
        input.windowFocusChanged(first, focused: false)
        #expect(log.lines == ["a began", "b began", "a cancelled"])
        input.touchEnded(2)
        #expect(log.lines.last == "b ended")
    }

    @Test func hidingAWindowCancelsItsTouchesFirst() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: root.bounds, log: log)
        root.addSubview(view)
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        window.isHidden = true
        synthesizer.touchUp(touch)
        #expect(log.lines == ["v began", "v cancelled"])
    }
}
