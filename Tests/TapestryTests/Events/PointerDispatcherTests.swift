import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Every pointer event is hit-tested once, and all it drives reads that one answer.
@MainActor
@Suite struct PointerDispatcherTests {
    final class CountingWindow: UIWindow {
        var hitTests = 0
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            hitTests += 1
            return super.hitTest(point, with: event)
        }
    }

    final class Scroller: UIView, WheelScrollable {
        var scrolled = CGPoint.zero
        func scrollWheel(by delta: CGPoint) -> Bool {
            scrolled = delta
            return true
        }
    }

    @Test func aMotionHitTestsOnceForItsHoversAndItsCursor() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = CountingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.rootViewController!.view.addSubview(field)
        var hovers: [UIGestureRecognizer.State] = []
        field.addGestureRecognizer(UIHoverGestureRecognizer { hovers.append($0.state) })
        let input = UIApplication.shared.input
        window.hitTests = 0
        input.pointerMoved(to: CGPoint(x: 10, y: 10), in: window)
        #expect(window.hitTests == 1)
        #expect(hovers == [.began])
        #expect(input.cursorName == "text")
    }

    @Test func theWheelAndTheClicksReadTheirTargetsPath() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = CountingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let scroller = Scroller(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.rootViewController!.view.addSubview(scroller)
        scroller.addSubview(child)
        window.hitTests = 0
        UIApplication.shared.input.scroll(by: CGPoint(x: 0, y: 12), at: CGPoint(x: 15, y: 15), in: window)
        #expect(scroller.scrolled == CGPoint(x: 0, y: 12), "the nearest scrolling view up the path takes it")
        #expect(window.hitTests == 1)
        #expect(!UIApplication.shared.input.secondaryClick(at: CGPoint(x: 15, y: 15), in: window))
        #expect(window.hitTests == 2)
    }
}
