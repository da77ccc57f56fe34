import Foundation

/// An item of a menu: an action, a command, or a submenu.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

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
open class UIMenu: UIMenuElement {
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

        /// The standard "application" menu (`com.apple.menu.application`), for menu builders.
        public static let application = Identifier("com.apple.menu.application")
        /// The standard "file" menu (`com.apple.menu.file`), for menu builders.
        public static let file = Identifier("com.apple.menu.file")
        /// The standard "edit" menu (`com.apple.menu.edit`), for menu builders.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The standard "view" menu (`com.apple.menu.view`), for menu builders.
        public static let view = Identifier("com.apple.menu.view")
        /// The standard "window" menu (`com.apple.menu.window`), for menu builders.
        public static let window = Identifier("com.apple.menu.window")
        /// The standard "help" menu (`com.apple.menu.help`), for menu builders.
        public static let help = Identifier("com.apple.menu.help")
        /// The standard "about" menu (`com.apple.menu.about`), for menu builders.
        public static let about = Identifier("com.apple.menu.about")
        /// The standard "preferences" menu (`com.apple.menu.preferences`), for menu builders.
        public static let preferences = Identifier("com.apple.menu.preferences")
        /// The standard "services" menu (`com.apple.menu.services`), for menu builders.
        public static let services = Identifier("com.apple.menu.services")
        /// The standard "hide" menu (`com.apple.menu.hide`), for menu builders.
        public static let hide = Identifier("com.apple.menu.hide")
        /// The standard "quit" menu (`com.apple.menu.quit`), for menu builders.
        public static let quit = Identifier("com.apple.menu.quit")
        /// The standard "newScene" menu (`com.apple.menu.new-scene`), for menu builders.
        public static let newScene = Identifier("com.apple.menu.new-scene")
        /// The standard "openRecent" menu (`com.apple.menu.open-recent`), for menu builders.
        public static let openRecent = Identifier("com.apple.menu.open-recent")
        /// The standard "close" menu (`com.apple.menu.close`), for menu builders.
        public static let close = Identifier("com.apple.menu.close")
        /// The standard "print" menu (`com.apple.menu.print`), for menu builders.
        public static let print = Identifier("com.apple.menu.print")
        /// The standard "document" menu (`com.apple.menu.document`), for menu builders.
        public static let document = Identifier("com.apple.menu.document")
        /// The standard "undoRedo" menu (`com.apple.menu.undo-redo`), for menu builders.
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        /// The standard "find" menu (`com.apple.menu.find`), for menu builders.
        public static let find = Identifier("com.apple.menu.find")
        /// The standard "share" menu (`com.apple.menu.share`), for menu builders.
        public static let share = Identifier("com.apple.menu.share")
        /// The standard "textStyle" menu (`com.apple.menu.text-style`), for menu builders.
        public static let textStyle = Identifier("com.apple.menu.text-style")
        /// The standard "spelling" menu (`com.apple.menu.spelling`), for menu builders.
        public static let spelling = Identifier("com.apple.menu.spelling")
        /// The standard "spellingPanel" menu (`com.apple.menu.spelling-panel`), for menu builders.
        public static let spellingPanel = Identifier("com.apple.menu.spelling-panel")
        /// The standard "spellingOptions" menu (`com.apple.menu.spelling-options`), for menu builders.
        public static let spellingOptions = Identifier("com.apple.menu.spelling-options")
        /// The standard "substitutions" menu (`com.apple.menu.substitutions`), for menu builders.
        public static let substitutions = Identifier("com.apple.menu.substitutions")
        /// The standard "substitutionsPanel" menu (`com.apple.menu.substitutions-panel`), for menu builders.
        public static let substitutionsPanel = Identifier("com.apple.menu.substitutions-panel")
        /// The standard "substitutionOptions" menu (`com.apple.menu.substitution-options`), for menu builders.
        public static let substitutionOptions = Identifier("com.apple.menu.substitution-options")
        /// The standard "transformations" menu (`com.apple.menu.transformations`), for menu builders.
        public static let transformations = Identifier("com.apple.menu.transformations")
        /// The standard "speech" menu (`com.apple.menu.speech`), for menu builders.
        public static let speech = Identifier("com.apple.menu.speech")
        /// The standard "lookup" menu (`com.apple.menu.lookup`), for menu builders.
        public static let lookup = Identifier("com.apple.menu.lookup")
        /// The standard "learn" menu (`com.apple.menu.learn`), for menu builders.
        public static let learn = Identifier("com.apple.menu.learn")
        /// The standard "format" menu (`com.apple.menu.format`), for menu builders.
        public static let format = Identifier("com.apple.menu.format")
        /// The standard "font" menu (`com.apple.menu.font`), for menu builders.
        public static let font = Identifier("com.apple.menu.font")
        /// The standard "textSize" menu (`com.apple.menu.text-size`), for menu builders.
        public static let textSize = Identifier("com.apple.menu.text-size")
        /// The standard "textColor" menu (`com.apple.menu.text-color`), for menu builders.
        public static let textColor = Identifier("com.apple.menu.text-color")
        /// The standard "textStylePasteboard" menu (`com.apple.menu.text-style-pasteboard`), for menu builders.
        public static let textStylePasteboard = Identifier("com.apple.menu.text-style-pasteboard")
        /// The standard "text" menu (`com.apple.menu.text`), for menu builders.
        public static let text = Identifier("com.apple.menu.text")
        /// The standard "writingDirection" menu (`com.apple.menu.writing-direction`), for menu builders.
        public static let writingDirection = Identifier("com.apple.menu.writing-direction")
        /// The standard "alignment" menu (`com.apple.menu.alignment`), for menu builders.
        public static let alignment = Identifier("com.apple.menu.alignment")
        /// The standard "toolbar" menu (`com.apple.menu.toolbar`), for menu builders.
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        /// The standard "sidebar" menu (`com.apple.menu.sidebar`), for menu builders.
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        /// The standard "fullscreen" menu (`com.apple.menu.fullscreen`), for menu builders.
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        /// The standard "minimizeAndZoom" menu (`com.apple.menu.minimize-and-zoom`), for menu builders.
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        /// The standard "bringAllToFront" menu (`com.apple.menu.bring-all-to-front`), for menu builders.
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        /// The standard "root" menu (`com.apple.menu.root`), for menu builders.
        public static let root = Identifier("com.apple.menu.root")
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
        options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
        self.preferredElementSize = preferredElementSize
    }

    /// An archived one: nil, as Tapestry reads no archives (UIKit declares this initializer required).
    public required init?(coder: NSCoder) { return nil }

    /// How large the children of a menu shown in a row are drawn (UIKit 16); kept: they are listed.
    public enum ElementSize: Int, Sendable {
        /// Small.
        case small = 0
        /// Medium.
        case medium = 1
        /// Large.
        case large = 2
        /// As the system chooses.
        case automatic = -1
    }

    /// How large the children of a menu shown in a row are drawn; `.large` by default (kept: they are listed).
    public var preferredElementSize: ElementSize = .large

    /// The children whose state is on (a single-selection menu's choice), UIKit 16.
    public var selectedElements: [UIMenuElement] { children.filter { $0.state == .on } }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
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

    /// An archived one: nil, as Tapestry reads no archives (UIKit declares this initializer required).
    public required init?(coder: NSCoder) { return nil }

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
