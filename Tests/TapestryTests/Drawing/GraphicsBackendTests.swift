import Foundation
import Testing

@testable import Tapestry

/// What a context's backend is given (GraphicsBackend): Core Graphics' blend modes with their raw values, the
/// stroke defaults a new context has, and a text style's defaults.
@MainActor
@Suite struct GraphicsBackendTests {
    @Test func blendModesHaveCoreGraphicsRawValues() {
        #expect(CGBlendMode.normal.rawValue == 0 && CGBlendMode.multiply.rawValue == 1)
        #expect(CGBlendMode.luminosity.rawValue == 15 && CGBlendMode.clear.rawValue == 16)
        #expect(CGBlendMode.copy.rawValue == 17 && CGBlendMode.sourceIn.rawValue == 18)
        #expect(CGBlendMode.destinationAtop.rawValue == 24 && CGBlendMode.xor.rawValue == 25)
        #expect(CGBlendMode.plusLighter.rawValue == 27)
    }

    /// A stroke starts as Core Graphics' does: one point wide, butt caps, miter joins with limit 10, no dash.
    @Test func strokeAndTextStylesHaveCoreGraphicsDefaults() {
        let stroke = StrokeStyle()
        #expect(stroke.lineWidth == 1 && stroke.lineCap == .butt && stroke.lineJoin == .miter)
        #expect(stroke.miterLimit == 10 && stroke.dashLengths.isEmpty && stroke.dashPhase == 0)
        var dashed = stroke
        dashed.dashLengths = [4, 2]
        #expect(dashed != stroke)
        let text = TextStyle(font: .systemFont(ofSize: 12), color: UIColor.black.cgColor)
        #expect(text.alignment == .natural && text.lineBreakMode == .byWordWrapping && text.numberOfLines == 0)
    }

    /// A context hands its stroke state to the backend with the path: the width and the dash it was given.
    @Test func aContextStrokesThroughItsBackendWithItsState() {
        let backend = RecordingBackend()
        let context = CGContext(backend: backend)
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.setLineDash(phase: 1, lengths: [5, 5])
        context.setAlpha(0.5)
        context.setBlendMode(.multiply)
        context.setStrokeColor(UIColor.red.cgColor)
        context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(backend.calls.last == "stroke width 3.0 dashes [5.0, 5.0] phase 1.0")
    }
}
