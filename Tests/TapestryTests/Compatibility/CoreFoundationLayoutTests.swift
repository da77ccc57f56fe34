import Foundation
import Tapestry
import Testing

/// Attributed strings built run by run with UIKit's attribute values: Linux's Core Foundation compares the
/// attributes of neighbouring runs, and the values' classes must not look to it like broken CF objects.
@MainActor
@Suite struct CoreFoundationLayoutTests {
    /// Appends two runs, each with one attribute, to an empty string (the way that compares them in CF).
    func twoRuns(_ key: NSAttributedString.Key, _ first: Any, _ second: Any) -> NSAttributedString {
        let text = NSMutableAttributedString()
        text.append(NSAttributedString(string: "one", attributes: [key: first]))
        text.append(NSAttributedString(string: "two", attributes: [key: second]))
        text.addAttribute(key, value: first, range: NSRange(location: 5, length: 1))
        return text
    }

    @Test func runsOfDifferentColoursFontsStylesShadowsAndAttachmentsAreKeptApart() {
        let colours = twoRuns(.foregroundColor, UIColor.red, UIColor.black)
        #expect(colours.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(colours.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .black)
        #expect(colours.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .red)
        let fonts = twoRuns(
            .font, UIFont(name: "A Family Name Longer Than Fifteen", size: 12)!, UIFont.systemFont(ofSize: 14))
        #expect((fonts.attribute(.font, at: 3, effectiveRange: nil) as? UIFont)?.pointSize == 14)
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let styles = twoRuns(.paragraphStyle, NSParagraphStyle(), centred)
        #expect(
            (styles.attribute(.paragraphStyle, at: 3, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        let shadow = NSShadow()
        shadow.shadowBlurRadius = 2
        let shadows = twoRuns(.shadow, NSShadow(), shadow)
        #expect((shadows.attribute(.shadow, at: 3, effectiveRange: nil) as? NSShadow)?.shadowBlurRadius == 2)
        let attachments = twoRuns(.attachment, NSTextAttachment(), NSTextAttachment())
        #expect(attachments.attribute(.attachment, at: 3, effectiveRange: nil) is NSTextAttachment)
        var runs = 0
        colours.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: colours.length)) { _, _, _ in
            runs += 1
        }
        #expect(runs == 3, "red, black, red")
    }

    @Test func equalValuesInNeighbouringRunsMakeOneRun() {
        let text = twoRuns(.foregroundColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red)
        var range = NSRange()
        _ = text.attribute(.foregroundColor, at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 6), "the colours are equal: Core Foundation asked Swift")
    }
}
