import Foundation
import Tapestry
import Testing

/// Attributed strings as the renderer takes them: runs with UIKit's attributes and the label's defaults.
@MainActor
@Suite struct StyledTextTests {
    @Test func runsCarryTheirAttributesAndTheDefaultsFillTheRest() {
        let text = NSMutableAttributedString(string: "Sale $10 now")
        text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 5, length: 3))
        text.addAttribute(
            .strikethroughStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 5, length: 3))
        text.addAttribute(.kern, value: NSNumber(value: 1.5), range: NSRange(location: 0, length: 4))
        text.addAttribute(.baselineOffset, value: 4, range: NSRange(location: 9, length: 3))
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 6
        text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
        let styled = StyledText(text, font: .systemFont(ofSize: 20), color: .label, alignment: .left)
        #expect(styled.runs.map(\.range) == [0..<4, 4..<5, 5..<8, 8..<9, 9..<12])
        #expect(styled.runs[0].kern == 1.5 && styled.runs[0].font.pointSize == 20, "the label's font where none is set")
        #expect(styled.runs[2].strikethrough == .single && styled.runs[2].color == UIColor.systemRed.cgColor)
        #expect(styled.runs[4].baselineOffset == 4)
        #expect(styled.alignment == .center, "the paragraph style's alignment wins over the label's")
        #expect(styled.lineSpacing == 6)
    }

    @Test func paragraphStylesCopyAndCompareByTheirSettings() throws {
        let style = NSMutableParagraphStyle()
        style.headIndent = 12
        style.lineBreakMode = .byTruncatingMiddle
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        #expect(frozen.headIndent == 12 && frozen.lineBreakMode == .byTruncatingMiddle)
        #expect(frozen == style)
        let again = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
        again.headIndent = 0
        #expect(again != frozen)
        #expect(NSParagraphStyle.default.alignment == .natural)
    }

    @Test func withoutAFontEngineStyledTextIsEstimatedRunByRun() {
        withEstimatedText {
            // 0.55 em a character: "ab" at 10 pt is 11 pt, "cd" at 20 pt 22 pt; lines as tall as the largest font.
            let text = NSMutableAttributedString(string: "abcd", attributes: [.font: UIFont.systemFont(ofSize: 10)])
            text.addAttribute(.font, value: UIFont.systemFont(ofSize: 20), range: NSRange(location: 2, length: 2))
            let size = text.size()
            #expect(size.width == 33)
            #expect(size.height == UIFont.systemFont(ofSize: 20).lineHeight.rounded(.up))
        }
    }

    @Test func paragraphSpacingSplitsTheTextAtLineBreaksWithItsRuns() {
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 12
        style.paragraphSpacingBefore = 3
        let text = NSMutableAttributedString(
            string: "ab\ncde\n", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: style])
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 20), range: NSRange(location: 1, length: 3))
        let styled = StyledText(text)
        #expect(styled.spacesParagraphs && styled.paragraphGap == 15)
        let paragraphs = styled.paragraphs()
        #expect(paragraphs.map(\.string) == ["ab", "cde", ""])
        #expect(
            paragraphs[0].runs.map(\.range) == [0..<1, 1..<2] && paragraphs[1].runs.map(\.range) == [0..<1, 1..<3])
        #expect(paragraphs[1].runs[0].font.pointSize == 20 && paragraphs[2].runs.count == 1, "an empty one has a font")
        withEstimatedText {
            let plain = StyledText(
                NSAttributedString(string: "ab\ncde\n", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
            var spaced = plain
            spaced.paragraphSpacing = 12
            spaced.paragraphSpacingBefore = 3
            let gaps =
                TextMeasurement.measure(spaced, .infinity, 0).height
                - TextMeasurement.measure(plain, .infinity, 0).height
            #expect(gaps == 30, "two breaks, 15 pt each")
        }
    }

    @Test func outlinesSlantAndLigaturesAreReadFromTheAttributes() {
        let font = UIFont.systemFont(ofSize: 20)
        let string = NSMutableAttributedString(string: "abcd", attributes: [.font: font])
        string.addAttributes(
            [.strokeWidth: -5, .strokeColor: UIColor.red, .obliqueness: 0.2, .ligature: 0],
            range: NSRange(location: 2, length: 2))
        let styled = StyledText(string)
        #expect(styled.runs.count == 2)
        #expect(styled.runs[0].strokeWidth == 0 && !styled.runs[0].isOblique && styled.runs[0].usesLigatures)
        // The width is a percentage of the point size: -5 % of 20 pt.
        #expect(styled.runs[1].strokeWidth == -1)
        #expect(styled.runs[1].strokeColor == UIColor.red.cgColor)
        #expect(styled.runs[1].isOblique && !styled.runs[1].usesLigatures)
    }
}
