import Foundation

/// What `objc_sync_enter` and `objc_sync_exit` return when they succeed.
public let OBJC_SYNC_SUCCESS: Int32 = 0
/// What `objc_sync_exit` returns for an object the thread does not hold.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int32 = -1

/// The recursive lock of each object in a `@synchronized`-style section, and how many sections hold it.
private final class SyncTable: @unchecked Sendable {
    struct Entry {
        let lock = NSRecursiveLock()
        var users = 0
    }
    let mutex = NSLock()
    var entries: [ObjectIdentifier: Entry] = [:]
}
private let syncTable = SyncTable()

/// Enters a section synchronized on `obj`, as Objective-C's `@synchronized(obj)` does: a recursive lock per
/// object, so the same thread may enter again. Swift code written for iOS calls it in pairs with
/// `objc_sync_exit`. A value of a non-class type has no lock (and succeeds, locking nothing).
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    guard type(of: obj) is AnyClass else { return OBJC_SYNC_SUCCESS }
    let id = ObjectIdentifier(obj as AnyObject)
    syncTable.mutex.lock()
    var entry = syncTable.entries[id] ?? SyncTable.Entry()
    entry.users += 1
    syncTable.entries[id] = entry
    syncTable.mutex.unlock()
    entry.lock.lock()
    return OBJC_SYNC_SUCCESS
}

/// Leaves a section `objc_sync_enter(obj)` entered.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    guard type(of: obj) is AnyClass else { return OBJC_SYNC_SUCCESS }
    let id = ObjectIdentifier(obj as AnyObject)
    syncTable.mutex.lock()
    guard var entry = syncTable.entries[id] else {
        syncTable.mutex.unlock()
        return OBJC_SYNC_NOT_OWNING_THREAD_ERROR
    }
    entry.users -= 1
    syncTable.entries[id] = entry.users == 0 ? nil : entry
    syncTable.mutex.unlock()
    entry.lock.unlock()
    return OBJC_SYNC_SUCCESS
}
