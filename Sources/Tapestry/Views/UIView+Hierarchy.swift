import Foundation

extension UIView {
    /// The view that contains this one, or nil.
    public var superview: UIView? { storedSuperview }

    /// The views this view contains, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// Adds a view at the front of the subviews, removing it from any previous superview first. Adding a view
    /// that is already a subview moves it to the front.
    ///
    /// - Precondition: `view` is neither this view nor one of its ancestors, and is not a window.
    public func addSubview(_ view: UIView) {
        if view.storedSuperview === self {
            bringSubviewToFront(view)
            return
        }
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts a view into the subviews at `index` (0 is the back), removing it from any previous superview.
    ///
    /// - Precondition: `view` is neither this view nor one of its ancestors, and `index` is within
    ///   `0...subviews.count` (counted without `view` when it is already a subview).
    public func insertSubview(_ view: UIView, at index: Int) {
        checkCanAdd(view, method: "insertSubview(_:at:)")
        if view.storedSuperview === self {
            let current = storedSubviews.firstIndex { $0 === view }!
            precondition(
                index >= 0 && index < storedSubviews.count,
                "UIView.insertSubview(_:at:): index \(index) is outside 0..<\(storedSubviews.count) for \(view)")
            storedWindow?.damageExtent(of: view)
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: index)
            storedWindow?.damageExtent(of: view)
            return
        }
        precondition(
            index >= 0 && index <= storedSubviews.count,
            "UIView.insertSubview(_:at:): index \(index) is outside 0...\(storedSubviews.count) for \(view)")
        attach(view) { self.storedSubviews.insert(view, at: index) }
    }

    /// Inserts a view just above `siblingSubview` in the subviews.
    ///
    /// - Precondition: `siblingSubview` is a subview of this view.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, offset: 1, method: "insertSubview(_:aboveSubview:)")
    }

    /// Inserts a view just below `siblingSubview` in the subviews.
    ///
    /// - Precondition: `siblingSubview` is a subview of this view.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, offset: 0, method: "insertSubview(_:belowSubview:)")
    }

    /// Moves a subview to the front (drawn last, hit-tested first). Does nothing for a view that is not a subview.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self, let index = storedSubviews.firstIndex(where: { $0 === view }) else {
            return
        }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
        storedWindow?.damageExtent(of: view)
    }

    /// Moves a subview to the back (drawn first, hit-tested last). Does nothing for a view that is not a subview.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self, let index = storedSubviews.firstIndex(where: { $0 === view }) else {
            return
        }
        storedSubviews.remove(at: index)
        storedSubviews.insert(view, at: 0)
        storedWindow?.damageExtent(of: view)
    }

    /// Swaps the subviews at two indices.
    ///
    /// - Precondition: Both indices are valid.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(
            storedSubviews.indices.contains(index1) && storedSubviews.indices.contains(index2),
            "UIView.exchangeSubview: indices \(index1), \(index2) are outside 0..<\(storedSubviews.count) of \(self)")
        storedSubviews.swapAt(index1, index2)
        storedWindow?.damageExtent(of: storedSubviews[index1])
        storedWindow?.damageExtent(of: storedSubviews[index2])
    }

    /// Removes the view from its superview and window. A touch on the view or inside it is cancelled, and a
    /// first responder inside it resigns.
    public func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = storedWindow
        willMove(toSuperview: nil)
        if let oldWindow {
            oldWindow.subtreeWillLeave(self)
            propagateWillMove(toWindow: nil)
        }
        superview.detach(self)
        if oldWindow != nil { propagateDidMove(fromWindow: oldWindow, toWindow: nil) }
        didMoveToSuperview()
    }

    /// The subviews that may draw into `rect` (the receiver's coordinates), back to front: all of them for a
    /// view with few subviews, otherwise those a grid of their frames finds (renderers use it to skip the rest).
    /// `rect` is only evaluated when the grid is used.
    public func subviews(drawingInto rect: @autoclosure () -> CGRect) -> [UIView] {
        let subviews = storedSubviews
        guard subviews.count >= SubviewHitIndex.threshold else { return subviews }
        let rect = rect()
        guard rect.isFiniteRect else { return subviews }
        let index = subviewDrawIndex ?? SubviewHitIndex(subviews: subviews, purpose: .drawing)
        subviewDrawIndex = index
        return index.candidates(in: rect).map { subviews[$0] }
    }

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view with the given tag, searching this view and then its subtree depth-first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Internals

    private func checkCanAdd(_ view: UIView, method: String) {
        precondition(view !== self, "UIView.\(method): cannot add \(view) as a subview of itself")
        precondition(
            !isDescendant(of: view),
            "UIView.\(method): cannot add \(view) into its own subtree (it is an ancestor of \(self))")
        precondition(!(view is UIWindow), "UIView.\(method): a UIWindow cannot be a subview (\(view))")
    }

    private func insert(_ view: UIView, relativeTo sibling: UIView, offset: Int, method: String) {
        precondition(sibling.storedSuperview === self, "UIView.\(method): \(sibling) is not a subview of \(self)")
        if view === sibling { return }
        checkCanAdd(view, method: method)
        if view.storedSuperview === self {
            storedWindow?.damageExtent(of: view)
            storedSubviews.removeAll { $0 === view }
            let index = storedSubviews.firstIndex { $0 === sibling }!
            storedSubviews.insert(view, at: index + offset)
            storedWindow?.damageExtent(of: view)
            return
        }
        attach(view) {
            let index = self.storedSubviews.firstIndex { $0 === sibling }!
            self.storedSubviews.insert(view, at: index + offset)
        }
    }

    /// Moves `view` from wherever it is into this view's subviews, with `place` doing the insertion, and
    /// sends UIKit's hooks in UIKit's order.
    private func attach(_ view: UIView, place: () -> Void) {
        let oldWindow = view.storedWindow
        let newWindow = storedWindow
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow {
            oldWindow?.subtreeWillLeave(view)
            view.propagateWillMove(toWindow: newWindow)
        }
        view.storedSuperview?.detach(view)
        place()
        view.storedSuperview = self
        setNeedsLayout()
        view.setNeedsLayout()
        if oldWindow !== newWindow { view.propagateDidMove(fromWindow: oldWindow, toWindow: newWindow) }
        newWindow?.damageExtent(of: view)
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    private func detach(_ view: UIView) {
        willRemoveSubview(view)
        storedWindow?.damageExtent(of: view)
        storedSubviews.removeAll { $0 === view }
        view.storedSuperview = nil
        setNeedsLayout()
    }

    func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    /// Records the new window on the whole subtree, then sends `didMoveToWindow()` parents first.
    func propagateDidMove(fromWindow oldWindow: UIWindow?, toWindow newWindow: UIWindow?) {
        setWindow(newWindow)
        sendDidMoveToWindow(from: oldWindow, to: newWindow)
    }

    private func setWindow(_ newWindow: UIWindow?) {
        storedWindow = newWindow
        for subview in storedSubviews { subview.setWindow(newWindow) }
    }

    private func sendDidMoveToWindow(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        didMoveToWindow()
        owningViewController?.viewDidMove(fromWindow: oldWindow, toWindow: newWindow)
        for subview in storedSubviews { subview.sendDidMoveToWindow(from: oldWindow, to: newWindow) }
    }
}
