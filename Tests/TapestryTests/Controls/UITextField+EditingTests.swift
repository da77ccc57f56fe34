import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A field on the shared editing model: edits by grapheme cluster, and marked text committed on Return or by
/// typing on.
@MainActor
@Suite struct UITextFieldEditingTests {
    private func field(_ text: String) -> (UITextField, EventSynthesizer) { makeEditingField(text) }

    @Test func aTextFieldEditsByGraphemeCluster() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, _) = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        for text in ["e", "\u{301}", "x"] { field.insertText(text) }
        #expect(field.text == "e\u{301}x")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "")
        for text in ["👍", "🏽", "!"] { field.insertText(text) }
        #expect(field.text == "👍🏽!")
        #expect(field.selectedRange == NSRange(location: ("👍🏽!" as NSString).length, length: 0))
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "")
    }

    @Test func markedTextInAFieldCommitsOnReturnOrInsert() {
        withEstimatedText {
            let (field, _) = field("")
            var changes = 0
            field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
            field.setMarkedText("zhong", selectedRange: NSRange(location: 5, length: 0))
            #expect(field.markedTextRange != nil)
            #expect(!field.isCaretVisible)
            field.insertText("中")
            #expect(field.text == "中" && field.markedTextRange == nil)
            #expect(changes == 2)
            field.setMarkedText("wen", selectedRange: NSRange(location: 3, length: 0))
            field.resignFirstResponder()
            #expect(field.text == "中wen" && field.markedTextRange == nil, "ending editing keeps the marked text")
        }
    }
}
