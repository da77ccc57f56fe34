import Foundation
import Testing

@testable import Tapestry

/// The private scroll view delegate engine classes use: each message reaches its closure, and the ones not
/// set do nothing.
@MainActor @Suite struct ScrollViewObserverTests {
    @Test func eachMessageReachesItsClosure() {
        let observer = ScrollViewObserver()
        var heard: [String] = []
        observer.didScroll = { _ in heard.append("scroll") }
        observer.willEndDragging = { _, velocity, target in
            heard.append("will end \(velocity.x)")
            target.pointee.x = 40
        }
        observer.didEndDragging = { _, decelerate in heard.append("end drag \(decelerate)") }
        observer.didEndDecelerating = { _ in heard.append("decelerated") }
        observer.didEndScrollingAnimation = { _ in heard.append("animated") }
        let scrollView = UIScrollView()
        scrollView.delegate = observer
        scrollView.contentSize = CGSize(width: 1000, height: 10)
        scrollView.contentOffset = CGPoint(x: 3, y: 0)
        var target = CGPoint(x: 10, y: 0)
        observer.scrollViewWillEndDragging(scrollView, withVelocity: CGPoint(x: 2, y: 0), targetContentOffset: &target)
        observer.scrollViewDidEndDragging(scrollView, willDecelerate: true)
        observer.scrollViewDidEndDecelerating(scrollView)
        observer.scrollViewDidEndScrollingAnimation(scrollView)
        #expect(heard == ["scroll", "will end 2.0", "end drag true", "decelerated", "animated"])
        #expect(target.x == 40)
    }

    @Test func unsetClosuresDoNothing() {
        let observer = ScrollViewObserver()
        let scrollView = UIScrollView()
        scrollView.delegate = observer
        var target = CGPoint(x: 10, y: 0)
        observer.scrollViewWillEndDragging(scrollView, withVelocity: .zero, targetContentOffset: &target)
        observer.scrollViewDidEndDragging(scrollView, willDecelerate: false)
        #expect(target.x == 10)
    }
}
