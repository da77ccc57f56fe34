import Foundation
import Testing

@testable import Tapestry

/// A flipped layer places its sublayers from the bottom up, and reports which contents are drawn flipped.
@Suite struct CALayerFlippingTests {
    @Test func sublayersOfAFlippedLayerArePlacedFromTheBottom() {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        parent.addSublayer(child)
        #expect(parent.convert(CGPoint(x: 0, y: 0), from: child) == CGPoint(x: 10, y: 10))
        parent.isGeometryFlipped = true
        // The frame keeps its numbers; in the parent's drawing it now stands 10 points above the bottom edge.
        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(parent.convert(CGPoint(x: 0, y: 0), from: child) == CGPoint(x: 10, y: 70))
        #expect(parent.convert(CGPoint(x: 15, y: 75), to: child) == CGPoint(x: 5, y: 5))
        #expect(parent.hitTest(CGPoint(x: 15, y: 75)) === child)
        #expect(parent.hitTest(CGPoint(x: 15, y: 15)) === parent)
    }

    @Test func contentsAreFlippedUnderAnOddNumberOfFlippedLayers() {
        let outer = CALayer()
        let middle = CALayer()
        let inner = CALayer()
        outer.addSublayer(middle)
        middle.addSublayer(inner)
        #expect(!inner.contentsAreFlipped())
        inner.isGeometryFlipped = true
        #expect(inner.contentsAreFlipped())
        outer.isGeometryFlipped = true
        #expect(!inner.contentsAreFlipped())
        #expect(middle.contentsAreFlipped())
    }
}
