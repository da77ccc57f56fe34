import Foundation

/// A method to call on a target, standing in for an Objective-C selector: Linux Swift has no `#selector`, so
/// the method is named by a reference to it, `Selector(Self.buttonTapped(_:))` for
/// `#selector(buttonTapped(_:))`. Every UIKit API that takes a target and an action takes one (controls,
/// gesture recognizers, bar button items, display links, timers, notification observers).
///
/// The method may take no argument, the sender, or the sender and an event, and may return a value (which is
/// ignored where UIKit ignores it). A sender that is not of the method's parameter type is not passed: the call
/// is skipped, where Objective-C would have sent a wrongly typed object.
///
/// Two selectors are equal when their methods have the same type on the same class; UIKit compares selectors by
/// name, which a method reference does not carry, so `removeTarget(_:action:for:)` removes every action of the
/// target with that signature. The standard edit actions are the exception: named through
/// `UIResponderStandardEditActions` (`Selector(UIResponderStandardEditActions.paste(_:))` for
/// `#selector(UIResponderStandardEditActions.paste(_:))`), a selector carries the action's name ("paste:"), and two
/// such selectors are equal when their names are (`Selector(Self.paste(_:))` in a subclass names no action: write
/// the protocol's form to compare with the actions menus and keys send).
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Calls the method on a target with the sender and the event.
    let invoke: (_ target: AnyObject, _ sender: Any?, _ event: Any?) -> Any?
    /// The class the method belongs to.
    let targetType: ObjectIdentifier
    private let accepts: (AnyObject) -> Bool
    private let acceptsInstancesOf: (AnyClass) -> Bool
    /// What stands for the selector's name: the method's type, or a standard edit action's name.
    public let description: String
    /// A standard edit action's Objective-C name ("paste:"), or a name given to `NSSelectorFromString`; nil for
    /// every selector made from a method reference.
    let name: String?

    private init<Target>(
        _ target: Target.Type, signature: String, invoke: @escaping (Target, Any?, Any?) -> Any?
    ) {
        targetType = ObjectIdentifier(Target.self)
        accepts = { $0 is Target }
        acceptsInstancesOf = { $0 is Target.Type }
        description = "\(Target.self): \(signature)"
        name = nil
        self.invoke = { target, sender, event in
            guard let target = target as? Target else { return nil }
            return invoke(target, sender, event)
        }
    }

    /// A standard edit action (`cut(_:)`, `copy(_:)`, `paste(_:)`, `selectAll(_:)`, `delete(_:)`), named through
    /// the protocol: `Selector(UIResponderStandardEditActions.paste(_:))`. It is sent to any responder, whose
    /// own implementation runs, and equals every selector naming the same action.
    @MainActor
    public init(_ method: @escaping (any UIResponderStandardEditActions) -> (Any?) -> Void) {
        let name = StandardEditActionProbe.name(of: method)
        self.init(standardEditAction: name) { target, sender in method(target)(sender) }
    }

    /// A standard edit action made from its Objective-C name ("paste:").
    init(standardEditAction name: String, perform: @escaping (any UIResponderStandardEditActions, Any?) -> Void) {
        targetType = ObjectIdentifier((any UIResponderStandardEditActions).self)
        accepts = { $0 is any UIResponderStandardEditActions }
        acceptsInstancesOf = { $0 is any UIResponderStandardEditActions.Type }
        description = name
        self.name = name
        invoke = { target, sender, _ in
            guard let target = target as? any UIResponderStandardEditActions else { return nil }
            perform(target, sender)
            return nil
        }
    }

    /// A property's getter, named by a key path: `Selector(getter: \UIView.safeAreaLayoutGuide)` for
    /// `#selector(getter: UIView.safeAreaLayoutGuide)`. Every object of the property's class responds to it
    /// (code checks `responds(to:)` before using a newer property); performed, it returns the value.
    public init<Root, Value>(getter property: KeyPath<Root, Value>) {
        self.init(Root.self, signature: "getter \(String(reflecting: property))") { target, _, _ in
            target[keyPath: property]
        }
    }

    /// A property's setter, named by a key path: `Selector(setter: \UIView.alpha)` for
    /// `#selector(setter: UIView.alpha)`. Performed with a value of the property's type, it sets the property.
    public init<Root, Value>(setter property: ReferenceWritableKeyPath<Root, Value>) {
        self.init(Root.self, signature: "setter \(String(reflecting: property))") { target, value, _ in
            guard let value = value as? Value else { return nil }
            target[keyPath: property] = value
            return nil
        }
    }

    /// A selector known only by its name (`NSSelectorFromString`): no object performs it.
    init(unresolvedName name: String) {
        targetType = ObjectIdentifier(Selector.self)
        accepts = { _ in false }
        acceptsInstancesOf = { _ in false }
        description = name
        self.name = name
        invoke = { _, _, _ in nil }
    }

    /// A method that takes no argument: `Selector(Self.refresh)` for `#selector(refresh)`. The method may be a
    /// protocol's (`Selector(UITableViewDataSource.tableView(_:titleForHeaderInSection:))`): every object that
    /// conforms then responds to it.
    public init<Target, Result>(_ method: @escaping (Target) -> () -> Result) {
        self.init(Target.self, signature: "() -> \(Result.self)") { target, _, _ in method(target)() }
    }

    /// A method that takes the sender: `Selector(Self.tapped(_:))` for `#selector(tapped(_:))`.
    public init<Target, Sender, Result>(_ method: @escaping (Target) -> (Sender) -> Result) {
        self.init(Target.self, signature: "(\(Sender.self)) -> \(Result.self)") { target, sender, _ in
            guard let sender = sender as? Sender else { return nil }
            return method(target)(sender)
        }
    }

    /// A method that takes the sender and the event: `Selector(Self.changed(_:event:))`.
    public init<Target, Sender, Event, Result>(_ method: @escaping (Target) -> (Sender, Event) -> Result) {
        self.init(Target.self, signature: "(\(Sender.self), \(Event.self)) -> \(Result.self)") {
            target, sender, event in
            guard let sender = sender as? Sender, let event = event as? Event else { return nil }
            return method(target)(sender, event)
        }
    }

    /// A method of three arguments, as the completion selectors of UIKit's functions have
    /// (`Selector(Self.image(_:didFinishSavingWithError:contextInfo:))`); performed with the three in order.
    public init<Target, First, Second, Third, Result>(
        _ method: @escaping (Target) -> (First, Second, Third) -> Result
    ) {
        self.init(Target.self, signature: "(\(First.self), \(Second.self), \(Third.self)) -> \(Result.self)") {
            target, arguments, _ in
            guard let arguments = arguments as? SelectorArguments, arguments.values.count == 3,
                let first: First = arguments.value(0), let second: Second = arguments.value(1),
                let third: Third = arguments.value(2)
            else { return nil }
            return method(target)(first, second, third)
        }
    }

    /// Calls the method on `target`; nil when `target` is not of the method's class or the arguments do not fit.
    @discardableResult
    func perform(on target: AnyObject, sender: Any?, event: Any? = nil) -> Any? { invoke(target, sender, event) }

    /// Whether `object` is of the class the method belongs to (or a subclass): whether it "responds" to it.
    func canBePerformed(by object: AnyObject) -> Bool { accepts(object) }

    /// Whether instances of `type` can run the selector.
    func canBePerformed(byInstancesOf type: AnyClass) -> Bool { acceptsInstancesOf(type) }

    /// Whether the two name the same method signature on the same class, or the same standard edit action.
    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        if lhs.name != nil || rhs.name != nil { return lhs.name == rhs.name }
        return lhs.targetType == rhs.targetType && lhs.description == rhs.description
    }

    /// Hashes the class and the signature (a standard edit action: its name).
    public func hash(into hasher: inout Hasher) {
        if let name {
            hasher.combine(name)
            return
        }
        hasher.combine(targetType)
        hasher.combine(description)
    }
}

/// A target and its action, as controls, recognizers and bar items keep them: the target is not retained, as in
/// UIKit.
struct TargetAction {
    weak var target: AnyObject?
    let action: Selector

    init(target: Any?, action: Selector) {
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Sends the action; false when the target is gone.
    @discardableResult
    func send(from sender: Any?, event: Any? = nil) -> Bool {
        guard let target else { return false }
        action.perform(on: target, sender: sender, event: event)
        return true
    }

    /// Whether this is `target`'s (any target's when nil) `action` (any action when nil).
    func matches(target other: Any?, action selector: Selector?) -> Bool {
        if let other, target !== (other as AnyObject) { return false }
        if let selector, selector != action { return false }
        return true
    }
}

/// The arguments a selector of several arguments is performed with.
struct SelectorArguments {
    let values: [Any?]

    /// The argument at `index` as a `T`: nil when it is not one (a nil argument fits an optional `T`).
    func value<T>(_ index: Int) -> T? {
        guard let value = values[index] else { return Optional<Any>.none as? T }
        return value as? T
    }
}
