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

/// A keyboard key as it was pressed: the text it produced and the modifiers held. An `NSObject` as UIKit's is
/// (equal by `isEqual(_:)`, hashable, copied by `copy()`).
open class UIKey: NSObject, NSCopying, @unchecked Sendable {
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
        super.init()
    }

    /// An archived key: nil, as Tapestry reads no archives (here because UIKit's adopts `NSCoding`, so a subclass
    /// written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// Keys are equal when every field is (UIKit's `isEqual(_:)`, which `==` uses).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIKey else { return false }
        return characters == other.characters && charactersIgnoringModifiers == other.charactersIgnoringModifiers
            && modifierFlags == other.modifierFlags && keyCode == other.keyCode
    }

    /// Combines the characters, modifiers and key code.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(characters)
        hasher.combine(modifierFlags)
        hasher.combine(keyCode)
        return hasher.finalize()
    }

    /// The key itself: keys are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// A textual form with the characters, modifiers and key code.
    open override var description: String {
        "<UIKey: characters = \(characters.debugDescription); modifierFlags = \(modifierFlags); "
            + "keyCode = 0x\(String(keyCode.rawValue, radix: 16))>"
    }
}
