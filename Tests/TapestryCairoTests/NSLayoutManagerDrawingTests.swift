import Foundation
import Tapestry
import TapestryCairo
import Testing

/// A label drawing its text through TextKit 1, as link-tapping labels do: backgrounds, then glyphs.
@MainActor
@Suite struct NSLayoutManagerDrawingTests {
    @Test func glyphsAndBackgroundsDrawWhereTheManagerSaysTheyAre() throws {
        UIApplication.replaceShared()
        _ = try UIImageRendering.pngData(of: UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2)))  // Pango's metrics
        let storage = NSTextStorage(string: "plain LINK plain", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        storage.addAttribute(.backgroundColor, value: UIColor.yellow, range: NSRange(location: 6, length: 4))
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 300, height: 60))
        container.lineFragmentPadding = 0
        storage.addLayoutManager(manager)
        manager.addTextContainer(container)
        let link = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 4), in: container)
        let used = manager.usedRect(for: container)
        let origin = CGPoint(x: 10, y: 10)
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 320, height: 80)) { _ in
            let range = manager.glyphRange(for: container)
            manager.drawBackground(forGlyphRange: range, at: origin)
            manager.drawGlyphs(forGlyphRange: range, at: origin)
        }
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
        func isYellow(_ p: PixelBuffer.Pixel) -> Bool { p.r > 200 && p.g > 200 && p.b < 80 }
        func isInk(_ p: PixelBuffer.Pixel) -> Bool { p.r < 120 && p.g < 120 && p.b < 120 }
        // The link's background fills its rectangle and no more.
        #expect(isYellow(pixels.pixel(x: Int(origin.x + link.minX + 1), y: Int(origin.y + link.minY + 1))))
        #expect(!isYellow(pixels.pixel(x: Int(origin.x + link.minX - 3), y: Int(origin.y + link.midY))))
        // Ink falls inside the used rectangle only.
        var inkInside = 0, inkOutside = 0
        for y in 0..<80 {
            for x in 0..<320 where isInk(pixels.pixel(x: x, y: y)) {
                let point = CGPoint(x: CGFloat(x) + 0.5 - origin.x, y: CGFloat(y) + 0.5 - origin.y)
                if used.insetBy(dx: -1, dy: -1).contains(point) { inkInside += 1 } else { inkOutside += 1 }
            }
        }
        #expect(inkInside > 50)
        #expect(inkOutside == 0)
    }
}
