import Foundation

extension UIView {
    /// How many views have been given a corner configuration: until one has, layout skips looking for them.
    nonisolated(unsafe) static var cornerConfigurationsSet = 0

    /// How the view's corners are rounded (UIKit 26): fixed radii, radii concentric with the nearest ancestor
    /// that has a corner configuration (its container), or a capsule. The view's layer draws the resolved
    /// radii (its background, border and, when it clips, the clip), and they follow the view's size and
    /// position in its container as they change. Square corners by default.
    public var cornerConfiguration: UICornerConfiguration {
        get { storedCornerConfiguration ?? .square }
        set {
            if storedCornerConfiguration == nil { UIView.cornerConfigurationsSet += 1 }
            storedCornerConfiguration = newValue
            resolveCornerConfiguration()
        }
    }

    /// The radius the view's corner configuration gives `corner` now, in points; for several corners
    /// (`.allCorners`, say) the largest of theirs. Square corners answer 0.
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        guard storedCornerConfiguration != nil else { return 0 }
        let radii = resolvedCornerRadii()
        var largest: CGFloat = 0
        if corner.contains(.topLeft) { largest = max(largest, radii.topLeft) }
        if corner.contains(.topRight) { largest = max(largest, radii.topRight) }
        if corner.contains(.bottomLeft) { largest = max(largest, radii.bottomLeft) }
        if corner.contains(.bottomRight) { largest = max(largest, radii.bottomRight) }
        return largest
    }

    /// Gives the layer the radii the configuration resolves to now, and does the same for the views inside
    /// whose concentric radii follow this view's corners.
    func resolveCornerConfiguration() {
        guard storedCornerConfiguration != nil else { return }
        let radii = resolvedCornerRadii()
        let layer = self.layer
        let largest = radii.largest
        var masked: CACornerMask = []
        if radii.topLeft > 0 { masked.insert(.layerMinXMinYCorner) }
        if radii.topRight > 0 { masked.insert(.layerMaxXMinYCorner) }
        if radii.bottomLeft > 0 { masked.insert(.layerMinXMaxYCorner) }
        if radii.bottomRight > 0 { masked.insert(.layerMaxXMaxYCorner) }
        let uniform = [radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight].allSatisfy {
            $0 == 0 || $0 == largest
        }
        if layer.cornerRadius != largest { layer.cornerRadius = largest }
        if !masked.isEmpty, layer.maskedCorners != masked { layer.maskedCorners = masked }
        layer.cornerRadii = uniform ? nil : radii
        resolveSubviewCornerConfigurations()
    }

    /// Resolves the corner configurations of the views inside this one whose container it may be: the nearest
    /// view with a configuration on each path down (views without one are passed through).
    func resolveSubviewCornerConfigurations() {
        guard UIView.cornerConfigurationsSet > 0 else { return }
        var stack = storedSubviews
        var visited = 0
        while let view = stack.popLast(), visited < 10_000 {
            visited += 1
            if view.storedCornerConfiguration != nil {
                view.resolveCornerConfiguration()
            } else if !view.storedSubviews.isEmpty, storedCornerConfiguration != nil {
                // Only a container's own corners reach past a view without a configuration.
                stack.append(contentsOf: view.storedSubviews)
            }
        }
    }

    /// The radius of each corner under the configuration, for the view's current size and place.
    func resolvedCornerRadii() -> CornerRadii {
        let size = storedBounds.size
        let half = max(0, min(size.width, size.height) / 2)
        switch (storedCornerConfiguration ?? .square).shape {
        case .capsule(let maximum):
            let r = min(half, maximum ?? .greatestFiniteMagnitude)
            return CornerRadii(topLeft: r, topRight: r, bottomLeft: r, bottomRight: r)
        case .groups(let groups):
            var radii = CornerRadii(topLeft: 0, topRight: 0, bottomLeft: 0, bottomRight: 0)
            let corners: [(UIRectCorner, WritableKeyPath<CornerRadii, CGFloat>)] = [
                (.topLeft, \.topLeft), (.topRight, \.topRight), (.bottomLeft, \.bottomLeft),
                (.bottomRight, \.bottomRight),
            ]
            for group in groups {
                let members = corners.filter { group.corners.contains($0.0) }
                let value = members.map { resolve(group.radius, at: $0.0) }.max() ?? 0
                for (_, path) in members { radii[keyPath: path] = min(max(value, 0), half) }
            }
            return radii
        }
    }

    /// One corner's radius: a fixed one, or the container's radius at that corner less the distance between
    /// the two corners (the larger of the horizontal and vertical insets), at least the minimum.
    private func resolve(_ radius: UICornerRadius, at corner: UIRectCorner) -> CGFloat {
        switch radius.kind {
        case .fixed(let value):
            return value
        case .containerConcentric(let minimum):
            var containerRadius: CGFloat = 0
            var inset: CGFloat = 0
            if let container = cornerContainer {
                let frame = container.convert(bounds, from: self)
                let outer = container.bounds
                let horizontal =
                    corner == .topLeft || corner == .bottomLeft ? frame.minX - outer.minX : outer.maxX - frame.maxX
                let vertical =
                    corner == .topLeft || corner == .topRight ? frame.minY - outer.minY : outer.maxY - frame.maxY
                inset = max(horizontal, vertical, 0)
                containerRadius = container.effectiveRadius(corner: corner)
            }
            return max(containerRadius - inset, minimum ?? 0, 0)
        }
    }

    /// The nearest ancestor with a corner configuration: the shape a concentric corner follows.
    private var cornerContainer: UIView? {
        var view = storedSuperview
        while let ancestor = view {
            if ancestor.storedCornerConfiguration != nil { return ancestor }
            view = ancestor.storedSuperview
        }
        return nil
    }
}
