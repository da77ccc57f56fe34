import Foundation

/// The look of a bar as one value (iOS 13's bar appearances): background colour and shadow (the hairline under
/// a navigation bar), with `configureWithOpaqueBackground()`, `configureWithDefaultBackground()` and
/// `configureWithTransparentBackground()`.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// The background colour (nil: the style's).
    open var backgroundColor: UIColor?
    /// The colour of the hairline under the bar (nil or clear: none).
    open var shadowColor: UIColor?
    /// A background image, drawn stretched over the background colour.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar (kept: it is drawn stretched, `.scaleToFill`).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// A blur over the content behind the bar (kept: the renderer draws no blur; the colour shows).
    open var backgroundEffect: UIBlurEffect?
    /// An image for the hairline under the bar (kept: the hairline is drawn in `shadowColor`).
    open var shadowImage: UIImage?
    /// The idiom the appearance was made for (the device's by default).
    public private(set) var idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom

    /// Creates the default appearance.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates the default appearance for an idiom.
    public init(idiom: UIUserInterfaceIdiom) {
        super.init()
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// An appearance with another's background and hairline.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    /// Takes another appearance's background, hairline and idiom.
    func copyBackground(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        shadowColor = other.shadowColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        backgroundEffect = other.backgroundEffect
        shadowImage = other.shadowImage
        idiom = other.idiom
    }

    /// An opaque system background with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// The system's default background (opaque here: the renderer draws no blur) with a hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
    }
}

/// A navigation bar's look: the bar appearance plus the title's attributes.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Creates the default appearance.
    public override init() { super.init() }

    /// An appearance with another's background and hairline (and, from a navigation bar appearance, its title
    /// attributes, button appearances and back indicator).
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
            buttonAppearance = navigation.buttonAppearance.copy()
            doneButtonAppearance = navigation.doneButtonAppearance.copy()
            backButtonAppearance = navigation.backButtonAppearance.copy()
            backIndicatorImage = navigation.backIndicatorImage
            backIndicatorTransitionMaskImage = navigation.backIndicatorTransitionMaskImage
        }
    }

    /// An archived one: nil, as Tapestry reads no archives (UIKit declares this initializer required).
    public required init?(coder: NSCoder) { return nil }

    /// How plain bar button items look (their title attributes apply where the item sets none).
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How `.done` bar button items look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// How the back button looks (kept: the back button draws its chevron and title in the tint).
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's chevron image (nil: the system's; kept).
    public private(set) var backIndicatorImage: UIImage?
    /// The mask of the back chevron during a push (kept).
    public private(set) var backIndicatorTransitionMaskImage: UIImage?
    /// Sets the back chevron and its transition mask (kept).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
    /// Moves the title from its place (kept).
    open var titlePositionAdjustment: UIOffset = .zero

    /// A copy.
    open func copy() -> UINavigationBarAppearance { UINavigationBarAppearance(barAppearance: self) }

    /// The title's font (`.font`) and colour (`.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; kept (titles are drawn at one size).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

extension UINavigationBar {
    /// The appearance the bar shows (applied when set).
    public var standardAppearance: UINavigationBarAppearance {
        get {
            if let appearance = storedStandardAppearance { return appearance }
            let appearance = UINavigationBarAppearance()
            storedStandardAppearance = appearance
            return appearance
        }
        set {
            storedStandardAppearance = newValue
            applyAppearance()
        }
    }

    /// The appearance while the content under the bar is scrolled to its top (or there is none to scroll);
    /// nil shows `standardAppearance` with a transparent background and no hairline, as UIKit does since iOS 15.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set {
            storedScrollEdgeAppearance = newValue
            applyAppearance()
        }
    }

    /// The appearance of a compact-height bar (a vertically compact size class, as an iPhone in landscape);
    /// nil shows `standardAppearance`. A desktop window is never compact unless its traits say so.
    public var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set {
            storedCompactAppearance = newValue
            applyAppearance()
        }
    }

    /// The appearance of a compact-height bar at the scroll edge; nil: the scroll-edge rule applied to the
    /// compact appearance.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set {
            storedCompactScrollEdgeAppearance = newValue
            applyAppearance()
        }
    }

    /// The title's font (`.font`) and colour (`.foregroundColor`), as UIKit's older property sets them.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { standardAppearance.titleTextAttributes }
        set {
            standardAppearance.titleTextAttributes = newValue ?? [:]
            applyAppearance()
        }
    }

    /// The appearance shown now: the top item's, else the bar's (the compact ones on a compact-height bar); at
    /// the scroll edge the scroll-edge one, else the standard one made transparent.
    var effectiveAppearance: UINavigationBarAppearance {
        let item = topItem
        var standard = item?.standardAppearance ?? standardAppearance
        if isCompactHeight, let compact = item?.compactAppearance ?? storedCompactAppearance { standard = compact }
        guard isAtScrollEdge else { return standard }
        if isCompactHeight, let edge = item?.compactScrollEdgeAppearance ?? storedCompactScrollEdgeAppearance {
            return edge
        }
        if let edge = item?.scrollEdgeAppearance ?? storedScrollEdgeAppearance { return edge }
        let transparent = UINavigationBarAppearance(barAppearance: standard)
        transparent.titleTextAttributes = standard.titleTextAttributes
        transparent.largeTitleTextAttributes = standard.largeTitleTextAttributes
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Applies the appearance shown now: background, hairline, title font and colour.
    func applyAppearance() {
        let appearance = effectiveAppearance
        // A background image (the legacy `setBackgroundImage(_:for:)`, else the appearance's) is drawn over the
        // background colour, stretched; an empty image leaves the bar transparent.
        let legacy =
            shownBackgroundImage(for: isCompactHeight ? .compact : .default) ?? shownBackgroundImage(for: .default)
        let image = legacy ?? appearance.backgroundImage
        backgroundImageView.image = image
        backgroundImageView.isHidden = image == nil
        backgroundColor =
            legacy != nil ? .clear : appearance.backgroundColor ?? barTintColor ?? .systemBackground
        if legacy != nil, let shadowImage {
            hairlineView.backgroundColor = .clear
            hairlineView.image = shadowImage
        } else {
            hairlineView.image = nil
            hairlineView.backgroundColor = appearance.shadowColor ?? .clear
        }
        for view in leadingButtons + trailingButtons {
            guard let button = view as? BarItemButton else { continue }
            button.appearance =
                button.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        }
        let attributes = appearance.titleTextAttributes
        titleTextLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleTextLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
    }
}

extension UINavigationBar {
    /// Sets the bar's background image for `barMetrics` (the API before appearances): it is drawn stretched
    /// over the bar, which is otherwise transparent; nil goes back to the appearance's background.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        legacyBackgroundImages[barMetrics] = backgroundImage
        applyAppearance()
    }

    /// The background image set for `barMetrics`, or nil.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { legacyBackgroundImages[barMetrics] }

    /// Sets the bar's background image for a position and bar metrics: a navigation bar sits at the top (its
    /// background reaching the window's top, `topAttached`), and an image for `.top` or `.topAttached` wins over
    /// one for `.any` (which `setBackgroundImage(_:for:)` sets).
    public func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        if barPosition == .any {
            setBackgroundImage(backgroundImage, for: barMetrics)
            return
        }
        positionedBackgroundImages[barPosition, default: [:]][barMetrics] = backgroundImage
        applyAppearance()
    }

    /// The background image set for a position and bar metrics, or nil.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        barPosition == .any ? legacyBackgroundImages[barMetrics] : positionedBackgroundImages[barPosition]?[barMetrics]
    }

    /// The image the bar shows for `barMetrics`: one set for its position at the top, else one for any position.
    private func shownBackgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        positionedBackgroundImages[.topAttached]?[barMetrics] ?? positionedBackgroundImages[.top]?[barMetrics]
            ?? legacyBackgroundImages[barMetrics]
    }
}

/// The bar heights a legacy bar image is set for.
public enum UIBarMetrics: Int, Sendable {
    /// A bar of the standard height.
    case `default` = 0
    /// A compact-height bar (an iPhone in landscape).
    case compact = 1
    /// A standard bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}

/// How bar button items of one style look in each state, as part of a bar's appearance.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// The style it was made for.
    public let style: UIBarButtonItem.Style
    /// The look when enabled.
    open var normal = UIBarButtonItemStateAppearance()
    /// The look while pressed.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The look when disabled.
    open var disabled = UIBarButtonItemStateAppearance()
    /// The look when focused (tvOS; kept).
    open var focused = UIBarButtonItemStateAppearance()

    /// The system's look for `.plain` items.
    public override convenience init() { self.init(style: .plain) }

    /// The system's look for items of `style`.
    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
    }

    /// Back to the system's look for `style` (every state cleared).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// A copy, its states copied too.
    open func copy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal = normal.copy()
        copy.highlighted = highlighted.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }

    /// The state's look for a control state.
    func appearance(for state: UIControl.State) -> UIBarButtonItemStateAppearance {
        state.contains(.disabled) ? disabled : state.contains(.highlighted) ? highlighted : normal
    }
}

/// How bar button items look in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (font, colour): used where the item sets none of its own.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// A background image behind the item.
    open var backgroundImage: UIImage?
    /// Moves the background image (kept).
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
