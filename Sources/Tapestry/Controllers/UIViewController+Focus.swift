import Foundation

/// View controllers in the focus hierarchy, as in UIKit: a controller is a focus environment between its view and
/// the view's superview, asked whether focus may move and told when it moved, and its preferred environments say
/// where focus goes first inside its view.
extension UIViewController: UIFocusEnvironment {}

extension UIFocusSystem {
    /// The environments containing `view`, nearest first: the view, its superviews, and, after each controller's
    /// root view, that controller.
    static func environments(containing view: UIView) -> [UIFocusEnvironment] {
        var found: [UIFocusEnvironment] = []
        var current: UIView? = view
        while let shown = current {
            found.append(shown)
            if let controller = shown.owningViewController, controller.viewIfLoaded === shown {
                found.append(controller)
            }
            current = shown.superview
        }
        return found
    }

    /// The environments a focus update concerns: those containing the previous item or the next, each once,
    /// nearest the items first.
    static func environments(of context: UIFocusUpdateContext) -> [UIFocusEnvironment] {
        var found: [UIFocusEnvironment] = []
        for item in [context.previouslyFocusedItem, context.nextFocusedItem] {
            guard let view = item as? UIView else { continue }
            for environment in environments(containing: view) where !found.contains(where: { $0 === environment }) {
                found.append(environment)
            }
        }
        return found
    }

    /// The preferred environments of `view`'s controller, when `view` is a controller's root view that says
    /// where focus goes in it (other than the view itself).
    static func controllerPreferences(of view: UIView) -> [UIFocusEnvironment] {
        guard let controller = view.owningViewController, controller.viewIfLoaded === view else { return [] }
        return controller.preferredFocusEnvironments.filter { $0 !== view && $0 !== controller }
    }
}
