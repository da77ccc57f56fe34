import CX11
import Foundation
import Tapestry

/// Pure translation of X11 key and pointer state into UIKit's vocabulary (SEMANTICS §5.4, §6): modifier
/// masks to `UIKeyModifierFlags`, keysyms to HID usages, press types, UIKit's special key strings, media keys to
/// remote-control subtypes, and the shake chord. No X connection is needed, so these are unit-tested.
public enum X11KeyTranslation {
    /// UIKit modifier flags for an X event's `state` mask: Shift, Lock (Caps Lock), Control, Mod1 (Alt),
    /// Mod4 (Super, UIKit's Command).
    public static func modifierFlags(state: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if state & UInt32(ShiftMask) != 0 { flags.insert(.shift) }
        if state & UInt32(LockMask) != 0 { flags.insert(.alphaShift) }
        if state & UInt32(ControlMask) != 0 { flags.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { flags.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { flags.insert(.command) }
        return flags
    }

    /// The HID usage of the key that produces `keysym` on a US layout (letters and digits by position).
    public static func usage(forKeysym keysym: UInt) -> UIKeyboardHIDUsage? {
        let k = Int(keysym)
        switch k {
        case Int(XK_a)...Int(XK_z): return UIKeyboardHIDUsage(rawValue: 4 + k - Int(XK_a))
        case Int(XK_A)...Int(XK_Z): return UIKeyboardHIDUsage(rawValue: 4 + k - Int(XK_A))
        case Int(XK_1)...Int(XK_9): return UIKeyboardHIDUsage(rawValue: 30 + k - Int(XK_1))
        case Int(XK_0): return .keyboard0
        case Int(XK_F1)...Int(XK_F12): return UIKeyboardHIDUsage(rawValue: 58 + k - Int(XK_F1))
        case Int(XK_KP_1)...Int(XK_KP_9): return UIKeyboardHIDUsage(rawValue: 89 + k - Int(XK_KP_1))
        default: break
        }
        let table: [Int32: Int] = [
            XK_Return: 40, XK_Escape: 41, XK_BackSpace: 42, XK_Tab: 43, XK_ISO_Left_Tab: 43, XK_space: 44,
            XK_minus: 45, XK_underscore: 45, XK_equal: 46, XK_plus: 46, XK_bracketleft: 47, XK_braceleft: 47,
            XK_bracketright: 48, XK_braceright: 48, XK_backslash: 49, XK_bar: 49, XK_semicolon: 51, XK_colon: 51,
            XK_apostrophe: 52, XK_quotedbl: 52, XK_grave: 53, XK_asciitilde: 53, XK_comma: 54, XK_less: 54,
            XK_period: 55, XK_greater: 55, XK_slash: 56, XK_question: 56, XK_Caps_Lock: 57, XK_Print: 70,
            XK_Scroll_Lock: 71, XK_Pause: 72, XK_Insert: 73, XK_Home: 74, XK_Prior: 75, XK_Delete: 76, XK_End: 77,
            XK_Next: 78, XK_Right: 79, XK_Left: 80, XK_Down: 81, XK_Up: 82, XK_Num_Lock: 83, XK_KP_Divide: 84,
            XK_KP_Multiply: 85, XK_KP_Subtract: 86, XK_KP_Add: 87, XK_KP_Enter: 88, XK_KP_0: 98, XK_KP_Decimal: 99,
            XK_Menu: 118, XK_Control_L: 224, XK_Shift_L: 225, XK_Alt_L: 226, XK_Super_L: 227, XK_Control_R: 228,
            XK_Shift_R: 229, XK_Alt_R: 230, XK_ISO_Level3_Shift: 230, XK_Super_R: 231,
            XK_exclam: 30, XK_at: 31, XK_numbersign: 32, XK_dollar: 33, XK_percent: 34, XK_asciicircum: 35,
            XK_ampersand: 36, XK_asterisk: 37, XK_parenleft: 38, XK_parenright: 39,
        ]
        if let usage = table[Int32(truncatingIfNeeded: k)] { return UIKeyboardHIDUsage(rawValue: usage) }
        switch UInt32(truncatingIfNeeded: k) {
        case UInt32(XF86XK_AudioMute): return .keyboardMute
        case UInt32(XF86XK_AudioRaiseVolume): return .keyboardVolumeUp
        case UInt32(XF86XK_AudioLowerVolume): return .keyboardVolumeDown
        default: return nil
        }
    }

    /// UIKit's string for keys that type no text: `UIKeyCommand.inputUpArrow` and friends; nil otherwise.
    public static func specialInput(forKeysym keysym: UInt) -> String? {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Up, XK_KP_Up: return UIKeyCommand.inputUpArrow
        case XK_Down, XK_KP_Down: return UIKeyCommand.inputDownArrow
        case XK_Left, XK_KP_Left: return UIKeyCommand.inputLeftArrow
        case XK_Right, XK_KP_Right: return UIKeyCommand.inputRightArrow
        case XK_Escape: return UIKeyCommand.inputEscape
        case XK_Home: return UIKeyCommand.inputHome
        case XK_End: return UIKeyCommand.inputEnd
        case XK_Prior: return UIKeyCommand.inputPageUp
        case XK_Next: return UIKeyCommand.inputPageDown
        case XK_Delete: return UIKeyCommand.inputDelete
        case XK_F1...XK_F12: return "UIKeyInputF\(Int(keysym) - Int(XK_F1) + 1)"
        default: return nil
        }
    }

    /// The press type of a keysym: the keyboard's named ones, the play/pause media key, or `key(usage)`.
    public static func pressType(forKeysym keysym: UInt) -> UIPress.PressType {
        if UInt32(truncatingIfNeeded: keysym) == UInt32(XF86XK_AudioPlay) { return .playPause }
        guard let usage = usage(forKeysym: keysym) else { return UIPress.PressType(rawValue: 2000) }
        return UIPress.PressType(keyCode: usage)
    }

    /// The remote-control subtype of a media key, for its press (`isDown`) or release; nil for other keys.
    ///
    /// Play (the usual play/pause key) toggles, Pause pauses, Stop stops, Next/Prev skip, and Forward/Rewind
    /// begin seeking when pressed and end when released. Only Forward/Rewind report releases.
    public static func remoteControlSubtype(forKeysym keysym: UInt, isDown: Bool) -> UIEvent.EventSubtype? {
        switch UInt32(truncatingIfNeeded: keysym) {
        case UInt32(XF86XK_AudioPlay): return isDown ? .remoteControlTogglePlayPause : nil
        case UInt32(XF86XK_AudioPause): return isDown ? .remoteControlPause : nil
        case UInt32(XF86XK_AudioStop): return isDown ? .remoteControlStop : nil
        case UInt32(XF86XK_AudioNext): return isDown ? .remoteControlNextTrack : nil
        case UInt32(XF86XK_AudioPrev): return isDown ? .remoteControlPreviousTrack : nil
        case UInt32(XF86XK_AudioForward):
            return isDown ? .remoteControlBeginSeekingForward : .remoteControlEndSeekingForward
        case UInt32(XF86XK_AudioRewind):
            return isDown ? .remoteControlBeginSeekingBackward : .remoteControlEndSeekingBackward
        default: return nil
        }
    }

    /// Whether a key press is the shake chord, Ctrl+Super+Z (the Simulator's ⌃⌘Z).
    public static func isShakeChord(keysym: UInt, state: UInt32) -> Bool {
        let flags = modifierFlags(state: state)
        return (keysym == UInt(XK_z) || keysym == UInt(XK_Z)) && flags.contains(.control) && flags.contains(.command)
    }

    /// The `UIKey` for a key press: `text` is what the keyboard typed (from `Xutf8LookupString`),
    /// `unmodifiedKeysym` the key's keysym without modifiers.
    public static func key(keysym: UInt, unmodifiedKeysym: UInt, text: String, state: UInt32) -> UIKey {
        let flags = modifierFlags(state: state)
        let usage = usage(forKeysym: unmodifiedKeysym) ?? usage(forKeysym: keysym) ?? UIKeyboardHIDUsage(rawValue: 0)
        if let special = specialInput(forKeysym: keysym) {
            return UIKey(
                characters: special, charactersIgnoringModifiers: special, modifierFlags: flags, keyCode: usage)
        }
        let plain: String
        if let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: unmodifiedKeysym)), unmodifiedKeysym >= 0x20,
            unmodifiedKeysym < 0x7f
        {
            plain = String(Character(scalar))
        } else if unmodifiedKeysym == UInt(XK_Return) || unmodifiedKeysym == UInt(XK_KP_Enter) {
            plain = "\r"
        } else if unmodifiedKeysym == UInt(XK_BackSpace) {
            plain = "\u{8}"
        } else if unmodifiedKeysym == UInt(XK_Tab) {
            plain = "\t"
        } else {
            plain = text
        }
        // Control combinations type control characters; report the key's own character instead, as UIKit does.
        let typed =
            text.unicodeScalars.allSatisfy { $0.value < 0x20 && $0 != "\r" && $0 != "\t" && $0 != "\u{8}" }
                && !text.isEmpty ? plain : text
        return UIKey(characters: typed, charactersIgnoringModifiers: plain, modifierFlags: flags, keyCode: usage)
    }

    /// Text from the input method as a Swift string, with invalid UTF-8 replaced (never trusted).
    public static func text(fromUTF8 bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The text of Latin-1 bytes (what `XLookupString` hands over without an input method).
    public static func text(fromLatin1 bytes: [UInt8]) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
