import Foundation
import Tapestry
import Testing

/// Geometry's debug descriptions, as Apple's Core Graphics overlay writes them.
@Suite struct CGGeometryDebugDescriptionTests {
    @Test func componentsInParentheses() {
        #expect(CGPoint(x: 1, y: -2.5).debugDescription == "(1.0, -2.5)")
        #expect(CGSize(width: 320, height: 44).debugDescription == "(320.0, 44.0)")
        #expect(CGRect(x: 0, y: 8, width: 100, height: 50.5).debugDescription == "(0.0, 8.0, 100.0, 50.5)")
        #expect(CGVector(dx: 0, dy: 9.8).debugDescription == "(0.0, 9.8)")
        #expect(String(reflecting: CGSize(width: 1, height: 2)) == "(1.0, 2.0)")
    }
}
