import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct EventTraceTests {
    @Test func theTraceRecordsTheHitTestWalkAndTheResponderWalk() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow()
        root.accessibilityIdentifier = "root"
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hidden.accessibilityIdentifier = "hidden"
        hidden.isHidden = true
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        target.accessibilityIdentifier = "target"
        let other = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
        other.accessibilityIdentifier = "other"
        root.addSubview(target)
        root.addSubview(other)
        root.addSubview(hidden)
        _ = window
        var lines: [String] = []
        let token = EventTrace.addObserver { lines.append($0.description) }
        defer { EventTrace.removeObserver(token) }
        #expect(EventTrace.isEnabled)
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        EventTrace.removeObserver(token)
        synthesizer.touchUp(touch)
        #expect(
            lines == [
                "hit-test (10, 10) in UIWindow",
                "  visit UIWindow at (10, 10): point(inside:) true",
                "    visit UIView(root) at (10, 10): point(inside:) true",
                "      skip UIView(hidden): hidden",
                "      visit UIView(other) at (-190, 10): point(inside:) false",
                "      skip UIView(other): outside bounds",
                "      visit UIView(target) at (10, 10): point(inside:) true",
                "hit-test result: UIView(target)",
                "touchesBegan → UIView(target)",
                "  touchesBegan: UIView(target) passes to UIView(root)",
                "  touchesBegan: UIView(root) passes to UIViewController",
                "  touchesBegan: UIViewController passes to UIWindow",
                "  touchesBegan: UIWindow passes to UIApplication",
                "  touchesBegan: UIApplication passes to nil (end of chain, dropped)",
                "  touchesBegan: nobody handled it (dropped)",
            ])
    }

    @Test func theTraceNamesWhoHandledAnEvent() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let parent = LoggingView("parent", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let child = LoggingView("child", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        child.forwards = ["began"]
        root.addSubview(parent)
        parent.addSubview(child)
        var lines: [String] = []
        let token = EventTrace.addObserver { lines.append($0.description) }
        defer { EventTrace.removeObserver(token) }
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(lines.contains("  touchesBegan handled by LoggingView(parent)"))
        #expect(lines.contains("  touchesEnded handled by LoggingView(child)"))
    }

    @Test func theTraceIsOffWithoutObservers() {
        UIApplication.replaceShared()  // a fresh application for each test
        #expect(!EventTrace.isEnabled || ProcessInfo.processInfo.environment["TAPESTRY_TRACE"] != nil)
    }
}
