import CCairo
import Foundation
import Tapestry
import TapestryTesting
import Testing

@testable import TapestryCairo

/// Text measured with Pango, as labels draw it.
@MainActor
@Suite struct PangoTextTests {
    @Test func pangoMeasuresLabels() {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        let one = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        label.text = "Hello Hello"
        let two = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(one.width > 30 && one.width < 80)
        #expect(two.width > one.width * 1.8)
        #expect(one.height >= 20 && one.height < 35)
        label.numberOfLines = 0
        label.text = "我是键盘我是键盘我是键盘"
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: 1000))
        #expect(wrapped.width <= 100 && wrapped.height > one.height * 1.5, "Chinese wraps by character")
    }

    @Test func theSystemFontIsLiberationSansWithSFProsLineHeights() {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        // Drawn in Liberation Sans (make deps installs fonts-liberation2): the same widths as that family.
        let text = "Settings General Wi-Fi Bluetooth Notifications"
        let system = PangoText.measure(text, font: .systemFont(ofSize: 17), width: .infinity, lines: 1)
        let liberation = PangoText.measure(
            text, font: UIFont(name: "Liberation Sans", size: 17)!, width: .infinity, lines: 1)
        #expect(system == liberation)
        // SF Pro's line is 1.1777 em (hhea ascent 1980 + descent 432 of 2048 units, the metrics Apple's font
        // ships with): 20 pt at 17 pt. Liberation Sans's is within a point of it at every text style.
        for style in [
            UIFont.TextStyle.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
            .footnote, .caption1, .caption2,
        ] {
            let font = UIFont.preferredFont(forTextStyle: style)
            let metrics = PangoText.metrics(of: font)
            let line = metrics.ascender - metrics.descender
            let sfPro = font.pointSize * 2412 / 2048
            #expect(abs(line - sfPro) <= 1.05, "\(style.rawValue): \(line) against SF Pro's \(sfPro)")
        }
    }

    @Test func colourEmojiDrawInColourWithFallbackFonts() throws {
        UIApplication.replaceShared()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "😀🍎"
        label.font = .systemFont(ofSize: 28)
        label.textColor = .black
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: label, background: .white))
        // A black label: only a colour font (Noto Color Emoji, found by fontconfig's fallback) paints yellow or red.
        let coloured = pixels.pixels.filter { abs(Int($0.r) - Int($0.b)) > 80 }.count
        #expect(coloured > 50, "emoji drew in colour, not as boxes: \(coloured) coloured pixels")
    }

    @Test func paragraphLayoutMatchesWhatIsDrawnAndPlacesCaretsByCluster() {
        UIApplication.replaceShared()
        _ = ViewRenderer()
        let font = UIFont.systemFont(ofSize: 14)
        let text = "Wrapping text lays out e\u{301}mojis 👍🏽 and 中文 across lines in the view"
        let layout = TextLayout.paragraph(text, font, 120)
        #expect(layout.lines.count >= 3)
        #expect(layout.lines.first?.range.lowerBound == 0 && layout.lines.last?.range.upperBound == text.utf16.count)
        for pair in zip(layout.lines, layout.lines.dropFirst()) {
            #expect(pair.0.range.upperBound == pair.1.range.lowerBound, "lines tile the paragraph")
            #expect(pair.1.y >= pair.0.y + pair.0.height - 0.5)
        }
        let measured = TextMeasurement.measure(text, font, 120, 0)
        #expect(abs(layout.size.height - measured.height) <= 1, "the same wrapping as labels measure and draw")
        // Every offset the layout returns for a point is a cluster boundary.
        for line in layout.lines.indices {
            for x in stride(from: -10, through: 130, by: 3) {
                let offset = layout.offset(forX: CGFloat(x), inLine: line)
                let index = text.utf16.index(text.utf16.startIndex, offsetBy: offset)
                #expect(index.samePosition(in: text) != nil, "offset \(offset) splits a cluster")
            }
        }
        let single = TextLayout.paragraph("abc", font, .infinity)
        #expect(single.x(forOffset: 0, inLine: 0) == 0)
        #expect(single.x(forOffset: 3, inLine: 0) > single.x(forOffset: 1, inLine: 0))
    }

    @Test func withoutPangoTheFirstTextSaysWhichPackageToInstall() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            setenv("TAPESTRY_PANGO_LIBRARY", "libtapestry-no-such-pango.so.0", 1)
            await MainActor.run {
                UIApplication.replaceShared()
                _ = ViewRenderer()
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                label.text = "Hello"
                _ = try? UIImageRendering.image(of: label)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("libtapestry-no-such-pango.so.0 could not be opened"), "\(message)")
        #expect(message.contains("apt-get install libpangocairo-1.0-0"), "\(message)")
    }

    @Test func aMonospacedFontGivesEveryLetterTheSameWidthAndItalicSlants() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let mono = UIFont.monospacedSystemFont(ofSize: 20, weight: .regular)
        let narrow = TextMeasurement.measure("iiiiiiii", mono, .infinity, 1).width
        let wide = TextMeasurement.measure("WWWWWWWW", mono, .infinity, 1).width
        #expect(abs(narrow - wide) < 1, "\(narrow) and \(wide)")
        let sans = UIFont.systemFont(ofSize: 20)
        #expect(
            TextMeasurement.measure("WWWWWWWW", sans, .infinity, 1).width > TextMeasurement.measure(
                "iiiiiiii", sans, .infinity, 1
            ).width * 2)
        // An italic face is another face: its ink leans (the top of an "l" right of its foot).
        func lean(_ font: UIFont) throws -> Int {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            label.font = font
            label.textColor = .black
            label.text = "l"
            let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: label, background: .white))
            let rows = (0..<pixels.height).filter { y in
                (0..<pixels.width).contains { pixels.pixel(x: $0, y: y).r < 100 }
            }
            func left(_ y: Int) -> Int { (0..<pixels.width).first { pixels.pixel(x: $0, y: y).r < 100 } ?? 0 }
            return left(rows.first ?? 0) - left(rows.last ?? 0)
        }
        let italic = try lean(.italicSystemFont(ofSize: 30)), upright = try lean(.systemFont(ofSize: 30))
        #expect(italic >= 2 && abs(upright) <= 1, "italic \(italic), upright \(upright)")
    }

    /// A font's typographic features change what Pango draws (Liberation Sans has superior and inferior
    /// figures), in plain and in styled text.
    @Test func aFontsFeaturesChangeTheGlyphsDrawn() throws {
        let plain = UIFont.systemFont(ofSize: 30)
        func font(_ selector: Int) -> UIFont {
            UIFont(
                descriptor: plain.fontDescriptor.addingAttributes([
                    .featureSettings: [[UIFontDescriptor.FeatureKey.type: kVerticalPositionType, .selector: selector]]
                ]), size: 0)
        }
        func pixels(_ font: UIFont, styled: Bool) -> Data? {
            UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40)).image { _ in
                if styled {
                    NSAttributedString(string: "1234", attributes: [.font: font, .kern: 0.5]).draw(at: .zero)
                } else {
                    ("1234" as NSString).draw(at: .zero, withAttributes: [.font: font])
                }
            }.pngData()
        }
        for styled in [false, true] {
            let normal = try #require(pixels(plain, styled: styled))
            #expect(pixels(font(kNormalPositionSelector), styled: styled) == normal, "the default needs no feature")
            #expect(pixels(font(kSuperiorsSelector), styled: styled) != normal)
            #expect(
                pixels(font(kInferiorsSelector), styled: styled) != pixels(font(kSuperiorsSelector), styled: styled))
        }
    }
}
