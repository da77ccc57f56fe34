import Foundation

/// Edge insets that follow the layout direction (leading and trailing are left and right here).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat
    /// No insets (all zero).
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets from their four values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension UIView {
    /// The part of the view that bars and the window's edges do not cover (SEMANTICS §11.5): a plain window
    /// has none; a controller's `additionalSafeAreaInsets` (a navigation or tab bar) add to its view's, and a
    /// view inherits the part of its superview's that overlaps it.
    var baseSafeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let superview = storedSuperview {
            let outer = superview.safeAreaInsets
            if outer != .zero {
                let frame = self.frame, size = superview.bounds.size
                insets = UIEdgeInsets(
                    top: max(0, outer.top - (frame.minY - superview.bounds.minY)),
                    left: max(0, outer.left - (frame.minX - superview.bounds.minX)),
                    bottom: max(0, outer.bottom - (size.height - (frame.maxY - superview.bounds.minY))),
                    right: max(0, outer.right - (size.width - (frame.maxX - superview.bounds.minX))))
            }
        }
        if let controller = owningViewController {
            let bars = controller.barSafeAreaInsets, additional = controller.additionalSafeAreaInsets
            let extra = UIEdgeInsets(
                top: bars.top + additional.top, left: bars.left + additional.left,
                bottom: bars.bottom + additional.bottom, right: bars.right + additional.right)
            insets = UIEdgeInsets(
                top: insets.top + extra.top, left: insets.left + extra.left, bottom: insets.bottom + extra.bottom,
                right: insets.right + extra.right)
        }
        return insets
    }

    /// A guide that follows the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        state.safeAreaGuide = guide
        return guide
    }

    /// A guide that follows the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        state.marginsGuide = guide
        return guide
    }

    /// A guide inside the margins at most 672 points wide, centred: comfortable lines of text.
    public var readableContentGuide: UILayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readable, owner: self, identifier: "UIViewReadableContentGuide")
        state.readableGuide = guide
        return guide
    }

    /// The layout margins in leading/trailing terms: leading is the right margin when the view lays out right
    /// to left.
    var baseDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(
                top: m.top, leading: rightToLeft ? m.right : m.left, bottom: m.bottom,
                trailing: rightToLeft ? m.left : m.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading, bottom: newValue.bottom,
                right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }

    /// Whether the margins guide also stays out of the safe area; true by default.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            ensureLayoutState().insetsLayoutMarginsFromSafeArea = newValue
            safeAreaDidChange()
        }
    }

    /// Whether the view's margins grow to its superview's where they overlap; false by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            ensureLayoutState().preservesSuperviewLayoutMargins = newValue
            safeAreaDidChange()
        }
    }

    /// The margins the margins guide keeps: the layout margins, grown by the superview's where they overlap
    /// (`preservesSuperviewLayoutMargins`) and kept out of the safe area (`insetsLayoutMarginsFromSafeArea`).
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMargins
        if preservesSuperviewLayoutMargins, let superview = storedSuperview {
            let outer = superview.effectiveLayoutMargins
            let frame = self.frame, size = superview.bounds.size
            m.left = max(m.left, outer.left - frame.minX)
            m.top = max(m.top, outer.top - frame.minY)
            m.right = max(m.right, outer.right - (size.width - frame.maxX))
            m.bottom = max(m.bottom, outer.bottom - (size.height - frame.maxY))
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            m = UIEdgeInsets(
                top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom,
                right: m.right + safe.right)
        }
        return m
    }

    /// The safe area changed for this view's subtree: the guides move and `safeAreaInsetsDidChange` runs.
    func safeAreaDidChange() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.safeAreaInsetsDidChange()
            view.owningViewController?.viewSafeAreaInsetsDidChange()
            if view.layoutState?.safeAreaGuide != nil || view.layoutState?.marginsGuide != nil
                || view.layoutState?.readableGuide != nil
            {
                view.layoutEngine.markDirty()
            }
            view.setNeedsLayout()
            stack.append(contentsOf: view.storedSubviews)
        }
    }
}

extension UILayoutGuide {
    /// For the guides a view keeps: their inset of the owning view's bounds.
    var insets: UIEdgeInsets {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .plain, .scrollContent: return .zero
        case .safeArea: return owner.safeAreaInsets
        case .margins, .readable: return owner.effectiveLayoutMargins
        case .scrollFrame:
            // The visible rectangle, in the content's coordinates: moved by the offset, the scroll view's size.
            let offset = owner.bounds.origin
            return UIEdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
        }
    }
}
