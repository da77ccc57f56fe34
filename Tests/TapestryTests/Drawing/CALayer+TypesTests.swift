import Foundation
import Testing

@_spi(Rendering) @testable import Tapestry

/// A delegate that gives a layer its content in `display(_:)`.
private final class ContentsDelegate: NSObject, CALayerDelegate {
    func display(_ layer: CALayer) { layer.contents = UIImage() }
}

/// A delegate that implements only `draw(_:in:)` (the content is left to drawing).
private final class DrawingDelegate: NSObject, CALayerDelegate {
    var drawn = 0
    func draw(_ layer: CALayer, in ctx: CGContext) { drawn += 1 }
}

/// Core Animation's small types beside `CALayer` (CALayer+Types): contents gravity, the delegate's defaults, the
/// corner mask, contents filters and a shadow's extent.
@MainActor
@Suite struct CALayerTypesTests {
    @Test func contentsGravityMapsToTheViewContentModeThatDrawsTheSame() {
        let pairs: [(CALayerContentsGravity, UIViewContentMode)] = [
            (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right),
            (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight),
            (.resize, .scaleToFill), (.resizeAspect, .scaleAspectFit), (.resizeAspectFill, .scaleAspectFill),
        ]
        for (gravity, mode) in pairs { #expect(gravity.contentMode == mode, "\(gravity.rawValue)") }
        #expect(CALayerContentsGravity(rawValue: "sideways").contentMode == .scaleToFill, "unknown: resize")
        #expect(CALayerContentsGravity.resizeAspect.rawValue == "resizeAspect", "Core Animation's string values")
    }

    /// UIKit's corner bits, in Core Animation's order; an option set of them, `maskedCorners` all four by default.
    @Test func theCornerMaskHasCoreAnimationsBits() {
        #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1 && CACornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4 && CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(top.rawValue == 3 && !top.contains(.layerMinXMaxYCorner))
        #expect(CALayer().maskedCorners.rawValue == 15)
    }

    @Test func contentsFiltersAreNamedAsInCoreAnimation() {
        #expect(CALayerContentsFilter.linear.rawValue == "linear")
        #expect(CALayerContentsFilter.nearest.rawValue == "nearest")
        #expect(CALayerContentsFilter.trilinear.rawValue == "trilinear")
        #expect(CALayer().magnificationFilter == .linear)
    }

    /// A delegate's `display(_:)` that gives the content keeps the layer from drawing; one that does not
    /// implement it (the protocol's default) leaves the content to `draw(in:)`, which asks the delegate's `draw`.
    @Test func aDelegateThatDoesNotImplementDisplayLeavesTheContentToDrawing() {
        let layer = CALayer()
        let giving = ContentsDelegate()
        layer.delegate = giving
        layer._display()
        #expect(!layer.displayDraws && layer.contents != nil)
        let layer2 = CALayer()
        let drawing = DrawingDelegate()
        layer2.delegate = drawing
        layer2._display()
        #expect(layer2.displayDraws, "the default display(_:) declines")
        let context = CGContext(backend: RecordingBackend())
        layer2.draw(in: context)
        #expect(drawing.drawn == 1)
        #expect(drawing.action(for: layer2, forKey: "position") == nil, "no action by default")
    }

    /// A shadow reaches past its path (or the rectangle) by twice its radius and a pixel's margin, moved by its
    /// offset: what the renderer redraws around a shadowed layer.
    @Test func aShadowsExtentIsItsOffsetRectangleGrownByItsBlur() {
        let layer = CALayer()
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 3, height: -2)
        let rect = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(layer.shadowExtent(of: rect) == CGRect(x: 3, y: -2, width: 40, height: 40))
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        #expect(layer.shadowExtent(of: rect) == CGRect(x: -7, y: -12, width: 25, height: 25))
    }
}
