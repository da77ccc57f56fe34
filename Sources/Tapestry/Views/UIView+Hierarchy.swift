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
    func baseAddSubview(_ view: UIView) {
        if view.storedSuperview === self {
            bringSubviewToFront(view)
            return
        }
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts a view into the subviews at `index` (0 is the back), removing it from any previous superview. An
    /// index beyond the end puts the view at the front, as UIKit does.
    ///
    /// - Precondition: `view` is neither this view nor one of its ancestors, and `index` is not negative.
    func baseInsertSubview(_ view: UIView, at index: Int) {
        checkCanAdd(view, method: "insertSubview(_:at:)")
        precondition(index >= 0, "UIView.insertSubview(_:at:): index \(index) is negative for \(view)")
        if view.storedSuperview === self {
            let current = storedSubviews.firstIndex { $0 === view }!
            storedWindow?.damageExtent(of: view)
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: min(index, storedSubviews.count))
            storedWindow?.damageExtent(of: view)
            return
        }
        attach(view) { self.storedSubviews.insert(view, at: min(index, self.storedSubviews.count)) }
    }

    /// Inserts a view just above `siblingSubview` in the subviews; when `siblingSubview` is not a subview, at
    /// the front, as UIKit does.
    func baseInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, offset: 1, method: "insertSubview(_:aboveSubview:)")
    }

    /// Inserts a view just below `siblingSubview` in the subviews; when `siblingSubview` is not a subview, at
    /// the back, as UIKit does.
    func baseInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, offset: 0, method: "insertSubview(_:belowSubview:)")
    }

    /// Moves a subview to the front (drawn last, hit-tested first). Does nothing for a view that is not a subview.
    func baseBringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self, let index = storedSubviews.firstIndex(where: { $0 === view }) else {
            return
        }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
        storedWindow?.damageExtent(of: view)
    }

    /// Moves a subview to the back (drawn first, hit-tested last). Does nothing for a view that is not a subview.
    func baseSendSubviewToBack(_ view: UIView) {
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
    func baseRemoveFromSuperview() {
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
        guard let found = index.candidates(in: rect) else { return subviews }
        return found.map { subviews[$0] }
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
        var found: UIView?
        var stack: [UIView] = [self]
        while found == nil, let view = stack.popLast() {
            if view.tag == tag { found = view }
            let subviews = view.storedSubviews
            for index in subviews.indices.reversed() { stack.append(subviews[index]) }
        }
        return found
    }

    // MARK: Internals

    private func checkCanAdd(_ view: UIView, method: String) {
        precondition(view !== self, "UIView.\(method): cannot add \(view) as a subview of itself")
        // A view without subviews is nobody's ancestor: building a deep chain stays linear.
        precondition(
            view.subviewStorage.isEmpty || !isDescendant(of: view),
            "UIView.\(method): cannot add \(view) into its own subtree (it is an ancestor of \(self))")
        precondition(!(view is UIWindow), "UIView.\(method): a UIWindow cannot be a subview (\(view))")
    }

    private func insert(_ view: UIView, relativeTo sibling: UIView, offset: Int, method: String) {
        if view === sibling { return }
        guard sibling.storedSuperview === self else {
            return offset == 0 ? insertSubview(view, at: 0) : insertSubview(view, at: Int.max)
        }
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
        if AutoLayoutEngine.live > 0 { AutoLayoutEngine.subtreeDidAttach(view) }
        setNeedsLayout()
        view.setNeedsLayout()
        if oldWindow !== newWindow { view.propagateDidMove(fromWindow: oldWindow, toWindow: newWindow) }
        newWindow?.damageExtent(of: view)
        // A view that inherits its tint may show a new one under its new superview.
        if UIView.tintsInUse && view.storedTintColor == nil { view.tintDidChangeInSubtree() }
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    private func detach(_ view: UIView) {
        if AutoLayoutEngine.live > 0 { AutoLayoutEngine.subtreeWillDetach(view, from: self) }
        willRemoveSubview(view)
        storedWindow?.damageExtent(of: view)
        if subviewStorage.last === view {
            subviewStorage.removeLast()
        } else if subviewStorage.count < SubviewHitIndex.threshold {
            storedSubviews.removeAll { $0 === view }
        } else {
            // Left in place and dropped with the others at the next read (linear removal of many).
            staleSubviewCount += 1
            invalidateHitRecords()
            subviewHitIndex = nil
            subviewDrawIndex = nil
            invalidateVisualExtent()
        }
        view.storedSuperview = nil
        setNeedsLayout()
    }

    /// Calls `body` on this view and every view in its subtree, parents before children and subviews back to
    /// front, with an explicit stack so that any depth is safe (SEMANTICS §14.5).
    func forEachInSubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            let subviews = view.storedSubviews
            for index in subviews.indices.reversed() { stack.append(subviews[index]) }
        }
    }

    func propagateWillMove(toWindow newWindow: UIWindow?) {
        forEachInSubtree { $0.willMove(toWindow: newWindow) }
    }

    /// Records the new window on the whole subtree, then sends `didMoveToWindow()` parents first.
    func propagateDidMove(fromWindow oldWindow: UIWindow?, toWindow newWindow: UIWindow?) {
        forEachInSubtree { $0.storedWindow = newWindow }
        forEachInSubtree { view in
            // The appearance proxies' values, once, as the view first enters a window.
            if AppearanceRules.inUse, newWindow != nil, !view.appearanceApplied {
                view.appearanceApplied = true
                AppearanceRules.apply(to: view)
            }
            view.engineDidMoveToWindow()
            view.didMoveToWindow()
            view.owningViewController?.viewDidMove(fromWindow: oldWindow, toWindow: newWindow)
        }
    }
}
