import Foundation

/// An item of a menu: an action, a command, or a submenu.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an item behaves and looks.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates attributes.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an item shows a checkmark.
    public enum State: Int, Sendable {
        /// No mark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash (some on, some off).
        case mixed = 2
    }

    /// The title shown.
    public var title: String
    /// A second line of text, or nil.
    public var subtitle: String?
    /// The image shown beside the title, or nil.
    public var image: UIImage?
    /// A title for the keyboard-shortcut overlay, or nil.
    public var discoverabilityTitle: String?
    /// How the item behaves (actions and commands).
    public var attributes: Attributes = []
    /// Whether the item shows a checkmark (actions and commands).
    public var state: State = .off

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// What choosing the item in a menu does.
    func performFromMenu() {}
}

/// A group of menu elements: a submenu, or an inline section of its parent.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent, between separators, instead of as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title shows in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing one child turns the others' state off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A menu's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public var rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu's identifier.
    public let identifier: Identifier
    /// How the children show.
    public let options: Options
    /// The children, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}

/// A menu command: a titled item that, when chosen, sends its `action` up the responder chain from the
/// first responder (to the first responder whose class has the method), or runs its handler.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    private let handler: (@MainActor (UICommand) -> Void)?
    /// The method sent up the responder chain when the command is chosen; nil for one made with a handler.
    public let action: Selector?
    /// A value that tells commands with the same action apart.
    public let propertyList: Any?

    /// Creates a command that runs `handler` when chosen.
    public init(
        title: String, image: UIImage? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
        state: State = .off, handler: @escaping @MainActor (UICommand) -> Void
    ) {
        self.handler = handler
        action = nil
        propertyList = nil
        super.init(title: title, image: image)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// Creates a command that sends `action` up the responder chain when chosen, as in UIKit.
    public init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        handler = nil
        self.action = action
        self.propertyList = propertyList
        super.init(title: title, image: image)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// Runs the handler, or sends the action up the responder chain from `start` (the key window's first
    /// responder, else the key window, when nil) with the command as sender. Returns whether something
    /// received it.
    @discardableResult
    func run(from start: UIResponder? = nil) -> Bool {
        if let handler {
            handler(self)
            return true
        }
        let window = UIApplication.shared.keyWindow
        guard let action, let start = start ?? window?.firstResponder ?? window else { return false }
        return start.sendAlongChain(action, from: self, for: nil)
    }

    override func performFromMenu() { run(from: UIMenuPresentation.commandResponder) }
}
