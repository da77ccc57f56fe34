import CCairo
import Foundation
import Tapestry
import TapestryCairo
import Testing

/// `UIView.mask`: the mask view's opacity cuts the view's content, as in UIKit.
@MainActor
@Suite struct ViewRendererMaskTests {
    @Test func aMaskViewShowsTheContentOnlyWhereItIsOpaque() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.isHidden = false
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        mask.backgroundColor = .black
        view.mask = mask
        window.addSubview(view)

        let pixels = renderPixels(of: window, side: 100)
        let left = pixels.pixel(x: 25, y: 50)
        let right = pixels.pixel(x: 75, y: 50)
        #expect(left.r == 255 && left.g == 0 && left.b == 0, "under the mask: the red content")
        #expect(right.r == 255 && right.g == 255 && right.b == 255, "outside it: the white window")
    }

    @Test func anImageViewMaskAtScale2CutsTheContentToItsImage() {
        // A chat bubble: a view masked by an image view whose image is a 2x pill.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.isHidden = false
        let pill = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: .init(scale: 2)).image { _ in
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 15).fill()
        }
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 60, height: 30))
        view.backgroundColor = .red
        let mask = UIImageView(image: pill)
        mask.frame = view.bounds
        view.mask = mask
        window.addSubview(view)

        let pixels = renderPixels(of: window, side: 100)
        let isRed = { (x: Int, y: Int) in
            let p = pixels.pixel(x: x, y: y)
            return p.r > 200 && p.g < 60 && p.b < 60
        }
        #expect(isRed(50, 45) && isRed(22, 45) && isRed(77, 45), "the whole pill shows, end to end")
        #expect(isRed(50, 31) && isRed(50, 58), "top to bottom")
        #expect(!isRed(21, 31) && !isRed(78, 58), "its round ends cut the corners")
    }
}

/// Template images are drawn as their shape filled with the tint colour.
@MainActor
@Suite struct TemplateImageTests {
    @Test func aTemplateImageIsFilledWithItsViewsTint() {
        let bitmap = ImageBitmap(width: 4, height: 4, bytesPerRow: 16)
        // Opaque black pixels: as a template only their coverage counts.
        let pixels = bitmap.baseAddress.assumingMemoryBound(to: UInt32.self)
        for index in 0..<16 { pixels[index] = 0xFF00_0000 }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.backgroundColor = .white
        window.isHidden = false
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        imageView.image = UIImage(bitmap: bitmap).withRenderingMode(.alwaysTemplate)
        imageView.tintColor = .red
        window.addSubview(imageView)
        let tinted = renderPixels(of: window, side: 20).pixel(x: 10, y: 10)
        #expect(tinted.r == 255 && tinted.g < 60 && tinted.b < 60, "red, not the image's black: \(tinted)")
    }
}

/// The pixels of `window` drawn by a fresh renderer into a square image `side` pixels wide.
@MainActor
private func renderPixels(of window: UIWindow, side: Int32) -> PixelBuffer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
    let cr = cairo_create(surface)!
    defer {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
    ViewRenderer().render(window, into: cr, background: nil)
    cairo_surface_flush(surface)
    return PixelBuffer(surface: surface)
}
