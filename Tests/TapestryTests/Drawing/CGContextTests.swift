import Foundation
import Tapestry
import Testing

/// A graphics backend that records what a context asks of it, so the context's own logic can be checked
/// without Cairo. Not main-actor isolated, as a backend of a `CGContext` (which Core Graphics does not isolate).
final class RecordingBackend: GraphicsBackend {
    var calls: [String] = []
    var transform = CGAffineTransform.identity
    private var saved: [CGAffineTransform] = []
    func saveState() {
        saved.append(transform)
        calls.append("save")
    }
    func restoreState() {
        transform = saved.popLast() ?? .identity
        calls.append("restore")
    }
    func concatenate(_ t: CGAffineTransform) { transform = t.concatenating(transform) }
    var currentTransform: CGAffineTransform { transform }
    func clip(to path: CGPath, rule: CGPathFillRule) { calls.append("clip \(rule)") }
    var clipBoundingBox: CGRect { CGRect(x: 0, y: 0, width: 100, height: 100) }
    func fill(_ path: CGPath, rule: CGPathFillRule, color: CGColor, alpha: CGFloat, blendMode: CGBlendMode) {
        let box = path.boundingBox
        calls.append("fill \(box.width)x\(box.height) \(rule) red \(color.red) alpha \(alpha)")
    }
    func stroke(_ path: CGPath, style: StrokeStyle, color: CGColor, alpha: CGFloat, blendMode: CGBlendMode) {
        calls.append("stroke width \(style.lineWidth) dashes \(style.dashLengths) phase \(style.dashPhase)")
    }
    func beginTransparencyLayer(alpha: CGFloat) { calls.append("begin layer \(alpha)") }
    func endTransparencyLayer() { calls.append("end layer") }
    func drawText(_ text: String, in rect: CGRect, style: TextStyle, alpha: CGFloat) { calls.append("text \(text)") }
    func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat) { calls.append("image") }
    func drawShadow(of path: CGPath, offset: CGSize, blur: CGFloat, color: CGColor) {
        calls.append("shadow \(offset.width),\(offset.height) blur \(blur)")
    }
    func drawGradient(
        _ gradient: CGGradient, _ geometry: CGGradient.Geometry, options: CGGradientDrawingOptions, alpha: CGFloat,
        blendMode: CGBlendMode
    ) { calls.append("gradient \(gradient.stops.count) stops options \(options.rawValue)") }
    func setAntialiasing(_ on: Bool) { calls.append("antialias \(on)") }
    func clip(toMask image: UIImage, in rect: CGRect) { calls.append("mask \(rect.width)x\(rect.height)") }
    func makeImage() -> CGImage? { nil }
}

/// The drawing context: state saved and restored with the backend's, paths filled and stroked with it.
@MainActor
@Suite struct CGContextTests {
    @Test func stateIsSavedAndRestoredAndPathsGoToTheBackend() {
        let backend = RecordingBackend()
        let context = CGContext(backend: backend)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.setFillColor(gray: 0, alpha: 1)
        context.translateBy(x: 10, y: 0)
        #expect(context.ctm.tx == 10)
        context.restoreGState()
        #expect(context.ctm.tx == 0)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.setLineWidth(2)
        context.setLineDash(phase: 1, lengths: [5, 3])
        context.stroke(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(
            backend.calls == [
                "save", "restore", "fill 5.0x5.0 winding red 1.0 alpha 1.0",
                "stroke width 2.0 dashes [5.0, 3.0] phase 1.0",
            ])
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() !== context)
    }
}
