import Foundation

/// Something a view does for the user beyond touches (a context menu, a drag), added with `addInteraction`.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is on.
    var view: UIView? { get }
    /// The interaction is about to move to `view` (nil: removed).
    func willMove(to view: UIView?)
    /// The interaction moved to `view` (nil: removed).
    func didMove(to view: UIView?)
}

/// Makes a context menu from the elements the system suggests (none here).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Makes the controller a context menu previews (kept; no preview is shown on the desktop).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: its menu, made when the menu opens.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Makes the menu from the suggested elements (none here).
    public typealias ActionProvider = UIContextMenuActionProvider
    /// Makes a preview controller (kept for UIKit's API; no preview is shown).
    public typealias PreviewProvider = UIContextMenuContentPreviewProvider

    /// An identifier of the configuration (a unique string when made without one, as in UIKit).
    public let identifier: any NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    /// Creates a configuration.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
        actionProvider: ActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// Supplies a context menu's configuration.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration of the menu for a secondary click or long press at `location` (in the interaction's
    /// view), or nil for no menu.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The menu of `configuration` is about to appear.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu of `configuration` is about to disappear (an item was chosen, Escape, or a click outside).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The user tapped the menu's preview. Menus here show no preview, so this is not called.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
}

/// The animations of committing a context menu's preview (a tap on it): what `preferredCommitStyle` asks.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview goes: shown as the full controller (`.pop`) or dismissed (`.dismiss`).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a committed preview goes.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview is dismissed.
    case dismiss = 0
    /// The preview becomes its controller, shown full size.
    case pop = 1
}

/// The animations of a context menu's appearance or disappearance, which a delegate may join. Menus here appear
/// and go at once, without a preview: animations added run immediately, then the completions.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller: nil (no preview is shown).
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// A context menu on a view (SEMANTICS §12.5): it opens where a secondary click (X button 3) or a long press
/// lands on the view, with the menu its delegate's configuration makes.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// The delegate.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view.
    public private(set) weak var view: UIView?
    private var longPress: UILongPressGestureRecognizer?
    private let pressGate = ContextMenuPressGate()
    /// The configuration the long press was allowed to begin for, used when it opens the menu (the delegate is
    /// asked once per press, as in UIKit).
    fileprivate var pressConfiguration: UIContextMenuConfiguration?
    private var lastLocation: CGPoint = .zero

    /// Creates an interaction.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Where the menu was asked for, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return lastLocation }
        return own.convert(lastLocation, to: view)
    }

    /// Closes the menu.
    public func dismissMenu() { UIMenuPresentation.dismissAll() }

    /// Removes the long press from the old view.
    public func willMove(to view: UIView?) {
        if let longPress { self.view?.removeGestureRecognizer(longPress) }
        longPress = nil
    }

    /// Adds the long press that opens the menu.
    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer { [weak self] press in
            guard let self, press.state == .began, let view = self.view else { return }
            let configuration = self.pressConfiguration
            self.pressConfiguration = nil
            self.open(at: press.location(in: view), configuration: configuration)
        }
        press.name = "context menu long press"
        pressGate.interaction = self
        press.delegate = pressGate
        view.addGestureRecognizer(press)
        longPress = press
    }

    /// Opens the menu at `location` in the view's coordinates; returns whether there was one.
    @discardableResult
    func open(at location: CGPoint, configuration known: UIContextMenuConfiguration? = nil) -> Bool {
        guard let view,
            let configuration = known
                ?? delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location),
            let menu = configuration.actionProvider?([]), !menu.children.isEmpty
        else { return false }
        lastLocation = location
        ImmediateMenuAnimator.presentContextMenu(
            menu, from: view, at: location,
            willDisplay: { delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: $0) },
            willEnd: { [weak self] animator in
                guard let self else { return }
                self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            })
        return true
    }
}

/// Lets a context menu's long press begin only where the delegate has a menu, so a long press elsewhere (a row
/// of a table without menus) stays the touch it was.
@MainActor
private final class ContextMenuPressGate: NSObject, UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, let view = interaction.view else { return false }
        interaction.pressConfiguration = interaction.delegate?.contextMenuInteraction(
            interaction, configurationForMenuAtLocation: gestureRecognizer.location(in: view))
        return interaction.pressConfiguration != nil
    }
}

extension UIView {
    /// The interactions on the view.
    public var interactions: [UIInteraction] {
        get { layoutState?.interactions ?? [] }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds an interaction (a context menu…).
    public func addInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: self)
        ensureLayoutState().interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let state = layoutState, state.interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        state.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
