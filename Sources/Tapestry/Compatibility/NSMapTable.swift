import Foundation

/// A dictionary whose keys and values may each be held strongly or weakly (Apple's Foundation class, which
/// Linux's lacks): UIKit code caches objects by name without keeping them alive,
/// `NSMapTable<NSString, Valet>.strongToWeakObjects()`. An entry leaves when a weakly held key or value is
/// released. Keys are equal by `isEqual(_:)` and `hash` unless the key options ask for `.objectPointerPersonality`
/// (the same object only).
public final class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    private struct Entry {
        weak var weakKey: AnyObject?
        var strongKey: AnyObject?
        weak var weakValue: AnyObject?
        var strongValue: AnyObject?
        var key: AnyObject? { strongKey ?? weakKey }
        var value: AnyObject? { strongValue ?? weakValue }
        var isLive: Bool { key != nil && value != nil }
    }

    private let keysWeak: Bool
    private let valuesWeak: Bool
    private let comparesIdentity: Bool
    /// The entries by their keys' hash.
    private var buckets: [Int: [Entry]] = [:]
    private var additions = 0

    /// A table with the memory and personality options for its keys and its values; the capacity is a hint.
    public init(
        keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [],
        capacity initialCapacity: Int = 0
    ) {
        let weak = NSPointerFunctions.Options.weakMemory.rawValue
        keysWeak = keyOptions.memory == weak
        valuesWeak = valueOptions.memory == weak
        comparesIdentity = keyOptions.personality != 0
        super.init()
        buckets.reserveCapacity(Swift.max(initialCapacity, 0))
    }

    /// A table with the options of the key and value functions.
    public convenience init(
        keyPointerFunctions: NSPointerFunctions, valuePointerFunctions: NSPointerFunctions, capacity: Int = 0
    ) {
        self.init(
            keyOptions: keyPointerFunctions.options, valueOptions: valuePointerFunctions.options, capacity: capacity)
    }

    /// A table holding keys and values strongly.
    public override convenience init() { self.init(keyOptions: [], valueOptions: []) }

    /// Keys and values held strongly.
    public class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable() }
    /// Keys held weakly, values strongly.
    public class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
    }
    /// Keys held strongly, values weakly.
    public class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
    }
    /// Keys and values held weakly.
    public class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    private func hash(of key: AnyObject) -> Int { NSPointerFunctions.hash(of: key, byIdentity: comparesIdentity) }

    private func same(_ a: AnyObject, _ b: AnyObject) -> Bool {
        NSPointerFunctions.same(a, b, byIdentity: comparesIdentity)
    }

    /// The value for `aKey`, or nil.
    public func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey else { return nil }
        return buckets[hash(of: aKey)]?.first { $0.isLive && $0.key.map { self.same($0, aKey) } == true }?.value
            as? ObjectType
    }

    /// Sets the value for `aKey`, replacing the one there; a nil value removes the entry.
    public func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        removeObject(forKey: aKey)
        guard let anObject else { return }
        var entry = Entry()
        if keysWeak { entry.weakKey = aKey } else { entry.strongKey = aKey }
        if valuesWeak { entry.weakValue = anObject } else { entry.strongValue = anObject }
        buckets[hash(of: aKey), default: []].append(entry)
        additions += 1
        if (keysWeak || valuesWeak), additions % 64 == 0 { forgetReleasedEntries() }
    }

    /// Removes the entry for `aKey`, if there is one.
    public func removeObject(forKey aKey: KeyType?) {
        guard let aKey else { return }
        let bucket = hash(of: aKey)
        buckets[bucket]?.removeAll { !$0.isLive || $0.key.map { self.same($0, aKey) } == true }
        if buckets[bucket]?.isEmpty == true { buckets[bucket] = nil }
    }

    /// Removes every entry.
    public func removeAllObjects() { buckets.removeAll() }

    private func forgetReleasedEntries() {
        buckets = buckets.compactMapValues { entries in
            let live = entries.filter(\.isLive)
            return live.isEmpty ? nil : live
        }
    }

    private var liveEntries: [Entry] { buckets.values.flatMap { $0.filter(\.isLive) } }

    /// The number of entries (those whose weakly held key or value was released are not counted).
    public var count: Int { liveEntries.count }

    /// An enumerator of the keys.
    public func keyEnumerator() -> NSEnumerator { (liveEntries.compactMap(\.key) as NSArray).objectEnumerator() }

    /// An enumerator of the values.
    public func objectEnumerator() -> NSEnumerator? {
        (liveEntries.compactMap(\.value) as NSArray).objectEnumerator()
    }

    /// The entries as a dictionary (those whose keys are `Hashable`).
    public func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        var dictionary: [AnyHashable: ObjectType] = [:]
        for entry in liveEntries {
            if let key = entry.key as? AnyHashable, let value = entry.value as? ObjectType { dictionary[key] = value }
        }
        return dictionary
    }
}
