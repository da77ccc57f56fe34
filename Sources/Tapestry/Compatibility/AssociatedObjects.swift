import Foundation

/// How `objc_setAssociatedObject(_:_:_:_:)` holds a value, as the Objective-C runtime's policies name it.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak-like reference that is not retained (the value must outlive the association).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying` values are copied; others are kept as they are).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically (every association here is set under a lock).
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// A copy, set atomically.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associates `value` with `object` under `key`, as the Objective-C runtime does: code written for iOS attaches
/// state to objects it does not own this way (usually with `&someStaticVar` as the key). A nil value removes
/// the association. The value lives until it is replaced or removed, or the object is deallocated.
///
/// - Parameters:
///   - object: The object to associate with; a value of a non-class type associates nothing.
///   - key: A pointer that names the association (its address is the key, not what it points to).
///   - value: The value, or nil to remove the association.
///   - policy: How the value is held: retained, copied, or (`.OBJC_ASSOCIATION_ASSIGN`) not retained.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard type(of: object) is AnyClass else { return }
    let owner = object as AnyObject
    AssociatedObjects.shared.set(value, policy: policy, for: owner, key: key)
}

/// The value associated with `object` under `key` by `objc_setAssociatedObject(_:_:_:_:)`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard type(of: object) is AnyClass else { return nil }
    let owner = object as AnyObject
    return AssociatedObjects.shared.value(for: owner, key: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard type(of: object) is AnyClass else { return }
    AssociatedObjects.shared.removeAll(for: object as AnyObject)
}

/// The table behind the `objc_…AssociatedObject` functions: per object, its values by key.
///
/// Linux has no runtime hook for an arbitrary object's deallocation, so each entry holds its object weakly and
/// an entry whose object is gone is dropped when it is next looked at, or by a sweep whenever the table has
/// doubled since the last one. Tapestry's own classes (responders, layers, layout guides) drop their entries
/// in `deinit` instead (`objectWillDeallocate`), so their values go with them and they need no weak reference
/// (which would slow every retain of a view). All access is under one lock: any thread may associate.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private final class Entry {
        /// The object, for objects that do not report their deallocation (compared by identity on lookup).
        weak var owner: AnyObject?
        /// Whether `objectWillDeallocate` will remove this entry (no weak reference is needed).
        let reportsDeallocation: Bool
        var values: [UnsafeRawPointer: Value] = [:]

        init(owner: AnyObject, reportsDeallocation: Bool) {
            self.reportsDeallocation = reportsDeallocation
            if !reportsDeallocation { self.owner = owner }
        }

        /// Whether the entry still belongs to `object` (an address reused by a new object does not match).
        func belongs(to object: AnyObject) -> Bool { reportsDeallocation || owner === object }
    }

    private enum Value {
        case strong(Any)
        case unretained(Unmanaged<AnyObject>)

        var value: Any {
            switch self {
            case .strong(let value): return value
            case .unretained(let reference): return reference.takeUnretainedValue()
            }
        }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64
    /// Whether any object has an association: the check `deinit` makes before taking the lock.
    nonisolated(unsafe) private(set) static var isInUse = false

    func set(_ value: Any?, policy: objc_AssociationPolicy, for object: AnyObject, key: UnsafeRawPointer) {
        let id = ObjectIdentifier(object)
        var stored: Value?
        if let value {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                if type(of: value) is AnyClass {
                    stored = .unretained(Unmanaged.passUnretained(value as AnyObject))
                } else {
                    stored = .strong(value)
                }
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                stored = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                stored = .strong(value)
            }
        }
        // The replaced value is released after the lock is given back: its deinit may associate too.
        var replaced: Value?
        lock.lock()
        var entry = entries[id]
        if let existing = entry, !existing.belongs(to: object) {
            entries[id] = nil
            entry = nil
        }
        if let stored {
            if entry == nil {
                let made = Entry(owner: object, reportsDeallocation: object is DeallocationReporting)
                entries[id] = made
                entry = made
                Self.isInUse = true
            }
            replaced = entry?.values.updateValue(stored, forKey: key)
        } else if let entry {
            replaced = entry.values.removeValue(forKey: key)
            if entry.values.isEmpty { entries[id] = nil }
        }
        let dropped = entries.count >= sweepAt ? sweep() : []
        lock.unlock()
        _ = replaced
        _ = dropped
    }

    func value(for object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.belongs(to: object) else { return nil }
        return entry.values[key]?.value
    }

    func removeAll(for object: AnyObject) {
        lock.lock()
        let entry = entries.removeValue(forKey: ObjectIdentifier(object))
        lock.unlock()
        _ = entry
    }

    /// Called from the `deinit` of classes that report their deallocation.
    func objectWillDeallocate(_ id: ObjectIdentifier) {
        lock.lock()
        let entry = entries.removeValue(forKey: id)
        lock.unlock()
        _ = entry
    }

    /// Drops the entries whose objects are gone; returns them so that they are released outside the lock.
    private func sweep() -> [Entry] {
        var dropped: [Entry] = []
        entries = entries.filter { _, entry in
            if entry.reportsDeallocation || entry.owner != nil { return true }
            dropped.append(entry)
            return false
        }
        sweepAt = max(64, entries.count * 2)
        return dropped
    }
}

/// A class whose `deinit` removes its associated objects (so the table needs no weak reference to it).
protocol DeallocationReporting: AnyObject {}

extension DeallocationReporting {
    /// Drops the object's associated values; call from `deinit`.
    @inline(__always)
    func reportDeallocation() {
        if AssociatedObjects.isInUse { AssociatedObjects.shared.objectWillDeallocate(ObjectIdentifier(self)) }
    }
}
