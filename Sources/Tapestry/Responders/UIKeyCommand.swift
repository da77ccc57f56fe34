import Foundation

/// A keyboard shortcut a responder offers through `keyCommands`: an input string plus modifier flags, and an
/// action sent up the responder chain (or a handler) that runs instead of the key's presses when it matches.
///
/// Commands are searched from the key window's first responder along the responder chain; the first match
/// wins and the key's `pressesBegan` is not delivered. A matching command's action goes, as in UIKit, to the
/// first responder along the chain from the first responder whose class has the method.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key's characters without modifiers ("s", or a constant such as `UIKeyCommand.inputUpArrow`).
    public let input: String?
    /// The modifiers that must be held (Caps Lock and the keypad flag are ignored when matching).
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the text system's own use of the key; stored for compatibility.
    public var wantsPriorityOverSystemBehavior = false

    /// Creates a key command that runs `handler`.
    public init(
        title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
        handler: @escaping @MainActor (UIKeyCommand) -> Void
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, handler: { handler($0 as! UIKeyCommand) })
    }

    /// Creates a key command that sends `action` up the responder chain.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a key command that sends `action` up the responder chain (UIKit's shortest form).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// An archived one: nil, as Tapestry reads no archives (UIKit declares this initializer required).
    public required init?(coder: NSCoder) { return nil }

    /// Whether `key` triggers this command.
    public func matches(_ key: UIKey) -> Bool {
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        guard let input else { return false }
        return key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }

    /// Runs the handler, or sends the action up the responder chain.
    public func perform() { run() }

    /// The input of the up-arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The input of the down-arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The input of the left-arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The input of the right-arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The input of the Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The input of the Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The input of the End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The input of the Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The input of the Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The input of the forward-Delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// The input of F1; the other function keys are "UIKeyInputF2" … "UIKeyInputF12".
    nonisolated public static let inputF1 = "UIKeyInputF1"
}

/// The minimal text-input protocol: a responder that adopts it receives typed text and Backspace while it
/// is first responder (seed 004's custom text view). It has the text input traits, as in UIKit.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the responder holds any text.
    var hasText: Bool { get }
    /// Inserts typed or committed text at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

extension UIApplication {
    /// Runs the first key command along the chain from the window's first responder that matches `press`.
    func keyCommandHandled(_ press: UIPress, in window: UIWindow) -> Bool {
        guard let key = press.key else { return false }
        let start: UIResponder = window.firstResponder ?? window
        var responder: UIResponder? = start
        while let current = responder {
            var commands = current.keyCommands ?? []
            if let added = (current as? UIViewController)?.addedKeyCommands {
                commands += added.filter { command in !commands.contains { $0 === command } }
            }
            for command in commands where command.matches(key) {
                // A command whose action no responder takes is not available: the key goes on (UIKit's
                // validation of key commands).
                guard command.run(from: start) else { continue }
                if EventTrace.isEnabled {
                    EventTrace.record(.note("key command \(command.input ?? "") on \(EventTrace.name(current))"))
                }
                return true
            }
            // A find interaction answers Ctrl+F and Ctrl+G on its view, as UIKit adds those commands with it.
            if let find = (current as? UIView)?.findInteractionForKeys, find.handleKey(key) { return true }
            responder = current.next
        }
        // Then the main menu's, as a menu bar's shortcuts: the first responder that can perform the command's
        // action validates it first, and a command it disables is passed over. Validation holds for this use
        // only: the command's attributes are as built again afterwards.
        for command in UIMenuSystem.main.keyCommands(matching: key) {
            let built = command.attributes
            if let action = command.action,
                let target = start.target(forAction: action, withSender: command) as? UIResponder
            {
                target.validate(command)
            }
            let disabled = command.attributes.contains(.disabled)
            command.attributes = built
            guard !disabled, command.run(from: start) else { continue }
            if EventTrace.isEnabled { EventTrace.record(.note("main menu key command \(command.input ?? "")")) }
            return true
        }
        return false
    }
}
