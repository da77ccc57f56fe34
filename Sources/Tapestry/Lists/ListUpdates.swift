import Foundation

/// The changes of one batch update: deletions and reloads name rows and sections as they were before it,
/// insertions as they are after it, moves both.
struct ListUpdates {
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var animation: UITableView.RowAnimation = .automatic
    var isEmpty: Bool {
        deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }
}

extension ListUpdates {
    /// Where each old item goes: deleted ones to nil, moved ones where they were moved, the others, in order,
    /// to the new positions that no insertion or move took.
    static func mapping(oldCount: Int, newCount: Int, deleted: Set<Int>, inserted: Set<Int>, moved: [(Int, Int)])
        -> [Int?]
    {
        var result = [Int?](repeating: nil, count: oldCount)
        var taken = inserted
        var movedFrom = Set<Int>()
        for (from, to) in moved where from < oldCount {
            result[from] = to
            taken.insert(to)
            movedFrom.insert(from)
        }
        var next = 0
        for old in 0..<oldCount where !deleted.contains(old) && !movedFrom.contains(old) {
            while taken.contains(next) { next += 1 }
            result[old] = next < newCount ? next : nil
            next += 1
        }
        return result
    }

    /// Checks the updates against the counts before and after them (UIKit's "Invalid update" message, naming
    /// the view and its unit, otherwise) and returns where each index path before the update goes (nil: gone).
    func indexPathMap(oldCounts: [Int], newCounts: [Int], view: String, unit: String) -> (IndexPath) -> IndexPath? {
        let updates = self
        let newSectionCount = newCounts.count
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        precondition(
            newSectionCount == expectedSections,
            "\(view): Invalid update: invalid number of sections. The number of sections contained in the \(view == "UITableView" ? "table" : "collection") "
                + "view after the update (\(newSectionCount)) must be equal to the number of sections contained in the "
                + "view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or "
                + "deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        let sectionMap = Self.mapping(
            oldCount: oldCounts.count, newCount: newSectionCount, deleted: Set(deletedSections),
            inserted: Set(insertedSections), moved: movedSections)
        for indexPath in deletedRows.union(reloadedRows) {
            precondition(
                oldCounts.indices.contains(indexPath.section) && indexPath.row >= 0
                    && indexPath.row < oldCounts[indexPath.section],
                "\(view): attempt to delete or reload \(unit.dropLast()) \(indexPath.row) from section \(indexPath.section), "
                    + "which has only \(oldCounts.indices.contains(indexPath.section) ? oldCounts[indexPath.section] : 0) \(unit) "
                    + "before the update")
        }
        var rowMaps: [Int: [Int?]] = [:]
        for (oldSection, mapped) in sectionMap.enumerated() {
            guard let newSection = mapped else { continue }
            if reloadedSections.contains(oldSection) { continue }
            let realDeleted = Set(deletedRows.filter { $0.section == oldSection }.map(\.row))
                .subtracting(reloadedRows.filter { $0.section == oldSection }.map(\.row))
            let inserted = Set(insertedRows.filter { $0.section == newSection }.map(\.row))
            let movedWithin = movedRows.filter { $0.from.section == oldSection && $0.to.section == newSection }
            let movedOut = movedRows.filter { $0.from.section == oldSection && $0.to.section != newSection }
            let movedIn = movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }
            let expected = oldCounts[oldSection] + inserted.count - realDeleted.count + movedIn.count - movedOut.count
            precondition(
                newCounts[newSection] == expected,
                "\(view): Invalid update: invalid number of \(unit) in section \(newSection). The number of \(unit) "
                    + "contained in an existing section after the update (\(newCounts[newSection])) must be equal to the "
                    + "number of \(unit) contained in that section before the update (\(oldCounts[oldSection])), plus "
                    + "or minus the number of \(unit) inserted or deleted from that section (\(inserted.count) inserted, "
                    + "\(realDeleted.count) deleted) and plus or minus the number of \(unit) moved into or out of that "
                    + "section (\(movedIn.count) moved in, \(movedOut.count) moved out).")
            // A reloaded row keeps its slot (it gets a new cell); rows moved in take theirs like insertions.
            rowMaps[oldSection] = Self.mapping(
                oldCount: oldCounts[oldSection], newCount: newCounts[newSection],
                deleted: realDeleted.union(movedOut.map(\.from.row)),
                inserted: inserted.union(movedIn.map(\.to.row)),
                moved: movedWithin.map { ($0.from.row, $0.to.row) })
        }
        return { indexPath in
            if let move = updates.movedRows.first(where: { $0.from == indexPath }) { return move.to }
            guard let section = sectionMap[indexPath.section], let map = rowMaps[indexPath.section],
                indexPath.row < map.count, let row = map[indexPath.row]
            else { return nil }
            return IndexPath(row: row, section: section)
        }
    }
}

extension ListUpdates {
    /// The changes as a layout is told of them: sections first (their index paths name no item, as UIKit's do),
    /// then items, each kind in order.
    @MainActor var updateItems: [UICollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        var items: [UICollectionViewUpdateItem] = []
        items += deletedSections.map { UICollectionViewUpdateItem(before: section($0), after: nil, action: .delete) }
        items += insertedSections.map { UICollectionViewUpdateItem(before: nil, after: section($0), action: .insert) }
        items += reloadedSections.map {
            UICollectionViewUpdateItem(before: section($0), after: section($0), action: .reload)
        }
        items += movedSections.map {
            UICollectionViewUpdateItem(before: section($0), after: section($1), action: .move)
        }
        items += deletedRows.sorted().map { UICollectionViewUpdateItem(before: $0, after: nil, action: .delete) }
        items += insertedRows.sorted().map { UICollectionViewUpdateItem(before: nil, after: $0, action: .insert) }
        items += reloadedRows.sorted().map { UICollectionViewUpdateItem(before: $0, after: $0, action: .reload) }
        items += movedRows.map { UICollectionViewUpdateItem(before: $0.from, after: $0.to, action: .move) }
        return items
    }
}
