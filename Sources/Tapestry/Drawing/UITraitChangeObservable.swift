import Foundation

/// A trait named by its definition type, as iOS 17's trait registrations name them:
/// `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }`.
public typealias UITrait = any UITraitDefinition.Type

/// The handler of a trait change registration: the environment whose traits changed and its previous traits.
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection)
    -> Void

/// A registration for trait changes; hand it to `unregisterForTraitChanges(_:)` to stop it.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// Something whose trait changes can be registered for (iOS 17's replacement of `traitCollectionDidChange(_:)`):
/// views and view controllers. A registration is told after `traitCollectionDidChange(_:)`, only when one of the
/// traits it names changed.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// Calls `handler` with this object and its previous traits whenever one of `traits` changes.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration
    /// Performs `action` on `target` (with this object and its previous traits, when the method takes them)
    /// whenever one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Performs `action` on this object whenever one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// Stops a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` with this object and its previous traits whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistrations.add(to: self, traits: traits) { environment, previous in
            guard let environment = environment as? TraitEnvironment else { return }
            handler(environment, previous)
        }
    }

    /// Performs `action` on `target` whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    {
        let target = target as AnyObject
        return TraitChangeRegistrations.add(to: self, traits: traits) { [weak target] environment, previous in
            guard let target else { return }
            _ = action.perform(on: target, sender: environment, event: previous)
        }
    }

    /// Performs `action` on this object whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistrations.add(to: self, traits: traits) { environment, previous in
            _ = action.perform(on: environment, sender: environment, event: previous)
        }
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        TraitChangeRegistrations.remove(registration, from: self)
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

/// One registration: the traits it names and what it calls.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traits: [ObjectIdentifier]
    let handler: @MainActor (UITraitEnvironment, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping @MainActor (UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits.map { ObjectIdentifier($0) }
        self.handler = handler
    }
}

/// The registrations of an object, kept with it (few objects have any).
@MainActor
enum TraitChangeRegistrations {
    nonisolated(unsafe) private static var key: UInt8 = 0

    final class List {
        var registrations: [TraitChangeRegistration] = []
    }

    private static func list(of object: AnyObject, creating: Bool) -> List? {
        withUnsafePointer(to: &key) { key in
            if let list = objc_getAssociatedObject(object, key) as? List { return list }
            guard creating else { return nil }
            let list = List()
            objc_setAssociatedObject(object, key, list, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return list
        }
    }

    static func add(
        to object: UITraitEnvironment, traits: [UITrait],
        handler: @escaping @MainActor (UITraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits, handler: handler)
        list(of: object, creating: true)?.registrations.append(registration)
        return registration
    }

    static func remove(_ registration: any UITraitChangeRegistration, from object: AnyObject) {
        list(of: object, creating: false)?.registrations.removeAll { $0 === registration }
    }

    /// Tells `object`'s registrations whose traits differ between `previous` and `current`.
    static func notify(_ object: UITraitEnvironment, from previous: UITraitCollection, to current: UITraitCollection) {
        guard let list = list(of: object, creating: false), !list.registrations.isEmpty else { return }
        for registration in list.registrations
        where registration.traits.contains(where: { changed($0, from: previous, to: current) }) {
            registration.handler(object, previous)
        }
    }

    /// Whether the trait named by `trait` differs (a trait this engine does not carry never does).
    private static func changed(_ trait: ObjectIdentifier, from old: UITraitCollection, to new: UITraitCollection)
        -> Bool
    {
        switch trait {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): old.userInterfaceStyle != new.userInterfaceStyle
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): old.horizontalSizeClass != new.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): old.verticalSizeClass != new.verticalSizeClass
        case ObjectIdentifier(UITraitDisplayScale.self): old.displayScale != new.displayScale
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
            old.preferredContentSizeCategory != new.preferredContentSizeCategory
        default: old.customTraits.differs(in: trait, from: new.customTraits)
        }
    }
}
