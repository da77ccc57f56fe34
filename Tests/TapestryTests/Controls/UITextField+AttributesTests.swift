import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct UITextFieldAttributesTests {
    @Test func settingAttributedTextSetsTheTextAndTakesTheFirstCharactersStyle() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(field.attributedText?.string == "", "an empty text field's text is empty, as in UIKit")
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        field.attributedText = NSAttributedString(
            string: "hello",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: paragraph,
            ])
        #expect(field.text == "hello")
        #expect(field.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(field.textColor == .red)
        #expect(field.textAlignment == .center)
        let back = field.attributedText!
        #expect(back.string == "hello")
        #expect(back.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        field.attributedText = nil
        #expect(field.text == "" || field.text == nil)
    }

    @Test func defaultAndTypingAttributesAreTheFieldsStyle() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.defaultTextAttributes = [.foregroundColor: UIColor.blue]
        #expect(field.textColor == .blue)
        #expect(field.defaultTextAttributes[.font] as? UIFont == field.font)
        #expect(field.typingAttributes == nil, "not editing")
    }
}
