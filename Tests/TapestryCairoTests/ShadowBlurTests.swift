import Foundation
import Tapestry
import Testing

@testable import TapestryCairo

/// Shadows as Core Animation casts them: from a path, from an opaque background's rounded bounds, or, with
/// neither, from the alpha of what the view and its subviews draw.
@MainActor
@Suite struct ShadowBlurTests {
    /// A 100 × 100 white root with, at (20, 20), a 50 × 50 view casting a black shadow 10 pt down, blurred 2 pt,
    /// whose only drawing is `decorate`'s.
    func render(_ decorate: (UIView) -> Void) throws -> PixelBuffer {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let caster = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        caster.layer.shadowOpacity = 1
        caster.layer.shadowOffset = CGSize(width: 0, height: 10)
        caster.layer.shadowRadius = 2
        decorate(caster)
        root.addSubview(caster)
        return try PixelBuffer(pngData: UIImageRendering.pngData(of: root))
    }

    @Test func aClearViewCastsTheShadowOfItsSubviewsShape() throws {
        let pixels = try render { caster in
            // A disc: the view's corners are clear, and so is the shadow under them.
            let disc = UIView(frame: caster.bounds)
            disc.backgroundColor = .systemBlue
            disc.layer.cornerRadius = 25
            caster.addSubview(disc)
        }
        #expect(pixels.pixel(x: 45, y: 78).r < 60, "under the disc's bottom, 10 pt down: dark")
        #expect(pixels.pixel(x: 23, y: 77).r > 240, "under the view's bottom-left corner, outside the disc: no shadow")
        #expect(pixels.pixel(x: 67, y: 77).r > 240, "nor under the bottom-right one")
    }

    @Test func aClearViewWithNothingDrawnCastsNoShadow() throws {
        let pixels = try render { _ in }
        #expect(pixels.pixel(x: 45, y: 75) == PixelBuffer.Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func anOpaqueBackgroundOrAPathStillGivesTheirShape() throws {
        let square = try render { $0.backgroundColor = .systemBlue }
        #expect(square.pixel(x: 23, y: 77).r < 60, "an opaque background's bounds cast a square shadow")
        let pathed = try render { caster in
            caster.layer.shadowPath = UIBezierPath(ovalIn: caster.bounds).cgPath
        }
        #expect(pathed.pixel(x: 45, y: 78).r < 60, "a path casts even with nothing drawn")
        #expect(pathed.pixel(x: 23, y: 77).r > 240)
    }

    @Test func aTranslucentSubviewCastsALighterShadow() throws {
        func darkness(_ alpha: CGFloat) throws -> Int {
            let pixels = try render { caster in
                let fill = UIView(frame: caster.bounds)
                fill.backgroundColor = UIColor.black.withAlphaComponent(alpha)
                caster.addSubview(fill)
            }
            return 255 - Int(pixels.pixel(x: 45, y: 77).r)
        }
        let full = try darkness(1), half = try darkness(0.5)
        #expect(full > 200 && half > 90 && half < 160, "full \(full), half \(half)")
    }
}
