import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Keys as UIKit reports them: HID usage numbers, modifier bits and a key's identity.
@Suite struct UIKeyTests {
    /// The usages have UIKit's (the USB HID keyboard page's) numbers, so code that stores or compares them
    /// agrees with iOS.
    @Test func usagesHaveTheHIDNumbers() {
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4 && UIKeyboardHIDUsage.keyboardM.rawValue == 16)
        #expect(UIKeyboardHIDUsage.keyboardZ.rawValue == 29)
        #expect(UIKeyboardHIDUsage.letter(1) == .keyboardB)
        #expect(UIKeyboardHIDUsage.keyboard1.rawValue == 30 && UIKeyboardHIDUsage.keyboard9.rawValue == 38)
        #expect(UIKeyboardHIDUsage.keyboard0.rawValue == 39)
        #expect(UIKeyboardHIDUsage.keyboardF1.rawValue == 58 && UIKeyboardHIDUsage.keyboardF12.rawValue == 69)
        #expect(UIKeyboardHIDUsage.keyboardF13.rawValue == 104 && UIKeyboardHIDUsage.keyboardF24.rawValue == 115)
        #expect(UIKeyboardHIDUsage.keypad1.rawValue == 89 && UIKeyboardHIDUsage.keypad0.rawValue == 98)
        #expect(UIKeyboardHIDUsage.keypadEnter.rawValue == 88 && UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 231)
    }

    /// A switch over usages, as apps write one, compiles and matches.
    @Test func aSwitchOverUsagesMatches() {
        func name(_ usage: UIKeyboardHIDUsage) -> String {
            switch usage {
            case .keyboardW, .keyboardUpArrow: "up"
            case .keyboardS, .keyboardDownArrow: "down"
            case .keyboardSpacebar: "jump"
            default: "other"
            }
        }
        #expect(name(.letter(22)) == "up")
        #expect(name(.keyboardDownArrow) == "down")
        #expect(name(UIKeyboardHIDUsage(rawValue: 44)) == "jump")
        #expect(name(.keyboardQ) == "other")
    }

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
