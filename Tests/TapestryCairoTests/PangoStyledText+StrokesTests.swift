import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Outlined, slanted and ligature-free text: `.strokeWidth`/`.strokeColor`, `.obliqueness`, `.ligature`.
@MainActor
@Suite struct PangoStyledTextStrokesTests {
    private func pixels(of string: NSAttributedString, size: CGSize = CGSize(width: 160, height: 90)) throws
        -> PixelBuffer
    {
        let view = DrawingView(frame: CGRect(origin: .zero, size: size)) { _ in string.draw(at: CGPoint(x: 10, y: 5)) }
        return try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
    }

    private func count(_ pixels: PixelBuffer, _ matches: (PixelBuffer.Pixel) -> Bool) -> Int {
        var total = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where matches(pixels.pixel(x: x, y: y)) { total += 1 } }
        return total
    }

    private func isRed(_ p: PixelBuffer.Pixel) -> Bool { p.r > 180 && p.g < 90 && p.b < 90 }
    private func isBlue(_ p: PixelBuffer.Pixel) -> Bool { p.b > 180 && p.r < 90 && p.g < 90 }

    @Test func aPositiveWidthOutlinesTheTextAndLeavesItUnfilled() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let font = UIFont.boldSystemFont(ofSize: 60)
        let plain = try pixels(
            of: NSAttributedString(string: "HM", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        let hollow = try pixels(
            of: NSAttributedString(
                string: "HM",
                attributes: [.font: font, .foregroundColor: UIColor.blue, .strokeWidth: 4, .strokeColor: UIColor.red]))
        #expect(count(plain, isBlue) > 300)
        #expect(count(hollow, isRed) > 100)
        #expect(count(hollow, isBlue) == 0)
        // The outline is thinner than the filled glyphs: less ink.
        #expect(count(hollow, isRed) < count(plain, isBlue))
    }

    @Test func aNegativeWidthFillsAndOutlines() throws {
        UIApplication.replaceShared()
        let font = UIFont.boldSystemFont(ofSize: 60)
        let both = try pixels(
            of: NSAttributedString(
                string: "HM",
                attributes: [.font: font, .foregroundColor: UIColor.blue, .strokeWidth: -4, .strokeColor: UIColor.red]))
        #expect(count(both, isRed) > 100)
        #expect(count(both, isBlue) > 50)
    }

    @Test func anOutlineWithoutAColourTakesTheTextsAndOnlyItsRunIsOutlined() throws {
        UIApplication.replaceShared()
        let font = UIFont.boldSystemFont(ofSize: 50)
        let string = NSMutableAttributedString(string: "HH", attributes: [.font: font, .foregroundColor: UIColor.red])
        string.addAttribute(.strokeWidth, value: 5, range: NSRange(location: 1, length: 1))
        let image = try pixels(of: string)
        // Both glyphs are red; the second is hollow: less red on its half.
        let half = image.width / 2
        var left = 0, right = 0
        let firstWidth = NSAttributedString(string: "H", attributes: [.font: font]).size().width
        for y in 0..<image.height {
            for x in 0..<image.width where isRed(image.pixel(x: x, y: y)) {
                if CGFloat(x) < 10 + firstWidth { left += 1 } else { right += 1 }
            }
        }
        #expect(half > 0 && left > 100 && right > 30)
        #expect(right < left)
    }

    @Test func obliquenessSlantsTheGlyphs() throws {
        UIApplication.replaceShared()
        let font = UIFont.systemFont(ofSize: 60)
        func slant(_ obliqueness: CGFloat) throws -> CGFloat {
            let image = try pixels(
                of: NSAttributedString(
                    string: "l", attributes: [.font: font, .foregroundColor: UIColor.black, .obliqueness: obliqueness]))
            var rows: [(y: Int, x: CGFloat)] = []
            for y in 0..<image.height {
                var xs: [Int] = []
                for x in 0..<image.width where image.pixel(x: x, y: y).r < 100 { xs.append(x) }
                if !xs.isEmpty { rows.append((y, CGFloat(xs.reduce(0, +)) / CGFloat(xs.count))) }
            }
            guard let top = rows.first, let bottom = rows.last else { return 0 }
            return top.x - bottom.x  // how far the top leans right of the bottom
        }
        #expect(abs(try slant(0)) < 2)
        #expect(try slant(0.3) > 4)
    }

    @Test func ligaturesCanBeTurnedOff() throws {
        UIApplication.replaceShared()
        // The system font (Liberation Sans) has no ligatures; DejaVu Serif, installed with it, has "ffi" and "fl".
        let font = try #require(UIFont(name: "DejaVu Serif", size: 40))
        let with = NSAttributedString(string: "ffi fl", attributes: [.font: font, .ligature: 1])
        let without = NSAttributedString(string: "ffi fl", attributes: [.font: font, .ligature: 0])
        let a = try pixels(of: with), b = try pixels(of: without)
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing > 10)
    }

    /// A clear background colour is no background (icon-font libraries set `.backgroundColor: UIColor.clear`):
    /// Pango takes an alpha of 0 as unset, so passing it on painted an opaque black box behind the text.
    @Test func aClearBackgroundColourPaintsNothing() throws {
        UIApplication.replaceShared()
        let font = UIFont.systemFont(ofSize: 40)
        let image = try pixels(
            of: NSAttributedString(
                string: "i", attributes: [.font: font, .foregroundColor: UIColor.red, .backgroundColor: UIColor.clear]))
        func isDark(_ p: PixelBuffer.Pixel) -> Bool { p.r < 60 && p.g < 60 && p.b < 60 }
        #expect(count(image, isRed) > 20)
        #expect(count(image, isDark) == 0)
        // A half-clear one still shows.
        let tinted = try pixels(
            of: NSAttributedString(
                string: "i",
                attributes: [.font: font, .backgroundColor: UIColor.blue.withAlphaComponent(0.5)]))
        #expect(count(tinted) { $0.b > 200 && $0.r < 160 && $0.r > 90 } > 50)
    }
}
