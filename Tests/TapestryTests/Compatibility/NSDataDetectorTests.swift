import Foundation
import Testing

@testable import Tapestry

/// NSDataDetector's matching methods and NSTextCheckingResult's detection results, as Apple's Foundation has them.
@Suite struct NSDataDetectorTests {

    @Test func theMatchingMethodsShareOneOrderAndHonourTheRangeAndOptions() throws {
        let detector = try NSDataDetector(types: DataDetection.link.rawValue | DataDetection.phoneNumber.rawValue)
        let text = "apple.com 555-0123-45 swift.org"
        let whole = NSRange(location: 0, length: (text as NSString).length)
        #expect(detector.numberOfMatches(in: text, range: whole) == 3)
        #expect(detector.firstMatch(in: text, range: whole)?.url?.absoluteString == "http://apple.com")
        #expect(detector.rangeOfFirstMatch(in: text, range: NSRange(location: 10, length: 21)).location == 10)
        #expect(detector.matches(in: text, options: .anchored, range: NSRange(location: 9, length: 22)).isEmpty)
        var calls: [NSRegularExpression.MatchingFlags] = []
        detector.enumerateMatches(in: text, options: .reportCompletion, range: whole) { result, flags, stop in
            calls.append(flags)
            if result?.resultType == DataDetection.phoneNumber { stop.pointee = true }
        }
        #expect(calls.count == 2, "stopped at the phone number, so no completion call")
        calls = []
        detector.enumerateMatches(in: text, options: .reportCompletion, range: whole) { _, flags, _ in
            calls.append(flags)
        }
        #expect(calls.count == 4 && calls.last?.contains(.completed) == true)
        #expect(detector.checkingTypes == DataDetection.link.rawValue | DataDetection.phoneNumber.rawValue)
    }

    @Test func typesItCannotDetectAreLeftOutAndNoDetectableTypeIsAnError() throws {
        let spelling = NSTextCheckingResult.CheckingType(rawValue: 1 << 2)
        #expect(throws: NSError.self) { try NSDataDetector(types: spelling.rawValue) }
        let everything = try NSDataDetector(types: NSTextCheckingAllTypes)
        let text = "swift.org on 2026-03-04"
        let results = everything.matches(in: text, range: NSRange(location: 0, length: 23))
        #expect(results.map(\.resultType) == [DataDetection.link, DataDetection.date])
        #expect(
            try NSDataDetector(types: spelling.rawValue | DataDetection.link.rawValue).checkingTypes & spelling.rawValue
                != 0)
    }

    @Test func resultsMadeByHandReadAsDetectedOnesAndSurviveArchiving() throws {
        let range = NSRange(location: 2, length: 5)
        let made = NSTextCheckingResult.linkCheckingResult(range: range, url: URL(string: "https://swift.org")!)
        #expect(made.resultType == DataDetection.link && made.range == range && made.numberOfRanges == 1)
        #expect(made.url?.host == "swift.org" && made.phoneNumber == nil && made.date == nil)
        let phoneResult = NSTextCheckingResult.phoneNumberCheckingResult(range: range, phoneNumber: "555-0123")
        #expect(phoneResult.phoneNumber == "555-0123" && phoneResult.url == nil)
        let moment = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let zone = try #require(TimeZone(identifier: "Europe/Paris"))
        let dated = NSTextCheckingResult.dateCheckingResult(range: range, date: moment, timeZone: zone, duration: 3600)
        #expect(dated.date == moment && dated.timeZone == zone && dated.duration == 3600)
        let place = NSTextCheckingResult.addressCheckingResult(range: range, components: [.city: "Lyon"])
        #expect(place.addressComponents == [.city: "Lyon"] && place.resultType == DataDetection.address)

        let archived = try NSKeyedArchiver.archivedData(withRootObject: dated, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archived)
        unarchiver.requiresSecureCoding = false
        let back = try #require(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? NSTextCheckingResult)
        #expect(
            back.resultType == DataDetection.date && back.range == range && back.date == moment && back.timeZone == zone
        )
        #expect(back.duration == 3600)
    }
}
