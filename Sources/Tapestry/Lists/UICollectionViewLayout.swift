import Foundation

/// Where a collection view item or supplementary view goes.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// What kind of element.
    public enum Category: Int, Sendable {
        /// A cell.
        case cell = 0
        /// A supplementary view (a header or footer).
        case supplementaryView = 1
    }

    /// The element's index path.
    public let indexPath: IndexPath
    /// The kind.
    public let representedElementCategory: Category
    /// A supplementary view's kind, or nil for a cell.
    public let representedElementKind: String?
    /// The frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The opacity.
    open var alpha: CGFloat = 1
    /// Whether it is hidden.
    open var isHidden = false
    /// The order front to back.
    open var zIndex = 0

    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// Attributes of a cell.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of a supplementary view.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
}

/// Places a collection view's items: subclass and answer `prepare()`, `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view laid out.
    public internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {}

    /// Works out the layout (called before the collection view asks for attributes, after an invalidation).
    open func prepare() {}
    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the elements that intersect `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    /// Whether a change of the bounds (a scroll, a resize) needs a new layout; true when the size changed.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }
    /// Marks the layout to be worked out again before the next layout pass.
    open func invalidateLayout() {
        isValid = false
        collectionView?.setNeedsLayout()
    }

    var isValid = false
}

/// Sizes and spacing a flow layout's delegate can give per item and section.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// An item's size.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// A section's insets.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// A section's spacing between lines.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// A section's spacing between items of a line.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// A section header's size.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The layout's `itemSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: UITableView.unanswered, height: 0) }
    /// The layout's `sectionInset`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
    /// The layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }
    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }
    /// The layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
}

/// Items in lines that wrap (SEMANTICS §12.2): left to right then down (or top to bottom then across, scrolling
/// horizontally), with spacing between items and lines, section insets and headers. Items of one size are placed
/// arithmetically, so a section of any size costs nothing per item; items sized by the delegate are placed once
/// per layout.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Lines run across, the content scrolls down.
        case vertical = 0
        /// Lines run down, the content scrolls across.
        case horizontal = 1
    }

    /// The size of every item (unless the delegate says otherwise); 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// The spacing between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The spacing between items of a line; 10 by default.
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

    /// A section's geometry: where it starts, its header, and its items (uniform or listed).
    private struct Section {
        var start: CGFloat = 0
        var length: CGFloat = 0
        var header: CGSize = .zero
        var inset: UIEdgeInsets = .zero
        var count = 0
        var lineSpacing: CGFloat = 10
        var itemSpacing: CGFloat = 10
        /// Items of one size: how many a line holds and the size.
        var uniform: (size: CGSize, perLine: Int, step: CGFloat)?
        /// Items of their own sizes: each frame.
        var frames: [CGRect] = []
    }

    private var sections: [Section] = []
    private var contentSize: CGSize = .zero

    /// The size of all the content.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Places the sections, headers and lines.
    open override func prepare() {
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        // A collection view with a non-finite size (SEMANTICS §1.6: such geometry never traps) lays out as if
        // it had no room across.
        let extent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        let across = extent.isFinite ? extent : 0
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
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
            s.start = position
            position += vertical ? s.header.height : s.header.width
            let leading = vertical ? s.inset.left : s.inset.top
            let trailing = vertical ? s.inset.right : s.inset.bottom
            let room = max(across - leading - trailing, 1)
            position += vertical ? s.inset.top : s.inset.left
            let asked =
                s.count > 0
                ? delegate?.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: index))
                : nil
            if asked == nil || asked!.width == UITableView.unanswered {
                // One size: arithmetic.
                let itemAcross = vertical ? itemSize.width : itemSize.height
                let itemAlong = vertical ? itemSize.height : itemSize.width
                let fitting = (room + s.itemSpacing) / (itemAcross + s.itemSpacing)
                let perLine = fitting.isFinite ? max(Int(min(fitting, CGFloat(Int32.max))), 1) : 1
                s.uniform = (itemSize, perLine, itemAlong + s.lineSpacing)
                let lines = (s.count + perLine - 1) / perLine
                position += lines > 0 ? CGFloat(lines) * itemAlong + CGFloat(lines - 1) * s.lineSpacing : 0
            } else {
                // Sizes of their own: lines filled in order, each as tall as its tallest item.
                var lineStart = position, lineExtent: CGFloat = 0, offset: CGFloat = 0
                s.frames.reserveCapacity(s.count)
                for item in 0..<s.count {
                    let size =
                        item == 0
                        ? asked!
                        : delegate!.collectionView(
                            collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: index))
                    let itemAcross = vertical ? size.width : size.height
                    let itemAlong = vertical ? size.height : size.width
                    if offset > 0 && offset + itemAcross > room {
                        lineStart += lineExtent + s.lineSpacing
                        offset = 0
                        lineExtent = 0
                    }
                    let frame =
                        vertical
                        ? CGRect(x: leading + offset, y: lineStart, width: size.width, height: size.height)
                        : CGRect(x: lineStart, y: leading + offset, width: size.width, height: size.height)
                    s.frames.append(frame)
                    offset += itemAcross + s.itemSpacing
                    lineExtent = max(lineExtent, itemAlong)
                }
                position = s.count > 0 ? lineStart + lineExtent : position
            }
            position += vertical ? s.inset.bottom : s.inset.right
            s.length = position - s.start
            sections.append(s)
        }
        contentSize = vertical ? CGSize(width: across, height: position) : CGSize(width: position, height: across)
    }

    /// The frame of an item in a section of one size.
    private func uniformFrame(_ s: Section, item: Int) -> CGRect {
        guard let uniform = s.uniform else { return s.frames[item] }
        let vertical = scrollDirection == .vertical
        let line = item / uniform.perLine, column = item % uniform.perLine
        let across = vertical ? uniform.size.width : uniform.size.height
        let leading = vertical ? s.inset.left : s.inset.top
        let start = s.start + (vertical ? s.header.height + s.inset.top : s.header.width + s.inset.left)
        let along = start + CGFloat(line) * uniform.step
        let crossPosition = leading + CGFloat(column) * (across + s.itemSpacing)
        return vertical
            ? CGRect(x: crossPosition, y: along, width: uniform.size.width, height: uniform.size.height)
            : CGRect(x: along, y: crossPosition, width: uniform.size.width, height: uniform.size.height)
    }

    /// The attributes of an item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].count
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = uniformFrame(sections[indexPath.section], item: indexPath.item)
        return attributes
    }

    /// The attributes of a section header.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard elementKind == UICollectionView.elementKindSectionHeader, sections.indices.contains(indexPath.section)
        else { return nil }
        let s = sections[indexPath.section]
        guard s.header.width > 0 || s.header.height > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        let vertical = scrollDirection == .vertical
        attributes.frame =
            vertical
            ? CGRect(x: 0, y: s.start, width: contentSize.width, height: s.header.height)
            : CGRect(x: s.start, y: 0, width: s.header.width, height: contentSize.height)
        return attributes
    }

    /// A line number as a finite value an `Int` holds (a zero step or huge offsets give infinities).
    private static func clampedLines(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, -1), CGFloat(Int32.max))
    }

    /// The items and headers that intersect `rect`: for sections of one size only the lines in range.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        // A rectangle with non-finite edges (a collection view given NaN or infinite geometry) finds nothing.
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return [] }
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, s) in sections.enumerated() where s.start < high && s.start + s.length > low {
            if let header = layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: index)),
                header.frame.intersects(rect)
            {
                result.append(header)
            }
            if let uniform = s.uniform, s.count > 0 {
                let start = s.start + (vertical ? s.header.height + s.inset.top : s.header.width + s.inset.left)
                let lines = Self.clampedLines
                let firstLine = max(Int(lines(((low - start) / uniform.step).rounded(.down))), 0)
                let lastLine = Int(lines(((high - start) / uniform.step).rounded(.down)))
                guard lastLine >= firstLine else { continue }
                let first = firstLine * uniform.perLine
                let last = min((lastLine + 1) * uniform.perLine, s.count)
                guard first < last else { continue }
                for item in first..<last {
                    let frame = uniformFrame(s, item: item)
                    guard frame.intersects(rect) else { continue }
                    let attributes = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: index))
                    attributes.frame = frame
                    result.append(attributes)
                }
            } else {
                for (item, frame) in s.frames.enumerated() where frame.intersects(rect) {
                    let attributes = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: index))
                    attributes.frame = frame
                    result.append(attributes)
                }
            }
        }
        return result
    }
}
