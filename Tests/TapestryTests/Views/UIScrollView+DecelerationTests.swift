import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The content moving on its own, frame by frame: a fling decelerates and ends with its delegate call, an
/// animated offset ends with its own, and setting an offset stops the motion without either.
@MainActor
@Suite struct UIScrollViewDecelerationTests {
    final class Ends: UIScrollViewDelegate {
        var log: [String] = []
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("decelerated") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("animated") }
    }

    private func scene() -> (UIScrollView, Ends, EventSynthesizer) {
        let (_, root, synthesizer) = makeWindow(width: 320, height: 480)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scroll.contentSize = CGSize(width: 320, height: 5000)
        let ends = Ends()
        scroll.delegate = ends
        root.addSubview(scroll)
        synthesizer.advance(by: 0)
        return (scroll, ends, synthesizer)
    }

    private func fling(_ synthesizer: EventSynthesizer) {
        let touch = synthesizer.touchDown(at: CGPoint(x: 160, y: 350))
        for step in 1...5 {
            synthesizer.advance(by: 1.0 / 60)
            synthesizer.touchMove(touch, to: CGPoint(x: 160, y: 350 - CGFloat(step) * 30))
        }
        synthesizer.touchUp(touch)
    }

    @Test func aFlingDeceleratesAndEndsWithItsDelegateCall() {
        UIApplication.replaceShared()
        let (scroll, ends, synthesizer) = scene()
        fling(synthesizer)
        #expect(scroll.isDecelerating)
        let released = scroll.contentOffset.y
        synthesizer.advance(by: 0.2)
        #expect(scroll.contentOffset.y > released, "still moving without the finger")
        synthesizer.advance(by: 5)
        #expect(!scroll.isDecelerating)
        #expect(ends.log == ["decelerated"])
    }

    @Test func anAnimatedOffsetEndsWithItsOwnCall() {
        UIApplication.replaceShared()
        let (scroll, ends, synthesizer) = scene()
        scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        synthesizer.advance(by: 0.1)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 600)
        synthesizer.advance(by: 2)
        #expect(scroll.contentOffset.y == 600)
        #expect(ends.log == ["animated"])
    }

    /// Setting the offset in code stops a deceleration where it is, with no end call.
    @Test func settingTheOffsetStopsTheMotionQuietly() {
        UIApplication.replaceShared()
        let (scroll, ends, synthesizer) = scene()
        fling(synthesizer)
        synthesizer.advance(by: 0.1)
        scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        synthesizer.advance(by: 3)
        #expect(scroll.contentOffset.y == 50)
        #expect(!scroll.isDecelerating && ends.log.isEmpty)
    }
}
