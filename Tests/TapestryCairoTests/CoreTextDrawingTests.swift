import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Core Text drawing in a flipped UIKit context, as iOS code does it: upright text where the frame puts it.
@MainActor
@Suite struct CoreTextDrawingTests {
    @Test func aFrameDrawsUprightAtTheTopOfItsBoxInAFlippedContext() throws {
        UIApplication.replaceShared()
        _ = try UIImageRendering.pngData(of: UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2)))  // Pango's metrics
        let font = UIFont.systemFont(ofSize: 40)
        let string = NSAttributedString(string: "T", attributes: [.font: font, .foregroundColor: UIColor.black])
        let size = CGSize(width: 120, height: 100)
        let view = DrawingView(frame: CGRect(origin: .zero, size: size)) { rect in
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.textMatrix = .identity
            context.translateBy(x: 0, y: size.height)
            context.scaleBy(x: 1, y: -1)
            let frame = CTFramesetterCreateFrame(
                CTFramesetterCreateWithAttributedString(string), CFRange(),
                CGPath(rect: CGRect(origin: .zero, size: size), transform: nil), nil)
            CTFrameDraw(frame, context)
        }
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
        var rows: [Int: Int] = [:]
        for y in 0..<100 {
            for x in 0..<120 {
                let p = pixels.pixel(x: x, y: y)
                if p.r < 100 && p.g < 100 && p.b < 100 { rows[y, default: 0] += 1 }
            }
        }
        let top = try #require(rows.keys.min()), bottom = try #require(rows.keys.max())
        // The glyph sits in the first line: within an ascent and a descent of the box's top.
        #expect(top >= 0 && bottom <= Int(font.ascender - font.descender) + 1)
        // Upright: the T's bar (the widest rows) is at its top, its stem below.
        #expect(rows[top, default: 0] > 2 * rows[bottom, default: 0])
    }

    @Test func aLineDrawsAtTheTextPosition() throws {
        UIApplication.replaceShared()
        _ = try UIImageRendering.pngData(of: UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2)))
        let font = UIFont.systemFont(ofSize: 30)
        let line = CTLineCreateWithAttributedString(
            NSAttributedString(string: "H", attributes: [.font: font, .foregroundColor: UIColor.black]))
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 120, height: 100)) { _ in
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.translateBy(x: 0, y: 100)
            context.scaleBy(x: 1, y: -1)
            context.textPosition = CGPoint(x: 60, y: 30)  // the baseline 30 pt above the bottom
            CTLineDraw(line, context)
        }
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
        var ink: [(x: Int, y: Int)] = []
        for y in 0..<100 {
            for x in 0..<120 {
                let p = pixels.pixel(x: x, y: y)
                if p.r < 100 && p.g < 100 && p.b < 100 { ink.append((x, y)) }
            }
        }
        #expect(!ink.isEmpty)
        // In view coordinates the baseline is at y 70: the H stands on it, starting at x 60.
        #expect((ink.map(\.y).max() ?? 0) <= 71 && (ink.map(\.y).max() ?? 0) >= 66)
        #expect((ink.map(\.x).min() ?? 0) >= 60 && (ink.map(\.x).min() ?? 0) <= 66)
    }

    @Test func aCoreTextColourDrawsTheLine() throws {
        UIApplication.replaceShared()
        _ = try UIImageRendering.pngData(of: UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2)))
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let line = CTLineCreateWithAttributedString(
            NSAttributedString(
                string: "HH",
                attributes: [
                    kCTFontAttributeName as NSAttributedString.Key: UIFont.boldSystemFont(ofSize: 40),
                    kCTForegroundColorAttributeName as NSAttributedString.Key: red,
                ]))
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 120, height: 100)) { _ in
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.translateBy(x: 0, y: 100)
            context.scaleBy(x: 1, y: -1)
            context.textPosition = CGPoint(x: 10, y: 30)
            CTLineDraw(line, context)
        }
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
        var redPixels = 0, dark = 0
        for y in 0..<100 {
            for x in 0..<120 {
                let p = pixels.pixel(x: x, y: y)
                if p.r > 200 && p.g < 60 && p.b < 60 { redPixels += 1 }
                if p.r < 100 && p.g < 100 && p.b < 100 { dark += 1 }
            }
        }
        #expect(redPixels > 100, "the glyphs are drawn in kCTForegroundColorAttributeName's CGColor")
        #expect(dark == 0, "not in the default black")
    }
}
