import Foundation
import Testing

@testable import Tapestry

/// The engine's estimated paragraph layout and the line lookups every paragraph layout shares (TextLayout.swift).
@MainActor
@Suite struct TextLayoutTests {
    private let font = UIFont.systemFont(ofSize: 10)

    @Test func anEmptyParagraphHasOneEmptyLine() {
        let layout = EstimatedParagraphLayout(text: "", font: font, width: 100)
        #expect(layout.lines == [TextLine(range: 0..<0, y: 0, height: font.lineHeight, width: 0)])
        #expect(layout.size == CGSize(width: 0, height: font.lineHeight))
        #expect(layout.x(forOffset: 0, inLine: 0) == 0 && layout.offset(forX: 50, inLine: 0) == 0)
    }

    /// Narrow characters advance 0.55 em, wide (CJK) ones an em, combining marks nothing.
    @Test func advancesAreEstimatedPerCharacter() {
        let layout = EstimatedParagraphLayout(text: "ab中e\u{301}", font: font, width: .infinity)
        #expect(layout.lines.count == 1)
        #expect(layout.x(forOffset: 1, inLine: 0) == 5.5)
        #expect(layout.x(forOffset: 2, inLine: 0) == 11)
        #expect(layout.x(forOffset: 3, inLine: 0) == 21)
        #expect(abs(layout.size.width - 26.5) < 1e-9, "the accent adds nothing to its letter")
        #expect(layout.x(forOffset: 4, inLine: 0) == 21, "inside a grapheme cluster the caret stays before it")
    }

    /// Lines break after the last space that fits; the space stays on the line it ends.
    @Test func wrapsAfterTheLastSpaceThatFits() {
        // 5.5 points a character: "aaaa " is 27.5, "aaaa bb" 38.5, a third b would pass 40.
        let layout = EstimatedParagraphLayout(text: "aaaa bbbb cccc", font: font, width: 40)
        #expect(layout.lines.map(\.range) == [0..<5, 5..<10, 10..<14])
        #expect(layout.lines.map(\.y) == [0, font.lineHeight, 2 * font.lineHeight])
        #expect(layout.lines[0].width == 27.5)
        #expect(layout.size.height == 3 * font.lineHeight)
        #expect(layout.lineIndex(forOffset: 5) == 1, "a wrap point belongs to the line it starts")
        #expect(layout.lineIndex(forOffset: 4) == 0 && layout.lineIndex(forOffset: 14) == 2)
    }

    @Test func aWordLongerThanTheLineBreaksByCharacter() {
        let layout = EstimatedParagraphLayout(text: String(repeating: "x", count: 20), font: font, width: 30)
        #expect(layout.lines.map(\.range) == [0..<5, 5..<10, 10..<15, 15..<20])
        #expect(layout.lines.allSatisfy { $0.width <= 30 })
    }

    @Test func offsetsForXPickTheNearestStopAndAWrappedLineEndsBeforeItsLastCharacter() {
        let layout = EstimatedParagraphLayout(text: "aaaa bbbb", font: font, width: 30)
        #expect(layout.lines.map(\.range) == [0..<5, 5..<9])
        #expect(layout.offset(forX: 6, inLine: 0) == 1)
        #expect(layout.offset(forX: 8, inLine: 0) == 1 && layout.offset(forX: 9, inLine: 0) == 2)
        #expect(layout.offset(forX: 500, inLine: 0) == 4, "not 5: that is the next line's start")
        #expect(layout.offset(forX: 500, inLine: 1) == 9, "the last line ends at the paragraph's end")
        #expect(layout.offset(forX: -10, inLine: 7) == 5, "lines past the end clamp to the last")
    }

    @Test func lineIndexForYTakesTheFirstAboveAndTheLastBelow() {
        let layout = EstimatedParagraphLayout(text: "aaaa bbbb cccc", font: font, width: 30)
        #expect(layout.lines.count == 3)
        #expect(layout.lineIndex(forY: -5) == 0)
        #expect(layout.lineIndex(forY: font.lineHeight + 0.5) == 1)
        #expect(layout.lineIndex(forY: 1_000) == 2)
    }

    /// Through the registered services: the estimates when nothing else is registered; styled text in its largest
    /// font when the services do not lay styled text out themselves.
    @Test func paragraphsAreMadeThroughTheRegisteredServices() {
        withEstimatedText {
            let plain = TextLayout.paragraph("aaaa bbbb", font, 30)
            #expect(plain.lines.map(\.range) == [0..<5, 5..<9])
            let big = UIFont.systemFont(ofSize: 20)
            let attributed = NSMutableAttributedString(string: "aa ", attributes: [.font: font])
            attributed.append(NSAttributedString(string: "bb", attributes: [.font: big]))
            let styled = StyledText(attributed)
            let layout = TextLayout.paragraph(styled, .infinity)
            #expect(layout.size.height == big.lineHeight, "the largest font's line")
            #expect(abs(layout.x(forOffset: 3, inLine: 0) - 33) < 1e-9, "estimated in the largest font")
        }
    }
}
