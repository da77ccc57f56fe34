import Foundation
import Testing

@testable import Tapestry

/// Core Foundation's absolute time (CFAbsoluteTime): seconds since 1 January 2001, as Foundation's reference date
/// counts them.
@Suite struct CFAbsoluteTimeTests {
    @Test func absoluteTimeCountsFrom2001() {
        let now = CFAbsoluteTimeGetCurrent()
        #expect(abs(now - Date().timeIntervalSinceReferenceDate) < 5)
    }

    @Test func theTypesAreFoundationsNumbers() {
        let time: CFAbsoluteTime = 1.5
        let integer: NSInteger = -3
        let unsigned: NSUInteger = 3
        #expect(time + Double(integer) == -1.5 && Int(unsigned) == -integer)
        let before = CFAbsoluteTimeGetCurrent()
        let after = CFAbsoluteTimeGetCurrent()
        #expect(after >= before, "it does not run backwards between two reads")
        #expect(before > 7.5e8, "a clock past 2024: over 750 million seconds since 2001")
    }
}
