import Foundation
import Tapestry
import TapestryExamples
import TapestryTesting
import Testing

@MainActor
@Suite struct GuideOverlayViewTests {
    /// Seed 000: holes pass touches through to the control beneath; the dimmed part runs the overlay's handler.
    @Test func holesPassTouchesThroughAndTheDimmedPartRunsTheHandler() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let button = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 40))
        button.addGestureRecognizer(UITapGestureRecognizer { _ in log("button") })
        root.addSubview(button)
        let overlay = GuideOverlayView.attach(to: root)
        overlay.holeViews = [button]
        overlay.holeRects = [CGRect(x: 200, y: 200, width: 50, height: 50)]
        overlay.tapHandler = {
            log("overlay")
            overlay.removeFromSuperview()
        }
        synthesizer.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.lines == ["overlay"], "without canRespond the overlay swallows even the holes")

        root.addSubview(overlay)
        overlay.canRespond = true
        log.clear()
        synthesizer.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.lines == ["button"], "a hole passes the tap to the button beneath")
        synthesizer.tap(at: CGPoint(x: 225, y: 225))
        #expect(log.lines == ["button"], "a rect hole over nothing reaches the root, which has no handler")
        synthesizer.tap(at: CGPoint(x: 300, y: 20))
        #expect(log.lines == ["button", "overlay"], "the dimmed part runs the handler, which dismisses")
        #expect(overlay.superview == nil)
        synthesizer.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.lines == ["button", "overlay", "button"])
    }

    @Test func theOverlaysPathsFollowTheSeed() {
        UIApplication.replaceShared()  // a fresh application for each test
        let overlay = GuideOverlayView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        overlay.holeRects = [CGRect(x: 50, y: 50, width: 40, height: 20)]
        let dimming = overlay.dimmingPath()
        #expect(dimming.usesEvenOddFillRule)
        #expect(!dimming.contains(CGPoint(x: 70, y: 60)))
        #expect(dimming.contains(CGPoint(x: 10, y: 10)))
        let outline = overlay.outlinePath()
        #expect(outline.lineWidth == 2)
        #expect(outline.lineDash.pattern == [5, 3])
        #expect(outline.bounds == CGRect(x: 48, y: 48, width: 44, height: 24), "2 pt outside the hole")
    }
}
