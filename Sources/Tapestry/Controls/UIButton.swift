import Foundation

/// A control that runs an action when tapped: a title and an image per state, highlighted while touched.
///
/// It sends `.primaryActionTriggered` together with `.touchUpInside`, and a single tap on it fires its
/// action rather than a tap recognizer on a superview (SEMANTICS §4.12). A highlight change redraws only the
/// button's rectangle.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        /// No styling of its own.
        case custom = 0
        /// The system style: tinted title that fades while highlighted.
        case system = 1
        /// A circled "i" (the `info.circle` symbol), tinted.
        case detailDisclosure = 2
        /// The same circled "i" (UIKit draws the info buttons as the detail-disclosure one since iOS 7).
        case infoLight = 3
        /// The same circled "i".
        case infoDark = 4
        /// A plus sign, tinted.
        case contactAdd = 5
        /// tvOS's plain style: drawn as `.system` here.
        case plain = 6
        /// A close (×) button.
        case close = 7

        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type.
    public private(set) var buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    var storedConfiguration: Configuration?
    var storedConfigurationUpdateHandler: ((UIButton) -> Void)?

    /// Applies the configuration (and runs `configurationUpdateHandler`); override to restyle from state,
    /// calling `super`.
    open func updateConfiguration() {
        // The handler usually sets `configuration`; that lands here once, not again.
        if let handler = storedConfigurationUpdateHandler, !isUpdatingConfiguration {
            isUpdatingConfiguration = true
            handler(self)
            isUpdatingConfiguration = false
        }
        applyConfiguration()
    }
    private var isUpdatingConfiguration = false
    /// Whether a state change updates the configuration (`updateConfiguration()`); true by default. Turned
    /// off, the button calls it only when asked (`setNeedsUpdateConfiguration()`).
    public var automaticallyUpdatesConfiguration = true
    /// What the button does in an alert-like group of buttons (kept; it does not change how it is drawn).
    public var role: Role = .normal
    /// The roles of `role`.
    public enum Role: Int, Sendable {
        /// An ordinary button.
        case normal = 0
        /// The button of the primary action.
        case primary = 1
        /// A button that cancels.
        case cancel = 2
        /// A button that destroys data.
        case destructive = 3
    }
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    /// Sets the symbol configuration (size, weight) of symbol images shown in `state`.
    public func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) {
        symbolConfigurations[state.rawValue] = configuration
        updateContent()
        invalidateIntrinsicContentSize()
    }
    /// The symbol configuration set for `state` (falling back to the normal state's).
    public func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        value(symbolConfigurations, for: state)
    }
    /// The symbol configuration used now.
    public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }
    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The label that shows the title.
    public let titleLabel: UILabel?
    /// The image view that shows the image.
    public let imageView: UIImageView?
    /// The tint of a system button's title; system blue by default.
    /// A system button's title follows the tint colour (its own or the nearest ancestor's).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        // A configuration's colours follow the tint (its image's is set from it).
        if configuration != nil { applyConfiguration() }
        updateContent()
    }

    /// Creates a button of a type. A convenience initializer, as UIKit imports `buttonWithType:`: it runs
    /// `init(frame:)` (a subclass's override too), so a subclass that overrides `init(frame:)` and
    /// `init(coder:)` inherits it, and `init()`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        guard buttonType != .custom else { return }
        self.buttonType = buttonType
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: typeImage = UIImage(systemName: "info.circle")
        case .contactAdd: typeImage = UIImage(systemName: "plus")
        case .close: typeImage = UIImage(systemName: "xmark")
        case .custom, .system, .plain: break
        }
        updateContent()
    }

    /// Creates a custom button with a frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        (titleLabel, imageView) = UIButton.makeContentViews()
        super.init(frame: frame)
        installContentViews()
    }

    private static func makeContentViews() -> (UILabel, UIImageView) {
        let label = UILabel(frame: .zero)
        label.textAlignment = .center
        // UIKit's buttons title in the 15-pt system font (`UIFont.buttonFontSize`, 18, is not what they use).
        label.font = .systemFont(ofSize: 15)
        return (label, UIImageView(frame: .zero))
    }

    private func installContentViews() {
        addSubview(imageView!)
        addSubview(titleLabel!)
        updateContent()
    }

    /// Creates a system button that runs `primaryAction` when tapped and shows its title and image.
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a system button with a frame and a primary action.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .system, primaryAction: primaryAction)
        self.frame = frame
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// A system button showing `image` that sends `action` to `target` when tapped (a `UIButton`: Linux Swift
    /// cannot make a subclass through a non-required initializer, as UIKit's `Self` would).
    public class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    // MARK: Content per state

    private func value<T>(_ table: [UInt: T], for state: State) -> T? {
        table[state.rawValue] ?? (state.contains(.highlighted) ? table[State.highlighted.rawValue] : nil)
            ?? (state.contains(.disabled) ? table[State.disabled.rawValue] : nil)
            ?? (state.contains(.selected) ? table[State.selected.rawValue] : nil) ?? table[State.normal.rawValue]
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
        invalidateIntrinsicContentSize()
    }
    /// The title for `state` (falling back to the normal state's).
    open func title(for state: State) -> String? { value(titles, for: state) }
    /// Sets the attributed title shown in `state`; it wins over a plain title, and its attributes over the
    /// title colour.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateContent()
        invalidateIntrinsicContentSize()
    }
    /// The attributed title for `state` (falling back to the normal state's).
    open func attributedTitle(for state: State) -> NSAttributedString? { value(attributedTitles, for: state) }
    /// The attributed title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// Sets the title colour used in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }
    /// The title colour for `state`.
    open func titleColor(for state: State) -> UIColor? { value(titleColors, for: state) }
    /// Sets the colour of the title's shadow in `state` (drawn as `UILabel.shadowColor` draws it).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state.rawValue] = color
        updateContent()
    }
    /// The colour of the title's shadow in `state`.
    open func titleShadowColor(for state: State) -> UIColor? { value(titleShadowColors, for: state) }
    /// The colour of the title's shadow in the current state.
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// Whether the shadow flips to the other side while highlighted; kept for UIKit's API.
    open var reversesTitleShadowWhenHighlighted = false

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }
    /// The image for `state`.
    open func image(for state: State) -> UIImage? { value(images, for: state) }
    /// Sets the background image stretched behind the content in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The background image for `state`.
    open func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, for: state) }

    /// The title shown now.
    public var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) ?? typeImage }
    /// The glyph of a detail-disclosure, info, contact-add or close button, shown when it has no image of its
    /// own for the state.
    private var typeImage: UIImage?
    /// The title colour used now.
    public var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor ?? .systemBlue)
    }

    open override func stateDidChange() {
        super.stateDidChange()
        if automaticallyUpdatesConfiguration, storedConfiguration != nil || storedConfigurationUpdateHandler != nil {
            updateConfiguration()
        }
        updateContent()
    }

    private func updateContent() {
        guard let titleLabel, let imageView else { return }
        if let attributed = currentAttributedTitle {
            titleLabel.attributedText = attributed
        } else {
            titleLabel.text = currentTitle
        }
        var color = currentTitleColor
        if buttonType != .custom {
            if isHighlighted { color = color.withAlphaComponent(0.2) }
            if !isEnabled { color = .systemGray }
        }
        // An attributed title keeps its own colours (the label would apply a colour over the whole).
        if currentAttributedTitle == nil { titleLabel.textColor = color }
        titleLabel.shadowColor = currentTitleShadowColor
        imageView.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
        imageView.image = currentImage
        setNeedsLayout()
    }

    /// The space around the title and image together; counts in `sizeThatFits`, as in UIKit.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// Moves the title within the content rectangle (its left and right halves shift a centred title by half);
    /// does not count in `sizeThatFits`, as in UIKit.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Moves the image within the content rectangle, as `titleEdgeInsets` moves the title.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// The rectangle the background image is drawn in: `bounds`. Override it to draw the background smaller or
    /// elsewhere.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the title and image are laid out in: `bounds` less `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`: beside the image, aligned by the content alignments, moved by
    /// `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        placement(in: contentRect).title.moved(by: titleEdgeInsets, alignment: contentHorizontalAlignment)
    }

    /// Where the image goes in `contentRect`: before the title, aligned by the content alignments, moved by
    /// `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        placement(in: contentRect).image.moved(by: imageEdgeInsets, alignment: contentHorizontalAlignment)
    }

    /// Places the image and the title side by side in the content rectangle (centred by default).
    open override func layoutSubviews() {
        guard let titleLabel, let imageView else { return }
        let content = contentRect(forBounds: bounds)
        imageView.frame = imageRect(forContentRect: content)
        titleLabel.frame = titleRect(forContentRect: content)
    }

    /// The size that fits the title and image (as `sizeThatFits`). A title whose label allows several lines
    /// (`titleLabel?.numberOfLines != 1`) wraps at the label's `preferredMaxLayoutWidth`, or else at the
    /// button's current width once it has one.
    open override var intrinsicContentSize: CGSize {
        guard let titleLabel, titleLabel.numberOfLines != 1 else { return sizeThatFits(.zero) }
        let width = titleLabel.preferredMaxLayoutWidth > 0 ? titleLabel.preferredMaxLayoutWidth : bounds.width
        return sizeThatFits(CGSize(width: width, height: 0))
    }

    override var defaultAccessibilityLabel: String? { currentTitle }
    override var defaultAccessibilityTraits: UIAccessibilityTraits? { isEnabled ? .button : [.button, .notEnabled] }

    override var textBaselineOffsets: (first: CGFloat, last: CGFloat)? {
        guard let titleLabel, !(currentTitle ?? "").isEmpty else { return nil }
        return titleLabel.textBaselineOffsets
    }

    /// A multi-line title that wraps at the button's own width measures again once the width is known.
    override func sizeDidChange() {
        super.sizeDidChange()
        if let titleLabel, titleLabel.numberOfLines != 1, titleLabel.preferredMaxLayoutWidth == 0 {
            invalidateIntrinsicContentSize()
        }
    }

    /// The size that fits the image and title as UIKit measures it: the title with 6 pt above and below and no
    /// side padding, the image at its size beside it; 30×34 for a button with neither. A multi-line title
    /// wraps within `size.width` less the image (unbounded when the width is 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let hasTitle = !(currentTitle ?? "").isEmpty
        let image = currentImage?.size ?? .zero
        let wraps = (titleLabel?.numberOfLines ?? 1) != 1 && size.width > 0
        let titleWidth =
            wraps
            ? max(size.width - image.width - contentEdgeInsets.left - contentEdgeInsets.right, 1)
            : CGFloat.greatestFiniteMagnitude
        let title =
            hasTitle
            ? titleLabel?.sizeThatFits(CGSize(width: titleWidth, height: size.height)) ?? .zero
            : .zero
        let fit: CGSize
        switch (hasTitle, currentImage != nil) {
        case (false, false): fit = CGSize(width: 30, height: 34)
        case (false, true): fit = image
        case (true, false): fit = CGSize(width: title.width, height: title.height + 12)
        case (true, true): fit = CGSize(width: image.width + title.width, height: max(image.height, title.height + 12))
        }
        let insets = contentEdgeInsets
        return CGSize(width: fit.width + insets.left + insets.right, height: fit.height + insets.top + insets.bottom)
    }

    /// Draws the background image and, for a custom button, a darkening while highlighted.
    open override func draw(_ rect: CGRect) {
        if let background = backgroundImage(for: state) {
            UIGraphicsGetCurrentContext()?.draw(background, in: backgroundRect(forBounds: bounds))
        }
        if isHighlighted && buttonType == .custom && adjustsImageWhenHighlighted {
            UIColor.black.withAlphaComponent(0.2).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).fill()
        }
        if !isEnabled && buttonType == .custom && adjustsImageWhenDisabled {
            UIColor.white.withAlphaComponent(0.4).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).fill()
        }
    }

    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// The menu the button shows: on a tap when `showsMenuAsPrimaryAction`, otherwise on a long press. Setting
    /// one turns `isContextMenuInteractionEnabled` on, as in UIKit.
    open var menu: UIMenu? {
        didSet {
            if menu != nil { isContextMenuInteractionEnabled = true }
            updateMenuLongPress()
        }
    }

    /// Whether a custom button darkens while highlighted; true by default.
    open var adjustsImageWhenHighlighted = true {
        didSet { setNeedsDisplay() }
    }
    /// Whether a custom button fades while disabled; true by default.
    open var adjustsImageWhenDisabled = true {
        didSet { setNeedsDisplay() }
    }
    /// Whether a touch makes a glow (deprecated in UIKit; kept, not drawn).
    open var showsTouchWhenHighlighted = false
    /// Whether the primary action toggles `isSelected` first (a toggle button); false by default.
    open var changesSelectionAsPrimaryAction = false

    /// Whether a tap shows `menu` instead of sending the primary action.
    open override var showsMenuAsPrimaryAction: Bool {
        didSet { updateMenuLongPress() }
    }
    /// Whether the long press that opens `menu` is on (a button with a menu turns it on; turned off, the menu
    /// opens only as the primary action).
    open override var isContextMenuInteractionEnabled: Bool {
        didSet { updateMenuLongPress() }
    }

    private var menuLongPress: UILongPressGestureRecognizer?

    private func updateMenuLongPress() {
        if menu != nil && !showsMenuAsPrimaryAction && isContextMenuInteractionEnabled {
            guard menuLongPress == nil else { return }
            let press = UILongPressGestureRecognizer { [weak self] press in
                guard let self, press.state == .began, let menu = self.menu else { return }
                UIMenuPresentation.present(menu, from: self, at: self.menuAttachmentPoint(for: nil))
            }
            press.name = "button menu long press"
            addGestureRecognizer(press)
            menuLongPress = press
        } else if let menuLongPress {
            removeGestureRecognizer(menuLongPress)
            self.menuLongPress = nil
        }
    }

    /// A tap on a button that shows its menu as its primary action opens the menu (and sends
    /// `.menuActionTriggered`) instead of the primary action.
    open override func sendActions(for controlEvents: Event) {
        if showsMenuAsPrimaryAction, let menu,
            !controlEvents.isDisjoint(with: [.touchUpInside, .primaryActionTriggered])
        {
            UIMenuPresentation.present(menu, from: self, at: menuAttachmentPoint(for: nil))
            super.sendActions(
                for: controlEvents.subtracting([.touchUpInside, .primaryActionTriggered]).union(.menuActionTriggered))
            return
        }
        if changesSelectionAsPrimaryAction, controlEvents.contains(.primaryActionTriggered) { isSelected.toggle() }
        super.sendActions(for: controlEvents)
    }
    override var protectsTapsFromAncestorRecognizers: Bool { true }
}
