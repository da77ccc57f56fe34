import Foundation

/// Items in lines that wrap (SEMANTICS §12.2): left to right then down (or top to bottom then across, scrolling
/// horizontally), with spacing between items and lines, section insets, headers and footers. As in UIKit, a
/// line's leftover room is spread evenly between its items (a line of one item centres it), and items of a line
/// are centred on it. Items of one size are placed arithmetically, so a section of any size costs nothing per
/// item; items sized by the delegate or by themselves (`estimatedItemSize`) are placed once per layout.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Lines run across, the content scrolls down.
        case vertical = 0
        /// Lines run down, the content scrolls across.
        case horizontal = 1
    }

    /// An `estimatedItemSize` that asks each cell for its size (`preferredLayoutAttributesFitting(_:)`, by
    /// default its `systemLayoutSizeFitting`).
    nonisolated public static let automaticSize = CGSize(width: -1, height: -1)

    /// The size of every item (unless the delegate says otherwise); 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// A size to assume for items not measured yet; non-zero makes items size themselves from their cells
    /// (`.zero`, the default: items take `itemSize` or the delegate's size).
    open var estimatedItemSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The spacing between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The smallest spacing between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The insets of each section.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// The direction the content scrolls.
    open var scrollDirection: ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    /// The size of section headers (zero: none).
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The size of section footers (zero: none).
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// Whether a section's header stays at the top of the visible area while its section scrolls under it.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }
    /// Whether a section's footer stays at the bottom of the visible area while its section scrolls.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// A section's geometry: where it starts, its header and footer, and its items (uniform or listed).
    private struct Section {
        var start: CGFloat = 0
        var length: CGFloat = 0
        var header: CGSize = .zero
        var footer: CGSize = .zero
        var inset: UIEdgeInsets = .zero
        var count = 0
        var lineSpacing: CGFloat = 10
        var itemSpacing: CGFloat = 10
        /// The room across a line.
        var room: CGFloat = 0
        /// Items of one size: how many a line holds and the size.
        var uniform: (size: CGSize, perLine: Int, step: CGFloat)?
        /// Items of their own sizes: each frame.
        var frames: [CGRect] = []
        /// Where the items start along the scrolling axis.
        var itemsStart: CGFloat = 0
        /// Where the footer starts along the scrolling axis.
        var footerStart: CGFloat = 0
    }

    private var sections: [Section] = []
    private var contentSize: CGSize = .zero
    /// Sizes cells gave for themselves (`estimatedItemSize`), by index path.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    private var measuredAcross: CGFloat = 0

    /// The size of all the content.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Places the sections, headers, lines and footers.
    open override func prepare() {
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        // A collection view with a non-finite size (SEMANTICS §1.6: such geometry never traps) lays out as if
        // it had no room across.
        let extent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        let across = extent.isFinite ? extent : 0
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let selfSizing = estimatedItemSize != .zero
        if selfSizing { measureItems(in: collectionView, across: across) } else { measuredSizes.removeAll() }
        sections = []
        var position: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            var s = Section()
            s.count = collectionView.numberOfItems(inSection: index)
            s.inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: index) ?? sectionInset
            s.lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index)
                ?? minimumLineSpacing
            s.itemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: index)
                ?? minimumInteritemSpacing
            s.header =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index)
                ?? headerReferenceSize
            s.footer =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index)
                ?? footerReferenceSize
            s.start = position
            position += vertical ? s.header.height : s.header.width
            let leading = vertical ? s.inset.left : s.inset.top
            let trailing = vertical ? s.inset.right : s.inset.bottom
            s.room = max(across - leading - trailing, 1)
            position += vertical ? s.inset.top : s.inset.left
            s.itemsStart = position
            let asked =
                s.count > 0 && !selfSizing
                ? delegate?.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: index))
                : nil
            if !selfSizing && (asked == nil || asked!.width == UITableView.unanswered) {
                // One size: arithmetic.
                let itemAcross = vertical ? itemSize.width : itemSize.height
                let itemAlong = vertical ? itemSize.height : itemSize.width
                let fitting = (s.room + s.itemSpacing) / (itemAcross + s.itemSpacing)
                let perLine = fitting.isFinite ? max(Int(min(fitting, CGFloat(Int32.max))), 1) : 1
                s.uniform = (itemSize, perLine, itemAlong + s.lineSpacing)
                let lines = (s.count + perLine - 1) / perLine
                position += lines > 0 ? CGFloat(lines) * itemAlong + CGFloat(lines - 1) * s.lineSpacing : 0
            } else {
                let sizes = (0..<s.count).map { item -> CGSize in
                    let indexPath = IndexPath(item: item, section: index)
                    if selfSizing { return measuredSizes[indexPath] ?? estimatedItemSize }
                    return item == 0
                        ? asked! : delegate!.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
                }
                s.frames = Self.placeLines(
                    sizes, from: position, leading: leading, room: s.room, spacing: s.itemSpacing,
                    lineSpacing: s.lineSpacing, vertical: vertical)
                if let last = s.frames.map({ vertical ? $0.maxY : $0.maxX }).max() { position = last }
            }
            position += vertical ? s.inset.bottom : s.inset.right
            s.footerStart = position
            position += vertical ? s.footer.height : s.footer.width
            s.length = position - s.start
            sections.append(s)
        }
        contentSize = vertical ? CGSize(width: across, height: position) : CGSize(width: position, height: across)
    }

    /// Items of their own sizes in lines filled in order: each line's leftover room spread between its items (a
    /// lone item centred), each item centred on its line.
    private static func placeLines(
        _ sizes: [CGSize], from start: CGFloat, leading: CGFloat, room: CGFloat, spacing: CGFloat,
        lineSpacing: CGFloat, vertical: Bool
    ) -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        var lineStart = start
        var index = 0
        while index < sizes.count {
            var end = index, used: CGFloat = 0, extent: CGFloat = 0
            while end < sizes.count {
                let across = vertical ? sizes[end].width : sizes[end].height
                if end > index && used + spacing + across > room { break }
                used += (end > index ? spacing : 0) + across
                extent = max(extent, vertical ? sizes[end].height : sizes[end].width)
                end += 1
            }
            let count = end - index
            let widths = sizes[index..<end].map { vertical ? $0.width : $0.height }
            let total = widths.reduce(0, +)
            let gap = count > 1 ? max((room - total) / CGFloat(count - 1), spacing) : 0
            var offset = count == 1 ? max((room - total) / 2, 0) : 0
            for (k, size) in sizes[index..<end].enumerated() {
                let along = lineStart + (extent - (vertical ? size.height : size.width)) / 2
                frames.append(
                    vertical
                        ? CGRect(x: leading + offset, y: along, width: size.width, height: size.height)
                        : CGRect(x: along, y: leading + offset, width: size.width, height: size.height))
                offset += widths[k] + gap
            }
            lineStart += extent + lineSpacing
            index = end
        }
        return frames
    }

    /// Asks each cell for its size (self-sizing items): the data source's cell at the estimated size, then its
    /// `preferredLayoutAttributesFitting(_:)`.
    private func measureItems(in collectionView: UICollectionView, across: CGFloat) {
        guard let dataSource = collectionView.dataSource else { return }
        if across != measuredAcross {
            measuredAcross = across
            measuredSizes.removeAll()
        }
        var sizes: [IndexPath: CGSize] = [:]
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                if let known = measuredSizes[indexPath] {
                    sizes[indexPath] = known
                    continue
                }
                let cell = dataSource.collectionView(
                    collectionView, cellForItemAt: collectionView.dataIndexPath(forShown: indexPath))
                let estimate = makeAttributes(at: indexPath)
                let start = estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
                estimate.frame = CGRect(origin: .zero, size: start)
                var size = cell.preferredLayoutAttributesFitting(estimate).size
                if scrollDirection == .vertical { size.width = min(size.width, max(across, 1)) }
                sizes[indexPath] = size
                collectionView.enqueue(cell)  // measured, back to the reuse queue
            }
        }
        measuredSizes = sizes
    }

    /// Measured sizes are forgotten when everything or the delegate's metrics are invalidated (the data or a
    /// property changed), and kept through a bounds change.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        let metrics = (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics
        if context.invalidateEverything || context.invalidateDataSourceCounts || metrics == true {
            measuredSizes.removeAll()
        }
    }

    /// A flow layout's contexts are `UICollectionViewFlowLayoutInvalidationContext`s.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// A bounds change keeps the delegate's metrics and measured sizes.
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        return context
    }

    /// The frame of an item: a line's items spread over its room (a lone item centred).
    private func itemFrame(_ s: Section, item: Int) -> CGRect {
        guard let uniform = s.uniform else { return s.frames[item] }
        let vertical = scrollDirection == .vertical
        let line = item / uniform.perLine, column = item % uniform.perLine
        let inLine = min(uniform.perLine, s.count - line * uniform.perLine)
        let across = vertical ? uniform.size.width : uniform.size.height
        let leading = vertical ? s.inset.left : s.inset.top
        let along = s.itemsStart + CGFloat(line) * uniform.step
        let crossPosition: CGFloat
        if inLine == 1 {
            crossPosition = leading + max((s.room - across) / 2, 0)
        } else {
            let gap = max((s.room - CGFloat(inLine) * across) / CGFloat(inLine - 1), s.itemSpacing)
            crossPosition = leading + CGFloat(column) * (across + gap)
        }
        return vertical
            ? CGRect(x: crossPosition, y: along, width: uniform.size.width, height: uniform.size.height)
            : CGRect(x: along, y: crossPosition, width: uniform.size.width, height: uniform.size.height)
    }

    /// The attributes of an item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].count
        else { return nil }
        let attributes = makeAttributes(at: indexPath)
        attributes.frame = itemFrame(sections[indexPath.section], item: indexPath.item)
        return attributes
    }

    /// The attributes of a section header or footer (where it sticks, when pinned).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let header = elementKind == UICollectionView.elementKindSectionHeader
        guard header || elementKind == UICollectionView.elementKindSectionFooter else { return nil }
        let s = sections[indexPath.section]
        let size = header ? s.header : s.footer
        guard size.width > 0 || size.height > 0 else { return nil }
        let vertical = scrollDirection == .vertical
        let length = vertical ? size.height : size.width
        var start = header ? s.start : s.footerStart
        if let collectionView, header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
            let low = vertical ? visible.minY : visible.minX, high = vertical ? visible.maxY : visible.maxX
            let sectionEnd = s.start + s.length
            if header {
                // Pinned at the top while the section is under it, pushed up by the section's end.
                start = max(s.start, min(low, sectionEnd - length))
            } else {
                start = min(s.footerStart, max(high - length, s.start))
            }
        }
        let attributes = makeAttributes(at: indexPath, supplementaryKind: elementKind)
        attributes.frame =
            vertical
            ? CGRect(x: 0, y: start, width: contentSize.width, height: length)
            : CGRect(x: start, y: 0, width: length, height: contentSize.height)
        return attributes
    }

    /// A line number as a finite value an `Int` holds (a zero step or huge offsets give infinities).
    private static func clampedLines(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, -1), CGFloat(Int32.max))
    }

    /// The items, headers and footers that intersect `rect`: for sections of one size only the lines in range.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        // A rectangle with non-finite edges (a collection view given NaN or infinite geometry) finds nothing.
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return [] }
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, s) in sections.enumerated() where s.start < high && s.start + s.length > low {
            if let uniform = s.uniform, s.count > 0 {
                let lines = Self.clampedLines
                let firstLine = max(Int(lines(((low - s.itemsStart) / uniform.step).rounded(.down))), 0)
                let lastLine = Int(lines(((high - s.itemsStart) / uniform.step).rounded(.down)))
                if lastLine >= firstLine {
                    let first = firstLine * uniform.perLine
                    let last = min((lastLine + 1) * uniform.perLine, s.count)
                    for item in first..<max(last, first) {
                        let frame = itemFrame(s, item: item)
                        guard frame.intersects(rect) else { continue }
                        let attributes = makeAttributes(at: IndexPath(item: item, section: index))
                        attributes.frame = frame
                        result.append(attributes)
                    }
                }
            } else {
                for (item, frame) in s.frames.enumerated() where frame.intersects(rect) {
                    let attributes = makeAttributes(at: IndexPath(item: item, section: index))
                    attributes.frame = frame
                    result.append(attributes)
                }
            }
            // Headers and footers after the items, so they draw over them when pinned.
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let view = layoutAttributesForSupplementaryView(
                    ofKind: kind, at: IndexPath(item: 0, section: index)),
                    view.frame.intersects(rect)
                {
                    result.append(view)
                }
            }
        }
        return result
    }
}
