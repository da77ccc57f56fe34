import Foundation

/// Edges of a rectangle in leading/trailing terms (where a button's image sits).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// No edge.
    public static let none = NSDirectionalRectEdge([])
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
    /// A button's look as one value (iOS 15's button configurations): the style (plain, tinted, gray, filled,
    /// and the bordered ones), title, subtitle, image and their placement, colours, insets and corners.
    /// Setting a button's `configuration` applies it to the title, image, colours, background, corners and
    /// content insets the button already has.
    public struct Configuration: Hashable {
        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable {
            /// Follows the button size: 6 points for medium, less for smaller sizes.
            case dynamic
            /// `background.cornerRadius` as set.
            case fixed
            /// A capsule: half the height.
            case capsule
            /// 10 points.
            case large
            /// 6 points.
            case medium
            /// 4 points.
            case small
        }

        /// The size class of the button.
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        /// How title and subtitle align with each other.
        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        enum Style: Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, prominent
            case glass, clearGlass, prominentGlass, prominentClearGlass

            var isGlass: Bool { [.glass, .clearGlass, .prominentGlass, .prominentClearGlass].contains(self) }
        }
        let style: Style

        /// The title: `attributedTitle`'s text (setting it replaces the attributed title with plain text).
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// The title with its own attributes (UIKit's scope: `font`, `foregroundColor`, `kern`, …), drawn over
        /// the style's font and colour.
        public var attributedTitle: AttributedString?
        /// Changes the title's attributes just before it is drawn (the style's font and colour merged with the
        /// title's own): a larger font, another colour.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// A second line under the title, in the subheadline style: `attributedSubtitle`'s text.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The subtitle with its own attributes, drawn over the subheadline font and the title's colour.
        public var attributedSubtitle: AttributedString?
        /// Changes the subtitle's attributes just before it is drawn.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The image.
        public var image: UIImage?
        /// Where the image sits next to the title; leading by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between image and title.
        public var imagePadding: CGFloat = 0
        /// The space between title and subtitle.
        public var titlePadding: CGFloat = 0
        /// The colour of title and image; the style's own when nil.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; the style's own when nil.
        public var baseBackgroundColor: UIColor?
        /// The space between the content and the button's edges.
        public var contentInsets: NSDirectionalEdgeInsets
        /// How round the corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size class.
        public var buttonSize: Size = .medium
        /// How title and subtitle align.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether the button shows a spinner in place of its image.
        public var showsActivityIndicator = false
        /// The background (UIKit 15): its colour over the style's, its corner radius with `cornerStyle` `.fixed`,
        /// and its stroke.
        public var background = UIBackgroundConfiguration.clear()
        /// The symbol configuration of the image.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// How the title breaks when it does not fit (by words by default).
        public var titleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// How the subtitle breaks when it does not fit (kept: the subtitle shares the title's label).
        public var subtitleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// The indicator a button with a menu shows (kept: none is drawn).
        public var indicator = Indicator.automatic
        /// Whether a button that changes selection as its primary action shows its selection (kept).
        public var automaticallyUpdateForSelection = true
        /// How the button looks in the Mac idiom (kept: Tapestry draws the iPad look).
        public var macIdiomStyle = MacIdiomStyle.automatic
        /// Changes the image's colour from the foreground colour.
        public var imageColorTransformer: UIConfigurationColorTransformer? {
            get { transformers.image }
            set { transformers.image = newValue }
        }
        /// Changes the menu indicator's colour (kept).
        public var indicatorColorTransformer: UIConfigurationColorTransformer? {
            get { transformers.indicator }
            set { transformers.indicator = newValue }
        }
        /// Changes the spinner's colour (kept).
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer? {
            get { transformers.activityIndicator }
            set { transformers.activityIndicator = newValue }
        }
        private var transformers = ColorTransformers()

        /// The indicator a button with a menu shows.
        public enum Indicator: Int, Sendable {
            case automatic, none, popup
        }

        /// How a button looks in the Mac idiom.
        public enum MacIdiomStyle: Int, Sendable {
            case automatic, bordered, borderless, borderlessTinted
        }

        /// The colour transformers, equal when they are the same ones (closures cannot be compared).
        private struct ColorTransformers: Hashable {
            var image: UIConfigurationColorTransformer? { didSet { token = UUID() } }
            var indicator: UIConfigurationColorTransformer? { didSet { token = UUID() } }
            var activityIndicator: UIConfigurationColorTransformer? { didSet { token = UUID() } }
            private var token: UUID?

            static func == (lhs: Self, rhs: Self) -> Bool { lhs.token == rhs.token }
            func hash(into hasher: inout Hasher) { hasher.combine(token) }
        }

        /// Sets `contentInsets` back to the style's.
        public mutating func setDefaultContentInsets() { contentInsets = Self.defaultInsets(for: style) }

        /// The configuration as it applies to `button` in its current state (the button's drawing follows its
        /// state itself, so this is the configuration as it is).
        public func updated(for button: UIButton) -> Configuration { self }

        static func defaultInsets(for style: Style) -> NSDirectionalEdgeInsets {
            style == .plain || style == .borderless
                ? NSDirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10)
                : NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }

        init(style: Style) {
            self.style = style
            if style.isGlass { cornerStyle = .capsule }  // UIKit 26's glass buttons are capsules
            contentInsets = Self.defaultInsets(for: style)
        }

        /// No background; tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tint background; tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background; tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint background; white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background or border.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A grey background.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A light tint background.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A tint background; white title.
        public static func borderedProminent() -> Configuration { Configuration(style: .prominent) }
        /// UIKit 26's Liquid Glass: a translucent capsule with a bright edge; tinted title.
        public static func glass() -> Configuration { Configuration(style: .glass) }
        /// Liquid Glass that lets more of what is behind show through; tinted title.
        public static func clearGlass() -> Configuration { Configuration(style: .clearGlass) }
        /// Liquid Glass in the tint colour; white title.
        public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }
        /// Clear Liquid Glass in the tint colour; white title.
        public static func prominentClearGlass() -> Configuration { Configuration(style: .prominentClearGlass) }

        /// The title and image colour.
        func foreground(tint: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            switch style {
            case .filled, .prominent, .prominentGlass, .prominentClearGlass: return .white
            default: return tint
            }
        }

        /// The background colour, or nil for none: the background's own colour, else the style's.
        func background(tint: UIColor) -> UIColor? {
            if let own = background.backgroundColor { return own }
            switch style {
            case .plain, .borderless: return baseBackgroundColor
            case .tinted, .borderedTinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray, .bordered: return baseBackgroundColor ?? .systemGray5
            case .filled, .prominent: return baseBackgroundColor ?? tint
            case .glass: return baseBackgroundColor ?? UIGlassEffect.material(.regular)
            case .clearGlass: return baseBackgroundColor ?? UIGlassEffect.material(.clear)
            case .prominentGlass: return (baseBackgroundColor ?? tint).withAlphaComponent(0.9)
            case .prominentClearGlass: return (baseBackgroundColor ?? tint).withAlphaComponent(0.65)
            }
        }

        /// The title as drawn when it has attributes of its own or a transformer: each run's attributes over the
        /// style's `font` and `color`, through the transformer; nil when the plain title says it all.
        func styledTitle(font: UIFont?, color: UIColor) -> NSAttributedString? {
            guard var title = attributedTitle else { return nil }
            let plain = title.runs.allSatisfy { $0.attributes == AttributeContainer() }
            guard !plain || titleTextAttributesTransformer != nil else { return nil }
            var base = AttributeContainer()
            if let font { base[AttributeScopes.UIKitAttributes.FontAttribute.self] = font }
            base[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
            for run in title.runs {
                var attributes = base.merging(run.attributes)
                if let transformer = titleTextAttributesTransformer { attributes = transformer(attributes) }
                title[run.range].setAttributes(attributes)
            }
            return NSAttributedString(title)
        }

        /// The title and, on the line below it, the subtitle, as the title label draws them: the subtitle in the
        /// subheadline font and the title's colour (then its own attributes and transformer), the lines
        /// `titlePadding` apart and aligned by `titleAlignment`; nil without a subtitle.
        func titleWithSubtitle(font: UIFont?, color: UIColor) -> NSAttributedString? {
            guard var subtitle = attributedSubtitle, !subtitle.characters.isEmpty else { return nil }
            let titleFont = font ?? .systemFont(ofSize: 17)
            let text = NSMutableAttributedString(
                attributedString: styledTitle(font: titleFont, color: color)
                    ?? NSAttributedString(string: title ?? "", attributes: [.font: titleFont, .foregroundColor: color]))
            var base = AttributeContainer()
            base[AttributeScopes.UIKitAttributes.FontAttribute.self] = UIFont.preferredFont(forTextStyle: .subheadline)
            base[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
            for run in subtitle.runs {
                var attributes = base.merging(run.attributes)
                if let transformer = subtitleTextAttributesTransformer { attributes = transformer(attributes) }
                subtitle[run.range].setAttributes(attributes)
            }
            if text.length > 0 { text.append(NSAttributedString(string: "\n")) }
            text.append(NSAttributedString(subtitle))
            let paragraph = NSMutableParagraphStyle()
            switch titleAlignment {
            case .leading: paragraph.alignment = .natural
            case .trailing: paragraph.alignment = .right
            case .automatic, .center: paragraph.alignment = .center
            }
            paragraph.paragraphSpacing = titlePadding
            text.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: text.length))
            return text
        }

        /// The corner radius for a button `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .capsule: return height / 2
            case .large: return 10
            case .small: return 4
            case .fixed: return background.cornerRadius
            case .medium: return 6
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 4
                case .medium: return 6
                case .large: return 10
                }
            }
        }
    }

    /// Creates a button with a configuration and a primary action.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// The button's configuration; setting it restyles the button (nil leaves the look as it is).
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            applyConfiguration()
        }
    }

    /// What runs to restyle the button from its state (called on every state change while it has a
    /// configuration).
    public var configurationUpdateHandler: ((UIButton) -> Void)? {
        get { storedConfigurationUpdateHandler }
        set {
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for the configuration to be applied again (at once, here).
    public func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Applies the configuration to the title, image, colours, background, corners and insets.
    func applyConfiguration() {
        guard let configuration = storedConfiguration else { return }
        let tint = tintColor ?? .systemBlue
        // Disabled, a configured button draws in UIKit's disabled colours (a grey fill where it had one).
        let foreground = isEnabled ? configuration.foreground(tint: tint) : .tertiaryLabel
        setTitle(configuration.title, for: .normal)
        if let twoLines = configuration.titleWithSubtitle(font: titleLabel?.font, color: foreground) {
            titleLabel?.numberOfLines = 0
            setAttributedTitle(twoLines, for: .normal)
        } else {
            setAttributedTitle(configuration.styledTitle(font: titleLabel?.font, color: foreground), for: .normal)
        }
        setImage(configuration.image, for: .normal)
        // A template image (a symbol) takes the foreground colour (white on a filled button), or its transform.
        imageView?.tintColor = configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
        setPreferredSymbolConfiguration(configuration.preferredSymbolConfigurationForImage, forImageIn: .normal)
        if configuration.subtitle == nil { titleLabel?.lineBreakMode = configuration.titleLineBreakMode }
        setTitleColor(foreground, for: .normal)
        if let stroke = configuration.background.strokeColor {
            layer.borderWidth = configuration.background.strokeWidth
            layer.borderColor = stroke.cgColor
        }
        backgroundColor = configuration.background(tint: tint).map { isEnabled ? $0 : .tertiarySystemFill }
        let insets = configuration.contentInsets
        contentEdgeInsets = UIEdgeInsets(
            top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        let gap = configuration.image != nil && configuration.title != nil ? configuration.imagePadding : 0
        imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: gap)
        titleEdgeInsets = UIEdgeInsets(top: 0, left: gap, bottom: 0, right: 0)
        contentEdgeInsets.left += gap / 2
        contentEdgeInsets.right += gap / 2
        layer.cornerRadius = configuration.cornerRadius(height: bounds.height > 0 ? bounds.height : 34)
        UIGlassEffect.applyEdge(configuration.style.isGlass, to: layer)
    }
}

/// Changes text attributes a configuration is about to draw (iOS 15): given the attributes, returns the ones to use.
public struct UIConfigurationTextAttributesTransformer: Hashable, @unchecked Sendable {
    private let box: Box
    private final class Box {
        let transform: (AttributeContainer) -> AttributeContainer
        init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    }

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { box = Box(transform) }

    /// The attributes to use instead of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { box.transform(input) }

    /// Two transformers are equal when they are the same one (closures cannot be compared).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}
