import Foundation
import Tapestry
import Testing

/// Rectangle tests that never trap, whatever the values (Foundation's trap on Linux for an infinite side).
@Suite struct CGRectNonTrappingTests {
    @Test func infiniteAndNaNRectanglesAnswerWithoutTrapping() {
        let wide = CGRect(x: 10, y: 10, width: CGFloat.infinity, height: 10)
        let broken = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        let plain = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(wide.nonTrappingContains(CGPoint(x: 500, y: 15)))
        #expect(!wide.nonTrappingContains(CGPoint(x: 5, y: 15)))
        #expect(!broken.nonTrappingContains(CGPoint(x: 5, y: 5)))
        #expect(wide.nonTrappingIntersects(plain))
        #expect(wide.nonTrappingIntersection(plain) == CGRect(x: 10, y: 10, width: 90, height: 10))
        #expect(broken.nonTrappingIntersection(plain).isNull)
        #expect(!CGRect.null.nonTrappingIntersects(plain))
    }

    @Test func theyAgreeWithFoundationOnFiniteRectangles() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<2_000 {
            func value() -> CGFloat { CGFloat(Int.random(in: -50...50, using: &random)) }
            let a = CGRect(x: value(), y: value(), width: value(), height: value())
            let b = CGRect(x: value(), y: value(), width: value(), height: value())
            let p = CGPoint(x: value(), y: value())
            #expect(a.nonTrappingContains(p) == a.contains(p), "\(a) \(p)")
            #expect(a.nonTrappingIntersects(b) == a.intersects(b), "\(a) \(b)")
            #expect(a.nonTrappingIntersection(b).isNull == a.intersection(b).isNull, "\(a) \(b)")
            if !a.intersection(b).isNull { #expect(a.nonTrappingIntersection(b) == a.intersection(b)) }
        }
    }
}
