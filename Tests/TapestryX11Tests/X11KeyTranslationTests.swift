import CX11
import Foundation
import Tapestry
import TapestryX11
import Testing

/// Keys as presses, text and remote control, pure translation.
@Suite struct X11KeyTranslationTests {
    @Test func modifierMasks() {
        #expect(X11KeyTranslation.modifierFlags(state: 0) == [])
        #expect(X11KeyTranslation.modifierFlags(state: UInt32(ShiftMask | ControlMask)) == [.shift, .control])
        #expect(X11KeyTranslation.modifierFlags(state: UInt32(Mod1Mask)) == .alternate)
        #expect(X11KeyTranslation.modifierFlags(state: UInt32(Mod4Mask | LockMask)) == [.command, .alphaShift])
    }

    @Test func keysymsToUsagesAndPressTypes() {
        #expect(X11KeyTranslation.usage(forKeysym: UInt(XK_a)) == .keyboardA)
        #expect(X11KeyTranslation.usage(forKeysym: UInt(XK_Z)) == .keyboardZ)
        #expect(X11KeyTranslation.usage(forKeysym: UInt(XK_1)) == .keyboard1)
        #expect(X11KeyTranslation.usage(forKeysym: UInt(XK_Return)) == .keyboardReturnOrEnter)
        #expect(X11KeyTranslation.usage(forKeysym: UInt(XK_F12)) == .keyboardF12)
        #expect(X11KeyTranslation.pressType(forKeysym: UInt(XK_Up)) == .upArrow)
        #expect(X11KeyTranslation.pressType(forKeysym: UInt(XK_Down)) == .downArrow)
        #expect(X11KeyTranslation.pressType(forKeysym: UInt(XK_Left)) == .leftArrow)
        #expect(X11KeyTranslation.pressType(forKeysym: UInt(XK_Right)) == .rightArrow)
        #expect(X11KeyTranslation.pressType(forKeysym: UInt(XK_Return)) == .select)
        #expect(X11KeyTranslation.pressType(forKeysym: UInt(XK_KP_Enter)) == .select)
        #expect(X11KeyTranslation.pressType(forKeysym: UInt(XK_Escape)) == .menu)
        #expect(X11KeyTranslation.pressType(forKeysym: UInt(XF86XK_AudioPlay)) == .playPause)
        #expect(X11KeyTranslation.pressType(forKeysym: UInt(XK_a)) == .key(.keyboardA))
    }

    @Test func keysCarryCharactersAndModifiers() {
        let shiftA = X11KeyTranslation.key(
            keysym: UInt(XK_A), unmodifiedKeysym: UInt(XK_a), text: "A", state: UInt32(ShiftMask))
        #expect(shiftA.characters == "A")
        #expect(shiftA.charactersIgnoringModifiers == "a")
        #expect(shiftA.modifierFlags == .shift)
        #expect(shiftA.keyCode == .keyboardA)
        let controlC = X11KeyTranslation.key(
            keysym: UInt(XK_c), unmodifiedKeysym: UInt(XK_c), text: "\u{3}", state: UInt32(ControlMask))
        #expect(controlC.characters == "c", "a control character is reported as the key's own")
        let up = X11KeyTranslation.key(keysym: UInt(XK_Up), unmodifiedKeysym: UInt(XK_Up), text: "", state: 0)
        #expect(up.characters == UIKeyCommand.inputUpArrow)
        let ret = X11KeyTranslation.key(
            keysym: UInt(XK_Return), unmodifiedKeysym: UInt(XK_Return), text: "\r", state: 0)
        #expect(ret.characters == "\r" && ret.keyCode == .keyboardReturnOrEnter)
    }

    @Test func mediaKeysAndTheShakeChord() {
        #expect(
            X11KeyTranslation.remoteControlSubtype(forKeysym: UInt(XF86XK_AudioPlay), isDown: true)
                == .remoteControlTogglePlayPause)
        #expect(
            X11KeyTranslation.remoteControlSubtype(forKeysym: UInt(XF86XK_AudioPause), isDown: true)
                == .remoteControlPause)
        #expect(
            X11KeyTranslation.remoteControlSubtype(forKeysym: UInt(XF86XK_AudioStop), isDown: true)
                == .remoteControlStop)
        #expect(
            X11KeyTranslation.remoteControlSubtype(forKeysym: UInt(XF86XK_AudioNext), isDown: true)
                == .remoteControlNextTrack)
        #expect(
            X11KeyTranslation.remoteControlSubtype(forKeysym: UInt(XF86XK_AudioPrev), isDown: true)
                == .remoteControlPreviousTrack)
        #expect(
            X11KeyTranslation.remoteControlSubtype(forKeysym: UInt(XF86XK_AudioForward), isDown: false)
                == .remoteControlEndSeekingForward)
        #expect(X11KeyTranslation.remoteControlSubtype(forKeysym: UInt(XF86XK_AudioPlay), isDown: false) == nil)
        #expect(X11KeyTranslation.remoteControlSubtype(forKeysym: UInt(XK_a), isDown: true) == nil)
        #expect(X11KeyTranslation.isShakeChord(keysym: UInt(XK_z), state: UInt32(ControlMask | Mod4Mask)))
        #expect(!X11KeyTranslation.isShakeChord(keysym: UInt(XK_z), state: UInt32(ControlMask)))
    }

    @Test func invalidUTF8IsReplaced() {
        #expect(X11KeyTranslation.text(fromUTF8: [0x61, 0xff, 0x62]) == "a\u{FFFD}b")
        #expect(X11KeyTranslation.text(fromUTF8: Array("键".utf8)) == "键")
    }

    @Test func latin1FromXlibWithoutAnInputMethodIsDecoded() {
        #expect(X11KeyTranslation.text(fromLatin1: [0x61, 0xE9, 0xFF]) == "aéÿ")
        #expect(X11KeyTranslation.text(fromLatin1: []) == "")
    }
}
