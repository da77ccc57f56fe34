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
    /// Where the cell is in a drag it started: lifting, dragging, or none.
    public var cellDragState: UICellConfigurationDragState = .none
    /// Where the cell is in a drop over its list: none while no drop is over the list (a drop never targets
    /// a single cell here; it goes between items).
    public var cellDropState: UICellConfigurationDropState = .none
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

/// Where a cell is in a drag it started.
public enum UICellConfigurationDragState: Int, Hashable, Sendable {
    /// Not dragged.
    case none
    /// Lifting, before the drag moves.
    case lifting
    /// Dragged: the drag's preview moves with the pointer.
    case dragging
}

/// Where a cell is in a drop over its list.
public enum UICellConfigurationDropState: Int, Hashable, Sendable {
    /// No drop is over the list.
    case none
    /// A drop is over the list, not targeting this cell.
    case notTargeted
    /// A drop targets this cell.
    case targeted
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
