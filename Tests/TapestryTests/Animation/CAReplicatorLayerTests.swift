import Foundation
import Testing

@_spi(Rendering) @testable import Tapestry

/// A replicator's copies: each moved once more by the instance transform, about the layer's centre.
@MainActor
@Suite struct CAReplicatorLayerTests {
    @Test func eachCopyIsTheStepAppliedOnceMoreAboutTheCentre() {
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(replicator.instanceTransforms == [.identity], "one copy by default")
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        #expect(replicator.instanceTransforms.map { CGPoint.zero.applying($0).x } == [0, 10, 20])
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let corner = CGPoint(x: 100, y: 50).applying(replicator.instanceTransforms[1])
        #expect(abs(corner.x - 50) < 1e-9 && abs(corner.y - 100) < 1e-9, "a quarter turn about (50, 50): \(corner)")
        replicator.instanceCount = 0
        #expect(replicator.instanceTransforms.isEmpty)
        replicator.instanceCount = 5
        replicator.instanceDelay = 0.1
        let copy = CAReplicatorLayer(layer: replicator)
        #expect(copy.instanceCount == 5 && copy.instanceDelay == 0.1)
    }
}
