import Foundation
import Tapestry
import Testing

/// UIKit's geometry strings ("{x, y}", "{{x, y}, {w, h}}"): written as UIKit writes them and read back, leniently.
@Suite struct NSCoderGeometryTests {
    @Test func valuesGoToStringsAndBack() {
        let rect = CGRect(x: 1.5, y: -2, width: 30, height: 40)
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: rect) == "{{1.5, -2}, {30, 40}}")
        #expect(NSCoder.cgRect(for: NSCoder.string(for: rect)) == rect)
        #expect(NSCoder.cgSize(for: "{3, 4}") == CGSize(width: 3, height: 4))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSCoder.uiEdgeInsets(for: NSCoder.string(for: insets)) == insets)
    }

    /// Missing numbers read as zero, as UIKit reads such strings.
    @Test func missingNumbersReadAsZero() {
        #expect(NSCoder.cgPoint(for: "{7}") == CGPoint(x: 7, y: 0))
        #expect(NSCoder.cgRect(for: "nonsense") == .zero)
    }
}
