import Foundation

/// Where a compositional layout's sideways-scrolling section sits and how its groups come to rest.
struct OrthogonalBand: Equatable {
    /// The band in the collection view's content: the section's full width, from its top inset to its bottom one.
    var frame: CGRect
    /// The width of the row of groups, with the section's leading and trailing insets.
    var contentWidth: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// A group's width and the space after it.
    var groupStride: CGFloat
    var groupWidth: CGFloat
    var leadingInset: CGFloat

    /// Where the row comes to rest after a drag released at `current` with `velocity` (points per millisecond,
    /// positive toward the end) that would rest at `proposed`, in a band `width` wide scrolling up to `maximum`:
    /// anywhere (`.continuous`), on the nearest group's leading edge (`.continuousGroupLeadingBoundary`), or
    /// one group on, with a fling, from the group in view (`.groupPaging`, `.groupPagingCentered` with the
    /// group's centre at the band's). `.paging` pages by the band's width (the scroll view's own paging).
    func restingOffset(current: CGFloat, proposed: CGFloat, velocity: CGFloat, width: CGFloat, maximum: CGFloat)
        -> CGFloat
    {
        let stride = max(groupStride, 1)
        func clamp(_ x: CGFloat) -> CGFloat { min(max(x, 0), max(maximum, 0)) }
        func nextPage(from page: CGFloat) -> CGFloat {
            if velocity > 0.2 { return page.rounded(.down) + 1 }
            if velocity < -0.2 { return page.rounded(.up) - 1 }
            return page.rounded()
        }
        switch behavior {
        case .none, .continuous, .paging:
            return proposed
        case .continuousGroupLeadingBoundary:
            return clamp((proposed / stride).rounded() * stride)
        case .groupPaging:
            return clamp(nextPage(from: current / stride) * stride)
        case .groupPagingCentered:
            let shift = leadingInset + groupWidth / 2 - width / 2
            return clamp(nextPage(from: (current - shift) / stride) * stride + shift)
        }
    }
}

/// The scroll view a sideways section's cells are placed in: as wide as the collection view, as tall as the
/// section, scrolling only sideways (a vertical drag over it scrolls the collection view).
final class OrthogonalScrollView: UIScrollView {
    let section: Int
    var band: OrthogonalBand
    weak var collectionView: UICollectionView?

    init(section: Int, band: OrthogonalBand, collectionView: UICollectionView) {
        self.section = section
        self.band = band
        self.collectionView = collectionView
        super.init(frame: band.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
    }

    required init?(coder: NSCoder) { return nil }

    override func setOffset(_ offset: CGPoint) {
        super.setOffset(offset)
        collectionView?.orthogonalSectionScrolled(self)
    }

    /// Scrolls across so that `frame` (in the collection view's content) shows at the position's horizontal part
    /// (nearest when it has none).
    func scroll(toShow frame: CGRect, at position: UICollectionView.ScrollPosition, animated: Bool) {
        var x = contentOffset.x
        if position.contains(.left) {
            x = frame.minX
        } else if position.contains(.centeredHorizontally) {
            x = frame.midX - bounds.width / 2
        } else if position.contains(.right) {
            x = frame.maxX - bounds.width
        } else if frame.minX < x {
            x = frame.minX
        } else if frame.maxX > x + bounds.width {
            x = frame.maxX - bounds.width
        }
        x = min(max(x, 0), max(contentSize.width - bounds.width, 0))
        setContentOffset(CGPoint(x: x, y: 0), animated: animated)
    }

    override func restingOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        CGPoint(
            x: band.restingOffset(
                current: contentOffset.x, proposed: proposed.x, velocity: velocity.x, width: bounds.width,
                maximum: contentSize.width - bounds.width),
            y: proposed.y)
    }
}

/// Sections of a compositional layout that scroll sideways (`orthogonalScrollingBehavior`): each has a scroll
/// view of its own in the collection view, and its cells are placed in it.
extension UICollectionView {
    /// Makes, moves and removes the sideways sections' scroll views to match the layout's bands, and tells the
    /// layout how far each is scrolled.
    func updateOrthogonalScrollers() {
        let layout = collectionViewLayout as? UICollectionViewCompositionalLayout
        let bands = layout?.orthogonalBands ?? [:]
        guard !bands.isEmpty || !orthogonalScrollers.isEmpty else { return }
        for (section, scroller) in orthogonalScrollers where bands[section] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
            layout?.orthogonalOffsets[section] = nil
        }
        for (section, band) in bands {
            let scroller: OrthogonalScrollView
            if let existing = orthogonalScrollers[section] {
                scroller = existing
                scroller.band = band
            } else {
                scroller = OrthogonalScrollView(section: section, band: band, collectionView: self)
                orthogonalScrollers[section] = scroller
                if let backgroundView, backgroundView.superview === self {
                    insertSubview(scroller, aboveSubview: backgroundView)
                } else {
                    insertSubview(scroller, at: 0)
                }
            }
            if scroller.frame != band.frame { scroller.frame = band.frame }
            let size = CGSize(width: band.contentWidth, height: band.frame.height)
            if scroller.contentSize != size { scroller.contentSize = size }
            scroller.isPagingEnabled = band.behavior == .paging
            scroller.decelerationRate = band.behavior == .continuous || band.behavior == .paging ? .normal : .fast
            layout?.orthogonalOffsets[section] = scroller.contentOffset.x
        }
    }

    /// A sideways section scrolled: the layout hears how far, and the cells it now shows are placed.
    func orthogonalSectionScrolled(_ scroller: OrthogonalScrollView) {
        guard orthogonalScrollers[scroller.section] === scroller,
            let layout = collectionViewLayout as? UICollectionViewCompositionalLayout
        else { return }
        layout.orthogonalOffsets[scroller.section] = scroller.contentOffset.x
        setNeedsLayout()
    }

    /// The view a cell of an item goes in: its section's sideways scroll view, or the collection view.
    func host(forItemAt indexPath: IndexPath) -> UIView { orthogonalScrollers[indexPath.section] ?? self }

    /// Attributes as they are applied to the element's view: mirrored when the layout is flipped, and for a
    /// cell of a sideways section, in its scroll view's content (the band's top at 0).
    func presented(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .cell,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        else { return mirroredIfFlipped(attributes) }
        let shifted = attributes.copy() as! UICollectionViewLayoutAttributes
        shifted.frame.origin.y -= scroller.frame.minY
        return shifted
    }

    /// An element's frame where it shows in the collection view's content (a sideways section's cells moved by
    /// how far their band is scrolled).
    func shownFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard attributes.representedElementCategory == .cell,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -scroller.contentOffset.x, dy: 0)
    }
}
