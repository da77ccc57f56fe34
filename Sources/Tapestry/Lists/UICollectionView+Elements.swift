import Foundation

/// A supplementary or decoration view's place: its kind and index path.
struct ElementKey: Hashable {
    let kind: String
    let indexPath: IndexPath
}

extension UICollectionView {
    /// Keeps views for the elements the layout placed on screen: cells from the data source, supplementary views
    /// from the data source, decoration views from the classes the layout registered; the others go back to the
    /// reuse queues. Views are stacked by the attributes' `zIndex` (equal ones keep their order).
    func placeElements(_ layoutElements: [UICollectionViewLayoutAttributes]) {
        let elements = adjustedByVisibleItemsHandlers(layoutElements).map(presented)
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var wantedDecoration: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .cell:
                wanted[attributes.indexPath] = attributes
            case .supplementaryView:
                guard let kind = attributes.representedElementKind else { continue }
                wantedSupplementary[ElementKey(kind: kind, indexPath: attributes.indexPath)] = attributes
            case .decorationView:
                guard let kind = attributes.representedElementKind else { continue }
                wantedDecoration[ElementKey(kind: kind, indexPath: attributes.indexPath)] = attributes
            }
        }
        for (indexPath, cell) in visible where wanted[indexPath] == nil {
            visible[indexPath] = nil
            enqueue(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        var placed: [(view: UIView, zIndex: Int)] = []
        for (indexPath, attributes) in wanted.sorted(by: { $0.key < $1.key }) {
            let cell: UICollectionViewCell
            var shown = false
            if let existing = visible[indexPath] {
                cell = existing
            } else {
                shown = true
                placingAttributes = attributes
                cell = makeCell(at: indexPath)
                placingAttributes = nil
                visible[indexPath] = cell
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            let host = host(forItemAt: indexPath)
            if cell.superview !== host { host.insertSubview(cell, at: 0) }
            if cell.needsAttributes(attributes) {
                apply(attributes, to: cell)
                shown = true
            }
            // Every pass: a row becomes its section's last when the rows after it go.
            if let listCell = cell as? UICollectionViewListCell { configureListCell(listCell, at: indexPath) }
            // A cell sized by its content is measured when it comes on screen and when its attributes change.
            if shown || cell.needsRemeasuring, collectionViewLayout.sizesItemHeightByContent(at: indexPath) {
                measure(cell, attributes)
                // Cleared after measuring, so that what the measuring itself invalidates does not ask again.
                cell.needsRemeasuring = false
            }
            if host === self { placed.append((cell, attributes.zIndex)) }
        }
        let supplementaryBefore = visibleSupplementary
        visibleSupplementary = placeViews(
            wantedSupplementary, shown: visibleSupplementary, atBack: false, placed: &placed
        ) {
            key, attributes in
            let view = dataSource?.collectionView(
                self, viewForSupplementaryElementOfKind: key.kind, at: attributes.indexPath)
            if let view {
                collectionDelegate?.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: attributes.indexPath)
            }
            return view
        }
        for (key, view) in supplementaryBefore where visibleSupplementary[key] !== view {
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        visibleDecoration = placeViews(wantedDecoration, shown: visibleDecoration, atBack: true, placed: &placed) {
            key, attributes in
            let view = dequeueDecorationView(ofKind: key.kind)
            view?.indexPath = attributes.indexPath
            return view
        }
        stackByZIndex(placed)
    }

    /// Gives a list cell its list's look: the list's background when the app chose none (UIKit's list cells
    /// have their list's), and its section's separators, as the list's handler changes them for its row.
    private func configureListCell(_ cell: UICollectionViewListCell, at indexPath: IndexPath) {
        let section = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.preparedSections[
            indexPath.section]
        if let appearance = section?.listAppearance {
            let changed = cell.listAppearance != appearance
            cell.listAppearance = appearance
            if cell.backgroundView == nil,
                !cell.backgroundConfigurationChosen || (changed && cell.backgroundIsListDefault)
            {
                cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
                cell.backgroundIsListDefault = true
            }
        }
        let count = numberOfItems(inSection: indexPath.section)
        shapeAsCard(cell, item: indexPath.item, of: count, inset: section?.listAppearance == .insetGrouped)
        guard let (base, handler) = section?.listSeparators else {
            if cell.listSeparator != nil { cell.listSeparator = nil }
            return
        }
        let configuration = handler?(indexPath, base) ?? base
        if let current = cell.listSeparator, current.configuration == configuration, current.item == indexPath.item,
            current.count == count
        {
            return
        }
        cell.listSeparator = (configuration, indexPath.item, count)
    }

    /// Shows a list layout's background (`UICollectionLayoutListConfiguration.backgroundColor`) behind everything,
    /// over the visible bounds, unless the app gave the collection view a `backgroundView`, which takes its place.
    /// A former layout's background leaves with it.
    func placeListBackground() {
        let layout = collectionViewLayout as? UICollectionViewCompositionalLayout
        let color = backgroundView == nil ? layout?.listBackgroundColor : nil
        let wanted = color == nil ? nil : layout?.listBackgroundView
        for view in subviews where view is ListBackgroundView && view !== wanted { view.removeFromSuperview() }
        guard let wanted, let color else { return }
        if wanted.backgroundColor != color { wanted.backgroundColor = color }
        if wanted.frame != bounds { wanted.frame = bounds }
        if subviews.first !== wanted { insertSubview(wanted, at: 0) }
    }

    /// An inset-grouped list's section is one card, as an inset-grouped table's: its first cell's top corners and
    /// its last cell's bottom corners are rounded, and the cells clip to them. A cell that leaves such a list
    /// for another is squared again.
    private func shapeAsCard(_ cell: UICollectionViewListCell, item: Int, of count: Int, inset: Bool) {
        var corners: CACornerMask = []
        if inset, item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if inset, item == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        guard inset || cell.isShapedAsCard else { return }
        cell.isShapedAsCard = inset
        let radius = corners.isEmpty ? 0 : UITableView.insetGroupedCornerRadius
        if cell.layer.cornerRadius != radius { cell.layer.cornerRadius = radius }
        if !corners.isEmpty, cell.layer.maskedCorners != corners { cell.layer.maskedCorners = corners }
        if cell.clipsToBounds != inset { cell.clipsToBounds = inset }
    }

    /// Asks a cell the layout sizes by its content for its attributes at the width it was given, and tells the
    /// layout, which invalidates itself when they differ enough (the pass under way prepares it again).
    func measure(_ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes) {
        Self.cellsSizedByContentExist = true
        let original = attributes.copy() as! UICollectionViewLayoutAttributes
        cell.fitsHeightAtGivenWidth = true
        let preferred = cell.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
        cell.fitsHeightAtGivenWidth = false
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        else { return }
        layout.invalidateLayout(
            with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    /// Whether the layout's elements are mirrored: it asks to be, and the collection view's direction is not
    /// the one the layout was written in.
    var layoutIsFlipped: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != collectionViewLayout.developmentLayoutDirection
    }

    /// The content's width mirrored elements are flipped across.
    private var flippingWidth: CGFloat { max(contentSize.width, bounds.width) }

    /// `attributes` with the frame mirrored across the content's width when the layout is flipped.
    func mirroredIfFlipped(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard layoutIsFlipped else { return attributes }
        let mirrored = attributes.copy() as! UICollectionViewLayoutAttributes
        mirrored.frame.origin.x = flippingWidth - attributes.frame.maxX
        return mirrored
    }

    /// A point in the collection view's content as the layout sees it (mirrored back when flipped).
    func pointInLayout(_ point: CGPoint) -> CGPoint {
        layoutIsFlipped ? CGPoint(x: flippingWidth - point.x, y: point.y) : point
    }

    /// A rectangle of the content as the layout sees it (mirrored back when flipped).
    func rectInLayout(_ rect: CGRect) -> CGRect {
        guard layoutIsFlipped else { return rect }
        var mirrored = rect
        mirrored.origin.x = flippingWidth - rect.maxX
        return mirrored
    }

    /// Keeps a view for each wanted supplementary or decoration element: the one on screen, or one `make` gives
    /// (added in front, or at the back), queueing those no longer wanted for reuse; returns the views now shown.
    /// (The table is passed by value, so a data source reading the collection view meanwhile is safe.)
    private func placeViews(
        _ wanted: [ElementKey: UICollectionViewLayoutAttributes], shown: [ElementKey: UICollectionReusableView],
        atBack: Bool, placed: inout [(view: UIView, zIndex: Int)],
        make: (ElementKey, UICollectionViewLayoutAttributes) -> UICollectionReusableView?
    ) -> [ElementKey: UICollectionReusableView] {
        var shown = shown
        for (key, view) in shown where wanted[key] == nil {
            shown[key] = nil
            enqueue(view)
        }
        for (key, attributes) in wanted.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            let existing = shown[key]
            if existing == nil { placingAttributes = attributes }
            let made = existing ?? make(key, attributes)
            placingAttributes = nil
            guard let view = made else { continue }
            if view.superview !== self {
                if atBack { insertSubview(view, at: 0) } else { addSubview(view) }
            }
            shown[key] = view
            if view.needsAttributes(attributes) { apply(attributes, to: view) }
            placed.append((view, attributes.zIndex))
        }
        return shown
    }

    /// A reused or new decoration view of a kind the layout registered, or nil when it registered none.
    private func dequeueDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        let key = "\u{1}decoration\u{0}" + kind
        if let view = reusable[key]?.popLast() {
            view.isHidden = false
            view.prepareForReuse()
            return view
        }
        guard let viewClass = collectionViewLayout.decorationClasses[kind] else { return nil }
        let view = ClassValueInitializers.make(viewClass, frame: .zero)
        view.reuseIdentifier = key
        return view
    }

    /// Orders the element views among themselves by `zIndex`, lowest at the back, when they are out of order.
    private func stackByZIndex(_ placed: [(view: UIView, zIndex: Int)]) {
        guard placed.contains(where: { $0.zIndex != 0 }) else { return }
        let position = Dictionary(
            storedSubviews.enumerated().map { (ObjectIdentifier($0.element), $0.offset) },
            uniquingKeysWith: { a, _ in a })
        let current = placed.sorted { position[ObjectIdentifier($0.view)]! < position[ObjectIdentifier($1.view)]! }
        let wanted = current.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element.view)
        guard !zip(current, wanted).allSatisfy({ $0.view === $1 }) else { return }
        for index in wanted.indices.dropFirst() { insertSubview(wanted[index], aboveSubview: wanted[index - 1]) }
    }

    /// Tells the layout to work everything or the counts out again, through an invalidation context as UIKit
    /// does (a layout overriding `invalidateLayout(with:)` reads why).
    func invalidateLayout(everything: Bool, counts: Bool) {
        let context = collectionViewLayout.makeInvalidationContext()
        context.marksEverything = everything
        context.marksDataSourceCounts = counts
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Changes the layout; animated, the items on screen move from where the old layout had them to where the
    /// new one puts them (0.3 s, as a batch update). The completion runs when they are there.
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let old = collectionViewLayout
        let shown = subviews.compactMap { $0 as? UICollectionReusableView }
        if old !== layout { for view in shown { view.willTransition(from: old, to: layout) } }
        collectionViewLayout = layout
        let finish: (Bool) -> Void = { finished in
            if old !== layout { for view in shown { view.didTransition(from: old, to: layout) } }
            completion?(finished)
        }
        guard animated, window != nil, UIView.areAnimationsEnabled else {
            finish(true)
            return
        }
        UIView.animate(withDuration: 0.3, animations: { self.layoutIfNeeded() }, completion: finish)
    }

    /// Changes the layout (see `setCollectionViewLayout(_:animated:completion:)`).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }
}

extension UICollectionView {
    /// How fast items make room for an item dragged over them.
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate = 0
        /// After a short pause.
        case fast = 1
        /// After a longer pause.
        case slow = 2
    }
}

/// Where an element view is and how it looks, kept across a batch update's layout so the view can be put back
/// and animated to where the update puts it.
struct ElementPose: Equatable {
    let center: CGPoint
    let size: CGSize
    let transform: CGAffineTransform
    let alpha: CGFloat

    @MainActor init(_ view: UIView) {
        center = view.center
        size = view.bounds.size
        transform = view.transform
        alpha = view.alpha
    }

    /// Puts `view` back in this pose (animated inside an animation block).
    @MainActor func restore(_ view: UIView) {
        if view.bounds.size != size { view.bounds.size = size }
        if view.center != center { view.center = center }
        if view.transform != transform { view.transform = transform }
        if view.alpha != alpha { view.alpha = alpha }
    }
}

/// The view behind a list layout's rows that shows its background colour; it takes no touches.
final class ListBackgroundView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { return nil }
}
