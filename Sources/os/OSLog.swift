import Foundation
// The logging half of Apple's `os` module, for code that logs the way iOS code does: `OSLog`, `os_log` in its
// format-string and its interpolated forms, and `Logger` (Logger.swift). Messages go to standard error, one
// line each, as Xcode's console shows them with metadata; `TAPESTRY_LOG_LEVEL` chooses how much is shown.
@_exported import os  // the C module of the same name (Sources/COS): `import os.log` resolves through it

/// The kinds of message a log takes, as Apple's `OSLogType`: `.debug` and `.info` are the least important,
/// then `.default`, `.error` and `.fault`.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The value Apple's SDK gives the kind.
    public let rawValue: UInt8
    /// A kind from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A message worth keeping: the kind `os_log` uses unless told otherwise.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that helps to find a problem, not needed otherwise.
    public static let info = OSLogType(rawValue: 0x01)
    /// Messages for development only.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the app's work.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug, or a state the app cannot be in.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The order in which kinds are filtered: debug 0, info 1, default 2, error 3, fault 4.
    var severity: Int {
        switch rawValue {
        case 0x02: 0
        case 0x01: 1
        case 0x10: 3
        case 0x11: 4
        default: 2
        }
    }

    /// The word the console shows for the kind.
    var label: String {
        switch severity {
        case 0: "Debug"
        case 1: "Info"
        case 3: "Error"
        case 4: "Fault"
        default: "Default"
        }
    }
}

/// A log of one subsystem and category, as Apple's `OSLog`.
public final class OSLog: NSObject, @unchecked Sendable {
    let subsystem: String
    let category: String
    let disabled: Bool

    /// A log for a subsystem (usually the app's reverse-DNS identifier) and a category within it.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.disabled = false
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        self.disabled = disabled
    }

    /// The log with no subsystem, used when none is given.
    public static let `default` = OSLog(disabled: false)
    /// A log that drops every message.
    public static let disabled = OSLog(disabled: true)

    /// Whether a message of the kind would be shown (`TAPESTRY_LOG_LEVEL` sets the least important one shown).
    public func isEnabled(type: OSLogType) -> Bool {
        !disabled && type.severity >= LogSink.minimumSeverity
    }
}

/// Logs a message made from a format string as `printf` reads it; `{public}` and `{private}` markers are
/// accepted and the value is shown, as it is with a debugger attached.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
    type: OSLogType = .default, _ args: any CVarArg...
) {
    guard log.isEnabled(type: type) else { return }
    LogSink.write(LogSink.format(message.description, args), log: log, type: type)
}

/// Logs a message made from a format string, its kind given first (Apple's older argument order).
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ args: any CVarArg...
) {
    guard log.isEnabled(type: type) else { return }
    LogSink.write(LogSink.format(message.description, args), log: log, type: type)
}

/// Logs an interpolated message (iOS 14's form) to the default log.
public func os_log(_ message: OSLogMessage) {
    os_log(.default, log: .default, message)
}

/// Logs an interpolated message of a kind, to a log.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    guard log.isEnabled(type: type) else { return }
    LogSink.write(message.rendered(), log: log, type: type)
}

/// Logs an interpolated message to a log.
public func os_log(log: OSLog, _ message: OSLogMessage) {
    os_log(.default, log: log, message)
}

/// Where messages go: standard error, or a test's recorder.
enum LogSink {
    /// The least severe kind shown, from `TAPESTRY_LOG_LEVEL` (`debug`, `info`, `default`, `error`, `fault`,
    /// `off`); by default, as `log stream` shows, `default` and above.
    static let minimumSeverity: Int = {
        switch ProcessInfo.processInfo.environment["TAPESTRY_LOG_LEVEL"]?.lowercased() {
        case "debug": 0
        case "info": 1
        case "error": 3
        case "fault": 4
        case "off", "none": 5
        default: 2
        }
    }()

    nonisolated(unsafe) static var recorder: ((String, OSLogType) -> Void)?
    private static let lock = NSLock()

    static func write(_ message: String, log: OSLog, type: OSLogType) {
        write(message, log: log, label: type.label, type: type)
    }

    /// A line with a word of its own for its kind (signposts write "Signpost", as a debug-kind message).
    static func write(_ message: String, log: OSLog, label: String, type: OSLogType = .debug) {
        let scope = log.subsystem.isEmpty ? "" : "[\(log.subsystem):\(log.category)] "
        let line =
            "\(timestamp()) \(ProcessInfo.processInfo.processName)[\(getpid())] \(label): \(scope)\(message)"
        lock.lock()
        defer { lock.unlock() }
        if let recorder {
            recorder(line, type)
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSSSSSZ"
        return formatter.string(from: Date())
    }

    /// A format string's `{public}`/`{private}`/`{sensitive}` markers removed, then the arguments put in.
    static func format(_ format: String, _ args: [any CVarArg]) -> String {
        var plain = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            plain += rest[..<percent]
            plain.append("%")
            rest = rest[rest.index(after: percent)...]
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                rest = rest[rest.index(after: close)...]
            }
        }
        plain += rest
        return args.isEmpty ? plain.replacingOccurrences(of: "%%", with: "%") : String(format: plain, arguments: args)
    }
}
