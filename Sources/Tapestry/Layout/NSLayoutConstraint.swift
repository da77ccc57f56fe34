import Foundation

/// How important a constraint is: 1…1000, where 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority, 1…1000.
    public let rawValue: Float
    /// A priority from its raw value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its raw value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its raw value.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority from its raw value.
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    /// Must hold.
    public static let required = UILayoutPriority(1000)
    /// A button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting` uses to fit as tightly as possible.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority of a window being resized by dragging.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene holds its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// Whether `a` is lower than `b`.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority raised by `b`.
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    /// A priority lowered by `b`.
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

/// A relation between two attributes of views or layout guides: `first.attribute relation multiplier ×
/// second.attribute + constant`, solved by the Auto Layout engine (SEMANTICS §11.2).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A part of an item's frame a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// A direction of layout.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// The first item (a view or a layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item, or nil for a constant.
    public private(set) weak var secondItem: AnyObject?
    /// Whether the constraint was made with a second item.
    let expectsSecondItem: Bool
    /// Whether an item the constraint was made with has been released: such a constraint holds nothing and is
    /// taken out of its engine (it would otherwise turn into a constant).
    var lostAnItem: Bool { firstItem == nil || (expectsSecondItem && secondItem == nil) }
    /// The attribute of the second item.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The amount added; changing it re-solves incrementally.
    open var constant: CGFloat {
        didSet {
            precondition(constant.isFinite, "NSLayoutConstraint.constant must be finite, got \(constant) for \(self)")
            if constant != oldValue { changed() }
        }
    }

    /// The priority; required (1000) by default. It may change at any time, between optional priorities and
    /// to or from required while active too (UIKit stopped refusing that in iOS 13): the engine takes the
    /// constraint out and puts it back with the new strength.
    open var priority: UILayoutPriority = .required {
        didSet {
            precondition(
                priority.rawValue >= 1 && priority.rawValue <= 1000,
                "NSLayoutConstraint.priority must lie in 1…1000, got \(priority.rawValue)")
            if priority != oldValue { changed() }
        }
    }

    /// A name shown in logs ("Unable to simultaneously satisfy constraints").
    open var identifier: String?

    /// Called on an object loaded from a nib or storyboard once its outlets are connected (UIKit declares it on
    /// every object; a constraint subclass overrides it to set itself up). Tapestry loads no interface files,
    /// so it is called only by code that calls it; overrides call `super`.
    open func awakeFromNib() {}

    /// Whether a view's constraint archive would keep it (kept for UIKit's API).
    open var shouldBeArchived = false

    /// The view the constraint is installed on while active: the items' nearest common ancestor.
    public internal(set) weak var installedView: UIView?

    /// A constraint with no items (what `NSObject`'s initializer makes in UIKit): layout DSLs return one as a
    /// placeholder. It cannot be activated.
    public override init() {
        firstItem = nil
        expectsSecondItem = false
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
    }

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// - Precondition: The attributes make sense together (a position with a position on the same axis, a size
    ///   with a size or a constant), and `multiplier` and `c` are finite.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        precondition(
            multiplier.isFinite && c.isFinite,
            "NSLayoutConstraint: multiplier and constant must be finite, got \(multiplier), \(c)")
        precondition(attr1 != .notAnAttribute, "NSLayoutConstraint: the first attribute cannot be .notAnAttribute")
        let first = view1 as AnyObject
        precondition(
            first is UIView || first is UILayoutGuide,
            "NSLayoutConstraint: the first item must be a view or a layout guide, got \(view1)")
        if let view2 {
            let second = view2 as AnyObject
            precondition(
                second is UIView || second is UILayoutGuide,
                "NSLayoutConstraint: the second item must be a view or a layout guide, got \(view2)")
            precondition(attr2 != .notAnAttribute, "NSLayoutConstraint: a second item needs an attribute")
            let sizes: Set<Attribute> = [.width, .height]
            precondition(
                multiplier != 0 || sizes.contains(attr1),
                "NSLayoutConstraint: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs. (\(attr1) of \(view1))"
            )
            precondition(
                sizes.contains(attr1) == sizes.contains(attr2)
                    && (sizes.contains(attr1) || Self.axis(attr1) == Self.axis(attr2)),
                "NSLayoutConstraint: Invalid pairing of layout attributes \(attr1) and \(attr2): a location must go with a location on the same axis, a size with a size"
            )
            secondItem = second
        } else {
            // UIKit ignores the second attribute when there is no second item (layout DSLs pass the first one
            // again), and refuses a location set to a constant.
            precondition(
                attr1 == .width || attr1 == .height,
                "NSLayoutConstraint: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs. (\(attr1) of \(view1))"
            )
        }
        firstItem = first
        expectsSecondItem = view2 != nil
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    static func axis(_ attribute: Attribute) -> Axis {
        switch attribute {
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return .vertical
        default:
            return .horizontal
        }
    }

    /// Whether the constraint takes part in layout. Activating installs it on the items' nearest common
    /// ancestor (they must share one).
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    /// Activates every constraint.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.installedView == nil {
            precondition(
                constraint.firstAttribute != .notAnAttribute,
                "NSLayoutConstraint.activate: \(constraint) was made with init() and has no items; it cannot be activated"
            )
            (constraint.firstItem as? OffsetLayoutGuide)?.installIfNeeded()
            (constraint.secondItem as? OffsetLayoutGuide)?.installIfNeeded()
            guard let ancestor = constraint.commonAncestor() else {
                preconditionFailure(
                    "Unable to activate constraint with anchors \(constraint.firstDescription) and \(constraint.secondDescription) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
                )
            }
            ancestor.install(constraint)
        }
    }

    /// Deactivates every constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.installedView?.uninstall(constraint) }
    }

    /// The nearest view that contains both items (a guide counts as its owning view).
    func commonAncestor() -> UIView? {
        guard let first = LayoutItem.view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = LayoutItem.view(of: secondItem) else { return nil }
        var ancestors: Set<ObjectIdentifier> = []
        var view: UIView? = first
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// Whether either side is a first or last baseline.
    var hasBaselineAttribute: Bool {
        [firstAttribute, secondAttribute].contains { $0 == .firstBaseline || $0 == .lastBaseline }
    }

    /// Whether a baseline side of the constraint is given by `view`'s text (directly or as the view that
    /// provides an item's baseline).
    func usesBaseline(of view: UIView) -> Bool {
        func provides(_ item: AnyObject?, _ attribute: Attribute) -> Bool {
            guard let item = item as? UIView else { return false }
            switch attribute {
            case .firstBaseline: return item === view || item.viewForFirstBaselineLayout === view
            case .lastBaseline: return item === view || item.viewForLastBaselineLayout === view
            default: return false
            }
        }
        return provides(firstItem, firstAttribute) || provides(secondItem, secondAttribute)
    }

    private func changed() {
        guard let installedView else { return }
        installedView.rootView.layoutEngine.constraintDidChange(self)
    }

    private var firstDescription: String { "\(firstItem.map { "\($0)" } ?? "nil").\(firstAttribute)" }
    private var secondDescription: String { secondItem.map { "\($0).\(secondAttribute)" } ?? "nil" }

    nonisolated open override var description: String {
        describedOnMainActor {
            var text = "<NSLayoutConstraint"
            if let identifier { text += " '\(identifier)'" }
            text += " \(LayoutItem.name(firstItem)).\(firstAttribute)"
            text += [.lessThanOrEqual: " <= ", .equal: " == ", .greaterThanOrEqual: " >= "][relation]!
            if secondItem != nil {
                if multiplier != 1 { text += "\(EventTrace.number(multiplier))*" }
                text += "\(LayoutItem.name(secondItem)).\(secondAttribute)"
                if constant != 0 {
                    text += constant > 0 ? " + \(EventTrace.number(constant))" : " - \(EventTrace.number(-constant))"
                }
            } else {
                text += EventTrace.number(constant)
            }
            if priority != .required { text += " @\(Int(priority.rawValue))" }
            return text + ">"
        }
    }
}

/// Views and layout guides, as constraint items.
@MainActor
enum LayoutItem {
    /// The view an item lives in: a view itself, a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    static func name(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let view = item as? UIView {
            return view.accessibilityIdentifier.map { "\(type(of: view))(\($0))" } ?? "\(type(of: view))"
        }
        if let guide = item as? UILayoutGuide { return "UILayoutGuide(\(guide.identifier))" }
        return "\(item)"
    }
}
