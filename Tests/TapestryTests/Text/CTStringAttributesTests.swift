import Foundation
import Tapestry
import Testing

/// Core Text's attribute names: the keys it shares with UIKit reach the same attributes, and its own keys, with
/// Core Graphics values, draw.
@MainActor
@Suite struct CTStringAttributesTests {
    @Test func sharedKeysAreUIKitsKeys() {
        let pairs: [(CFString, NSAttributedString.Key)] = [
            (kCTFontAttributeName, .font), (kCTKernAttributeName, .kern), (kCTLigatureAttributeName, .ligature),
            (kCTParagraphStyleAttributeName, .paragraphStyle), (kCTUnderlineStyleAttributeName, .underlineStyle),
            (kCTStrokeWidthAttributeName, .strokeWidth), (kCTStrokeColorAttributeName, .strokeColor),
            (kCTWritingDirectionAttributeName, .writingDirection),
        ]
        for (coreText, uiKit) in pairs {
            #expect(coreText as NSAttributedString.Key == uiKit, "\(coreText)")
        }
        #expect(kCTForegroundColorAttributeName as String != NSAttributedString.Key.foregroundColor.rawValue)
    }

    @Test func coreTextKeysWithCoreGraphicsValuesStyleTheRuns() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let text = NSMutableAttributedString(
            string: "Core Text",
            attributes: [
                kCTFontAttributeName as NSAttributedString.Key: UIFont.systemFont(ofSize: 30),
                kCTForegroundColorAttributeName as NSAttributedString.Key: red,
                kCTUnderlineStyleAttributeName as NSAttributedString.Key: CTUnderlineStyle.double.rawValue,
                kCTUnderlineColorAttributeName as NSAttributedString.Key: blue,
                kCTTrackingAttributeName as NSAttributedString.Key: 2.5,
                kCTBaselineOffsetAttributeName as NSAttributedString.Key: 3,
                kCTStrokeColorAttributeName as NSAttributedString.Key: blue,
            ])
        text.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 5, length: 4))
        text.addAttribute(.kern, value: 1, range: NSRange(location: 5, length: 4))
        let styled = StyledText(text, font: .systemFont(ofSize: 12), color: .black)
        let core = styled.runs[0]
        #expect(core.font.pointSize == 30 && core.color == red)
        #expect(core.underline == .double && core.underlineColor == blue && core.strokeColor == blue)
        #expect(core.kern == 2.5 && core.baselineOffset == 3)
        #expect(styled.runs[1].color == UIColor.green.cgColor, "UIKit's colour wins over Core Text's")
        #expect(styled.runs[1].kern == 1, "UIKit's kern wins over Core Text's tracking")
    }
}
