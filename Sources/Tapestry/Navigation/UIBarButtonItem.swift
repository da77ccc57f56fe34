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
    public private(set) var systemItem: SystemItem?
    /// Whether the item hides the glass background it would share with its neighbours (UIKit 26; kept: bars draw
    /// no shared background).
    open var hidesSharedBackground = false
    /// Whether the item shares a glass background with its neighbours (UIKit 26; kept, as above).
    open var sharesBackground = true
    /// A badge on the item's corner (UIKit 26): a count, a short string or a dot.
    open var badge: Badge? {
        didSet { changed() }
    }

    /// Bars that show the item, to update when it changes.
    var onChange: [() -> Void] = []
    /// The customised look set through the appearance methods below.
    var customLook = BarButtonItemLook()

    // MARK: Customising the look (UIKit's bar metrics: a desktop bar has one height, `.default`)

    /// Sets the image drawn behind the item in a state; nil removes it.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        customLook.backgrounds[BarButtonItemLook.Key(state: state.rawValue, style: nil, metrics: barMetrics)] =
            backgroundImage
        changed()
    }

    /// The image drawn behind the item in a state.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        customLook.backgrounds[BarButtonItemLook.Key(state: state.rawValue, style: nil, metrics: barMetrics)]
    }

    /// Sets the image drawn behind the item in a state when it has `style`; nil removes it.
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics
    ) {
        customLook.backgrounds[BarButtonItemLook.Key(state: state.rawValue, style: style, metrics: barMetrics)] =
            backgroundImage
        changed()
    }

    /// The image drawn behind the item in a state when it has `style`.
    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        customLook.backgrounds[BarButtonItemLook.Key(state: state.rawValue, style: style, metrics: barMetrics)]
    }

    /// Moves the item's background up or down (kept: the background fills the item's height).
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        customLook.backgroundVerticalAdjustments[barMetrics] = adjustment
    }

    /// How far the background is moved up or down.
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        customLook.backgroundVerticalAdjustments[barMetrics] ?? 0
    }

    /// Moves the title from its place (right and down).
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        customLook.titleAdjustments[barMetrics] = adjustment
        changed()
    }

    /// How far the title is moved from its place.
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        customLook.titleAdjustments[barMetrics] ?? .zero
    }

    /// Sets the background of a back button made from this item (kept: back buttons draw their own chevron).
    open func setBackButtonBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
    ) {
        customLook.backButtonBackgrounds[
            BarButtonItemLook.Key(state: state.rawValue, style: nil, metrics: barMetrics)] =
            backgroundImage
    }

    /// The background of a back button made from this item.
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        customLook.backButtonBackgrounds[BarButtonItemLook.Key(state: state.rawValue, style: nil, metrics: barMetrics)]
    }

    /// Moves a back button's title (kept, as above).
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        customLook.backButtonTitleAdjustments[barMetrics] = adjustment
    }

    /// How far a back button's title is moved.
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        customLook.backButtonTitleAdjustments[barMetrics] ?? .zero
    }

    /// Moves a back button's background up or down (kept, as above).
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        customLook.backButtonVerticalAdjustments[barMetrics] = adjustment
    }

    /// How far a back button's background is moved.
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        customLook.backButtonVerticalAdjustments[barMetrics] ?? 0
    }

    /// Creates an empty item (the designated initializer, as in UIKit: subclasses that override it and
    /// `init(coder:)` inherit every other initializer).
    public override init() { super.init() }

    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Creates an item with a title and/or image, a primary action and/or a menu.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item (Done, Cancel, Edit, Add…), with a primary action and/or a menu.
    public convenience init(
        barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
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
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
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

    override func barItemChanged() { changed() }

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
            button.barTint = tint
            button.refresh()
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

    /// The tint of the bar showing the item (system blue until a bar shows it).
    var barTint: UIColor?
    /// The bar appearance's look for items of this style, used where the item sets no attributes of its own.
    var appearance: UIBarButtonItemAppearance? {
        didSet { if appearance !== oldValue { refresh() } }
    }

    /// The title attributes for `state`: the item's, else its bar appearance's.
    private func attributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        if let own = item.effectiveTitleTextAttributes(for: state) { return own }
        guard let shared = appearance?.appearance(for: state).titleTextAttributes, !shared.isEmpty else { return nil }
        return shared
    }

    func refresh() {
        // The item's tint, else its appearance's, else the bar's; title attributes' colours win over it.
        let tint = item.tintColor ?? item.appearanceTintColor ?? barTint ?? .systemBlue
        setTitleColor(tint, for: .normal)
        setTitleColor(tint.withAlphaComponent(0.3), for: .highlighted)
        setTitle(item.image == nil ? item.title : nil, for: .normal)
        setImage(item.image, for: .normal)
        let normalAttributes = attributes(for: .normal)
        titleLabel?.font =
            normalAttributes?[.font] as? UIFont
            ?? (item.style == .done ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17))
        for state in [UIControl.State.normal, .highlighted, .disabled] {
            guard let color = attributes(for: state)?[.foregroundColor] as? UIColor else {
                continue
            }
            setTitleColor(state == .highlighted ? color.withAlphaComponent(0.3) : color, for: state)
        }
        for state in [UIControl.State.normal, .highlighted, .disabled] {
            setBackgroundImage(
                item.customLook.background(for: state, style: item.style)
                    ?? appearance?.appearance(for: state).backgroundImage, for: state)
        }
        var shift = item.titlePositionAdjustment(for: .default)
        if shift == .zero, let shared = appearance?.normal.titlePositionAdjustment { shift = shared }
        titleEdgeInsets = UIEdgeInsets(
            top: shift.vertical, left: shift.horizontal, bottom: -shift.vertical, right: -shift.horizontal)
        isEnabled = item.isEnabled
        isHidden = item.isHidden
        accessibilityLabel = item.accessibilityLabel ?? item.title
        accessibilityValue = item.accessibilityValue
        accessibilityHint = item.accessibilityHint
        isAccessibilityElement = item.isAccessibilityElement
        if !item.accessibilityTraits.isEmpty { accessibilityTraits = item.accessibilityTraits.union(.button) }
        showBadge(item.badge)
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()  // the bar places its items by their sizes
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeBadge()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        if item.systemItem == .fixedSpace { return CGSize(width: item.width, height: 44) }
        let content = super.sizeThatFits(size)
        return CGSize(width: max(content.width, 22), height: 44)
    }
}

/// What a bar button item's look was customised with, by state, style and bar metrics.
struct BarButtonItemLook {
    struct Key: Hashable {
        let state: UInt
        let style: UIBarButtonItem.Style?
        let metrics: UIBarMetrics
    }
    var backgrounds: [Key: UIImage] = [:]
    var backButtonBackgrounds: [Key: UIImage] = [:]
    var titleAdjustments: [UIBarMetrics: UIOffset] = [:]
    var backgroundVerticalAdjustments: [UIBarMetrics: CGFloat] = [:]
    var backButtonTitleAdjustments: [UIBarMetrics: UIOffset] = [:]
    var backButtonVerticalAdjustments: [UIBarMetrics: CGFloat] = [:]

    /// The background for a state: the one set for the item's style, else the one for any style, else (for
    /// another state) the normal state's.
    func background(for state: UIControl.State, style: UIBarButtonItem.Style) -> UIImage? {
        func find(_ state: UIControl.State) -> UIImage? {
            backgrounds[Key(state: state.rawValue, style: style, metrics: .default)]
                ?? backgrounds[Key(state: state.rawValue, style: nil, metrics: .default)]
        }
        return find(state) ?? (state == .normal ? nil : find(.normal))
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
