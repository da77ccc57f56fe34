import Foundation

/// An ordered collection of object references that may hold nil, holding them strongly or weakly (Apple's
/// Foundation class, which Linux's lacks; UIKit code keeps weak lists of windows or observers in it). Pointers
/// are the objects' opaque addresses (`Unmanaged.passUnretained(object).toOpaque()`); a weak array reads a
/// released object's slot as nil, and `compact()` removes nil slots.
public final class NSPointerArray: NSObject {
    private let holdsWeakly: Bool
    private var strong: [AnyObject?] = []
    private var weak: [WeakSlot] = []

    private struct WeakSlot {
        weak var object: AnyObject?
    }

    /// An array holding its objects strongly.
    public static func strongObjects() -> NSPointerArray { NSPointerArray(weak: false) }
    /// An array holding its objects weakly: a slot reads nil once its object is released.
    public static func weakObjects() -> NSPointerArray { NSPointerArray(weak: true) }

    private init(weak: Bool) {
        holdsWeakly = weak
        super.init()
    }

    /// The number of slots, nil ones included.
    public var count: Int {
        get { holdsWeakly ? weak.count : strong.count }
        set {
            precondition(newValue >= 0, "NSPointerArray: count must not be negative, got \(newValue)")
            if holdsWeakly {
                if newValue < weak.count {
                    weak.removeLast(weak.count - newValue)
                } else {
                    weak += Array(repeating: WeakSlot(), count: newValue - weak.count)
                }
            } else if newValue < strong.count {
                strong.removeLast(strong.count - newValue)
            } else {
                strong += Array(repeating: nil, count: newValue - strong.count)
            }
        }
    }

    /// The objects of the non-nil slots, in order.
    public var allObjects: [Any] {
        holdsWeakly ? weak.compactMap(\.object) : strong.compactMap { $0 }
    }

    /// The pointer in slot `index` (nil for an empty slot or a released object).
    ///
    /// - Precondition: `index` is less than `count`.
    public func pointer(at index: Int) -> UnsafeMutableRawPointer? {
        check(index, "pointer(at:)", limit: count)
        let object = holdsWeakly ? weak[index].object : strong[index]
        return object.map { Unmanaged.passUnretained($0).toOpaque() }
    }

    /// Appends a slot for `pointer` (an object's opaque address, or nil).
    public func addPointer(_ pointer: UnsafeMutableRawPointer?) {
        insertPointer(pointer, at: count)
    }

    /// Inserts a slot for `pointer` at `index`.
    ///
    /// - Precondition: `index` is at most `count`.
    public func insertPointer(_ pointer: UnsafeMutableRawPointer?, at index: Int) {
        check(index, "insertPointer(_:at:)", limit: count + 1)
        let object = pointer.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
        if holdsWeakly {
            weak.insert(WeakSlot(object: object), at: index)
        } else {
            strong.insert(object, at: index)
        }
    }

    /// Replaces the pointer in slot `index`.
    ///
    /// - Precondition: `index` is less than `count`.
    public func replacePointer(at index: Int, withPointer pointer: UnsafeMutableRawPointer?) {
        check(index, "replacePointer(at:withPointer:)", limit: count)
        let object = pointer.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
        if holdsWeakly {
            weak[index] = WeakSlot(object: object)
        } else {
            strong[index] = object
        }
    }

    /// Removes slot `index`.
    ///
    /// - Precondition: `index` is less than `count`.
    public func removePointer(at index: Int) {
        check(index, "removePointer(at:)", limit: count)
        if holdsWeakly {
            weak.remove(at: index)
        } else {
            strong.remove(at: index)
        }
    }

    /// Removes the nil slots (and, in a weak array, those of released objects).
    public func compact() {
        if holdsWeakly {
            weak.removeAll { $0.object == nil }
        } else {
            strong.removeAll { $0 == nil }
        }
    }

    private func check(_ index: Int, _ method: String, limit: Int) {
        precondition(
            index >= 0 && index < limit,
            "NSPointerArray.\(method): index \(index) beyond bounds [0 .. \(limit - 1)]")
    }
}
