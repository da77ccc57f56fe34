import Foundation
import Tapestry
import TapestryCairo
import Testing

/// A layer class with a key of its own that needs display: animated, it is drawn from its presentation
/// layer each frame, as Core Animation draws custom progress layers.
final class BarLayer: CALayer {
    /// What an `@NSManaged` property becomes in a port: stored under the layer's key.
    var fraction: CGFloat {
        get { value(forKey: "fraction") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "fraction") }
    }
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "fraction" || super.needsDisplay(forKey: key)
    }
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height))
    }
}

/// A view backed by the bar layer: the layer class's `draw(in:)` draws the view.
@MainActor
final class BarView: UIView {
    override class var layerClass: AnyClass { BarLayer.self }
}

@MainActor
@Suite struct ViewRendererCustomKeysTests {
    private func animateFraction(of layer: CALayer) {
        let animation = CABasicAnimation(keyPath: "fraction")
        animation.fromValue = CGFloat(0)
        animation.toValue = CGFloat(1)
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "fraction")
    }

    @Test func aStandaloneLayerIsDrawnFromItsPresentationEachFrame() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let bar = BarLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        stage.root.layer.addSublayer(bar)
        bar.fraction = 1
        bar.setNeedsDisplay()
        _ = stage.frame()
        animateFraction(of: bar)
        let quarter = stage.frame(after: 0.25)
        #expect(quarter.pixel(x: 20, y: 5).r == 255 && quarter.pixel(x: 20, y: 5).g == 0)
        #expect(quarter.pixel(x: 30, y: 5).g == 255, "past a quarter: not drawn yet")
        let half = stage.frame(after: 0.25)
        #expect(half.pixel(x: 45, y: 5).g == 0 && half.pixel(x: 55, y: 5).g == 255)
        let done = stage.frame(after: 0.6)
        #expect(done.pixel(x: 95, y: 5).g == 0, "the model's whole bar once the animation ended")
        #expect(bar.animation(forKey: "fraction") == nil)
    }

    @Test func aViewBackedByTheLayerClassIsDrawnByItToo() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let view = BarView(frame: CGRect(x: 0, y: 20, width: 100, height: 10))
        stage.root.addSubview(view)
        (view.layer as! BarLayer).fraction = 0.3
        view.setNeedsDisplay()
        let still = stage.frame()
        #expect(still.pixel(x: 25, y: 25).g == 0 && still.pixel(x: 35, y: 25).g == 255)
        animateFraction(of: view.layer)
        let later = stage.frame(after: 0.8)
        #expect(later.pixel(x: 75, y: 25).g == 0 && later.pixel(x: 85, y: 25).g == 255)
    }
}
