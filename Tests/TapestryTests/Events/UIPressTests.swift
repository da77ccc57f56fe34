import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Presses: their types from key codes (SEMANTICS §5.4), their key, and force while held.
@MainActor
@Suite struct UIPressTests {
    @Test func keyCodesGiveUIKitsPressTypesAndAPressCarriesItsKey() {
        UIApplication.replaceShared()  // a fresh application for each test
        #expect(UIPress.PressType(keyCode: .keyboardUpArrow) == .upArrow)
        #expect(UIPress.PressType(keyCode: .keyboardReturnOrEnter) == .select)
        #expect(UIPress.PressType(keyCode: .keypadEnter) == .select)
        #expect(UIPress.PressType(keyCode: .keyboardEscape) == .menu)
        let (_, _, _) = makeWindow()
        let key = UIKey(characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift, keyCode: .keyboardA)
        let press = UIApplication.shared.input.pressBegan(1, type: UIPress.PressType(keyCode: .keyboardA), key: key)
        #expect(press?.key == key && press?.phase == .began && press?.force == 1)
        UIApplication.shared.input.pressEnded(1)
        #expect(press?.phase == .ended && press?.force == 0)
        #expect(key.modifierFlags.contains(.shift) && key.characters == "A")
    }
}
