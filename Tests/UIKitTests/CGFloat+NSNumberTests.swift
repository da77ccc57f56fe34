import Testing
import UIKit

/// CGFloat bridges to NSNumber as on Apple's platforms.
struct CGFloatNSNumberTests {
    @Test func aCGFloatBoxesAndUnboxesThroughNSNumber() {
        let width: CGFloat = 42.5
        let number = width as NSNumber
        #expect(number.doubleValue == 42.5)
        #expect(CGFloat(truncating: number) == 42.5)
        #expect(CGFloat(truncating: NSNumber(value: 7)) == 7)
        let boxed: Any = NSNumber(value: 3.25)
        #expect(boxed as? CGFloat == 3.25)
        let any: Any = width
        #expect((any as? NSNumber)?.doubleValue == 42.5)
        let array = [CGFloat(1), 2.5] as NSArray
        #expect((array[1] as? NSNumber)?.doubleValue == 2.5)
        #expect(array as? [CGFloat] == [1, 2.5])
    }
}
