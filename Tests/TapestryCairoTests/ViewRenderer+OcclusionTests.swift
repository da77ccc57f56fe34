import CCairo
import Foundation
import Tapestry
import TapestryCairo
import Testing

/// What opaque views hide is not drawn, and leaving it out changes no pixel.
@MainActor
@Suite struct OcclusionTests {
    /// A black window holding a blue container whose rows (red and green in turn) are `rowHeight` tall.
    private func scene(rowHeight: CGFloat, rows: Int, containerColor: UIColor? = .blue) -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .black
        window.isHidden = false
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        container.backgroundColor = containerColor
        window.addSubview(container)
        for index in 0..<rows {
            let row = UIView(
                frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: 100, height: rowHeight))
            row.backgroundColor = index % 2 == 0 ? .red : .green
            container.addSubview(row)
        }
        return (window, container)
    }

    private func render(_ window: UIWindow, _ renderer: ViewRenderer = ViewRenderer(), background: UIColor? = nil)
        -> PixelBuffer
    {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 120, 120)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        // Garbage first: anything left undrawn would show as magenta.
        cairo_set_source_rgb(cr, 1, 0, 1)
        cairo_paint(cr)
        renderer.render(window, into: cr, background: background)
        cairo_surface_flush(surface)
        return PixelBuffer(surface: surface)
    }

    /// The background the renderer is given is painted under a root whose own fill does not cover the area (a
    /// translucent or rounded window), and left out under one whose opaque fill covers it, the pixels the same as
    /// painting it first would give.
    @Test func theGivenBackgroundShowsOnlyWhereTheRootsOwnFillDoesNotCoverIt() {
        UIApplication.replaceShared()
        func pixels(_ configure: (UIWindow) -> Void, background: UIColor) -> PixelBuffer {
            let (window, _) = scene(rowHeight: 25, rows: 0)
            configure(window)
            return render(window, background: background)
        }
        let opaque = pixels({ _ in }, background: .white)
        #expect(opaque.pixel(x: 2, y: 2) == .init(r: 0, g: 0, b: 0, a: 255), "the window's black, no magenta")
        let translucent = pixels({ $0.backgroundColor = UIColor(white: 0, alpha: 0.5) }, background: .white)
        #expect(translucent.pixel(x: 2, y: 2).r > 120 && translucent.pixel(x: 2, y: 2).r < 135, "half black on white")
        let rounded = pixels({ $0.layer.cornerRadius = 20 }, background: .white)
        #expect(rounded.pixel(x: 0, y: 0) == .init(r: 255, g: 255, b: 255, a: 255), "white in the rounded corner")
        #expect(rounded.pixel(x: 60, y: 2) == .init(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func aBackgroundUnderRowsThatFillItIsNotDrawn() {
        UIApplication.replaceShared()
        let (window, container) = scene(rowHeight: 25, rows: 4)
        let renderer = ViewRenderer()
        renderer.recordsDrawnViews = true
        let pixels = render(window, renderer)
        #expect(!renderer.drawnViews.contains { $0 === container }, "the rows hide the container's background")
        #expect(renderer.drawnViews.count == 5, "the window and the four rows")
        // The same pixels as without the container's background at all.
        let (bare, _) = scene(rowHeight: 25, rows: 4, containerColor: nil)
        #expect(pixels.differingPixels(from: render(bare), tolerance: 0) == 0)
        #expect(pixels.pixel(x: 50, y: 30) == .init(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aBackgroundShowingBetweenRowsOrBelowThemIsDrawn() {
        UIApplication.replaceShared()
        for (rowHeight, rows) in [(25.0, 3), (20.5, 5)] {
            let (window, container) = scene(rowHeight: rowHeight, rows: rows)
            let renderer = ViewRenderer()
            renderer.recordsDrawnViews = true
            let pixels = render(window, renderer)
            #expect(renderer.drawnViews.contains { $0 === container }, "rows of \(rowHeight)")
            #expect((0..<120).allSatisfy { y in pixels.pixel(x: 60, y: y) != .init(r: 255, g: 0, b: 255, a: 255) })
            if rows == 5 {
                // Rows meeting inside a pixel: that pixel has some of the container's blue beneath them.
                #expect(pixels.pixel(x: 60, y: 10 + 20).b > 0)
            } else {
                #expect(pixels.pixel(x: 60, y: 10 + 90) == .init(r: 0, g: 0, b: 255, a: 255))
            }
        }
    }

    @Test func columnsHideTheBackgroundToo() {
        UIApplication.replaceShared()
        let (window, container) = scene(rowHeight: 100, rows: 0)
        for index in 0..<2 {
            let column = UIView(frame: CGRect(x: CGFloat(index) * 50, y: 0, width: 50, height: 100))
            column.backgroundColor = .white
            container.addSubview(column)
        }
        let renderer = ViewRenderer()
        renderer.recordsDrawnViews = true
        _ = render(window, renderer)
        #expect(!renderer.drawnViews.contains { $0 === container })
    }

    /// A view's drawing is painted whole, however far from the middle of the view it reaches: the renderer
    /// clips a recorded `draw(_:)` to its ink, and the ink takes in every stroke, its anti-aliased edge and text.
    @Test func recordedDrawingIsPaintedWhole() throws {
        UIApplication.replaceShared()
        let drawing: (CGRect) -> Void = { rect in
            UIColor.black.setStroke()
            let path = UIBezierPath(ovalIn: CGRect(x: 3.3, y: 2.6, width: 40, height: 30))
            path.lineWidth = 5
            path.stroke()
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 287.5, y: 30.5, width: 12.5, height: 9.5)).fill()
            "Ink".draw(at: CGPoint(x: 120.25, y: 10.5), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        window.backgroundColor = .white
        window.isHidden = false
        let view = DrawingView(frame: CGRect(x: 10, y: 10, width: 300, height: 40), body: drawing)
        window.addSubview(view)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let expected = try PixelBuffer(
            image: UIGraphicsImageRenderer(size: CGSize(width: 320, height: 60), format: format).image { context in
                UIColor.white.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 320, height: 60))
                context.cgContext.translateBy(x: 10, y: 10)
                drawing(CGRect(x: 0, y: 0, width: 300, height: 40))
            })
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 320, 60)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        ViewRenderer().render(window, into: cr)
        cairo_surface_flush(surface)
        let drawn = PixelBuffer(surface: surface)
        #expect(drawn.differingPixels(from: expected, tolerance: 1) == 0)
        #expect(drawn.pixel(x: 10 + 295, y: 10 + 35).g < 50, "the red square at the far corner is there")
    }
}
