import Foundation

/// A scrolling list of rows in sections (SEMANTICS §12.1). It asks its `dataSource` for counts and cells and
/// keeps only the cells of the rows on screen: the rest go back to a reuse queue per identifier, so a table of a
/// million rows costs the same per frame as one of a hundred. Rows have a fixed `rowHeight`, the delegate's
/// `heightForRowAt`, or size themselves (`UITableView.automaticDimension`, the default) from their content,
/// estimated at `estimatedRowHeight` until they are shown. Sections have headers and footers, which stay pinned
/// at the top while their section scrolls under them in the `.plain` style.
///
/// Coordinates: rows, headers and footers are laid out in the content (the scroll view's bounds), from the top
/// of the table header view down.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The visible cell of a row, or nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

    // MARK: Updates (UITableView+Updates.swift holds what they do; a subclass overrides them, as in UIKit)

    /// Starts a group of updates that `endUpdates()` applies together.
    open func beginUpdates() { baseBeginUpdates() }
    /// Applies the updates since `beginUpdates()`.
    open func endUpdates() { baseEndUpdates() }
    /// Inserts rows at index paths of the data after the update.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        baseInsertRows(at: indexPaths, with: animation)
    }
    /// Deletes rows at index paths of the data before the update.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        baseDeleteRows(at: indexPaths, with: animation)
    }
    /// Moves a row from an index path before the update to one after it.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        baseMoveRow(at: indexPath, to: newIndexPath)
    }
    /// Asks the data source for new cells of rows (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        baseReloadRows(at: indexPaths, with: animation)
    }
    /// Configures the cells of visible rows again without replacing them (UIKit 15): the data source is asked
    /// for each row's cell and `dequeueReusableCell(withIdentifier:for:)` hands back the cell showing it.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        baseReconfigureRows(at: indexPaths)
    }
    /// Inserts sections at indexes after the update.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        baseInsertSections(sections, with: animation)
    }
    /// Deletes sections at indexes before the update.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        baseDeleteSections(sections, with: animation)
    }
    /// Reloads sections (indexes before the update).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        baseReloadSections(sections, with: animation)
    }

    /// A height that asks the table to work it out: a row sizes itself from its content, a header from its title.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// What the delegate's default methods answer, so the table knows the delegate did not implement them.
    static let unanswered: CGFloat = -0x1.5p40

    /// The table's style, fixed at creation.
    public let style: Style

    /// Creates a table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        let swipePan = UIPanGestureRecognizer { [weak self] pan in self?.handleSwipe(pan) }
        swipePan.name = "table swipe"
        addGestureRecognizer(swipePan)
        swipeRecognizer = swipePan
        listContextMenu = ListContextMenu.install(on: self)
    }

    /// The context menus of the rows (ListContextMenu.swift).
    private var listContextMenu: ListContextMenu?

    /// Creates a plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // MARK: Data source and delegate

    /// Supplies the sections, rows and cells.
    open weak var dataSource: UITableViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// The delegate as a table view delegate (set it through `delegate`).
    public var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The height of every row, or `UITableView.automaticDimension` (the default) for rows that size themselves.
    open var rowHeight: CGFloat = automaticDimension {
        didSet { if oldValue != rowHeight { setNeedsReload() } }
    }
    /// A default row's height in UIKit 26 (measured): a one-line cell of the built-in styles.
    public static let defaultRowHeight: CGFloat = 51.5

    /// The height assumed for a row not yet measured; `automaticDimension` (the default) assumes a default row's
    /// 51.5 points.
    open var estimatedRowHeight: CGFloat = automaticDimension {
        didSet { if oldValue != estimatedRowHeight { setNeedsReload() } }
    }
    /// The height of section headers; `automaticDimension` by default (40.5 pt with a one-line title, as in UIKit
    /// 26).
    open var sectionHeaderHeight: CGFloat = automaticDimension {
        didSet { if oldValue != sectionHeaderHeight { setNeedsReload() } }
    }
    /// The height of section footers; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = automaticDimension {
        didSet { if oldValue != sectionFooterHeight { setNeedsReload() } }
    }
    /// The space above each section's header; `automaticDimension` by default, which is 22 pt in a plain table
    /// (as since iOS 15) and none in the grouped styles, whose headers carry their own space. Code written for
    /// iOS 14's look sets it to 0.
    open var sectionHeaderTopPadding: CGFloat = automaticDimension {
        didSet { if oldValue != sectionHeaderTopPadding { setNeedsReload() } }
    }
    /// The space above a header, `sectionHeaderTopPadding` resolved.
    var resolvedHeaderTopPadding: CGFloat {
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? 22 : 0
    }
    /// A view above the first section.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }
    /// A view behind the content that fills the table's bounds and does not scroll (an empty-state picture, a
    /// colour); nil by default.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The effect the separators are drawn with (kept; Tapestry draws them in `separatorColor`).
    open var separatorEffect: UIVisualEffect?
    /// The separators' colour; the system separator colour by default (nil: the default).
    open var separatorColor: UIColor? = .separator {
        didSet { for cell in visible.values { cell.separator.backgroundColor = separatorColor ?? .separator } }
    }
    /// The separators' style.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet {
            for (indexPath, cell) in visible {
                cell.separator.isHidden = separatorStyle == .none
                shapeAsCard(cell, at: indexPath)
            }
        }
    }
    /// Whether rows can be selected; true by default.
    open var allowsSelection = true
    /// Whether several rows can be selected at once (a tap toggles a row); false by default.
    open var allowsMultipleSelection = false
    /// Whether several rows can be selected at once in editing mode; false by default.
    open var allowsMultipleSelectionDuringEditing = false
    /// An estimate of section headers' heights (kept: headers are measured as they come).
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
    /// An estimate of section footers' heights (kept: footers are measured as they come).
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension
    /// Whether cells' margins follow the readable width (kept: desktop windows use the layout margins).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether cells' content views are inset by the safe area (kept: desktop windows have none at the sides).
    open var insetsContentViewsToSafeArea = true
    /// Whether focus returns to the row last focused when the table is focused again (kept: Tab lands on the
    /// focused row, which the table remembers anyway).
    open var remembersLastFocusedIndexPath = false
    /// Whether rows can be dragged out (with a `dragDelegate`, UITableView+DragDrop.swift); true by default, as
    /// on an iPad: the desktop's pointer drags.
    open var dragInteractionEnabled = true
    /// The inset of the separators of cells that set none of their own; 16 points on the left by default.
    open var separatorInset = UITableView.defaultSeparatorInset {
        didSet { for cell in visible.values { cell.setNeedsLayout() } }
    }
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether rows can be selected in editing mode; false by default.
    open var allowsSelectionDuringEditing = false
    /// Whether the table takes the keyboard focus when a row is selected, so the arrow keys move the selection
    /// and Return selects; true by default.
    open var allowsFocus = true
    /// Whether moving the focus with the arrow keys selects the focused row; true by default.
    open var selectionFollowsFocus = true

    // MARK: Registration and reuse

    private var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// How many cells the table made (for tests and benchmarks of reuse).
    public private(set) var createdCellCount = 0

    /// Registers the class cells of `identifier` are made from (nil removes it).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = reusableClass(cellClass, as: UITableViewCell.self)
        // Queued cells of the old class are not handed out any more.
        for cell in reusableCells.removeValue(forKey: identifier) ?? [] { cell.removeFromSuperview() }
    }

    /// Registers the class headers and footers of `identifier` are made from (nil removes it).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = reusableClass(aClass, as: UITableViewHeaderFooterView.self)
    }

    /// Registers a nib for cells: nil removes the registration; a nib stops (Tapestry reads no nibs; register
    /// the cell's class).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forCellReuseIdentifier: identifier) }
        nibCannotLoad(nib.name)
    }

    /// Registers a nib for headers and footers: nil does nothing here; a nib stops.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { return }
        nibCannotLoad(nib.name)
    }

    /// A cell of `identifier` for the row at `indexPath`: a reused one, or a new one of the registered class.
    ///
    /// - Precondition: a class is registered for `identifier` (UIKit's message otherwise).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reconfiguredCell(withIdentifier: identifier, for: indexPath) { return cell }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "UITableView: unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard")
        }
        cell.indexPath = indexPath
        return cell
    }

    /// A reused cell of `identifier`, a new one when a class is registered for it, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.isHidden = false
            cell.alpha = 1
            cell.transform = .identity
            cell.setHighlighted(false, animated: false)
            cell.setSelected(false, animated: false)
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] else { return nil }
        let cell = ClassValueInitializers.make(cellClass, style: .default, reuseIdentifier: identifier)
        cell.owningTable = self
        createdCellCount += 1
        return cell
    }

    /// A reused or new header or footer view of `identifier`, or nil when none is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaderFooters[identifier], let view = queue.popLast() {
            reusableHeaderFooters[identifier] = queue
            view.isHidden = false
            view.prepareForReuse()
            return view
        }
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        return ClassValueInitializers.make(viewClass, reuseIdentifier: identifier)
    }

    func enqueue(_ cell: UITableViewCell) {
        cell.indexPath = nil
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        cell.isHidden = true
        reusableCells[identifier, default: []].append(cell)
    }

    // MARK: The model (the methods in UITableView+Model.swift)

    /// One section's geometry: its header, rows and footer, from `top` down.
    struct Section {
        var rows: RowHeights
        var header: CGFloat
        var footer: CGFloat
        var headerTitle: String?
        var footerTitle: String?
        /// The `sectionHeaderTopPadding` above the header (0 for a section without one).
        var padding: CGFloat = 0
        var top: CGFloat = 0
        var headerTop: CGFloat { top + padding }
        var rowsTop: CGFloat { top + padding + header }
        var height: CGFloat { padding + header + rows.total + footer }
    }

    var sections: [Section] = []
    var needsReload = true
    /// Rows whose heights come from measuring cells (self-sizing) or from the delegate as they show.
    var rowsMeasuredOnDisplay = false
    var rowsFromDelegateOnDisplay = false
    /// Header and footer views the delegate gave, by section.
    var suppliedHeaders: [Int: UIView] = [:]
    var suppliedFooters: [Int: UIView] = [:]

    /// The cells on screen, by row.
    var visible: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]

    /// Whether the data source moves rows (asked once; see `tableView(_:moveRowAt:to:)`).
    var dataSourceMovesRows: Bool { probe().moves }
    /// Whether the data source commits edits (deletes).
    var dataSourceCommitsEdits: Bool { probe().commits }
    /// Set by the data source's default methods when they are called: the data source did not implement them.
    var unansweredDataSourceCall = false
    var probed: (source: ObjectIdentifier, moves: Bool, commits: Bool)?
    /// The drag and drop delegates and the interactions they bring (UITableView+DragDrop.swift).
    var dragDrop = ListDragDrop()

    /// Throws the cells away and asks the data source for everything again at the next layout. Costs nothing per
    /// row beyond the rows on screen (unless the delegate answers `heightForRowAt`, which is asked for every row
    /// of a table without an estimated height, as in UIKit).
    open func reloadData() {
        prefetch.reset()
        for (_, cell) in visible { enqueue(cell) }
        visible.removeAll()
        for (_, view) in visibleHeaders { recycle(view) }
        for (_, view) in visibleFooters { recycle(view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        selected.removeAll()
        focusedIndexPath = nil
        setNeedsReload()
    }

    /// Scrolls so that a row shows at `scrollPosition`.
    ///
    /// - Precondition: the row exists (UIKit's message otherwise).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        precondition(isValid(indexPath), "UITableView.scrollToRow: \(rangeMessage(indexPath))")
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = rect.minY - inset.top - stickyHeaderHeight(for: indexPath.section)
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY < y + inset.top + stickyHeaderHeight(for: indexPath.section) {
                y = rect.minY - inset.top - stickyHeaderHeight(for: indexPath.section)
            } else if rect.maxY > y + inset.top + visibleHeight {
                y = rect.maxY - inset.top - visibleHeight
            }
        }
        let range = offsetRange
        y = min(max(y, range.min.y), max(range.max.y, range.min.y))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Layout

    /// Keeps the cells of the rows on screen (asking the data source for the new ones, queueing the others for
    /// reuse), measures self-sizing rows as they show, and places the headers and footers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != lastLayoutWidth {
            lastLayoutWidth = bounds.width
            // Row widths changed: self-sized rows are measured again, and headers and footers follow.
            if rowsMeasuredOnDisplay { needsReload = true }
        }
        reloadIfNeeded()
        placeBackgroundView(backgroundView)
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            let y = sections.last.map { $0.top + $0.height } ?? tableHeaderHeight
            footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
        }
        // Last, so the index stands in front of the cells and headers just placed.
        defer { layoutSectionIndex() }
        guard !isAnimatingUpdates else { return }
        updateVisibleCells()
        updateHeadersAndFooters()
        prefetchAhead()
    }

    /// Told of the rows within a screen of the visible ones, to load their data ahead (ListPrefetching.swift).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet { setNeedsLayout() }
    }
    /// The rows the prefetch data source was told of.
    var prefetch = ListPrefetch()

    private var lastLayoutWidth: CGFloat = -1
    /// While batch updates animate, the cells keep the frames the animation gives them.
    var isAnimatingUpdates = false
    /// Nested `beginUpdates()` calls, and the updates they gathered.
    var updateDepth = 0
    var pendingUpdates: ListUpdates?

    func updateVisibleCells() {
        // Measuring rows as they show can move the rows below: go round until nothing moves (bounded).
        for _ in 0..<4 {
            var wanted: [IndexPath] = []
            let rect = bounds
            forEachRow(in: rect) { wanted.append($0) }
            let wantedSet = Set(wanted)
            for (indexPath, cell) in visible where !wantedSet.contains(indexPath) {
                visible[indexPath] = nil
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                enqueue(cell)
            }
            var remeasured = false
            for indexPath in wanted where visible[indexPath] == nil {
                let cell = makeCell(for: indexPath)
                if let delegate = tableDelegate {
                    let level = delegate.tableView(self, indentationLevelForRowAt: indexPath)
                    if level > 0 { cell.indentationLevel = level }
                    if !delegate.tableView(self, shouldIndentWhileEditingRowAt: indexPath) {
                        cell.shouldIndentWhileEditing = false
                    }
                }
                visible[indexPath] = cell
                if measureIfNeeded(cell, at: indexPath) { remeasured = true }
                cell.frame = rectForRow(at: indexPath)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
            if !remeasured { break }
        }
        for (indexPath, cell) in visible where cell !== reorder?.cell {
            var frame = rectForRow(at: indexPath)
            if let swipe, swipe.cell === cell { frame.origin.x += swipe.offset }
            if cell.frame != frame { cell.frame = frame }
            shapeAsCard(cell, at: indexPath)
        }
    }

    /// Asks the data source for a row's cell and checks it.
    func makeCell(for indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else {
            preconditionFailure("UITableView: no dataSource to ask for the cell at \(indexPath)")
        }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        precondition(
            cell.owningTable == nil || cell.owningTable === self,
            "UITableView: the dataSource returned a cell dequeued from another table view for \(indexPath)")
        precondition(
            !visible.values.contains { $0 === cell },
            "UITableView: the dataSource returned a cell that is already showing another row, for \(indexPath)")
        cell.owningTable = self
        cell.indexPath = indexPath
        cell.separator.isHidden = separatorStyle == .none
        cell.separator.backgroundColor = separatorColor ?? .separator
        if cell.superview !== self {
            insertSubview(cell, at: 0)
        }
        cell.isHidden = false
        cell.setSelected(selected.contains(indexPath), animated: false)
        if isEditing || cell.isEditing { configureEditing(cell, at: indexPath) }
        return cell
    }

    /// Measures a self-sizing row (or asks the delegate for a row estimated until now); returns whether its
    /// height changed. A row above the visible area that changes keeps what is on screen in place.
    func measureIfNeeded(_ cell: UITableViewCell, at indexPath: IndexPath) -> Bool {
        guard rowsMeasuredOnDisplay || rowsFromDelegateOnDisplay else { return false }
        var s = sections[indexPath.section]
        guard !s.rows.isKnown(indexPath.row) else { return false }
        let height: CGFloat
        if rowsFromDelegateOnDisplay, let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath), asked >= 0
        {
            height = asked
        } else {
            cell.frame.size.width = bounds.width - 2 * rowInset
            height = cell.sizeThatFits(CGSize(width: bounds.width - 2 * rowInset, height: 0)).height
        }
        let old = s.rows.height(of: indexPath.row)
        s.rows.setHeight(height, of: indexPath.row)
        sections[indexPath.section] = s
        guard old != height else { return false }
        let rowTop = s.rowsTop + s.rows.offset(of: indexPath.row)
        layOutSections(from: indexPath.section + 1)
        if rowTop < bounds.minY && !isDragging && motionReason == nil {
            // Keep what is on screen where it is.
            super.setOffset(CGPoint(x: bounds.minX, y: bounds.minY + height - old))
        }
        return true
    }

    var titleViewPool: [UITableViewHeaderFooterView] = []

    // MARK: Touches and keys (UITableView+Selection.swift)

    /// The touch on a row and its row, while the finger is down.
    var trackedRow: (touch: UITouch, indexPath: IndexPath)?
    /// The highlighted row, while a touch holds it.
    var highlightedRow: IndexPath?

    /// A touch on a row (forwarded by its cell) highlights the row.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    /// A touch that slides off its row takes the highlight away.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    /// The finger lifting on its row selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A touch taken over by a scroll leaves nothing highlighted or selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    /// The table is one stop of Tab when `allowsFocus` is on; the arrow keys then move through its rows.
    open override var canBecomeFocused: Bool { allowsFocus }
    /// The table takes the keyboard focus when `allowsFocus` is on.
    open override var canBecomeFirstResponder: Bool { allowsFocus }

    /// The arrow keys move the selection; Return and Space select.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !rowPressesBegan(presses) { super.pressesBegan(presses, with: event) }
    }

    // MARK: Editing (UITableView+Editing.swift)

    /// The row swiped open, if any (ListSwipe.swift).
    var swipe: ListSwipe?
    /// The row being dragged by its reorder control, if any.
    var reorder: TableReorder?
    /// The pan that swipes rows open.
    private(set) var swipeRecognizer: UIPanGestureRecognizer?
    /// Whether a row is swiped open (a touch elsewhere then only closes it).
    public var isSwipeOpen: Bool { swipe != nil }

    /// Whether the table is in editing mode (delete controls, reorder grips).
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Enters or leaves editing mode: rows that can be edited show a delete control, rows that can move a grip.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        closeSwipe(animated: false)
        storedEditing = editing
        for (indexPath, cell) in visible { configureEditing(cell, at: indexPath) }
        if animated && window != nil {
            UIView.animate(withDuration: 0.3) { for cell in self.visible.values { cell.layoutIfNeeded() } }
        }
    }

    /// The editing style of a row: `.none` for a row the data source does not let edit, else the delegate's
    /// (`.delete` by default).
    func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    func configureEditing(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let editable = storedEditing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        cell.showsReorderControl = storedEditing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        cell.showsDeleteControl =
            editable && (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        cell.setEditing(storedEditing, animated: false)
    }

    /// The table's own pans ask it first: the swipe begins for a horizontal drag over a row with actions, and the
    /// scroll pan leaves such drags to it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer || gestureRecognizer === panGestureRecognizer,
            !panMayBegin(at: gestureRecognizer.location(in: self))
        {
            return false
        }
        if gestureRecognizer === swipeRecognizer, let pan = gestureRecognizer as? UIPanGestureRecognizer {
            return swipeShouldBegin(pan)
        }
        if gestureRecognizer === panGestureRecognizer, !scrollPanShouldBegin(panGestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Selection state

    /// The selected rows.
    var selected: Set<IndexPath> = []
    /// The row the arrow keys are on (as `UICollectionView.focusedIndexPath`).
    public internal(set) var focusedIndexPath: IndexPath?

    /// The selected row (the first, when several are), or nil.
    public var indexPathForSelectedRow: IndexPath? { selected.min() }

    /// The selected rows in order, or nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }
}
