import Foundation

/// An element shown in a compositional layout's section, as the section's `visibleItemsInvalidationHandler`
/// sees it (iOS 13): its frame in the collection view's content (a sideways section's as if unscrolled), and
/// the transform, alpha, stacking and visibility the handler may change before it is shown.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    /// Its opacity.
    var alpha: CGFloat { get set }
    /// Its stacking among the section's elements.
    var zIndex: Int { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
    /// Its centre.
    var center: CGPoint { get set }
    /// Its transform.
    var transform: CGAffineTransform { get set }
    /// Its transform in three dimensions.
    var transform3D: CATransform3D { get set }
    /// Its kind, or "" for a cell.
    var name: String { get }
    /// Where it is in the data.
    var indexPath: IndexPath { get }
    /// Its frame.
    var frame: CGRect { get }
    /// Its bounds.
    var bounds: CGRect { get }
    /// Whether it is a cell, a supplementary view or a decoration.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// Its supplementary or decoration kind.
    var representedElementKind: String? { get }
}

/// Told, before each layout pass, a section's visible elements and how far the section is scrolled (a
/// sideways section's own offset across, the collection view's down), to change how they look.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

extension UICollectionView {
    /// The kind of a collection view's element (UIKit's name for the layout attributes' category).
    public typealias ElementCategory = UICollectionViewLayoutAttributes.Category
}

/// A visible element handed to a handler: a copy of its layout attributes, which the view is then given.
final class CollectionLayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes.copy() as! UICollectionViewLayoutAttributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}

extension UICollectionView {
    /// The elements as shown: those of sections with a `visibleItemsInvalidationHandler` handed to it first
    /// (as copies, so the layout's own attributes stay as they are).
    func adjustedByVisibleItemsHandlers(_ elements: [UICollectionViewLayoutAttributes])
        -> [UICollectionViewLayoutAttributes]
    {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            layout.preparedSections.values.contains(where: { $0.visibleItemsInvalidationHandler != nil })
        else { return elements }
        var bySection: [Int: [Int]] = [:]
        for (index, element) in elements.enumerated()
        where layout.preparedSections[element.indexPath.section]?.visibleItemsInvalidationHandler != nil {
            bySection[element.indexPath.section, default: []].append(index)
        }
        var result = elements
        let environment = LayoutContainer(contentSize: bounds.size, traitCollection: traitCollection)
        for (section, indexes) in bySection.sorted(by: { $0.key < $1.key }) {
            guard let handler = layout.preparedSections[section]?.visibleItemsInvalidationHandler else { continue }
            let items = indexes.map { CollectionLayoutVisibleItem(elements[$0]) }
            let offset = CGPoint(
                x: orthogonalScrollers[section]?.contentOffset.x ?? contentOffset.x, y: contentOffset.y)
            handler(items, offset, environment)
            for (index, item) in zip(indexes, items) { result[index] = item.attributes }
        }
        return result
    }
}
