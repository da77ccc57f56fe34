import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A trackpad's continuous scrolling moves the content at once; when the fingers leave the trackpad the content
/// carries on at its last speed and decelerates (kinetic scrolling), as after a fling.
@MainActor
@Suite struct UIScrollViewWheelTests {
    private func scrollView() -> (UIWindow, UIScrollView, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let scrollView = UIScrollView(frame: root.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 5000)
        root.addSubview(scrollView)
        return (window, scrollView, synthesizer)
    }

    @Test func liftingTheFingersCarriesTheContentOnAndItDecelerates() {
        let (window, scrollView, synthesizer) = scrollView()
        let input = UIApplication.shared.input
        let point = CGPoint(x: 100, y: 100)
        for _ in 0..<4 {
            input.scroll(by: CGPoint(x: 0, y: 20), at: point, in: window, type: .continuous)
            synthesizer.advance(by: 0.016)
        }
        #expect(scrollView.contentOffset.y == 80, "continuous deltas move the content at once")
        input.scrollEnded(at: point, in: window)
        #expect(scrollView.isDecelerating)
        synthesizer.advance(by: 0.1)
        let carried = scrollView.contentOffset.y
        #expect(carried > 80, "the content carries on: \(carried)")
        synthesizer.advance(by: 3)
        #expect(!scrollView.isDecelerating, "and comes to rest")
        #expect(scrollView.contentOffset.y > carried)
    }

    @Test func liftingAfterThePauseOfAStoppedScrollLeavesTheContentStill() {
        let (window, scrollView, synthesizer) = scrollView()
        let input = UIApplication.shared.input
        let point = CGPoint(x: 100, y: 100)
        for _ in 0..<3 {
            input.scroll(by: CGPoint(x: 0, y: 20), at: point, in: window, type: .continuous)
            synthesizer.advance(by: 0.016)
        }
        synthesizer.advance(by: 0.5)  // the fingers rested before lifting
        input.scrollEnded(at: point, in: window)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == 60)
    }
}
