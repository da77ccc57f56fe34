import Foundation

/// A view that lines its arranged subviews up in a row or a column with constraints, as UIKit's does
/// (SEMANTICS §11.7): `axis`, `distribution`, `alignment`, `spacing` (and custom spacing after a view),
/// `isLayoutMarginsRelativeArrangement`; a hidden arranged subview takes no space and no spacing, so hiding
/// one inside an animation block and laying out animates the others closing the gap.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// They fill the length; the one with the lowest hugging priority stretches.
        case fill = 0
        /// They all get the same length.
        case fillEqually = 1
        /// Lengths in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// Equal gaps (at least `spacing`) between them, each at its intrinsic length.
        case equalSpacing = 3
        /// Equal distances between their centres.
        case equalCentering = 4
    }

    /// How arranged subviews sit across the axis.
    public enum Alignment: Int, Sendable {
        /// They fill the width (or height) across the axis.
        case fill = 0
        /// Aligned to the leading edge (vertical stacks) or the top (horizontal).
        case leading = 1
        /// Aligned to their first baselines (horizontal stacks).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// Aligned to the trailing edge (vertical stacks) or the bottom (horizontal).
        case trailing = 4
        /// Aligned to their last baselines (horizontal stacks).
        case lastBaseline = 5
        /// The top, for horizontal stacks (the same as `.leading`).
        public static let top = Alignment.leading
        /// The bottom, for horizontal stacks (the same as `.trailing`).
        public static let bottom = Alignment.trailing
    }

    /// The views it arranges, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction of the line; `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsUpdateConstraints() } }
    /// How lengths along the axis are shared; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { setNeedsUpdateConstraints() } }
    /// How views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { setNeedsUpdateConstraints() } }
    /// The gap between neighbours (the least gap with `.equalSpacing`); 0 by default.
    open var spacing: CGFloat = 0 { didSet { setNeedsUpdateConstraints() } }
    /// Whether the views are laid out within the layout margins; false by default.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }
    /// Whether vertical spacing is measured between baselines (kept for UIKit's API).
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [NSLayoutConstraint] = []
    private var gapGuides: [UILayoutGuide] = []

    /// The spacing UIKit uses for "system spacing" after a view.
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude
    /// Falls back to `spacing` in `setCustomSpacing`.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude

    /// Creates a stack view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    /// A vertical stack's first baseline is its first visible arranged subview's; a horizontal stack's, the
    /// first visible arranged subview's too.
    open override var viewForFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.viewForFirstBaselineLayout ?? self
    }

    /// A vertical stack's last baseline is its last visible arranged subview's; a horizontal stack's, the
    /// first visible arranged subview's.
    open override var viewForLastBaselineLayout: UIView {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        return (axis == .vertical ? visible.last : visible.first)?.viewForLastBaselineLayout ?? self
    }

    /// Creates a stack view arranging `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }
    /// An empty stack view: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`), and
    /// UIKit declares this initializer as one that cannot fail, so subclasses that chain to it compile.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        setNeedsUpdateConstraints()
    }

    /// Appends a view to the arrangement (and to the subviews).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `stackIndex`.
    ///
    /// - Precondition: `stackIndex` lies in 0…`arrangedSubviews.count`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        precondition(
            (0...arrangedSubviews.count).contains(stackIndex),
            "UIStackView.insertArrangedSubview: index \(stackIndex) is outside 0...\(arrangedSubviews.count)")
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Takes a view out of the arrangement; it stays a subview (remove it from the superview too to drop it).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsUpdateConstraints()
    }

    /// The gap after `arrangedSubview`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// A subview that leaves the stack leaves the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    private func gap(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == Self.spacingUseSystem ? systemSpacing : custom
    }

    /// Rebuilds the arrangement's constraints.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(generated)
        generated.removeAll()
        for guide in gapGuides { removeLayoutGuide(guide) }
        gapGuides.removeAll()
        let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        let horizontal = axis == .horizontal
        let edges: UILayoutGuide? = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : nil
        func relate(
            _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
            _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ c: CGFloat = 0,
            priority: UILayoutPriority = .required
        ) {
            let constraint = NSLayoutConstraint(
                item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: c)
            constraint.priority = priority
            constraint.identifier = "UISV-arrangement"
            generated.append(constraint)
        }
        let container: AnyObject = edges ?? self
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        if let first = visible.first, let last = visible.last {
            relate(first, lead, .equal, container, lead)
            relate(last, trail, .equal, container, trail)
        }
        for (previous, next) in zip(visible, visible.dropFirst()) {
            switch distribution {
            case .equalSpacing, .equalCentering:
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                gapGuides.append(guide)
                let from: NSLayoutConstraint.Attribute =
                    distribution == .equalCentering ? (horizontal ? .centerX : .centerY) : trail
                let to: NSLayoutConstraint.Attribute =
                    distribution == .equalCentering ? (horizontal ? .centerX : .centerY) : lead
                relate(guide, lead, .equal, previous, from)
                relate(guide, trail, .equal, next, to)
                relate(next, lead, .greaterThanOrEqual, previous, trail, 1, gap(after: previous))
                if let firstGuide = gapGuides.first, firstGuide !== guide {
                    relate(guide, length, .equal, firstGuide, length)
                }
            default:
                relate(next, lead, .equal, previous, trail, 1, gap(after: previous))
            }
        }
        if let first = visible.first {
            for view in visible.dropFirst() {
                switch distribution {
                case .fillEqually:
                    relate(view, length, .equal, first, length)
                case .fillProportionally:
                    let a = horizontal ? first.intrinsicContentSize.width : first.intrinsicContentSize.height
                    let b = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                    if a > 0, b >= 0 { relate(view, length, .equal, first, length, b / a, priority: .required - 1) }
                default:
                    break
                }
            }
        }
        for view in visible {
            switch alignment {
            case .fill:
                relate(view, crossLead, .equal, container, crossLead)
                relate(view, crossTrail, .equal, container, crossTrail)
            case .leading:
                relate(view, crossLead, .equal, container, crossLead)
                relate(view, crossTrail, .lessThanOrEqual, container, crossTrail)
            case .trailing:
                relate(view, crossTrail, .equal, container, crossTrail)
                relate(view, crossLead, .greaterThanOrEqual, container, crossLead)
            case .center:
                relate(view, crossCenter, .equal, container, crossCenter)
                relate(view, crossLead, .greaterThanOrEqual, container, crossLead)
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute =
                    alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal, let first = visible.first, first !== view {
                    relate(view, baseline, .equal, first, baseline)
                } else if !horizontal {
                    relate(view, crossLead, .equal, container, crossLead)
                }
                relate(view, crossLead, .greaterThanOrEqual, container, crossLead)
                relate(view, crossTrail, .lessThanOrEqual, container, crossTrail)
            }
            // Across the axis the stack hugs its tallest (or widest) view when nothing else sizes it.
            relate(container, crossTrail, .equal, view, crossTrail, priority: UILayoutPriority(49))
        }
        NSLayoutConstraint.activate(generated)
        super.updateConstraints()
    }
}
