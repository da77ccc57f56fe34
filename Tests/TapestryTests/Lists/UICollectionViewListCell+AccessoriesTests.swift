import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A list cell's accessories (UICollectionViewListCell+Accessories): shown by the collection view's editing
/// state, leading and trailing of a content view that narrows between them, and their handlers run on taps.
@MainActor
@Suite struct UICollectionViewListCellAccessoriesTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        var deleted: [Int] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            guard let cell = cell as? UICollectionViewListCell else { return cell }
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            cell.accessories = [
                .delete { [weak self] in self?.deleted.append(indexPath.item) }, .label(text: "\(indexPath.item * 2)"),
                .disclosureIndicator(),
            ]
            return cell
        }
    }

    private func stage() -> (UICollectionView, Rows, EventSynthesizer) {
        let rows = Rows()
        let (list, synthesizer) = makeList(.init(appearance: .plain), dataSource: rows, height: 400)
        return (list, rows, synthesizer)
    }

    @Test func editingShowsTheLeadingControlAndTheContentNarrows() throws {
        let (list, rows, synthesizer) = stage()
        let cell = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let (delete, label, chevron) = (cell.accessoryViews[0], cell.accessoryViews[1], cell.accessoryViews[2])
        #expect(delete.isHidden && !label.isHidden && !chevron.isHidden, "the delete control shows while editing")
        #expect(abs(chevron.frame.maxX - (cell.bounds.width - 12)) < 0.01, "the last trailing accessory is outermost")
        #expect(label.frame.maxX <= chevron.frame.minX - 11.99 && (label as? UILabel)?.text == "2")
        // The content view reaches the accessories; its configuration's margins keep the text off them.
        #expect(cell.contentView.frame.minX == 0 && abs(cell.contentView.frame.maxX - label.frame.minX) < 0.01)
        #expect(!cell.configurationState.isEditing)

        list.isEditing = true
        list.layoutIfNeeded()
        #expect(!delete.isHidden && delete.frame.minX == 12)
        #expect(abs(cell.contentView.frame.minX - delete.frame.maxX) < 0.01, "the content starts after the control")
        #expect(cell.configurationState.isEditing)
        let center = delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil)
        synthesizer.tap(at: center)
        #expect(rows.deleted == [1])
    }

    /// Dragging a row's reorder grip in editing mode moves it through the collection view's interactive
    /// movement; the data source hears of it when the grip is let go.
    @Test func draggingTheReorderGripMovesTheRow() throws {
        final class Movable: NSObject, UICollectionViewDataSource {
            var names = ["one", "two", "three", "four"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                names.count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                (cell as? UICollectionViewListCell)?.accessories = [.reorder()]
                cell.accessibilityLabel = names[indexPath.item]
                return cell
            }
            func collectionView(
                _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                to destinationIndexPath: IndexPath
            ) { names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item) }
        }
        let movable = Movable()
        let (list, synthesizer) = makeList(.init(appearance: .plain), dataSource: movable, height: 400)
        list.isEditing = true
        list.layoutIfNeeded()
        let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let grip = try #require(first.accessoryViews.first)
        #expect(!grip.isHidden && grip.accessibilityLabel == "Reorder")
        let rowHeight = first.frame.height
        synthesizer.drag(grip, by: CGPoint(x: 0, y: rowHeight * 2), steps: 12)
        synthesizer.advance(by: 1)
        #expect(movable.names == ["two", "three", "one", "four"])
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0)) === first)
        #expect(abs(first.frame.minY - rowHeight * 2) < 0.5 && first.frame.minX == 0, "settled in its new row")
    }
}
