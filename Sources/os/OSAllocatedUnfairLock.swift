/// A lock that owns the state it guards, as Apple's `OSAllocatedUnfairLock` (iOS 16): the state and an
/// `os_unfair_lock` live in one heap allocation, so copies of the structure share both, and the lock word has a
/// stable address. Locking twice on one thread, or unlocking from a thread that does not hold it, stops the
/// program with the message Apple's lock gives.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// Whether the calling thread is expected to hold the lock, for `precondition(_:)`.
    public enum Ownership: Hashable, Sendable {
        /// The calling thread holds the lock.
        case owner
        /// The calling thread does not hold the lock.
        case notOwner
    }

    /// The state (the buffer's header, which `ManagedBuffer` destroys itself) and the lock word (its one
    /// element, a plain integer that needs no destroying).
    final class Storage: ManagedBuffer<State, os_unfair_lock> {}

    let storage: Storage

    /// A lock guarding `initialState`, which need not be `Sendable`: the caller vouches for it.
    public init(uncheckedState initialState: State) {
        let buffer = Storage.create(minimumCapacity: 1) { _ in initialState }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: os_unfair_lock()) }
        storage = unsafeDowncast(buffer, to: Storage.self)
    }

    /// A lock guarding `initialState`.
    public init(initialState: State) where State: Sendable {
        self.init(uncheckedState: initialState)
    }

    /// Runs `body` with the state while holding the lock; neither `body` nor its result is checked for sending.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try storage.withUnsafeMutablePointers { state, lock in
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state.pointee)
        }
    }

    /// Runs `body` with the state while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the state if the lock is free now; `nil` without waiting if another thread holds it.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        try storage.withUnsafeMutablePointers { state, lock in
            guard os_unfair_lock_trylock(lock) else { return nil }
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state.pointee)
        }
    }

    /// Runs `body` with the state if the lock is free now; `nil` without waiting if another thread holds it.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Stops the program unless the calling thread holds the lock (`.owner`), or if it does (`.notOwner`).
    public func precondition(_ condition: Ownership) {
        storage.withUnsafeMutablePointerToElements { lock in
            switch condition {
            case .owner: os_unfair_lock_assert_owner(lock)
            case .notOwner: os_unfair_lock_assert_not_owner(lock)
            }
        }
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock with no state, locked and unlocked around code.
    public init() {
        self.init(uncheckedState: ())
    }

    /// Runs `body` while holding the lock; neither `body` nor its result is checked for sending.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try withLockUnchecked { (_: inout State) in try body() }
    }

    /// Runs `body` while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` if the lock is free now; `nil` without waiting otherwise.
    public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked { (_: inout State) in try body() }
    }

    /// Runs `body` if the lock is free now; `nil` without waiting otherwise.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Takes the lock, waiting while another thread holds it.
    public func lock() {
        storage.withUnsafeMutablePointerToElements { os_unfair_lock_lock($0) }
    }

    /// Releases the lock, which the calling thread must hold.
    public func unlock() {
        storage.withUnsafeMutablePointerToElements { os_unfair_lock_unlock($0) }
    }

    /// Takes the lock if it is free now, without waiting; whether it was taken.
    public func lockIfAvailable() -> Bool {
        storage.withUnsafeMutablePointerToElements { os_unfair_lock_trylock($0) }
    }
}
