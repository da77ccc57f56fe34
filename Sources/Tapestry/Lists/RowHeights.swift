import Foundation

/// The heights of a section's rows: one height for all of them until some row differs, then a Fenwick tree of
/// the differences, so that a row's offset and the row at an offset take O(log n) for any number of rows, and
/// a table of a million rows of one height costs nothing per row.
struct RowHeights {
    /// The number of rows.
    private(set) var count: Int
    /// The height of a row with no height of its own.
    private(set) var uniform: CGFloat
    /// Fenwick tree (1-based) of each row's height minus `uniform`; nil while every row has `uniform`.
    private var tree: [Double]?
    /// Each row's difference from `uniform`, kept beside the tree once it exists.
    private var differences: [Double]?
    /// How many rows have a height of their own (measured or given).
    private(set) var known: Set<Int> = []

    init(count: Int, uniform: CGFloat) {
        self.count = max(count, 0)
        self.uniform = uniform
    }

    /// The sum of all row heights.
    var total: CGFloat { offset(of: count) }

    /// The height of `row`.
    func height(of row: Int) -> CGFloat {
        guard let differences, row >= 0, row < count else { return uniform }
        return uniform + CGFloat(differences[row])
    }

    /// Whether `row` has a height of its own (given or measured), rather than the uniform estimate.
    func isKnown(_ row: Int) -> Bool { known.contains(row) }

    /// The sum of the heights of rows before `row` (`row` may be `count`).
    func offset(of row: Int) -> CGFloat {
        let row = min(max(row, 0), count)
        var sum = Double(uniform) * Double(row)
        if let tree {
            var index = row
            while index > 0 {
                sum += tree[index]
                index -= index & -index
            }
        }
        return CGFloat(sum)
    }

    /// The row that covers `offset` (clamped to the rows), or nil when there are no rows.
    func row(at offset: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        if offset <= 0 { return 0 }
        guard let tree else {
            guard uniform > 0 else { return count - 1 }
            return min(Int(offset / uniform), count - 1)
        }
        // Descend the tree for the largest prefix whose sum stays at or below `offset`.
        var position = 0
        var remaining = Double(offset)
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count {
                let span = tree[next] + Double(uniform) * Double(step)
                if span <= remaining {
                    position = next
                    remaining -= span
                }
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    /// Makes `row`'s height an estimate again (its last one), to be measured anew.
    mutating func forget(_ row: Int) { known.remove(row) }

    /// Gives `row` a height of its own.
    mutating func setHeight(_ height: CGFloat, of row: Int) {
        guard row >= 0, row < count else { return }
        known.insert(row)
        let delta = Double(height - uniform) - (differences?[row] ?? 0)
        guard delta != 0 else { return }
        if tree == nil {
            tree = Array(repeating: 0, count: count + 1)
            differences = Array(repeating: 0, count: count)
        }
        differences![row] += delta
        var index = row + 1
        while index <= count {
            tree![index] += delta
            index += index & -index
        }
    }

    /// Sets every row's height at once from `heights` (a data source's `heightForRowAt`), building the tree in
    /// O(n); a nil height leaves its row at the uniform estimate, not known.
    mutating func setHeights(_ given: [CGFloat?]) {
        precondition(given.count == count, "RowHeights.setHeights: \(given.count) heights for \(count) rows")
        known = Set(given.indices.filter { given[$0] != nil })
        let heights = given.map { $0 ?? uniform }
        guard heights.contains(where: { $0 != uniform }) else {
            tree = nil
            differences = nil
            return
        }
        let diffs = heights.map { Double($0 - uniform) }
        var built = [0] + diffs
        for index in stride(from: 1, through: count, by: 1) {
            let parent = index + (index & -index)
            if parent <= count { built[parent] += built[index] }
        }
        tree = built
        differences = diffs
    }
}
