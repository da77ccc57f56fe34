import Foundation

/// The shared edit menu of UIKit before iOS 16 (deprecated there for `UIEditMenuInteraction`, and still in
/// wide use): `showMenu(from:rect:)` shows, below the rectangle, the standard edit commands the responder chain
/// can perform and the custom `menuItems` whose actions a responder along it performs; the four notifications
/// are posted with the controller as their object.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// Where the menu's arrow points (the desktop's menu has none; kept for the code that sets it).
    public enum ArrowDirection: Int, Sendable {
        /// The system's choice.
        case `default` = 0
        /// Up, the menu below the target.
        case up = 1
        /// Down, the menu above the target.
        case down = 2
        /// Left.
        case left = 3
        /// Right.
        case right = 4
    }

    /// Posted before the menu shows.
    nonisolated public static let willShowMenuNotification = Notification.Name(
        "UIMenuControllerWillShowMenuNotification")
    /// Posted once the menu shows.
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu goes.
    nonisolated public static let willHideMenuNotification = Notification.Name(
        "UIMenuControllerWillHideMenuNotification")
    /// Posted once the menu has gone.
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when the menu's frame changes.
    nonisolated public static let menuFrameDidChangeNotification = Notification.Name(
        "UIMenuControllerMenuFrameDidChangeNotification")

    private static let sharedController = UIMenuController()

    /// The application's menu controller.
    open class var shared: UIMenuController { sharedController }

    /// Custom items shown after the standard commands, each when a responder along the chain performs its action.
    open var menuItems: [UIMenuItem]?
    /// Where the arrow points (not drawn here).
    open var arrowDirection: ArrowDirection = .default
    /// Whether the menu shows; setting it shows the menu at the last target, or hides it.
    open var isMenuVisible: Bool {
        get { showing }
        set {
            guard newValue != showing else { return }
            if newValue, let view = targetView {
                showMenu(from: view, rect: targetRect)
            } else if !newValue {
                hideMenu()
            }
        }
    }
    /// The menu's frame in screen coordinates (zero when it is not showing).
    open var menuFrame: CGRect { showing ? UIMenuPresentation.openMenus.first?.frame ?? .zero : .zero }

    private var showing = false
    private weak var targetView: UIView?
    private var targetRect: CGRect = .zero

    /// Shows the menu below `targetRect` (in `targetView`'s coordinates), for the responder chain from the first
    /// responder in `targetView`'s window (or from `targetView`). Nothing shows when no command applies.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        self.targetView = targetView
        self.targetRect = targetRect
        guard targetView.window != nil else { return }
        let responder: UIResponder = targetView.window?.firstResponder ?? targetView
        var elements = UIEditMenuInteraction.suggestedActions(from: responder)
        let custom = (menuItems ?? []).compactMap { item -> UIMenuElement? in
            responder.target(forAction: item.action, withSender: self) == nil
                ? nil : UICommand(title: item.title, action: item.action)
        }
        if !custom.isEmpty { elements.append(UIMenu(options: .displayInline, children: custom)) }
        guard !elements.isEmpty else { return }
        if showing { UIMenuPresentation.dismissAll() }
        let center = NotificationCenter.default
        center.post(name: Self.willShowMenuNotification, object: self)
        showing = true
        UIMenuPresentation.present(
            UIMenu(children: elements), from: targetView,
            at: CGPoint(x: targetRect.minX, y: targetRect.maxY), commandsFrom: responder
        ) { [weak self] in
            guard let self, self.showing else { return }
            center.post(name: Self.willHideMenuNotification, object: self)
            self.showing = false
            center.post(name: Self.didHideMenuNotification, object: self)
        }
        center.post(name: Self.didShowMenuNotification, object: self)
    }

    /// Hides the menu if `targetView` is where it shows from.
    open func hideMenu(from targetView: UIView) {
        guard targetView === self.targetView else { return }
        hideMenu()
    }

    /// Hides the menu.
    open func hideMenu() {
        guard showing else { return }
        UIMenuPresentation.dismissAll()
    }

    /// Shows the menu again with the commands that apply now (after `menuItems` changed).
    open func update() {
        guard showing, let targetView else { return }
        showMenu(from: targetView, rect: targetRect)
    }

    /// Sets the rectangle the menu shows at (before iOS 13's `showMenu(from:rect:)`).
    @available(*, deprecated, renamed: "showMenu(from:rect:)")
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        self.targetView = targetView
        self.targetRect = targetRect
    }

    /// Shows or hides the menu at the rectangle set last.
    @available(*, deprecated, message: "Use showMenu(from:rect:) or hideMenu().")
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) { isMenuVisible = menuVisible }
}

/// A custom command of the shared menu controller: a title and the action sent along the responder chain.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The command's title.
    open var title: String
    /// The action sent to the first responder that performs it.
    open var action: Selector

    /// Creates an item.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
