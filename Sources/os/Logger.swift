import Foundation

/// A value logged in an interpolated message is shown, whatever its privacy: what a developer sees with a
/// debugger attached on iOS. The options are kept so that code written for Apple's `Logger` compiles.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value would be masked.
    public struct Mask: Equatable, Sendable {
        let name: String
        /// A salted hash instead of the value.
        public static let hash = Mask(name: "hash")
        /// No mask.
        public static let none = Mask(name: "none")
    }
    let name: String
    let mask: Mask
    /// Public for scalars, private for strings and objects.
    public static let auto = OSLogPrivacy(name: "auto", mask: .none)
    /// Never redacted.
    public static let `public` = OSLogPrivacy(name: "public", mask: .none)
    /// Redacted outside development.
    public static let `private` = OSLogPrivacy(name: "private", mask: .none)
    /// Redacted always, even in development, on Apple's systems.
    public static let sensitive = OSLogPrivacy(name: "sensitive", mask: .none)
    /// Automatic privacy with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto", mask: mask) }
    /// Private, masked.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private", mask: mask) }
    /// Sensitive, masked.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive", mask: mask) }
}

/// How an interpolated value is padded to a width.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let left: Bool
    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, left: false)
    /// Padded on the right to at least `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), left: true)
    }
    /// Padded on the left to at least `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), left: false)
    }

    func apply(_ text: String) -> String {
        let pad = String(repeating: " ", count: max(0, columns - text.count))
        return left ? text + pad : pad + text
    }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int
    /// Base 10.
    public static let decimal = OSLogIntegerFormatting(
        radix: 10, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// Base 16.
    public static let hex = OSLogIntegerFormatting(
        radix: 16, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// Base 8.
    public static let octal = OSLogIntegerFormatting(
        radix: 8, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// Base 10 with options.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0)
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits())
    }
    /// Base 16 with options.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits())
    }
    /// Base 8 with options.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits())
    }

    func apply<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : "0o") + digits }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    let conversion: String
    let precision: Int?
    let explicitPositiveSign: Bool
    /// Six digits after the point, as `%f`.
    public static let fixed = OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: false)
    /// Hexadecimal, as `%a`.
    public static let hex = OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: false)
    /// Exponent notation, as `%e`.
    public static let exponential = OSLogFloatFormatting(
        conversion: "e", precision: nil, explicitPositiveSign: false)
    /// The shorter of fixed and exponent notation, as `%g`.
    public static let automatic = OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: false)
    /// Fixed notation with a precision.
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    /// Fixed notation.
    public static func fixed(explicitPositiveSign: Bool) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    /// Exponent notation with a precision.
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }

    func apply(_ value: Double) -> String {
        let spec = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + conversion
        return String(format: spec, value)
    }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}

/// The interpolations an `OSLogMessage` accepts, as Apple's `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Makes room for the literal text and the values of one message.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    /// Literal text, as written.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(argumentString())
    }

    /// A value that describes itself.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(value().description)
    }

    /// An object, by its description.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        text += argumentObject().description
    }

    /// A type's name.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(String(describing: value()))
    }

    /// An error, by its description.
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: error())
    }

    /// An integer, in a base.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(format.apply(number()))
    }

    /// A `Double`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(format.apply(number()))
    }

    /// A `Float`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(format.apply(Double(number())))
    }

    /// A `CGFloat`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(format.apply(Double(number())))
    }

    /// A Boolean.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
        privacy: OSLogPrivacy = .auto
    ) {
        let value = boolean()
        text += format == .truth ? (value ? "true" : "false") : (value ? "YES" : "NO")
    }
}

/// A message for `Logger` and `os_log`: written as a string literal with interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let interpolation: OSLogInterpolation

    /// A message with interpolated values.
    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    /// A message of literal text.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    func rendered() -> String { interpolation.text }
}

/// Writes messages to a log, as Apple's `Logger` (iOS 14).
public struct Logger: @unchecked Sendable {
    let log: OSLog

    /// A logger for the default log.
    public init() { log = .default }
    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A logger writing to an existing log.
    public init(_ logObj: OSLog) { log = logObj }

    /// Logs a message of the default kind.
    public func log(_ message: OSLogMessage) { write(message, .default) }
    /// Logs a message of a kind.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message, level) }
    /// Logs a message for tracing (a debug message).
    public func trace(_ message: OSLogMessage) { write(message, .debug) }
    /// Logs a debug message.
    public func debug(_ message: OSLogMessage) { write(message, .debug) }
    /// Logs an informative message.
    public func info(_ message: OSLogMessage) { write(message, .info) }
    /// Logs a notice (the default kind).
    public func notice(_ message: OSLogMessage) { write(message, .default) }
    /// Logs a warning (an error message).
    public func warning(_ message: OSLogMessage) { write(message, .error) }
    /// Logs an error.
    public func error(_ message: OSLogMessage) { write(message, .error) }
    /// Logs a critical message (a fault).
    public func critical(_ message: OSLogMessage) { write(message, .fault) }
    /// Logs a fault.
    public func fault(_ message: OSLogMessage) { write(message, .fault) }

    private func write(_ message: OSLogMessage, _ type: OSLogType) {
        guard log.isEnabled(type: type) else { return }
        LogSink.write(message.rendered(), log: log, type: type)
    }
}
