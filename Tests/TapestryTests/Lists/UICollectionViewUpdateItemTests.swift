import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A batch update's changes as a collection view's layout is told of them.
@MainActor
@Suite struct UICollectionViewUpdateItemTests {
    /// A flow layout that notes the batch updates it is told of.
    final class NotingLayout: UICollectionViewFlowLayout {
        var told: [String] = []
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            told += updateItems.map { item in
                let before = item.indexPathBeforeUpdate.map { "\($0.section).\($0.item)" } ?? "-"
                let after = item.indexPathAfterUpdate.map { "\($0.section).\($0.item)" } ?? "-"
                return "\(item.updateAction) \(before) \(after)"
            }
        }
        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            told.append("finalize")
        }
    }

    final class CountedSource: NSObject, UICollectionViewDataSource {
        var count = 3
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func aBatchUpdateTellsTheLayoutEachChangeThenFinalizes() {
        let layout = NotingLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let source = CountedSource()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.layoutIfNeeded()
        source.count = 3
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.insertItems(at: [IndexPath(item: 2, section: 0)])
            collection.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
        }
        #expect(layout.told == ["delete 0.0 -", "insert - 0.2", "move 0.1 0.0", "finalize"])
        #expect(UICollectionViewUpdateItem.Action.none.rawValue == 4)
        withExtendedLifetime(source) {}
    }
}

/// Batch updates animate with the layout's initial and final attributes, and size changes are announced.
@MainActor
@Suite struct UICollectionViewUpdateAnimationTests {
    /// A flow layout whose items come in from 300 pt to the right and leave half faded, 200 pt down.
    final class SlidingLayout: UICollectionViewFlowLayout {
        var told: [String] = []
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard
                let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy()
                    as? UICollectionViewLayoutAttributes
            else { return nil }
            attributes.center.x += 300
            return attributes
        }
        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
            attributes.frame = CGRect(x: 0, y: 200, width: 100, height: 100)
            attributes.alpha = 0.5
            return attributes
        }
        override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            super.prepare(forAnimatedBoundsChange: oldBounds)
            told.append("prepare \(Int(oldBounds.width))")
        }
        override func finalizeAnimatedBoundsChange() {
            super.finalizeAnimatedBoundsChange()
            told.append("finalize")
        }
    }

    private func makeCollection() -> (
        UICollectionView, SlidingLayout, UICollectionViewUpdateItemTests.CountedSource, EventSynthesizer
    ) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let layout = SlidingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = UICollectionViewUpdateItemTests.CountedSource()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        root.addSubview(collection)
        window.layoutIfNeeded()
        return (collection, layout, source, synthesizer)
    }

    @Test func insertedItemsStartFromTheInitialAttributesAndMovedOnesMove() throws {
        let (collection, _, source, synthesizer) = makeCollection()
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let firstX = first.center.x
        source.count = 4
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        let inserted = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(inserted !== first && collection.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        #expect(inserted.center.x == firstX, "the model is where the update puts it")
        synthesizer.advance(by: 0.05)
        let insertedNow = try #require(inserted.layer.presentation()).position.x
        let movedNow = try #require(first.layer.presentation()).position.x
        #expect(insertedNow > inserted.center.x + 100, "coming in from the right: \(insertedNow)")
        #expect(movedNow > firstX && movedNow < first.center.x, "on its way: \(movedNow)")
        synthesizer.advance(by: 1)
        #expect(inserted.layer.presentation().map { $0.position.x } ?? inserted.center.x == inserted.center.x)
        withExtendedLifetime(source) {}
    }

    @Test func deletedItemsGoToTheFinalAttributesThenAreReused() throws {
        let (collection, _, source, synthesizer) = makeCollection()
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        source.count = 2
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(first.alpha == 0.5 && first.frame.minY == 200, "animating to the final attributes")
        synthesizer.advance(by: 1)
        #expect(first.alpha == 1 && first.isHidden, "queued for reuse")
        #expect(collection.visibleCells.count == 2)
        withExtendedLifetime(source) {}
    }

    @Test func aSizeChangeIsAnnouncedToTheLayout() {
        let (collection, layout, source, _) = makeCollection()
        collection.frame.size.width = 200
        collection.layoutIfNeeded()
        #expect(layout.told == ["prepare 320", "finalize"])
        withExtendedLifetime(source) {}
    }
}
