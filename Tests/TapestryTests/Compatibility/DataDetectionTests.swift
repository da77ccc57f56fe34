import Foundation
import Testing

@testable import Tapestry

/// The results a detector of `types` finds in all of `text`, and the words they cover.
enum DetectionTrial {
    static func found(_ text: String, _ types: NSTextCheckingResult.CheckingType) throws -> [NSTextCheckingResult] {
        let detector = try NSDataDetector(types: types.rawValue)
        return detector.matches(in: text, range: NSRange(location: 0, length: NSString(string: text).length))
    }

    static func words(_ text: String, _ results: [NSTextCheckingResult]) -> [String] {
        results.map { NSString(string: text).substring(with: $0.range) }
    }
}

/// Links, phone numbers, addresses and flights found in text, and which wins where they overlap.
@Suite struct DataDetectionTests {
    private let link = DataDetection.link
    private let phone = DataDetection.phoneNumber
    private let date = DataDetection.date
    private let address = DataDetection.address
    private let transit = DataDetection.transitInformation

    @Test func linksWithASchemeWwwOrAKnownDomainAndEmailAddresses() throws {
        let text = "See https://swift.org/documentation/, www.example.museum or apple.com (and me@example.org)."
        let results = try DetectionTrial.found(text, link)
        #expect(
            DetectionTrial.words(text, results) == [
                "https://swift.org/documentation/", "www.example.museum", "apple.com",
                "me@example.org",
            ])
        #expect(
            results.map(\.url?.absoluteString) == [
                "https://swift.org/documentation/", "http://www.example.museum", "http://apple.com",
                "mailto:me@example.org",
            ])
        #expect(results.allSatisfy { $0.resultType == link })
        #expect(
            try DetectionTrial.found("a file.txt, e.g. this, 3.14 and v1.2", link).isEmpty, "no known top-level domain")
    }

    @Test func aLinkKeepsTheBracketsItOpens() throws {
        let text = "(https://en.wikipedia.org/wiki/Swift_(programming_language))"
        let results = try DetectionTrial.found(text, link)
        #expect(DetectionTrial.words(text, results) == ["https://en.wikipedia.org/wiki/Swift_(programming_language)"])
    }

    @Test func phoneNumbersOfSevenToFifteenDigits() throws {
        let text = "Call +1 (408) 996-1010 or 555-0123 4, not 42, 3.14159265 or 12-34."
        let results = try DetectionTrial.found(text, phone)
        #expect(DetectionTrial.words(text, results) == ["+1 (408) 996-1010", "555-0123 4"])
        #expect(results.first?.phoneNumber == "+1 (408) 996-1010")
        #expect(results.first?.resultType == phone)
    }

    @Test func aDateIsNotAlsoAPhoneNumber() throws {
        let all = NSTextCheckingResult.CheckingType(rawValue: date.rawValue | phone.rawValue | link.rawValue)
        let text = "On 2026-03-04 call 555 0123 456 about example.com/555-0123"
        let results = try DetectionTrial.found(text, all)
        #expect(results.map(\.resultType) == [date, phone, link])
        #expect(DetectionTrial.words(text, results) == ["2026-03-04", "555 0123 456", "example.com/555-0123"])
    }

    @Test func streetAddressesWithTheirComponents() throws {
        let text = "Visit 1 Infinite Loop, Cupertino, CA 95014 or 350 5th Ave."
        let results = try DetectionTrial.found(text, address)
        #expect(DetectionTrial.words(text, results) == ["1 Infinite Loop, Cupertino, CA 95014", "350 5th Ave."])
        #expect(
            results.first?.addressComponents == [
                .street: "1 Infinite Loop", .city: "Cupertino", .state: "CA", .zip: "95014",
            ])
        #expect(results.last?.addressComponents == [.street: "350 5th Ave."])
        #expect(results.first?.components == results.first?.addressComponents)
    }

    @Test func flightNumbersAfterTheWordFlight() throws {
        let text = "Flight UA 920 lands after flight BA117; gate B 12 is not one."
        let results = try DetectionTrial.found(text, transit)
        #expect(DetectionTrial.words(text, results) == ["UA 920", "BA117"])
        #expect(results.first?.components == [.airline: "UA", .flight: "920"])
        #expect(results.first?.addressComponents == nil)
    }
}
