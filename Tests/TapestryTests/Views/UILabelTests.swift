import Foundation
import Tapestry
import Testing

/// Labels: not interactive by default, sized by their text, wrapping only when allowed.
@MainActor
@Suite struct UILabelTests {
    @Test func aLabelIsSizedByItsTextAndWrapsOnlyWhenAllowed() {
        UIApplication.replaceShared()  // a fresh application for each test
        let label = UILabel(frame: .zero)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero, "no text, no size")
        label.text = "A few words that need more than one line at this width"
        let oneLine = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(oneLine.width > 80, "one line ignores the width offered")
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(wrapped.width <= 80 && wrapped.height > oneLine.height)
        label.sizeToFit()
        #expect(label.frame.size == label.sizeThatFits(CGSize(width: label.bounds.width, height: .infinity)))
    }

    /// A label with padding, as UIKit code writes one: its text rectangle and drawing inset.
    final class PaddedLabel: UILabel {
        let insets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
        var drawnIn: CGRect?
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return inner.inset(
                by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }
        override func drawText(in rect: CGRect) {
            drawnIn = rect.inset(by: insets)
            super.drawText(in: rect.inset(by: insets))
        }
    }

    @Test func aSubclassInsetsItsTextThroughTextRectAndDrawText() {
        withEstimatedText {
            let plain = UILabel()
            plain.text = "Padded"
            let padded = PaddedLabel()
            padded.text = "Padded"
            let size = plain.intrinsicContentSize
            #expect(
                padded.intrinsicContentSize == CGSize(width: size.width + 22, height: size.height + 10),
                "measured with its insets")
            #expect(padded.sizeThatFits(.zero) == padded.intrinsicContentSize)
            #expect(
                plain.textRect(forBounds: CGRect(x: 5, y: 6, width: 500, height: 500), limitedToNumberOfLines: 1).origin
                    == CGPoint(x: 5, y: 6))
            padded.frame = CGRect(origin: .zero, size: padded.intrinsicContentSize)
            let context = CGContext(backend: RecordingBackend())
            UIGraphicsPushContext(context)
            padded.draw(padded.bounds)
            UIGraphicsPopContext()
            #expect(
                padded.drawnIn == padded.bounds.inset(by: padded.insets),
                "draw(_:) draws the text through drawText(in:)")
        }
    }

    @Test func aHighlightedLabelIsRedrawnInItsHighlightedColour() {
        let label = UILabel()
        label.text = "Row"
        label._markDisplayed()
        label.isHighlighted = true
        #expect(!label.needsDisplay, "no highlighted colour: nothing changes")
        label.highlightedTextColor = .white
        #expect(label.needsDisplay)
        label._markDisplayed()
        label.isHighlighted = false
        #expect(label.needsDisplay)
    }

    /// Restyling attributed text of several runs (a new text whose first colour differs, then a colour for the
    /// whole) keeps every run's own attributes and does not reach Linux Foundation's comparison of fonts and
    /// colours, which traps.
    @Test func attributedTextOfSeveralRunsIsRestyledSafely() {
        let label = UILabel()
        func styled(_ colour: UIColor) -> NSAttributedString {
            let text = NSMutableAttributedString(
                string: "Dark", attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: colour])
            text.append(NSAttributedString(string: " appearance"))
            return text
        }
        label.attributedText = styled(.systemBlue)
        label.attributedText = styled(.systemPink)
        #expect(label.textColor == .systemPink, "the first run's colour")
        #expect(
            label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 15)
        )
        label.textColor = .systemGreen
        let whole = label.attributedText
        #expect(whole?.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .systemGreen)
        #expect(whole?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 15))
        #expect(whole?.string == "Dark appearance")
    }
}
