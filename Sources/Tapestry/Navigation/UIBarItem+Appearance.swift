import Foundation

extension UIBarItem: UIAppearance {}

extension UIAppearance where Self: UIBarItem {
    /// The proxy for every item of this class (and its subclasses):
    /// `UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)`.
    public static func appearance() -> UIBarItemAppearanceProxy<Self> { UIBarItemAppearanceProxy() }

    /// The proxy for items inside instances of `containerTypes`; Tapestry applies it to every item of the
    /// class (bars do not tell their items which container they are in).
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UIBarItemAppearanceProxy<Self>
    { UIBarItemAppearanceProxy() }
}

/// Records title attributes and a tint for every bar item of `Item`'s class; a bar reads them when it shows
/// an item that has none of its own.
@preconcurrency @MainActor
public struct UIBarItemAppearanceProxy<Item: UIBarItem> {
    /// Sets the title's attributes for a state for every item of the class.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        BarItemAppearance.titleAttributes[ObjectIdentifier(Item.self), default: [:]][state.rawValue] = attributes
    }

    /// The title's attributes set on the proxy for a state, or nil.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        BarItemAppearance.titleAttributes[ObjectIdentifier(Item.self)]?[state.rawValue]
    }

    /// The tint of every item of the class that has none of its own.
    public var tintColor: UIColor? {
        get { BarItemAppearance.tints[ObjectIdentifier(Item.self)] }
        nonmutating set { BarItemAppearance.tints[ObjectIdentifier(Item.self)] = newValue }
    }
}

/// The bar items' appearance proxies' values, by class.
@MainActor
enum BarItemAppearance {
    static var titleAttributes: [ObjectIdentifier: [UInt: [NSAttributedString.Key: Any]]] = [:]
    static var tints: [ObjectIdentifier: UIColor] = [:]

    /// The value recorded for the item's class or the nearest superclass that has one.
    static func lookup<Value>(_ item: UIBarItem, in table: [ObjectIdentifier: Value]) -> Value? {
        guard !table.isEmpty else { return nil }
        var type: AnyClass? = Swift.type(of: item)
        while let current = type {
            if let value = table[ObjectIdentifier(current)] { return value }
            if current == UIBarItem.self { return nil }
            type = class_superclass(current)
        }
        return nil
    }

    /// Forgets every proxy's values (a new application).
    static func reset() {
        titleAttributes = [:]
        tints = [:]
    }
}

extension UIBarItem {
    /// The title attributes a bar draws for a state: the item's own, else its class's appearance, else (for
    /// another state) those of `.normal`.
    func effectiveTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        func find(_ state: UIControl.State) -> [NSAttributedString.Key: Any]? {
            ownTitleTextAttributes[state.rawValue]
                ?? BarItemAppearance.lookup(self, in: BarItemAppearance.titleAttributes)?[state.rawValue]
        }
        return find(state) ?? (state == .normal ? nil : find(.normal))
    }

    /// The tint the item's class's appearance gives, for an item without its own.
    var appearanceTintColor: UIColor? { BarItemAppearance.lookup(self, in: BarItemAppearance.tints) }

    /// A bar showing the item shows the new attributes.
    func titleTextAttributesChanged() {
        if let item = self as? UIBarButtonItem {
            for action in item.onChange { action() }
        } else if let item = self as? UITabBarItem {
            item.bar?.rebuild()
        }
    }
}
