import Foundation

// Core Foundation's run-loop functions, as UIKit code calls them: `CFRunLoopWakeUp(CFRunLoopGetCurrent())` after
// presenting from a table's selection, a timer made with `CFRunLoopTimerCreateWithHandler`, an observer that runs
// work just before the loop sleeps (`.beforeWaiting`, where Core Animation commits). Linux's Foundation keeps Core
// Foundation to itself, so these work on Foundation's `RunLoop` and `Timer` (toll-free bridged, as on Apple's
// platforms: a `CFRunLoopTimer` is a `Timer`). The main run loop's observers are told of each turn of Tapestry's
// loop, whose frame step is the turn (see `FrameStep`); a secondary thread's run loop takes timers and blocks, but
// Foundation on Linux tells no one of its activities, so observers added to it are never called.

/// Core Foundation's option flags.
public typealias CFOptionFlags = UInt
/// Core Foundation's object reference: any object.
public typealias CFTypeRef = AnyObject
/// A run-loop timer: toll-free bridged with `Timer`, so it is one.
public typealias CFRunLoopTimer = Timer

/// Core Foundation's allocator. Tapestry allocates through Swift; pass `kCFAllocatorDefault` (nil).
public final class CFAllocator: Sendable {
    private init() {}
}

/// The default allocator: nil, as on Apple's platforms.
public let kCFAllocatorDefault: CFAllocator! = nil

/// A run-loop mode by name (`kCFRunLoopDefaultMode`, `kCFRunLoopCommonModes`): the same names as
/// `RunLoop.Mode`'s.
public struct CFRunLoopMode: Hashable, RawRepresentable, @unchecked Sendable {
    /// The mode's name.
    public var rawValue: CFString

    /// A mode by name.
    public init(rawValue: CFString) { self.rawValue = rawValue }

    /// The mode by `RunLoop.Mode`'s name for it.
    public init(_ mode: RunLoop.Mode) { rawValue = mode.rawValue as NSString }

    /// The default mode: the one Tapestry's loop runs throughout.
    public static let defaultMode = CFRunLoopMode(RunLoop.Mode.default)
    /// The common modes: the default mode and the tracking mode together.
    public static let commonModes = CFRunLoopMode(RunLoop.Mode.common)

    /// The same mode as Foundation names it.
    public var runLoopMode: RunLoop.Mode { RunLoop.Mode(rawValue as String) }

    /// Whether an observer or source added in this mode takes part in Tapestry's loop, which runs the default
    /// mode throughout (as `RunLoop.Mode.tracking` explains).
    var runsInTapestrysLoop: Bool { self == .defaultMode || self == .commonModes }
}

/// The default run-loop mode.
public let kCFRunLoopDefaultMode: CFRunLoopMode! = .defaultMode
/// The common run-loop modes.
public let kCFRunLoopCommonModes: CFRunLoopMode! = .commonModes

/// The stages of a run loop's turn an observer can be told of.
public struct CFRunLoopActivity: OptionSet, Hashable, Sendable {
    /// The activity's bits.
    public let rawValue: CFOptionFlags

    /// Activities from their bits.
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }

    /// The loop is entered (once, at its first turn).
    public static let entry = CFRunLoopActivity(rawValue: 1 << 0)
    /// The loop is about to fire due timers.
    public static let beforeTimers = CFRunLoopActivity(rawValue: 1 << 1)
    /// The loop is about to handle sources (in Tapestry: the step that follows the input just read).
    public static let beforeSources = CFRunLoopActivity(rawValue: 1 << 2)
    /// The loop is about to sleep: before layout is made current and the implicit transaction commits, as
    /// Core Animation's own observer comes last on Apple's platforms.
    public static let beforeWaiting = CFRunLoopActivity(rawValue: 1 << 5)
    /// The loop has woken from its sleep.
    public static let afterWaiting = CFRunLoopActivity(rawValue: 1 << 6)
    /// The loop is left (Tapestry's main loop is left only when the application ends, and does not say so).
    public static let exit = CFRunLoopActivity(rawValue: 1 << 7)
    /// Every activity.
    public static let allActivities = CFRunLoopActivity(rawValue: 0x0FFF_FFFF)
}

/// A run loop: a thread's `RunLoop`, one object per thread.
public final class CFRunLoop: Hashable, @unchecked Sendable {
    /// The Foundation run loop it is.
    public let runLoop: RunLoop
    /// Whether it is the main thread's, the loop Tapestry runs.
    public let isMain: Bool
    private let lock = NSLock()
    private var observers: [(observer: CFRunLoopObserver, mode: CFRunLoopMode)] = []
    private var entered = false
    private var awaitingWake = false

    private init(runLoop: RunLoop, isMain: Bool) {
        self.runLoop = runLoop
        self.isMain = isMain
    }

    /// The main thread's run loop.
    public static let main = CFRunLoop(runLoop: .main, isMain: true)

    private static let threadKey = "TapestryCFRunLoop"

    /// The calling thread's run loop (the main one on the main thread or in the main queue's work, which is the
    /// main actor's, whichever thread drains it).
    public static var current: CFRunLoop {
        if MainActorContext.isCurrent { return main }
        if let loop = Thread.current.threadDictionary[threadKey] as? CFRunLoop { return loop }
        let loop = CFRunLoop(runLoop: .current, isMain: false)
        Thread.current.threadDictionary[threadKey] = loop
        return loop
    }

    /// Two references to the same loop.
    public static func == (lhs: CFRunLoop, rhs: CFRunLoop) -> Bool { lhs === rhs }

    /// Hashes the loop's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    func add(_ observer: CFRunLoopObserver, mode: CFRunLoopMode) {
        lock.withLock {
            guard !observers.contains(where: { $0.observer === observer && $0.mode == mode }) else { return }
            observers.append((observer, mode))
            // Lower orders first; observers of the same order in the order they were added.
            observers = observers.enumerated().sorted {
                ($0.element.observer.order, $0.offset) < ($1.element.observer.order, $1.offset)
            }.map(\.element)
        }
    }

    func remove(_ observer: CFRunLoopObserver, mode: CFRunLoopMode?) {
        lock.withLock { observers.removeAll { $0.observer === observer && (mode == nil || $0.mode == mode) } }
    }

    func contains(_ observer: CFRunLoopObserver, mode: CFRunLoopMode) -> Bool {
        lock.withLock { observers.contains { $0.observer === observer && $0.mode == mode } }
    }

    /// Whether any observer is registered (a turn with none costs one lock).
    var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    /// Tells the observers of `activity` that the loop reached it, in their order; one that does not repeat is
    /// invalidated after its first call. Observers added or removed by a callback take effect from the next
    /// activity.
    func notify(_ activity: CFRunLoopActivity) {
        let due = lock.withLock { () -> [CFRunLoopObserver] in
            var seen = Set<ObjectIdentifier>()
            return observers.compactMap { entry in
                guard entry.mode.runsInTapestrysLoop, entry.observer.activities.contains(activity),
                    seen.insert(ObjectIdentifier(entry.observer)).inserted
                else { return nil }
                return entry.observer
            }
        }
        for observer in due where observer.isValid {
            let block = observer.block
            if !observer.repeats { invalidate(observer) }
            block?(observer, activity)
        }
    }

    func invalidate(_ observer: CFRunLoopObserver) {
        observer.markInvalid()
        remove(observer, mode: nil)
    }

    /// The main loop's part of a frame step, before its timers: entry once, and a wake-up for a sleep the
    /// backend did not report.
    func stepWillFireTimers() {
        guard hasObservers else {
            entered = true
            awaitingWake = false
            return
        }
        if !entered {
            entered = true
            notify(.entry)
        } else if awaitingWake {
            awaitingWake = false
            notify(.afterWaiting)
        }
        notify(.beforeTimers)
    }

    /// The main loop's part of a frame step, after its timers and before layout and the commit.
    func stepWillCommit() {
        guard hasObservers else { return }
        notify(.beforeSources)
        awaitingWake = true
        notify(.beforeWaiting)
    }

    /// The backend woke from its sleep.
    func loopDidWake() {
        guard awaitingWake else { return }
        awaitingWake = false
        if hasObservers { notify(.afterWaiting) }
    }
}

/// An observer of a run loop's activities, made with `CFRunLoopObserverCreateWithHandler`.
public final class CFRunLoopObserver: @unchecked Sendable {
    let activities: CFRunLoopActivity
    let repeats: Bool
    let order: CFIndex
    fileprivate(set) var block: ((CFRunLoopObserver?, CFRunLoopActivity) -> Void)?
    private(set) var isValid = true

    init(
        activities: CFRunLoopActivity, repeats: Bool, order: CFIndex,
        block: ((CFRunLoopObserver?, CFRunLoopActivity) -> Void)?
    ) {
        self.activities = activities
        self.repeats = repeats
        self.order = order
        self.block = block
    }

    fileprivate func markInvalid() {
        isValid = false
        block = nil
    }
}

/// The calling thread's run loop.
public func CFRunLoopGetCurrent() -> CFRunLoop! { CFRunLoop.current }

/// The main thread's run loop.
public func CFRunLoopGetMain() -> CFRunLoop! { CFRunLoop.main }

/// Wakes `rl` if it sleeps, so that it takes one more turn: the main loop serves its dispatch queue and runs a
/// frame step for whatever changed.
public func CFRunLoopWakeUp(_ rl: CFRunLoop!) {
    guard let rl else { return }
    if rl.isMain {
        DispatchQueue.main.async {}
    } else {
        rl.runLoop.perform {}
    }
}

/// Runs `block` on `rl` in its next turn in `mode` (a `CFRunLoopMode`, its name as a `CFString` or `String`,
/// or `RunLoop.Mode`).
public func CFRunLoopPerformBlock(_ rl: CFRunLoop!, _ mode: Any!, _ block: (() -> Void)!) {
    guard let rl, let block else { return }
    let name: RunLoop.Mode
    switch mode {
    case let mode as CFRunLoopMode: name = mode.runLoopMode
    case let mode as RunLoop.Mode: name = mode
    case let mode as NSString: name = RunLoop.Mode(mode as String)
    case let mode as String: name = RunLoop.Mode(mode)
    default: name = .default
    }
    let work = UncheckedSendable(block)
    rl.runLoop.perform(inModes: [name]) { work.value() }
}

/// A timer that first fires at `fireDate` and then every `interval` seconds (once when `interval` is 0 or
/// less), calling `block` with itself; add it to a run loop to start it. `flags` and `order` are ignored.
public func CFRunLoopTimerCreateWithHandler(
    _ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval, _ flags: CFOptionFlags,
    _ order: CFIndex, _ block: ((CFRunLoopTimer?) -> Void)!
) -> CFRunLoopTimer! {
    let work = UncheckedSendable(block)
    return Timer(
        fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: max(0, interval), repeats: interval > 0
    ) { timer in work.value?(timer) }
}

/// Schedules `timer` on `rl` in `mode`.
public func CFRunLoopAddTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    guard let rl, let timer else { return }
    rl.runLoop.add(timer, forMode: (mode ?? .defaultMode).runLoopMode)
}

/// Takes `timer` off `rl`. Foundation on Linux cannot take a timer off a run loop without invalidating it, so
/// the timer is invalidated (it cannot be added again; make a new one).
public func CFRunLoopRemoveTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    timer?.invalidate()
}

/// Stops `timer` for good.
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) { timer?.invalidate() }

/// Whether `timer` can still fire.
public func CFRunLoopTimerIsValid(_ timer: CFRunLoopTimer!) -> Bool { timer?.isValid ?? false }

/// When `timer` fires next.
public func CFRunLoopTimerGetNextFireDate(_ timer: CFRunLoopTimer!) -> CFAbsoluteTime {
    timer?.fireDate.timeIntervalSinceReferenceDate ?? 0
}

/// Moves `timer`'s next firing to `fireDate`.
public func CFRunLoopTimerSetNextFireDate(_ timer: CFRunLoopTimer!, _ fireDate: CFAbsoluteTime) {
    timer?.fireDate = Date(timeIntervalSinceReferenceDate: fireDate)
}

/// The seconds between `timer`'s firings (0 for one that fires once).
public func CFRunLoopTimerGetInterval(_ timer: CFRunLoopTimer!) -> CFTimeInterval { timer?.timeInterval ?? 0 }

/// An observer that calls `block` when a run loop it is added to reaches one of `activities` (bits of
/// `CFRunLoopActivity`); observers of lower `order` are called first. One that does not `repeat` is invalidated
/// after its first call.
public func CFRunLoopObserverCreateWithHandler(
    _ allocator: CFAllocator!, _ activities: CFOptionFlags, _ repeats: Bool, _ order: CFIndex,
    _ block: ((CFRunLoopObserver?, CFRunLoopActivity) -> Void)!
) -> CFRunLoopObserver! {
    CFRunLoopObserver(
        activities: CFRunLoopActivity(rawValue: activities), repeats: repeats, order: order, block: block)
}

/// Adds `observer` to `rl` in `mode`: on the main run loop it is told of Tapestry's loop's turns (in the
/// default and common modes, which that loop runs).
public func CFRunLoopAddObserver(_ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!) {
    guard let rl, let observer, observer.isValid else { return }
    rl.add(observer, mode: mode ?? .defaultMode)
}

/// Takes `observer` off `rl` in `mode`.
public func CFRunLoopRemoveObserver(_ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!) {
    guard let rl, let observer else { return }
    rl.remove(observer, mode: mode ?? .defaultMode)
}

/// Whether `rl` has `observer` in `mode`.
public func CFRunLoopContainsObserver(_ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!)
    -> Bool
{
    guard let rl, let observer else { return false }
    return rl.contains(observer, mode: mode ?? .defaultMode)
}

/// Stops `observer` for good: it is not called again, and it leaves the main run loop (and the calling thread's).
public func CFRunLoopObserverInvalidate(_ observer: CFRunLoopObserver!) {
    guard let observer else { return }
    CFRunLoop.main.invalidate(observer)
    if !Thread.isMainThread { CFRunLoop.current.invalidate(observer) }
}

/// Whether `observer` can still be called.
public func CFRunLoopObserverIsValid(_ observer: CFRunLoopObserver!) -> Bool { observer?.isValid ?? false }

/// The activities `observer` is told of.
public func CFRunLoopObserverGetActivities(_ observer: CFRunLoopObserver!) -> CFOptionFlags {
    observer?.activities.rawValue ?? 0
}

/// Whether `observer` is called more than once.
public func CFRunLoopObserverDoesRepeat(_ observer: CFRunLoopObserver!) -> Bool { observer?.repeats ?? false }

/// The order `observer` is called in among a loop's observers (lower first).
public func CFRunLoopObserverGetOrder(_ observer: CFRunLoopObserver!) -> CFIndex { observer?.order ?? 0 }
