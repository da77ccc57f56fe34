import CCairo
import Foundation
import Tapestry
import TapestryCairo
import TapestryExamples
import TapestryTesting
import Testing

@MainActor
@Suite struct DamageRedrawTests {
    /// A window of `count` tiles in a grid, drawn once in full.
    private func scene(count: Int = 100) -> (UIWindow, [DrawingView], ViewRenderer, OpaquePointer, OpaquePointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        var tiles: [DrawingView] = []
        for i in 0..<count {
            let tile = DrawingView(frame: CGRect(x: (i % 10) * 40, y: (i / 10) * 40, width: 36, height: 36)) { rect in
                UIColor.black.setStroke()
                UIBezierPath(ovalIn: rect.insetBy(dx: 4, dy: 4)).stroke()
            }
            tile.backgroundColor = .systemGray4
            window.addSubview(tile)
            tiles.append(tile)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400)!
        let cr = cairo_create(surface)!
        let renderer = ViewRenderer()
        renderer.recordsDrawnViews = true
        renderer.renderFrame(of: window, into: cr)
        return (window, tiles, renderer, cr, surface)
    }

    @Test func aChainOfAHundredThousandNestedViewsIsDrawnWithoutExhaustingTheStack() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        // Built inside the window, one level at a time, as a user would.
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(top)
        var parent = top
        for depth in 1..<100_000 {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            if depth == 99_999 { child.backgroundColor = .red }
            if depth % 1000 == 0 { child.alpha = 0.999 }  // groups nest too
            parent.addSubview(child)
            parent = child
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let renderer = ViewRenderer()
        renderer.renderFrame(of: window, into: cr)
        #expect(renderer.lastFrame.viewsVisited == 100_001)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let pixel = data.withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        #expect(pixel & 0x00FF_0000 > 0x00F0_0000, "the deepest view's red reaches the surface: \(pixel)")
    }

    @Test func theFirstFrameDrawsEverythingOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, tiles, renderer, cr, surface) = scene()
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        #expect(renderer.lastFrame.viewsDrawn == 101, "the window and 100 tiles")
        #expect(renderer.lastFrame.contentRedraws == 101)
        #expect(tiles.allSatisfy { $0.drawCount == 1 })
    }

    @Test func aColourChangeRedrawsOnlyThatViewsRectangle() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, tiles, renderer, cr, surface) = scene()
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        tiles[55].backgroundColor = .systemRed
        let rects = renderer.renderFrame(of: window, into: cr)
        #expect(rects == [tiles[55].frame])
        // The tile's opaque background covers the damage: the window beneath it is not drawn at all.
        #expect(renderer.drawnViews.map { $0 === tiles[55] } == [true])
        #expect(renderer.lastFrame.contentRedraws == 0, "draw(_:) does not rerun: the content is cached")
        #expect(tiles.allSatisfy { $0.drawCount == 1 })
        let pixels = PixelBuffer(surface: surface)
        #expect(pixels.pixel(x: 5 * 40 + 2, y: 5 * 40 + 2) == .init(r: 255, g: 59, b: 48, a: 255))
    }

    @Test func setNeedsDisplayRerunsDrawForThatViewOnly() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, tiles, renderer, cr, surface) = scene()
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        tiles[3].setNeedsDisplay()
        renderer.renderFrame(of: window, into: cr)
        #expect(tiles[3].drawCount == 2)
        #expect(tiles.enumerated().allSatisfy { $0.offset == 3 || $0.element.drawCount == 1 })
        #expect(renderer.lastFrame.contentRedraws == 1)
        #expect(renderer.lastFrame.viewsDrawn == 1, "the opaque tile covers its damage: the window is not drawn")
    }

    @Test func whatShowsThroughAChangedViewIsStillDrawnBeneathIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, tiles, renderer, cr, surface) = scene()
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        window.backgroundColor = .systemYellow
        renderer.renderFrame(of: window, into: cr)
        // Translucent, rounded or transformed: the window shows through, so it is drawn first.
        tiles[11].backgroundColor = UIColor.systemRed.withAlphaComponent(0.5)
        tiles[22].layer.cornerRadius = 8
        tiles[33].transform = CGAffineTransform(rotationAngle: 0.2)
        tiles[44].alpha = 0.5
        for tile in [tiles[11], tiles[22], tiles[33], tiles[44]] {
            tile.setNeedsDisplay()
            renderer.renderFrame(of: window, into: cr)
            #expect(renderer.drawnViews.first === window, "window drawn under \(tile)")
        }
        let pixels = PixelBuffer(surface: surface)
        // The corner of the rounded tile shows the yellow window (255, 204, 0).
        #expect(pixels.pixel(x: 2 * 40 + 1, y: 2 * 40 + 1) == .init(r: 255, g: 204, b: 0, a: 255))
        // The tile at half opacity (drawn as a group: it has content) is half its colour over the yellow window.
        let color = tiles[44].backgroundColor ?? .clear
        let half = pixels.pixel(x: 4 * 40 + 20, y: 4 * 40 + 20)
        let expected = (
            red: (color.red + 1) / 2 * 255, green: (color.green + 0.8) / 2 * 255, blue: color.blue / 2 * 255
        )
        #expect(
            abs(Double(half.r) - expected.red) <= 1 && abs(Double(half.g) - expected.green) <= 1
                && abs(Double(half.b) - expected.blue) <= 1, "\(half) is half of \(color) over yellow")
    }

    @Test(arguments: [0.0, 12.0])
    func aTranslucentViewThatDrawsOneFillShowsWhatIsBehindIt(cornerRadius: Double) {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.layer.cornerRadius = CGFloat(cornerRadius)
        view.alpha = 0.5
        window.addSubview(view)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        ViewRenderer().renderFrame(of: window, into: cr)
        let pixel = PixelBuffer(surface: surface).pixel(x: 40, y: 40)
        #expect(pixel.r == 255 && (127...128).contains(pixel.g) && (127...128).contains(pixel.b), "\(pixel)")
    }

    @Test func nothingChangedDrawsNothing() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, renderer, cr, surface) = scene()
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        #expect(renderer.renderFrame(of: window, into: cr).isEmpty)
        #expect(renderer.lastFrame.viewsDrawn == 0)
    }

    @Test func movingAViewDamagesItsOldAndNewPlaces() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, tiles, renderer, cr, surface) = scene(count: 20)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let old = tiles[0].frame
        tiles[0].center = CGPoint(x: 300, y: 300)
        let rects = renderer.renderFrame(of: window, into: cr)
        #expect(rects.contains(old))
        #expect(rects.contains(tiles[0].frame))
        let pixels = PixelBuffer(surface: surface)
        #expect(pixels.pixel(x: 2, y: 2) == .init(r: 255, g: 255, b: 255, a: 255), "the old place is cleared")
    }

    @Test func hidingAndRemovingDamageWhatWasThere() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, tiles, renderer, cr, surface) = scene(count: 20)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        tiles[1].isHidden = true
        #expect(renderer.renderFrame(of: window, into: cr) == [tiles[1].frame])
        tiles[2].removeFromSuperview()
        #expect(renderer.renderFrame(of: window, into: cr) == [tiles[2].frame])
        #expect(renderer.drawnViews.count == 1, "only the window behind it")
    }

    @Test func aRedrawContentModeRedrawsOnResize() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, tiles, renderer, cr, surface) = scene(count: 2)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        tiles[0].frame.size = CGSize(width: 30, height: 30)
        renderer.renderFrame(of: window, into: cr)
        #expect(tiles[0].drawCount == 1, "scaleToFill: the cached content is scaled")
        tiles[1].contentMode = .redraw
        tiles[1].frame.size = CGSize(width: 30, height: 30)
        renderer.renderFrame(of: window, into: cr)
        #expect(tiles[1].drawCount == 2)
    }
}

@MainActor
@Suite struct OffscreenRenderingTests {
}

@MainActor
@Suite struct CulledRedrawTests {
    @Test func aPartialRedrawOfManyChildrenDrawsFewAndMatchesAFullRender() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.isHidden = false
        window.backgroundColor = .white
        var tiles: [UIView] = []
        for i in 0..<300 {
            let tile = UIView(frame: CGRect(x: (i % 20) * 30, y: (i / 20) * 26, width: 28, height: 24))
            tile.backgroundColor = .systemGray4
            if i % 7 == 0 { tile.layer.cornerRadius = 6 }
            if i == 50 {
                tile.addSubview(UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 6)))  // sticks out: always drawn
                tile.subviews[0].backgroundColor = .systemGreen
            }
            window.addSubview(tile)
            tiles.append(tile)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 600, 400)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let renderer = ViewRenderer()
        renderer.renderFrame(of: window, into: cr)
        tiles[123].backgroundColor = .systemRed
        renderer.renderFrame(of: window, into: cr)
        #expect(renderer.lastFrame.viewsVisited < 20, "the grid skips the tiles away from the damage")
        let partial = PixelBuffer(surface: surface)
        let full = try PixelBuffer(pngData: UIImageRendering.pngData(of: window, background: .white))
        #expect(partial.differingPixels(from: full, tolerance: 1) == 0)
    }

    @Test func aFieldThatStopsEditingDrawsItsTextNotAPlaceholder() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Type here"
        window.rootViewController!.view.addSubview(field)
        let synthesizer = EventSynthesizer(window: window)
        func darkestRed() throws -> Int {
            let pixels = try PixelBuffer(image: UIImageRendering.image(of: window))
            var darkest = 255
            for y in 12..<42 { for x in 12..<208 { darkest = min(darkest, Int(pixels.pixel(x: x, y: y).r)) } }
            return darkest
        }
        let placeholder = try darkestRed()
        synthesizer.type("Hello", into: field)
        let editing = try darkestRed()
        synthesizer.tap(at: CGPoint(x: 250, y: 80))
        _ = field.resignFirstResponder()
        #expect(!field.isFirstResponder && field.text == "Hello")
        #expect(placeholder > 100, "the placeholder is light grey")
        let resigned = try darkestRed()
        #expect(editing < 60 && resigned < 60, "typed text is dark, editing or not")
    }
}

@MainActor
@Suite struct RoundedBackgroundTests {
    /// Draws one view with a rounded background through the renderer, and the same rectangle as one fill of its
    /// whole path with plain Cairo calls, both over white at `scale`; returns how many pixels differ.
    private func differingPixels(frame: CGRect, radius: CGFloat, alpha: CGFloat, scale: Double) -> Int {
        let size = 160
        func surface() -> (OpaquePointer, OpaquePointer) {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))!
            let cr = cairo_create(surface)!
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_scale(cr, scale, scale)
            return (surface, cr)
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
        let view = UIView(frame: frame)
        view.backgroundColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: alpha)
        view.layer.cornerRadius = radius
        root.addSubview(view)
        let (drawn, drawnContext) = surface()
        ViewRenderer().render(root, into: drawnContext)
        let (reference, referenceContext) = surface()
        let r = Double(min(radius, min(frame.width, frame.height) / 2))
        let (x0, y0, x1, y1) = (Double(frame.minX), Double(frame.minY), Double(frame.maxX), Double(frame.maxY))
        cairo_new_sub_path(referenceContext)
        cairo_arc(referenceContext, x1 - r, y0 + r, r, -Double.pi / 2, 0)
        cairo_arc(referenceContext, x1 - r, y1 - r, r, 0, Double.pi / 2)
        cairo_arc(referenceContext, x0 + r, y1 - r, r, Double.pi / 2, Double.pi)
        cairo_arc(referenceContext, x0 + r, y0 + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(referenceContext)
        cairo_set_source_rgba(referenceContext, 0, 0.48, 1, Double(alpha))
        cairo_fill(referenceContext)
        defer {
            for context in [drawnContext, referenceContext] { cairo_destroy(context) }
            for image in [drawn, reference] { cairo_surface_destroy(image) }
        }
        // The coverage is the same; an opaque colour may come out one level apart on an anti-aliased pixel, since
        // Cairo's own fill rounds a blend up from 127/255 where compositing through a mask rounds from 128/255. A
        // pixel covered twice, or missed, where the pieces meet would differ by far more.
        return PixelBuffer(surface: drawn).differingPixels(from: PixelBuffer(surface: reference), tolerance: 1)
    }

    @Test(arguments: [
        (CGRect(x: 20, y: 10, width: 120, height: 120), 16.0),  // the hello demo's box
        (CGRect(x: 3, y: 7, width: 50, height: 90), 10.5),  // a radius of part of a pixel
        (CGRect(x: 10, y: 10, width: 40, height: 40), 20.0),  // a circle
        (CGRect(x: 10, y: 10, width: 60, height: 30), 40.0),  // a radius beyond half the height: a capsule
        (CGRect(x: 10.5, y: 10.25, width: 60, height: 60), 12.0),  // off the pixel grid
        (CGRect(x: 10, y: 10, width: 60.5, height: 60), 12.0),
    ])
    func aRoundedBackgroundHasThePixelsOfOneFillOfItsPath(frame: CGRect, radius: Double) {
        for scale in [1.0, 2.0, 1.5] {
            for alpha in [1.0, 0.5] {  // half transparent: a pixel covered twice where the pieces meet would show
                #expect(
                    differingPixels(frame: frame, radius: CGFloat(radius), alpha: CGFloat(alpha), scale: scale) == 0,
                    "\(frame) radius \(radius) at \(scale)x, alpha \(alpha)")
            }
        }
    }
}

/// Subtrees skipped by their kept extents: what misses the damage is not visited, what reaches it from outside
/// its parents is still drawn.
@MainActor
@Suite struct ViewRendererExtentTests {
    @Test func offScreenSubtreesAreNotVisitedAndOverflowStillDraws() {
        UIApplication.replaceShared()  // a fresh application: no other test's animation still running in it
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        window.isHidden = false
        // 50 groups of 10 views, stacked far below the window: none of them can reach it.
        for g in 0..<50 {
            let group = UIView(frame: CGRect(x: 0, y: 300 + CGFloat(g) * 100, width: 200, height: 90))
            for r in 0..<10 {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(r) * 9, width: 200, height: 9))
                row.backgroundColor = .systemBlue
                group.addSubview(row)
            }
            window.addSubview(group)
        }
        // A group below the window whose one child reaches up into it.
        let overflowing = UIView(frame: CGRect(x: 0, y: 250, width: 200, height: 50))
        let reaching = UIView(frame: CGRect(x: 20, y: -200, width: 40, height: 40))
        reaching.backgroundColor = .systemRed
        overflowing.addSubview(reaching)
        window.addSubview(overflowing)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 200, 200)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let renderer = ViewRenderer()
        renderer.renderFrame(of: window, into: cr)
        #expect(renderer.lastFrame.viewsVisited < 60, "the 500 rows below the window are not visited")
        let pixels = PixelBuffer(surface: surface)
        let red = pixels.pixel(x: 40, y: 70)
        #expect(red.r > 200 && red.g < 100, "the child that reaches into the window from below is drawn")
        // Moved into view, a row of a skipped group is drawn at once.
        let group = window.subviews[3]
        group.subviews[0].frame.origin.y = -500
        renderer.renderFrame(of: window, into: cr)
        let blue = PixelBuffer(surface: surface).pixel(x: 150, y: 105)
        #expect(blue.b > 200 && blue.r < 100, "a row moved up out of its far group is drawn")
    }
}
