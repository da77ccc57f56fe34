import Foundation

/// Supplies a collection view's sections, items and cells.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item: dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)` and configure it.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A supplementary view (a header); dequeue it with `dequeueReusableSupplementaryView`.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether an item can be moved interactively; by default, whether the data source implements
    /// `collectionView(_:moveItemAt:to:)`, as in UIKit.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An item moved interactively from `sourceIndexPath` to `destinationIndexPath`: move it in your data.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// An empty view (implement this when the layout has headers).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    /// Items can move when the data source moves items.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        collectionView.dataSourceMovesItems
    }
    /// Not implemented: items do not move.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { collectionView.unansweredDataSourceCall = true }
}

/// Hears about a collection view's selection and display. Every method is optional.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether an item may be selected; true by default.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// An item was selected by the user.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// An item was deselected by the user.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to show.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Whether a touch on the item highlights it; true by default.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight went away.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap may deselect the item (multiple selection); true by default.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A tap chose the item without extending a selection (iOS 16): after `didSelectItemAt`, even when the
    /// item could not be selected.
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// A cell left the screen (it goes back to the reuse queue).
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to show.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A supplementary view left the screen.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// The context menu for a secondary click or long press on items (iOS 16): the item under the pointer, or
    /// the selected items when it is one of several selected, or none over empty space; nil for no menu. By
    /// default, for one item, what `contextMenuConfigurationForItemAt` answers.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The context menu of one item (iOS 13's form); nil (the default) for none.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// An item's context menu is about to show.
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// An item's context menu is about to go.
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu's preview was tapped; menus here show no preview, so this is not called.
    func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// Where an item moved interactively goes when it is over `proposedIndexPath` (the proposal by default,
    /// else what `targetIndexPathForMoveFromItemAt` answers).
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Where an item moved interactively goes when it is over `proposedIndexPath` (iOS 9's form); the proposal.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension UICollectionViewDelegate {
    /// Every item may be selected.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Every item highlights.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Every item may be deselected.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
    }
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// For one item, what `collectionView(_:contextMenuConfigurationForItemAt:point:)` answers; else nil.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// None.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    /// What `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` answers.
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// The proposal.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
}

/// A reusable view of a collection view (a header, or a cell's base).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under.
    public internal(set) var reuseIdentifier: String?
    weak var owningCollection: UICollectionView?
    var indexPath: IndexPath?
    /// A copy of the layout attributes applied to the view last: attributes equal to them (`isEqual(_:)`, which
    /// custom attributes override for this) are not applied again, as in UIKit.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// The collection view's layout is about to change from `oldLayout` to `newLayout`
    /// (`setCollectionViewLayout(_:animated:)`); does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// The collection view's layout changed (after the animation, when animated); does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Whether `attributes` differ from those applied last.
    func needsAttributes(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let appliedAttributes else { return true }
        return !appliedAttributes.isEqual(attributes)
    }

    /// Creates a view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Called before the view is handed out again; call `super`.
    open func prepareForReuse() {}

    /// Hears the attributes the layout gave the view, after its frame, transform and alpha were set from
    /// them: a custom attributes class's extra values are read here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants, given the layout's (a self-sizing flow layout asks): by default the size
    /// that fits its content, starting from the size given.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes.frame.size = fittingSize(for: layoutAttributes.size)
        return layoutAttributes
    }

    func fittingSize(for size: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
}

/// An item of a collection view: a content view, backgrounds, and the selected and highlighted states.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the content goes in.
    public let contentView = UIView()
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let backgroundView else { return }
            if backgroundConfiguration != nil { backgroundConfiguration = nil }
            insertSubview(backgroundView, at: 0)
        }
    }
    /// A view shown behind the content while selected or highlighted.
    open var selectedBackgroundView: UIView?
    private(set) var configuredContentView: (UIView & UIContentView)?

    /// Creates a cell.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Whether the cell is being asked for its height at the width it was given (a layout that sizes items by
    /// their content, such as a compositional layout's estimated heights, asks this way).
    var fitsHeightAtGivenWidth = false

    /// A cell fits its content view's constraints, or its content configuration.
    override func fittingSize(for size: CGSize) -> CGSize {
        if fitsHeightAtGivenWidth { return CGSize(width: size.width, height: fittedHeight(atWidth: size.width)) }
        if let configuredContentView { return configuredContentView.sizeThatFits(CGSize(width: 0, height: 0)) }
        if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            return contentView.systemLayoutSizeFitting(
                size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        }
        return super.fittingSize(for: size)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The height the cell's content needs at `width`: laid out at that width first (a list cell's accessories
    /// narrow its content view), then its content configuration fitted to the content view's width, or its
    /// content view's constraints solved at that width; a cell whose content decides nothing (views placed by
    /// frames) keeps the height it has. A list cell is at least a default row's 51.5 pt, as a table's rows.
    func fittedHeight(atWidth width: CGFloat) -> CGFloat {
        if bounds.width != width { bounds.size.width = width }
        layoutIfNeeded()
        let contentWidth = contentView.bounds.width
        var height = bounds.height
        if let configured = configuredContentView {
            height = configured.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            height =
                contentView.systemLayoutSizeFitting(
                    CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
        }
        let minimum = self is UICollectionViewListCell ? UITableView.defaultRowHeight : 0
        return max(minimum, height).rounded(.up)
    }

    /// Whether the cell is selected; set by the collection view.
    open var isSelected = false {
        didSet { updateBackground() }
    }
    /// Whether a finger is on the cell; set by the collection view.
    open var isHighlighted = false {
        didSet { updateBackground() }
    }

    /// The content as a configuration.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            if let configuration = contentConfiguration, let existing = configuredContentView,
                existing.supports(configuration)
            {
                existing.configuration = configuration
            } else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = contentConfiguration?.makeContentView()
                if let configuredContentView { contentView.addSubview(configuredContentView) }
            }
            setNeedsLayout()
        }
    }

    /// The cell's state for configurations: its traits, selection and highlight.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        let collectionView = superview as? UICollectionView
        state.isEditing = collectionView?.isEditing ?? false
        if let collectionView, let outline = collectionView.dataSource as? OutlineDataSource,
            let indexPath = collectionView.indexPath(for: self)
        {
            state.isExpanded = outline.isExpandedItem(at: indexPath)
        }
        state.cellDragState = UICellConfigurationDragState(rawValue: dragState.rawValue) ?? .none
        return state
    }

    /// The cell's background as a configuration (nil by default; a list cell has its list's). Setting one
    /// removes `backgroundView`, and its look in each state takes the place of `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            backgroundConfigurationChosen = true
            backgroundIsListDefault = false
            if backgroundConfiguration != nil, backgroundView != nil { backgroundView = nil }
            shownBackground = CellBackgroundView.show(backgroundConfiguration, in: self, current: shownBackground)
            updateBackground()
        }
    }
    private var shownBackground: CellBackgroundView?
    /// Whether the app (or a list, for its own cells) set the background configuration.
    var backgroundConfigurationChosen = false
    /// Whether the background configuration is the one a list gave its cell (the app set none since).
    var backgroundIsListDefault = false
    /// Whether a state change passes the content configuration through `updated(for:)`; true by default.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change passes the background configuration through `updated(for:)`; true by default.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// A cell and its new state, for a `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
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
    /// cell's selection, highlight or traits change and after `setNeedsUpdateConfiguration()`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// A plain list cell's background.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// The cell's place in a drag its collection view lifted from it changed; the default updates the
    /// configuration (whose state's `cellDragState` says it). Override it to show the cell lifted or dragged.
    open func dragStateDidChange(_ dragState: DragState) { setNeedsUpdateConfiguration() }
    /// The cell's place in a drag it started.
    var dragState = DragState.none {
        didSet { if dragState != oldValue { dragStateDidChange(dragState) } }
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

    private func updateBackground() {
        setNeedsUpdateConfiguration()
        guard let selectedBackgroundView else { return }
        if (isSelected || isHighlighted) && backgroundConfiguration == nil {
            if selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            }
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    /// Fills the cell with the content and backgrounds.
    open override func layoutSubviews() {
        if needsConfigurationUpdate { runConfigurationUpdate() }
        shownBackground?.place(in: self)
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }
}
