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

    /// Whether this view or any view in its subtree waits for `layoutSubviews()` or `updateProperties()`.
    public var hasPendingLayout: Bool {
        needsLayout || subtreeNeedsLayout || needsUpdateProperties || controllerNeedsUpdateProperties
    }

    /// Runs pending layout in this subtree, parents before children. Layout that marks more views (a parent
    /// resizing a child) is picked up in the same pass.
    func layoutSubtreeIfNeeded() {
        var passes = 0
        var stack: [UIView] = []
        // Changed constraints anywhere in the hierarchy can move views in this subtree: solve them first.
        if AutoLayoutEngine.live > 0, let engine = rootView.layoutState?.engine { engine.solveIfNeeded() }
        while hasPendingLayout, passes < 16 {
            passes += 1
            // Constraints first: update where asked, solve what changed, set the constrained frames.
            if AutoLayoutEngine.live > 0, let engine = rootView.layoutState?.engine { engine.solveIfNeeded() }
            stack.append(self)
            // Depth first with an explicit stack, so that any depth is safe (SEMANTICS §14.5).
            while let view = stack.popLast() {
                view.subtreeNeedsLayout = false
                if view.propertiesPending { view.runPendingPropertyUpdates() }  // UIKit 26: properties first
                if view.needsLayout {
                    view.needsLayout = false
                    view.isLayingOut = true
                    if let layer = view.storedLayer {
                        // Through the layer's delegate method, which a subclass may override (UIKit's order).
                        view.layoutSublayers(of: layer)
                    } else {
                        let controller = view.owningViewController
                        controller?.layOutContentUnavailable()
                        controller?.viewWillLayoutSubviews()
                        view.layoutSubviews()
                        controller?.viewDidLayoutSubviews()
                    }
                    view.isLayingOut = false
                    view.resolveSubviewCornerConfigurations()
                }
                let subviews = view.storedSubviews
                for index in subviews.indices.reversed() where subviews[index].hasPendingLayout {
                    stack.append(subviews[index])
                }
            }
        }
    }
}
