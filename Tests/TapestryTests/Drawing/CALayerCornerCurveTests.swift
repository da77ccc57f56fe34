import Foundation
import Testing

@testable import Tapestry

/// Corner curves by name, and the four radii a corner configuration resolves to.
@MainActor
@Suite struct CALayerCornerCurveTests {
    @Test func curvesAreNamedAsCoreAnimationNamesThem() {
        #expect(CALayerCornerCurve.circular.rawValue == "circular")
        #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
        #expect(CALayerCornerCurve(rawValue: "continuous") == .continuous)
        let layer = CALayer()
        #expect(layer.cornerCurve == .circular, "Core Animation's default")
        // A continuous corner reaches farther along its edges than a circular one of the same radius.
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) > 1.5)
    }

    @Test func eachCornerAnswersItsOwnRadius() {
        let radii = CornerRadii(topLeft: 1, topRight: 2, bottomLeft: 3, bottomRight: 4)
        #expect(radii.radius(at: .layerMinXMinYCorner) == 1)
        #expect(radii.radius(at: .layerMaxXMinYCorner) == 2)
        #expect(radii.radius(at: .layerMinXMaxYCorner) == 3)
        #expect(radii.radius(at: .layerMaxXMaxYCorner) == 4)
        #expect(radii.largest == 4)
        #expect(CornerRadii(topLeft: 9, topRight: 2, bottomLeft: 3, bottomRight: 4).largest == 9)
    }
}
