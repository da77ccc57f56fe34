import Foundation

extension AutoLayoutEngine {
    /// `subtree` is leaving `parent`'s hierarchy: constraints entirely inside it move to it (its own engine),
    /// constraints that cross the cut are deactivated (as UIKit removes them), and its items go.
    static func subtreeWillDetach(_ subtree: UIView, from parent: UIView) {
        guard let engine = parent.rootView.layoutState?.engine else { return }
        var moving: [NSLayoutConstraint] = []
        for constraint in engine.activeConstraints {
            if constraint.lostAnItem {
                constraint.installedView?.uninstall(constraint)
                engine.remove(constraint)
                continue
            }
            let first = LayoutItem.view(of: constraint.firstItem)?.isDescendant(of: subtree) ?? false
            let second =
                constraint.secondItem == nil
                ? first : (LayoutItem.view(of: constraint.secondItem)?.isDescendant(of: subtree) ?? false)
            if first && second {
                moving.append(constraint)
            } else if first || second {
                constraint.installedView?.uninstall(constraint)
            }
        }
        for constraint in moving { engine.remove(constraint) }
        for (key, item) in engine.items {
            guard let view = LayoutItem.view(of: item.object), view.isDescendant(of: subtree) else { continue }
            for c in item.pins + item.intrinsic + item.floors where engine.solver.contains(c) {
                try? engine.solver.remove(c)
            }
            engine.items[key] = nil
            (item.object as? UIView)?.layoutState?.isEngineItem = false
        }
        if !moving.isEmpty {
            // The subtree's own engine, on the subtree itself: it is still attached here, so its
            // `layoutEngine` would be the engine it is leaving.
            let state = subtree.ensureLayoutState()
            let own = state.engine ?? AutoLayoutEngine(root: subtree)
            state.engine = own
            for constraint in moving { own.add(constraint) }
        }
    }

    /// `subtree` joined a hierarchy: its own engine's constraints move to the new root's.
    static func subtreeDidAttach(_ subtree: UIView) {
        guard let state = subtree.layoutState, let engine = state.engine else { return }
        state.engine = nil
        let target = subtree.rootView.layoutEngine
        for constraint in engine.activeConstraints { target.add(constraint) }
        for view in engine.needsUpdate { target.needsUpdate.append(view) }
        for (_, item) in engine.items { (item.object as? UIView)?.layoutState?.isEngineItem = false }
    }
}

extension UIView {
    /// The depth below the root (for running `updateConstraints` deepest first).
    var depth: Int {
        var count = 0
        var view = storedSuperview
        while let current = view {
            count += 1
            view = current.storedSuperview
        }
        return count
    }
}
