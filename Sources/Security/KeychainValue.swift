import Foundation
import Tapestry

/// How an attribute's value is written in the store: a type letter and the value ("s:alice", "d:AQI=", "n:443",
/// "b:1", "t:786000000.5"), so a value comes back with the type it was given (an account given as data stays data)
/// and equal values of different types do not match, as in Apple's keychain. The class is written bare ("genp").
enum KeychainValue {
    /// The accessibility values.
    static let accessibilities: Set<String> = ["ak", "ck", "dk", "akpu", "aku", "cku", "dku"]
    /// Attributes that are booleans.
    static let booleans: Set<String> = ["invi", "nega", "sync"]
    /// Attributes that are numbers.
    static let numbers: Set<String> = ["port", "crtr", "type"]

    /// The stored form of `value` for the attribute `key`, or nil when the value has a type the attribute cannot
    /// take.
    static func encode(_ value: Any, forKey key: String) -> String? {
        if booleans.contains(key) {
            guard let flag = boolean(value) else { return nil }
            return flag ? "b:1" : "b:0"
        }
        if numbers.contains(key) {
            guard let number = value as? NSNumber, !(value is String) else { return nil }
            return "n:\(number.int64Value)"
        }
        switch value {
        case let string as String: return "s:" + string
        case let data as Data: return "d:" + data.base64EncodedString()
        case let date as Date: return "t:\(date.timeIntervalSinceReferenceDate)"
        case let number as NSNumber: return "n:\(number.int64Value)"
        default: return nil
        }
    }

    /// A boolean given as `Bool`, `kCFBooleanTrue`/`kCFBooleanFalse` or a number.
    static func boolean(_ value: Any) -> Bool? {
        if let flag = value as? Bool { return flag }
        if let number = value as? NSNumber { return number.intValue != 0 }
        return nil
    }

    /// Whether `stored` is a value the keychain wrote (a type letter and a colon).
    static func isEncoded(_ stored: String) -> Bool {
        guard let type = stored.first, "sdnbt".contains(type) else { return false }
        return stored.dropFirst().first == ":"
    }

    /// The value a stored form stands for (`String`, `Data`, a number, a `Bool` or a `Date`), as the keychain
    /// returns it.
    static func decode(_ stored: String) -> Any? {
        guard stored.count >= 2, stored.dropFirst().first == ":" else { return stored }
        let body = String(stored.dropFirst(2))
        switch stored.first {
        case "s": return body
        case "d": return Data(base64Encoded: body)
        case "n": return Int64(body).map { NSNumber(value: $0) }
        case "b": return NSNumber(value: body == "1")
        case "t": return Double(body).map { Date(timeIntervalSinceReferenceDate: $0) }
        default: return stored
        }
    }
}
