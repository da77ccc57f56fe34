import Foundation
import Testing

@testable import TapestryX11

/// Which input method server the locale modifiers name, so its end can be watched (the server's coming and
/// going with a real IBus is in X11InputMethodTests).
@Suite struct X11BackendInputMethodTests {
    @Test func theServerIsTheNameAfterAtIm() {
        #expect(X11Backend.inputMethodServerName(modifiers: "@im=ibus") == "ibus")
        #expect(X11Backend.inputMethodServerName(modifiers: "@im=fcitx@other=1") == "fcitx")
        #expect(X11Backend.inputMethodServerName(modifiers: "@other=1@im=kinput2") == "kinput2")
    }

    @Test func xlibsOwnInputMethodHasNoServer() {
        #expect(X11Backend.inputMethodServerName(modifiers: nil) == nil)
        #expect(X11Backend.inputMethodServerName(modifiers: "") == nil)
        #expect(X11Backend.inputMethodServerName(modifiers: "@im=") == nil)
        #expect(X11Backend.inputMethodServerName(modifiers: "@im=none") == nil)
        #expect(X11Backend.inputMethodServerName(modifiers: "@im=local") == nil)
    }
}
