import Foundation

/// Where an edit menu's arrow would point. Kept: the menu here is a popup beside its point, with no arrow.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// The system chooses.
    case automatic = 0
    /// The arrow points up (the menu is below its target).
    case up = 1
    /// The arrow points down (the menu is above its target).
    case down = 2
    /// The arrow points left.
    case left = 3
    /// The arrow points right.
    case right = 4
}

/// What an edit menu is shown for: where, and an identifier telling presentations apart.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// The identifier given at creation (nil when none was).
    public let identifier: AnyHashable?
    /// The point in the interaction's view the menu is for: the suggested actions are gathered there, and the
    /// menu opens there unless the delegate gives a target rectangle.
    public let sourcePoint: CGPoint
    /// Where the arrow should point (kept; see `UIEditMenuArrowDirection`).
    public var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// Creates a configuration for a menu at `sourcePoint` in the interaction's view.
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
        super.init()
    }
}

/// The animations of an edit menu's appearance or disappearance, which a delegate may join. The menu here
/// appears and disappears at once: animations added run immediately, then the completions.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The methods that shape an edit menu interaction's menu. Every method is optional.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show: by default nil, which shows the suggested actions (the standard edit actions the
    /// responder chain can perform there). An empty menu shows nothing.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu?
    /// The rectangle (in the interaction's view) the menu is placed against; `.null` (the default) places it at
    /// the configuration's source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration)
        -> CGRect
    /// The menu is about to appear.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
    /// The menu is about to disappear (an item was chosen, Escape, a click outside, or `dismissMenu()`).
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// Returns nil: the suggested actions.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
    /// Returns `.null`: the source point.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect { .null }
    /// Does nothing.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
    /// Does nothing.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
}

/// An edit menu (UIKit's since iOS 16): Cut, Copy, Paste, Select All — the standard edit actions the responder
/// chain from the view can perform — or the menu its delegate makes from them, shown by `presentEditMenu(with:)`
/// as a popup menu at a point of the view. Its commands go along the responder chain from the view. Text fields
/// and text views show theirs on a secondary click (their delegates' `editMenuForCharactersIn`/`editMenuForTextIn`
/// shape it).
@preconcurrency @MainActor
open class UIEditMenuInteraction: UIInteraction {
    /// The delegate.
    public private(set) weak var delegate: UIEditMenuInteractionDelegate?
    /// The view.
    public private(set) weak var view: UIView?
    /// The configuration of the menu showing (nil when none is).
    private var presented: UIEditMenuConfiguration?
    /// The menu showing.
    private var presentedMenu: UIMenu?
    private var presentedAt: CGPoint = .zero

    /// Creates an interaction.
    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
    }

    /// Does nothing: the interaction adds no recognizer.
    public func willMove(to view: UIView?) {
        if view !== self.view { dismissMenu() }
    }

    /// Remembers the view.
    public func didMove(to view: UIView?) { self.view = view }

    /// Where the menu showing was asked for, in `view`'s coordinates (the last source point when none shows).
    public func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return presentedAt }
        return own.convert(presentedAt, to: view)
    }

    /// Shows the menu for `configuration`, dismissing any menu showing first. Nothing shows when the view is
    /// not in a window or the menu has no items.
    public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, view.window != nil else { return }
        dismissMenu()
        let suggested = Self.suggestedActions(from: view)
        let menu =
            delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        guard !menu.children.isEmpty else { return }
        let animator = ImmediateMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        presented = configuration
        presentedMenu = menu
        presentedAt = configuration.sourcePoint
        UIMenuPresentation.present(menu, from: view, at: anchor(for: configuration), commandsFrom: view) {
            [weak self] in
            guard let self, let configuration = self.presented else { return }
            self.presented = nil
            self.presentedMenu = nil
            let animator = ImmediateMenuAnimator()
            self.delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
            animator.finish()
        }
        animator.finish()
    }

    /// Where the menu for `configuration` shows, in the view's coordinates: below the delegate's target
    /// rectangle, or at the source point.
    private func anchor(for configuration: UIEditMenuConfiguration) -> CGPoint {
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        return target.isNull || target.isInfinite
            ? configuration.sourcePoint : CGPoint(x: target.minX, y: target.maxY)
    }

    /// Closes the menu showing, if this interaction showed it.
    public func dismissMenu() {
        guard presented != nil else { return }
        UIMenuPresentation.dismissAll()
    }

    /// Asks the delegate for the menu again and shows it in place of the one showing (the menu stays up: no
    /// will-dismiss or will-present is told; a menu left empty is dismissed).
    public func reloadVisibleMenu() {
        guard let configuration = presented, let view, view.window != nil else { return }
        let menu =
            delegate?.editMenuInteraction(
                self, menuFor: configuration, suggestedActions: Self.suggestedActions(from: view))
            ?? UIMenu(children: Self.suggestedActions(from: view))
        guard !menu.children.isEmpty else { return dismissMenu() }
        presentedMenu = menu
        UIMenuPresentation.replaceShowing(with: menu, from: view, at: anchor(for: configuration))
    }

    /// Places the menu showing again, below the delegate's target rectangle asked for again (after the target
    /// moved); the menu itself is kept.
    public func updateVisibleMenuPosition(animated: Bool) {
        guard let configuration = presented, let menu = presentedMenu, let view, view.window != nil else { return }
        UIMenuPresentation.replaceShowing(with: menu, from: view, at: anchor(for: configuration))
    }

    /// The standard edit commands (Cut, Copy, Paste; Select All) that a responder along the chain from
    /// `responder` can perform now, in UIKit's order and groups (Delete is not offered, as in UIKit's text menus;
    /// a delegate may add it).
    static func suggestedActions(from responder: UIResponder) -> [UIMenuElement] {
        func commands(_ entries: [(String, Selector)]) -> [UIMenuElement] {
            entries.compactMap { title, action in
                responder.target(forAction: action, withSender: nil) == nil
                    ? nil : UICommand(title: title, action: action)
            }
        }
        let edit = commands([("Cut", .cut), ("Copy", .copy), ("Paste", .paste)])
        let select = commands([("Select All", .selectAll)])
        return [
            UIMenu(identifier: .standardEdit, options: .displayInline, children: edit),
            UIMenu(identifier: .replace, options: .displayInline, children: select),
        ].filter { !$0.children.isEmpty }
    }
}

extension UIMenu.Identifier {
    /// The standard edit group (Cut, Copy, Paste).
    public static let standardEdit = UIMenu.Identifier("com.apple.menu.standard-edit")
    /// The group of selecting and replacing (Select All here).
    public static let replace = UIMenu.Identifier("com.apple.menu.replace")
}

/// The animator an edit menu's or context menu's delegate is handed: the menu shows and goes at once, so
/// animations run as they are added, and the completions once the menu has appeared or gone.
@MainActor
final class ImmediateMenuAnimator: UIEditMenuInteractionAnimating, UIContextMenuInteractionAnimating {
    private var completions: [() -> Void] = []

    var previewViewController: UIViewController? { nil }

    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Shows `menu` as a context menu at `point` in `view`: `willDisplay` hears it with an animator before it
    /// appears, `willEnd` when it goes; each animator's completions run once the menu has appeared or gone.
    static func presentContextMenu(
        _ menu: UIMenu, from view: UIView, at point: CGPoint, willDisplay: (ImmediateMenuAnimator) -> Void,
        willEnd: @escaping (ImmediateMenuAnimator) -> Void
    ) {
        let animator = ImmediateMenuAnimator()
        willDisplay(animator)
        UIMenuPresentation.present(menu, from: view, at: point, commandsFrom: nil) {
            let animator = ImmediateMenuAnimator()
            willEnd(animator)
            animator.finish()
        }
        animator.finish()
    }

    /// Runs the completions added.
    func finish() {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion() }
    }
}
