import Foundation
import Testing

@testable import Tapestry

/// The batch updates between two snapshots: replayed on the old one as UIKit replays batch updates (deletes
/// by old index paths, inserts by new ones, moves from old to new), they give the new snapshot; and as few
/// items as possible move.
@MainActor
@Suite struct NSDiffableDataSourceSnapshotDiffTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var s = Snapshot()
        s.appendSections(sections.map(\.0))
        for (section, items) in sections { s.appendItems(items, toSection: section) }
        return s
    }

    /// Replays `updates` on one section's rows: every row either deleted, moved to its new row, or kept in
    /// order into the rows no insertion or move took.
    private func replay(_ old: [Int], _ new: [Int], _ updates: ListUpdates) -> [Int?] {
        let deleted = Set(updates.deletedRows.filter { $0.section == 0 }.map(\.row))
        let inserted = Set(updates.insertedRows.filter { $0.section == 0 }.map(\.row))
        let moved = updates.movedRows.filter { $0.from.section == 0 }.map { ($0.from.row, $0.to.row) }
        let mapping = ListUpdates.mapping(
            oldCount: old.count, newCount: new.count, deleted: deleted, inserted: inserted, moved: moved)
        var result = [Int?](repeating: nil, count: new.count)
        for (from, to) in mapping.enumerated() { if let to { result[to] = old[from] } }
        for row in inserted { result[row] = new[row] }
        return result
    }

    @Test func replayingTheChangesGivesTheNewSnapshot() {
        var generator = SeededGenerator(seed: 42)  // the same 200 cases every run
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { $0 }
            var new = old.filter { _ in Bool.random(using: &generator) }
            new.shuffle(using: &generator)
            for extra in 100..<(100 + Int.random(in: 0...4, using: &generator)) {
                new.insert(extra, at: Int.random(in: 0...new.count, using: &generator))
            }
            let updates = snapshot([("a", old)]).changes(to: snapshot([("a", new)]))
            #expect(replay(old, new, updates) == new.map { $0 }, "\(old) -> \(new)")
        }
    }

    /// Moving one item to the front moves that one item, not every other.
    @Test func asFewItemsAsPossibleMove() {
        let updates = snapshot([("a", [1, 2, 3, 4, 5])]).changes(to: snapshot([("a", [5, 1, 2, 3, 4])]))
        #expect(updates.movedRows.count == 1)
        #expect(updates.movedRows.first?.from == IndexPath(row: 4, section: 0))
        #expect(updates.insertedRows.isEmpty && updates.deletedRows.isEmpty)
    }

    /// Sections come and go as wholes; an item moving into a new section leaves its old one as a deletion.
    @Test func sectionsAreInsertedAndDeletedAsWholes() {
        let old = snapshot([("a", [1, 2]), ("b", [3])])
        let new = snapshot([("b", [3]), ("c", [2, 4])])
        let updates = old.changes(to: new)
        #expect(updates.deletedSections == IndexSet([0]))
        #expect(updates.insertedSections == IndexSet([1]))
        #expect(updates.insertedRows.isEmpty, "rows of a new section come with it")
        #expect(!updates.isEmpty)
        #expect(old.changes(to: old).isEmpty)
    }

    /// A reloaded item is reloaded at its old index path, unless it also moves.
    @Test func reloadedItemsAreReloadedWhereTheyWere() {
        let old = snapshot([("a", [1, 2, 3])])
        var new = snapshot([("a", [1, 2, 3])])
        new.reloadItems([2])
        #expect(old.changes(to: new).reloadedRows == [IndexPath(row: 1, section: 0)])
        var moved = snapshot([("a", [2, 1, 3])])
        moved.reloadItems([2])
        let updates = old.changes(to: moved)
        #expect(updates.reloadedRows.isDisjoint(with: Set(updates.movedRows.map(\.from))))
    }

    @Test func theLongestIncreasingSubsequenceIsFound() {
        #expect(Snapshot.longestIncreasingSubsequence([3, 1, 2, 5, 4, 6]).count == 4)
        #expect(Snapshot.longestIncreasingSubsequenceMask([]).isEmpty)
        #expect(Snapshot.longestIncreasingSubsequenceMask([2, 1]).filter { $0 }.count == 1)
    }
}
