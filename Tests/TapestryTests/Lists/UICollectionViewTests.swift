import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The collection view and the flow layout (SEMANTICS §12.2).
@MainActor
@Suite struct UICollectionViewTests {
    final class Source: UICollectionViewDataSource, UICollectionViewDelegate {
        var items: [[Int]]
        var asked: [IndexPath] = []
        var selected: [IndexPath] = []
        init(_ items: [[Int]]) { self.items = items }
        func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items[section].count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            asked.append(indexPath)
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        /// Runs after each selection is recorded (a test's change to the items).
        var afterSelect: ((IndexPath) -> Void)?
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
            afterSelect?(indexPath)
        }
    }

    func stage(_ source: Source, _ layout: UICollectionViewFlowLayout) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        window.rootViewController!.view.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    @Test func aFlowLayoutFillsLinesAndOnlyVisibleItemsHaveCells() {
        UIApplication.replaceShared()  // a fresh application for each test
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let source = Source([Array(0..<100_000)])
        let (_, collection) = stage(source, layout)
        // 300 points of room: three 90-point items a line (3 × 90 + 2 × 10 = 290), the 30 points left spread
        // between them as UIKit does (x 10, 115, 220).
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 115, y: 115, width: 90, height: 90))
        let lines = (100_000 + 2) / 3
        #expect(collection.contentSize.height == CGFloat(5 + lines * 90 + (lines - 1) * 20 + 5))
        // 480 points show lines 0…4 (the fifth starts at 445): 15 cells.
        #expect(collection.visibleCells.count == 15)
        #expect(collection.createdCellCount == 15)
        collection.contentOffset.y = 110 * 1000
        collection.layoutIfNeeded()
        // Line 999 ends at 5 + 999 × 110 + 90 = 109985, above the top: the first line shown is 1000.
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 3000, section: 0))
        #expect(collection.createdCellCount <= 18, "cells reused")
        #expect(
            collection.indexPathForItem(at: CGPoint(x: 120, y: 110 * 1000 + 10)) == IndexPath(item: 3001, section: 0))
    }

    @Test func aTapSelectsAndUpdatesCheckTheirCounts() async {
        UIApplication.replaceShared()  // a fresh application for each test
        let layout = UICollectionViewFlowLayout()
        let source = Source([[1, 2, 3]])
        let (window, collection) = stage(source, layout)
        // Three 50-point items on a 320-point line: the room left is spread between them (x 0, 135, 270).
        EventSynthesizer(window: window).tap(at: CGPoint(x: 160, y: 25))  // the second item
        #expect(source.selected == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        source.items[0].insert(9, at: 0)
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "the selection moved")
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let source = Source([[1, 2, 3]])
                let collection = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                    collectionViewLayout: UICollectionViewFlowLayout())
                collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                collection.dataSource = source
                collection.layoutIfNeeded()
                source.items[0].removeAll()
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
    }

    @Test func aDiffableDataSourceAppliesSnapshots() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        window.rootViewController!.view.addSubview(collection)
        var provided: [String] = []
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            view, path, item in
            provided.append(item)
            return view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(provided == ["a", "b", "c"])
        snapshot.deleteItems(["b"])
        snapshot.appendItems(["d"])
        dataSource.apply(snapshot)
        window.layoutIfNeeded()
        #expect(provided == ["a", "b", "c", "d"])
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(dataSource.indexPath(for: "d") == IndexPath(item: 2, section: 0))
    }

    @Test func nonFiniteGeometryLaysOutNothingAndDoesNotTrap() {
        UIApplication.replaceShared()  // a fresh application for each test
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 30)
        let source = Source([Array(0..<50)])
        let (window, collection) = stage(source, layout)
        for frame in [
            CGRect(x: 10, y: 10, width: CGFloat.infinity, height: 10),
            CGRect(x: CGFloat.nan, y: 0, width: -10, height: 20),
            CGRect(x: 0, y: 0, width: 100, height: CGFloat.infinity),
        ] {
            collection.frame = frame
            window.layoutIfNeeded()
        }
        collection.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        window.layoutIfNeeded()
        #expect(collection.visibleCells.count > 0, "a finite frame lays out again")
    }
}

/// The flow layout's UIKit metrics: leftover room spread within a line, footers, pinned headers, self-sizing
/// items.
@MainActor
@Suite struct UICollectionViewFlowLayoutTests {
    final class Cells: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var counts: [Int]
        var widths: [CGFloat] = []
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.subviews.forEach { $0.removeFromSuperview() }
            if widths.indices.contains(indexPath.item) {
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.widthAnchor.constraint(equalToConstant: widths[indexPath.item]),
                    box.heightAnchor.constraint(equalToConstant: 30),
                    box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8),
                    box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -8),
                    box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 5),
                    box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -5),
                ])
            }
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "supplement", for: indexPath)
        }
    }

    func stage(_ source: Cells, _ layout: UICollectionViewFlowLayout, width: CGFloat = 330)
        -> (UIWindow, UICollectionView)
    {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 400))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplement")
        }
        collection.dataSource = source
        collection.delegate = source
        window.rootViewController!.view.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    @Test func aLinesLeftoverRoomIsSpreadBetweenItsItemsAsUIKitDoes() {
        UIApplication.replaceShared()  // a fresh application for each test
        // Measured on UIKit 26: items of 100 with spacing 10 in a 330-wide view are at x 0, 115, 230.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let source = Cells([4])
        let (window, collection) = stage(source, layout)
        let x = (0..<4).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minX }
        #expect(x == [0, 115, 230, 115], "a line's lone item is centred")
        // The same across a horizontal layout's columns.
        let across = UICollectionViewFlowLayout()
        across.scrollDirection = .horizontal
        across.itemSize = CGSize(width: 40, height: 100)
        let (otherWindow, other) = stage(Cells([3]), across, width: 330)
        other.frame.size.height = 330
        other.layoutIfNeeded()
        let y = (0..<3).map { other.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minY }
        #expect(y == [0, 115, 230])
        withExtendedLifetime((window, source, otherWindow)) {}
    }

    @Test func footersFollowTheirSectionAndPinnedHeadersStickToTheTop() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 330, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let source = Cells([10, 10])
        let (window, collection) = stage(source, layout)
        // A section: 30 + 10 × 50 + 9 × 10 + 20 = 640.
        #expect(collection.contentSize.height == 1280)
        let footer = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(footer.frame == CGRect(x: 0, y: 620, width: 330, height: 20))
        collection.contentOffset.y = 200
        collection.layoutIfNeeded()
        let header = { (section: Int) in
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))!.frame
        }
        #expect(header(0).minY == 0, "not pinned by default")
        layout.sectionHeadersPinToVisibleBounds = true
        collection.layoutIfNeeded()
        #expect(header(0).minY == 200, "pinned at the top of the visible area")
        collection.contentOffset.y = 630
        collection.layoutIfNeeded()
        #expect(header(0).minY == 610, "pushed up by the end of its section")
        #expect(header(1).minY == 640)
        withExtendedLifetime((window, source)) {}
    }

    @Test func selfSizingItemsTakeTheSizeTheirCellsFit() {
        UIApplication.replaceShared()  // a fresh application for each test
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let source = Cells([3])
        source.widths = [60, 120, 200]
        let (window, collection) = stage(source, layout)
        let frames = (0..<3).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        // Each cell is its box plus 8 pt at the sides and 5 above and below: 76×40, 136×40, 216×40; the first two
        // share a line (76 + 10 + 136 ≤ 330) and the third goes on its own, centred.
        #expect(
            frames.map(\.size) == [
                CGSize(width: 76, height: 40), CGSize(width: 136, height: 40), CGSize(width: 216, height: 40),
            ])
        #expect(frames[0].minX == 0 && frames[1].maxX == 330, "the line's room spread between its two items")
        #expect(frames[2] == CGRect(x: 57, y: 50, width: 216, height: 40))
        withExtendedLifetime((window, source)) {}
    }

    @Test func theSupplementaryViewsOnScreenAreFoundByKindAndSection() {
        UIApplication.replaceShared()  // a fresh application for each test
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 330, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let source = Cells([3, 3, 30])
        let (_, collection) = stage(source, layout)
        let header = UICollectionView.elementKindSectionHeader
        // Sections 0 and 1 (30 + 3 × 50 + 2 × 10 = 200 each) fill the 400 points; section 2's header is below.
        #expect(
            collection.indexPathsForVisibleSupplementaryElements(ofKind: header) == [
                IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
            ])
        let second = collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame.minY == 200)
        #expect(collection.visibleSupplementaryViews(ofKind: header).count == 2)
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).isEmpty)
        collection.contentOffset.y = 450
        collection.layoutIfNeeded()
        #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) == nil)
    }

}
