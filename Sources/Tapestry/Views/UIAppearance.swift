import Foundation

/// Types whose look can be set for every instance at once: `UINavigationBar.appearance().tintColor = .white`.
///
/// A proxy records each property set on it (through a key path of the class) and applies it to every
/// instance when the instance first enters a window, as UIKit does. A tint or background colour the instance
/// was given itself wins; another property set on the instance before it entered a window is replaced by the
/// proxy's value (UIKit remembers which properties an instance set itself; Tapestry remembers it for those
/// two). `appearance(whenContainedInInstancesOf:)` applies when the instance is inside one of those
/// containers then.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

extension UIView: UIAppearance {}

extension UIAppearance where Self: UIView {
    /// The proxy for every instance of this class (and its subclasses).
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: [])
    }

    /// The proxy for instances inside an instance of one of `containerTypes` (checked when they enter a
    /// window).
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UIAppearanceProxy<Self>
    {
        UIAppearanceProxy(containers: containerTypes)
    }
}

/// What may contain views whose appearance is restricted to it (views and view controllers).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// Records property values for every instance of `View`: set them as on an instance.
@preconcurrency @MainActor
@dynamicMemberLookup
public struct UIAppearanceProxy<View: UIView> {
    let containers: [UIAppearanceContainer.Type]

    /// A value set for every instance (reading gives the value set; a property never set has none to give).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value>) -> Value {
        get {
            guard
                let value = AppearanceRules.recorded(for: View.self, keyPath: keyPath, containers: containers) as? Value
            else {
                preconditionFailure("UIAppearance: \(keyPath) was not set on \(View.self)'s appearance proxy")
            }
            return value
        }
        nonmutating set {
            AppearanceRules.record(
                AppearanceRules.Rule(
                    type: View.self,
                    property: keyPath == \View.tintColor as AnyKeyPath
                        ? .tintColor : keyPath == \View.backgroundColor as AnyKeyPath ? .backgroundColor : .other,
                    key: keyPath, value: newValue, containers: containers,
                    apply: { view in
                        guard let view = view as? View else { return }
                        view[keyPath: keyPath] = newValue
                    }))
        }
    }
}

/// The recorded appearance values, in the order they were set.
@MainActor
enum AppearanceRules {
    /// The properties whose own value on a view wins over the proxy's.
    enum Property { case tintColor, backgroundColor, other }

    struct Rule {
        let type: AnyClass
        let property: Property
        /// What the rule sets: a key path, or a setter method's name with its state or position.
        let key: AnyHashable
        let value: Any
        let containers: [UIAppearanceContainer.Type]
        let apply: @MainActor (UIView) -> Void

        func matches(_ view: UIView) -> Bool {
            var current: AnyClass? = Swift.type(of: view)
            while let candidate = current {
                if candidate == type { return true }
                current = class_superclass(candidate)
            }
            return false
        }
    }

    /// Whether any rule was recorded; until one is, a new view checks nothing.
    nonisolated(unsafe) static var inUse = false
    private static var rules: [Rule] = []

    static func record(_ rule: Rule) {
        rules.removeAll {
            $0.type == rule.type && $0.key == rule.key && $0.containers.elementsEqual(rule.containers, by: ==)
        }
        rules.append(rule)
        inUse = true
    }

    /// Forgets every rule (the application is being replaced).
    static func reset() {
        rules.removeAll()
        inUse = false
    }

    static func recorded(for type: AnyClass, keyPath: AnyKeyPath, containers: [UIAppearanceContainer.Type]) -> Any? {
        let key = AnyHashable(keyPath)
        return rules.last { $0.type == type && $0.key == key && $0.containers.elementsEqual(containers, by: ==) }?
            .value
    }

    /// Applies the rules for `view`'s class and its superclasses, in the order they were set: those without
    /// containers, and those whose containers `view` is inside.
    static func apply(to view: UIView) {
        for rule in rules where rule.matches(view) && !setByTheView(rule, view) {
            if rule.containers.isEmpty {
                rule.apply(view)
                continue
            }
            var ancestor: UIResponder? = view.next
            while let current = ancestor {
                if rule.containers.contains(where: { Swift.type(of: current) == $0 || isKind(current, of: $0) }) {
                    rule.apply(view)
                    break
                }
                ancestor = current.next
            }
        }
    }

    /// Whether the view has its own value for the rule's property (tint and background colours).
    private static func setByTheView(_ rule: Rule, _ view: UIView) -> Bool {
        switch rule.property {
        case .tintColor: return view.storedTintColor != nil
        case .backgroundColor: return view.backgroundColor != nil
        case .other: return false
        }
    }

    private static func isKind(_ object: AnyObject, of type: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let candidate = current {
            if candidate == type { return true }
            current = class_superclass(candidate)
        }
        return false
    }
}

/// The superclass of a Swift class, through the runtime's metadata (Linux has no `class_getSuperclass`).
func class_superclass(_ type: AnyClass) -> AnyClass? {
    _getSuperclass(type)
}
