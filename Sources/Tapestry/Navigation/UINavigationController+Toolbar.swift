import Foundation

/// A navigation controller's toolbar: it shows the top controller's `toolbarItems` at the bottom while
/// `isToolbarHidden` is false, and adds its height to the children's safe area.
extension UINavigationController {
    /// The toolbar (shown while `isToolbarHidden` is false).
    public var toolbar: UIToolbar! { toolbarView }

    func updateToolbarItems() {
        let items = topViewController?.toolbarItems
        if toolbarView.items.map({ $0.map(ObjectIdentifier.init) }) != items.map({ $0.map(ObjectIdentifier.init) }) {
            toolbarView.setItems(items, animated: false)
        }
    }

    /// Places the toolbar above the bottom safe area (its background reaching down to the window's bottom), or
    /// takes it away; returns the height it covers.
    func layOutToolbar(in container: UIView) -> CGFloat {
        guard !isToolbarHidden else {
            if toolbarView.superview === container { toolbarView.removeFromSuperview() }
            return 0
        }
        updateToolbarItems()
        if toolbarView.superview !== container { container.addSubview(toolbarView) }
        let bottom = container.safeAreaInsets.bottom
        let height = toolbarView.isCompactHeight ? UIToolbar.compactHeight : UIToolbar.standardHeight
        toolbarView.frame = CGRect(
            x: 0, y: container.bounds.height - bottom - height, width: container.bounds.width, height: height)
        toolbarView.extendsBelow = bottom
        container.bringSubviewToFront(toolbarView)
        return height
    }
}

/// The bar's scroll-edge look: while the top controller's content scroll view for the top edge
/// (`contentScrollView(for: .top)`) is at its top, or it has none, the bar shows its scroll-edge appearance.
extension UINavigationController {
    /// The scroll view the bar's look follows for the top controller (none before its view loads).
    var topContentScrollView: UIScrollView? {
        guard let top = topViewController, top.isViewLoaded else { return nil }
        return top.contentScrollView(for: .top)
    }

    func updateScrollEdge() {
        let scroll = topContentScrollView
        scroll?.scrollEdgeObserver = self
        navigationBar.isAtScrollEdge = scroll.map { $0.contentOffset.y <= -$0.adjustedContentInset.top + 0.5 } ?? true
    }

    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === topContentScrollView else { return }
        navigationBar.isAtScrollEdge = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }
}
