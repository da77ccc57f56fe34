import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A section's visible-items handler (NSCollectionLayoutVisibleItem): told the section's shown elements and
/// offset before each pass and as a sideways section scrolls; what it changes is what the cells show, while
/// the layout's own attributes stay as they were.
@MainActor
@Suite struct NSCollectionLayoutVisibleItemTests {
    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
    }

    @Test func aCarouselsHandlerScalesItsItemsByTheirDistanceFromTheCentre() throws {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow(width: 320, height: 480)
        var calls: [(count: Int, offset: CGPoint, width: CGFloat)] = []
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(150))
            let section = NSCollectionLayoutSection(
                group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 10
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.append((items.count, offset, environment.container.contentSize.width))
                let middle = offset.x + environment.container.contentSize.width / 2
                for item in items {
                    let distance = abs(item.frame.midX - middle)
                    let scale = max(1 - distance / 1000, 0.8)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    item.alpha = item.indexPath.item == 0 ? 0.5 : 1
                }
            }
            return section
        }
        let view = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        view.dataSource = source
        root.addSubview(view)
        window.layoutIfNeeded()
        let first = try #require(calls.last)
        #expect(first.count == 2 && first.offset == .zero && first.width == 320, "items 0 and 1 show at first")
        let cell0 = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(cell0.transform.a - (1 - 60.0 / 1000)) < 0.0001 && cell0.alpha == 0.5)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)

        // Scrolled so that item 1's centre is at the band's: item 1 is full size, its neighbours smaller.
        let band = try #require(view.subviews.compactMap { $0 as? OrthogonalScrollView }.first)
        band.setContentOffset(CGPoint(x: 210 + 100 - 160, y: 0), animated: false)
        view.layoutIfNeeded()
        #expect(calls.last?.offset == CGPoint(x: 150, y: 0))
        let cell1 = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        let cell2 = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell1.transform.a == 1 && cell2.transform.a < 1)
        #expect(cell1.center == CGPoint(x: 310, y: 75), "a transformed cell keeps its centre in the band")
        withExtendedLifetime(source) {}
    }

    @Test func aVisibleItemCopiesItsAttributes() {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: [0, 3])
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let item = CollectionLayoutVisibleItem(attributes)
        item.zIndex = 4
        item.isHidden = true
        item.center = CGPoint(x: 0, y: 0)
        #expect(item.name == "badge" && item.representedElementKind == "badge" && item.indexPath == [0, 3])
        #expect(
            item.representedElementCategory == .supplementaryView && item.bounds.size == CGSize(width: 30, height: 40))
        #expect(item.frame == CGRect(x: -15, y: -20, width: 30, height: 40))
        #expect(attributes.zIndex == 0 && !attributes.isHidden && attributes.frame.minX == 10, "the original is kept")
        item.transform3D = CATransform3DMakeScale(2, 2, 1)
        #expect(item.transform.a == 2)
    }
}
