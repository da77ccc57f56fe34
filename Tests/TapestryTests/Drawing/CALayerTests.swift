import Foundation
import Tapestry
import Testing

/// The layer mirrors its view: masks, opacity, background and geometry.
@MainActor
@Suite struct CALayerTests {
    @Test func drawingAsynchronouslyIsKept() {
        let layer = CALayer()
        #expect(!layer.drawsAsynchronously)
        layer.drawsAsynchronously = true
        #expect(layer.drawsAsynchronously)
    }

    @Test func theLayerIsTheViewSeenAsALayer() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        let layer = view.layer
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        layer.backgroundColor = UIColor.red.cgColor
        #expect(view.backgroundColor == .red)
        #expect(layer.frame == view.frame && layer.bounds == view.bounds)
        layer.cornerRadius = 8
        #expect(layer.cornerRadius == 8)
    }

    @Test func frameAndBoundsWithATransformAndAMovedAnchorPointAsCoreAnimationDerivesThem() {
        // Core Animation: frame = the bounding box of the bounds turned by the transform about the anchor point,
        // placed at the position.
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.frame == CGRect(x: 100, y: 25, width: 200, height: 150))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50), "the bounds do not change")
        // Setting the frame under a scale sizes the bounds to what the scale turns into the frame.
        layer.frame = CGRect(x: 10, y: 20, width: 80, height: 60)
        #expect(layer.bounds.size == CGSize(width: 40, height: 20))
        #expect(layer.position == CGPoint(x: 50, y: 50))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 80, height: 60))
        // A quarter turn swaps the frame's sides.
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let turned = layer.frame
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9)
        #expect(abs(turned.midX - 50) < 1e-9 && abs(turned.midY - 50) < 1e-9)
        // A moved anchor point: the position is where the anchor sits, the frame follows.
        let anchored = CALayer()
        anchored.anchorPoint = CGPoint(x: 0, y: 0)
        anchored.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        anchored.position = CGPoint(x: 200, y: 100)
        #expect(anchored.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
        anchored.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(anchored.frame == CGRect(x: 200, y: 100, width: 200, height: 100), "scaled about the top-left corner")
        anchored.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(anchored.position == .zero && anchored.bounds.size == CGSize(width: 25, height: 25))
        // A superlayer's sublayer transform is not part of the frame.
        let parent = CALayer()
        parent.sublayerTransform = CATransform3DMakeScale(3, 3, 1)
        parent.addSublayer(anchored)
        #expect(anchored.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func layersCompareByIdentity() {
        let a = CALayer(), b = CALayer()
        #expect(a == a)
        #expect(a != b)
        #expect([a, b].firstIndex(of: b) == 1)
        #expect(Set([a, a, b]).count == 2)
    }

    @Test func aLayerKeepsValuesUnderKeysOfItsOwnAndReadsItsAnimatableOnes() {
        let layer = CALayer()
        layer.setValue("card", forKey: "role")
        #expect(layer.value(forKey: "role") as? String == "card")
        layer.setValue(0.5 as Float, forKey: "opacity")
        #expect(layer.opacity == 0.5, "a known key sets the property")
        #expect(layer.value(forKey: "opacity") as? Double == 0.5 || layer.value(forKey: "opacity") as? CGFloat == 0.5)
        #expect(layer.value(forKey: "nothing") == nil)
    }

    @Test func aLayerSubclassWrittenAsForCoreAnimationIsCopiedThroughItsInitLayer() throws {
        UIApplication.replaceShared()
        let layer = ProgressLayer()
        layer.progress = 0.4
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        let copy = try #require(layer.presentation())
        #expect(copy.progress == 0.4 && copy.copiedThroughInitLayer && copy.bounds.width == 30)
        #expect(!layer.copiedThroughInitLayer)
        // A view backed by it makes it with init(), not from a blank layer its init(layer:) would reject.
        let view = ProgressView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let backing = try #require(view.layer as? ProgressLayer)
        #expect(!backing.copiedThroughInitLayer && backing.progress == 0)
    }

    /// `render(in:)` is an override point, reached through a `CALayer` reference; the default hands the layer to
    /// the context's backend, and a backend without a layer renderer (this recording one) draws nothing.
    @Test func renderInContextCanBeOverriddenAndAsksTheContextsBackend() {
        final class Marking: CALayer {
            var rendered = 0
            override func render(in ctx: CGContext) {
                rendered += 1
                ctx.fill(bounds)
                super.render(in: ctx)
            }
        }
        let backend = RecordingBackend()
        let context = CGContext(backend: backend)
        let layer: CALayer = Marking()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 3)
        layer.render(in: context)
        #expect((layer as? Marking)?.rendered == 1)
        #expect(backend.calls.count == 1 && backend.calls[0].hasPrefix("fill 4.0x3.0"), "\(backend.calls)")
    }

    @Test func displayAsksTheDelegateAndDisplayIfNeededRunsItOnce() {
        UIApplication.replaceShared()
        final class Giver: NSObject, CALayerDelegate {
            var calls = 0
            func display(_ layer: CALayer) {
                calls += 1
                layer.contents = UIImage(bitmap: ImageBitmap(width: 1, height: 1, bytesPerRow: 4)).cgImage
            }
        }
        let giver = Giver()
        let layer = CALayer()
        layer.delegate = giver
        layer.displayIfNeeded()
        #expect(giver.calls == 1 && layer.contents != nil && !layer.needsDisplay)
        layer.displayIfNeeded()
        #expect(giver.calls == 1, "not needed again")
        layer.setNeedsDisplay()
        layer.display()
        #expect(giver.calls == 2)
        // Without a display(_:) of the delegate's own, the content is left to draw(in:).
        final class Silent: NSObject, CALayerDelegate {}
        let silent = Silent()
        let drawn = CALayer()
        drawn.delegate = silent
        drawn.displayIfNeeded()
        #expect(drawn.needsDisplay, "left for the renderer to record draw(in:)")
    }
}

/// A progress layer as iOS code writes one: `override init(layer:)` copying its own property (the layer it is
/// given is always one of its class), beside `init()` and `init?(coder:)`.
private final class ProgressLayer: CALayer {
    var progress: CGFloat = 0
    var copiedThroughInitLayer = false
    override init() { super.init() }
    override init(layer: Any) {
        let other = layer as! ProgressLayer
        progress = other.progress
        copiedThroughInitLayer = true
        super.init(layer: layer)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class ProgressView: UIView {
    override class var layerClass: AnyClass { ProgressLayer.self }
}
