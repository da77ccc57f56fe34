import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Logs the dragging and deceleration calls in order (the scroll calls counted).
@MainActor
private final class FlickLog: UIScrollViewDelegate {
    var log: [String] = []
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { log.append("willEndDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
}

/// A scroll view's delegate (UIScrollViewDelegate): every method optional with UIKit's defaults, told in UIKit's
/// order through a drag and its deceleration; the scroll view's small types with UIKit's values.
@MainActor
@Suite struct UIScrollViewDelegateTests {
    @Test func aDelegateThatImplementsNothingHasUIKitsDefaults() {
        final class Silent: UIScrollViewDelegate {}
        let scrollView = UIScrollView()
        let silent = Silent()
        #expect(silent.viewForZooming(in: scrollView) == nil)
        #expect(silent.scrollViewShouldScrollToTop(scrollView))
        scrollView.delegate = silent
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scrollView.contentOffset.y == 10)
    }

    @Test func aFlickIsToldInUIKitsOrder() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let scrollView = UIScrollView(frame: root.bounds)
        scrollView.contentSize = CGSize(width: root.bounds.width, height: 5_000)
        root.addSubview(scrollView)
        let log = FlickLog()
        scrollView.delegate = log
        synthesizer.drag(
            from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), steps: 10, duration: 0.1)
        for _ in 0..<600 where log.log.last != "didEndDecelerating" { synthesizer.advance(by: 1.0 / 60) }
        #expect(
            log.log == [
                "willBeginDragging", "willEndDragging", "didEndDragging true", "willBeginDecelerating",
                "didEndDecelerating",
            ])
        #expect(log.scrolls > 10 && scrollView.contentOffset.y > 300, "scrolled on past the finger")
    }

    @Test func theSmallTypesHaveUIKitsValues() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
        #expect(UIScrollView.IndicatorStyle.white.rawValue == 2)
    }

    @Test func aSubclassHearsTheAdjustedInsetChangeBeforeTheDelegate() {
        final class Listener: UIScrollViewDelegate {
            var heard = 0
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { heard += 1 }
        }
        final class Watching: UIScrollView {
            var changes: [UIEdgeInsets] = []
            override func adjustedContentInsetDidChange() {
                changes.append(adjustedContentInset)
                super.adjustedContentInsetDidChange()
            }
        }
        let scrollView = Watching()
        let listener = Listener()
        scrollView.delegate = listener
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scrollView.changes == [UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)] && listener.heard == 1)
    }
}
