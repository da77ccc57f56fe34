import Foundation

/// One attribute of a view or layout guide, for making constraints: `a.leadingAnchor.constraint(equalTo:
/// b.leadingAnchor, constant: 8)`. The subclasses keep axes apart, so a horizontal anchor only pairs with a
/// horizontal one.
@preconcurrency @MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat
    )
        -> NSLayoutConstraint
    {
        precondition(item != nil, "NSLayoutAnchor: the anchor's item is gone")
        return NSLayoutConstraint(
            item: item!, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The standard spacing between sibling views (UIKit's system spacing), in points.
let systemSpacing: CGFloat = 8

/// A horizontal anchor: leading, trailing, left, right, centre X.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical anchor: top, bottom, centre Y, baselines.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A size anchor: width or height, which can also be set to a constant or a multiple of another size.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m × anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// A rectangle that takes part in Auto Layout without being a view (spacing, grouping, safe areas).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, DeallocationReporting {
    /// The view the guide belongs to; its frame is in that view's coordinates.
    public internal(set) weak var owningView: UIView?
    /// A name for logs.
    open var identifier = ""
    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it.
    public internal(set) var layoutFrame = CGRect.zero

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {}

    /// An archived guide: nil, as Tapestry reads no archives (here because UIKit's adopts `NSCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    deinit { reportDeallocation() }

    /// A guide the owning view keeps at an inset of its bounds (safe area, margins, readable content).
    enum Kind { case plain, safeArea, margins, readable, scrollContent, scrollFrame }
    var kind = Kind.plain

    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        owningView = owner
    }

    /// The leading edge: the left one, or the right one when the owning view lays out right to left.
    public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    /// The trailing edge: the right one, or the left one right to left.
    public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    /// The left edge.
    public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    /// The right edge.
    public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    /// The horizontal centre.
    public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    /// The top edge.
    public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    /// The bottom edge.
    public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    /// The vertical centre.
    public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)
    /// The width.
    public private(set) lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    /// The height.
    public private(set) lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)

    nonisolated open override var description: String {
        describedOnMainActor { "<UILayoutGuide: '\(identifier)' frame = \(EventTrace.describe(layoutFrame))>" }
    }
}

extension NSLayoutConstraint {
    /// The anchor of the first item's attribute.
    ///
    /// - Precondition: The constraint has a first item (not a placeholder made with `init()`).
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        precondition(firstItem != nil, "NSLayoutConstraint.firstAnchor: \(self) has no first item")
        return NSLayoutAnchor(item: firstItem!, attribute: firstAttribute)
    }
    /// The anchor of the second item's attribute, or nil for a constraint to a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }
}

extension NSLayoutAnchor {
    /// Whether `object` is an anchor for the same attribute of the same item (what comparing UIKit's anchors,
    /// which are objects, answers).
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSLayoutAnchorIdentity else { return false }
        return item === other.anchoredItem && attribute == other.anchoredAttribute
    }
}

/// What every anchor, whatever its axis, answers to `isEqual(_:)`.
@MainActor protocol NSLayoutAnchorIdentity {
    var anchoredItem: AnyObject? { get }
    var anchoredAttribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: NSLayoutAnchorIdentity {
    var anchoredItem: AnyObject? { item }
    var anchoredAttribute: NSLayoutConstraint.Attribute { attribute }
}
