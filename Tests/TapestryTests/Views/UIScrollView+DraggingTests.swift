import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Dragging the content: it follows the finger on the axes that scroll, a drag dismisses the keyboard when
/// asked, and a slow drag over a paging view settles on the nearest page.
@MainActor
@Suite struct UIScrollViewDraggingTests {
    private func scene(content: CGSize) -> (UIScrollView, EventSynthesizer) {
        let (_, root, synthesizer) = makeWindow(width: 320, height: 480)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scroll.contentSize = content
        root.addSubview(scroll)
        synthesizer.advance(by: 0)
        return (scroll, synthesizer)
    }

    /// Content only as wide as the view scrolls only up and down: a diagonal drag moves it vertically.
    @Test func theContentFollowsTheFingerOnTheAxesThatScroll() {
        UIApplication.replaceShared()
        let (scroll, synthesizer) = scene(content: CGSize(width: 320, height: 2000))
        let touch = synthesizer.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...10 {
            synthesizer.advance(by: 0.02)
            synthesizer.touchMove(touch, to: CGPoint(x: 200 - CGFloat(step) * 5, y: 300 - CGFloat(step) * 12))
        }
        #expect(scroll.isDragging)
        #expect(scroll.contentOffset.x == 0)
        #expect(scroll.contentOffset.y > 90 && scroll.contentOffset.y <= 120, "the finger's 120 points less the slop")
        synthesizer.advance(by: 0.2)  // rest before lifting: no fling
        synthesizer.touchUp(touch)
        #expect(!scroll.isDragging)
    }

    /// With `.onDrag`, dragging the content ends editing in the window.
    @Test func aDragDismissesTheKeyboardWhenAsked() {
        UIApplication.replaceShared()
        let (scroll, synthesizer) = scene(content: CGSize(width: 320, height: 2000))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        scroll.addSubview(field)
        scroll.keyboardDismissMode = .onDrag
        #expect(field.becomeFirstResponder())
        synthesizer.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 150))
        #expect(!field.isFirstResponder)
    }

    /// A slow drag less than half a page goes back; more than half goes on to the next page.
    @Test func aSlowDragOverAPagingViewSettlesOnTheNearestPage() {
        UIApplication.replaceShared()
        let (scroll, synthesizer) = scene(content: CGSize(width: 320 * 4, height: 400))
        scroll.isPagingEnabled = true
        func slowDrag(by dx: CGFloat) {
            let touch = synthesizer.touchDown(at: CGPoint(x: 250, y: 200))
            for step in 1...20 {
                synthesizer.advance(by: 0.05)
                synthesizer.touchMove(touch, to: CGPoint(x: 250 - dx * CGFloat(step) / 20, y: 200))
            }
            synthesizer.advance(by: 0.2)
            synthesizer.touchUp(touch)
            synthesizer.advance(by: 2)
        }
        slowDrag(by: 120)
        #expect(scroll.contentOffset.x == 0)
        slowDrag(by: 200)
        #expect(scroll.contentOffset.x == 320)
    }
}

/// Bouncing decided per axis (iOS 17.4), and animated scrolls reported while they run.
@MainActor
@Suite struct UIScrollViewBounceAxesTests {
    @Test func anAxisThatDoesNotBounceStopsAtItsEdge() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentSize = CGSize(width: root.bounds.width * 2, height: root.bounds.height * 2)
        root.addSubview(scroll)
        scroll.bouncesVertically = false
        #expect(scroll.bounces && scroll.bouncesHorizontally)
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 100))
        for step in 1...8 {
            synthesizer.advance(by: 0.016)
            synthesizer.touchMove(touch, to: CGPoint(x: 100 + 7.5 * CGFloat(step), y: 100 + 12.5 * CGFloat(step)))
        }
        #expect(scroll.contentOffset.y == 0, "no rubber band down past the top")
        #expect(scroll.contentOffset.x < 0, "the horizontal axis still bounces")
        synthesizer.touchUp(touch)
        synthesizer.waitForAnimations()
        scroll.bounces = false
        #expect(!scroll.bouncesHorizontally && !scroll.bouncesVertically && !scroll.bounces)
    }

    @Test func anAnimatedOffsetIsReportedAndCanBeStopped() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentSize = CGSize(width: root.bounds.width, height: root.bounds.height * 4)
        root.addSubview(scroll)
        scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scroll.isScrollAnimating && !scroll.isZoomAnimating)
        synthesizer.advance(by: 0.1)
        scroll.stopScrollingAndZooming()
        let stopped = scroll.contentOffset.y
        #expect(!scroll.isScrollAnimating && stopped > 0 && stopped < 600)
        synthesizer.advance(by: 0.5)
        #expect(scroll.contentOffset.y == stopped)
    }
}
