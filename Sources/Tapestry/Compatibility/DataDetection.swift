import Foundation

/// What `NSDataDetector` finds and how: one regular expression per form of a link, phone number, date, address or
/// flight, each match checked (a real calendar day, a phone number's digit count, a link's URL), and overlapping
/// finds resolved as Apple's detector does: the earlier one wins, then the longer, then links before dates,
/// addresses, flights and phone numbers (so "2026-03-04" is a date, not a phone number).
enum DataDetection {
    // Linux's Foundation declares these types but marks them deprecated (its own API never returns them); the
    // engine names them by value so its build stays free of warnings.
    static let date = NSTextCheckingResult.CheckingType(rawValue: 1 << 4)
    static let address = NSTextCheckingResult.CheckingType(rawValue: 1 << 5)
    static let link = NSTextCheckingResult.CheckingType(rawValue: 1 << 6)
    static let phoneNumber = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)
    static let transitInformation = NSTextCheckingResult.CheckingType(rawValue: 1 << 12)
    static let detectableTypes: NSTextCheckingTypes =
        date.rawValue | address.rawValue | link.rawValue | phoneNumber.rawValue | transitInformation.rawValue

    /// The moment relative dates ("tomorrow", "Friday", a year left out) count from: now, unless a test sets it.
    @TaskLocal static var referenceDate: Date?

    /// The results of the given types in `range` of `string`, in order, none overlapping.
    static func results(in string: String, range: NSRange, types: NSTextCheckingTypes) -> [DetectedTextResult] {
        let text = NSString(string: string)
        guard range.location >= 0, NSMaxRange(range) <= text.length else {
            preconditionFailure(
                "NSDataDetector: range {\(range.location), \(range.length)} is outside a string of length \(text.length)"
            )
        }
        var found: [(result: DetectedTextResult, rank: Int)] = []
        func wants(_ type: NSTextCheckingResult.CheckingType) -> Bool { types & type.rawValue != 0 }
        if wants(link) { found += links(in: text, range: range).map { ($0, 0) } }
        if wants(date) { found += dates(in: text, range: range).map { ($0, 1) } }
        if wants(address) { found += addresses(in: text, range: range).map { ($0, 2) } }
        if wants(transitInformation) { found += flights(in: text, range: range).map { ($0, 3) } }
        if wants(phoneNumber) { found += phoneNumbers(in: text, range: range).map { ($0, 4) } }
        found.sort {
            if $0.result.range.location != $1.result.range.location {
                return $0.result.range.location < $1.result.range.location
            }
            if $0.result.range.length != $1.result.range.length {
                return $0.result.range.length > $1.result.range.length
            }
            return $0.rank < $1.rank
        }
        var kept: [DetectedTextResult] = []
        var end = 0
        for (result, _) in found where result.range.location >= end {
            kept.append(result)
            end = NSMaxRange(result.range)
        }
        return kept
    }

    // MARK: - Links

    private static let topLevelDomains = [
        "com", "org", "net", "edu", "gov", "mil", "int", "io", "co", "app", "dev", "info", "biz", "me", "tv", "ai",
        "xyz", "tech", "site", "online", "store", "blog", "news", "page", "cloud", "uk", "de", "fr", "jp", "cn", "ru",
        "br", "au", "ca", "it", "es", "nl", "se", "no", "fi", "dk", "ch", "at", "be", "pl", "us", "in", "eu", "nz",
        "ie", "kr", "mx", "ar", "za", "pt", "cz", "gr", "tr", "il", "hk", "sg", "tw", "ly", "gl", "gg", "fm", "to",
        "sh", "cc", "ws",
    ]
    private static let schemeLink = pattern(#"\b[A-Za-z][A-Za-z0-9+.-]*://[^\s<>"]+"#)
    private static let schemeOnlyLink = pattern(#"\b(?:mailto|tel|sms):[^\s<>"/][^\s<>"]*"#, caseInsensitive: true)
    private static let email = pattern(#"(?<![\w.%+-])[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}\b"#)
    private static let wwwLink = pattern(#"(?<![\w@.:/-])www\.[A-Za-z0-9-]+(?:\.[^\s<>"]+)+"#, caseInsensitive: true)
    private static let bareDomain = pattern(
        #"(?<![\w@.:/-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:"#
            + topLevelDomains.joined(separator: "|") + #")\b(?::\d{1,5})?(?:[/?#][^\s<>"]*)?"#,
        caseInsensitive: true)

    private static func links(in text: NSString, range: NSRange) -> [DetectedTextResult] {
        var results: [DetectedTextResult] = []
        func add(_ expression: NSRegularExpression, prefix: String) {
            for match in expression.matches(in: text as String, range: range) {
                let trimmed = trimmingTrailingPunctuation(match.range, in: text)
                guard trimmed.length > 0, let url = URL(string: prefix + text.substring(with: trimmed)) else {
                    continue
                }
                results.append(DetectedTextResult(type: link, range: trimmed, foundURL: url))
            }
        }
        add(schemeLink, prefix: "")
        add(schemeOnlyLink, prefix: "")
        add(email, prefix: "mailto:")
        add(wwwLink, prefix: "http://")
        add(bareDomain, prefix: "http://")
        return results
    }

    /// A link ends before sentence punctuation and before a closing bracket it did not open.
    private static func trimmingTrailingPunctuation(_ range: NSRange, in text: NSString) -> NSRange {
        var length = range.length
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        while length > 0 {
            let last = Character(text.substring(with: NSRange(location: range.location + length - 1, length: 1)))
            if ".,:;!?'\"".contains(last) {
                length -= 1
            } else if let opening = pairs[last] {
                let body = text.substring(with: NSRange(location: range.location, length: length))
                guard body.filter({ $0 == opening }).count < body.filter({ $0 == last }).count else { break }
                length -= 1
            } else {
                break
            }
        }
        return NSRange(location: range.location, length: length)
    }

    // MARK: - Phone numbers

    private static let phoneCandidate = pattern(
        #"(?<![\w+./-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{1,4}(?:[ .-]?\d{1,4}){1,6}(?![\w/])"#)

    private static func phoneNumbers(in text: NSString, range: NSRange) -> [DetectedTextResult] {
        phoneCandidate.matches(in: text as String, range: range).compactMap { match in
            let written = text.substring(with: match.range)
            let digits = written.filter(\.isNumber).count
            // A decimal number ("3.14159265") is not a phone number.
            let separators = written.filter { " .-()+".contains($0) }
            guard (7...15).contains(digits), separators != "." else { return nil }
            return DetectedTextResult(type: phoneNumber, range: match.range, foundPhoneNumber: written)
        }
    }

    // MARK: - Addresses and flights

    private static let streetSuffixes = [
        "Street", "St", "Avenue", "Ave", "Road", "Rd", "Boulevard", "Blvd", "Lane", "Ln", "Drive", "Dr", "Court", "Ct",
        "Way", "Place", "Pl", "Square", "Sq", "Terrace", "Parkway", "Pkwy", "Highway", "Hwy", "Loop", "Circle",
        "Trail",
    ]
    private static let streetAddress = pattern(
        #"(?<street>\b\d{1,6}[A-Za-z]?\s+(?:[A-Z0-9][\w'.-]*\s+){0,4}(?:"# + streetSuffixes.joined(separator: "|")
            + #")\b\.?(?:,?\s*(?:Suite|Ste|Apt|Unit|#)\s*[\w-]+)?)"#
            + #"(?:\s*,\s*(?<city>[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3})"#
            + #"(?:\s*,\s*(?<state>[A-Z]{2})(?:\s+(?<zip>\d{5}(?:-\d{4})?))?\b)?)?"#)
    private static let flightNumber = pattern(
        #"\b[Ff]light\s+(?:#\s*)?(?<airline>[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?(?<flight>\d{1,4})\b"#)

    private static func addresses(in text: NSString, range: NSRange) -> [DetectedTextResult] {
        streetAddress.matches(in: text as String, range: range).map { match in
            var components: [NSTextCheckingKey: String] = [:]
            let keys: [(String, NSTextCheckingKey)] = [
                ("street", .street), ("city", .city), ("state", .state), ("zip", .zip),
            ]
            for (name, key) in keys {
                if let value = group(name, of: match, in: text) { components[key] = value }
            }
            return DetectedTextResult(type: address, range: match.range, foundComponents: components)
        }
    }

    private static func flights(in text: NSString, range: NSRange) -> [DetectedTextResult] {
        flightNumber.matches(in: text as String, range: range).compactMap { match in
            let airline = match.range(withName: "airline")
            let number = match.range(withName: "flight")
            guard let code = group("airline", of: match, in: text), let flight = group("flight", of: match, in: text)
            else { return nil }
            let found = NSRange(location: airline.location, length: NSMaxRange(number) - airline.location)
            return DetectedTextResult(
                type: transitInformation, range: found, foundComponents: [.airline: code, .flight: flight])
        }
    }

    // MARK: - Shared

    static func pattern(_ source: String, caseInsensitive: Bool = false) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: source, options: caseInsensitive ? [.caseInsensitive] : [])
        } catch {
            preconditionFailure("NSDataDetector: the pattern \(source) does not compile: \(error)")
        }
    }

    /// The text a named group matched, or nil when the group took no part.
    static func group(_ name: String, of match: NSTextCheckingResult, in text: NSString) -> String? {
        let found = match.range(withName: name)
        return found.location == NSNotFound ? nil : text.substring(with: found)
    }
}
