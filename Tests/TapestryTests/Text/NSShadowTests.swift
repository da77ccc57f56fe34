import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct NSShadowTests {
    @Test func theDefaultsAreUIKits() {
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == CGSize(width: 0, height: -3))
        #expect(shadow.shadowBlurRadius == 0)
        #expect(shadow.shadowColor == nil)
        shadow.shadowBlurRadius = -4
        #expect(shadow.shadowBlurRadius == 0, "a negative blur is none")
    }

    @Test func copiesAreEqualUntilChanged() {
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.blue
        shadow.shadowBlurRadius = 3
        let copy = shadow.copy() as! NSShadow
        #expect(copy.isEqual(shadow) && copy !== shadow)
        copy.shadowOffset = CGSize(width: 2, height: 2)
        #expect(!copy.isEqual(shadow))
    }

    @Test func anAttributedStringsShadowReachesTheStyledText() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowBlurRadius = 4
        shadow.shadowColor = UIColor.red.cgColor
        let text = NSMutableAttributedString(string: "ab")
        text.addAttribute(.shadow, value: shadow, range: NSRange(location: 1, length: 1))
        let styled = StyledText(text)
        #expect(styled.hasShadows)
        #expect(styled.runs.first?.shadow == nil)
        let cast = try #require(styled.runs.last?.shadow)
        #expect(cast.dx == 1 && cast.dy == 2 && cast.blurRadius == 4 && cast.color == UIColor.red.cgColor)
    }
}
