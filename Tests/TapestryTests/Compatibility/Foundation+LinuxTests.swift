import Foundation
import Tapestry
import Testing

/// The pieces of Apple's Foundation and Dispatch UIKit code uses that Linux's lack.
@Suite struct FoundationLinuxTests {
    @Test func theTimeConstantsAreDispatchs() {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        #expect(USEC_PER_SEC == 1_000_000)
        let later = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(later > DispatchTime.now())
    }

    @Test func aFormattedAppend() {
        let text = NSMutableString(string: "Total:")
        text.appendFormat(" %d items, %.1f%%", 3, 42.5)
        #expect(text as String == "Total: 3 items, 42.5%")
    }
}
