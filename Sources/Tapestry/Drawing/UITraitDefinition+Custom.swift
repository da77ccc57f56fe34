import Foundation

/// What iOS 17 gives every trait definition besides its default value: an identifier, a name, and whether it
/// changes how colours resolve. An app's own traits (a `struct` adopting `UITraitDefinition`) take these
/// defaults, and are read with `traitCollection[MyTrait.self]`, set with `traitOverrides[MyTrait.self] = …`, and
/// heard with `registerForTraitChanges([MyTrait.self])`.
extension UITraitDefinition {
    /// The trait's identifier: its type's full name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The trait's name: its type's name.
    public static var name: String { String(describing: Self.self) }
    /// Whether a change of the trait changes how dynamic colours resolve; false.
    public static var affectsColorAppearance: Bool { false }
}

/// The values of an app's own traits in a collection or in overrides, by trait type.
struct CustomTraitValues: Equatable, @unchecked Sendable {
    /// One trait's value with what comparing it needs.
    struct Entry {
        let value: Any
        let affectsColorAppearance: Bool
    }
    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }

    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value? {
        entries[ObjectIdentifier(trait)]?.value as? T.Value
    }

    mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value?) {
        entries[ObjectIdentifier(trait)] = value.map {
            Entry(value: $0, affectsColorAppearance: T.affectsColorAppearance)
        }
    }

    func contains(_ trait: ObjectIdentifier) -> Bool { entries[trait] != nil }

    mutating func remove(_ trait: ObjectIdentifier) { entries[trait] = nil }

    /// These values over `base`'s: each set here wins.
    func applied(over base: CustomTraitValues) -> CustomTraitValues {
        var merged = base
        merged.entries.merge(entries) { _, new in new }
        return merged
    }

    /// Whether the trait named by `trait` has a different value in `other` (an unset trait has its default,
    /// which both sides share).
    func differs(in trait: ObjectIdentifier, from other: CustomTraitValues) -> Bool {
        switch (entries[trait], other.entries[trait]) {
        case (nil, nil): false
        case (let a?, let b?): !Self.same(a.value, b.value)
        default: true
        }
    }

    /// Whether a trait that changes colours differs.
    func differsInColorAppearance(from other: CustomTraitValues) -> Bool {
        Set(entries.keys).union(other.entries.keys).contains { key in
            (entries[key] ?? other.entries[key])?.affectsColorAppearance == true && differs(in: key, from: other)
        }
    }

    static func == (a: CustomTraitValues, b: CustomTraitValues) -> Bool {
        Set(a.entries.keys) == Set(b.entries.keys) && !a.entries.keys.contains { a.differs(in: $0, from: b) }
    }

    /// Values compared as Swift compares them when they are `Equatable`, else by identity for objects and by
    /// their full description otherwise.
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return equal(a, b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return String(reflecting: a) == String(reflecting: b)
    }

    private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E) == a }
}

extension UITraitCollection {
    /// The value of a trait: a system trait's (`traitCollection[UITraitUserInterfaceStyle.self]`) or an app's own,
    /// its default value where nothing set it.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        if let value = systemValue(trait) { return value }
        return customTraits.value(trait) ?? T.defaultValue
    }

    /// A collection holding one trait's value.
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        self.init(mutations: { $0[trait] = value })
    }

    /// The value of a system trait this engine carries, or nil for another trait.
    func systemValue<T: UITraitDefinition>(_ trait: T.Type) -> T.Value? {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle as? T.Value
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass as? T.Value
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass as? T.Value
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale as? T.Value
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): preferredContentSizeCategory as? T.Value
        case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection as? T.Value
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom as? T.Value
        case ObjectIdentifier(UITraitDisplayGamut.self): displayGamut as? T.Value
        case ObjectIdentifier(UITraitLegibilityWeight.self): legibilityWeight as? T.Value
        case ObjectIdentifier(UITraitUserInterfaceLevel.self): userInterfaceLevel as? T.Value
        case ObjectIdentifier(UITraitAccessibilityContrast.self): accessibilityContrast as? T.Value
        default: nil
        }
    }
}
