import Foundation
import Testing

@testable import Tapestry

@Suite struct CGGeometryComparingTests {
    @Test func equalToComparesAsCoreGraphicsDoes() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
        #expect(CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(.zero))
    }

    @Test func pathsAreEqualWhenTheirElementsAre() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        let b = CGMutablePath()
        b.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(a == b)
        b.addLine(to: CGPoint(x: 9, y: 9))
        #expect(a != b)
    }
}
