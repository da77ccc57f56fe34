import Foundation

/// Modifier keys held during a key press or key command.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bit pattern, matching UIKit's values.
    public var rawValue: Int
    /// Creates flags from their bit pattern.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Alt (Option) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Super (the Windows or Command key) is held; UIKit's Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The held modifiers by name, joined with `+`.
    public var description: String {
        var names: [String] = []
        if contains(.control) { names.append("control") }
        if contains(.alternate) { names.append("alternate") }
        if contains(.shift) { names.append("shift") }
        if contains(.command) { names.append("command") }
        if contains(.alphaShift) { names.append("alphaShift") }
        if contains(.numericPad) { names.append("numericPad") }
        return names.isEmpty ? "[]" : names.joined(separator: "+")
    }
}

/// A key's HID usage code (USB HID keyboard page), as UIKit reports in `UIKey.keyCode`.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The usage number.
    public var rawValue: Int
    /// Creates a usage from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The letter key at `offset` from A (0 for A, 25 for Z).
    public static func letter(_ offset: Int) -> UIKeyboardHIDUsage { UIKeyboardHIDUsage(rawValue: 4 + offset) }

    /// A.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
    /// Z.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
    /// 1 and !.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)
    /// 0 and ).
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 39)
    /// Return (Enter on the main block).
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
    /// The space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
    /// - and _.
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 45)
    /// = and +.
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 46)
    /// [ and {.
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 47)
    /// ] and }.
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 48)
    /// \ and |.
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 49)
    /// ; and :.
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 51)
    /// ' and ".
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 52)
    /// ` and ~.
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 53)
    /// , and <.
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 54)
    /// . and >.
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 55)
    /// / and ?.
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 56)
    /// Caps Lock.
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 57)
    /// F1; F2…F12 follow in order.
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)
    /// F12.
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 69)
    /// Print Screen.
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 70)
    /// Insert.
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 73)
    /// Home.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
    /// Page Up.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
    /// Delete (forward).
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
    /// End.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
    /// Page Down.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
    /// Right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
    /// Left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
    /// Down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
    /// Up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
    /// Enter on the keypad.
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 88)
    /// Menu (the context-menu key).
    public static let keyboardMenu = UIKeyboardHIDUsage(rawValue: 118)
    /// Mute.
    public static let keyboardMute = UIKeyboardHIDUsage(rawValue: 127)
    /// Volume up.
    public static let keyboardVolumeUp = UIKeyboardHIDUsage(rawValue: 128)
    /// Volume down.
    public static let keyboardVolumeDown = UIKeyboardHIDUsage(rawValue: 129)
    /// Left Control.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)
    /// Left Shift.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)
    /// Left Alt (Option).
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 226)
    /// Left Super (GUI, Command).
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 227)
    /// Right Control.
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 228)
    /// Right Shift.
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 229)
    /// Right Alt (Option, AltGr).
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 230)
    /// Right Super (GUI, Command).
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 231)
}

/// A keyboard key as it was pressed: the text it produced and the modifiers held.
public final class UIKey: Hashable, Sendable, CustomStringConvertible {
    /// The text the key produced with the modifiers held (for example "A" with Shift).
    public let characters: String
    /// The text the key produces without modifiers other than Shift being taken into account ("a" for Ctrl+A).
    public let charactersIgnoringModifiers: String
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's HID usage.
    public let keyCode: UIKeyboardHIDUsage

    /// Creates a key; backends and tests build these from keyboard input.
    public init(
        characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
        keyCode: UIKeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }

    /// Keys are equal when every field is.
    public static func == (lhs: UIKey, rhs: UIKey) -> Bool {
        lhs.characters == rhs.characters && lhs.charactersIgnoringModifiers == rhs.charactersIgnoringModifiers
            && lhs.modifierFlags == rhs.modifierFlags && lhs.keyCode == rhs.keyCode
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
        hasher.combine(modifierFlags)
        hasher.combine(keyCode)
    }

    /// A textual form with the characters, modifiers and key code.
    public var description: String {
        "<UIKey: characters = \(characters.debugDescription); modifierFlags = \(modifierFlags); "
            + "keyCode = 0x\(String(keyCode.rawValue, radix: 16))>"
    }
}
