import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A field's geometry: its intrinsic size, and the caret placed by bullet in a secure field.
@MainActor
@Suite struct UITextFieldGeometryTests {
    private func field(_ text: String) -> (UITextField, EventSynthesizer) { makeEditingField(text) }

    @Test func itsIntrinsicSizeFollowsTextPlaceholderFontAndBorder() {
        withEstimatedText {
            let field = UITextField()
            #expect(field.intrinsicContentSize.height == UIFont.systemFont(ofSize: 17).lineHeight)
            field.borderStyle = .roundedRect
            #expect(field.intrinsicContentSize.height == 34, "a rounded-rect field is 34 points tall, as in UIKit")
            field.placeholder = "Amount"
            let placeholderWidth = field.intrinsicContentSize.width
            #expect(placeholderWidth > 14)
            field.text = "A much longer amount"
            #expect(field.intrinsicContentSize.width > placeholderWidth, "the text, not the placeholder, once typed")
            field.font = .systemFont(ofSize: 30)
            #expect(field.intrinsicContentSize.height > 34)
            // In a stack view it gets its height without constraints of its own.
            let stack = UIStackView(arrangedSubviews: [field])
            stack.axis = .vertical
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            stack.alignment = .fill
            stack.distribution = .fill
            let spacer = UIView()
            stack.addArrangedSubview(spacer)
            stack.layoutIfNeeded()
            #expect(field.frame.height == field.intrinsicContentSize.height)
        }
    }

    @Test func aSecureFieldPlacesTheCaretByBulletAndRefusesToCopy() {
        withEstimatedText {
            let (field, synthesizer) = field("pa👍🏽ss")
            field.isSecureTextEntry = true
            let end = field.caretRect
            field.selectedRange = NSRange(location: 0, length: 0)
            synthesizer.press(UIKeyCommand.inputRightArrow)
            synthesizer.press(UIKeyCommand.inputRightArrow)
            synthesizer.press(UIKeyCommand.inputRightArrow)
            #expect(field.selectedRange.location == 6, "the emoji is one character")
            #expect(field.caretRect.minX < end.minX)
            UIPasteboard.general.string = "before"
            synthesizer.press("a", modifiers: .control)
            synthesizer.press("c", modifiers: .control)
            #expect(UIPasteboard.general.string == "before")
        }
    }
}
