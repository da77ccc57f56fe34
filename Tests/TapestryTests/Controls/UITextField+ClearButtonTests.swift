import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The clear button: when it shows for each mode, and what a click on it does; with the field's text traits.
@MainActor
@Suite struct UITextFieldClearButtonTests {
    @Test func textFieldTraitsAndTheClearButton() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 32))
        field.keyboardType = .emailAddress
        field.returnKeyType = .go
        field.textContentType = .emailAddress
        field.clearButtonMode = .whileEditing
        root.addSubview(field)
        synthesizer.tap(at: CGPoint(x: 50, y: 26))
        synthesizer.type("a@b")
        window.layoutIfNeeded()
        #expect(field.text == "a@b")
        // The ⓧ at the trailing edge empties the field.
        synthesizer.tap(at: CGPoint(x: 10 + 200 - 16, y: 26))
        #expect(field.text == "")
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .go)
    }
}
