import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
final class PhysicsLog: UIScrollViewDelegate {
    var lines: [String] = []
    var target: CGPoint?
    var reportedVelocity: CGPoint?
    var zoomView: UIView?
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        reportedVelocity = velocity
        lines.append("willEndDragging \(Int(targetContentOffset.pointee.y))")
        if let target { targetContentOffset.pointee = target }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        lines.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { lines.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { lines.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { lines.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        lines.append("didEndZooming \(scale)")
    }
}

/// SEMANTICS §10.8, statement by statement.
@MainActor
@Suite struct ScrollPhysicsTests {
    private func scene(height: CGFloat = 400) -> (UIScrollView, PhysicsLog, EventSynthesizer) {
        let (_, root, synthesizer) = makeWindow(width: 320, height: 480)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        scroll.contentSize = CGSize(width: 320, height: 4000)
        root.addSubview(scroll)
        let log = PhysicsLog()
        scroll.delegate = log
        synthesizer.advance(by: 0)
        return (scroll, log, synthesizer)
    }

    /// A steady upward fling: the finger moves `distance` in 10 equal steps over 0.1 s (content velocity
    /// `distance` × 10 pt/s) and lifts at once.
    private func fling(_ synthesizer: EventSynthesizer, up distance: CGFloat, from y: CGFloat = 350) {
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: y))
        for step in 1...10 {
            synthesizer.advance(by: 0.01)
            synthesizer.touchMove(touch, to: CGPoint(x: 100, y: y - distance * CGFloat(step) / 10))
        }
        synthesizer.touchUp(touch)
    }

    @Test func theSlopBeforeThePanBeganIsNotAdded() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, _, synthesizer) = scene()
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 300))
        synthesizer.advance(by: 0.05)
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 288))  // 12 pt: the pan begins here
        #expect(scroll.contentOffset.y == 0)
        synthesizer.advance(by: 0.05)
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 238))
        #expect(scroll.contentOffset.y == 50)
        synthesizer.advance(by: 0.3)
        synthesizer.touchUp(touch)
    }

    @Test func decelerationKeepsTheRatePerMillisecondAndStopsBelowTenPointsPerSecond() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, log, synthesizer) = scene()
        fling(synthesizer, up: 200)
        let v0: CGFloat = 2000
        #expect(abs(log.reportedVelocity!.y - 2) < 0.01, "UIKit reports points per millisecond")
        let start = scroll.contentOffset.y
        let released = synthesizer.now
        let rate = 0.998
        for _ in 0..<4 {
            synthesizer.advance(by: 0.3)
            let t = UIApplication.shared.frameClock.lastFrameTime - released
            let expected = Double(v0) * (pow(rate, 1000 * t) - 1) / (1000 * Foundation.log(rate))
            #expect(abs(Double(scroll.contentOffset.y - start) - expected) < 1e-6, "at \(t) s")
        }
        synthesizer.advance(by: 5)
        let rest = Double(v0) * (10 / 2000 - 1) / (1000 * Foundation.log(rate))
        #expect(abs(Double(scroll.contentOffset.y - start) - rest) < 0.5)
        #expect(log.lines.suffix(2) == ["willBeginDecelerating", "didEndDecelerating"])
        #expect(!scroll.isDecelerating)
        #expect(!UIApplication.shared.frameClock.isRunning)
    }

    @Test func theFastRateStopsSooner() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, _, synthesizer) = scene()
        scroll.decelerationRate = .fast
        fling(synthesizer, up: 200)
        let start = scroll.contentOffset.y
        synthesizer.advance(by: 3)
        let rest = 2000 * (10.0 / 2000 - 1) / (1000 * Foundation.log(0.99))
        #expect(abs(Double(scroll.contentOffset.y - start) - rest) < 0.5)
    }

    @Test func pastAnEdgeTheContentRubberBands() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, _, synthesizer) = scene()
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 100))
        synthesizer.advance(by: 0.05)
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 110))  // the pan begins
        for x: CGFloat in [50, 100, 200] {
            synthesizer.advance(by: 0.05)
            synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 110 + x))
            let d: CGFloat = 400
            let expected = -(1 - 1 / (x * 0.55 / d + 1)) * d
            #expect(abs(scroll.contentOffset.y - expected) < 1e-9, "a drag of \(x) past the edge")
        }
        synthesizer.advance(by: 0.3)
        synthesizer.touchUp(touch)
    }

    @Test func aReleasePastTheEdgeSpringsBackCriticallyDampedWithoutOvershooting() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, log, synthesizer) = scene()
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 100))
        synthesizer.advance(by: 0.05)
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 110))
        synthesizer.advance(by: 0.05)
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 310))
        synthesizer.advance(by: 0.3)  // held still: no velocity
        let x0 = scroll.contentOffset.y
        let released = synthesizer.now
        synthesizer.touchUp(touch)
        #expect(log.lines.contains("didEndDragging true"))
        for _ in 0..<150 {
            synthesizer.advance(by: 0.01)
            #expect(scroll.contentOffset.y <= 0, "never past the edge into the content")
            // What is shown is the last frame's value: x0 (1 + ωt) e^(−ωt) with ω = 11 /s.
            let t = UIApplication.shared.frameClock.lastFrameTime - released
            if scroll.contentOffset.y < -0.2, t >= 0 {
                let expected = x0 * (1 + 11 * t) * exp(-11 * t)
                #expect(abs(scroll.contentOffset.y - expected) < 1e-6, "at \(t)")
            }
        }
        #expect(scroll.contentOffset.y == 0)
        #expect(log.lines.last == "didEndDecelerating")
    }

    @Test func aFlingIntoAnEdgeBouncesWithBouncesAndStopsDeadWithout() {
        UIApplication.replaceShared()  // a fresh application for each test
        var (scroll, _, synthesizer) = scene()
        scroll.contentSize = CGSize(width: 320, height: 600)  // 200 pt of scrolling
        fling(synthesizer, up: 200)
        var furthest: CGFloat = 0
        for _ in 0..<150 {
            synthesizer.advance(by: 0.01)
            furthest = max(furthest, scroll.contentOffset.y)
        }
        #expect(furthest > 200, "it went past the end")
        #expect(scroll.contentOffset.y == 200, "and came back to it")

        UIApplication.replaceShared()
        (scroll, _, synthesizer) = scene()
        scroll.contentSize = CGSize(width: 320, height: 600)
        scroll.bounces = false
        fling(synthesizer, up: 200)
        for _ in 0..<150 {
            synthesizer.advance(by: 0.01)
            #expect(scroll.contentOffset.y <= 200)
        }
        #expect(scroll.contentOffset.y == 200)
    }

    @Test func pagingSettlesOnMultiplesOfTheBounds() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, _, synthesizer) = scene()
        scroll.isPagingEnabled = true
        fling(synthesizer, up: 60)  // 600 pt/s: the next page
        synthesizer.advance(by: 2)
        #expect(scroll.contentOffset.y == 400)
        // A slow drag less than half a page comes back.
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 300))
        for step in 1...30 {
            synthesizer.advance(by: 0.02)
            synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 300 - CGFloat(step) * 4))
        }
        synthesizer.advance(by: 0.2)
        synthesizer.touchUp(touch)
        synthesizer.advance(by: 2)
        #expect(scroll.contentOffset.y == 400)
    }

    @Test func theDelegateChoosesWhereAFlingComesToRest() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, log, synthesizer) = scene()
        log.target = CGPoint(x: 0, y: 500)
        fling(synthesizer, up: 200)
        synthesizer.advance(by: 5)
        #expect(abs(scroll.contentOffset.y - 500) < 0.5)
    }

    @Test func aTouchDuringDecelerationStopsItAndDoesNotReachTheContent() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, log, synthesizer) = scene()
        var tapped = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 320, height: 4000)
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        scroll.addSubview(button)
        fling(synthesizer, up: 200)
        synthesizer.advance(by: 0.2)
        #expect(scroll.isDecelerating)
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 200))
        let stopped = scroll.contentOffset.y
        synthesizer.advance(by: 0.5)
        #expect(scroll.contentOffset.y == stopped)
        #expect(!scroll.isDecelerating)
        synthesizer.touchUp(touch)
        synthesizer.advance(by: 0.5)
        #expect(tapped == 0)
        #expect(!log.lines.contains("didEndDecelerating"))
        synthesizer.tap(at: CGPoint(x: 100, y: 200))
        #expect(tapped == 1, "at rest, a tap reaches the content again")
    }

    @Test func anAnimatedOffsetChangeEndsWithItsDelegateCall() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, log, synthesizer) = scene()
        scroll.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        synthesizer.advance(by: 0.15)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 1000)
        synthesizer.advance(by: 0.2)
        #expect(scroll.contentOffset.y == 1000)
        #expect(log.lines == ["didEndScrollingAnimation"])
    }

    @Test func aPinchZoomsAndBouncesBackInsideTheLimits() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, log, synthesizer) = scene()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scroll.addSubview(image)
        scroll.contentSize = image.bounds.size
        log.zoomView = image
        scroll.maximumZoomScale = 2
        let a = synthesizer.touchDown(at: CGPoint(x: 140, y: 200))
        let b = synthesizer.touchDown(at: CGPoint(x: 180, y: 200))
        for step in 1...20 {
            synthesizer.advance(by: 0.01)
            let spread = 20 + CGFloat(step) * 5
            synthesizer.touchesMove([(a, CGPoint(x: 160 - spread, y: 200)), (b, CGPoint(x: 160 + spread, y: 200))])
        }
        #expect(scroll.isZooming)
        #expect(scroll.zoomScale > 2 && scroll.zoomScale < 6, "past the limit with resistance")
        synthesizer.touchUp(a)
        synthesizer.touchUp(b)
        synthesizer.advance(by: 2)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentSize == CGSize(width: 640, height: 800))
        #expect(log.lines.contains("didEndZooming 2.0"))
        let range = scroll.offsetRange
        #expect(scroll.contentOffset.y >= range.min.y && scroll.contentOffset.y <= range.max.y)
    }

    @Test func zoomToARectFillsTheViewWithIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, log, synthesizer) = scene()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scroll.addSubview(image)
        scroll.contentSize = image.bounds.size
        log.zoomView = image
        scroll.maximumZoomScale = 4
        scroll.zoom(to: CGRect(x: 80, y: 100, width: 160, height: 200), animated: true)
        synthesizer.advance(by: 2)
        #expect(abs(scroll.zoomScale - 2) < 1e-9)
        #expect(abs(scroll.contentOffset.x - 160) < 0.01 && abs(scroll.contentOffset.y - 200) < 0.01)
        scroll.setZoomScale(10, animated: false)
        #expect(scroll.zoomScale == 4, "clamped to the limits")
    }

    @Test func theReleaseVelocityIsTheFingersOverTheLastHundredMilliseconds() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, log, synthesizer) = scene()
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 390))
        // Fast at first (2000 pt/s for 0.1 s), then slow (500 pt/s for the last 0.15 s).
        var y: CGFloat = 390
        for _ in 0..<10 {
            synthesizer.advance(by: 0.01)
            y -= 20
            synthesizer.touchMove(touch, to: CGPoint(x: 100, y: y))
        }
        for _ in 0..<15 {
            synthesizer.advance(by: 0.01)
            y -= 5
            synthesizer.touchMove(touch, to: CGPoint(x: 100, y: y))
        }
        synthesizer.touchUp(touch)
        #expect(abs(log.reportedVelocity!.y - 0.5) < 0.01, "only the slow end counts: \(log.reportedVelocity!)")
    }

    @Test func theContentInsetWidensTheRange() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, _, synthesizer) = scene()
        scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        #expect(scroll.offsetRange.min.y == -50 && scroll.offsetRange.max.y == 4000 + 30 - 400)
        scroll.contentOffset = CGPoint(x: 0, y: -50)
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 100))
        synthesizer.advance(by: 0.05)
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 110))
        synthesizer.advance(by: 0.05)
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 150))
        #expect(scroll.contentOffset.y < -50, "past the inset it rubber-bands")
        synthesizer.advance(by: 0.3)
        synthesizer.touchUp(touch)
        synthesizer.advance(by: 2)
        #expect(scroll.contentOffset.y == -50)
    }
}
