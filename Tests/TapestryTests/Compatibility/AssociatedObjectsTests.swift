import Foundation
import Testing

@testable import Tapestry

nonisolated(unsafe) private var firstKey: UInt8 = 0
nonisolated(unsafe) private var secondKey: UInt8 = 0

/// `objc_setAssociatedObject` and friends, as UIKit-era code attaches state to objects it does not own.
@MainActor
@Suite struct AssociatedObjectsTests {
    @Test func valuesAreKeptPerObjectAndKeyAndRemovedWithNil() {
        let view = UIView()
        let other = UIView()
        objc_setAssociatedObject(view, &firstKey, "one", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &secondKey, 2, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(view, &firstKey) as? String == "one")
        #expect(objc_getAssociatedObject(view, &secondKey) as? Int == 2)
        #expect(objc_getAssociatedObject(other, &firstKey) == nil)
        objc_setAssociatedObject(view, &firstKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &firstKey) == nil)
        #expect(objc_getAssociatedObject(view, &secondKey) as? Int == 2)
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &secondKey) == nil)
    }

    @Test func copyPoliciesCopyAndAssignDoesNotRetain() {
        let view = UIView()
        let array = NSMutableArray(array: [1])
        objc_setAssociatedObject(view, &firstKey, array, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        array.add(2)
        #expect((objc_getAssociatedObject(view, &firstKey) as? NSArray)?.count == 1, "a copy was stored")
        weak var weakValue: NSObject?
        do {
            let value = NSObject()
            weakValue = value
            objc_setAssociatedObject(view, &secondKey, value, .OBJC_ASSOCIATION_ASSIGN)
        }
        #expect(weakValue == nil, "assign does not retain")
    }

    @Test func aValueGoesWithItsObject() {
        weak var weakValue: NSObject?
        do {
            let view = UIView()
            let value = NSObject()
            weakValue = value
            objc_setAssociatedObject(view, &firstKey, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(weakValue != nil)
        }
        #expect(weakValue == nil, "a view's deinit lets go of its values")
        // An object that does not report its deallocation: its entry is found stale and dropped.
        var owner: NSObject? = NSObject()
        objc_setAssociatedObject(owner!, &firstKey, "kept", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner!, &firstKey) as? String == "kept")
        owner = nil
        let successor = NSObject()
        #expect(objc_getAssociatedObject(successor, &firstKey) == nil, "a new object never sees old values")
    }

    @Test func aValueTypeHasNoAssociations() {
        objc_setAssociatedObject(5, &firstKey, "x", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(5, &firstKey) == nil)
    }
}
