import Foundation

/// A button revealed by swiping a table row, as UIKit had it before swipe-action configurations (UIKit has
/// deprecated it since iOS 13 and still honours it): a table whose delegate returns these from
/// `tableView(_:editActionsForRowAt:)`, and no trailing configuration, shows them as trailing swipe actions.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// The look of a row action.
    public enum Style: Int, Sendable {
        /// A red button (the same as `.destructive`).
        case `default` = 0
        /// A grey button.
        case normal = 1

        /// A red button: `.default`, as UIKit defines it.
        public static var destructive: Style { .default }
    }

    /// The style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour: red for `.default`, grey for `.normal` unless set.
    open var backgroundColor: UIColor?
    /// Kept for UIKit's API: the button is drawn in `backgroundColor`.
    open var backgroundEffect: UIVisualEffect?
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// Creates a row action; `handler` runs with the row's index path when the button is tapped.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .normal ? .systemGray : .systemRed
        super.init()
    }

    /// The swipe action that shows this row action on the row at `indexPath`: tapping it runs the handler,
    /// and the row's buttons close.
    func contextualAction(for indexPath: IndexPath, in tableView: UITableView) -> UIContextualAction {
        // The swipe action keeps this row action (nothing else may: delegates make them on demand).
        let action = UIContextualAction(style: style == .normal ? .normal : .destructive, title: title) {
            [weak tableView] _, _, done in
            self.handler(self, tableView?.swipe?.indexPath ?? indexPath)
            done(false)
        }
        if let backgroundColor { action.backgroundColor = backgroundColor }
        return action
    }
}
