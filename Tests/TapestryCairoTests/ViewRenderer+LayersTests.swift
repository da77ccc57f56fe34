import CCairo
import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// A window drawn frame by frame into one surface, as the X11 backend presents it.
@MainActor
final class FrameStage {
    let window: UIWindow
    let root: UIView
    let synthesizer: EventSynthesizer
    let renderer = ViewRenderer()
    nonisolated(unsafe) let surface: OpaquePointer
    nonisolated(unsafe) let cr: OpaquePointer

    init(width: Int = 200, height: Int = 100) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        root = controller.view
        root.backgroundColor = .white
        synthesizer = EventSynthesizer(window: window)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cr = cairo_create(surface)!
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Moves time on and draws the damage, as a frame of the real loop does.
    func frame(after seconds: TimeInterval = 0) -> PixelBuffer {
        synthesizer.advance(by: seconds)
        renderer.renderDamage(of: window, into: cr)
        cairo_surface_flush(surface)
        return PixelBuffer(surface: surface)
    }

    /// The whole window drawn from scratch now (what the damaged frames must equal).
    func fullRender() -> PixelBuffer {
        let fresh = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(window.bounds.width), Int32(window.bounds.height))!
        let context = cairo_create(fresh)!
        ViewRenderer().render(window, into: context, background: .white)
        cairo_surface_flush(fresh)
        let pixels = PixelBuffer(surface: fresh)
        cairo_destroy(context)
        cairo_surface_destroy(fresh)
        return pixels
    }
}

@MainActor
@Suite struct ViewRendererLayersTests {
    @Test func anAnimatedViewIsDrawnAtItsPresentedPlace() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .red
        stage.root.addSubview(box)
        _ = stage.frame()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.center.x = 120 }
        let pixels = stage.frame(after: 0.5)
        #expect(pixels.pixel(x: 70, y: 20).r == 255 && pixels.pixel(x: 70, y: 20).g < 80)
        #expect(pixels.pixel(x: 20, y: 20) == .init(r: 255, g: 255, b: 255, a: 255))
        #expect(pixels.pixel(x: 120, y: 20) == .init(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func movingViewsWithShadowsLeaveNoTrails() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 8
        card.layer.shadowOpacity = 0.8
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 4, height: 6)
        stage.root.addSubview(card)
        _ = stage.frame()
        UIView.animate(withDuration: 0.5, delay: 0, options: []) {
            card.center = CGPoint(x: 150, y: 40)
            card.transform = CGAffineTransform(rotationAngle: 0.6)
            card.alpha = 0.7
        }
        for _ in 0..<40 {
            let drawn = stage.frame(after: 1.0 / 60)
            #expect(drawn.differingPixels(from: stage.fullRender(), tolerance: 2) == 0)
        }
        // And once more, moving the model without animation.
        card.center.x = 40
        #expect(stage.frame().differingPixels(from: stage.fullRender(), tolerance: 2) == 0)
    }

    @Test func aShadowMovedByWholePixelsIsTheSameShadowAndScrollingLeavesNothingBehind() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        func card(at origin: CGPoint) -> UIView {
            let view = UIView(frame: CGRect(origin: origin, size: CGSize(width: 60, height: 40)))
            view.backgroundColor = .systemBlue
            view.layer.cornerRadius = 10
            view.layer.shadowOpacity = 0.5
            view.layer.shadowRadius = 5
            view.layer.shadowOffset = CGSize(width: 0, height: 3)
            return view
        }
        func pixels(_ origin: CGPoint) throws -> PixelBuffer {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            root.backgroundColor = .white
            root.addSubview(card(at: origin))
            return try PixelBuffer(image: UIImageRendering.image(of: root))
        }
        let first = try pixels(CGPoint(x: 20, y: 20)), moved = try pixels(CGPoint(x: 97, y: 51))
        for y in 0..<60 {
            for x in 0..<90 {
                #expect(
                    first.pixel(x: x + 5, y: y + 5) == moved.pixel(x: x + 82, y: y + 36),
                    "the kept mask draws the same shadow at (\(x), \(y))")
            }
        }
        // A scroll view of shadowed cards scrolled frame by frame draws what a full render draws.
        let stage = FrameStage()
        let scroll = UIScrollView(frame: stage.root.bounds)
        scroll.contentSize = CGSize(width: stage.root.bounds.width, height: 2000)
        for i in 0..<20 { scroll.addSubview(card(at: CGPoint(x: 20 + CGFloat(i % 3) * 80, y: 20 + CGFloat(i) * 90))) }
        stage.root.addSubview(scroll)
        _ = stage.frame()
        for step in 1...30 {
            scroll.contentOffset.y = CGFloat(step * 7) + (step % 5 == 0 ? 0.5 : 0)
            #expect(stage.frame().differingPixels(from: stage.fullRender(), tolerance: 0) == 0, "step \(step)")
        }
    }

    @Test func shapeLayersFillEvenOddDashAndTrimTheirStroke() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let ring = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 60, height: 60))
        path.addRect(CGRect(x: 25, y: 25, width: 30, height: 30))
        ring.path = path
        ring.fillRule = .evenOdd
        ring.fillColor = UIColor.red.cgColor
        let dashes = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 100, y: 20))
        line.addLine(to: CGPoint(x: 180, y: 20))
        dashes.path = line
        dashes.fillColor = nil
        dashes.strokeColor = UIColor.black.cgColor
        dashes.lineWidth = 6
        dashes.lineDashPattern = [10, 10]
        let half = CAShapeLayer()
        let second = CGMutablePath()
        second.move(to: CGPoint(x: 100, y: 60))
        second.addLine(to: CGPoint(x: 180, y: 60))
        half.path = second
        half.strokeColor = UIColor.black.cgColor
        half.lineWidth = 6
        half.strokeEnd = 0.5
        for layer in [ring, dashes, half] { stage.root.layer.addSublayer(layer) }
        let pixels = stage.frame()
        #expect(pixels.pixel(x: 15, y: 40).r == 255 && pixels.pixel(x: 15, y: 40).g == 0)
        #expect(pixels.pixel(x: 40, y: 40) == .init(r: 255, g: 255, b: 255, a: 255))  // the hole
        #expect(pixels.pixel(x: 105, y: 20).r == 0)
        #expect(pixels.pixel(x: 115, y: 20).r == 255)
        #expect(pixels.pixel(x: 130, y: 60).r == 0)
        #expect(pixels.pixel(x: 170, y: 60).r == 255)
    }

    @Test func aStrokeEndAnimationDrawsTheLineProgressively() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let shape = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 200, y: 50))
        shape.path = line
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        stage.root.layer.addSublayer(shape)
        _ = stage.frame()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        shape.add(animation, forKey: "draw")
        var pixels = stage.frame(after: 0.25)
        #expect(pixels.pixel(x: 40, y: 50).r == 0)
        #expect(pixels.pixel(x: 60, y: 50).r == 255)
        pixels = stage.frame(after: 1)
        #expect(pixels.pixel(x: 190, y: 50).r == 0)
        #expect(pixels.differingPixels(from: stage.fullRender(), tolerance: 2) == 0)
    }

    @Test func gradientLayersBlendAlongTheirAxis() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
        radial.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        stage.root.layer.addSublayer(gradient)
        stage.root.layer.addSublayer(radial)
        let pixels = stage.frame()
        #expect(pixels.pixel(x: 2, y: 25).r < 10)
        #expect(pixels.pixel(x: 197, y: 25).r > 245)
        #expect(abs(Int(pixels.pixel(x: 100, y: 25).r) - 128) < 6)
        #expect(pixels.pixel(x: 50, y: 75).r > 240)
        #expect(pixels.pixel(x: 98, y: 98).b > 200)
    }

    @Test func aLayerIsLeftOutWhileAnAnimationPresentsItHidden() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.backgroundColor = UIColor.red.cgColor
        stage.root.layer.addSublayer(layer)
        let blink = CAKeyframeAnimation(keyPath: "hidden")
        blink.values = [false, true]
        blink.calculationMode = .discrete
        blink.duration = 1
        layer.add(blink, forKey: "blink")
        #expect(stage.frame(after: 0.25).pixel(x: 25, y: 25).g == 0)
        #expect(stage.frame(after: 0.5).pixel(x: 25, y: 25).g == 255)
        #expect(stage.frame(after: 1).pixel(x: 25, y: 25).g == 0, "shown again once the animation ends")
    }

    @Test func sublayersInsertedAtZeroDrawBehindTheSubviews() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = .green
        stage.root.addSubview(child)
        let behind = CALayer()
        behind.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        behind.backgroundColor = UIColor.red.cgColor
        stage.root.layer.insertSublayer(behind, at: 0)
        let front = CALayer()
        front.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        front.backgroundColor = UIColor.blue.cgColor
        stage.root.layer.addSublayer(front)
        let pixels = stage.frame()
        #expect(pixels.pixel(x: 10, y: 10).g == 255 && pixels.pixel(x: 10, y: 10).r == 0)
        #expect(pixels.pixel(x: 70, y: 70).r == 255)
        #expect(pixels.pixel(x: 45, y: 45).b == 255)
    }

    @Test func aCrossDissolveBlendsTheOldAndNewContent() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.backgroundColor = .red
        stage.root.addSubview(panel)
        _ = stage.frame()
        UIView.transition(
            with: panel, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { panel.backgroundColor = .blue })
        let pixels = stage.frame(after: 0.5)
        let p = pixels.pixel(x: 50, y: 50)
        #expect(p.r > 100 && p.r < 160 && p.b > 100 && p.b < 160)
        let end = stage.frame(after: 0.6)
        #expect(end.pixel(x: 50, y: 50).b == 255 && end.pixel(x: 50, y: 50).r == 0)
    }

    @Test func aRotatedRoundedShadowFollowsItsView() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        let card = UIView(frame: CGRect(x: 40, y: 20, width: 60, height: 50))
        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.7
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        card.transform = CGAffineTransform(rotationAngle: .pi / 6)
        root.addSubview(card)
        let dot = CAShapeLayer()
        dot.path = CGMutablePath().then { $0.addEllipse(in: CGRect(x: 120, y: 30, width: 30, height: 30)) }
        dot.fillColor = UIColor.systemOrange.cgColor
        dot.shadowOpacity = 0.5
        dot.shadowRadius = 3
        dot.shadowOffset = CGSize(width: 3, height: 3)
        root.layer.addSublayer(dot)
        try expectMatchesReference(root, "rotated-shadow", tolerance: 4)
    }
}

extension CGMutablePath {
    /// The path after `body` configured it.
    func then(_ body: (CGMutablePath) -> Void) -> CGMutablePath {
        body(self)
        return self
    }
}

@MainActor
@Suite struct WrappingLabelTests {
    @Test func aMultiLineLabelMeasuresAndDrawsEveryLine() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage(width: 200, height: 200)
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog again and again"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        stage.root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 120),
            label.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 10),
        ])
        let pixels = stage.frame()
        let oneLine = UILabel()
        oneLine.text = "The"
        let lineHeight = oneLine.intrinsicContentSize.height
        #expect(label.frame.width == 120)
        #expect(label.frame.height >= lineHeight * 3, "wrapped to several lines: \(label.frame)")
        // Ink on the third line, not just the first.
        let thirdLine = Int(label.frame.minY + lineHeight * 2.5)
        let inked = (Int(label.frame.minX)..<Int(label.frame.maxX)).contains { x in
            pixels.pixel(x: x, y: thirdLine).r < 128
        }
        #expect(inked, "the third line is drawn")
        #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).height == label.frame.height)
    }

    @Test func wrappingBreaksBetweenWordsNotInside() {
        UIApplication.replaceShared()  // a fresh application for each test
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "aaaa bbbb"
        _ = ViewRenderer()  // installs Pango's measurement
        let word = UILabel()
        word.text = "aaaa"
        let wordWidth = word.intrinsicContentSize.width
        // Wide enough for one word but not both: two lines, each a whole word.
        label.preferredMaxLayoutWidth = wordWidth + 4
        let size = label.intrinsicContentSize
        #expect(size.width <= wordWidth + 4)
        #expect(size.height == word.intrinsicContentSize.height * 2)
    }
}

/// A view whose drawn content shrinks to nothing draws nothing, and stops nothing else from drawing (a zero
/// scale would leave the Cairo context unusable for every later frame).
@MainActor
@Suite struct ViewRendererZeroSizeTests {
    final class Drawn: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.blue.setFill()
            UIRectFill(bounds)
        }
    }

    @Test func contentShrunkToNothingLeavesTheRestOfTheFrameDrawn() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let drawn = Drawn(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        drawn.contentMode = .scaleToFill  // the drawn content is scaled, not drawn again, when the size changes
        stage.root.addSubview(drawn)
        let after = UIView(frame: CGRect(x: 100, y: 20, width: 40, height: 40))
        after.backgroundColor = .red
        stage.root.addSubview(after)
        #expect(stage.frame().pixel(x: 30, y: 30) == .init(r: 0, g: 0, b: 255, a: 255))
        drawn.frame.size = .zero
        after.backgroundColor = .green
        let pixels = stage.frame()
        #expect(cairo_status(stage.cr) == CAIRO_STATUS_SUCCESS)
        #expect(pixels.pixel(x: 120, y: 40) == .init(r: 0, g: 255, b: 0, a: 255), "the view after it is drawn")
        after.backgroundColor = .red
        #expect(stage.frame().pixel(x: 120, y: 40) == .init(r: 255, g: 0, b: 0, a: 255), "and later frames too")
    }
}

/// A view draws through its layer's delegate method, `draw(_:in:)`, which a subclass may override (and whose
/// default runs `draw(_:)`).
@MainActor
@Suite struct ViewRendererLayerDelegateTests {
    final class LayerDrawn: UIView {
        override func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
            super.draw(layer, in: ctx)
        }
        override func draw(_ rect: CGRect) {
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 20, y: 0, width: 20, height: 40))
        }
    }

    @Test func anOverrideOfTheLayerDelegatesDrawRunsAndItsSuperDrawsTheView() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let drawn = LayerDrawn(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        drawn.layer.cornerRadius = 0  // the layer exists
        stage.root.addSubview(drawn)
        let pixels = stage.frame()
        #expect(pixels.pixel(x: 15, y: 30) == .init(r: 0, g: 255, b: 0, a: 255))
        #expect(pixels.pixel(x: 40, y: 30) == .init(r: 0, g: 0, b: 255, a: 255))
    }

    /// Content given by `display()` instead of drawn: a view overriding `display(_:)`, a layer class overriding
    /// `display()`, a standalone layer's delegate implementing `display(_:)`; each sets `contents`.
    @Test func contentGivenByDisplayIsShownAndNotDrawn() {
        UIApplication.replaceShared()
        let stage = FrameStage()
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: .init(scale: 1)).image {
            UIColor.red.setFill()
            $0.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let view = DisplayingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.image = red
        _ = view.layer
        stage.root.addSubview(view)
        let delegate = DisplayingDelegate(image: red)
        let standalone = CALayer()
        standalone.frame = CGRect(x: 100, y: 0, width: 40, height: 40)
        standalone.delegate = delegate
        stage.root.layer.addSublayer(standalone)
        let custom = DisplayingLayer()
        custom.image = red
        custom.frame = CGRect(x: 150, y: 0, width: 40, height: 40)
        stage.root.layer.addSublayer(custom)
        var pixels = stage.frame()
        let redPixel = PixelBuffer.Pixel(r: 255, g: 0, b: 0, a: 255)
        #expect(pixels.pixel(x: 20, y: 20) == redPixel, "the view's display(_:) set its layer's contents")
        #expect(view.displays == 1 && view.draws == 0, "and draw(_:) did not run")
        #expect(pixels.pixel(x: 120, y: 20) == redPixel && delegate.displays == 1)
        #expect(pixels.pixel(x: 170, y: 20) == redPixel && custom.displays == 1 && custom.draws == 0)
        // Asked again, display runs again; not asked, it does not.
        view.setNeedsDisplay()
        pixels = stage.frame()
        #expect(view.displays == 2 && view.draws == 0)
        _ = stage.frame()
        #expect(view.displays == 2)
        // A view that does not override display(_:) draws as before.
        let drawing = DrawingView(frame: CGRect(x: 50, y: 50, width: 10, height: 10)) { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        _ = drawing.layer
        stage.root.addSubview(drawing)
        pixels = stage.frame()
        #expect(pixels.pixel(x: 55, y: 55) == .init(r: 0, g: 0, b: 255, a: 255))
    }
}

private final class DisplayingView: UIView {
    var image: UIImage?
    var displays = 0, draws = 0
    override func display(_ layer: CALayer) {
        displays += 1
        layer.contents = image?.cgImage
    }
    override func draw(_ rect: CGRect) { draws += 1 }
}

private final class DisplayingDelegate: NSObject, CALayerDelegate {
    let image: UIImage
    var displays = 0
    init(image: UIImage) { self.image = image }
    func display(_ layer: CALayer) {
        displays += 1
        layer.contents = image.cgImage
    }
}

private final class DisplayingLayer: CALayer {
    var image: UIImage?
    var displays = 0, draws = 0
    override func display() {
        displays += 1
        contents = image?.cgImage
    }
    override func draw(in ctx: CGContext) { draws += 1 }
}
