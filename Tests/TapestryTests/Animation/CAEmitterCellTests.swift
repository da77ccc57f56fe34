import Foundation
import Testing

@_spi(Rendering) @testable import Tapestry

/// An emitter cell's properties (CAEmitterCell): Core Animation's defaults, what its contents draw, and the
/// emitter layer's shape, mode and render-order names.
@MainActor
@Suite struct CAEmitterCellTests {
    /// A new cell emits nothing (birth rate and lifetime 0) at full scale with the whole image, as Core
    /// Animation's does.
    @Test func aNewCellHasCoreAnimationsDefaults() {
        let cell = CAEmitterCell()
        #expect(cell.isEnabled && cell.birthRate == 0 && cell.lifetime == 0)
        #expect(cell.scale == 1 && cell.scaleRange == 0 && cell.scaleSpeed == 0)
        #expect(cell.velocity == 0 && cell.emissionRange == 0 && cell.spin == 0)
        #expect(cell.color == nil && cell.alphaSpeed == 0 && cell.alphaRange == 0)
        #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && cell.contentsScale == 1)
        #expect(cell.minificationFilter == "linear" && cell.magnificationFilter == "linear")
        #expect(cell.contents == nil && cell.image == nil && cell.emitterCells == nil && cell.name == nil)
    }

    /// Contents given as a `UIImage` or as its `cgImage` draw the same image; anything else draws nothing.
    @Test func contentsAreAnImageOrACGImage() throws {
        let image = UIImage(bitmap: ImageBitmap(width: 2, height: 3, bytesPerRow: 8))
        let cell = CAEmitterCell()
        cell.contents = image
        #expect(cell.image === image)
        cell.contents = try #require(image.cgImage)
        #expect(cell.image === image, "the CGImage's own image")
        cell.contents = "sparkle"
        #expect(cell.image == nil)
    }

    @Test func cellsNestAndAreFoundByName() {
        let spark = CAEmitterCell()
        spark.name = "spark"
        let rocket = CAEmitterCell()
        rocket.emitterCells = [spark]
        let layer = CAEmitterLayer()
        layer.emitterCells = [rocket]
        #expect(layer.emitterCells?.first?.emitterCells?.first?.name == "spark")
    }

    @Test func emitterShapesModesAndRenderModesHaveCoreAnimationsNames() {
        #expect(
            [CAEmitterLayerEmitterShape.point, .line, .rectangle, .cuboid, .circle, .sphere].map(\.rawValue) == [
                "point", "line", "rectangle", "cuboid", "circle", "sphere",
            ])
        #expect(
            [CAEmitterLayerEmitterMode.points, .outline, .surface, .volume].map(\.rawValue) == [
                "points", "outline", "surface", "volume",
            ])
        #expect(
            [CAEmitterLayerRenderMode.unordered, .oldestFirst, .oldestLast, .backToFront, .additive].map(\.rawValue)
                == [
                    "unordered", "oldestFirst", "oldestLast", "backToFront", "additive",
                ])
        let layer = CAEmitterLayer()
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
    }
}
