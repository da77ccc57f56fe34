import CoreImage
@_spi(Rendering) import Tapestry
import Testing

/// A Core Image blend filter set as a layer's compositing filter names the layer's blend.
@Suite struct CIFilterCompositingTests {
    @Test func aBlendFilterIsALayersCompositingFilter() throws {
        let layer = CALayer()
        layer.compositingFilter = try #require(CIFilter(name: "CIMultiplyBlendMode"))
        #expect(layer.compositingBlendMode == .multiply)
        layer.compositingFilter = CIFilter.screenBlendMode()
        #expect(layer.compositingBlendMode == .screen)
        layer.compositingFilter = try #require(CIFilter(name: "CIGaussianBlur"))
        #expect(layer.compositingBlendMode == nil)
    }
}
