import Foundation

/// The methods a scroll view's delegate implements to hear about scrolling and zooming. Every method is
/// optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag (the scroll view's pan) began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag is ending with `velocity` (points per millisecond, as UIKit reports it); set
    /// `targetContentOffset.pointee` to choose where the content comes to rest.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts decelerating after a fling (or springing back inside its edges).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset`, `scrollRectToVisible` or `setZoomScale` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooms, or nil (no zooming).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch zoom is beginning on `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A zoom ended (after any bounce back inside the limits) at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls to the top (kept for UIKit's API; there is no status bar).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The adjusted content inset changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target where the deceleration would stop.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Returns nil: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Returns true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
    /// How fast a fling slows down: the share of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The share of velocity kept per millisecond.
        public let rawValue: CGFloat
        /// A rate from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// iOS's normal rate: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// iOS's fast rate (paging and pickers): 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `scrollableAxes`, plus the top and bottom for scroll views of navigation controllers.
        case automatic = 0
        /// The safe area is added along the axes that scroll.
        case scrollableAxes = 1
        /// The safe area is never added.
        case never = 2
        /// The safe area is always added.
        case always = 3
    }

    /// How the indicators are drawn.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark.
        case `default` = 0
        /// Dark indicators.
        case black = 1
        /// Light indicators.
        case white = 2
    }
}
