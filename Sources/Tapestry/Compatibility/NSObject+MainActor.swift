import Foundation

// UIKit's classes are NSObjects (SEMANTICS §15.2): `description`, `isEqual(_:)` and `hash` are NSObject's
// nonisolated members, so a main-actor class answers them from any thread. These helpers read main-actor state
// for them on the main thread and say only what is safe to say elsewhere.

extension NSObject {
    /// The receiver's class name and address, as NSObject prints them: `<UIView: 0x5581…>`.
    nonisolated var classAndAddress: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }

    /// The text `body` makes from main-actor state when called on the main thread; on another thread, where
    /// that state may not be read, the class name and address.
    nonisolated func describedOnMainActor(_ body: @MainActor () -> String) -> String {
        guard MainActorContext.isCurrent else { return classAndAddress }
        return MainActor.assumeIsolated(body)
    }
}
