import Foundation

/// What a navigation bar shows while a controller is on top: a title (or a title view), bar button items on
/// either side, and the back button the next controller shows to return here.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// When the item's title shows large (with the bar's `prefersLargeTitles`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Like the item below it on the stack.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Large, in the bar's own row in UIKit 17 and later (with a back button, as `.always`). Here the large
        /// title shows below the bar, as `.always`.
        case inline = 3
    }

    /// How the bar arranges its items (iOS 16).
    public enum ItemStyle: Int, Sendable {
        /// A title in the middle and a back button: navigating a hierarchy.
        case navigator
        /// The title at the leading edge, items in the middle: a browser's history.
        case browser
        /// The title at the leading edge, a back button that closes: editing a document.
        case editor
    }

    /// When the title shows large (with the bar's `prefersLargeTitles`).
    // MARK: Accessibility (NSObject's informal protocol, declared here so a protocol a navigation item conforms
    // to with accessibility requirements finds these first, as UIKit's NSObject members are found)

    /// Whether assistive technology treats the item as one element.
    open var isAccessibilityElement: Bool {
        get { InformalAccessibility.of(self, create: false)?.isElement ?? false }
        set { InformalAccessibility.of(self, create: true)?.isElement = newValue }
    }
    /// A short description of the item for assistive technology.
    open var accessibilityLabel: String? {
        get { InformalAccessibility.of(self, create: false)?.label }
        set { InformalAccessibility.of(self, create: true)?.label = newValue }
    }
    /// A hint of what the item does.
    open var accessibilityHint: String? {
        get { InformalAccessibility.of(self, create: false)?.hint }
        set { InformalAccessibility.of(self, create: true)?.hint = newValue }
    }
    /// The item's value for assistive technology.
    open var accessibilityValue: String? {
        get { InformalAccessibility.of(self, create: false)?.value }
        set { InformalAccessibility.of(self, create: true)?.value = newValue }
    }
    /// What the item is and how it behaves.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { InformalAccessibility.of(self, create: false)?.traits ?? .none }
        set { InformalAccessibility.of(self, create: true)?.traits = newValue }
    }

    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// How the bar arranges the item (kept: the bar lays every item out as `.navigator`).
    open var style: ItemStyle = .navigator
    /// Gives the menu a tap on the title opens, from suggested elements (kept: the title opens no menu here).
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?

    /// The title shown in the middle of the bar (setting a controller's `title` sets its item's).
    open var title: String? {
        didSet { changed() }
    }
    /// A view shown instead of the title.
    open var titleView: UIView? {
        didSet { changed() }
    }
    /// A second line under the inline title, smaller and dimmer (UIKit 26).
    open var subtitle: String? {
        didSet { changed() }
    }
    /// The title shown when it is large, when it differs from `title` (UIKit 26).
    open var largeTitle: String? {
        didSet { changed() }
    }
    /// A line under the large title (UIKit 26); when nil, the large title shows `subtitle`.
    open var largeSubtitle: String? {
        didSet { changed() }
    }
    /// The items on the leading side (after the back button when `leftItemsSupplementBackButton`).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }
    /// The items on the trailing side, the first at the edge.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }
    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The back button the next controller's bar shows to return here; nil for one titled by `backButtonTitle`
    /// or this item's title.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { changed() }
    }
    /// The title of the back button that returns here, when `backBarButtonItem` is nil.
    open var backButtonTitle: String? {
        didSet { changed() }
    }
    /// How the back button that returns here shows its title: as given (`.default`), "Back" (`.generic`), or
    /// not at all, the chevron alone (`.minimal`).
    open var backButtonDisplayMode = BackButtonDisplayMode.default {
        didSet { changed() }
    }
    /// Whether this item's bar hides the back button.
    open var hidesBackButton = false {
        didSet { changed() }
    }
    /// Whether the leading items go after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false {
        didSet { changed() }
    }
    /// A line of text above the title (kept for UIKit's API; not drawn).
    open var prompt: String?
    /// A search controller whose search bar shows under the navigation bar while this item is on top (it adds
    /// its height to the controller's safe area).
    open var searchController: UISearchController? {
        didSet {
            oldValue?.searchBar.removeFromSuperview()
            changed()
            controller?.navigationController?.viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Whether the search bar hides as the content scrolls (kept for UIKit's API; it stays).
    open var hidesSearchBarWhenScrolling = true
    /// Where the search bar should go (iOS 16); kept: Tapestry shows it stacked under the bar.
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic
    /// Where the search bar is: stacked under the bar.
    open var searchBarPlacement: SearchBarPlacement { .stacked }
    /// What the back button does while this item is on top, instead of going back (iOS 16): its handler runs
    /// with the back button as sender.
    open var backAction: UIAction?

    weak var controller: UIViewController?
    /// The bar showing the item, told when it changes.
    weak var bar: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item with no title.
    public override init() {}

    /// An archived navigation item: nil, as Tapestry reads no archives (here because UIKit's adopts `NSCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    private func changed() { bar?.itemDidChange(self) }

    /// The bar's look while this item is on top (nil: the bar's own `standardAppearance`).
    open var standardAppearance: UINavigationBarAppearance? {
        didSet { changed() }
    }
    /// The look while this item is on top and its content is at the scroll edge (nil: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { changed() }
    }
    /// The look of a compact-height bar while this item is on top (nil: the bar's).
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { changed() }
    }
    /// The look of a compact-height bar at the scroll edge while this item is on top (nil: the bar's).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { changed() }
    }
    var hasOwnAppearance: Bool {
        standardAppearance != nil || scrollEdgeAppearance != nil || compactAppearance != nil
            || compactScrollEdgeAppearance != nil
    }

    /// Sets the leading items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the first leading item (the only one; nil removes the leading items).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the first trailing item (the only one; nil removes the trailing items).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Shows or hides the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

extension UINavigationItem {
    /// How a back button shows its title.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The title as given (the back item's back button title or title).
        case `default` = 0
        /// "Back".
        case generic = 1
        /// No title: the chevron alone.
        case minimal = 2
    }

    /// Where a navigation item's search bar goes (iOS 16).
    public enum SearchBarPlacement: Int, Sendable {
        /// As the system chooses.
        case automatic = 0
        /// In the bar, beside the title.
        case inline = 1
        /// Under the bar.
        case stacked = 2
    }
}
