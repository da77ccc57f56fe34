import Foundation

/// A set of `NSTextCheckingResult.CheckingType` raw values (Apple's Foundation type, which Linux's lacks).
public typealias NSTextCheckingTypes = UInt64

/// Every system checking type (the low 32 bits).
public let NSTextCheckingAllSystemTypes: NSTextCheckingTypes = 0xffff_ffff
/// Every custom checking type (the high 32 bits).
public let NSTextCheckingAllCustomTypes: NSTextCheckingTypes = 0xffff_ffff << 32
/// Every checking type.
public let NSTextCheckingAllTypes: NSTextCheckingTypes = NSTextCheckingAllSystemTypes | NSTextCheckingAllCustomTypes

extension NSTextCheckingResult.CheckingType {
    /// Every system checking type.
    public static var allSystemTypes: NSTextCheckingResult.CheckingType {
        .init(rawValue: NSTextCheckingAllSystemTypes)
    }
    /// Every custom checking type.
    public static var allCustomTypes: NSTextCheckingResult.CheckingType {
        .init(rawValue: NSTextCheckingAllCustomTypes)
    }
    /// Every checking type.
    public static var allTypes: NSTextCheckingResult.CheckingType { .init(rawValue: NSTextCheckingAllTypes) }
}

/// Finds links, phone numbers, dates, postal addresses and flight numbers in text (Apple's Foundation class, which
/// Linux's Foundation lacks; label and chat libraries find the links in a message with it). It answers with
/// `NSTextCheckingResult`s whose `resultType`, `url`, `phoneNumber`, `date`, `addressComponents` and `components`
/// read as on iOS, through the same matching methods as `NSRegularExpression`.
///
/// Porting note: on Apple's platforms `NSDataDetector` is a subclass of `NSRegularExpression`. Linux's
/// `NSRegularExpression` declares its matching methods where no subclass outside Foundation can override them, so
/// here the detector stands beside it with the same methods; code that stores a detector as an
/// `NSRegularExpression` needs the detector's own type. What is found: URLs with a scheme, `www.` and bare domains
/// with a known top-level domain (as `http://`), e-mail addresses (as `mailto:`); phone numbers of 7 to 15 digits;
/// English dates (ISO, month/day/year, "March 3, 2026", "3 March", today/tomorrow/yesterday, weekdays) with an
/// optional time ("at 5pm", "17:30"), and times alone (today); US-style street addresses with city, state and ZIP;
/// flight numbers after the word "flight". Dates without a time are at noon, as Apple's detector gives them.
open class NSDataDetector: NSObject {
    /// The types this detector looks for.
    open var checkingTypes: NSTextCheckingTypes { types }
    private let types: NSTextCheckingTypes

    /// A detector for the given types. Types it cannot detect (spelling, grammar, replacements) are left out, so
    /// `NSTextCheckingAllTypes` detects all it can; it throws when none of the types is one it detects.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        guard checkingTypes & DataDetection.detectableTypes != 0 else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 2048,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "NSDataDetector cannot detect checking types 0x\(String(checkingTypes, radix: 16)); it detects "
                        + "dates, addresses, links, phone numbers and transit information"
                ])
        }
        types = checkingTypes
        super.init()
    }

    /// Calls `block` with each result in `range` of `string`, in order; set the block's stop flag to end early.
    /// `.anchored` limits results to the one starting at the range's start; `.reportCompletion` adds a last call
    /// with no result and the `.completed` flag.
    public func enumerateMatches(
        in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
        using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for result in DataDetection.results(in: string, range: range, types: checkingTypes) {
            if options.contains(.anchored) && result.range.location != range.location { continue }
            block(result, [], &stop)
            if stop.boolValue { return }
        }
        if options.contains(.reportCompletion) {
            block(nil, [.completed, .hitEnd], &stop)
        }
    }

    /// Every result in `range` of `string`, in order.
    public func matches(
        in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> [NSTextCheckingResult] {
        var found: [NSTextCheckingResult] = []
        enumerateMatches(in: string, options: options.subtracting(.reportCompletion), range: range) { result, _, _ in
            if let result { found.append(result) }
        }
        return found
    }

    /// The number of results in `range` of `string`.
    public func numberOfMatches(
        in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> Int {
        matches(in: string, options: options, range: range).count
    }

    /// The first result in `range` of `string`, or nil.
    public func firstMatch(
        in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> NSTextCheckingResult? {
        var first: NSTextCheckingResult?
        enumerateMatches(in: string, options: options.subtracting(.reportCompletion), range: range) {
            result, _, stop in
            first = result
            stop.pointee = true
        }
        return first
    }

    /// The range of the first result, or `{NSNotFound, 0}`.
    public func rangeOfFirstMatch(
        in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> NSRange {
        firstMatch(in: string, options: options, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
    }
}

extension NSTextCheckingKey {
    /// An address's street.
    public static let street = NSTextCheckingKey(rawValue: "Street")
    /// An address's city.
    public static let city = NSTextCheckingKey(rawValue: "City")
    /// An address's state or province.
    public static let state = NSTextCheckingKey(rawValue: "State")
    /// An address's ZIP or postal code.
    public static let zip = NSTextCheckingKey(rawValue: "ZIP")
    /// An address's country.
    public static let country = NSTextCheckingKey(rawValue: "Country")
    /// A person's name in an address.
    public static let name = NSTextCheckingKey(rawValue: "Name")
    /// A job title in an address.
    public static let jobTitle = NSTextCheckingKey(rawValue: "JobTitle")
    /// An organization in an address.
    public static let organization = NSTextCheckingKey(rawValue: "Organization")
    /// A phone number in an address.
    public static let phone = NSTextCheckingKey(rawValue: "Phone")
    /// A flight's airline.
    public static let airline = NSTextCheckingKey(rawValue: "Airline")
    /// A flight's number.
    public static let flight = NSTextCheckingKey(rawValue: "Flight")
}

extension NSTextCheckingResult {
    /// A link's URL (`.link` results).
    public var url: URL? { (self as? DetectedTextResult)?.foundURL }
    /// A phone number as written (`.phoneNumber` results).
    public var phoneNumber: String? { (self as? DetectedTextResult)?.foundPhoneNumber }
    /// A date's moment (`.date` results).
    public var date: Date? { (self as? DetectedTextResult)?.foundDate }
    /// A date's time zone, when the text or the result's maker named one.
    public var timeZone: TimeZone? { (self as? DetectedTextResult)?.foundTimeZone }
    /// A date's duration, 0 for a moment.
    public var duration: TimeInterval { (self as? DetectedTextResult)?.foundDuration ?? 0 }
    /// An address's parts (`.address` results).
    public var addressComponents: [NSTextCheckingKey: String]? {
        guard let detected = self as? DetectedTextResult, detected.resultType == DataDetection.address else {
            return nil
        }
        return detected.foundComponents
    }
    /// A flight's parts (`.transitInformation` results) or an address's.
    public var components: [NSTextCheckingKey: String]? { (self as? DetectedTextResult)?.foundComponents }

    /// A `.link` result for `url` at `range`.
    public class func linkCheckingResult(range: NSRange, url: URL) -> NSTextCheckingResult {
        DetectedTextResult(type: DataDetection.link, range: range, foundURL: url)
    }
    /// A `.phoneNumber` result at `range`.
    public class func phoneNumberCheckingResult(range: NSRange, phoneNumber: String) -> NSTextCheckingResult {
        DetectedTextResult(type: DataDetection.phoneNumber, range: range, foundPhoneNumber: phoneNumber)
    }
    /// A `.date` result at `range`.
    public class func dateCheckingResult(range: NSRange, date: Date) -> NSTextCheckingResult {
        DetectedTextResult(type: DataDetection.date, range: range, foundDate: date)
    }
    /// A `.date` result at `range` with a time zone and a duration.
    public class func dateCheckingResult(
        range: NSRange, date: Date, timeZone: TimeZone, duration: TimeInterval
    ) -> NSTextCheckingResult {
        DetectedTextResult(
            type: DataDetection.date, range: range, foundDate: date, foundTimeZone: timeZone, foundDuration: duration)
    }
    /// An `.address` result at `range`.
    public class func addressCheckingResult(
        range: NSRange, components: [NSTextCheckingKey: String]
    ) -> NSTextCheckingResult {
        DetectedTextResult(type: DataDetection.address, range: range, foundComponents: components)
    }
    /// A `.transitInformation` result at `range`.
    public class func transitInformationCheckingResult(
        range: NSRange, components: [NSTextCheckingKey: String]
    ) -> NSTextCheckingResult {
        DetectedTextResult(type: DataDetection.transitInformation, range: range, foundComponents: components)
    }
}

/// A result of data detection: one range, a type and what was found there.
final class DetectedTextResult: NSTextCheckingResult {
    private let type: NSTextCheckingResult.CheckingType
    private let foundRange: NSRange
    let foundURL: URL?
    let foundPhoneNumber: String?
    let foundDate: Date?
    let foundTimeZone: TimeZone?
    let foundDuration: TimeInterval
    let foundComponents: [NSTextCheckingKey: String]?

    init(
        type: NSTextCheckingResult.CheckingType, range: NSRange, foundURL: URL? = nil, foundPhoneNumber: String? = nil,
        foundDate: Date? = nil, foundTimeZone: TimeZone? = nil, foundDuration: TimeInterval = 0,
        foundComponents: [NSTextCheckingKey: String]? = nil
    ) {
        self.type = type
        foundRange = range
        self.foundURL = foundURL
        self.foundPhoneNumber = foundPhoneNumber
        self.foundDate = foundDate
        self.foundTimeZone = foundTimeZone
        self.foundDuration = foundDuration
        self.foundComponents = foundComponents
        super.init()
    }

    required init?(coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return nil }
        // Linux's unarchiver treats a key that was never written as a decoding error, so each optional is read
        // only when present.
        func object(_ key: String) -> Any? { coder.containsValue(forKey: key) ? coder.decodeObject(forKey: key) : nil }
        type = .init(rawValue: UInt64(bitPattern: coder.decodeInt64(forKey: "NSResultType")))
        foundRange = NSRange(
            location: coder.decodeInteger(forKey: "NSRangeLocation"),
            length: coder.decodeInteger(forKey: "NSRangeLength"))
        foundURL = (object("NSURL") as? String).flatMap(URL.init(string:))
        foundPhoneNumber = object("NSPhoneNumber") as? String
        foundDate = (object("NSDate") as? NSNumber).map {
            Date(timeIntervalSinceReferenceDate: $0.doubleValue)
        }
        foundTimeZone = (object("NSTimeZone") as? String).flatMap(TimeZone.init(identifier:))
        foundDuration = coder.decodeDouble(forKey: "NSDuration")
        foundComponents = (object("NSComponents") as? [String: String]).map {
            Dictionary(uniqueKeysWithValues: $0.map { (NSTextCheckingKey(rawValue: $0.key), $0.value) })
        }
        super.init()
    }

    override func encode(with coder: NSCoder) {
        precondition(coder.allowsKeyedCoding, "NSTextCheckingResult: encoding a result needs a keyed coder")
        coder.encode(Int64(bitPattern: type.rawValue), forKey: "NSResultType")
        coder.encode(foundRange.location, forKey: "NSRangeLocation")
        coder.encode(foundRange.length, forKey: "NSRangeLength")
        if let foundURL { coder.encode(foundURL.absoluteString, forKey: "NSURL") }
        if let foundPhoneNumber { coder.encode(foundPhoneNumber, forKey: "NSPhoneNumber") }
        if let foundDate { coder.encode(NSNumber(value: foundDate.timeIntervalSinceReferenceDate), forKey: "NSDate") }
        if let foundTimeZone { coder.encode(foundTimeZone.identifier, forKey: "NSTimeZone") }
        coder.encode(foundDuration, forKey: "NSDuration")
        if let foundComponents {
            let plain = Dictionary(uniqueKeysWithValues: foundComponents.map { ($0.key.rawValue, $0.value) })
            coder.encode(plain, forKey: "NSComponents")
        }
    }

    override class var supportsSecureCoding: Bool { true }

    override var resultType: NSTextCheckingResult.CheckingType { type }

    override func range(at index: Int) -> NSRange {
        precondition(index == 0, "NSTextCheckingResult: a \(type.rawValue) result has one range, asked for \(index)")
        return foundRange
    }

    override func range(withName name: String) -> NSRange { NSRange(location: NSNotFound, length: 0) }

    override var numberOfRanges: Int { 1 }
}
