import Foundation

/// What a screen shows when it has no content (iOS 17): an image, a text, a secondary text and up to two
/// buttons, centred in a column, or a spinner while content loads. Set it as a controller's
/// `contentUnavailableConfiguration`, or show it with a `UIContentUnavailableView`.
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    /// How the content lines up.
    public enum Alignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Along the leading edge.
        case natural = 1
    }

    /// How the image is drawn.
    public struct ImageProperties {
        /// The colour a template image is tinted with (the secondary label colour by default).
        public var tintColor: UIColor? = .secondaryLabel
        /// The largest size the image is drawn at (zero: 60 points, a large symbol's size).
        public var maximumSize: CGSize = .zero
        /// How round the image's corners are.
        public var cornerRadius: CGFloat = 0
    }

    /// How a text is drawn.
    public struct TextProperties {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The most lines; 0 for no limit.
        public var numberOfLines = 0
        /// How a line too long is shortened.
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    }

    /// What a button does.
    public struct ButtonProperties {
        /// The action the button sends.
        public var primaryAction: UIAction?
        /// The menu it shows.
        public var menu: UIMenu?
        /// Whether it can be pressed.
        public var isEnabled = true
    }

    /// The image above the texts.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The main text.
    public var text: String?
    /// The main text with attributes (used instead of `text` when set).
    public var attributedText: NSAttributedString?
    /// How the main text is drawn: bold Title 2 in the label colour.
    public var textProperties = TextProperties(font: UIFont.boldSystemFont(ofSize: 22), color: .label)
    /// The text below it.
    public var secondaryText: String?
    /// The secondary text with attributes.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn: Body in the secondary label colour.
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
    /// The button's look (shown when it has a title, an image or an action).
    public var button: UIButton.Configuration = .borderless()
    /// What the button does.
    public var buttonProperties = ButtonProperties()
    /// A second button's look.
    public var secondaryButton: UIButton.Configuration = .borderless()
    /// What the second button does.
    public var secondaryButtonProperties = ButtonProperties()
    /// How the content lines up.
    public var alignment: Alignment = .center
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 10
    /// The space between the two texts.
    public var textToSecondaryTextPadding: CGFloat = 5
    /// The space between the texts and the button.
    public var textToButtonPadding: CGFloat = 20
    /// The space between the two buttons.
    public var buttonToSecondaryButtonPadding: CGFloat = 10
    /// The background colour behind everything (none by default).
    public var backgroundColor: UIColor?
    /// Whether a spinner shows above the text (the loading configuration's).
    var showsActivityIndicator = false
    /// Whether the texts name the search text of the state (the search configuration's).
    var isSearch = false

    /// An empty configuration: set its image, texts and buttons.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// A spinner and "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.showsActivityIndicator = true
        configuration.text = "Loading…"
        configuration.textProperties.font = .systemFont(ofSize: 17)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// A magnifying glass, "No Results" and a hint; updated for a state with search text, the text names it.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.isSearch = true
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    /// The configuration for a state: a search configuration names the state's search text.
    public func updated(for state: UIConfigurationState) -> UIContentUnavailableConfiguration {
        guard isSearch, let search = (state as? UIContentUnavailableConfigurationState)?.searchText,
            !search.isEmpty
        else { return self }
        var updated = self
        updated.text = "No Results for “\(search)”"
        return updated
    }

    /// A view showing this configuration.
    @MainActor public func makeContentView() -> UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }
}

/// The state a content-unavailable configuration is updated for: the traits and the search text.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The traits the view is shown with.
    public var traitCollection: UITraitCollection
    /// The text of the controller's search bar, if it has one.
    public var searchText: String?
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with traits.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// An app's own value.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A view that shows a `UIContentUnavailableConfiguration`: its parts in a column, centred in the view's margins
/// (text wraps to the view's width).
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private let primaryButton = UIButton(type: .system)
    private let otherButton = UIButton(type: .system)
    private var shown: UIContentUnavailableConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        for view in [imageView, spinner, textLabel, secondaryLabel, primaryButton, otherButton] as [UIView] {
            addSubview(view)
        }
        textLabel.accessibilityTraits = .header
        apply()
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown.
    open var configuration: UIContentConfiguration {
        get { shown }
        set {
            guard let new = newValue as? UIContentUnavailableConfiguration else { return }
            shown = new
            apply()
        }
    }

    private func apply() {
        let c = shown
        backgroundColor = c.backgroundColor
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.isHidden = c.image == nil
        if c.showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }
        spinner.isHidden = !c.showsActivityIndicator
        style(textLabel, c.attributedText, c.text, c.textProperties, c.alignment)
        style(secondaryLabel, c.secondaryAttributedText, c.secondaryText, c.secondaryTextProperties, c.alignment)
        style(primaryButton, c.button, c.buttonProperties)
        style(otherButton, c.secondaryButton, c.secondaryButtonProperties)
        setNeedsLayout()
    }

    private func style(
        _ label: UILabel, _ attributed: NSAttributedString?, _ text: String?,
        _ properties: UIContentUnavailableConfiguration.TextProperties,
        _ alignment: UIContentUnavailableConfiguration.Alignment
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
    }

    private var installedActions: [ObjectIdentifier: UIAction] = [:]

    private func style(
        _ button: UIButton, _ look: UIButton.Configuration,
        _ properties: UIContentUnavailableConfiguration.ButtonProperties
    ) {
        button.configuration = look
        if let old = installedActions.removeValue(forKey: ObjectIdentifier(button)) {
            button.removeAction(old, for: .primaryActionTriggered)
        }
        if let action = properties.primaryAction {
            button.addAction(action, for: .primaryActionTriggered)
            installedActions[ObjectIdentifier(button)] = action
        }
        button.menu = properties.menu
        button.showsMenuAsPrimaryAction = properties.menu != nil && properties.primaryAction == nil
        button.isEnabled = properties.isEnabled
        button.isHidden = look.title == nil && look.image == nil
    }

    /// The parts in a column, centred vertically in the margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = shown
        let margins = c.directionalLayoutMargins
        let area = bounds.inset(
            by: UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing))
        let width = max(area.width, 0)
        var items: [(UIView, CGSize, CGFloat)] = []  // view, size, space above
        func add(_ view: UIView, _ size: CGSize, _ gap: CGFloat) {
            items.append((view, size, items.isEmpty ? 0 : gap))
        }
        if !spinner.isHidden { add(spinner, spinner.intrinsicContentSize, 0) }
        if !imageView.isHidden, let image = imageView.image {
            let limit =
                c.imageProperties.maximumSize == .zero ? CGSize(width: 60, height: 60) : c.imageProperties.maximumSize
            let scale = min(1, min(limit.width / max(image.size.width, 1), limit.height / max(image.size.height, 1)))
            let natural =
                image.size.width < 1
                ? limit : CGSize(width: image.size.width * scale, height: image.size.height * scale)
            add(imageView, natural, 0)
        }
        if !textLabel.isHidden {
            add(textLabel, textLabel.sizeThatFits(CGSize(width: width, height: 0)), c.imageToTextPadding)
        }
        if !secondaryLabel.isHidden {
            add(
                secondaryLabel, secondaryLabel.sizeThatFits(CGSize(width: width, height: 0)),
                c.textToSecondaryTextPadding)
        }
        if !primaryButton.isHidden {
            add(primaryButton, primaryButton.sizeThatFits(CGSize(width: width, height: 0)), c.textToButtonPadding)
        }
        if !otherButton.isHidden {
            let gap = primaryButton.isHidden ? c.textToButtonPadding : c.buttonToSecondaryButtonPadding
            add(otherButton, otherButton.sizeThatFits(CGSize(width: width, height: 0)), gap)
        }
        let total = items.reduce(0) { $0 + $1.1.height + $1.2 }
        var y = area.minY + max((area.height - total) / 2, 0)
        for (view, size, gap) in items {
            y += gap
            let w = min(size.width, width)
            let x = c.alignment == .center ? area.midX - w / 2 : area.minX
            view.frame = CGRect(x: x, y: y, width: w, height: size.height).integral
            y += size.height
        }
    }
}
