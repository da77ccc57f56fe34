import Foundation
import Tapestry
import TapestryCairo
import TapestryExamples
import Testing

/// A view that draws with a custom `draw(_:)`.
@MainActor
final class DrawingView: UIView {
    let body: (CGRect) -> Void
    var drawCount = 0
    init(frame: CGRect, body: @escaping (CGRect) -> Void) {
        self.body = body
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        body(rect)
    }
}

@MainActor
@Suite struct ReferenceRenderingTests {
    @Test func backgroundsWithAlphaAndGroupOpacity() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 40, y: 30, width: 60, height: 60))
        blue.backgroundColor = UIColor.blue.withAlphaComponent(0.5)
        root.addSubview(red)
        root.addSubview(blue)
        // A half-transparent parent composites its children as one group: no darker overlap.
        let group = UIView(frame: CGRect(x: 100, y: 10, width: 50, height: 80))
        group.alpha = 0.5
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        a.backgroundColor = .green
        let b = UIView(frame: CGRect(x: 0, y: 30, width: 50, height: 50))
        b.backgroundColor = .green
        group.addSubview(a)
        group.addSubview(b)
        root.addSubview(group)
        let hidden = UIView(frame: root.bounds)
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(hidden)
        try expectMatchesReference(root, "backgrounds-alpha")
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: root, background: .white))
        #expect(pixels.pixel(x: 120, y: 40) == pixels.pixel(x: 120, y: 20), "group opacity: the overlap is not darker")
        #expect(pixels.pixel(x: 20, y: 20) == .init(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func nestedClippingWithRoundedCorners() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let outer = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        outer.backgroundColor = .lightGray
        outer.layer.cornerRadius = 20
        outer.clipsToBounds = true
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 80, height: 80))
        inner.backgroundColor = .orange
        inner.clipsToBounds = true
        let innermost = UIView(frame: CGRect(x: -20, y: 20, width: 200, height: 20))
        innermost.backgroundColor = .purple
        outer.addSubview(inner)
        inner.addSubview(innermost)
        let overflowing = UIView(frame: CGRect(x: -5, y: -5, width: 20, height: 20))
        overflowing.backgroundColor = .blue
        outer.addSubview(overflowing)
        root.addSubview(outer)
        try expectMatchesReference(root, "nested-clipping")
    }

    @Test func transforms() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        let rotated = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 30))
        rotated.backgroundColor = .systemBlue
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 15, height: 15))
        child.backgroundColor = .yellow
        rotated.addSubview(child)
        let scaled = UIView(frame: CGRect(x: 100, y: 40, width: 30, height: 30))
        scaled.backgroundColor = .systemGreen
        scaled.transform = CGAffineTransform(scaleX: 1.5, y: 0.75)
        root.addSubview(rotated)
        root.addSubview(scaled)
        try expectMatchesReference(root, "transforms")
    }

    @Test func bordersCornerRadiiAndShadows() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 90))
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        plain.backgroundColor = .white
        plain.layer.borderWidth = 3
        plain.layer.borderColor = UIColor.black.cgColor
        let rounded = UIView(frame: CGRect(x: 75, y: 10, width: 50, height: 50))
        rounded.backgroundColor = .systemYellow
        rounded.layer.cornerRadius = 12
        rounded.layer.borderWidth = 4
        rounded.layer.borderColor = UIColor.systemRed.cgColor
        let shadowed = UIView(frame: CGRect(x: 140, y: 10, width: 45, height: 45))
        shadowed.backgroundColor = .white
        shadowed.layer.cornerRadius = 8
        shadowed.layer.shadowOpacity = 0.6
        shadowed.layer.shadowOffset = CGSize(width: 3, height: 5)
        shadowed.layer.shadowRadius = 4
        root.addSubview(plain)
        root.addSubview(rounded)
        root.addSubview(shadowed)
        try expectMatchesReference(root, "borders-radii-shadow")
    }

    @Test func bothFillRulesOnTheSamePath() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        func star(in rect: CGRect) -> UIBezierPath {
            let path = UIBezierPath()
            let c = CGPoint(x: rect.midX, y: rect.midY)
            let r = rect.width / 2
            for i in 0..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                let p = CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.close()
            return path
        }
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)) { _ in
            UIColor.systemIndigo.setFill()
            star(in: CGRect(x: 10, y: 10, width: 80, height: 80)).fill()
            let evenOdd = star(in: CGRect(x: 110, y: 10, width: 80, height: 80))
            evenOdd.usesEvenOddFillRule = true
            evenOdd.fill()
        }
        try expectMatchesReference(view, "fill-rules")
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
        #expect(pixels.pixel(x: 50, y: 52).a == 255 && pixels.pixel(x: 50, y: 52).r < 200, "nonzero fills the centre")
        #expect(pixels.pixel(x: 150, y: 52) == .init(r: 255, g: 255, b: 255, a: 255), "even-odd leaves it empty")
    }

    @Test func dashPatternsAndPhases() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 200, height: 80)) { _ in
            UIColor.black.setStroke()
            for (row, (pattern, phase)) in [
                ([5, 3] as [CGFloat], 0 as CGFloat), ([5, 3], 4), ([10, 2, 2, 2], 0), ([], 0),
            ].enumerated() {
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 10, y: 10 + CGFloat(row) * 18))
                line.addLine(to: CGPoint(x: 190, y: 10 + CGFloat(row) * 18))
                line.lineWidth = 2
                line.setLineDash(pattern, phase: phase)
                line.stroke()
            }
        }
        try expectMatchesReference(view, "dashes")
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
        // [5, 3] from x = 10: on 10..<15, off 15..<18; with phase 4 the first dash is 1 pt long.
        #expect(pixels.pixel(x: 12, y: 10).r < 50)
        #expect(pixels.pixel(x: 16, y: 10).r > 200)
        #expect(pixels.pixel(x: 12, y: 28).r > 200, "phase 4: gap at 11..<14")
    }

    @Test func textInLatinAndChinese() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        let latin = UILabel(frame: CGRect(x: 10, y: 5, width: 200, height: 30))
        latin.text = "Hit-testing, done right"
        latin.font = .boldSystemFont(ofSize: 16)
        let chinese = UILabel(frame: CGRect(x: 10, y: 35, width: 200, height: 30))
        chinese.text = "我是键盘 · 收起键盘"
        chinese.textColor = .systemRed
        chinese.textAlignment = .center
        let wrapped = UILabel(frame: CGRect(x: 10, y: 65, width: 120, height: 40))
        wrapped.text = "A label that wraps onto a second line and then stops"
        wrapped.numberOfLines = 2
        wrapped.font = .systemFont(ofSize: 12)
        root.addSubview(latin)
        root.addSubview(chinese)
        root.addSubview(wrapped)
        try expectMatchesReference(root, "text", tolerance: 8)
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: chinese, background: .white))
        #expect(pixels.pixels.contains { $0.r > 200 && $0.g < 80 }, "the Chinese text drew red glyphs")
    }

    @Test func imagesWithContentModes() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let checker = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: .init(scale: 1)).image {
            context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            context.fill(CGRect(x: 10, y: 5, width: 10, height: 5))
        }
        #expect(checker.size == CGSize(width: 20, height: 10))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        for (index, mode) in [UIViewContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center].enumerated() {
            let frame = UIView(frame: CGRect(x: 5 + index * 50, y: 5, width: 40, height: 40))
            frame.backgroundColor = .lightGray
            frame.clipsToBounds = true
            let imageView = UIImageView(image: checker)
            imageView.frame = frame.bounds
            imageView.contentMode = mode
            frame.addSubview(imageView)
            root.addSubview(frame)
        }
        try expectMatchesReference(root, "images")
    }

    @Test func theGuideOverlay() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (root, _) = GuideOverlayView.sampleScene()
        try expectMatchesReference(root, "guide-overlay")
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: root, background: .white))
        let dimmed = pixels.pixel(x: 5, y: 5), bright = pixels.pixel(x: 160, y: 110)
        #expect(Int(dimmed.r) < 130 && Int(dimmed.r) > 110, "50 % black over the light grey background")
        #expect(bright == .init(r: 52, g: 199, b: 89, a: 255), "the hole shows the green view undimmed")
        // The green hole spans x 140...210; its outline is 2 pt outside (x = 138), 2 pt wide: x 137..<139.
        let outline = (104..<126).map { pixels.pixel(x: 137, y: $0) }
        #expect(outline.contains { $0.r > 200 && $0.g > 200 } && outline.contains { $0.r < 150 }, "dashed")
    }

    @Test func hiDPIScaleDoublesThePixels() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, scale: 2))
        #expect(pixels.width == 20 && pixels.height == 20)
        #expect(pixels.pixel(x: 19, y: 19) == .init(r: 255, g: 0, b: 0, a: 255))
    }
}

/// Core Graphics' blend modes, with Core Graphics' raw values, drawn with Cairo's operators.
@MainActor
@Suite struct CairoBlendModeTests {
    /// A fill of `top` over `bottom` with `mode`, read back.
    func blend(_ mode: CGBlendMode, _ top: UIColor, over bottom: UIColor) throws -> PixelBuffer.Pixel {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: .init(scale: 1)).image {
            context in
            bottom.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            top.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: mode)
        }
        return try PixelBuffer(image: image).pixel(x: 1, y: 1)
    }

    @Test func theModesKeepCoreGraphicsRawValuesAndDrawAsTheySay() throws {
        UIApplication.replaceShared()
        #expect(CGBlendMode.colorDodge.rawValue == 6 && CGBlendMode.clear.rawValue == 16)
        #expect(CGBlendMode.xor.rawValue == 25 && CGBlendMode.plusLighter.rawValue == 27)
        let dim = UIColor(red: 0.25, green: 0.5, blue: 0, alpha: 1)
        let added = try blend(.plusLighter, UIColor(red: 0.5, green: 0.75, blue: 0, alpha: 1), over: dim)
        #expect(abs(Int(added.r) - 191) <= 1 && added.g == 255 && added.b == 0, "the sum, clamped: \(added)")
        let difference = try blend(.difference, UIColor(red: 1, green: 1, blue: 1, alpha: 1), over: dim)
        #expect(abs(Int(difference.r) - 191) <= 1 && abs(Int(difference.g) - 128) <= 1 && difference.b == 255)
        let atop = try blend(.sourceAtop, .blue, over: dim)
        #expect(atop == .init(r: 0, g: 0, b: 255, a: 255), "the source where the destination is opaque")
        let kept = try blend(.destinationIn, .blue, over: dim)
        #expect(abs(Int(kept.r) - 64) <= 1 && kept.a == 255, "the destination where the source is")
    }
}
