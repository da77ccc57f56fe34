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
}
