import Foundation
import Tapestry
import Testing

/// Core Graphics' path painting, shadows and antialiasing on a context, checked through the calls its
/// backend receives.
@MainActor
@Suite struct CGContextDrawingTests {
    @Test func drawPathPaintsAsTheModeSaysAndClearsThePath() {
        let backend = RecordingBackend()
        let context = CGContext(backend: backend)
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(context.path != nil)
        context.drawPath(using: .eoFillStroke)
        #expect(backend.calls == ["fill 10.0x4.0 evenOdd red 0.0 alpha 1.0", "stroke width 1.0 dashes [] phase 0.0"])
        #expect(context.path == nil && context.isPathEmpty)
        context.addRect(CGRect(x: 0, y: 0, width: 3, height: 3))
        context.beginPath()
        #expect(context.isPathEmpty)
    }

    @Test func lineSegmentsAreStrokedInPairsLeavingThePathAlone() {
        let backend = RecordingBackend()
        let context = CGContext(backend: backend)
        context.move(to: CGPoint(x: 1, y: 1))
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 3)])
        #expect(backend.calls == ["stroke width 1.0 dashes [] phase 0.0"])
        #expect(context.currentPointOfPath == CGPoint(x: 1, y: 1))
    }

    @Test func theStrokedPathReplacesThePath() {
        let context = CGContext(backend: RecordingBackend())
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 0, y: 10))
        context.addLine(to: CGPoint(x: 20, y: 10))
        context.replacePathWithStrokedPath()
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 8, width: 20, height: 4))
    }

    @Test func shadowsComeFirstUntilTheStateIsRestored() {
        let backend = RecordingBackend()
        let context = CGContext(backend: backend)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 2, height: 3), blur: 4)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.setShadow(offset: CGSize(width: 1, height: 1), blur: 0, color: nil)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(backend.calls.filter { $0.hasPrefix("shadow") } == ["shadow 2.0,3.0 blur 4.0"])
        #expect(backend.calls.firstIndex(of: "shadow 2.0,3.0 blur 4.0") == 1, "the shadow before its shape")
    }

    @Test func antialiasingNeedsBothFlagsAndGradientsGoToTheBackend() throws {
        let backend = RecordingBackend()
        let context = CGContext(backend: backend)
        context.setAllowsAntialiasing(false)
        context.setShouldAntialias(true)
        context.setAllowsAntialiasing(true)
        let colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: colors, locations: nil))
        context.drawLinearGradient(
            gradient, start: .zero, end: CGPoint(x: 0, y: 10), options: [.drawsBeforeStartLocation])
        #expect(
            backend.calls == ["antialias false", "antialias false", "antialias true", "gradient 2 stops options 1"])
    }
}
