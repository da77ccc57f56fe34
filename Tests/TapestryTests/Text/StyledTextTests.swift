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
}
