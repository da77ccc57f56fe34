import Foundation
import Tapestry
import Testing

/// Core Text's framesetter: paragraphs wrapped at the frame's width, lines that fit its height, origins from
/// the bottom, suggested sizes and typesetters.
@MainActor
@Suite struct CTFramesetterTests {
    private let font = UIFont.systemFont(ofSize: 16)
    private let text = "The first paragraph wraps over several lines at this width.\nA second one.\nThird"

    @Test func linesCoverTheTextAndStackFromTheTop() {
        UIApplication.replaceShared()  // a fresh application for each test
        let string = NSAttributedString(string: text, attributes: [.font: font])
        let framesetter = CTFramesetterCreateWithAttributedString(string)
        let box = CGRect(x: 10, y: 20, width: 150, height: 1000)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: box, transform: nil), nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        #expect(lines.count > 3)
        // The lines' ranges follow one another over the whole text, line breaks included.
        var next = 0
        for line in lines {
            let range = CTLineGetStringRange(line)
            #expect(range.location == next)
            next = range.location + range.length
        }
        #expect(next == (text as NSString).length)
        #expect(CTFrameGetVisibleStringRange(frame) == CFRange(location: 0, length: next))
        #expect(CTFrameGetStringRange(frame) == CFRange(location: 0, length: next))
        // Origins from the box's origin, y up: the first baseline an ascent below the top, then downwards.
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(frame, CFRange(), &origins)
        #expect(abs(origins[0].y - (1000 - font.ascender)) < 0.001)
        for (upper, lower) in zip(origins, origins.dropFirst()) { #expect(lower.y < upper.y) }
        // Every line fits the width.
        for line in lines {
            let width = CTLineGetTypographicBounds(line, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth(line)
            #expect(width <= 150 + 0.001)
        }
        // A part of the range: two origins from the second line.
        var two = [CGPoint](repeating: .zero, count: 2)
        CTFrameGetLineOrigins(frame, CFRangeMake(1, 2), &two)
        #expect(two == Array(origins[1...2]))
        #expect(CTFrameGetPath(frame).boundingBox == box)
    }

    @Test func aShortFrameKeepsTheLinesThatFit() {
        UIApplication.replaceShared()
        let string = NSAttributedString(string: text, attributes: [.font: font])
        let framesetter = CTFramesetterCreateWithAttributedString(string)
        let all = CTFramesetterCreateFrame(
            framesetter, CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 150, height: 1000), transform: nil), nil)
        let allLines = CTFrameGetLines(all) as! [CTLine]
        let lineHeight =
            CTFramesetterSuggestFrameSizeWithConstraints(
                framesetter, CFRange(), nil, CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), nil
            ).height / CGFloat(allLines.count)
        let short = CTFramesetterCreateFrame(
            framesetter, CFRange(),
            CGPath(rect: CGRect(x: 0, y: 0, width: 150, height: lineHeight * 2.5), transform: nil), nil)
        let shortLines = CTFrameGetLines(short) as! [CTLine]
        #expect(shortLines.count == 2)
        let visible = CTFrameGetVisibleStringRange(short)
        let third = CTLineGetStringRange(allLines[2])
        #expect(visible == CFRange(location: 0, length: third.location))
        // The suggested size reports the same fit.
        var fit = CFRange()
        let size = CTFramesetterSuggestFrameSizeWithConstraints(
            framesetter, CFRange(), nil, CGSize(width: 150, height: lineHeight * 2.5), &fit)
        #expect(fit == visible)
        #expect(abs(size.height - lineHeight * 2) < 0.5)
        #expect(size.width <= 150)
    }

    @Test func suggestedSizeUnwrappedIsTheWidestParagraph() {
        UIApplication.replaceShared()
        let string = NSAttributedString(string: "short\na much longer paragraph", attributes: [.font: font])
        let framesetter = CTFramesetterCreateWithAttributedString(string)
        let size = CTFramesetterSuggestFrameSizeWithConstraints(
            framesetter, CFRange(), nil,
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            nil)
        let longest = CTLineCreateWithAttributedString(
            NSAttributedString(string: "a much longer paragraph", attributes: [.font: font]))
        #expect(abs(Double(size.width) - CTLineGetTypographicBounds(longest, nil, nil, nil)) < 0.001)
    }

    @Test func centredAndRightAlignedParagraphsMoveTheirOrigins() {
        UIApplication.replaceShared()
        for (alignment, factor) in [(NSTextAlignment.center, 0.5), (.right, 1.0), (.left, 0.0)] {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let string = NSAttributedString(string: "Short", attributes: [.font: font, .paragraphStyle: style])
            let frame = CTFramesetterCreateFrame(
                CTFramesetterCreateWithAttributedString(string), CFRange(),
                CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil), nil)
            let line = (CTFrameGetLines(frame) as! [CTLine])[0]
            var origin = CGPoint.zero
            CTFrameGetLineOrigins(frame, CFRangeMake(0, 1), &origin)
            #expect(abs(Double(origin.x) - CTLineGetPenOffsetForFlush(line, factor, 200)) < 0.001)
        }
    }

    @Test func aTypesetterBreaksOneLineAtATime() {
        UIApplication.replaceShared()
        let string = NSAttributedString(string: text, attributes: [.font: font])
        let typesetter = CTTypesetterCreateWithAttributedString(string)
        let frame = CTFramesetterCreateFrame(
            CTFramesetterCreateWithAttributedString(string), CFRange(),
            CGPath(rect: CGRect(x: 0, y: 0, width: 150, height: 1000), transform: nil), nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        var start = 0
        for line in lines {
            let count = CTTypesetterSuggestLineBreak(typesetter, start, 150)
            #expect(CFRange(location: start, length: count) == CTLineGetStringRange(line))
            let made = CTTypesetterCreateLine(typesetter, CFRange(location: start, length: count))
            #expect(CTLineGetStringRange(made) == CTLineGetStringRange(line))
            start += count
        }
        #expect(CTFramesetterGetTypesetter(CTFramesetterCreateWithAttributedString(string)) !== typesetter)
    }
}
