import Foundation

extension UIView {
    /// Means "no natural size along this axis" in `intrinsicContentSize`.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The size `systemLayoutSizeFitting` fits as tightly as possible.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size `systemLayoutSizeFitting` fits as loosely as possible.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    func ensureLayoutState() -> ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    /// The engine of this view's hierarchy (on its root), made when first needed.
    var layoutEngine: AutoLayoutEngine {
        let root = rootView
        let state = root.ensureLayoutState()
        if let engine = state.engine { return engine }
        let engine = AutoLayoutEngine(root: root)
        state.engine = engine
        return engine
    }

    /// Whether the view's frame (and `autoresizingMask`) become constraints; true for views made in code. Set
    /// it false to lay the view out with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            ensureLayoutState().translatesAutoresizingMaskIntoConstraints = newValue
            if layoutState?.isEngineItem == true || rootView.layoutState?.engine != nil { layoutEngine.markDirty() }
        }
    }

    /// The constraints installed on this view (those whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutState?.installed ?? [] }

    /// Installs a constraint on this view (UIKit's older API; prefer `isActive`).
    ///
    /// - Precondition: The constraint's items are this view or inside it.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView == nil else { return }
        let ancestor = constraint.commonAncestor()
        precondition(
            ancestor.map { $0 === self || $0.isDescendant(of: self) } ?? false,
            "UIView.addConstraint: the items of \(constraint) are not inside \(self)")
        install(constraint)
    }

    /// Installs several constraints on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    /// Removes a constraint installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedView === self { uninstall(constraint) }
    }

    /// Removes several constraints installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    func install(_ constraint: NSLayoutConstraint) {
        constraint.installedView = self
        ensureLayoutState().installed.append(constraint)
        layoutEngine.add(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        layoutState?.installed.removeAll { $0 === constraint }
        constraint.installedView = nil
        rootView.layoutState?.engine?.remove(constraint)
    }

    // MARK: Anchors

    /// The leading edge: the left one, or the right one when the view lays out right to left
    /// (`effectiveUserInterfaceLayoutDirection`).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: the right one, or the left one right to left.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Layout guides and margins

    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

    /// Adds a layout guide; its frame is in this view's coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        precondition(
            guide.owningView == nil || guide.owningView === self,
            "UIView.addLayoutGuide: \(guide) belongs to \(guide.owningView!)")
        guard guide.owningView == nil else { return }
        guide.owningView = self
        ensureLayoutState().guides.append(guide)
    }

    /// Removes a layout guide (and the constraints that use it).
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        if let engine = rootView.layoutState?.engine {
            for constraint in engine.activeConstraints
            where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
        }
        layoutState?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The space kept inside the edges for content: 8 points each side by default. A view controller's root
    /// view has the controller's: none above and below, the system minimum at the sides, and margins set on it
    /// held at least at that minimum (`viewRespectsSystemMinimumLayoutMargins`).
    var baseLayoutMargins: UIEdgeInsets {
        get {
            let own = layoutState?.margins
            if let controller = owningViewController, controller.viewIfLoaded === self {
                return controller.rootViewLayoutMargins(own)
            }
            return own ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        set {
            let changed = newValue != baseLayoutMargins
            ensureLayoutState().margins = newValue
            if changed { layoutMarginsDidChangeValue() }
        }
    }

    /// The margins the view lays out with changed (set, or a controller's minimum moved): `layoutMarginsDidChange`
    /// and the controller's `viewLayoutMarginsDidChange` run, and the guides and margin constraints follow.
    func layoutMarginsDidChangeValue() {
        defer {
            layoutMarginsDidChange()
            if let controller = owningViewController, controller.viewIfLoaded === self {
                controller.viewLayoutMarginsDidChange()
            }
        }
        if layoutState?.marginsGuide != nil || layoutState?.readableGuide != nil { safeAreaDidChange() }
        if rootView.layoutState?.engine != nil {
            for constraint in layoutEngine.activeConstraints
            where constraint.firstItem === self || constraint.secondItem === self {
                layoutEngine.constraintDidChange(constraint, reinstall: true)
            }
        }
        setNeedsLayout()
    }

    /// The view's layout direction changed: its contents' leading and trailing edges swapped sides, so the
    /// constraints within it are built again.
    func layoutDirectionDidChange() {
        guard let engine = rootView.layoutState?.engine else { return }
        for constraint in engine.activeConstraints
        where [constraint.firstItem, constraint.secondItem].contains(where: { item in
            LayoutItem.view(of: item)?.isDescendant(of: self) ?? false
        }) {
            engine.constraintDidChange(constraint, reinstall: true)
        }
    }

    // MARK: Intrinsic size, hugging and compression resistance

    /// What `invalidateIntrinsicContentSize()` does (UIView.swift holds the overridable method).
    func baseInvalidateIntrinsicContentSize() {
        if superview != nil { intrinsicSizeChangedInCollectionViewCell() }
        guard layoutState?.isEngineItem == true else { return }
        layoutEngine.itemDidChange(self)
    }

    /// What `contentHuggingPriority(for:)` answers (UIView.swift holds the overridable method).
    func baseContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let state = layoutState
        return axis == .horizontal ? state?.hugging.horizontal ?? .defaultLow : state?.hugging.vertical ?? .defaultLow
    }

    /// What `setContentHuggingPriority(_:for:)` does (UIView.swift holds the overridable method).
    func baseSetContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = ensureLayoutState()
        if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// What `contentCompressionResistancePriority(for:)` answers (UIView.swift holds the overridable method).
    func baseContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let state = layoutState
        return axis == .horizontal
            ? state?.compression.horizontal ?? .defaultHigh : state?.compression.vertical ?? .defaultHigh
    }

    /// What `setContentCompressionResistancePriority(_:for:)` does (UIView.swift holds the overridable method).
    func baseSetContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = ensureLayoutState()
        if axis == .horizontal {
            state.compression.horizontal = priority
        } else {
            state.compression.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    // MARK: Updating constraints

    /// What `setNeedsUpdateConstraints()` does (UIView.swift holds the overridable method).
    func baseSetNeedsUpdateConstraints() {
        let state = ensureLayoutState()
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        let engine = layoutEngine
        engine.needsUpdate.append(self)
        engine.markDirty()
    }

    /// What `needsUpdateConstraints()` answers (UIView.swift holds the overridable method).
    func baseNeedsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// What `updateConstraintsIfNeeded()` does (UIView.swift holds the overridable method).
    func baseUpdateConstraintsIfNeeded() {
        rootView.layoutState?.engine?.solveIfNeeded()
    }
}

extension UIView {
    /// The smallest (`layoutFittingCompressedSize`) or largest (`layoutFittingExpandedSize`) size the view's
    /// constraints allow, or the size nearest `targetSize`.
    func baseSystemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size nearest `targetSize` the constraints allow, asking for each dimension at its priority (use
    /// `.required` for a width that must hold, as for a cell's width).
    func baseSystemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        precondition(
            targetSize.isFinite, "UIView.systemLayoutSizeFitting: the target size must be finite, got \(targetSize)")
        guard
            layoutState?.isEngineItem == true || !(layoutState?.installed.isEmpty ?? true)
                || storedSubviews.contains(where: { $0.layoutState?.isEngineItem == true })
        else {
            // No constraints: the view's own idea of its size.
            let intrinsic = intrinsicContentSize
            return CGSize(
                width: intrinsic.width == UIView.noIntrinsicMetric ? targetSize.width : intrinsic.width,
                height: intrinsic.height == UIView.noIntrinsicMetric ? targetSize.height : intrinsic.height)
        }
        return layoutEngine.fittingSize(
            of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether the constraints leave the view's frame undetermined (for debugging).
    public var hasAmbiguousLayout: Bool {
        guard layoutState?.isEngineItem == true, let engine = rootView.layoutState?.engine else { return false }
        return engine.isAmbiguous(self)
    }

    /// Moves a view whose layout is ambiguous to another frame its constraints allow, alternating at each call
    /// (for debugging: watch which way an under-constrained view can move). Does nothing to a view whose
    /// layout is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard layoutState?.isEngineItem == true, let engine = rootView.layoutState?.engine else { return }
        engine.exerciseAmbiguity(of: self)
    }

    /// The active constraints that place or size the view along `axis` (for debugging).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = rootView.layoutState?.engine else { return [] }
        return engine.activeConstraints.filter { constraint in
            (constraint.firstItem === self && NSLayoutConstraint.axis(constraint.firstAttribute) == axis)
                || (constraint.secondItem === self && NSLayoutConstraint.axis(constraint.secondAttribute) == axis)
        }
    }

    /// A description of the view's subtree with each view's frame, whether its layout is ambiguous, and the
    /// constraints installed on it (UIKit's Auto Layout trace, for debugging).
    public var constraintsDescription: String {
        var lines: [String] = []
        var stack: [(UIView, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            let indent = String(repeating: "|   ", count: depth)
            let ambiguous = view.hasAmbiguousLayout ? " - AMBIGUOUS LAYOUT" : ""
            lines.append("\(indent)•\(view)\(ambiguous)")
            for constraint in view.constraints { lines.append("\(indent)    \(constraint)") }
            for subview in view.storedSubviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}
