import Foundation
import Tapestry
import Testing

/// The damage region: a few pixel-aligned rectangles that cover what changed.
@Suite struct DamageRegionTests {
    @Test func rectanglesAreAlignedMergedAndBounded() {
        var region = DamageRegion()
        #expect(region.isEmpty)
        region.add(CGRect(x: 0.5, y: 0.5, width: 10, height: 10))
        #expect(region.rects == [CGRect(x: 0, y: 0, width: 11, height: 11)])
        region.add(CGRect(x: 2, y: 2, width: 3, height: 3))
        #expect(region.rects.count == 1, "a rectangle inside another adds nothing")
        #expect(region.covers(CGRect(x: 1, y: 1, width: 5, height: 5)))
        for i in 0..<20 { region.add(CGRect(x: i * 50, y: 100, width: 10, height: 10)) }
        #expect(region.rects.count <= region.maximumRectangles)
        for i in 0..<20 { #expect(region.intersects(CGRect(x: i * 50 + 2, y: 102, width: 2, height: 2))) }
        region.clip(to: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(region.boundingBox.maxY <= 50)
        region.removeAll()
        #expect(region.isEmpty)
    }
}
