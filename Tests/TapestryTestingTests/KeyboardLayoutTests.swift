import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The keyboard layout the harness types with.
@MainActor
@Suite struct KeyboardLayoutTests {
    @Test func theKeyboardLayoutTypesShiftedCharacters() {
        UIApplication.replaceShared()  // a fresh application for each test
        let key = KeyboardLayout.key(for: "A")
        #expect(key.characters == "A")
        #expect(key.charactersIgnoringModifiers == "a")
        #expect(key.modifierFlags == .shift)
        #expect(key.keyCode == .keyboardA)
        #expect(KeyboardLayout.key(for: "?").keyCode == .keyboardSlash)
        #expect(KeyboardLayout.key(for: .upArrow)?.characters == UIKeyCommand.inputUpArrow)
    }
}
