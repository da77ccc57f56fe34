import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Keys as UIKit reports them: modifier bits and a key's identity.
@Suite struct UIKeyTests {
    /// Modifier bits are UIKit's, and describe themselves by name.
    @Test func modifierFlagsHaveUIKitsBits() {
        #expect(UIKeyModifierFlags.shift.rawValue == 1 << 17)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyModifierFlags([.control, .shift]).description == "control+shift")
        #expect(UIKeyModifierFlags([]).description == "[]")
    }

    /// Keys are equal when every field is.
    @Test func keysAreEqualByEveryField() {
        let a = UIKey(characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift, keyCode: .keyboardA)
        let same = UIKey(characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift, keyCode: .keyboardA)
        let other = UIKey(characters: "a", charactersIgnoringModifiers: "a", modifierFlags: [], keyCode: .keyboardA)
        #expect(a == same && a.hashValue == same.hashValue)
        #expect(a != other)
        #expect(Set([a, same, other]).count == 2)
        #expect(a.description.contains("keyCode = 0x4"))
    }
}
