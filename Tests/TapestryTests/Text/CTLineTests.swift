import Foundation
import Tapestry
import Testing

/// Core Text's lines: their ranges, metrics, carets, truncation and runs.
@MainActor
@Suite struct CTLineTests {
    private let font = UIFont.systemFont(ofSize: 20)

    @Test func aLineMeasuresItsTextInItsFont() {
        UIApplication.replaceShared()  // a fresh application for each test
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Hello  ", attributes: [.font: font]))
        #expect(CTLineGetStringRange(line) == CFRange(location: 0, length: 7))
        #expect(CTLineGetGlyphCount(line) == 7)
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = -1
        let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
        #expect(ascent == font.ascender && descent == -font.descender && leading == 0)
        // The trailing spaces count in the width and not in the flush offset.
        let trailing = CTLineGetTrailingWhitespaceWidth(line)
        #expect(trailing > 0 && trailing < width)
        #expect(abs(CTLineGetPenOffsetForFlush(line, 0.5, 200) - (200 - (width - trailing)) / 2) < 0.001)
        #expect(CTLineGetPenOffsetForFlush(line, 0, 200) == 0)
        let bounds = CTLineGetBoundsWithOptions(line, [])
        #expect(bounds.minY == -descent && abs(bounds.height - (ascent + descent)) < 0.001)
        #expect(abs(Double(bounds.width) - width) < 0.001)
    }

    @Test func carets() {
        UIApplication.replaceShared()
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "abcdef", attributes: [.font: font]))
        var previous: CGFloat = -1
        for index in 0...6 {
            let x = CTLineGetOffsetForStringIndex(line, index, nil)
            #expect(x > previous)
            previous = x
            // The caret's x leads back to its index.
            #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: x, y: 0)) == index)
        }
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: -50, y: 0)) == 0)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: 5000, y: 0)) == 6)
    }

    @Test func truncationCutsWhereAskedAndFitsTheWidth() {
        UIApplication.replaceShared()
        let text = NSAttributedString(string: "The quick brown fox jumps", attributes: [.font: font])
        let line = CTLineCreateWithAttributedString(text)
        let full = CTLineGetTypographicBounds(line, nil, nil, nil)
        #expect(CTLineCreateTruncatedLine(line, full + 1, .end, nil) === line)
        for kind in [CTLineTruncationType.end, .start, .middle] {
            guard let cut = CTLineCreateTruncatedLine(line, full / 2, kind, nil) else {
                Issue.record("no line for \(kind)")
                continue
            }
            let width = CTLineGetTypographicBounds(cut, nil, nil, nil)
            #expect(width <= full / 2 && width > full / 4)
            let glyphs = CTLineGetGlyphCount(cut)
            #expect(glyphs < 25)
        }
        // Not even the ellipsis fits in a point.
        #expect(CTLineCreateTruncatedLine(line, 1, .end, nil) == nil)
    }

    @Test func theTokenGoesWhereTheTruncationTypeSays() {
        UIApplication.replaceShared()
        let text = NSAttributedString(string: "abcdefghijklmnopqrstuvwxyz", attributes: [.font: font])
        let line = CTLineCreateWithAttributedString(text)
        let half = CTLineGetTypographicBounds(line, nil, nil, nil) / 2
        // A token of its own colour shows in the runs where it went.
        let token = CTLineCreateWithAttributedString(
            NSAttributedString(string: "~", attributes: [.font: font, .foregroundColor: UIColor.red]))
        func tokenRuns(_ kind: CTLineTruncationType) -> [Bool] {
            let cut = CTLineCreateTruncatedLine(line, half, kind, token)!
            return (CTLineGetGlyphRuns(cut) as! [CTRun]).map {
                CTRunGetAttributes($0)[NSAttributedString.Key.foregroundColor.rawValue] != nil
            }
        }
        #expect(tokenRuns(.end) == [false, true])
        #expect(tokenRuns(.start) == [true, false])
        #expect(tokenRuns(.middle) == [false, true, false])
        // Without a token, an ellipsis in the text's attributes.
        let ellipsis = CTLineCreateTruncatedLine(line, half, .end, nil)!
        #expect((CTLineGetGlyphRuns(ellipsis) as! [CTRun]).count == 1)
    }

    @Test func runsFollowTheAttributes() {
        UIApplication.replaceShared()
        let text = NSMutableAttributedString(string: "plain bold", attributes: [.font: font])
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 20), range: NSRange(location: 6, length: 4))
        let line = CTLineCreateWithAttributedString(text)
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]
        #expect(runs.count == 2)
        #expect(CTRunGetStringRange(runs[0]) == CFRange(location: 0, length: 6))
        #expect(CTRunGetStringRange(runs[1]) == CFRange(location: 6, length: 4))
        #expect(CTRunGetGlyphCount(runs[1]) == 4)
        let attributes = CTRunGetAttributes(runs[1])
        #expect(
            (attributes[NSAttributedString.Key.font.rawValue] as? UIFont)?.fontName
                == UIFont.boldSystemFont(ofSize: 20).fontName)
        // The runs' widths add up to the line's.
        let total = runs.map { CTRunGetTypographicBounds($0, CFRange(), nil, nil, nil) }.reduce(0, +)
        #expect(abs(total - CTLineGetTypographicBounds(line, nil, nil, nil)) < 0.001)
        var positions = [CGPoint](repeating: .zero, count: 4)
        CTRunGetPositions(runs[1], CFRange(), &positions)
        #expect(abs(positions[0].x - CTLineGetOffsetForStringIndex(line, 6, nil)) < 0.001)
        #expect(positions[3].x > positions[0].x)
    }

    @Test func aRunsStatusSaysWhenItIsRightToLeft() {
        UIApplication.replaceShared()
        let latin = CTLineCreateWithAttributedString(NSAttributedString(string: "abc", attributes: [.font: font]))
        let hebrew = CTLineCreateWithAttributedString(NSAttributedString(string: "שלום", attributes: [.font: font]))
        #expect(CTRunGetStatus((CTLineGetGlyphRuns(latin) as! [CTRun])[0]) == .noStatus)
        #expect(CTRunGetStatus((CTLineGetGlyphRuns(hebrew) as! [CTRun])[0]) == .rightToLeft)
    }
}
