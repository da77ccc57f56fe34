import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set: inherit.
    case unspecified = 0
    /// Dark text on light backgrounds.
    case light = 1
    /// Light text on dark backgrounds.
    case dark = 2
}

/// How much room an axis has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Little room.
    case compact = 1
    /// Plenty of room (a desktop window).
    case regular = 2
}

/// The traits a view or controller is shown with: light or dark, the display scale, size classes. Dynamic
/// colours resolve against `UITraitCollection.current`. An `NSObject` as UIKit's is (equal by `isEqual(_:)`,
/// copied by `copy()`), with UIKit's designated `init()` and `init?(coder:)`.
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    /// Light or dark.
    public private(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Pixels per point.
    public private(set) var displayScale: CGFloat = 0
    /// The horizontal size class (regular on the desktop).
    public private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The vertical size class (regular on the desktop).
    public private(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The text size (`.large` on the desktop, which has no Dynamic Type setting).
    public private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// The values of an app's own traits (`UITraitDefinition`s), read through the subscript.
    private(set) var customTraits = CustomTraitValues()

    /// A collection with every trait unspecified.
    public override init() { super.init() }

    /// An archived collection: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`,
    /// so a subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// Creates a trait collection.
    public convenience init(
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    ) {
        self.init(
            userInterfaceStyle: userInterfaceStyle, displayScale: displayScale,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            preferredContentSizeCategory: preferredContentSizeCategory, customTraits: CustomTraitValues())
    }

    // A convenience initializer (not a designated one), so that a subclass in another module that overrides
    // `init()` inherits every initializer of UIKit's.
    convenience init(
        userInterfaceStyle: UIUserInterfaceStyle, displayScale: CGFloat, horizontalSizeClass: UIUserInterfaceSizeClass,
        verticalSizeClass: UIUserInterfaceSizeClass, preferredContentSizeCategory: UIContentSizeCategory,
        customTraits: CustomTraitValues
    ) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.customTraits = customTraits
    }

    /// A collection with only a text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// A collection with only a style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0)
    }

    /// A collection with only a display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
    }

    /// The traits of several collections merged, later ones winning where they are specified.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var category = UIContentSizeCategory.unspecified
        var custom = CustomTraitValues()
        for c in collections {
            custom = c.customTraits.applied(over: custom)
            if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
        }
        self.init(
            userInterfaceStyle: style, displayScale: scale, horizontalSizeClass: horizontal,
            verticalSizeClass: vertical, preferredContentSizeCategory: category, customTraits: custom)
    }

    /// The collection dynamic colours resolve against; the renderer sets each window's (and an overriding view's)
    /// while it draws. Set it on the main thread only.
    nonisolated(unsafe) public static var current = UITraitCollection(
        userInterfaceStyle: .light, displayScale: 1, horizontalSizeClass: .regular, verticalSizeClass: .regular,
        preferredContentSizeCategory: .large)

    /// Runs `actions` with this collection as `current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        try actions()
    }

    /// Whether dynamic colours look different in the two collections.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        (traitCollection?.userInterfaceStyle ?? .unspecified) != userInterfaceStyle
            || customTraits.differsInColorAppearance(from: traitCollection?.customTraits ?? CustomTraitValues())
    }

    /// Collections are equal when their traits are (UIKit's `isEqual(_:)`, which `==` uses).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? UITraitCollection else { return false }
        if b === self { return true }
        return userInterfaceStyle == b.userInterfaceStyle && displayScale == b.displayScale
            && horizontalSizeClass == b.horizontalSizeClass && verticalSizeClass == b.verticalSizeClass
            && preferredContentSizeCategory == b.preferredContentSizeCategory && customTraits == b.customTraits
    }

    /// Combines the traits `isEqual(_:)` compares.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    /// The collection itself: trait collections are immutable, as UIKit's are.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// A textual form.
    open override var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), displayScale: \(displayScale), "
            + "horizontalSizeClass: \(horizontalSizeClass), verticalSizeClass: \(verticalSizeClass))"
    }
}

/// Something shown with traits: views, controllers, windows, the screen.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits it is shown with.
    var traitCollection: UITraitCollection { get }
    /// Its traits changed (from `previousTraitCollection`).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {
    /// The style this view and its subviews use instead of the inherited one (`.unspecified`: inherit).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { layoutState?.overrideStyle ?? .unspecified }
        set {
            let before = traitCollection
            ensureLayoutState().overrideStyle = newValue
            traitsDidChange(from: before)
        }
    }

    /// The style this view applies to its subtree: its own override, or its view controller's; `.unspecified`
    /// when it applies none (for renderers, which make such a view's traits current while drawing it).
    public var appliedStyleOverride: UIUserInterfaceStyle {
        if let style = layoutState?.overrideStyle, style != .unspecified { return style }
        if let style = layoutState?.traitOverrides.style { return style }
        if let controller = owningViewController {
            if controller.overrideUserInterfaceStyle != .unspecified { return controller.overrideUserInterfaceStyle }
            if let style = controller.traitOverrides.style { return style }
            if let parent = controller.parent, let forChild = parent.overrideTraitCollection(forChild: controller),
                forChild.userInterfaceStyle != .unspecified
            {
                return forChild.userInterfaceStyle
            }
        }
        return .unspecified
    }

    /// The traits the view is shown with: what its superview's are (at the top, the screen's style and scale,
    /// regular size classes on the desktop) with the overrides of the view, its controller and its controller's
    /// parent applied, nearest first (`overrideUserInterfaceStyle`, `traitOverrides`,
    /// `setOverrideTraitCollection(_:forChild:)`).
    public var traitCollection: UITraitCollection {
        applyingOwnTraits(to: superview?.traitCollection ?? baseTraitCollection)
    }

    /// The traits at the top of a hierarchy: the screen's style, the window's scale, regular size classes.
    var baseTraitCollection: UITraitCollection {
        UITraitCollection(
            userInterfaceStyle: UIScreen.main.systemUserInterfaceStyle,
            displayScale: window?.screen.scale ?? UIScreen.main.scale, horizontalSizeClass: .regular,
            verticalSizeClass: .regular, preferredContentSizeCategory: .large)
    }

    /// Whether going from `before` to `after` changes a trait layout depends on (not the appearance alone).
    static func changesLayout(from before: UITraitCollection, to after: UITraitCollection) -> Bool {
        before.horizontalSizeClass != after.horizontalSizeClass || before.verticalSizeClass != after.verticalSizeClass
            || before.preferredContentSizeCategory != after.preferredContentSizeCategory
            || before.displayScale != after.displayScale
    }

    /// Sends the trait changes pending for this view and its subtree. Tapestry sends them at once, when an
    /// override, the window or the screen changes, so none are ever pending and this has nothing to do; it is
    /// here for code written for UIKit 17, which defers them to layout.
    public func updateTraitsIfNeeded() {}

    /// Tells the subtree (views and their controllers) whose traits changed from `before` (this view's), and
    /// redraws it (and lays it out again when the change affects layout).
    func traitsDidChange(from before: UITraitCollection) {
        let after = traitCollection
        guard after != before else { return }
        window?.setNeedsDisplayOfWholeWindow()
        var stack: [(view: UIView, before: UITraitCollection, after: UITraitCollection)] = [(self, before, after)]
        while let (view, previous, current) = stack.popLast() {
            view.setNeedsDisplay()
            // Size classes, the content size and the scale change what layout computes (a split view collapses,
            // fonts grow): the view lays out again, as UIKit's trait tracking of `layoutSubviews` makes it.
            if Self.changesLayout(from: previous, to: current) { view.setNeedsLayout() }
            if let controller = view.owningViewController {
                // The root view's system minimum margins follow the horizontal size class.
                if previous.horizontalSizeClass != current.horizontalSizeClass, controller.viewIfLoaded === view {
                    view.layoutMarginsDidChangeValue()
                }
                controller.traitCollectionDidChange(previous)
                TraitChangeRegistrations.notify(controller, from: previous, to: current)
            }
            view.traitCollectionDidChange(previous)
            TraitChangeRegistrations.notify(view, from: previous, to: current)
            // A subview's own overrides apply on both sides: one whose traits did not change keeps its subtree's.
            for subview in view.subviews {
                let old = subview.applyingOwnTraits(to: previous), new = subview.applyingOwnTraits(to: current)
                if old != new { stack.append((subview, old, new)) }
            }
        }
    }
}

extension UIViewController: UITraitEnvironment {
    /// The traits the controller's view is shown with (the controller's override, or the screen's before the
    /// view is in a window).
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        var traits = UITraitCollection(
            userInterfaceStyle: UIScreen.main.systemUserInterfaceStyle, displayScale: UIScreen.main.scale,
            horizontalSizeClass: .regular, verticalSizeClass: .regular, preferredContentSizeCategory: .large)
        if let parent, let forChild = parent.overrideTraitCollection(forChild: self) {
            traits = UITraitOverrides(forChild).applied(to: traits)
        }
        traits = traitOverrides.applied(to: traits)
        if overrideUserInterfaceStyle != .unspecified {
            traits = traits.modifyingTraits { $0.userInterfaceStyle = overrideUserInterfaceStyle }
        }
        return traits
    }
}
