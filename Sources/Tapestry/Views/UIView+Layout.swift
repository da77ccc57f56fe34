import Foundation

extension UIView {
    /// Marks every ancestor as holding a view that needs layout, stopping at one already marked.
    func markAncestorsSubtreeNeedsLayout() {
        var view = storedSuperview
        while let ancestor = view, !ancestor.subtreeNeedsLayout {
            ancestor.subtreeNeedsLayout = true
            view = ancestor.storedSuperview
        }
    }

    /// Whether this view or any view in its subtree waits for `layoutSubviews()`.
    public var hasPendingLayout: Bool { needsLayout || subtreeNeedsLayout }

    /// Runs pending layout in this subtree, parents before children. Layout that marks more views (a parent
    /// resizing a child) is picked up in the same pass.
    func layoutSubtreeIfNeeded() {
        var passes = 0
        while hasPendingLayout, passes < 16 {
            passes += 1
            subtreeNeedsLayout = false
            if needsLayout {
                needsLayout = false
                let controller = owningViewController
                isLayingOut = true
                controller?.viewWillLayoutSubviews()
                layoutSubviews()
                controller?.viewDidLayoutSubviews()
                isLayingOut = false
            }
            for subview in storedSubviews where subview.hasPendingLayout {
                subview.layoutSubtreeIfNeeded()
            }
        }
    }
}
