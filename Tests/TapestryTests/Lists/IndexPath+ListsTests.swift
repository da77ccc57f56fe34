import Foundation
import Tapestry
import Testing

/// Index paths as lists use them: section first, then the row (tables) or item (collections), the same index.
@Suite struct IndexPathListsTests {
    @Test func rowsAndItemsAreTheSecondIndex() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path == IndexPath(indexes: [1, 3]))
        #expect(path.item == 3 && path == IndexPath(item: 3, section: 1))
        path.row = 7
        path.section = 2
        #expect(path.item == 7 && Array(path) == [2, 7])
        #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 9, section: 0), "sections order first")
    }
}
