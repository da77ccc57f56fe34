import Foundation
import Tapestry

/// A US keyboard layout for synthesizing keys: which HID usage and modifiers type a character.
public enum KeyboardLayout {
    private static let unshifted: [Character: Int] = {
        var map: [Character: Int] = [:]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() { map[letter] = 4 + offset }
        for (offset, digit) in "1234567890".enumerated() { map[digit] = 30 + offset }
        let rest: [(Character, Int)] = [
            (" ", 44), ("-", 45), ("=", 46), ("[", 47), ("]", 48), ("\\", 49), (";", 51), ("'", 52), ("`", 53),
            (",", 54), (".", 55), ("/", 56), ("\n", 40), ("\r", 40), ("\t", 43), ("\u{8}", 42), ("\u{1b}", 41),
        ]
        for (character, usage) in rest { map[character] = usage }
        return map
    }()

    private static let shifted: [Character: Character] = [
        "!": "1", "@": "2", "#": "3", "$": "4", "%": "5", "^": "6", "&": "7", "*": "8", "(": "9", ")": "0",
        "_": "-", "+": "=", "{": "[", "}": "]", "|": "\\", ":": ";", "\"": "'", "~": "`", "<": ",", ">": ".",
        "?": "/",
    ]

    /// The key that types `character`: its usage, Shift where needed, and the text. Characters with no key of
    /// their own (Chinese, accented letters) come as usage 0 with the character as text, as an input
    /// method's commit does.
    public static func key(for character: Character) -> UIKey {
        let text = String(character)
        if let usage = unshifted[character] {
            let produced: String
            switch usage {
            case 40: produced = "\r"
            case 42: produced = "\u{8}"
            case 41: produced = "\u{1b}"
            default: produced = text
            }
            return UIKey(
                characters: produced, charactersIgnoringModifiers: produced, modifierFlags: [],
                keyCode: UIKeyboardHIDUsage(rawValue: usage))
        }
        if character.isUppercase, let lower = character.lowercased().first, let usage = unshifted[lower] {
            return UIKey(
                characters: text, charactersIgnoringModifiers: String(lower), modifierFlags: .shift,
                keyCode: UIKeyboardHIDUsage(rawValue: usage))
        }
        if let base = shifted[character], let usage = unshifted[base] {
            return UIKey(
                characters: text, charactersIgnoringModifiers: String(base), modifierFlags: .shift,
                keyCode: UIKeyboardHIDUsage(rawValue: usage))
        }
        return UIKey(
            characters: text, charactersIgnoringModifiers: text, modifierFlags: [],
            keyCode: UIKeyboardHIDUsage(rawValue: 0))
    }

    /// The key behind a press type: arrows carry UIKit's `UIKeyInput…Arrow` strings, `.select` is Return,
    /// `.menu` is Escape; `.playPause` is not a keyboard key (nil).
    public static func key(for type: UIPress.PressType) -> UIKey? {
        func special(_ name: String, _ usage: UIKeyboardHIDUsage) -> UIKey {
            UIKey(characters: name, charactersIgnoringModifiers: name, modifierFlags: [], keyCode: usage)
        }
        switch type {
        case .upArrow: return special(UIKeyCommand.inputUpArrow, .keyboardUpArrow)
        case .downArrow: return special(UIKeyCommand.inputDownArrow, .keyboardDownArrow)
        case .leftArrow: return special(UIKeyCommand.inputLeftArrow, .keyboardLeftArrow)
        case .rightArrow: return special(UIKeyCommand.inputRightArrow, .keyboardRightArrow)
        case .select: return special("\r", .keyboardReturnOrEnter)
        case .menu: return special(UIKeyCommand.inputEscape, .keyboardEscape)
        case .pageUp: return special(UIKeyCommand.inputPageUp, .keyboardPageUp)
        case .pageDown: return special(UIKeyCommand.inputPageDown, .keyboardPageDown)
        case .playPause: return nil
        default:
            guard type.rawValue >= 2000 else { return nil }
            return UIKey(
                characters: "", charactersIgnoringModifiers: "", modifierFlags: [],
                keyCode: UIKeyboardHIDUsage(rawValue: type.rawValue - 2000))
        }
    }

    /// The key for a chord: `input` is a character ("z") or one of UIKit's `UIKeyCommand.input…` strings (arrows,
    /// Home, End, Page Up/Down, Delete, Escape), pressed with `modifiers` held.
    public static func key(_ input: String, modifiers: UIKeyModifierFlags) -> UIKey {
        let specials: [String: UIKeyboardHIDUsage] = [
            UIKeyCommand.inputUpArrow: .keyboardUpArrow, UIKeyCommand.inputDownArrow: .keyboardDownArrow,
            UIKeyCommand.inputLeftArrow: .keyboardLeftArrow, UIKeyCommand.inputRightArrow: .keyboardRightArrow,
            UIKeyCommand.inputHome: UIKeyboardHIDUsage(rawValue: 74),
            UIKeyCommand.inputEnd: UIKeyboardHIDUsage(rawValue: 77),
            UIKeyCommand.inputPageUp: .keyboardPageUp, UIKeyCommand.inputPageDown: .keyboardPageDown,
            UIKeyCommand.inputDelete: UIKeyboardHIDUsage(rawValue: 76), UIKeyCommand.inputEscape: .keyboardEscape,
        ]
        if let usage = specials[input] {
            return UIKey(
                characters: input, charactersIgnoringModifiers: input, modifierFlags: modifiers, keyCode: usage)
        }
        precondition(
            input.count == 1,
            "KeyboardLayout.key(_:modifiers:): \"\(input)\" is neither one character nor a UIKeyCommand input")
        let base = key(for: Character(input.lowercased()))
        let typed =
            modifiers.isDisjoint(with: [.control, .command])
            ? (modifiers.contains(.shift) ? input.uppercased() : input) : base.charactersIgnoringModifiers
        return UIKey(
            characters: typed, charactersIgnoringModifiers: base.charactersIgnoringModifiers,
            modifierFlags: modifiers.union(base.modifierFlags), keyCode: base.keyCode)
    }
}
