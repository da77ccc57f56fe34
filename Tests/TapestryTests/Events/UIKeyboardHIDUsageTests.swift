import Foundation
import Tapestry
import Testing

/// Key usages as UIKit reports them in `UIKey.keyCode`: the USB HID keyboard page's numbers.
@Suite struct UIKeyboardHIDUsageTests {
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
}
