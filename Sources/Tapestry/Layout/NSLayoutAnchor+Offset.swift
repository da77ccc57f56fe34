import Foundation

// `anchorWithOffset(to:)`: the distance between two anchors of one axis as a dimension, which constraints can
// then set or compare. It is a hidden layout guide stretched from one anchor to the other; the guide joins the
// anchors' nearest common ancestor when the first constraint on its dimension is activated (so the anchors'
// views need to share an ancestor only then, as in UIKit).

extension NSLayoutXAxisAnchor {
    /// The horizontal distance from this anchor to `otherAnchor` (negative when the other is to the left).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        OffsetLayoutGuide(from: self, to: otherAnchor, axis: .horizontal).widthAnchor
    }
}

extension NSLayoutYAxisAnchor {
    /// The vertical distance from this anchor to `otherAnchor` (negative when the other is above).
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        OffsetLayoutGuide(from: self, to: otherAnchor, axis: .vertical).heightAnchor
    }
}

private nonisolated(unsafe) var offsetGuidesKey: UInt8 = 0

/// The guide behind an offset dimension: its leading (top) edge is one anchor, its trailing (bottom) edge the
/// other, so its width (height) is their distance.
@MainActor
final class OffsetLayoutGuide: UILayoutGuide {
    private var helpers: [NSLayoutConstraint] = []

    init<Anchor>(from: NSLayoutAnchor<Anchor>, to: NSLayoutAnchor<Anchor>, axis: NSLayoutConstraint.Axis) {
        super.init()
        identifier = "anchorWithOffset"
        // The dimension refers to its guide weakly, as anchors do to their items: the first anchor's item keeps
        // the guide for as long as it lives.
        if let owner = from.item {
            let kept = objc_getAssociatedObject(owner, &offsetGuidesKey) as? [OffsetLayoutGuide] ?? []
            objc_setAssociatedObject(owner, &offsetGuidesKey, kept + [self], .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        if axis == .horizontal {
            helpers = [
                NSLayoutConstraint(
                    item: self, attribute: .left, relatedBy: .equal, toItem: from.item, attribute: from.attribute,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: self, attribute: .right, relatedBy: .equal, toItem: to.item, attribute: to.attribute,
                    multiplier: 1, constant: 0),
            ]
        } else {
            helpers = [
                NSLayoutConstraint(
                    item: self, attribute: .top, relatedBy: .equal, toItem: from.item, attribute: from.attribute,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: self, attribute: .bottom, relatedBy: .equal, toItem: to.item, attribute: to.attribute,
                    multiplier: 1, constant: 0),
            ]
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// Adds the guide to the anchors' nearest common ancestor and activates what stretches it (once).
    func installIfNeeded() {
        guard owningView == nil, helpers.count == 2 else { return }
        let a = LayoutItem.view(of: helpers[0].secondItem), b = LayoutItem.view(of: helpers[1].secondItem)
        var ancestors: Set<ObjectIdentifier> = []
        var view = a
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = b
        while let current = view, !ancestors.contains(ObjectIdentifier(current)) { view = current.superview }
        guard let ancestor = view else {
            preconditionFailure(
                "Unable to activate a constraint on anchorWithOffset(to:) because its anchors have no common "
                    + "ancestor. Do they reference items in different view hierarchies? That's illegal.")
        }
        ancestor.addLayoutGuide(self)
        NSLayoutConstraint.activate(helpers)
    }
}
