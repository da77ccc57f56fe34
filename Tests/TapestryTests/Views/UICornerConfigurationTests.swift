import Foundation
import Testing

@testable import Tapestry

/// UIKit 26 corner configurations as values: edge groups sharing their radii, and their descriptions (how a view
/// resolves them is in UIView+CornerConfigurationTests).
@MainActor
@Suite struct UICornerConfigurationTests {
    @Test func theEdgeGroupsShareTheirRadii() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.cornerConfiguration = .uniformEdges(topRadius: 8, bottomRadius: 16)
        #expect(view.effectiveRadius(corner: .topRight) == 8 && view.effectiveRadius(corner: .bottomLeft) == 16)
        view.cornerConfiguration = .uniformEdges(leftRadius: 5, rightRadius: 9)
        #expect(view.effectiveRadius(corner: .bottomLeft) == 5 && view.effectiveRadius(corner: .topRight) == 9)
        view.cornerConfiguration = .uniformRightRadius(10, topLeftRadius: 3)
        #expect(view.effectiveRadius(corner: .topLeft) == 3 && view.effectiveRadius(corner: .bottomLeft) == 0)
        view.cornerConfiguration = .uniformBottomRadius(7)
        #expect(view.effectiveRadius(corner: .topLeft) == 0 && view.effectiveRadius(corner: .bottomRight) == 7)
        view.cornerConfiguration = .uniformLeftRadius(6, bottomRightRadius: 1)
        #expect(view.effectiveRadius(corner: .topLeft) == 6 && view.effectiveRadius(corner: .bottomRight) == 1)
    }

    @Test func configurationsDescribeThemselves() {
        #expect(UICornerConfiguration.capsule().description == "capsule")
        #expect(UICornerConfiguration.capsule(maximumRadius: 12).description == "capsule(maximumRadius: 12.0)")
        #expect(
            UICornerConfiguration.uniformTopRadius(.containerConcentric(minimum: 4)).description
                == "corners(topLeft+topRight: containerConcentric(minimum: 4.0))")
        #expect(UICornerRadius.fixed(8).description == "fixed(8.0)")
        #expect(UICornerConfiguration.corners(radius: 3) == .corners(radius: .fixed(3)))
    }
}
