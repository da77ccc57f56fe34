import Foundation
import Tapestry
import Testing

/// A transform layer groups its sublayers: hit-testing finds them, never the group itself.
@Suite struct CATransformLayerTests {
    @Test func onlyItsSublayersAreHit() {
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        group.addSublayer(child)
        #expect(group.hitTest(CGPoint(x: 15, y: 15)) === child)
        #expect(group.hitTest(CGPoint(x: 80, y: 80)) == nil)
        #expect(group.hitTest(CGPoint(x: 500, y: 5)) == nil)
    }
}
