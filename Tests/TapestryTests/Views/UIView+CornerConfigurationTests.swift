import Foundation
import Testing

@testable import Tapestry

/// A view's corner configuration resolved for its size and place: fixed radii on its layer, capsules that
/// follow its size, and concentric corners that follow the nearest container's, through views without one.
@MainActor
@Suite struct UIViewCornerConfigurationTests {
    @Test func fixedRadiiGoToTheirCornersAndTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(view.cornerConfiguration == view.cornerConfiguration && view.effectiveRadius(corner: .allCorners) == 0)
        view.cornerConfiguration = .corners(
            topLeftRadius: .fixed(10), topRightRadius: 20, bottomLeftRadius: nil, bottomRightRadius: .fixed(4))
        #expect(view.effectiveRadius(corner: .topLeft) == 10)
        #expect(view.effectiveRadius(corner: .topRight) == 20)
        #expect(view.effectiveRadius(corner: .bottomLeft) == 0)
        #expect(view.effectiveRadius(corner: [.topLeft, .bottomRight]) == 10)
        #expect(view.effectiveRadius(corner: .allCorners) == 20)
        #expect(view.layer.cornerRadius == 20)
        #expect(view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner])
        #expect(view.layer.cornerRadii == CornerRadii(topLeft: 10, topRight: 20, bottomLeft: 0, bottomRight: 4))
        // One radius everywhere needs no per-corner radii: the layer's own corner radius draws it.
        view.cornerConfiguration = .corners(radius: .fixed(12))
        #expect(view.layer.cornerRadius == 12 && view.layer.cornerRadii == nil)
        #expect(view.layer.maskedCorners.contains([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]))
    }

    @Test func aCapsuleFollowsTheSizeUpToItsMaximum() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        view.cornerConfiguration = .capsule()
        #expect(view.effectiveRadius(corner: .topLeft) == 20 && view.layer.cornerRadius == 20)
        view.frame.size.height = 30
        #expect(view.layer.cornerRadius == 15)
        view.cornerConfiguration = .capsule(maximumRadius: 12)
        #expect(view.effectiveRadius(corner: .bottomRight) == 12)
        // A radius never passes half the shorter side.
        view.cornerConfiguration = .uniformCorners(radius: 100)
        #expect(view.effectiveRadius(corner: .topLeft) == 15)
    }

    @Test func concentricCornersAreTheContainersRadiusLessTheInset() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.cornerConfiguration = .corners(radius: 30)
        let card = UIView(frame: CGRect(x: 8, y: 12, width: 184, height: 100))
        container.addSubview(card)
        card.cornerConfiguration = .corners(radius: .containerConcentric())
        // Top left: 30 less the larger inset (12); top right likewise; the bottom corners are 88 from the
        // container's bottom edge, so they come out square.
        #expect(card.effectiveRadius(corner: .topLeft) == 18)
        #expect(card.effectiveRadius(corner: .topRight) == 18)
        #expect(card.effectiveRadius(corner: .bottomLeft) == 0)
        // With a minimum, no corner goes below it.
        card.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 6))
        #expect(card.effectiveRadius(corner: .bottomRight) == 6)
        // Uniform corners take the largest of what each corner resolves to.
        card.cornerConfiguration = .uniformCorners(radius: .containerConcentric())
        #expect(card.effectiveRadius(corner: .bottomLeft) == 18)
        // Moving the card, or changing the container's corners, re-resolves.
        card.cornerConfiguration = .corners(radius: .containerConcentric())
        card.frame.origin.y = 4
        #expect(card.effectiveRadius(corner: .topLeft) == 22)
        container.cornerConfiguration = .corners(radius: 40)
        #expect(card.effectiveRadius(corner: .topLeft) == 32)
        // Without a container there is nothing to be concentric with: the minimum, or square.
        card.removeFromSuperview()
        #expect(card.effectiveRadius(corner: .topLeft) == 0)
    }

    @Test func aConcentricViewDeeperInFollowsThroughViewsWithoutAConfiguration() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.cornerConfiguration = .uniformCorners(radius: 24)
        let plain = UIView(frame: CGRect(x: 4, y: 4, width: 192, height: 192))
        container.addSubview(plain)
        let inner = UIView(frame: CGRect(x: 6, y: 6, width: 100, height: 100))
        plain.addSubview(inner)
        inner.cornerConfiguration = .uniformTopRadius(.containerConcentric(), bottomLeftRadius: 2)
        #expect(inner.effectiveRadius(corner: .topLeft) == 14)  // 24 less 10
        #expect(inner.effectiveRadius(corner: .bottomLeft) == 2 && inner.effectiveRadius(corner: .bottomRight) == 0)
        container.cornerConfiguration = .uniformCorners(radius: 30)
        // The top right corner is 96 from the container's right edge (square on its own), but the top corners are
        // one group and share the larger radius.
        #expect(inner.effectiveRadius(corner: .topLeft) == 20 && inner.effectiveRadius(corner: .topRight) == 20)
        inner.cornerConfiguration = .corners(radius: .containerConcentric())
        #expect(inner.effectiveRadius(corner: .topRight) == 0 && inner.effectiveRadius(corner: .topLeft) == 20)
    }
}
