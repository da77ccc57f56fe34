import CCairo
import Foundation
import Tapestry
import TapestryCairo
import Testing

/// `maskedCorners` and `cornerCurve` in the drawing: only the named corners are rounded, and continuous
/// corners start further from the corner than circular ones and meet the edges gradually.
@MainActor
@Suite struct CornerOutlineTests {
    func render(_ configure: (UIView) -> Void) -> PixelBuffer {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.isHidden = false
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        view.layer.cornerRadius = 20
        configure(view)
        window.addSubview(view)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        ViewRenderer().render(window, into: cr, background: nil)
        cairo_surface_flush(surface)
        return PixelBuffer(surface: surface)
    }

    func isRed(_ p: PixelBuffer.Pixel) -> Bool { p.r == 255 && p.g < 40 && p.b < 40 }
    func isWhite(_ p: PixelBuffer.Pixel) -> Bool { p.r == 255 && p.g > 215 && p.b > 215 }

    @Test func onlyTheMaskedCornersAreRounded() {
        let pixels = render { $0.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner] }
        #expect(isWhite(pixels.pixel(x: 0, y: 0)) && isWhite(pixels.pixel(x: 99, y: 0)), "top corners cut")
        #expect(isRed(pixels.pixel(x: 0, y: 99)) && isRed(pixels.pixel(x: 99, y: 99)), "bottom corners square")
    }

    @Test func aContinuousCornerStartsFurtherOutAndStaysInsideTheCircularOne() {
        let circular = render { _ in }
        let continuous = render { $0.layer.cornerCurve = .continuous }
        // 22 points along the top edge: past a circular corner's 20, so its edge is straight there; within a
        // continuous one's 30.6, whose curve has left the edge by a quarter pixel.
        #expect(isRed(circular.pixel(x: 22, y: 0)))
        #expect(!isRed(continuous.pixel(x: 22, y: 0)) && isRed(continuous.pixel(x: 22, y: 1)))
        // Both are square along the edges far from the corners, and cut at the corner itself.
        #expect(isRed(continuous.pixel(x: 50, y: 0)) && isWhite(continuous.pixel(x: 1, y: 1)))
        // Along the diagonal, the middle of both curves is equally far in (the control points are placed so).
        let inset = Int((20 * (1 - 1 / 2.0.squareRoot())).rounded())  // 6
        #expect(
            isRed(continuous.pixel(x: inset + 2, y: inset + 2)) && !isRed(continuous.pixel(x: inset - 2, y: inset - 2)))
        #expect(
            CALayer.cornerCurveExpansionFactor(.continuous) > 1.5 && CALayer.cornerCurveExpansionFactor(.circular) == 1)
    }
}

/// A corner configuration with different radii per corner draws each corner with its own radius.
@MainActor
@Suite struct CornerConfigurationDrawingTests {
    @Test func eachCornerIsDrawnWithItsOwnRadius() {
        let pixels = CornerOutlineTests().render { view in
            view.layer.cornerRadius = 0
            view.cornerConfiguration = .corners(
                topLeftRadius: .fixed(40), topRightRadius: .fixed(10), bottomLeftRadius: nil, bottomRightRadius: 24)
        }
        let test = CornerOutlineTests()
        // 8 points in along the diagonal: inside a 10-point corner's arc, outside a 40-point one's.
        #expect(test.isWhite(pixels.pixel(x: 8, y: 8)), "top left: radius 40")
        #expect(test.isRed(pixels.pixel(x: 91, y: 91 - 83)), "top right: radius 10")
        #expect(test.isRed(pixels.pixel(x: 0, y: 99)), "bottom left: square")
        #expect(test.isWhite(pixels.pixel(x: 96, y: 96)) && test.isRed(pixels.pixel(x: 90, y: 90)), "bottom right: 24")
        // Along the top edge, 20 points from the left it is still the 40-point curve's gap.
        #expect(test.isWhite(pixels.pixel(x: 3, y: 20)) && test.isRed(pixels.pixel(x: 20, y: 3)) == false)
    }
}
