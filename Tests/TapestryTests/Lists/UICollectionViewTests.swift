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

    @Test func whileEditingATapSelectsOnlyWhenSelectionDuringEditingIsAllowed() {
        UIApplication.replaceShared()
        let source = Source([[1, 2, 3]])
        let (window, collection) = stage(source, UICollectionViewFlowLayout())
        let synthesizer = EventSynthesizer(window: window)
        collection.isEditing = true
        synthesizer.tap(at: CGPoint(x: 25, y: 25))
        #expect(source.selected.isEmpty && collection.indexPathsForSelectedItems == nil, "not by default")
        collection.allowsSelectionDuringEditing = true
        synthesizer.tap(at: CGPoint(x: 25, y: 25))
        synthesizer.tap(at: CGPoint(x: 160, y: 25))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "one at a time")
        collection.allowsMultipleSelectionDuringEditing = true
        synthesizer.tap(at: CGPoint(x: 25, y: 25))
        #expect(collection.indexPathsForSelectedItems?.count == 2, "several while editing")
        collection.isEditing = false
        synthesizer.tap(at: CGPoint(x: 295, y: 25))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "one again out of editing")
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
