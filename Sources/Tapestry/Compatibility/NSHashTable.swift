import Foundation

/// How a hash table or pointer array holds and compares its objects (Apple's Foundation options, which
/// Linux's lacks). `NSHashTable` reads the memory choice (strong or weak) and the personality (equal by
/// `isEqual(_:)` and `hash`, or the same object only); the other options are kept.
public final class NSPointerFunctions: NSObject {
    /// The memory and personality options, with Foundation's values.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Holds its objects strongly (the default).
        public static let strongMemory = Options([])
        /// Does not retain (the caller keeps the objects alive).
        public static let opaqueMemory = Options(rawValue: 2)
        /// Memory from `malloc` (kept for Foundation's API).
        public static let mallocMemory = Options(rawValue: 3)
        /// Memory from the virtual memory system (kept for Foundation's API).
        public static let machVirtualMemory = Options(rawValue: 4)
        /// Holds its objects weakly: a released object leaves.
        public static let weakMemory = Options(rawValue: 5)
        /// Objects are equal by `isEqual(_:)` and `hash` (the default).
        public static let objectPersonality = Options([])
        /// Pointers compared by address (kept for Foundation's API; objects then compare as the same object).
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        /// Objects are equal only when they are the same object.
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        /// C strings (kept for Foundation's API).
        public static let cStringPersonality = Options(rawValue: 3 << 8)
        /// Structs (kept for Foundation's API).
        public static let structPersonality = Options(rawValue: 4 << 8)
        /// Integers (kept for Foundation's API).
        public static let integerPersonality = Options(rawValue: 5 << 8)
        /// Copies objects in (kept for Foundation's API).
        public static let copyIn = Options(rawValue: 1 << 16)

        /// The memory choice: the low byte.
        var memory: UInt { rawValue & 0xFF }
        /// The personality: the second byte.
        var personality: UInt { rawValue & 0xFF00 }
    }

    /// The options these functions were made with.
    public let options: Options

    /// An object's hash under a personality: `hash` for objects compared with `isEqual(_:)`, its identity otherwise.
    static func hash(of object: AnyObject, byIdentity: Bool) -> Int {
        if !byIdentity, let object = object as? NSObject { return object.hash }
        return ObjectIdentifier(object).hashValue
    }

    /// Whether two objects are the same under a personality.
    static func same(_ a: AnyObject, _ b: AnyObject, byIdentity: Bool) -> Bool {
        if a === b { return true }
        guard !byIdentity, let a = a as? NSObject, let b = b as? NSObject else { return false }
        return a.isEqual(b)
    }

    /// Functions for `options`.
    public init(options: Options) {
        self.options = options
        super.init()
    }
}

/// A set of objects held strongly or weakly (Apple's Foundation class, which Linux's lacks): UIKit code keeps
/// its observers or the views it manages in a weak one, `NSHashTable<UIView>.weakObjects()`, so that being in
/// the table does not keep them alive. A weak table forgets an object when it is released. Objects are equal by
/// `isEqual(_:)` and `hash` unless the table was made with `.objectPointerPersonality` (the same object only).
public final class NSHashTable<ObjectType: AnyObject>: NSObject, Sequence {
    private struct Slot {
        weak var weakObject: AnyObject?
        var strongObject: AnyObject?
        var object: AnyObject? { strongObject ?? weakObject }
    }

    private let holdsWeakly: Bool
    private let comparesIdentity: Bool
    /// The slots by their objects' hash: a bucket holds the objects of one hash value.
    private var buckets: [Int: [Slot]] = [:]
    private var additions = 0

    /// A table with `options` (strong or weak memory, object or pointer personality); the capacity is a hint.
    public init(options: NSPointerFunctions.Options = [], capacity initialCapacity: Int = 0) {
        holdsWeakly = options.memory == NSPointerFunctions.Options.weakMemory.rawValue
        comparesIdentity = options.personality != 0
        super.init()
        buckets.reserveCapacity(Swift.max(initialCapacity, 0))
    }

    /// A table that holds its objects strongly and compares them with `isEqual(_:)`.
    public override convenience init() { self.init(options: []) }

    /// A table with the options of `functions`.
    public convenience init(pointerFunctions functions: NSPointerFunctions, capacity initialCapacity: Int = 0) {
        self.init(options: functions.options, capacity: initialCapacity)
    }

    /// A table that holds its objects weakly and compares them with `isEqual(_:)`.
    public class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

    /// The options the table was made with, as pointer functions.
    public var pointerFunctions: NSPointerFunctions {
        var options: NSPointerFunctions.Options = holdsWeakly ? .weakMemory : .strongMemory
        if comparesIdentity { options.insert(.objectPointerPersonality) }
        return NSPointerFunctions(options: options)
    }

    private func key(of object: AnyObject) -> Int { NSPointerFunctions.hash(of: object, byIdentity: comparesIdentity) }

    private func same(_ a: AnyObject, _ b: AnyObject) -> Bool {
        NSPointerFunctions.same(a, b, byIdentity: comparesIdentity)
    }

    /// The object in the table equal to `object`, or nil.
    public func member(_ object: ObjectType?) -> ObjectType? {
        guard let object else { return nil }
        return buckets[key(of: object)]?.lazy.compactMap(\.object).first { self.same($0, object) } as? ObjectType
    }

    /// Whether an object equal to `anObject` is in the table.
    public func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

    /// Adds `object` unless an equal one is there (nil adds nothing).
    public func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        let slot = holdsWeakly ? Slot(weakObject: object) : Slot(strongObject: object)
        buckets[key(of: object), default: []].append(slot)
        if holdsWeakly {
            additions += 1
            if additions % 64 == 0 { forgetReleasedObjects() }
        }
    }

    /// Drops the slots of released objects, so that a weak table's storage follows what it holds.
    private func forgetReleasedObjects() {
        buckets = buckets.compactMapValues { slots in
            let live = slots.filter { $0.object != nil }
            return live.isEmpty ? nil : live
        }
    }

    /// Removes the object equal to `object`, if there is one.
    public func remove(_ object: ObjectType?) {
        guard let object else { return }
        let key = key(of: object)
        buckets[key]?.removeAll { $0.object.map { self.same($0, object) } ?? true }
        if buckets[key]?.isEmpty == true { buckets[key] = nil }
    }

    /// Removes every object.
    public func removeAllObjects() { buckets.removeAll() }

    /// The objects, in no particular order (released ones of a weak table are gone).
    public var allObjects: [ObjectType] { buckets.values.flatMap { $0.compactMap { $0.object as? ObjectType } } }

    /// One of the objects, or nil when the table is empty.
    public var anyObject: ObjectType? { allObjects.first }

    /// The number of objects (released ones of a weak table are not counted).
    public var count: Int { buckets.values.reduce(0) { $0 + $1.count { $0.object != nil } } }

    /// The objects as a set (those that are `Hashable`, as Foundation's `setRepresentation` holds them).
    public var setRepresentation: Set<AnyHashable> { Set(allObjects.compactMap { $0 as? AnyHashable }) }

    /// An enumerator of the objects.
    public func objectEnumerator() -> NSEnumerator { (allObjects as NSArray).objectEnumerator() }

    /// The objects one by one, as `Any` (Foundation's fast enumeration hands them out untyped; `allObjects` is
    /// typed).
    public func makeIterator() -> IndexingIterator<[Any]> { allObjects.map { $0 as Any }.makeIterator() }

    /// Whether the two tables share an object.
    public func intersects(_ other: NSHashTable<ObjectType>) -> Bool { allObjects.contains { other.contains($0) } }

    /// Whether every object here is in `other`.
    public func isSubset(of other: NSHashTable<ObjectType>) -> Bool { allObjects.allSatisfy { other.contains($0) } }

    /// Whether the two tables hold equal objects.
    public func isEqual(to other: NSHashTable<ObjectType>) -> Bool { count == other.count && isSubset(of: other) }

    /// Keeps only the objects also in `other`.
    public func intersect(_ other: NSHashTable<ObjectType>) {
        for object in allObjects where !other.contains(object) { remove(object) }
    }

    /// Adds the objects of `other`.
    public func union(_ other: NSHashTable<ObjectType>) {
        for object in other.allObjects { add(object) }
    }

    /// Removes the objects of `other`.
    public func minus(_ other: NSHashTable<ObjectType>) {
        for object in other.allObjects { remove(object) }
    }
}
