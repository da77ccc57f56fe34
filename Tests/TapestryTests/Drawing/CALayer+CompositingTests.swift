import Foundation
import Testing

@_spi(Rendering) @testable import Tapestry

/// A layer's compositing filter, by Core Animation's name or as a named filter object, gives the blend mode the
/// renderer composites it with.
@Suite struct CALayerCompositingTests {
    final class NamedFilter: CompositingFilterNaming {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func namesGiveTheirBlendModes() {
        let layer = CALayer()
        #expect(layer.compositingFilter == nil)
        #expect(layer.compositingBlendMode == nil)
        let cases: [(Any, CGBlendMode?)] = [
            ("multiplyBlendMode", .multiply), ("screenBlendMode", .screen), ("luminosityBlendMode", .luminosity),
            ("additionCompositing", .plusLighter), (NamedFilter("CIOverlayBlendMode"), .overlay),
            (NamedFilter("CIColorBurnBlendMode"), .colorBurn), ("gaussianBlur", nil),
            (NamedFilter("CIGaussianBlur"), nil),
            (42, nil),
        ]
        for (filter, mode) in cases {
            layer.compositingFilter = filter
            #expect(layer.compositingBlendMode == mode, "\(filter)")
        }
        layer.compositingFilter = "darkenBlendMode"
        #expect(layer.value(forKey: "compositingFilter") as? String == "darkenBlendMode")
        layer.compositingFilter = nil
        #expect(layer.compositingBlendMode == nil)
    }
}
