import Foundation

extension UIView {
    /// How a view resizes when its superview's bounds change (SEMANTICS §11.3).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The raw bits, as UIKit's.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view resizes with its superview; empty (fixed) by default. With Auto Layout, a view that
    /// translates its mask into constraints follows its superview's size through them as the mask says, in the
    /// same solve, so views constrained to it see its new size.
    public var autoresizingMask: AutoresizingMask {
        get { layoutState?.autoresizingMask ?? [] }
        set {
            let state = ensureLayoutState()
            guard state.autoresizingMask != newValue else { return }
            state.autoresizingMask = newValue
            if !newValue.isEmpty { UIView.autoresizingInUse = true }
            // The constraints the mask translates into change with it.
            if state.isEngineItem { layoutEngine.itemDidChange(self) }
        }
    }

    /// Whether any view ever had a mask (until then, resizes skip looking for them).
    nonisolated(unsafe) static var autoresizingInUse = false

    /// Whether subviews are resized by their masks when the bounds change; true by default.
    public var autoresizesSubviews: Bool {
        get { layoutState?.autoresizesSubviews ?? true }
        set { ensureLayoutState().autoresizesSubviews = newValue }
    }

    /// Resizes the subviews with masks after the bounds size changed from `oldSize`: each axis's change is
    /// shared among its flexible parts (margins, size) in proportion to their sizes, as UIKit does.
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = storedBounds.size
        guard oldSize != newSize, oldSize.isFinite, newSize.isFinite else { return }
        for subview in storedSubviews {
            guard let mask = subview.layoutState?.autoresizingMask, !mask.isEmpty,
                subview.translatesAutoresizingMaskIntoConstraints
            else { continue }
            let frame = subview.frame
            let (x, width) = Self.share(
                newSize.width - oldSize.width, leading: frame.minX, size: frame.width,
                trailing: oldSize.width - frame.maxX,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            let (y, height) = Self.share(
                newSize.height - oldSize.height, leading: frame.minY, size: frame.height,
                trailing: oldSize.height - frame.maxY,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            subview.frame = CGRect(x: x, y: y, width: max(width, 0), height: max(height, 0))
        }
    }

    /// The new origin and size along one axis after a change of `delta`.
    private static func share(
        _ delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        let parts = [(flexible.0, leading), (flexible.1, size), (flexible.2, trailing)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (leading, size) }
        let total = flexibleParts.reduce(0) { $0 + max($1.1, 0) }
        func portion(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(part.1, 0) / total : delta / CGFloat(flexibleParts.count)
        }
        return (leading + portion(parts[0]), size + portion(parts[1]))
    }
}
