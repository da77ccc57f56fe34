import Foundation

/// A standard accessory of a list cell (iOS 14): a chevron, a checkmark, editing controls, a label, a view of the
/// app's own. A `UICollectionViewListCell` shows its `accessories` beside its content, leading or trailing as
/// UIKit places each kind, when its collection view's editing state matches the accessory's `displayedState`.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// While the collection view is editing.
        case whenEditing
        /// While it is not editing.
        case whenNotEditing
    }

    /// The width an accessory takes.
    public enum LayoutDimension: Equatable, Sendable {
        /// Its own width.
        case actual
        /// The standard width of its kind.
        case standard
        /// A width in points.
        case custom(CGFloat)
    }

    /// Where a custom view goes.
    public enum Placement {
        /// Before the content.
        case leading(displayed: DisplayedState = .always)
        /// After the content.
        case trailing(displayed: DisplayedState = .always)
    }

    /// A chevron's options.
    public struct DisclosureIndicatorOptions {
        /// Whether it is hidden (while still taking its width).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour.
        public var tintColor: UIColor?
        /// Options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A checkmark's options.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// A detail (info) button's options.
    public typealias DetailOptions = DisclosureIndicatorOptions
    /// A reorder grip's options.
    public struct ReorderOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour.
        public var tintColor: UIColor?
        /// Whether a line separates it from the content (kept).
        public var showsVerticalSeparator: Bool
        /// Options.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// An outline disclosure's options.
    public struct OutlineDisclosureOptions {
        /// How the chevron looks: the system's choice, a header's or a cell's.
        public enum Style: Int, Sendable {
            /// A header's in a section's first cell, a cell's elsewhere.
            case automatic
            /// A header's.
            case header
            /// A cell's.
            case cell
        }
        /// How the chevron looks.
        public var style: Style
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour.
        public var tintColor: UIColor?
        /// Options.
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A delete, insert or multiselect control's options.
    public struct EditingControlOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its symbol's colour.
        public var tintColor: UIColor?
        /// Its circle's colour.
        public var backgroundColor: UIColor?
        /// Options.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// A delete control's options.
    public typealias DeleteOptions = EditingControlOptions
    /// An insert control's options.
    public typealias InsertOptions = EditingControlOptions
    /// A multiselect control's options.
    public typealias MultiselectOptions = EditingControlOptions

    /// A label's options.
    public struct LabelOptions {
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour (secondary label colour when nil).
        public var tintColor: UIColor?
        /// Its font (body when nil).
        public var font: UIFont?
        /// Whether it follows the text size (kept).
        public var adjustsFontForContentSizeCategory: Bool
        /// Options.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A view of the app's own as an accessory.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// Where it goes, and when it shows.
        public var placement: Placement
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint colour.
        public var tintColor: UIColor?
        /// Whether it keeps its own size instead of being fitted to the row.
        public var maintainsFixedSize: Bool?
        /// A configuration.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// What an accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, reorder, multiselect
        case detail((() -> Void)?)
        case delete((() -> Void)?)
        case insert((() -> Void)?)
        case outlineDisclosure((() -> Void)?, OutlineDisclosureOptions.Style)
        case label(String, UIFont?)
        case custom(UIView, leading: Bool, maintainsFixedSize: Bool)
    }

    let kind: Kind
    /// When it shows.
    public let displayedState: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension?
    let tintColor: UIColor?

    /// A chevron, trailing.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed, options)
    }

    /// A checkmark, trailing.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init())
        -> UICellAccessory
    { UICellAccessory(kind: .checkmark, displayed, options) }

    /// An info button, trailing; `actionHandler` runs when it is tapped.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory { UICellAccessory(kind: .detail(actionHandler), displayed, options) }

    /// A reorder grip, trailing, while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            kind: .reorder, displayedState: displayed, isHidden: options.isHidden ?? false,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// An outline disclosure chevron, trailing; `actionHandler` runs when it is tapped.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .outlineDisclosure(actionHandler, options.style), displayedState: displayed,
            isHidden: options.isHidden ?? false,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A red delete control, leading, while editing; `actionHandler` runs when it is tapped.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory { UICellAccessory(kind: .delete(actionHandler), displayed, options) }

    /// A green insert control, leading, while editing; `actionHandler` runs when it is tapped.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory { UICellAccessory(kind: .insert(actionHandler), displayed, options) }

    /// A selection circle, leading, while editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init())
        -> UICellAccessory
    { UICellAccessory(kind: .multiselect, displayed, options) }

    /// A label, trailing.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            kind: .label(text, options.font), displayedState: displayed, isHidden: options.isHidden ?? false,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A view of the app's own, where its configuration places it.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState) =
            switch configuration.placement {
            case .leading(let displayed): (true, displayed)
            case .trailing(let displayed): (false, displayed)
            }
        return UICellAccessory(
            kind: .custom(
                configuration.customView, leading: leading,
                maintainsFixedSize: configuration.maintainsFixedSize ?? false),
            displayedState: displayed, isHidden: configuration.isHidden ?? false,
            reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
    }

    private init(kind: Kind, _ displayed: DisplayedState, _ options: DisclosureIndicatorOptions) {
        self.init(
            kind: kind, displayedState: displayed, isHidden: options.isHidden ?? false,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    private init(kind: Kind, _ displayed: DisplayedState, _ options: EditingControlOptions) {
        self.init(
            kind: kind, displayedState: displayed, isHidden: options.isHidden ?? false,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    private init(
        kind: Kind, displayedState: DisplayedState, isHidden: Bool, reservedLayoutWidth: LayoutDimension?,
        tintColor: UIColor?
    ) {
        self.kind = kind
        self.displayedState = displayedState
        self.isHidden = isHidden
        self.reservedLayoutWidth = reservedLayoutWidth
        self.tintColor = tintColor
    }

    /// Whether it goes before the content.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .custom(_, let leading, _): leading
        default: false
        }
    }

    /// Whether it shows in a cell of a collection view that is (or is not) editing.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}
