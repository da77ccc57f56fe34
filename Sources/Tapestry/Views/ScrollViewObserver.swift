import Foundation

/// A scroll view delegate that hands what it hears to its owner's closures. Engine classes that watch a
/// scroll view of their own (a page view controller's pages, a picker's wheels) keep their delegate private
/// with it: UIKit's `UIPageViewController` and `UIPickerView` are not scroll view delegates in their public
/// API, so a subclass that adopts `UIScrollViewDelegate` itself and implements `scrollViewDidScroll` must not
/// meet a conformance or a method already there.
@MainActor
final class ScrollViewObserver: UIScrollViewDelegate {
    /// The content offset changed.
    var didScroll: (UIScrollView) -> Void = { _ in }
    /// A drag is ending; the closure may move the target offset.
    var willEndDragging: (UIScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void = { _, _, _ in }
    /// A drag ended; the flag says whether the content decelerates.
    var didEndDragging: (UIScrollView, Bool) -> Void = { _, _ in }
    /// Deceleration stopped.
    var didEndDecelerating: (UIScrollView) -> Void = { _ in }
    /// An animated scroll finished.
    var didEndScrollingAnimation: (UIScrollView) -> Void = { _ in }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { didScroll(scrollView) }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        willEndDragging(scrollView, velocity, targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        didEndDragging(scrollView, decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { didEndDecelerating(scrollView) }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { didEndScrollingAnimation(scrollView) }
}
