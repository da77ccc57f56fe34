import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Text shadows (`NSShadow` in an attributed string) drawn under the runs that have them.
@MainActor
@Suite struct PangoStyledTextShadowsTests {
    func render(_ shadow: NSShadow?, string: String = "II") throws -> PixelBuffer {
        UIApplication.replaceShared()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.black,
        ]
        if let shadow { attributes[.shadow] = shadow }
        label.attributedText = NSAttributedString(string: string, attributes: attributes)
        return try PixelBuffer(pngData: UIImageRendering.pngData(of: label, background: .white))
    }

    func reddish(_ image: PixelBuffer) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if Int(p.r) - Int(p.g) > 40 && Int(p.r) - Int(p.b) > 40 { found.append((x, y)) }
            }
        }
        return found
    }

    func darkest(_ image: PixelBuffer) -> (minX: Int, maxX: Int) {
        let xs = (0..<image.width).filter { x in (0..<image.height).contains { image.pixel(x: x, y: $0).r < 60 } }
        return (xs.min() ?? 0, xs.max() ?? 0)
    }

    @Test func aSharpShadowIsTheTextAgainMovedByTheOffset() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 6, height: 4)
        shadow.shadowColor = UIColor.red
        let image = try render(shadow)
        let red = reddish(image)
        #expect(red.count > 100, "the shadow shows where the text does not cover it: \(red.count)")
        let text = darkest(image)
        let rightmostRed = red.map(\.x).max() ?? 0
        #expect(rightmostRed > text.maxX && rightmostRed <= text.maxX + 7, "moved 6 pt right: \(rightmostRed)")
        #expect(reddish(try render(nil)).isEmpty, "no shadow without the attribute")
    }

    @Test func aBlurredShadowSpreadsSoftly() throws {
        let sharp = NSShadow()
        sharp.shadowOffset = CGSize(width: 0, height: 0)
        sharp.shadowColor = UIColor.red
        let soft = sharp.copy() as! NSShadow
        soft.shadowBlurRadius = 8
        let hidden = try render(sharp)
        let hiddenRed = reddish(hidden).map(\.x)
        #expect(
            (hiddenRed.min() ?? .max) >= darkest(hidden).minX - 1,
            "an unmoved sharp shadow shows only at the letters' smoothed edges")
        let blurred = try render(soft)
        if let out = ProcessInfo.processInfo.environment["TAPESTRY_SHADOW_PNG"] {
            try blurred.pngData().write(to: URL(fileURLWithPath: out))
        }
        let red = reddish(blurred)
        #expect(red.count > 200, "the blur reaches out around the letters: \(red.count)")
        let text = darkest(blurred)
        #expect((red.map(\.x).min() ?? 0) < text.minX - 2, "to the left as well")
        let strongest = red.map { Int(blurred.pixel(x: $0.x, y: $0.y).g) }.min() ?? 255
        #expect(strongest > 20, "soft: no pixel is the full red (least green \(strongest))")
    }

    @Test func theDefaultColourIsATranslucentBlackAbove() throws {
        let shadow = NSShadow()  // offset (0, -3), black at a third
        let image = try render(shadow)
        let plain = try render(nil)
        let greyAbove = (0..<image.height).contains { y in
            (0..<image.width).contains { x in
                let p = image.pixel(x: x, y: y)
                return p.r > 120 && p.r < 220 && plain.pixel(x: x, y: y).r > 250
            }
        }
        #expect(greyAbove, "a grey edge the text does not have")
    }
}
