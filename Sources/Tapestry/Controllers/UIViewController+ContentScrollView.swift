import Foundation

/// The scroll view a controller's bars follow at its top and bottom edges (a navigation bar shows its
/// scroll-edge appearance while the top one's content is at its top).
extension UIViewController {
    /// Makes `scrollView` the one bars follow at every edge; nil goes back to finding it.
    public func setContentScrollView(_ scrollView: UIScrollView?) { setContentScrollView(scrollView, for: .all) }

    func setBaseContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { contentScrollViews.top = scrollView.map(Weak.init) }
        if edge.contains(.bottom) { contentScrollViews.bottom = scrollView.map(Weak.init) }
        navigationController?.updateScrollEdge()
    }

    func baseContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        precondition(
            edge == .top || edge == .bottom,
            "-[UIViewController contentScrollViewForEdge:]: edge must be NSDirectionalRectEdgeTop or "
                + "NSDirectionalRectEdgeBottom, got \(edge.rawValue)")
        let set = edge == .top ? contentScrollViews.top : contentScrollViews.bottom
        if let scrollView = set?.object { return scrollView }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }
}

/// A controller's content scroll views, held weakly as UIKit holds them.
struct ContentScrollViews {
    var top: Weak<UIScrollView>?
    var bottom: Weak<UIScrollView>?
}
