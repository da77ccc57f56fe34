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
/// colours resolve against `UITraitCollection.current`.
public final class UITraitCollection: Equatable, Sendable, CustomStringConvertible {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point.
    public let displayScale: CGFloat
    /// The horizontal size class (regular on the desktop).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class (regular on the desktop).
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// Creates a trait collection.
    public init(
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
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
        for c in collections {
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
        }
        self.init(
            userInterfaceStyle: style, displayScale: scale, horizontalSizeClass: horizontal, verticalSizeClass: vertical
        )
    }

    /// The collection dynamic colours resolve against; the renderer sets each window's (and an overriding view's)
    /// while it draws. Set it on the main thread only.
    nonisolated(unsafe) public static var current = UITraitCollection(
        userInterfaceStyle: .light, displayScale: 1, horizontalSizeClass: .regular, verticalSizeClass: .regular)

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
    }

    /// Collections are equal when their traits are.
    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.displayScale == b.displayScale
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
    }

    /// A textual form.
    public var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), displayScale: \(displayScale))"
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
        return owningViewController?.overrideUserInterfaceStyle ?? .unspecified
    }

    /// The traits the view is shown with: the nearest override of the style (on a view or its controller)
    /// up the hierarchy, else the screen's.
    public var traitCollection: UITraitCollection {
        var style = UIUserInterfaceStyle.unspecified
        var view: UIView? = self
        while let current = view, style == .unspecified {
            style = current.layoutState?.overrideStyle ?? .unspecified
            if style == .unspecified, let controller = current.owningViewController {
                style = controller.overrideUserInterfaceStyle
            }
            view = current.superview
        }
        if style == .unspecified { style = UIScreen.main.systemUserInterfaceStyle }
        return UITraitCollection(
            userInterfaceStyle: style, displayScale: window?.screen.scale ?? UIScreen.main.scale,
            horizontalSizeClass: .regular, verticalSizeClass: .regular)
    }

    /// Tells the subtree (views and their controllers) that its traits may have changed, and redraws it.
    func traitsDidChange(from before: UITraitCollection) {
        var stack: [(UIView, UITraitCollection)] = [(self, before)]
        let after = traitCollection
        guard after != before else { return }
        window?.setNeedsDisplayOfWholeWindow()
        while let (view, previous) = stack.popLast() {
            view.setNeedsDisplay()
            view.owningViewController?.traitCollectionDidChange(previous)
            view.traitCollectionDidChange(previous)
            // A subview with a style of its own keeps its traits.
            for subview in view.subviews
            where (subview.layoutState?.overrideStyle ?? .unspecified) == .unspecified
                && (subview.owningViewController?.overrideUserInterfaceStyle ?? .unspecified) == .unspecified
            {
                stack.append((subview, previous))
            }
        }
    }
}

extension UIViewController: UITraitEnvironment {
    /// The traits the controller's view is shown with (the controller's override, or the screen's before the
    /// view is in a window).
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        let style =
            overrideUserInterfaceStyle == .unspecified
            ? UIScreen.main.systemUserInterfaceStyle : overrideUserInterfaceStyle
        return UITraitCollection(userInterfaceStyle: style, displayScale: UIScreen.main.scale)
    }
}
