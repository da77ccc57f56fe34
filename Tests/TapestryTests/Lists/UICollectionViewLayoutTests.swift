import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Layout attributes as custom layouts use them: a subclass carrying more, transforms, copies.
@MainActor
@Suite struct UICollectionViewLayoutTests {
    /// Attributes with a depth a carousel gives each page.
    final class PageAttributes: UICollectionViewLayoutAttributes {
        var depth: CGFloat = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! PageAttributes
            copy.depth = depth
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? PageAttributes else { return false }
            // NSObject's isEqual is nonisolated; the attributes are read on the main thread, as in UIKit.
            return super.isEqual(other) && MainActor.assumeIsolated { other.depth == depth }
        }
    }

    /// A flow layout that shrinks and turns items by how far they are from the middle, as carousels do.
    final class CarouselLayout: UICollectionViewFlowLayout {
        override class var layoutAttributesClass: AnyClass { PageAttributes.self }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { original in
                let attributes = original.copy() as! PageAttributes
                attributes.depth = CGFloat(attributes.indexPath.item)
                attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                return attributes
            }
        }
    }

    final class PageCell: UICollectionViewCell {
        var depth: CGFloat = -1
        var applied = 0
        /// What the cell knew when the data source configured it.
        var depthWhenConfigured: CGFloat = -2
        var boundsWhenConfigured = CGRect.null
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            depth = (layoutAttributes as? PageAttributes)?.depth ?? -1
            applied += 1
        }
    }

    /// A data source that configures cells from what their layout attributes told them, as MessageKit's does.
    final class ConfiguringSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath) as! PageCell
            cell.depthWhenConfigured = cell.depth
            cell.boundsWhenConfigured = cell.bounds
            return cell
        }
    }

    /// A carousel of `itemSize` items from `source` in a window, laid out.
    func stage(_ source: UICollectionViewDataSource, itemSize: CGSize) -> (CarouselLayout, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let layout = CarouselLayout()
        layout.itemSize = itemSize
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let anyClass: AnyClass = PageCell.self
        collection.register(anyClass, forCellWithReuseIdentifier: "page")
        collection.dataSource = source
        window.rootViewController!.view.addSubview(collection)
        window.layoutIfNeeded()
        return (layout, collection)
    }

    @Test func aDequeuedCellHasItsAttributesBeforeTheDataSourceConfiguresIt() throws {
        let source = ConfiguringSource()
        let (_, collection) = stage(source, itemSize: CGSize(width: 100, height: 80))
        let cells = collection.visibleCells.compactMap { $0 as? PageCell }.sorted { $0.depth < $1.depth }
        #expect(cells.map(\.depthWhenConfigured) == [0, 1, 2], "apply(_:) ran inside dequeue, as in UIKit")
        #expect(cells.allSatisfy { $0.boundsWhenConfigured.size == CGSize(width: 100, height: 80) })
        #expect(cells.map(\.applied) == [1, 1, 1], "and not again for the same attributes")
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
        }
    }

    @Test func aLayoutsAttributesClassAndTransformsReachTheCells() throws {
        let source = Source()
        let (layout, collection) = stage(source, itemSize: CGSize(width: 100, height: 100))

        let made = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(made is PageAttributes, "the flow layout makes the class its subclass names")
        let cells = collection.visibleCells.compactMap { $0 as? PageCell }.sorted { $0.depth < $1.depth }
        #expect(cells.map(\.depth) == [0, 1, 2])
        let first = try #require(cells.first)
        #expect(first.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(first.bounds.size == CGSize(width: 100, height: 100))
        #expect(first.frame.size == CGSize(width: 50, height: 50), "turned about its centre")
        let placed = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.center == placed.center, "the centre stays where the layout put it")
    }

    @Test func copiesAreEqualUntilAValueChanges() {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 2))
        attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        attributes.transform3D = CATransform3DMakeScale(2, 2, 1)
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.isEqual(attributes) && copy !== attributes)
        #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "badge")
        #expect(copy.transform == CGAffineTransform(scaleX: 2, y: 2))
        copy.bounds = CGRect(x: 0, y: 0, width: 5, height: 6)
        #expect(!copy.isEqual(attributes))
        #expect(copy.center == attributes.center, "a new size keeps the centre")
        let decoration = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: 0))
        #expect(decoration.representedElementCategory == .decorationView)
    }

    /// Pages of 100 points across, wherever the momentum would have stopped.
    final class PagingLayout: UICollectionViewFlowLayout {
        var proposals: [CGPoint] = []
        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            proposals.append(proposedContentOffset)
            return CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
        }
    }

    @Test func aReleasedDragRestsWhereTheLayoutSays() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow()
        let layout = PagingLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 90, height: 90)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = Source()
        collection.register(PageCell.self, forCellWithReuseIdentifier: "page")
        collection.dataSource = source
        collection.contentSize = CGSize(width: 2000, height: 480)
        root.addSubview(collection)
        window.layoutIfNeeded()
        collection.contentSize = CGSize(width: 2000, height: 480)
        synthesizer.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 120, y: 200), steps: 10, duration: 0.4)
        synthesizer.advance(by: 3)
        #expect(!layout.proposals.isEmpty, "the layout was asked")
        let x = collection.contentOffset.x
        #expect(abs(x - (x / 100).rounded() * 100) < 0.01, "on a page: \(x)")
        #expect(collection.contentOffset.x > 0)
    }
}
