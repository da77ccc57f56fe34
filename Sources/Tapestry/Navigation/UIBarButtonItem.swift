import Foundation

/// A button on a navigation bar or a toolbar: a title, an image or a system item, with a primary action or a
/// menu (UIKit's target-action becomes `primaryAction`).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item's title is drawn.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Kept for UIKit's API; drawn as `.plain`.
        case bordered = 1
        /// Bold: the item that confirms (Done, Save).
        case done = 2
    }

    /// The standard items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The title a system item shows, and whether it is bold.
        var appearance: (title: String, bold: Bool) {
            switch self {
            case .done: ("Done", true)
            case .cancel: ("Cancel", false)
            case .edit: ("Edit", false)
            case .save: ("Save", true)
            case .add: ("+", false)
            case .flexibleSpace, .fixedSpace, .pageCurl: ("", false)
            case .compose: ("Compose", false)
            case .reply: ("Reply", false)
            case .action: ("Share", false)
            case .organize: ("Organize", false)
            case .bookmarks: ("Bookmarks", false)
            case .search: ("Search", false)
            case .refresh: ("↻", false)
            case .stop: ("✕", false)
            case .camera: ("Camera", false)
            case .trash: ("Delete", false)
            case .play: ("▶", false)
            case .pause: ("❚❚", false)
            case .rewind: ("◀◀", false)
            case .fastForward: ("▶▶", false)
            case .undo: ("Undo", false)
            case .redo: ("Redo", false)
            case .close: ("✕", false)
            }
        }
    }

    /// The title shown (a system item's own title when it has one).
    open var title: String? {
        didSet { changed() }
    }
    /// The image shown instead of a title.
    open var image: UIImage? {
        didSet { changed() }
    }
    /// The weight of the title.
    open var style: Style = .plain {
        didSet { changed() }
    }
    /// The object `action` is sent to (the responder chain when nil); not retained.
    open weak var target: AnyObject?
    /// What a tap sends to `target` when there is no primary action, with the item as sender.
    open var action: Selector?
    /// What a tap runs.
    open var primaryAction: UIAction? {
        didSet { changed() }
    }
    /// The menu a tap opens when there is no primary action (or a long press when there is one).
    open var menu: UIMenu? {
        didSet { changed() }
    }
    /// Whether the item can be tapped.
    open var isEnabled = true {
        didSet { changed() }
    }
    /// Whether the item is hidden.
    open var isHidden = false {
        didSet { changed() }
    }
    /// The colour of the title or image; the bar's tint (system blue) when nil.
    open var tintColor: UIColor? {
        didSet { changed() }
    }
    /// The width of a fixed space.
    open var width: CGFloat = 0
    /// A view shown instead of a button.
    open var customView: UIView?
    /// The system item this was made as, if any.
    public let systemItem: SystemItem?
    /// A string that identifies the item in tests.
    open var accessibilityIdentifier: String?

    /// Bars that show the item, to update when it changes.
    var onChange: [() -> Void] = []

    /// Creates an item with a title and/or image, a primary action and/or a menu.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
        systemItem = nil
    }

    /// Creates a system item (Done, Cancel, Edit, Add…), with a primary action and/or a menu.
    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        let appearance = systemItem.appearance
        title = appearance.title
        style = appearance.bold ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item; the same as `init(barButtonSystemItem:primaryAction:menu:)`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// Creates an item that shows a view.
    public init(customView: UIView) {
        self.customView = customView
        systemItem = nil
    }

    /// A flexible space that pushes the items around it apart.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A space of a fixed width.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    private func changed() { for action in onChange { action() } }

    /// The edit button's look for editing or not.
    func updateForEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }

    /// Runs the item's primary action (what a tap does).
    func trigger(from sender: AnyObject) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(from: sender)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
    }

    /// The view a bar shows for the item: its button, kept current as the item changes, in the bar's tint
    /// unless the item has its own.
    func makeBarView(tint: UIColor) -> UIView {
        let view = makeButton()
        if let button = view as? BarItemButton {
            onChange = [{ [weak button] in button?.refresh() }]
            if tintColor == nil {
                let tint = appearanceTintColor ?? tint
                button.setTitleColor(tint, for: .normal)
                button.setTitleColor(tint.withAlphaComponent(0.3), for: .highlighted)
                button.refresh()  // title attributes' colours win over the tint
            }
        }
        return view
    }

    /// A button that shows the item on a bar.
    func makeButton() -> UIView {
        if let customView {
            shownView = customView
            return customView
        }
        let button = BarItemButton(item: self)
        button.accessibilityIdentifier = accessibilityIdentifier
        shownView = button
        return button
    }
}

/// The button a bar shows for a `UIBarButtonItem`.
@MainActor
final class BarItemButton: UIButton {
    let item: UIBarButtonItem

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        let tint = item.tintColor ?? item.appearanceTintColor ?? .systemBlue
        setTitleColor(tint, for: .normal)
        setTitleColor(tint.withAlphaComponent(0.3), for: .highlighted)
        setTitleColor(.systemGray, for: .disabled)
        refresh()
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                if self.item.primaryAction == nil, let menu = self.item.menu {
                    UIMenuPresentation.present(menu, from: self)
                } else {
                    self.item.trigger(from: self)
                }
            }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { return nil }

    func refresh() {
        setTitle(item.image == nil ? item.title : nil, for: .normal)
        setImage(item.image, for: .normal)
        let attributes = item.effectiveTitleTextAttributes(for: .normal)
        titleLabel?.font =
            attributes?[.font] as? UIFont
            ?? (item.style == .done ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17))
        for state in [UIControl.State.normal, .highlighted, .disabled] {
            guard let color = item.effectiveTitleTextAttributes(for: state)?[.foregroundColor] as? UIColor else {
                continue
            }
            setTitleColor(state == .highlighted ? color.withAlphaComponent(0.3) : color, for: state)
        }
        isEnabled = item.isEnabled
        isHidden = item.isHidden
        accessibilityLabel = item.title
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()  // the bar places its items by their sizes
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        if item.systemItem == .fixedSpace { return CGSize(width: item.width, height: 44) }
        let content = super.sizeThatFits(size)
        return CGSize(width: max(content.width, 22), height: 44)
    }
}

/// The look of a bar, before appearances: light (`.default`) or dark (`.black`).
public enum UIBarStyle: Int, Sendable {
    /// The light bar.
    case `default` = 0
    /// The dark bar.
    case black = 1
    /// The dark bar (deprecated in UIKit for `.black` with `isTranslucent`).
    public static let blackTranslucent = UIBarStyle.black
    /// The dark bar (deprecated in UIKit for `.black`).
    public static let blackOpaque = UIBarStyle.black
}
