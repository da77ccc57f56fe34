import Dispatch
import Foundation

extension DispatchSource {
    /// The memory-pressure levels a memory-pressure source reports, as Apple's Dispatch names them.
    public struct MemoryPressureEvent: OptionSet, Sendable {
        /// The levels as bits.
        public let rawValue: UInt
        /// Creates a set of levels from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pressure went back to normal.
        public static let normal = MemoryPressureEvent(rawValue: 0x1)
        /// Memory runs low: drop what can be made again.
        public static let warning = MemoryPressureEvent(rawValue: 0x2)
        /// Memory is nearly gone.
        public static let critical = MemoryPressureEvent(rawValue: 0x4)
        /// Every level.
        public static let all: MemoryPressureEvent = [.normal, .warning, .critical]
    }

    /// A source whose event handler runs on `queue` when memory pressure reaches a level in `eventMask`. Linux's
    /// Dispatch has no such source; here a level is reached when the application is told memory runs low
    /// (`UIApplication.performMemoryWarning()`, which posts `didReceiveMemoryWarningNotification`: `.warning`),
    /// so caches that free themselves on either signal free themselves on the same one.
    public static func makeMemoryPressureSource(
        eventMask: MemoryPressureEvent, queue: DispatchQueue? = nil
    ) -> any DispatchSourceMemoryPressure {
        MemoryPressureSource(mask: eventMask, queue: queue)
    }
}

/// A memory-pressure source, as Apple's Dispatch declares it. Linux's `DispatchSourceProtocol` declares its
/// methods in an extension that works on Dispatch's own sources only, so this protocol declares them again for
/// calls through it to reach the source.
public protocol DispatchSourceMemoryPressure: DispatchSourceProtocol {
    /// The levels reached since the handler last ran.
    var data: DispatchSource.MemoryPressureEvent { get }
    /// The levels the source reports.
    var mask: DispatchSource.MemoryPressureEvent { get }
    /// Sets the block run on the source's queue when a level is reached.
    func setEventHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?)
    /// Sets the block run once the source is cancelled.
    func setCancelHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?)
    /// Starts a source made inactive.
    func activate()
    /// Starts (or resumes) delivery.
    func resume()
    /// Pauses delivery.
    func suspend()
    /// Stops the source for good.
    func cancel()
    /// Whether `cancel()` was called.
    var isCancelled: Bool { get }
}

extension DispatchSourceMemoryPressure {
    /// Sets the block run on the source's queue when a level is reached.
    public func setEventHandler(handler: DispatchSourceHandler?) {
        setEventHandler(qos: .unspecified, flags: [], handler: handler)
    }

    /// Sets the block run once the source is cancelled.
    public func setCancelHandler(handler: DispatchSourceHandler?) {
        setCancelHandler(qos: .unspecified, flags: [], handler: handler)
    }
}

/// A user-data source of Dispatch's own, or-ed with a level each time the application hears of memory pressure.
final class MemoryPressureSource: DispatchSourceMemoryPressure, @unchecked Sendable {
    private let source: any DispatchSourceUserDataOr
    private let levels: DispatchSource.MemoryPressureEvent
    private var observer: (any NSObjectProtocol)?

    init(mask: DispatchSource.MemoryPressureEvent, queue: DispatchQueue?) {
        levels = mask
        source = DispatchSource.makeUserDataOrSource(queue: queue)
        guard mask.contains(.warning) else { return }
        nonisolated(unsafe) let source = source  // Dispatch sources are safe to signal from any thread
        observer = NotificationCenter.default.addObserver(
            forName: Notification.Name("UIApplicationDidReceiveMemoryWarningNotification"), object: nil, queue: nil
        ) { _ in
            source.or(data: DispatchSource.MemoryPressureEvent.warning.rawValue)
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    var data: DispatchSource.MemoryPressureEvent { DispatchSource.MemoryPressureEvent(rawValue: source.data) }
    var mask: DispatchSource.MemoryPressureEvent { levels }
    var isCancelled: Bool { source.isCancelled }

    func setEventHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        source.setEventHandler(qos: qos, flags: flags, handler: handler)
    }

    func setCancelHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        source.setCancelHandler(qos: qos, flags: flags, handler: handler)
    }

    func activate() { source.activate() }
    func resume() { source.resume() }
    func suspend() { source.suspend() }

    func cancel() {
        if let observer {
            NotificationCenter.default.removeObserver(observer)
            self.observer = nil
        }
        source.cancel()
    }
}
