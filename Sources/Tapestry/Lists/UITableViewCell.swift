import Foundation

/// A row of a table view: a content view holding the row's text (by `style`, or by a `contentConfiguration`),
/// an accessory on the trailing side, and backgrounds for the normal and the selected or highlighted look.
/// Cells are made by the table view from the class registered for their reuse identifier and reused as rows
/// scroll in and out (`prepareForReuse()` runs before a cell is handed out again).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell's labels.
    public enum CellStyle: Int, Sendable {
        /// An image and one text on the leading side.
        case `default` = 0
        /// A text on the leading side and a grey detail text on the trailing side.
        case value1 = 1
        /// A small blue text right-aligned in a column, then the detail text.
        case value2 = 2
        /// A text above a smaller grey detail text.
        case subtitle = 3
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// A grey background (as `.default` since iOS 7).
        case blue = 1
        /// A grey background.
        case gray = 2
        /// A grey background.
        case `default` = 3
    }

    /// The standard accessories.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none = 0
        /// A chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// What editing a row does.
    public enum EditingStyle: Int, Sendable {
        /// Nothing.
        case none = 0
        /// Deletes the row (a red minus in editing mode).
        case delete = 1
        /// Inserts a row (a green plus in editing mode).
        case insert = 2
    }

    /// The built-in layout of the cell's labels.
    public let style: CellStyle
    /// The identifier the cell is reused under, or nil.
    public let reuseIdentifier: String?
    /// The view the cell's content goes in (add your subviews here, not to the cell).
    public let contentView = UIView()

    /// The table view that dequeued the cell (a cell never moves between tables).
    weak var owningTable: UITableView?
    /// The row the cell currently shows (set by its table).
    var indexPath: IndexPath?

    /// Creates a cell with a style and a reuse identifier (a table view makes a registered class's cells
    /// through the class's own override of it).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        addSubview(contentView)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// Creates a `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // MARK: Built-in labels

    /// A built-in label: the cell lays it out to its text, so new text (a reused cell given another row's)
    /// lays the cell out again, as UIKit's cells do.
    final class CellLabel: UILabel {
        weak var cell: UITableViewCell?
        override var text: String? {
            didSet { if oldValue != text { cell?.setNeedsLayout() } }
        }
        override var font: UIFont! {
            didSet { if oldValue != font { cell?.setNeedsLayout() } }
        }
    }

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The label for the main text (made on first use).
    open var textLabel: UILabel? {
        if storedTextLabel == nil {
            let label = CellLabel()
            label.cell = self
            label.font = style == .value2 ? .boldSystemFont(ofSize: 15) : .preferredFont(forTextStyle: .body)
            label.textColor = style == .value2 ? .systemBlue : .label
            if style == .value2 { label.textAlignment = .right }
            contentView.addSubview(label)
            storedTextLabel = label
            setNeedsLayout()
        }
        return storedTextLabel
    }

    /// The label for the secondary text (made on first use); nil for `.default` cells.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if storedDetailTextLabel == nil {
            let label = CellLabel()
            label.cell = self
            label.font =
                style == .subtitle ? .preferredFont(forTextStyle: .caption1) : .preferredFont(forTextStyle: .body)
            label.textColor = style == .value2 ? .label : .secondaryLabel
            if style == .value1 { label.textAlignment = .right }
            contentView.addSubview(label)
            storedDetailTextLabel = label
            setNeedsLayout()
        }
        return storedDetailTextLabel
    }

    /// The image on the leading side (made on first use).
    open var imageView: UIImageView? {
        if storedImageView == nil {
            let view = UIImageView()
            contentView.addSubview(view)
            storedImageView = view
            setNeedsLayout()
        }
        return storedImageView
    }

    // MARK: Content configuration

    private var configuredContentView: (UIView & UIContentView)?

    /// The cell's content as a configuration (`defaultContentConfiguration()`, changed and set back); setting it
    /// replaces the built-in labels with the configuration's view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            guard let configuration = contentConfiguration else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
                return
            }
            if let existing = configuredContentView, existing.supports(configuration) {
                existing.configuration = configuration
            } else {
                configuredContentView?.removeFromSuperview()
                let view = configuration.makeContentView()
                contentView.addSubview(view)
                configuredContentView = view
            }
            for label in [storedTextLabel, storedDetailTextLabel] { label?.isHidden = true }
            storedImageView?.isHidden = true
            setNeedsLayout()
        }
    }

    // MARK: Configuration updates

    /// The cell's background as a configuration (nil by default: `backgroundColor` and `backgroundView`).
    /// Setting one removes `backgroundView`, and the configuration's look in each state takes the place of the
    /// selected background.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil, backgroundView != nil { backgroundView = nil }
            shownBackground = CellBackgroundView.show(backgroundConfiguration, in: self, current: shownBackground)
            updateSelectionBackground(animated: false)
        }
    }
    private var shownBackground: CellBackgroundView?
    /// Whether a state change passes the content configuration through `updated(for:)`; true by default.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change passes the background configuration through `updated(for:)`; true by default.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// A cell and its new state, for a `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    /// Runs after `updateConfiguration(using:)` whenever the configuration is updated.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    private var needsConfigurationUpdate = true

    /// Asks for `updateConfiguration(using:)` before the next layout (a state change asks by itself).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to set the content and background configurations for `state`; runs before layout after the
    /// cell's selection, highlight, editing or traits change and after `setNeedsUpdateConfiguration()`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The cell's place in a drag its table lifted from it changed; the default updates the configuration
    /// (whose state's `cellDragState` says it). Override it to show the cell lifted or dragged.
    open func dragStateDidChange(_ dragState: DragState) { setNeedsUpdateConfiguration() }
    /// The cell's place in a drag it started.
    var dragState = DragState.none {
        didSet { if dragState != oldValue { dragStateDidChange(dragState) } }
    }

    /// The table's list style for this cell's background: plain, or grouped in a grouped table.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        if let table = superview as? UITableView ?? superview?.superview as? UITableView, table.style != .plain {
            return .listGroupedCell()
        }
        return .listPlainCell()
    }

    /// The traits changed: the configuration is updated.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    private func runConfigurationUpdate() {
        needsConfigurationUpdate = false
        ConfigurationUpdate.run(
            state: configurationState, content: { self.configuredContentView?.configuration = $0 },
            currentContent: contentConfiguration, updatesContent: automaticallyUpdatesContentConfiguration,
            background: { self.shownBackground?.configuration = $0 }, currentBackground: backgroundConfiguration,
            updatesBackground: automaticallyUpdatesBackgroundConfiguration
        ) { state in
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }

    /// A list configuration matching the cell's style, with no text yet.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The state configurations are updated for.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isEditing = isEditing
        state.cellDragState = UICellConfigurationDragState(rawValue: dragState.rawValue) ?? .none
        return state
    }

    // MARK: Accessory

    /// The standard accessory shown on the trailing side.
    open var accessoryType: AccessoryType = .none {
        didSet { if oldValue != accessoryType { updateAccessory() } }
    }
    /// A view shown instead of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }
    /// The standard accessory shown instead of `accessoryType`'s in editing mode (none by default, so the
    /// usual accessory goes away while editing, as in UIKit).
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if oldValue != editingAccessoryType { updateAccessory() } }
    }
    /// A view shown instead of the accessory in editing mode.
    open var editingAccessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }

    private var standardAccessory: CellAccessoryView?

    /// The accessory on show: the editing one in editing mode, the usual one otherwise.
    private var shownAccessory: UIView? { (storedEditing ? editingAccessoryView : accessoryView) ?? standardAccessory }

    private func updateAccessory() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        let (view, type) =
            storedEditing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
        for other in [accessoryView, editingAccessoryView] where other !== view { other?.removeFromSuperview() }
        if let view {
            addSubview(view)
        } else if type != .none {
            let accessory = CellAccessoryView(type: type)
            accessory.detailTapped = { [weak self] in
                guard let self, let table = self.owningTable, let indexPath = table.indexPath(for: self) else { return }
                table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
            }
            addSubview(accessory)
            standardAccessory = accessory
        }
        setNeedsLayout()
    }

    // MARK: Selection and highlight

    /// How the cell looks when selected or highlighted.
    open var selectionStyle: SelectionStyle = .default

    /// Whether the cell is selected; set by its table view.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (a finger is on it); set by its table view.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var storedSelected = false
    private var storedHighlighted = false

    /// Selects or deselects the cell; a deselection fades the selected background when `animated`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedSelected = selected
        updateSelectionBackground(animated: animated)
    }

    /// Highlights the cell or takes the highlight away.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedHighlighted = highlighted
        updateSelectionBackground(animated: animated)
    }

    /// A view behind the content; nil for the background colour alone.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                if backgroundConfiguration != nil { backgroundConfiguration = nil }
                insertSubview(backgroundView, at: 0)
            }
            setNeedsLayout()
        }
    }

    /// The view shown behind the content while the cell is selected or highlighted; a grey one by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionBackground(animated: false)
        }
    }

    /// The view shown behind a selected cell instead of `selectedBackgroundView` when its table selects several
    /// rows at once (`allowsMultipleSelection`, or `allowsMultipleSelectionDuringEditing` while editing); nil by
    /// default, when the ordinary selected background shows.
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionBackground(animated: false)
        }
    }

    private lazy var defaultSelectedBackground: UIView = {
        let view = UIView()
        view.backgroundColor = .systemGray4
        view.isUserInteractionEnabled = false
        return view
    }()

    /// The selected background currently shown, if any (for tests).
    public var isShowingSelectedBackground: Bool {
        (selectedBackgroundView ?? defaultSelectedBackground).superview === self
            && (selectedBackgroundView ?? defaultSelectedBackground).alpha > 0
    }

    private func updateSelectionBackground(animated: Bool) {
        var background = selectedBackgroundView ?? defaultSelectedBackground
        if let multiple = multipleSelectionBackgroundView {
            if storedSelected, owningTable?.selectsMultipleRows == true {
                if background.superview === self { background.removeFromSuperview() }
                background = multiple
            } else if multiple.superview === self {
                multiple.removeFromSuperview()
            }
        }
        let shows = (storedSelected || storedHighlighted) && selectionStyle != .none && backgroundConfiguration == nil
        if shows {
            if background.superview !== self {
                insertSubview(background, at: backgroundView == nil ? 0 : 1)
                background.frame = bounds
            }
            background.alpha = 1
        } else if background.superview === self {
            if animated {
                UIView.animate(withDuration: 0.3, animations: { background.alpha = 0 }) { [weak self] _ in
                    guard let self, !(self.storedSelected || self.storedHighlighted) else { return }
                    background.removeFromSuperview()
                }
            } else {
                background.removeFromSuperview()
            }
        }
        if let configuration = contentConfiguration {
            configuredContentView?.configuration = configuration.updated(for: configurationState)
        }
        setNeedsUpdateConfiguration()
    }

    // MARK: Editing

    /// Whether the cell is in editing mode; set by its table view.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let changed = storedEditing != editing
        let state: StateMask = editing ? .showingEditControl : []
        if changed { willTransition(to: state) }
        storedEditing = editing
        if changed { updateAccessory() }
        setNeedsUpdateConfiguration()
        if changed { didTransition(to: state) }
    }

    /// The cell is about to enter or leave editing mode (`state` holds `.showingEditControl` in it); does
    /// nothing. Override it to rearrange the content, calling `super`.
    open func willTransition(to state: StateMask) {}
    /// The cell entered or left editing mode; does nothing.
    open func didTransition(to state: StateMask) {}

    /// How many steps the built-in labels and image are indented (the delegate's
    /// `indentationLevelForRowAt`, set by the table); 0 by default.
    open var indentationLevel = 0 {
        didSet { if oldValue != indentationLevel { setNeedsLayout() } }
    }
    /// The width of one indentation step; 10 points by default.
    open var indentationWidth: CGFloat = 10 {
        didSet { if oldValue != indentationWidth { setNeedsLayout() } }
    }
    /// Whether the content moves aside for the delete control in editing mode; true by default.
    open var shouldIndentWhileEditing = true {
        didSet { if oldValue != shouldIndentWhileEditing { setNeedsLayout() } }
    }
    /// The editing style of the cell's row (the table delegate's `editingStyleForRowAt`): `.none` outside a table.
    public var editingStyle: EditingStyle {
        guard let table = owningTable, let indexPath = table.indexPath(for: self) else { return .none }
        return table.editingStyle(forRowAt: indexPath)
    }
    /// Whether the row's swipe actions are open (UIKit's name from the days of the Delete confirmation button).
    public var showingDeleteConfirmation: Bool { owningTable?.swipe?.cell === self }
    /// Whether the cell takes touches while a drag from it is under way; false by default (kept).
    public var userInteractionEnabledWhileDragging = false
    /// How the cell looks when focused (tvOS); kept.
    public var focusStyle: FocusStyle = .default
    /// The focus styles.
    public enum FocusStyle: Int, Sendable {
        /// The system's focus look.
        case `default` = 0
        /// The cell draws its own.
        case custom = 1
    }

    /// Whether the reorder control shows in editing mode (set by the table from `canMoveRowAt`).
    open var showsReorderControl = false {
        didSet { if oldValue != showsReorderControl { setNeedsLayout() } }
    }
    /// Whether the red delete control shows in editing mode (set by the table from the editing style).
    var showsDeleteControl = false {
        didSet { if oldValue != showsDeleteControl { setNeedsLayout() } }
    }
    private var deleteControl: EditingControlView?
    private var reorderControl: EditingControlView?

    private func updateEditingControls() {
        if storedEditing && showsDeleteControl {
            if deleteControl == nil {
                let control = EditingControlView(kind: .delete)
                control.accessibilityLabel = "Delete"
                control.addGestureRecognizer(
                    UITapGestureRecognizer { [weak self] _ in
                        guard let self, let table = self.owningTable, let indexPath = table.indexPath(for: self) else {
                            return
                        }
                        table.openSwipe(at: indexPath, trailing: true, animated: true)
                    })
                addSubview(control)
                deleteControl = control
            }
        } else {
            deleteControl?.removeFromSuperview()
            deleteControl = nil
        }
        if storedEditing && showsReorderControl {
            if reorderControl == nil {
                let control = EditingControlView(kind: .reorder)
                control.accessibilityLabel = "Reorder"
                control.addGestureRecognizer(
                    UIPanGestureRecognizer { [weak self] pan in
                        guard let self else { return }
                        self.owningTable?.handleReorder(pan, cell: self)
                    })
                addSubview(control)
                reorderControl = control
            }
        } else {
            reorderControl?.removeFromSuperview()
            reorderControl = nil
        }
    }

    // MARK: Reuse

    /// Called before the table hands the cell out again: reset state that is not content (the table resets
    /// selection and highlight itself). Call `super`.
    open func prepareForReuse() {}

    // MARK: Layout

    /// The inset of the separator under the row: its table's `separatorInset` until set on the cell.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? owningTable?.separatorInset ?? UITableView.defaultSeparatorInset }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    let separator = UIView()

    /// Lays out the backgrounds, the accessory, the content view and the built-in labels.
    open override func layoutSubviews() {
        if needsConfigurationUpdate { runConfigurationUpdate() }
        shownBackground?.place(in: self)
        backgroundView?.frame = bounds
        (selectedBackgroundView ?? defaultSelectedBackground).frame = bounds
        multipleSelectionBackgroundView?.frame = bounds
        var contentWidth = bounds.width
        if let accessory = shownAccessory {
            let size = accessory.sizeThatFits(bounds.size)
            accessory.frame = CGRect(
                x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2, width: size.width,
                height: size.height)
            contentWidth = accessory.frame.minX - 4
        }
        updateEditingControls()
        let editingInset: CGFloat = storedEditing && showsDeleteControl && shouldIndentWhileEditing ? 38 : 0
        if let reorderControl {
            reorderControl.frame = CGRect(x: bounds.width - 44, y: 0, width: 44, height: bounds.height)
            contentWidth = min(contentWidth, bounds.width - 44)
            standardAccessory?.isHidden = true
        } else {
            standardAccessory?.isHidden = false
        }
        deleteControl?.frame = CGRect(x: 0, y: 0, width: 38, height: bounds.height)
        contentView.frame = CGRect(
            x: editingInset, y: 0, width: max(contentWidth - editingInset, 0), height: bounds.height)
        configuredContentView?.frame = contentView.bounds
        layoutBuiltInLabels()
        let scale = window?.screen.scale ?? 1
        separator.frame = CGRect(
            x: separatorInset.left, y: bounds.height - 1 / scale,
            width: max(bounds.width - separatorInset.left - separatorInset.right, 0),
            height: 1 / scale)
    }

    private func layoutBuiltInLabels() {
        guard configuredContentView == nil else { return }
        let bounds = contentView.bounds
        let margin: CGFloat = 16
        var x = margin + CGFloat(max(indentationLevel, 0)) * indentationWidth
        if let imageView = storedImageView, let image = imageView.image {
            let size = image.size
            imageView.frame = CGRect(
                x: margin, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + 16
        }
        let width = max(bounds.width - x - margin, 0)
        let text = storedTextLabel?.sizeThatFits(CGSize(width: width, height: 0)) ?? .zero
        let detail = storedDetailTextLabel?.sizeThatFits(CGSize(width: width, height: 0)) ?? .zero
        switch style {
        case .default:
            // Sized to its text and centred, as UIKit 26 lays out a default cell's label (x 16, y 15.5 in a row of
            // 51.5).
            storedTextLabel?.frame = CGRect(
                x: x, y: (bounds.height - text.height) / 2, width: min(text.width, width), height: text.height)
        case .subtitle:
            let total = text.height + (detail.height > 0 ? detail.height + 2 : 0)
            var y = (bounds.height - total) / 2
            storedTextLabel?.frame = CGRect(x: x, y: y, width: width, height: text.height)
            y += text.height + 2
            storedDetailTextLabel?.frame = CGRect(x: x, y: y, width: width, height: detail.height)
        case .value1:
            let detailWidth = min(detail.width, width / 2)
            storedTextLabel?.frame = CGRect(
                x: x, y: (bounds.height - text.height) / 2, width: max(width - detailWidth - 8, 0), height: text.height)
            storedDetailTextLabel?.frame = CGRect(
                x: x + width - detailWidth, y: (bounds.height - detail.height) / 2, width: detailWidth,
                height: detail.height)
        case .value2:
            let column: CGFloat = 67
            storedTextLabel?.frame = CGRect(
                x: x, y: (bounds.height - text.height) / 2, width: column, height: text.height)
            storedDetailTextLabel?.frame = CGRect(
                x: x + column + 6, y: (bounds.height - detail.height) / 2, width: max(width - column - 6, 0),
                height: detail.height)
        }
    }

    /// The row height the content needs at `size.width`: the content configuration's or a constraint-laid content
    /// view's fitted height, or the built-in labels' with 11 pt above and below; at least 51.5 pt (a default row
    /// in UIKit 26) for the built-in styles and list configurations.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        var contentWidth = width
        if let accessory = shownAccessory {
            contentWidth -= accessory.sizeThatFits(size).width + 20
        }
        if let configured = configuredContentView {
            let height = configured.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
            // A list configuration's row is at least a default row's height, as the built-in styles are.
            let minimum = configured is UIListContentView ? UITableView.defaultRowHeight : 0
            return CGSize(width: width, height: max(minimum, height))
        }
        if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            let fitted = contentView.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return CGSize(width: width, height: fitted.height.rounded(.up))
        }
        let labelWidth = max(contentWidth - 32, 1)
        let text = storedTextLabel?.sizeThatFits(CGSize(width: labelWidth, height: 0)).height ?? 0
        let detail = storedDetailTextLabel?.sizeThatFits(CGSize(width: labelWidth, height: 0)).height ?? 0
        let image = storedImageView?.image?.size.height ?? 0
        let content = style == .subtitle ? text + (detail > 0 ? detail + 2 : 0) : max(text, detail)
        return CGSize(
            width: width, height: max(UITableView.defaultRowHeight, (max(content, image) + 22).rounded(.up)))
    }
}

extension UITableViewCell {
    /// What a cell shows of editing, for `willTransition(to:)` and `didTransition(to:)`; UIKit's bits.
    public struct StateMask: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell is in editing mode, its edit control showing.
        public static let showingEditControl = StateMask(rawValue: 1)
        /// The cell shows its Delete confirmation (UIKit's swipe to delete).
        public static let showingDeleteConfirmation = StateMask(rawValue: 2)
    }
}
