import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIHoverGestureRecognizerTests {
    @Test func hoverFollowsThePointerInAndOut() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        view.addGestureRecognizer(UIHoverGestureRecognizer { log("hover \($0.state) \($0.location(in: view))") })
        let input = UIApplication.shared.input
        input.pointerMoved(to: CGPoint(x: 150, y: 150), in: window)
        input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
        input.pointerMoved(to: CGPoint(x: 60, y: 50), in: window)
        input.pointerMoved(to: CGPoint(x: 150, y: 50), in: window)
        #expect(
            log.lines == [
                "hover began \(CGPoint(x: 50, y: 50))", "hover changed \(CGPoint(x: 60, y: 50))",
                "hover ended \(CGPoint(x: 150, y: 50))",
            ])
    }

    @Test func aPointersHoverHasAPencilsAnglesAtRest() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        var seen: [String] = []
        root.addGestureRecognizer(
            UIHoverGestureRecognizer { hover in
                seen.append("\(hover.zOffset) \(hover.altitudeAngle == .pi / 2) \(hover.azimuthAngle(in: nil))")
                #expect(hover.azimuthUnitVector(in: root) == CGVector(dx: 1, dy: 0) && hover.rollAngle == 0)
            })
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
        #expect(seen == ["0.0 true 0.0"], "a mouse hovers at no height, straight up")
    }

    @Test func aHoverWhoseViewLeavesTheWindowIsCancelledWithItsViewStillSetAndThenReleased() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        weak var released: UIHoverGestureRecognizer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(view)
            let hover = UIHoverGestureRecognizer { log("hover \($0.state) on a view: \($0.view != nil)") }
            view.addGestureRecognizer(hover)
            released = hover
            UIApplication.shared.input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
            view.removeFromSuperview()
        }
        #expect(log.lines == ["hover began on a view: true", "hover cancelled on a view: true"])
        #expect(released == nil, "nothing keeps the recognizer once its view is gone")
        // The next motion over the same place finds nothing to end.
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 60, y: 50), in: window)
        #expect(log.lines.count == 2)
    }

    @Test func hidingTheWindowCancelsItsHoversAndLeavingItEndsThem() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        view.addGestureRecognizer(UIHoverGestureRecognizer { log("hover \($0.state)") })
        let input = UIApplication.shared.input
        input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
        input.pointerExited(window)
        input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
        window.isHidden = true
        #expect(log.lines == ["hover began", "hover ended", "hover began", "hover cancelled"])
    }

    @Test func hoverAnswersToItsDelegateAndFailureRequirementsLikeAnyRecognizer() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        final class Refuse: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let refuse = Refuse()
        let hover = UIHoverGestureRecognizer { log("hover \($0.state)") }
        hover.delegate = refuse
        view.addGestureRecognizer(hover)
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
        #expect(log.lines.isEmpty)
        hover.delegate = nil
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 55, y: 50), in: window)
        #expect(log.lines == ["hover began"])
    }

    @Test func theCursorIsChosenFromTheMotionsOwnTarget() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.addSubview(field)
        let input = UIApplication.shared.input
        input.pointerMoved(to: CGPoint(x: 50, y: 15), in: window)
        #expect(input.cursorName == "text")
        input.pointerMoved(to: CGPoint(x: 50, y: 150), in: window)
        #expect(input.cursorName == "default")
    }
}
