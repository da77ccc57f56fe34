import CCairo
import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// Layers of the kinds UIKit code makes: a view backed by a gradient, shape or text layer (`layerClass`), a
/// text layer, a replicator's copies, and an image as a layer's contents through `cgImage`.
@MainActor
@Suite struct LayerKindsTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradient: CAGradientLayer { layer as! CAGradientLayer }
    }

    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    final class TextView: UIView {
        override class var layerClass: AnyClass { CATextLayer.self }
    }

    private func count(_ pixels: PixelBuffer, in rect: CGRect, _ matches: (PixelBuffer.Pixel) -> Bool) -> Int {
        var total = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where matches(pixels.pixel(x: x, y: y)) { total += 1 }
        }
        return total
    }

    @Test func aViewBackedByAGradientLayerDrawsItsGradient() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layer is CAGradientLayer, "the layer is of the view's layer class from the start")
        #expect(view.layer.frame == view.frame && view.layer.delegate === view, "and it is the view's layer")
        view.gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        stage.root.addSubview(view)
        stage.window.layoutIfNeeded()
        let pixels = stage.fullRender()
        let top = pixels.pixel(x: 50, y: 2), bottom = pixels.pixel(x: 50, y: 97)
        #expect(top.r > 200 && top.b < 60, "red at the top: \(top)")
        #expect(bottom.b > 200 && bottom.r < 60, "blue at the bottom: \(bottom)")
        // A change of the layer's colours shows in the next frame.
        _ = stage.frame()
        view.gradient.colors = [UIColor.green.cgColor, UIColor.green.cgColor]
        let next = stage.frame()
        #expect(next.pixel(x: 50, y: 2).g > 100 && next.pixel(x: 50, y: 2).r < 60, "\(next.pixel(x: 50, y: 2))")
    }

    @Test func aViewBackedByAShapeLayerDrawsItsPathOverItsBackground() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        let shape = view.layer as! CAShapeLayer
        shape.path = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40)).cgPath
        shape.fillColor = UIColor.black.cgColor
        stage.root.addSubview(view)
        stage.window.layoutIfNeeded()
        let pixels = stage.fullRender()
        #expect(pixels.pixel(x: 40, y: 40).r < 30, "inside the path: black")
        #expect(pixels.pixel(x: 80, y: 80).r > 225, "outside: the view's white background")
    }

    @Test func aTextLayerDrawsItsStringInItsFontAndColour() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        text.string = "Hello"
        text.fontSize = 30
        text.foregroundColor = UIColor.red.cgColor
        stage.root.layer.addSublayer(text)
        let red = count(stage.fullRender(), in: CGRect(x: 0, y: 0, width: 200, height: 50)) { $0.r > 200 && $0.g < 80 }
        #expect(red > 100, "red letters: \(red) pixels")
        // Wider for a larger size; an attributed string draws in its own colour.
        text.string = NSAttributedString(string: "Hello", attributes: [.foregroundColor: UIColor.blue])
        let blue = count(stage.fullRender(), in: CGRect(x: 0, y: 0, width: 200, height: 50)) { $0.b > 200 && $0.r < 80 }
        #expect(blue > 100, "blue letters: \(blue) pixels")
        // A view backed by a text layer draws its text (opaque white by default, here on black).
        let view = TextView(frame: CGRect(x: 0, y: 50, width: 200, height: 50))
        view.backgroundColor = .black
        (view.layer as! CATextLayer).string = "Backed"
        stage.root.addSubview(view)
        stage.window.layoutIfNeeded()
        let white = count(stage.fullRender(), in: CGRect(x: 0, y: 50, width: 200, height: 50)) {
            $0.r > 200 && $0.b > 200
        }
        #expect(white > 100, "white letters on the view: \(white) pixels")
    }

    @Test func aReplicatorDrawsItsSublayersOncePerInstanceEachMovedFurther() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        dot.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        stage.root.layer.addSublayer(replicator)
        let pixels = stage.fullRender()
        for x in [20, 70, 120] { #expect(pixels.pixel(x: x, y: 20).r < 30, "a copy at x \(x)") }
        #expect(pixels.pixel(x: 170, y: 20).r > 225, "no fourth copy")
        #expect(pixels.pixel(x: 45, y: 20).r > 225, "nothing between the copies")
        // Rotation turns about the replicator's centre: a half turn puts the second copy opposite the first.
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        let turned = stage.fullRender()
        #expect(turned.pixel(x: 20, y: 20).r < 30 && turned.pixel(x: 180, y: 80).r < 30, "opposite corners")
    }

    @Test func anImageShowsAsALayersContentsThroughCGImage() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == Int(10 * image.scale) && cgImage.height == Int(10 * image.scale))
        #expect(UIImage(cgImage: cgImage, scale: image.scale, orientation: .up).size == image.size)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.contents = cgImage
        view.layer.contentsGravity = .resize
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 0, width: 40, height: 40)
        layer.contents = image.cgImage
        stage.root.addSubview(view)
        stage.root.layer.addSublayer(layer)
        stage.window.layoutIfNeeded()
        let pixels = stage.fullRender()
        #expect(pixels.pixel(x: 20, y: 20).b > 200 && pixels.pixel(x: 20, y: 20).r < 60, "a view's layer")
        #expect(pixels.pixel(x: 120, y: 20).b > 200 && pixels.pixel(x: 120, y: 20).r < 60, "a standalone layer")
    }

    @Test func contentsRectDrawsOnlyItsPartOfTheImage() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        // A sprite sheet of two frames: red on the left half, blue on the right.
        let sheet = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        layer.contents = sheet.cgImage
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        stage.root.layer.addSublayer(layer)
        let right = stage.fullRender()
        #expect(right.pixel(x: 14, y: 30).b > 200 && right.pixel(x: 14, y: 30).r < 60, "the blue frame fills it")
        #expect(right.pixel(x: 46, y: 30).b > 200 && right.pixel(x: 46, y: 30).r < 60)
        #expect(right.pixel(x: 5, y: 30) == .init(r: 255, g: 255, b: 255, a: 255), "nothing outside the bounds")
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        let left = stage.fullRender()
        #expect(left.pixel(x: 46, y: 30).r > 200 && left.pixel(x: 46, y: 30).b < 60, "the red frame fills it")
    }

    @Test func aTransformLayerDrawsOnlyItsSublayersThroughItsTransform() {
        UIApplication.replaceShared()
        let stage = FrameStage()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.root.addSubview(host)
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        group.backgroundColor = UIColor.red.cgColor  // its own content: not drawn
        group.borderWidth = 4
        group.borderColor = UIColor.red.cgColor
        group.transform = CATransform3DMakeTranslation(-40, 0, 0)
        let square = CALayer()
        square.frame = CGRect(x: 60, y: 60, width: 20, height: 20)
        square.backgroundColor = UIColor.blue.cgColor
        group.addSublayer(square)
        host.layer.addSublayer(group)
        stage.window.layoutIfNeeded()
        let pixels = stage.fullRender()
        let reds = count(pixels, in: CGRect(x: 0, y: 0, width: 100, height: 100)) { $0.r > 200 && $0.g < 60 }
        #expect(reds == 0, "no background or border of its own")
        let moved = pixels.pixel(x: 30, y: 70), left = pixels.pixel(x: 70, y: 70)
        #expect(moved.b > 200 && moved.r < 60, "the sublayer, moved by the transform: \(moved)")
        #expect(!(left.b > 200 && left.r < 60), "not where it would be without it: \(left)")
        #expect(group.hitTest(CGPoint(x: 5, y: 5)) == nil, "the group itself is not hit")
        #expect(group.hitTest(CGPoint(x: 30, y: 70)) === square)
    }
}
