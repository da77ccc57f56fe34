import Foundation

/// The state a cell's configurations are updated for: its traits, highlight, selection and editing.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The traits the cell is shown with.
    public var traitCollection: UITraitCollection = .current
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell is swiped open.
    public var isSwiped = false
    /// Whether the cell's outline is expanded.
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with the current traits.
    public init() {}
    /// A state with traits.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// An app's own value.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A description of a view's content, which makes the view that shows it.
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// The configuration for a state (the same one by default).
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// The same configuration.
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (a cell then sets it on this view instead of making a new
    /// one); by default, whether it is of the same type as the configuration shown.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the same type as the one shown.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The content of a list cell or header: an image, a text and a secondary text, styled as UIKit's list cells
/// (`cell()`, `subtitleCell()`, `valueCell()`, headers and footers).
public struct UIListContentConfiguration: UIContentConfiguration, Equatable {
    /// How a text is drawn.
    public struct TextProperties: Hashable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment.
        public var alignment: NSTextAlignment = .natural
        /// The most lines; 0 for no limit.
        public var numberOfLines = 0
        /// How a line too long is shortened.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// A change of case applied to the text as it is shown.
        public var transform: TextTransform = .none
        /// Whether the font follows the text size setting (its text style's fonts already do).
        public var adjustsFontForContentSizeCategory = true
        /// Whether the font shrinks to fit the width (down to `minimumScaleFactor`).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale a shrinking font takes; 0 for the label's default.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be drawn closer together before the text is truncated.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether a truncated text shows in full on hover (kept for UIKit's API).
        public var showsExpansionTextWhenTruncated = false

        /// The colour the text is drawn in.
        public func resolvedColor() -> UIColor { color }

        /// A change of case applied to a text as it is shown.
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as given.
            case none = 0
            /// Each word capitalised.
            case capitalized = 1
            /// All lower case.
            case lowercase = 2
            /// All upper case.
            case uppercase = 3

            func apply(_ text: String) -> String {
                switch self {
                case .none: text
                case .capitalized: text.capitalized
                case .lowercase: text.lowercased()
                case .uppercase: text.uppercased()
                }
            }
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable {
        /// A colour to tint a template image with (kept for the API).
        public var tintColor: UIColor?
        /// The largest size the image is drawn at; zero for its own size.
        public var maximumSize: CGSize = .zero
        /// The width the image's column reserves so texts line up; 0 for the image's own width.
        public var reservedLayoutSize: CGSize = .zero
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// The symbol configuration a symbol image is drawn with.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// Whether the image is left alone by Smart Invert (kept for UIKit's API).
        public var accessibilityIgnoresInvertColors = false

        /// The size UIKit's standard list image column uses, as a `reservedLayoutSize` dimension.
        public static let standardDimension: CGFloat = -1

        /// The colour a template image is drawn in: `tintColor`, else `tintColor` given.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }

    enum Style: Hashable { case cell, subtitle, value, header, footer }
    var style: Style = .cell

    /// The image, or nil.
    public var image: UIImage?
    /// The text, or nil; setting it clears `attributedText`.
    public var text: String? {
        didSet { if text != nil, attributedText != nil { attributedText = nil } }
    }
    /// The secondary text, or nil; setting it clears `secondaryAttributedText`.
    public var secondaryText: String? {
        didSet { if secondaryText != nil, secondaryAttributedText != nil { secondaryAttributedText = nil } }
    }
    /// The text with attributes of its own (shown instead of `text`; setting it clears `text`). Attributes it
    /// does not set come from `textProperties`.
    public var attributedText: NSAttributedString? {
        didSet { if attributedText != nil, text != nil { text = nil } }
    }
    /// The secondary text with attributes of its own (shown instead of `secondaryText`).
    public var secondaryAttributedText: NSAttributedString? {
        didSet { if secondaryAttributedText != nil, secondaryText != nil { secondaryText = nil } }
    }
    /// The axes on which the content keeps at least its superview's margins (kept for UIKit's API).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The text's properties.
    public var textProperties: TextProperties
    /// The secondary text's properties.
    public var secondaryTextProperties: TextProperties
    /// The image's properties.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Whether the text and secondary text sit side by side (the value cell) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false

    init(style: Style, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A cell's content: body text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            style: .cell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: cellMargins)
    }

    /// A cell with a text above a smaller secondary text.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.style = .subtitle
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        return configuration
    }

    /// A cell with the text on the leading side and the secondary text on the trailing side.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.style = .value
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties = .init(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        configuration.secondaryTextProperties.numberOfLines = 1
        return configuration
    }

    /// A plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            style: .header, text: .init(font: .boldSystemFont(ofSize: 17), color: .label),
            secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A grouped table's section header: small secondary text.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            style: .header, text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }

    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration { groupedFooter() }

    /// A sidebar's cell: as a list cell.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    /// A sidebar's cell with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    /// A sidebar's cell that goes with another column: as a list cell.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    /// A sidebar's cell with a subtitle that goes with another column.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    /// A sidebar's section header: as a grouped table's.
    public static func sidebarHeader() -> UIListContentConfiguration { groupedHeader() }
    /// An inset grouped table's prominent section header: bold body-sized text in the label colour.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = .init(font: .boldSystemFont(ofSize: 17), color: .label)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20)
        return configuration
    }
    /// An inset grouped table's extra-prominent section header: a bold title-sized text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .boldSystemFont(ofSize: 22)
        return configuration
    }
    /// A section header for the list's style (UIKit 18): a grouped table's.
    public static func header() -> UIListContentConfiguration { groupedHeader() }
    /// A section footer for the list's style (UIKit 18): a grouped table's.
    public static func footer() -> UIListContentConfiguration { groupedFooter() }
    /// A prominent section header (UIKit 18).
    public static func prominentHeader() -> UIListContentConfiguration { prominentInsetGroupedHeader() }
    /// An extra-prominent section header (UIKit 18).
    public static func extraProminentHeader() -> UIListContentConfiguration { extraProminentInsetGroupedHeader() }

    /// A grouped table's section footer.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.style = .footer
        // A one-line footer is 30 pt in UIKit 26 (measured): 6 above the footnote line, 8 below.
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 8, trailing: 16)
        return configuration
    }

    /// Configurations are equal when their texts, properties and margins are and they show the same image.
    nonisolated public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.style == b.style && a.image === b.image && a.text == b.text && a.secondaryText == b.secondaryText
            && a.attributedText == b.attributedText && a.secondaryAttributedText == b.secondaryAttributedText
            && a.axesPreservingSuperviewLayoutMargins == b.axesPreservingSuperviewLayoutMargins
            && a.textProperties == b.textProperties && a.secondaryTextProperties == b.secondaryTextProperties
            && a.imageProperties == b.imageProperties && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.imageToTextPadding == b.imageToTextPadding
            && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
    }

    /// A `UIListContentView` showing this configuration.
    @preconcurrency @MainActor public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}

/// Shows a `UIListContentConfiguration`: an image, then the text and secondary text stacked or side by side.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    /// Creates a content view for a configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The configuration as a list configuration.
    public var listConfiguration: UIListContentConfiguration {
        didSet { if listConfiguration != oldValue { apply() } }  // a cell's state update often gives it back unchanged
    }

    /// The configuration shown (a `UIListContentConfiguration`).
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                preconditionFailure(
                    "UIListContentView.configuration: \(type(of: newValue)) is not a UIListContentConfiguration")
            }
            listConfiguration = list
        }
    }

    /// The label showing the text (for tests and accessibility).
    public var textLayoutLabel: UILabel { textLabel }
    /// The label showing the secondary text.
    public var secondaryTextLayoutLabel: UILabel { secondaryTextLabel }

    private func apply() {
        let c = listConfiguration
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        for (label, text, attributed, properties) in [
            (textLabel, c.text, c.attributedText, c.textProperties),
            (secondaryTextLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties),
        ] {
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
            label.minimumScaleFactor = properties.minimumScaleFactor
            label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
            if let attributed {
                // The properties give what the attributed text does not set (they are set first).
                label.attributedText = attributed
                label.isHidden = attributed.length == 0
            } else {
                label.text = text.map(properties.transform.apply)
                label.isHidden = (text ?? "").isEmpty
            }
        }
        if c.prefersSideBySideTextAndSecondaryText { secondaryTextLabel.textAlignment = .right }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        if maximum.width > 0, size.width > maximum.width {
            size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width)
        }
        if maximum.height > 0, size.height > maximum.height {
            size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height)
        }
        return size
    }

    private var textLeading: CGFloat {
        let c = listConfiguration
        guard c.image != nil else { return c.directionalLayoutMargins.leading }
        let column = max(imageSize.width, c.imageProperties.reservedLayoutSize.width)
        return c.directionalLayoutMargins.leading + column + c.imageToTextPadding
    }

    /// The height the texts need at `width`, with the margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let c = listConfiguration
        let width = size.width > 0 ? size.width : 320
        let textWidth = max(width - textLeading - c.directionalLayoutMargins.trailing, 1)
        let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(CGSize(width: textWidth, height: 0))
        let secondary =
            secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(CGSize(width: textWidth, height: 0))
        var contentHeight: CGFloat
        if c.prefersSideBySideTextAndSecondaryText {
            contentHeight = max(text.height, secondary.height)
        } else {
            contentHeight = text.height + secondary.height
            if !textLabel.isHidden && !secondaryTextLabel.isHidden {
                contentHeight += c.textToSecondaryTextVerticalPadding
            }
        }
        contentHeight = max(contentHeight, imageSize.height)
        return CGSize(
            width: width, height: contentHeight + c.directionalLayoutMargins.top + c.directionalLayoutMargins.bottom)
    }

    /// Places the image and the texts inside the margins, centred vertically.
    open override func layoutSubviews() {
        let c = listConfiguration
        let margins = c.directionalLayoutMargins
        let image = imageSize
        imageView.frame = CGRect(
            x: margins.leading, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
        let x = textLeading
        let width = max(bounds.width - x - margins.trailing, 0)
        let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(CGSize(width: width, height: 0))
        let secondary =
            secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(CGSize(width: width, height: 0))
        if c.prefersSideBySideTextAndSecondaryText {
            let secondaryWidth = min(secondary.width, width / 2)
            textLabel.frame = CGRect(
                x: x, y: (bounds.height - text.height) / 2, width: max(width - secondaryWidth - 8, 0),
                height: text.height)
            secondaryTextLabel.frame = CGRect(
                x: x + width - secondaryWidth, y: (bounds.height - secondary.height) / 2, width: secondaryWidth,
                height: secondary.height)
        } else {
            let gap = textLabel.isHidden || secondaryTextLabel.isHidden ? 0 : c.textToSecondaryTextVerticalPadding
            var y = (bounds.height - text.height - gap - secondary.height) / 2
            if c.style == .header { y = bounds.height - margins.bottom - text.height - gap - secondary.height }
            // Each label is as wide as its text (as UIKit 26 lays them out) unless it is aligned within the row.
            func labelWidth(_ label: UILabel, _ size: CGSize) -> CGFloat {
                label.textAlignment == .natural || label.textAlignment == .left ? min(size.width, width) : width
            }
            textLabel.frame = CGRect(x: x, y: y, width: labelWidth(textLabel, text), height: text.height)
            y += text.height + gap
            secondaryTextLabel.frame = CGRect(
                x: x, y: y, width: labelWidth(secondaryTextLabel, secondary), height: secondary.height)
        }
    }
}
