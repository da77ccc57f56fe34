import Foundation
import Tapestry
import Testing

@testable import TapestryCairo

/// Attributed text measured and drawn with Pango: each run's font, colour and decorations.
@MainActor
@Suite struct PangoStyledTextTests {
    @Test func runsOfFontsAndKerningMeasureWiderAndTaller() {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let plain = NSAttributedString(string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let mixed = NSMutableAttributedString(attributedString: plain)
        mixed.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 34), range: NSRange(location: 6, length: 5))
        #expect(mixed.size().width > plain.size().width * 1.3, "the large bold run is wider")
        #expect(mixed.size().height > plain.size().height * 1.5, "and makes its line taller")
        let kerned = NSMutableAttributedString(attributedString: plain)
        kerned.addAttribute(.kern, value: 4.0, range: NSRange(location: 0, length: kerned.length))
        #expect(abs(kerned.size().width - plain.size().width - 44) < 6, "4 pt after each of 11 characters")
        // Wrapping and a paragraph style's line spacing.
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let paragraph = NSAttributedString(
            string: "one two three four five six seven eight nine ten",
            attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
        let spaced = paragraph.boundingRect(
            with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        let tight = NSAttributedString(string: paragraph.string, attributes: [.font: UIFont.systemFont(ofSize: 17)])
            .boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(spaced.width <= 120 && tight.height > 40, "wrapped at the width")
        #expect(spaced.height > tight.height + 20, "10 pt between each pair of lines")
    }

    @Test func aLabelDrawsEachRunInItsColourWithUnderlineAndStrikethrough() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        let text = NSMutableAttributedString(
            string: "RED BLUE", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        text.addAttribute(
            .foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            range: NSRange(location: 0, length: 3))
        text.addAttribute(
            .foregroundColor, value: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
            range: NSRange(location: 4, length: 4))
        label.attributedText = text
        #expect(label.text == "RED BLUE", "the text is the attributed string's")
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: label, background: .white))
        let red = pixels.pixels.filter { $0.r > 200 && $0.g < 60 && $0.b < 60 }.count
        let blue = pixels.pixels.filter { $0.b > 200 && $0.r < 60 && $0.g < 60 }.count
        #expect(red > 80 && blue > 80, "both runs drew in their colours: \(red) red, \(blue) blue")
        // An underline adds a line of ink under the letters; a strikethrough one through them.
        func darkPerRow(_ attributes: [NSAttributedString.Key: Any]) throws -> [Int] {
            let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
            var all: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.black,
            ]
            all.merge(attributes) { $1 }
            plain.attributedText = NSAttributedString(string: "ace", attributes: all)
            let image = try PixelBuffer(pngData: UIImageRendering.pngData(of: plain, background: .white))
            return (0..<image.height).map { y in (0..<image.width).filter { image.pixel(x: $0, y: y).r < 100 }.count }
        }
        let bare = try darkPerRow([:])
        let inked = bare.indices.filter { bare[$0] > 0 }
        let top = try #require(inked.first), bottom = try #require(inked.last)
        func addedRows(_ other: [Int]) -> [Int] { other.indices.filter { other[$0] - bare[$0] > 20 } }
        let under = addedRows(try darkPerRow([.underlineStyle: NSUnderlineStyle.single.rawValue]))
        let through = addedRows(try darkPerRow([.strikethroughStyle: NSUnderlineStyle.single.rawValue]))
        #expect(
            !under.isEmpty && under.allSatisfy { $0 >= bottom - 2 },
            "under the letters (\(under), ink \(top)…\(bottom))")
        #expect(!through.isEmpty && through.allSatisfy { $0 > top && $0 < bottom }, "through them (\(through))")
    }

    @Test func settingTextDropsTheAttributesAndAFontChangeAppliesToTheWhole() {
        let label = UILabel()
        let text = NSAttributedString(string: "Hi", attributes: [.kern: 3.0])
        label.attributedText = text
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 3)
        label.font = .systemFont(ofSize: 30)
        #expect((label.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        label.text = "Plain"
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        #expect(label.attributedText?.string == "Plain")
    }

    @Test func aTextViewDrawsAndPlacesItsCaretByEachRunsFont() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        let text = NSMutableAttributedString(
            string: "RED BLUE", attributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.black])
        text.addAttributes(
            [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)],
            range: NSRange(location: 0, length: 3))
        view.attributedText = text
        view.layoutIfNeeded()
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
        let red = pixels.pixels.filter { $0.r > 200 && $0.g < 60 && $0.b < 60 }.count
        let black = pixels.pixels.filter { $0.r < 60 && $0.g < 60 && $0.b < 60 }.count
        #expect(red > 150 && black > 20, "the 30-pt run in red, the rest in black: \(red) red, \(black) black")
        // The caret after "RED" sits where the 30-pt letters end, further than 12-pt ones would reach.
        let afterRed = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 3)!)
        let small = TextMeasurement.measure("RED", .boldSystemFont(ofSize: 12), .infinity, 1).width
        #expect(afterRed.minX > small * 2, "caret at \(afterRed.minX), 12-pt text is \(small) wide")
        #expect(afterRed.height >= UIFont.boldSystemFont(ofSize: 30).lineHeight - 1, "the line is the large font's")
    }

    @Test func paragraphSpacingSeparatesParagraphsAndTabsLineTextUpOnTheirStops() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let font = UIFont.systemFont(ofSize: 17)
        func height(_ configure: (NSMutableParagraphStyle) -> Void, lines: Int = 0) -> CGFloat {
            let style = NSMutableParagraphStyle()
            configure(style)
            let label = UILabel()
            label.numberOfLines = lines
            label.attributedText = NSAttributedString(
                string: "One\nTwo\nThree", attributes: [.font: font, .paragraphStyle: style])
            return label.intrinsicContentSize.height
        }
        let plain = height { _ in }
        #expect(abs(height({ _ in }, lines: 2) - plain * 2 / 3) <= 1, "two lines of three, though each is a paragraph")
        #expect(abs(height { $0.paragraphSpacing = 20 } - plain - 40) <= 1, "20 pt after each paragraph but the last")
        #expect(abs(height { $0.paragraphSpacingBefore = 10 } - plain - 20) <= 1, "10 pt before all but the first")
        #expect(abs(height({ $0.paragraphSpacing = 20 }, lines: 2) - height({ _ in }, lines: 2) - 20) <= 1)

        func width(_ string: String, _ configure: (NSMutableParagraphStyle) -> Void = { _ in }) -> CGFloat {
            let style = NSMutableParagraphStyle()
            configure(style)
            return NSAttributedString(string: string, attributes: [.font: font, .paragraphStyle: style]).size().width
        }
        let b = width("b")
        #expect(abs(width("a\tb") - (28 + b)) <= 1.5, "UIKit's default stops: every 28 pt")
        #expect(
            abs(width("a\tb") { $0.tabStops = [NSTextTab(textAlignment: .left, location: 100)] } - (100 + b)) <= 1.5)
        let right = width("a\tbbb") { $0.tabStops = [NSTextTab(textAlignment: .right, location: 150)] }
        #expect(abs(right - 150) <= 1.5, "a right stop ends the text at 150: \(right)")
        // Text limited to two lines drawn in a taller rectangle shows two of three one-line paragraphs, no more.
        final class TwoLines: UIView {
            override func draw(_ rect: CGRect) {
                UIGraphicsGetCurrentContext()?.draw(
                    "One\nTwo\nThree", in: bounds,
                    style: TextStyle(
                        font: .systemFont(ofSize: 17), color: UIColor.black.cgColor, alignment: .left,
                        lineBreakMode: .byTruncatingTail, numberOfLines: 2))
            }
        }
        let twoLines = TwoLines(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let image = try PixelBuffer(pngData: UIImageRendering.pngData(of: twoLines, background: .white))
        let inkRows = (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y).r < 128 } }
        #expect(inkRows.count > 10, "text drew")
        let scale = CGFloat(image.height) / 100
        #expect(CGFloat((inkRows.max() ?? 0) - (inkRows.min() ?? 0)) < font.lineHeight * 2 * scale, "two lines")
        let plainLabel = UILabel()
        plainLabel.font = font
        plainLabel.text = "a\tb"
        #expect(abs(plainLabel.intrinsicContentSize.width - (28 + b)) <= 1.5, "plain text uses the default stops too")
    }

    @Test func aCentredTextViewDrawsAndPlacesItsCaretOnCentredLines() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        view.font = .systemFont(ofSize: 20)
        view.textColor = .black
        view.text = "Centred"
        view.textAlignment = .center
        view.layoutIfNeeded()
        let width = TextMeasurement.measure("Centred", .systemFont(ofSize: 20), .infinity, 1).width
        let inner = 300 - 2 * view.textContainer.lineFragmentPadding
        let start = view.caretRect(for: view.beginningOfDocument).midX - view.textContainer.lineFragmentPadding
        let end = view.caretRect(for: view.endOfDocument).midX - view.textContainer.lineFragmentPadding
        #expect(abs(start - (inner - width) / 2) < 2 && abs(end - (inner + width) / 2) < 2, "\(start) \(end) \(width)")
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
        let scale = CGFloat(pixels.width) / 300
        let inked = (0..<pixels.width).filter { x in (0..<pixels.height).contains { pixels.pixel(x: x, y: $0).r < 100 }
        }
        let middle = CGFloat((inked.first ?? 0) + (inked.last ?? 0)) / 2 / scale
        #expect(abs(middle - 150) < 3, "the ink is centred: \(middle)")
        // A point on the right half of the word finds a character there.
        let position = view.closestPosition(to: CGPoint(x: 150 + width / 4, y: 20))
        #expect(position.map { view.offset(from: view.beginningOfDocument, to: $0) }.map { $0 >= 4 && $0 <= 6 } == true)
    }

    @Test func anAttachmentKeepsRoomInItsLineAndDrawsItsImageOnTheBaseline() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let red = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: .init(scale: 1)).image {
            UIColor.red.setFill()
            $0.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        }
        let font = UIFont.systemFont(ofSize: 20)
        let plain = NSAttributedString(string: "HH", attributes: [.font: font])
        let text = NSMutableAttributedString(string: "H", attributes: [.font: font])
        text.append(NSAttributedString(attachment: NSTextAttachment(image: red)))
        text.append(NSAttributedString(string: "H", attributes: [.font: font]))
        #expect(abs(text.size().width - plain.size().width - 12) < 1.5, "\(text.size()) \(plain.size())")
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.attributedText = text
        label.textColor = .black
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: label, background: .white))
        func where_(_ test: (PixelBuffer.Pixel) -> Bool) -> (xs: [Int], ys: [Int]) {
            var xs: [Int] = [], ys: [Int] = []
            for y in 0..<pixels.height {
                for x in 0..<pixels.width where test(pixels.pixel(x: x, y: y)) {
                    xs.append(x)
                    ys.append(y)
                }
            }
            return (xs, ys)
        }
        let redInk = where_ { $0.r > 200 && $0.g < 60 && $0.b < 60 }
        let blackInk = where_ { $0.r < 80 && $0.g < 80 && $0.b < 80 }
        #expect(redInk.xs.count >= 12 * 12 - 4, "the image is drawn whole: \(redInk.xs.count) red pixels")
        guard let redLeft = redInk.xs.min(), let redRight = redInk.xs.max(), let redBottom = redInk.ys.max(),
            let inkBottom = blackInk.ys.max()
        else { return }
        #expect(redRight - redLeft == 11)
        #expect(abs(redBottom - inkBottom) <= 1, "its bottom sits on the baseline, as the H's does")
        let leftH = blackInk.xs.filter { $0 < redLeft }, rightH = blackInk.xs.filter { $0 > redRight }
        #expect(!leftH.isEmpty && !rightH.isEmpty, "between the two letters")
    }

    @Test func aTemplateImageAttachedIsDrawnInItsTint() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: .init(scale: 1)).image {
            UIColor.red.setFill()
            $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.attributedText = NSAttributedString(attachment: NSTextAttachment(image: square.withTintColor(.blue)))
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: label, background: .white))
        var blue = 0, red = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels.pixel(x: x, y: y)
                if pixel.b > 200 && pixel.r < 60 { blue += 1 }
                if pixel.r > 200 && pixel.b < 60 { red += 1 }
            }
        }
        #expect(blue >= 90 && red == 0, "the square's shape in the tint: \(blue) blue, \(red) red")
    }

    /// The left edge of the ink on each line of an image, top to bottom (lines told apart by blank rows).
    private static func inkStartPerLine(_ pixels: PixelBuffer) -> [CGFloat] {
        let scale = CGFloat(pixels.width) / 320
        var starts: [CGFloat] = []
        var current: Int?
        for y in 0..<pixels.height {
            let first = (0..<pixels.width).first { pixels.pixel(x: $0, y: y).r < 100 }
            if let first {
                current = min(current ?? first, first)
            } else if let value = current {
                starts.append(CGFloat(value) / scale)
                current = nil
            }
        }
        if let current { starts.append(CGFloat(current) / scale) }
        return starts
    }

    /// A paragraph style's indents, as TextKit applies them: the first line at `firstLineHeadIndent`, the others
    /// at `headIndent`, and a positive `tailIndent` the lines' right end measured from the left.
    private static func indented(first: CGFloat, head: CGFloat, tail: CGFloat = 0) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = first
        style.headIndent = head
        style.tailIndent = tail
        return NSAttributedString(
            string: "Lines of words wrap here again and again and again, each one under the one before it.",
            attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black, .paragraphStyle: style])
    }

    @Test(arguments: [(CGFloat(0), CGFloat(40)), (40, 0), (10, 30)])
    func aLabelIndentsItsFirstLineAndTheOthersAsItsParagraphStyleSays(first: CGFloat, head: CGFloat) throws {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        label.numberOfLines = 0
        label.attributedText = Self.indented(first: first, head: head)
        let starts = Self.inkStartPerLine(
            try PixelBuffer(pngData: UIImageRendering.pngData(of: label, background: .white)))
        #expect(starts.count >= 3, "the text wraps: \(starts)")
        // A capital's ink starts a point or two right of its origin.
        #expect(abs(starts[0] - first) < 3.5, "the first line at \(first): \(starts)")
        #expect(starts.dropFirst().allSatisfy { abs($0 - head) < 3.5 }, "the others at \(head): \(starts)")
        let fits = label.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
        #expect(fits.width <= 320, "measured within the width it wraps at: \(fits)")
    }

    @Test func aLabelsPositiveTailIndentEndsItsLinesThatFarFromTheLeft() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        func rightmostInk(_ text: NSAttributedString) throws -> CGFloat {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            label.numberOfLines = 0
            label.attributedText = text
            let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: label, background: .white))
            let inked = (0..<pixels.width).filter { x in
                (0..<pixels.height).contains { pixels.pixel(x: x, y: $0).r < 100 }
            }
            return CGFloat(inked.last ?? 0) * 320 / CGFloat(pixels.width)
        }
        #expect(try rightmostInk(Self.indented(first: 0, head: 0)) > 250, "the full width is used")
        #expect(try rightmostInk(Self.indented(first: 0, head: 0, tail: 160)) <= 161, "lines end by x 160")
        #expect(try rightmostInk(Self.indented(first: 0, head: 0, tail: -160)) <= 161, "…or 160 from the right")
    }

    @Test func aTextViewIndentsItsParagraphsAndPlacesItsCaretOnTheIndentedLines() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        view.attributedText = Self.indented(first: 0, head: 40)
        view.layoutIfNeeded()
        let starts = Self.inkStartPerLine(
            try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white)))
        #expect(starts.count >= 3, "the text wraps: \(starts)")
        #expect(abs(starts[0]) < 3.5 && starts.dropFirst().allSatisfy { abs($0 - 40) < 3.5 }, "\(starts)")
        // The caret at the start sits at 0; the caret at the start of the second line at 40.
        #expect(abs(view.caretRect(for: view.beginningOfDocument).midX) < 2)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let second = try #require(view.closestPosition(to: CGPoint(x: 0, y: lineHeight * 1.5)))
        #expect(abs(view.caretRect(for: second).midX - 40) < 2, "\(view.caretRect(for: second))")
        #expect(
            view.offset(from: view.beginningOfDocument, to: second) > 10,
            "a point left of the indent finds the line's start")
        // A first-line indent moves the first caret.
        view.attributedText = Self.indented(first: 30, head: 0)
        view.layoutIfNeeded()
        #expect(abs(view.caretRect(for: view.beginningOfDocument).midX - 30) < 2)
    }
}
