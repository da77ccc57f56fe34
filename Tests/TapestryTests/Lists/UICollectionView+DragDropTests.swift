import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A collection view's drag and drop delegates (UIKit's `UICollectionViewDragDelegate` and
/// `UICollectionViewDropDelegate`): an item dragged carries what its delegate gives for it, a drop is told its
/// destination index path along the row with the proposal made there; a drag from here moves, from elsewhere
/// copies.
@MainActor
@Suite struct UICollectionViewDragDropTests {
    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate,
        UICollectionViewDropDelegate
    {
        var items = ["a", "b", "c", "d"]
        var log: [String] = []

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }

        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            log.append("lift \(indexPath.item)")
            return [UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.item] as NSString))]
        }
        func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
            log.append("did end")
        }

        func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
        ) {
            guard let destination = coordinator.destinationIndexPath else { return }
            let intent = coordinator.proposal.intent == .insertAtDestinationIndexPath ? "insert" : "other"
            for item in coordinator.items {
                if let source = item.sourceIndexPath {
                    log.append(
                        "move \(source.item) to \(destination.item) (\(coordinator.proposal.operation), \(intent))")
                    let moved = items.remove(at: source.item)
                    let target = destination.item > source.item ? destination.item - 1 : destination.item
                    items.insert(moved, at: target)
                    collectionView.moveItem(at: source, to: IndexPath(item: target, section: 0))
                    coordinator.drop(item.dragItem, toItemAt: IndexPath(item: target, section: 0))
                } else {
                    log.append("copy to \(destination.item) (\(coordinator.proposal.operation))")
                }
            }
        }
    }

    final class Source: UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
            -> [UIDragItem]
        { [UIDragItem(itemProvider: NSItemProvider(object: "new" as NSString))] }
    }

    private func stage(cells: UICollectionViewCell.Type = UICollectionViewCell.self) -> (
        UICollectionView, Items, UIView, EventSynthesizer
    ) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(cells, forCellWithReuseIdentifier: "cell")
        let items = Items()
        collection.dataSource = items
        collection.dragDelegate = items
        collection.dropDelegate = items
        root.addSubview(collection)
        let outside = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 60))
        root.addSubview(outside)
        window.layoutIfNeeded()
        return (collection, items, outside, synthesizer)
    }

    @Test func anItemDraggedAlongTheRowMovesWhereItIsDropped() {
        let (collection, items, _, synthesizer) = stage()
        #expect(collection.dragInteractionEnabled)
        // From item 0 to the right half of item 2 (x 160–240): after it.
        dragAndDrop(synthesizer, from: CGPoint(x: 40, y: 40), to: CGPoint(x: 220, y: 40))
        #expect(items.log == ["lift 0", "move 0 to 3 (move, insert)", "did end"])
        #expect(items.items == ["b", "c", "a", "d"])
        #expect(!collection.hasActiveDrag && !collection.hasActiveDrop)
    }

    @Test func aDropFromElsewhereIsACopyBeforeTheItemUnderItsLeftHalf() {
        let (_, items, outside, synthesizer) = stage()
        let source = Source()
        outside.addInteraction(UIDragInteraction(delegate: source))
        dragAndDrop(synthesizer, from: CGPoint(x: 50, y: 330), to: CGPoint(x: 90, y: 40))
        #expect(items.log == ["copy to 1 (copy)"])
        withExtendedLifetime(source) {}
    }

    /// The cell a drag lifts is told where it is in it: lifting, dragging, then none once the drag ended; its
    /// configuration state says the same.
    @Test func theDraggedCellHearsItsDragStates() {
        final class Cell: UICollectionViewCell {
            var states: [DragState] = []
            var configured: [UICellConfigurationDragState] = []
            override func dragStateDidChange(_ dragState: DragState) {
                super.dragStateDidChange(dragState)
                states.append(dragState)
                configured.append(configurationState.cellDragState)
            }
        }
        let (collection, items, _, synthesizer) = stage(cells: Cell.self)
        let lifted = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? Cell
        #expect(lifted != nil)
        let others = (1..<4).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? Cell }
        #expect(others.count == 3)
        dragAndDrop(synthesizer, from: CGPoint(x: 40, y: 40), to: CGPoint(x: 300, y: 40))
        #expect(items.log.first == "lift 0")
        #expect(lifted?.states == [.lifting, .dragging, .none])
        #expect(lifted?.configured == [.lifting, .dragging, .none])
        #expect(others.allSatisfy { $0.states.isEmpty })
    }
}
