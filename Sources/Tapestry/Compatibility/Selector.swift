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
/// target with that signature.
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Calls the method on a target with the sender and the event.
    let invoke: (_ target: AnyObject, _ sender: Any?, _ event: Any?) -> Any?
    /// The class the method belongs to.
    let targetType: ObjectIdentifier
    private let accepts: (AnyObject) -> Bool
    /// What stands for the selector's name: the method's type.
    public let description: String

    private init<Target: AnyObject>(
        _ target: Target.Type, signature: String, invoke: @escaping (Target, Any?, Any?) -> Any?
    ) {
        targetType = ObjectIdentifier(Target.self)
        accepts = { $0 is Target }
        description = "\(Target.self): \(signature)"
        self.invoke = { target, sender, event in
            guard let target = target as? Target else { return nil }
            return invoke(target, sender, event)
        }
    }

    /// A method that takes no argument: `Selector(Self.refresh)` for `#selector(refresh)`.
    public init<Target: AnyObject, Result>(_ method: @escaping (Target) -> () -> Result) {
        self.init(Target.self, signature: "() -> \(Result.self)") { target, _, _ in method(target)() }
    }

    /// A method that takes the sender: `Selector(Self.tapped(_:))` for `#selector(tapped(_:))`.
    public init<Target: AnyObject, Sender, Result>(_ method: @escaping (Target) -> (Sender) -> Result) {
        self.init(Target.self, signature: "(\(Sender.self)) -> \(Result.self)") { target, sender, _ in
            guard let sender = sender as? Sender else { return nil }
            return method(target)(sender)
        }
    }

    /// A method that takes the sender and the event: `Selector(Self.changed(_:event:))`.
    public init<Target: AnyObject, Sender, Event, Result>(_ method: @escaping (Target) -> (Sender, Event) -> Result) {
        self.init(Target.self, signature: "(\(Sender.self), \(Event.self)) -> \(Result.self)") {
            target, sender, event in
            guard let sender = sender as? Sender, let event = event as? Event else { return nil }
            return method(target)(sender, event)
        }
    }

    /// Calls the method on `target`; nil when `target` is not of the method's class or the arguments do not fit.
    @discardableResult
    func perform(on target: AnyObject, sender: Any?, event: Any? = nil) -> Any? { invoke(target, sender, event) }

    /// Whether `object` is of the class the method belongs to (or a subclass): whether it "responds" to it.
    func canBePerformed(by object: AnyObject) -> Bool { accepts(object) }

    /// Whether the two name the same method signature on the same class.
    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.targetType == rhs.targetType && lhs.description == rhs.description
    }

    /// Hashes the class and the signature.
    public func hash(into hasher: inout Hasher) {
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
