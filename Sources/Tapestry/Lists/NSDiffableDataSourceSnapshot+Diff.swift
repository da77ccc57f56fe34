import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Differences

    /// The batch updates that turn `old` into `new`: sections and items gone, new, moved (those whose order
    /// among the survivors changed, found by a longest increasing subsequence, so as few as possible move), and
    /// reloaded. O(n log n) in the number of items.
    func changes(to new: Self) -> ListUpdates {
        let old = self
        var updates = ListUpdates()
        // Sections.
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.sections.enumerated().map { ($1, $0) })
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1, $0) })
        for (index, section) in old.sections.enumerated() where newSectionIndex[section] == nil {
            updates.deletedSections.insert(index)
        }
        for (index, section) in new.sections.enumerated() where oldSectionIndex[section] == nil {
            updates.insertedSections.insert(index)
        }
        let survivingSections = new.sections.compactMap { oldSectionIndex[$0] }
        let keptSections = Self.longestIncreasingSubsequenceMask(survivingSections)
        for (position, oldIndex) in survivingSections.enumerated() where !keptSections[position] {
            updates.movedSections.append((oldIndex, newSectionIndex[old.sections[oldIndex]]!))
        }
        for section in new.reloadedSections {
            if let index = oldSectionIndex[section] { updates.reloadedSections.insert(index) }
        }
        // Items: each old item's place (no index paths made for items that do not change).
        // Index loops rather than `enumerated()`: this generic code runs unspecialized for the app's identifier
        // types, where each step of a generic iterator costs a metadata lookup.
        var oldPosition = [ItemIdentifierType: SnapshotPlace](minimumCapacity: old.numberOfItems)
        for section in 0..<old.items.count {
            let rows = old.items[section]
            var row = 0
            while row < rows.count {
                oldPosition[rows[row]] = SnapshotPlace(section: section, row: row)
                row += 1
            }
        }
        let anySectionDeleted = !updates.deletedSections.isEmpty
        let anyReloaded = !new.reloadedItems.isEmpty
        for newSection in 0..<new.items.count {
            let rows = new.items[newSection]
            let sectionIsNew = updates.insertedSections.contains(newSection)
            // Survivors from the same (possibly moved) old section, in new order, for the subsequence.
            let oldSectionOfThis = oldSectionIndex[new.sections[newSection]] ?? -1
            var sameOld: [Int] = []
            var sameNew: [Int] = []
            sameOld.reserveCapacity(rows.count)
            sameNew.reserveCapacity(rows.count)
            var row = 0
            while row < rows.count {
                defer { row += 1 }
                let item = rows[row]
                guard let from = oldPosition[item],
                    !(anySectionDeleted && updates.deletedSections.contains(from.section))
                else {
                    if !sectionIsNew { updates.insertedRows.insert(IndexPath(row: row, section: newSection)) }
                    continue
                }
                if sectionIsNew {
                    // Into a new section: out of its old one.
                    updates.deletedRows.insert(IndexPath(row: from.row, section: from.section))
                    continue
                }
                if anyReloaded, new.reloadedItems.contains(item), !updates.reloadedSections.contains(from.section) {
                    updates.reloadedRows.insert(IndexPath(row: from.row, section: from.section))
                }
                if from.section == oldSectionOfThis {
                    sameOld.append(from.row)
                    sameNew.append(row)
                } else {
                    updates.movedRows.append(
                        (IndexPath(row: from.row, section: from.section), IndexPath(row: row, section: newSection)))
                }
            }
            let kept = Self.longestIncreasingSubsequenceMask(sameOld)
            if oldSectionOfThis >= 0 {
                for index in 0..<sameOld.count where !kept[index] {
                    updates.movedRows.append(
                        (
                            IndexPath(row: sameOld[index], section: oldSectionOfThis),
                            IndexPath(row: sameNew[index], section: newSection)
                        ))
                }
            }
        }
        for section in 0..<old.items.count where !(anySectionDeleted && updates.deletedSections.contains(section)) {
            let rows = old.items[section]
            var row = 0
            while row < rows.count {
                if new.itemSection[rows[row]] == nil {
                    updates.deletedRows.insert(IndexPath(row: row, section: section))
                }
                row += 1
            }
        }
        // A reloaded row that also moves is moved with its new cell: UIKit forbids both on one row.
        let moved = Set(updates.movedRows.map(\.from))
        updates.reloadedRows.subtract(moved)
        return updates
    }

    /// Which positions of `values` make up a longest strictly increasing subsequence.
    static func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
        var mask = [Bool](repeating: false, count: values.count)
        for index in longestIncreasingSubsequenceIndices(values) { mask[index] = true }
        return mask
    }

    /// The values of a longest strictly increasing subsequence of `values` (patience sorting, O(n log n)).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        longestIncreasingSubsequenceIndices(values).map { values[$0] }
    }

    /// The positions of a longest strictly increasing subsequence of `values`, in order.
    static func longestIncreasingSubsequenceIndices(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // indexes into values
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var index = tails.last!
        while index >= 0 {
            result.append(index)
            index = previous[index]
        }
        return result.reversed()
    }
}

/// Where an item was in a snapshot.
struct SnapshotPlace {
    let section: Int
    let row: Int
}
