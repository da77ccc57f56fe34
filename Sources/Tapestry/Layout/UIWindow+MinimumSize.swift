import Foundation

extension UIWindow {
    /// The smallest size the root view controller's view can take without breaking a required constraint, or nil
    /// when that view is not laid out by constraints (nothing in it is an Auto Layout item). Optional
    /// constraints (content hugging, compression resistance, anything below `.required`) do not count, and a
    /// view with an intrinsic size may be compressed to zero, not below. The X11
    /// backend gives it to the window manager as the window's minimum size (WM_NORMAL_HINTS), so the user
    /// cannot drag the window smaller than its content allows (SEMANTICS §11.6).
    public var minimumLayoutSize: CGSize? {
        guard let root = rootViewController?.viewIfLoaded, root.superview === self,
            let engine = layoutState?.engine,
            root.storedSubviews.contains(where: { $0.layoutState?.isEngineItem == true })
                || !(root.layoutState?.installed.isEmpty ?? true)
        else { return nil }
        if let cached = minimumSizeCache, cached.generation == engine.generation { return cached.size }
        // Compressed at a priority just under required: every optional constraint gives way, no required one, and
        // views with content (labels, buttons…) shrink to nothing at most.
        let size = engine.fittingSize(
            of: root, target: .zero, horizontal: UILayoutPriority(999), vertical: UILayoutPriority(999),
            nonNegativeContent: true)
        let result = CGSize(width: max(size.width.rounded(.up), 0), height: max(size.height.rounded(.up), 0))
        minimumSizeCache = (engine.generation, result)
        return result
    }
}
