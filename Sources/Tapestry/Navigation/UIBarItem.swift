import Foundation

/// The base of the items bars show: `UIBarButtonItem` and `UITabBarItem`.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// A number the app can use to identify the item.
    open var tag = 0

    /// Called on an item unarchived from a storyboard or nib (UIKit's informal `NSObject` method); an item made
    /// in code is not sent it. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called on an item Interface Builder draws (never here: there is no Interface Builder); for overrides.
    open func prepareForInterfaceBuilder() {}
    /// The title.
    open var title: String? {
        didSet { barItemChanged() }
    }
    /// The image.
    open var image: UIImage? {
        didSet { barItemChanged() }
    }
    /// The image in a compact (landscape phone) bar; kept (a desktop bar has one height).
    open var landscapeImagePhone: UIImage?
    /// The image the large content viewer shows; kept.
    open var largeContentSizeImage: UIImage?
    /// Insets moving the image within its place; zero by default.
    open var imageInsets = UIEdgeInsets.zero {
        didSet { barItemChanged() }
    }
    /// Whether the item can be chosen.
    open var isEnabled = true {
        didSet { barItemChanged() }
    }
    /// A string that identifies the item in tests and to assistive technology.
    open var accessibilityIdentifier: String?
    /// What assistive technology reads for the item (its title when nil).
    open var accessibilityLabel: String? {
        didSet { barItemChanged() }
    }
    /// A hint assistive technology reads after the label.
    open var accessibilityHint: String?
    /// The value assistive technology reads after the label.
    open var accessibilityValue: String? {
        didSet { barItemChanged() }
    }
    /// Whether assistive technology sees the item (true for an item on a bar).
    open var isAccessibilityElement = true {
        didSet { barItemChanged() }
    }
    /// What the item is to assistive technology, beyond a button.
    open var accessibilityTraits: UIAccessibilityTraits = [] {
        didSet { barItemChanged() }
    }
    /// The view a bar shows the item as, while one does (a button, or the item's custom view).
    weak var shownView: UIView?
    /// The title attributes set for each state (`setTitleTextAttributes(_:for:)`), by the state's raw value.
    var ownTitleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item.
    public override init() { super.init() }

    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The item changed in a way a bar showing it must show (subclasses refresh their bar).
    func barItemChanged() {}

    /// Sets the title's attributes for a state (`.font` and `.foregroundColor` are drawn); nil removes them.
    /// They win over the class's appearance proxy.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        ownTitleTextAttributes[state.rawValue] = attributes
        titleTextAttributesChanged()
    }

    /// The title's attributes set for a state on the item, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        ownTitleTextAttributes[state.rawValue]
    }

    /// Key-value coding of the item by its Objective-C names, as code that finds an item's view on a bar
    /// does (`value(forKey: "view")`, UIKit's private key): `view`, `title`, `image`, `enabled`, `tag`.
    /// Any other key stops with UIKit's message.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "view": return shownView
        case "tag": return NSNumber(value: tag)
        case "title": return (self as? UIBarButtonItem)?.title ?? (self as? UITabBarItem)?.title
        case "image": return (self as? UIBarButtonItem)?.image ?? (self as? UITabBarItem)?.image
        case "enabled":
            let enabled = (self as? UIBarButtonItem)?.isEnabled ?? (self as? UITabBarItem)?.isEnabled ?? true
            return NSNumber(value: enabled)
        default:
            preconditionFailure(
                "[<\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())> valueForUndefinedKey:]: this "
                    + "class is not key value coding-compliant for the key \(key).")
        }
    }
}
