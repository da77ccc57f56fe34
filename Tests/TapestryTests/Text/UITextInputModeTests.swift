import Foundation
import Testing

@testable import Tapestry

/// The keyboard's input mode.
@MainActor
@Suite struct UITextInputModeTests {
    @Test func theModeIsTheLocalesLanguage() {
        #expect(UITextInputMode.localeLanguage(["LANG": "de_DE.UTF-8"]) == "de-DE")
        #expect(UITextInputMode.localeLanguage(["LANG": "fr_CA.UTF-8", "LC_ALL": "pt_BR"]) == "pt-BR")
        #expect(UITextInputMode.localeLanguage(["LANG": "C.UTF-8"]) == "en-US")
        #expect(UITextInputMode.localeLanguage([:]) == "en-US")
        #expect(UITextInputMode.localeLanguage(["LANG": "sr_RS@latin"]) == "sr-RS")
        #expect(UITextInputMode.activeInputModes.count == 1)
        #expect(UIView().textInputMode === UITextInputMode.activeInputModes.first)
        #expect(UITextInputMode.currentInputModeDidChangeNotification.rawValue.hasPrefix("UITextInput"))
    }
}
