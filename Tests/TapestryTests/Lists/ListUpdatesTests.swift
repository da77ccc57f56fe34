import Foundation
import Testing

@testable import Tapestry

/// Batch updates as the lists apply them: where each old index path goes, UIKit's "Invalid update" check of the
/// counts, and the update items a layout is told of.
@MainActor
@Suite struct ListUpdatesTests {
    @Test func survivorsFillTheSlotsNoInsertionOrMoveTook() {
        // Old 0..4; delete 1, insert at 0, move 4 -> 2.
        let map = ListUpdates.mapping(oldCount: 5, newCount: 5, deleted: [1], inserted: [0], moved: [(4, 2)])
        #expect(map == [1, nil, 3, 4, 2])
        #expect(ListUpdates.mapping(oldCount: 2, newCount: 1, deleted: [], inserted: [], moved: []) == [0, nil])
    }

    @Test func indexPathsFollowDeletionsInsertionsAndMoves() {
        var updates = ListUpdates()
        updates.deletedRows = [IndexPath(row: 0, section: 0)]
        updates.insertedRows = [IndexPath(row: 2, section: 1)]
        updates.movedRows = [(IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1))]
        let map = updates.indexPathMap(oldCounts: [3, 2], newCounts: [1, 4], view: "UITableView", unit: "rows")
        #expect(map(IndexPath(row: 0, section: 0)) == nil)
        #expect(map(IndexPath(row: 1, section: 0)) == IndexPath(row: 0, section: 0))
        #expect(map(IndexPath(row: 2, section: 0)) == IndexPath(row: 0, section: 1))
        #expect(map(IndexPath(row: 0, section: 1)) == IndexPath(row: 1, section: 1))
        #expect(map(IndexPath(row: 1, section: 1)) == IndexPath(row: 3, section: 1))
    }

    /// Counts that do not add up stop with UIKit's message.
    @Test func countsThatDoNotAddUpStopWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var updates = ListUpdates()
                updates.insertedRows = [IndexPath(row: 0, section: 0)]
                _ = updates.indexPathMap(oldCounts: [1], newCounts: [1], view: "UITableView", unit: "rows")
            }
        }
    }

    /// A layout hears sections first, then items; a section's index path names no item.
    @Test func updateItemsComeSectionsFirst() {
        var updates = ListUpdates()
        updates.insertedRows = [IndexPath(item: 1, section: 0)]
        updates.deletedSections = IndexSet([2])
        let items = updates.updateItems
        #expect(items.map(\.updateAction) == [.delete, .insert])
        #expect(items[0].indexPathBeforeUpdate?.item == NSNotFound)
        #expect(items[1].indexPathAfterUpdate == IndexPath(item: 1, section: 0))
        #expect(ListUpdates().isEmpty && !updates.isEmpty)
    }
}
