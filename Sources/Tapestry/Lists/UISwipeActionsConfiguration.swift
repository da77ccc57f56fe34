import Foundation

/// An action revealed by swiping a row: a titled, coloured button; its handler says when it is done.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The look of an action.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal = 0
        /// A red button; a destructive action that completes with true removes its row's buttons at once.
        case destructive = 1
    }

    /// What runs when the action is tapped: call the completion handler with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title shown on the button.
    open var title: String?
    /// An image shown on the button.
    open var image: UIImage?
    /// The button's colour; red for destructive actions, grey otherwise, by default.
    open var backgroundColor: UIColor!
    /// The handler.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a swipe on a row reveals, the first nearest the edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
