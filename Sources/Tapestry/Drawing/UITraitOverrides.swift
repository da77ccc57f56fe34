import Foundation

/// A trait a collection carries (iOS 17's trait definitions), named to read or remove an override:
/// `view.traitOverrides.remove(UITraitHorizontalSizeClass.self)`.
public protocol UITraitDefinition {
    /// The trait's value type.
    associatedtype Value
    /// The value when nothing sets it.
    static var defaultValue: Value { get }
    /// The trait's identifier (its type's full name by default).
    static var identifier: String { get }
    /// The trait's name (its type's name by default).
    static var name: String { get }
    /// Whether a change of the trait changes how dynamic colours resolve (false by default).
    static var affectsColorAppearance: Bool { get }
}

/// The light or dark trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// `.unspecified`.
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
}

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// `.unspecified`.
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}

/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// `.unspecified`.
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}

/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
    /// 0 (not known).
    public static var defaultValue: CGFloat { 0 }
}

/// The text size trait (Dynamic Type).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// `.unspecified`.
    public static var defaultValue: UIContentSizeCategory { .unspecified }
}

/// Traits that can be set (iOS 17's `UIMutableTraits`).
public protocol UIMutableTraits {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// The text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Any trait's value, an app's own ones included.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

/// The traits a view or controller sets for itself and what it contains (iOS 17's `traitOverrides`): each
/// set trait wins over the inherited one; `remove(_:)` inherits again.
public struct UITraitOverrides: UIMutableTraits, Equatable, Sendable {
    var style: UIUserInterfaceStyle?
    var horizontal: UIUserInterfaceSizeClass?
    var vertical: UIUserInterfaceSizeClass?
    var scale: CGFloat?
    var category: UIContentSizeCategory?
    var custom = CustomTraitValues()

    /// No overrides.
    public init() {}

    /// The overridden style (`.unspecified` when not overridden).
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { style ?? .unspecified }
        set { style = newValue == .unspecified ? nil : newValue }
    }
    /// The overridden horizontal size class (`.unspecified` when not overridden).
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { horizontal ?? .unspecified }
        set { horizontal = newValue == .unspecified ? nil : newValue }
    }
    /// The overridden vertical size class (`.unspecified` when not overridden).
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { vertical ?? .unspecified }
        set { vertical = newValue == .unspecified ? nil : newValue }
    }
    /// The overridden display scale (0 when not overridden).
    public var displayScale: CGFloat {
        get { scale ?? 0 }
        set { scale = newValue > 0 ? newValue : nil }
    }
    /// The overridden text size (`.unspecified` when not overridden).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { category ?? .unspecified }
        set { category = newValue == .unspecified ? nil : newValue }
    }

    /// A trait's overridden value (its default when not overridden); setting one overrides it.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            switch ObjectIdentifier(trait) {
            case ObjectIdentifier(UITraitUserInterfaceStyle.self): return userInterfaceStyle as! T.Value
            case ObjectIdentifier(UITraitHorizontalSizeClass.self): return horizontalSizeClass as! T.Value
            case ObjectIdentifier(UITraitVerticalSizeClass.self): return verticalSizeClass as! T.Value
            case ObjectIdentifier(UITraitDisplayScale.self): return displayScale as! T.Value
            case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
                return preferredContentSizeCategory as! T.Value
            default: return custom.value(trait) ?? T.defaultValue
            }
        }
        set {
            switch ObjectIdentifier(trait) {
            case ObjectIdentifier(UITraitUserInterfaceStyle.self):
                userInterfaceStyle = newValue as! UIUserInterfaceStyle
            case ObjectIdentifier(UITraitHorizontalSizeClass.self):
                horizontalSizeClass = newValue as! UIUserInterfaceSizeClass
            case ObjectIdentifier(UITraitVerticalSizeClass.self):
                verticalSizeClass = newValue as! UIUserInterfaceSizeClass
            case ObjectIdentifier(UITraitDisplayScale.self): displayScale = newValue as! CGFloat
            case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
                preferredContentSizeCategory = newValue as! UIContentSizeCategory
            default: custom.set(trait, newValue)
            }
        }
    }

    /// Whether a trait is overridden.
    public func contains<T: UITraitDefinition>(_ trait: T.Type) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): style != nil
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontal != nil
        case ObjectIdentifier(UITraitVerticalSizeClass.self): vertical != nil
        case ObjectIdentifier(UITraitDisplayScale.self): scale != nil
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): category != nil
        default: custom.contains(ObjectIdentifier(trait))
        }
    }

    /// Stops overriding a trait: it is inherited again.
    public mutating func remove<T: UITraitDefinition>(_ trait: T.Type) {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): style = nil
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontal = nil
        case ObjectIdentifier(UITraitVerticalSizeClass.self): vertical = nil
        case ObjectIdentifier(UITraitDisplayScale.self): scale = nil
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): category = nil
        default: custom.remove(ObjectIdentifier(trait))
        }
    }

    /// The traits of a collection as overrides (its unspecified traits are not overridden).
    init(_ collection: UITraitCollection?) {
        guard let collection else { return }
        userInterfaceStyle = collection.userInterfaceStyle
        horizontalSizeClass = collection.horizontalSizeClass
        verticalSizeClass = collection.verticalSizeClass
        displayScale = collection.displayScale
        preferredContentSizeCategory = collection.preferredContentSizeCategory
        custom = collection.customTraits
    }

    /// `inherited` with these overrides applied.
    func applied(to inherited: UITraitCollection) -> UITraitCollection {
        guard style != nil || horizontal != nil || vertical != nil || scale != nil || category != nil || !custom.isEmpty
        else {
            return inherited
        }
        return UITraitCollection(
            userInterfaceStyle: style ?? inherited.userInterfaceStyle,
            displayScale: scale ?? inherited.displayScale,
            horizontalSizeClass: horizontal ?? inherited.horizontalSizeClass,
            verticalSizeClass: vertical ?? inherited.verticalSizeClass,
            preferredContentSizeCategory: category ?? inherited.preferredContentSizeCategory,
            customTraits: custom.applied(over: inherited.customTraits))
    }
}

extension UITraitCollection {
    /// A collection made by changing traits (iOS 17): `UITraitCollection { $0.horizontalSizeClass = .compact }`.
    public convenience init(mutations: (inout UITraitOverrides) -> Void) {
        var traits = UITraitOverrides()
        mutations(&traits)
        self.init(
            userInterfaceStyle: traits.userInterfaceStyle, displayScale: traits.displayScale,
            horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass,
            preferredContentSizeCategory: traits.preferredContentSizeCategory, customTraits: traits.custom)
    }

    /// This collection with some traits changed.
    public func modifyingTraits(_ mutations: (inout UITraitOverrides) -> Void) -> UITraitCollection {
        var traits = UITraitOverrides()
        mutations(&traits)
        return traits.applied(to: self)
    }
}

extension UIView {
    /// The traits this view sets for itself and its subviews.
    public var traitOverrides: UITraitOverrides {
        get { layoutState?.traitOverrides ?? UITraitOverrides() }
        set {
            guard newValue != traitOverrides else { return }
            let before = traitCollection
            ensureLayoutState().traitOverrides = newValue
            traitsDidChange(from: before)
        }
    }

    /// The traits the view sets (its own overrides, its controller's, and those its controller's parent sets for
    /// that controller) applied to what it inherits.
    func applyingOwnTraits(to inherited: UITraitCollection) -> UITraitCollection {
        var traits = inherited
        if let controller = owningViewController {
            if let parent = controller.parent, let forChild = parent.overrideTraitCollection(forChild: controller) {
                traits = UITraitOverrides(forChild).applied(to: traits)
            }
            traits = controller.traitOverrides.applied(to: traits)
            if controller.overrideUserInterfaceStyle != .unspecified {
                traits = traits.modifyingTraits { $0.userInterfaceStyle = controller.overrideUserInterfaceStyle }
            }
        }
        if let state = layoutState {
            traits = state.traitOverrides.applied(to: traits)
            if state.overrideStyle != .unspecified {
                traits = traits.modifyingTraits { $0.userInterfaceStyle = state.overrideStyle }
            }
        }
        return traits
    }
}

extension UIViewController {
    /// The traits this controller sets for its view and what it contains.
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            guard newValue != storedTraitOverrides else { return }
            let before = viewIfLoaded?.traitCollection
            storedTraitOverrides = newValue
            if let view = viewIfLoaded, let before { view.traitsDidChange(from: before) }
        }
    }

    /// Sets traits a child controller (and its view) takes instead of inherited ones; nil removes them.
    public func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        let before = childViewController.viewIfLoaded?.traitCollection
        if let collection {
            childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        } else {
            childTraitOverrides[ObjectIdentifier(childViewController)] = nil
        }
        if let view = childViewController.viewIfLoaded, let before { view.traitsDidChange(from: before) }
    }

    /// The traits set for a child with `setOverrideTraitCollection(_:forChild:)`, or nil.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        guard childViewController.parent === self else { return nil }
        return childTraitOverrides[ObjectIdentifier(childViewController)]
    }
}
