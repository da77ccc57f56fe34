import Foundation
import Tapestry
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
