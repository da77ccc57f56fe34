import Foundation

/// The closure of a `UIAction`; it runs on the main actor, as in UIKit.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action a control runs for its events (UIKit's replacement for target-action here), and a
/// menu's item.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A unique identifier of an action, for `removeAction(identifiedBy:for:)`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public var rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier; unique by default.
    public let identifier: Identifier
    /// The control that sent the action while it runs.
    public private(set) weak var sender: AnyObject?
    private let handler: UIActionHandler
    /// The view of the menu the action was chosen in, while it runs.
    private weak var menuSource: UIView?
    /// While the handler runs, what a popover it presents may point at: the control that sent it, or the view
    /// (a button, a bar button item's button) the menu it was chosen in was shown from (iOS 16).
    public var presentationSourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        (sender as? UIPopoverPresentationControllerSourceItem) ?? menuSource
    }
    /// The target and action this action sends, when `UIControl.addTarget(_:action:for:)` made it.
    var targetAction: TargetAction?
    /// Whether it sends to the responder chain (made with a nil target).
    var targetIsResponderChain = false

    /// Creates an action.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// An archived one: nil, as Tapestry reads no archives (UIKit declares this initializer required).
    public required init?(coder: NSCoder) { return nil }

    /// Runs the handler as a menu's item does (no sender).
    override func performFromMenu() {
        menuSource = UIMenuPresentation.sourceView
        handler(self)
        menuSource = nil
    }

    /// Runs the handler as if `sender` sent the action (`target` is kept for UIKit's signature; an action's
    /// handler is its own target).
    public func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender.map { $0 as AnyObject }
        handler(self)
        self.sender = nil
    }

    func perform(from sender: AnyObject) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
