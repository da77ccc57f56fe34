import Foundation

// Signposts (`import os.signpost`): marks of events and intervals in a log, as iOS code leaves them for
// Instruments. Here they are written to the log's output, one line each with the interval's length at its end,
// when `TAPESTRY_SIGNPOSTS=1` is set (what `log stream --signpost` shows on a Mac); otherwise they cost a check.

/// Whether a signpost marks a point or the start or end of an interval.
public struct OSSignpostType: Equatable, RawRepresentable, Sendable {
    /// The raw value.
    public let rawValue: UInt8
    /// A signpost type of a raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A single point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)

    var word: String {
        switch rawValue {
        case 1: "begin"
        case 2: "end"
        default: "event"
        }
    }
}

/// The identifier that pairs an interval's begin and end signposts.
public struct OSSignpostID: Comparable, Hashable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64

    /// An identifier of a given value.
    public init(_ value: UInt64) { rawValue = value }

    /// A new identifier, unique within the process, for signposts in `log`.
    public init(log: OSLog) {
        rawValue = SignpostRecord.nextIdentifier()
    }

    /// The identifier of an object: the same object always gives the same identifier.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// For intervals that never overlap with others of their name: the identifier signposts take by default.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier that marks nothing.
    public static let invalid = OSSignpostID(~0)
    /// The zero identifier.
    public static let null = OSSignpostID(0)

    /// Orders identifiers by value.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension OSLog {
    /// A log's category with a meaning to the system, for `OSLog(subsystem:category:)`.
    public struct Category: Sendable {
        let name: String
        /// Signposts in this category are points of interest (Instruments shows them on their own track).
        public static let pointsOfInterest = Category(name: "PointsOfInterest")
        /// Signposts in this category are recorded only while a tool traces them.
        public static let dynamicTracing = Category(name: "DynamicTracing")
        /// As `dynamicTracing`, with the call stack.
        public static let dynamicStackTracing = Category(name: "DynamicStackTracing")
    }

    /// A log for a subsystem in one of the categories with a meaning to the system.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.name)
    }

    /// The log for points of interest of the app.
    public static let pointsOfInterest = OSLog(subsystem: "", category: Category.pointsOfInterest.name)

    /// Whether signposts in this log are written (`TAPESTRY_SIGNPOSTS=1`).
    public var signpostsEnabled: Bool { !disabled && SignpostRecord.enabled }
}

/// Marks a point or the start or end of an interval in `log`.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
) {
    guard log.signpostsEnabled else { return }
    SignpostRecord.write(type, log: log, name: name.description, id: signpostID, message: "")
}

/// Marks a point or the start or end of an interval in `log`, with a message made from a format string.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
) {
    guard log.signpostsEnabled else { return }
    let message = LogSink.format(format.description, arguments)
    SignpostRecord.write(type, log: log, name: name.description, id: signpostID, message: message)
}

/// The message of a signpost: an interpolated string, as a `Logger` message.
public typealias SignpostMetadata = OSLogMessage

/// What a begun interval carries to its end: its identifier and when it began.
public final class OSSignpostIntervalState: Codable, @unchecked Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    let began: Date

    init(id: OSSignpostID, began: Date) {
        signpostID = id
        self.began = began
    }

    /// The state of an interval begun elsewhere (another process, or a signpost written by `os_signpost`).
    public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id, began: Date())
    }

    enum CodingKeys: String, CodingKey { case signpostID, began }

    /// A value made from its parts.
    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        signpostID = OSSignpostID(try container.decode(UInt64.self, forKey: .signpostID))
        began = try container.decode(Date.self, forKey: .began)
    }

    /// Writes the identifier and start.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signpostID.rawValue, forKey: .signpostID)
        try container.encode(began, forKey: .began)
    }
}

/// Writes signposts (iOS 15's form of `os_signpost`): events, and intervals begun and ended with a state.
public struct OSSignposter: @unchecked Sendable {
    let log: OSLog

    /// A signposter for the default log.
    public init() { log = .default }
    /// A signposter for a subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter for a subsystem in one of the categories with a meaning to the system.
    public init(subsystem: String, category: OSLog.Category) {
        log = OSLog(subsystem: subsystem, category: category)
    }
    /// A signposter writing to the log a logger writes to.
    public init(logger: Logger) { log = logger.log }
    /// A signposter writing to a log.
    public init(logHandle: OSLog) { log = logHandle }

    /// A signposter that writes nothing.
    public static var disabled: OSSignposter { OSSignposter(logHandle: .disabled) }

    /// Whether its signposts are written.
    public var isEnabled: Bool { log.signpostsEnabled }

    /// A new identifier, unique within the process.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    /// The identifier of an object.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    /// Marks a point in time.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {
        emitEvent(name, id: id, "")
    }

    /// Marks a point in time, with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {
        guard isEnabled else { return }
        SignpostRecord.write(.event, log: log, name: name.description, id: id, message: message.rendered())
    }

    /// Begins an interval; hand the state to `endInterval(_:_:)`.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        beginInterval(name, id: id, "")
    }

    /// Begins an interval with a message.
    public func beginInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata
    ) -> OSSignpostIntervalState {
        let state = OSSignpostIntervalState(id: id, began: Date())
        if isEnabled {
            SignpostRecord.write(.begin, log: log, name: name.description, id: id, message: message.rendered())
        }
        return state
    }

    /// Begins an interval in which the app animates (Instruments counts its hitches; here, an interval).
    public func beginAnimationInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata
    ) -> OSSignpostIntervalState {
        beginInterval(name, id: id, message)
    }

    /// Ends an interval begun with `beginInterval`.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {
        endInterval(name, state, "")
    }

    /// Ends an interval, with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {
        guard isEnabled else { return }
        SignpostRecord.write(
            .end, log: log, name: name.description, id: state.signpostID, message: message.rendered(),
            began: state.began)
    }

    /// Runs `task` inside an interval.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
    ) rethrows -> T {
        try withIntervalSignpost(name, id: id, "", around: task)
    }

    /// Runs `task` inside an interval with a message.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata,
        around task: () throws -> T
    ) rethrows -> T {
        let state = beginInterval(name, id: id, message)
        defer { endInterval(name, state) }
        return try task()
    }
}

/// Writes signposts and pairs an interval's end with its begin (by log, name and identifier) to give its length.
enum SignpostRecord {
    nonisolated(unsafe) static var enabled: Bool = ProcessInfo.processInfo.environment["TAPESTRY_SIGNPOSTS"] == "1"
    private static let lock = NSLock()
    nonisolated(unsafe) private static var lastIdentifier: UInt64 = 0
    nonisolated(unsafe) private static var open: [String: Date] = [:]

    static func nextIdentifier() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        lastIdentifier += 1
        return lastIdentifier
    }

    static func write(
        _ type: OSSignpostType, log: OSLog, name: String, id: OSSignpostID, message: String, began: Date? = nil
    ) {
        let key = "\(log.subsystem)\u{1}\(log.category)\u{1}\(name)\u{1}\(id.rawValue)"
        let now = Date()
        var start = began
        lock.lock()
        switch type {
        case .begin: open[key] = now
        case .end: start = open.removeValue(forKey: key) ?? began
        default: break
        }
        lock.unlock()
        var line = "\(type.word) \(name)"
        if id != .exclusive { line += " id \(id.rawValue)" }
        if !message.isEmpty { line += ": \(message)" }
        if type == .end, let start {
            line += String(format: " (%.3f ms)", now.timeIntervalSince(start) * 1000)
        }
        LogSink.write(line, log: log, label: "Signpost")
    }
}
