import Foundation

/// A scrolling grid of items placed by a layout (SEMANTICS §12.2): the same data source, reuse, selection and
/// batch updates as the table view; only the items on screen have cells.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a section header.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Nowhere in particular.
        public static let none = ScrollPosition([])
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// In the middle vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// In the middle horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Whether the collection view is editing: list cells show their editing accessories (`UICellAccessory`)
    /// and cells' configuration states say so.
    open var isEditing = false {
        didSet {
            guard oldValue != isEditing else { return }
            closeSwipe(animated: false)
            for cell in visibleCells {
                cell.setNeedsUpdateConfiguration()
                cell.setNeedsLayout()
            }
        }
    }

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            // The old layout's decoration views go (the new one registers its own kinds).
            for (_, view) in visibleDecoration { view.removeFromSuperview() }
            visibleDecoration.removeAll()
            invalidateLayout(everything: true, counts: false)
        }
    }
    /// Supplies the items.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }
    /// The delegate as a collection view delegate (set it through `delegate`).
    public var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    /// Whether items can be selected; true by default.
    open var allowsSelection = true
    /// Whether the `prefetchDataSource` is told of items about to show; true by default (cells themselves are
    /// made as they come into view).
    open var isPrefetchingEnabled = true
    /// Told of the items within a screen of the visible ones, to load their data ahead (ListPrefetching.swift).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet { setNeedsLayout() }
    }
    /// The items the prefetch data source was told of.
    var prefetch = ListPrefetch()
    /// Whether items can be dragged out (with a `dragDelegate`, UICollectionView+DragDrop.swift); true by
    /// default, as on an iPad: the desktop's pointer drags.
    open var dragInteractionEnabled = true
    /// The drag and drop delegates and the interactions they bring.
    var dragDrop = ListDragDrop()
    /// How fast items make room while an item is dragged over them (kept).
    open var reorderingCadence = ReorderingCadence.immediate
    /// Whether several items can be selected (a tap toggles); false by default.
    open var allowsMultipleSelection = false
    /// Whether items can be selected while `isEditing`; false by default, as in UIKit.
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while `isEditing`; false by default.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether selection is allowed now: `allowsSelection`, or its editing counterpart while editing.
    var selectionAllowedNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    /// Whether several items may be selected now.
    var multipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    /// Whether the collection view is a stop of Tab (the arrow keys then move through its items); true by
    /// default, as in UIKit.
    open var allowsFocus = true
    /// Whether moving the keyboard focus to an item selects it; false by default.
    open var selectionFollowsFocus = false
    /// The item the arrow keys are on.
    public internal(set) var focusedIndexPath: IndexPath?

    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var reusable: [String: [UICollectionReusableView]] = [:]
    private var counts: [Int] = []
    private var needsReload = true
    var visible: [IndexPath: UICollectionViewCell] = [:]
    /// The scroll views of the sections that scroll sideways, by section (UICollectionView+Orthogonal.swift).
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    var visibleSupplementary: [ElementKey: UICollectionReusableView] = [:]
    var visibleDecoration: [ElementKey: UICollectionReusableView] = [:]
    /// The attributes of the element being placed while the data source makes its view: a view dequeued for it
    /// is handed them before the data source configures it, as UIKit does.
    var placingAttributes: UICollectionViewLayoutAttributes?
    private var selected: Set<IndexPath> = []
    private var trackedItem: (touch: UITouch, indexPath: IndexPath)?
    /// The item being moved interactively (UICollectionView+InteractiveMovement.swift).
    var movement: InteractiveMovement?
    /// Set by the data source protocol's default methods: the data source did not implement the method called.
    var unansweredDataSourceCall = false
    /// Whether the data source moves items, found once per data source.
    var probedMoves: (source: ObjectIdentifier, moves: Bool)?
    /// The context menus of the items (ListContextMenu.swift).
    private var listContextMenu: ListContextMenu?
    private var lastBounds: CGRect = .zero
    /// How many cells the collection view made (for tests of reuse).
    public private(set) var createdCellCount = 0

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        listContextMenu = ListContextMenu.install(on: self)
    }

    /// The row swiped open, if any (a list layout's swipe actions; ListSwipe.swift).
    var swipe: ListSwipe?
    /// The pan that swipes rows open: there only while the layout has sections with swipe actions.
    var swipeRecognizer: UIPanGestureRecognizer?

    /// The collection view's own pans ask it first: the swipe begins for a horizontal drag over a row of a list
    /// section with actions on that side, and the scroll pan leaves such drags to it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer, let pan = gestureRecognizer as? UIPanGestureRecognizer {
            return swipeShouldBegin(pan)
        }
        if gestureRecognizer === panGestureRecognizer, !scrollPanShouldBegin(panGestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // MARK: Registration and reuse

    /// Registers the class cells of `identifier` are made from (a `UICollectionViewCell` subclass; nil removes
    /// it).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = reusableClass(cellClass, as: UICollectionViewCell.self)
        reusable[identifier] = nil
    }

    /// Registers `cellClass` for `identifier` unless a class is registered for it (a cell registration's first
    /// dequeue).
    func registerIfNeeded(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        if cellClasses[identifier] == nil { register(cellClass, forCellWithReuseIdentifier: identifier) }
    }

    /// Registers `viewClass` for a kind and identifier unless one is.
    func registerIfNeeded(
        _ viewClass: UICollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        if supplementaryClasses[kind + "\u{0}" + identifier] == nil {
            register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
    }

    /// Registers the class supplementary views of a kind and identifier are made from.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[elementKind + "\u{0}" + identifier] = reusableClass(
            viewClass, as: UICollectionReusableView.self)
    }

    /// Registers a nib for cells: nil removes the registration; a nib stops (register the cell's class).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forCellWithReuseIdentifier: identifier) }
        nibCannotLoad(nib.name)
    }

    /// Registers a nib for supplementary views: nil does nothing here; a nib stops.
    open func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        guard let nib else { return }
        nibCannotLoad(nib.name)
    }

    /// A reused or new cell of `identifier` for an item.
    ///
    /// - Precondition: a class is registered for `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = reconfiguredCell(withReuseIdentifier: identifier, for: indexPath) { return cell }
        if let cell = reusable[identifier]?.popLast() as? UICollectionViewCell {
            cell.isHidden = false
            cell.isSelected = false
            cell.isHighlighted = false
            (cell as? UICollectionViewListCell)?.shownExpanded = nil
            cell.prepareForReuse()
            cell.indexPath = indexPath
            applyPlacingAttributes(to: cell, at: indexPath, kind: nil)
            return cell
        }
        guard let cellClass = cellClasses[identifier] else {
            preconditionFailure(
                "UICollectionView: could not dequeue a view of kind: UICollectionElementKindCell with identifier "
                    + "\(identifier) - must register a nib or a class for the identifier or connect a prototype cell "
                    + "in a storyboard")
        }
        let cell = ClassValueInitializers.make(cellClass, frame: .zero)
        cell.reuseIdentifier = identifier
        cell.owningCollection = self
        cell.indexPath = indexPath
        createdCellCount += 1
        applyPlacingAttributes(to: cell, at: indexPath, kind: nil)
        return cell
    }

    /// Hands a view dequeued for the element being placed its layout attributes (its frame, and `apply(_:)`), so
    /// that the data source configures a cell that already knows them, as in UIKit. A view dequeued outside
    /// placement (for sizing, say) gets them when it is placed.
    private func applyPlacingAttributes(to view: UICollectionReusableView, at indexPath: IndexPath, kind: String?) {
        guard let attributes = placingAttributes, attributes.indexPath == indexPath,
            attributes.representedElementKind == kind
        else { return }
        apply(attributes, to: view)
    }

    /// A reused or new supplementary view of a kind and identifier.
    ///
    /// - Precondition: a class is registered for them.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        if let view = reusable[key]?.popLast() {
            view.isHidden = false
            view.prepareForReuse()
            applyPlacingAttributes(to: view, at: indexPath, kind: elementKind)
            return view
        }
        guard let viewClass = supplementaryClasses[key] else {
            preconditionFailure(
                "UICollectionView: could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier")
        }
        let view = ClassValueInitializers.make(viewClass, frame: .zero)
        view.reuseIdentifier = key
        applyPlacingAttributes(to: view, at: indexPath, kind: elementKind)
        return view
    }

    func enqueue(_ view: UICollectionReusableView) {
        view.isHidden = true
        view.indexPath = nil
        guard let identifier = view.reuseIdentifier else {
            view.removeFromSuperview()
            return
        }
        reusable[identifier, default: []].append(view)
    }

    // MARK: Data

    /// The number of sections.
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return counts.count
    }

    /// The number of items in a section (0 out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard counts.indices.contains(section) else { return 0 }
        return counts[section] + (movement?.countChange(inSection: section) ?? 0)
    }

    private func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource else {
            counts = []
            return
        }
        counts = (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    /// Asks the data source for its counts again (the cells on screen stay: they show what it now has there).
    func reloadCounts() {
        needsReload = true
        loadCountsIfNeeded()
    }

    /// Gives the selected items the index paths `move` answers.
    func remapSelection(_ move: (IndexPath) -> IndexPath) {
        selected = Set(selected.map(move))
    }

    /// Asks the data source for everything again at the next layout.
    open func reloadData() {
        movement = nil
        prefetch.reset()
        for (_, cell) in visible { enqueue(cell) }
        visible.removeAll()
        for (_, view) in visibleSupplementary { enqueue(view) }
        visibleSupplementary.removeAll()
        selected.removeAll()
        needsReload = true
        invalidateLayout(everything: true, counts: true)
    }

    // MARK: Layout

    /// The layout chooses where released content rests (a paging carousel).
    override func restingOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// Scrolling lays the items out again (the scroll view asks for the pass), through a new layout when the
    /// layout asks for one on a bounds change.
    override func setOffset(_ offset: CGPoint) {
        super.setOffset(offset)
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.invalidateLayout(
                with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
    }

    /// A view behind the content that fills the collection view's bounds and does not scroll (an empty-state picture, a
    /// colour); nil by default.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Keeps cells for the items on screen, queueing the others for reuse.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeListBackground()
        placeBackgroundView(backgroundView)
        loadCountsIfNeeded()
        // A new size (not the first one): the layout is told before it is prepared for it and after the
        // elements are placed, as UIKit does around a size change.
        var resized = false
        if bounds.size != lastBounds.size {
            if lastBounds.size != .zero {
                resized = true
                collectionViewLayout.prepare(forAnimatedBoundsChange: lastBounds)
            }
            collectionViewLayout.invalidateLayout(
                with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
        lastBounds = bounds
        // Cells sized by their content can change the layout as they are shown: it is prepared and the elements
        // placed again, a few times at most (each pass measures only cells whose attributes changed).
        for _ in 0..<4 {
            if !collectionViewLayout.isValid {
                collectionViewLayout.isValid = true
                collectionViewLayout.prepare()
                let size = collectionViewLayout.collectionViewContentSize
                if contentSize != size { contentSize = size }
                updateOrthogonalScrollers()
                updateSwipeRecognizer()
            }
            guard !isAnimatingUpdates else { break }
            placeElements(collectionViewLayout.layoutAttributesForElements(in: rectInLayout(bounds)) ?? [])
            guard !collectionViewLayout.isValid else { break }
        }
        // Still measuring after four passes (cells that keep changing their minds): the next turn goes on.
        if !collectionViewLayout.isValid, !isAnimatingUpdates { setNeedsLayout() }
        placeInteractivelyMovingItem()
        if resized { collectionViewLayout.finalizeAnimatedBoundsChange() }
        prefetchAhead()
    }

    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UIView) {
        let transform = attributes.transform
        if transform.isIdentity && view.transform.isIdentity {
            var frame = attributes.frame
            // A row swiped open stays slid aside.
            if let swipe, swipe.cell === view { frame.origin.x += swipe.offset }
            if view.frame != frame { view.frame = frame }
        } else {
            // A transformed element: the size and centre, then the transform about the centre, as UIKit.
            if view.bounds.size != attributes.size { view.bounds.size = attributes.size }
            if view.center != attributes.center { view.center = attributes.center }
            if view.transform != transform { view.transform = transform }
        }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        guard let element = view as? UICollectionReusableView else { return }
        element.appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        element.apply(attributes)
    }

    func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else {
            preconditionFailure("UICollectionView: no dataSource for the item at \(indexPath)")
        }
        let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forShown: indexPath))
        precondition(
            cell.owningCollection == nil || cell.owningCollection === self,
            "UICollectionView: the dataSource returned a cell dequeued from another collection view for \(indexPath)")
        cell.owningCollection = self
        cell.indexPath = indexPath
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        cell.isSelected = selected.contains(indexPath)
        return cell
    }

    // MARK: Interactive movement (UICollectionView+InteractiveMovement.swift)

    /// Starts moving the item at `indexPath` by hand, when the data source's `canMoveItemAt` allows; returns
    /// whether it started.
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMovement(at: indexPath) }
    /// Moves the moving item's centre to `targetPosition` (content coordinates); the others make room.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { updateMovement(to: targetPosition) }
    /// Ends the movement: the data source's `collectionView(_:moveItemAt:to:)` moves the item.
    open func endInteractiveMovement() { endMovement() }
    /// Puts the moving item back where it was.
    open func cancelInteractiveMovement() { cancelMovement() }

    // MARK: Queries

    /// The cell on screen of an item, or nil.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }
    /// The cells on screen.
    public var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }
    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }
    /// The item a cell on screen shows.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let indexPath = cell.indexPath, visible[indexPath] === cell else { return nil }
        return indexPath
    }
    /// The supplementary view on screen of `elementKind` at `indexPath`, or nil.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    { visibleSupplementary[ElementKey(kind: elementKind, indexPath: indexPath)] }
    /// The supplementary views of `elementKind` on screen, in section order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            supplementaryView(forElementKind: elementKind, at: $0)
        }
    }
    /// Where the supplementary views of `elementKind` on screen are, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }
    /// The item at a point in content coordinates, or nil.
    public func indexPathForItem(at contentPoint: CGPoint) -> IndexPath? {
        let point = pointInLayout(contentPoint)
        return collectionViewLayout.layoutAttributesForElements(
            in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
            .first { $0.representedElementCategory == .cell && shownFrame(of: $0).contains(point) }?.indexPath
    }
    /// The layout attributes of an item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath).map(mirroredIfFlipped)
    }
    /// The layout attributes of a supplementary view (a header where a pinned one stands now).
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(mirroredIfFlipped)
    }

    /// Scrolls so that an item shows at a position.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard var frame = layoutAttributesForItem(at: indexPath)?.frame else {
            preconditionFailure("UICollectionView.scrollToItem: no item at \(indexPath)")
        }
        // An item of a sideways section: its band scrolls across to it, the list down to the band.
        if let band = orthogonalScrollers[indexPath.section] {
            band.scroll(toShow: frame, at: scrollPosition, animated: animated)
            frame.origin.x = min(max(frame.minX - band.contentOffset.x, 0), bounds.width - frame.width)
        }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        if scrollPosition.isEmpty { scrollRectToVisible(frame, animated: animated); return }
        let range = offsetRange
        offset.x = min(max(offset.x, range.min.x), max(range.max.x, range.min.x))
        offset.y = min(max(offset.y, range.min.y), max(range.max.y, range.min.y))
        setContentOffset(offset, animated: animated)
    }

    // MARK: Selection

    /// The selected items, or nil.
    public var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// Selects an item in code (no delegate call).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selected { visible[item]?.isSelected = false }
            selected.removeAll()
            return
        }
        if !multipleSelectionNow {
            for item in selected { visible[item]?.isSelected = false }
            selected.removeAll()
        }
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item in code.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        visible[indexPath]?.isSelected = false
    }

    /// The collection view is one stop of Tab when `allowsFocus` is on (UICollectionView+Keyboard).
    open override var canBecomeFocused: Bool { allowsFocus }
    /// It takes the keyboard focus when `allowsFocus` is on.
    open override var canBecomeFirstResponder: Bool { allowsFocus }
    /// The arrow keys move through the items; Return and Space select.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !itemPressesBegan(presses) { super.pressesBegan(presses, with: event) }
    }

    /// A touch on an item (forwarded by its cell) highlights it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if swipe != nil, trackedItem == nil {
            // A touch on the list while a row is swiped open only closes it.
            closeSwipe(animated: true)
            return
        }
        guard selectionAllowedNow, trackedItem == nil, let touch = touches.first,
            let indexPath = indexPathForItem(at: touch.location(in: self)), let cell = visible[indexPath]
        else { return super.touchesBegan(touches, with: event) }
        trackedItem = (touch, indexPath)
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// Takes the highlight off a tracked item, telling the delegate.
    private func unhighlight(_ indexPath: IndexPath) {
        guard let cell = visible[indexPath], cell.isHighlighted else { return }
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// The finger lifting on its item selects it (or toggles it with multiple selection).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedItem, touches.contains(tracked.touch) else {
            return super.touchesEnded(touches, with: event)
        }
        trackedItem = nil
        unhighlight(tracked.indexPath)
        guard indexPathForItem(at: tracked.touch.location(in: self)) == tracked.indexPath else { return }
        if let header = (visible[tracked.indexPath] as? UICollectionViewListCell)?.headerOutlineDisclosure(
            at: tracked.indexPath, in: self)
        {
            return header()
        }
        userSelect(tracked.indexPath)
    }

    /// Selects an item as a tap does: toggled with multiple selection, asked of and told to the delegate.
    func userSelect(_ indexPath: IndexPath) {
        if selected.contains(indexPath) && multipleSelectionNow {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        // A choice that does not extend a selection is the item's primary action too, selected or not.
        defer {
            if !multipleSelectionNow {
                collectionDelegate?.collectionView(self, performPrimaryActionForItemAt: indexPath)
            }
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !multipleSelectionNow {
            for other in selected.sorted() where other != indexPath {
                deselectItem(at: other, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A touch taken over by a scroll selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedItem, touches.contains(tracked.touch) else {
            return super.touchesCancelled(touches, with: event)
        }
        trackedItem = nil
        unhighlight(tracked.indexPath)
    }

    // MARK: Batch updates

    private var updateDepth = 0
    private var pending: ListUpdates?
    var isAnimatingUpdates = false

    /// Runs `updates` (insertions, deletions, moves, reloads after changing the data) as one animated change.
    ///
    /// - Precondition: the counts add up (UIKit's "Invalid update" message otherwise).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateDepth == 0 { pending = ListUpdates() }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        guard updateDepth == 0, let changes = pending else { return }
        pending = nil
        apply(changes, completion: completion)
    }

    /// `performBatchUpdates(_:completion:)` with updates that do not escape, as UIKit's Objective-C declaration
    /// has them (`NS_NOESCAPE`): a function handed its own non-escaping closure may pass it on, and the closure
    /// calls the collection view's methods without `self.`. It calls the overridable form.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    private func record(_ change: (inout ListUpdates) -> Void) {
        if updateDepth > 0 {
            change(&pending!)
        } else {
            var changes = ListUpdates()
            change(&changes)
            apply(changes, completion: nil)
        }
    }

    /// Inserts items (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows.formUnion(indexPaths) } }
    /// Deletes items (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows.formUnion(indexPaths) } }
    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    /// Asks for new cells of items (index paths before the update).
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows.formUnion(indexPaths) } }
    /// Configures the cells of visible items again without replacing them (UIKit 15): the data source is asked
    /// for each item's cell and `dequeueReusableCell(withReuseIdentifier:for:)` hands back the cell showing it.
    open func reconfigureItems(at indexPaths: [IndexPath]) { baseReconfigureItems(at: indexPaths) }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    func apply(_ updates: ListUpdates, completion: ((Bool) -> Void)?) {
        cancelMovement()
        guard !needsReload, let dataSource, !updates.isEmpty else {
            needsReload = true
            invalidateLayout(everything: true, counts: true)
            completion?(true)
            return
        }
        let newCounts = (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
        let map = updates.indexPathMap(oldCounts: counts, newCounts: newCounts, view: "UICollectionView", unit: "items")
        counts = newCounts
        let oldVisible = visible
        visible.removeAll()
        var leaving: [(cell: UICollectionViewCell, indexPath: IndexPath)] = []
        for (indexPath, cell) in oldVisible {
            if !updates.reloadedRows.contains(indexPath), let target = map(indexPath) {
                visible[target] = cell
                cell.indexPath = target
            } else {
                leaving.append((cell, indexPath))
            }
        }
        selected = Set(selected.compactMap { updates.reloadedRows.contains($0) ? $0 : map($0) })
        collectionViewLayout.itemsMoved(by: map, reloaded: updates.reloadedRows)
        invalidateLayout(everything: false, counts: true)
        collectionViewLayout.prepare(forCollectionViewUpdates: updates.updateItems)
        setNeedsLayout()
        let animated = window != nil && UIView.areAnimationsEnabled
        let finish = { [weak self] (finished: Bool) in
            guard let self else { return }
            self.isAnimatingUpdates = false
            self.collectionViewLayout.finalizeCollectionViewUpdates()
            for (cell, _) in leaving { cell.alpha = 1; self.enqueue(cell) }
            self.setNeedsLayout()
            completion?(finished)
        }
        guard animated else {
            finish(true)
            return
        }
        // Every cell is placed where the update puts it; cells that stay go back to where they were and move
        // there in the animation, cells coming in start from the layout's initial attributes (nil: they fade
        // in where they end), cells leaving go to its final ones (nil: they fade out where they are).
        let before = Dictionary(uniqueKeysWithValues: visible.values.map { (ObjectIdentifier($0), ElementPose($0)) })
        layoutIfNeeded()
        isAnimatingUpdates = true
        var arriving: [(view: UIView, pose: ElementPose)] = []
        for (indexPath, cell) in visible {
            let pose = ElementPose(cell)
            if let old = before[ObjectIdentifier(cell)] {
                guard old != pose else { continue }
                old.restore(cell)
            } else if let initial = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: indexPath) {
                apply(presented(initial), to: cell)
            } else {
                cell.alpha = 0
            }
            arriving.append((cell, pose))
        }
        let departing = leaving.map {
            ($0.cell, collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: $0.indexPath))
        }
        UIView.animate(
            withDuration: 0.3,
            animations: {
                for (view, pose) in arriving { pose.restore(view) }
                for (cell, final) in departing {
                    if let final { self.apply(self.presented(final), to: cell) } else { cell.alpha = 0 }
                }
            }, completion: finish)
    }
}
