import Foundation

/// A grid over a container's subview frames so that hit-testing a container with thousands of children asks
/// only those that can contain the point, front to back, instead of every one.
///
/// Only children of engine classes that answer `hitTest`/`point(inside:)` by their bounds are filed in the
/// grid; any other child (a user subclass that may widen its hit area, a transformed or non-finite view) is
/// always asked, so the result is exactly what the linear walk would give.
@MainActor
final class SubviewHitIndex {
    /// Containers with fewer children than this are walked linearly.
    nonisolated static let threshold = 128

    private let origin: CGPoint
    private let cellSize: CGFloat
    private let columns: Int
    private let rows: Int
    /// Per cell, the indices of the filed children whose frames touch it, ascending.
    private var cells: [[Int32]]
    /// Children always asked, ascending.
    private let alwaysAsked: [Int32]
    /// The union of the filed children's frames, and how many children there are.
    private let extent: CGRect
    private let count: Int

    private static let boundsOnlyClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self), ObjectIdentifier(UISwitch.self),
        ObjectIdentifier(UIStepper.self), ObjectIdentifier(UISegmentedControl.self), ObjectIdentifier(UISlider.self),
        ObjectIdentifier(UITextField.self),
    ]

    /// What the grid is for: hit-testing (frames decide for bounds-only classes) or drawing (frames decide for
    /// children that cannot draw outside them).
    enum Purpose { case hitTesting, drawing }

    /// Whether instances of `viewClass` answer hit-tests by their bounds alone.
    static func answersByBounds(_ viewClass: UIView.Type) -> Bool {
        boundsOnlyClasses.contains(ObjectIdentifier(viewClass))
    }

    init(subviews: [UIView], purpose: Purpose = .hitTesting) {
        var filed: [(Int32, CGRect)] = []
        var always: [Int32] = []
        var extent = CGRect.null
        for (index, view) in subviews.enumerated() {
            let frame = view.frame
            let fileable: Bool
            switch purpose {
            case .hitTesting:
                // A point outside such a child's frame skips its whole branch (SEMANTICS §1.2), so its frame decides.
                fileable = view.answersByBounds
            case .drawing:
                // Content is clipped to the bounds; subviews, shadows and borders are what could reach outside.
                fileable =
                    (view.storedSubviews.isEmpty || view.clipsToBounds) && !(view.storedLayer?.hasShadow ?? false)
            }
            if fileable, view.hasIdentityTransform, frame.isFiniteRect {
                filed.append((Int32(index), frame))
                extent = extent.union(frame)
            } else {
                always.append(Int32(index))
            }
        }
        alwaysAsked = always
        self.extent = extent
        count = subviews.count
        if extent.isNull || extent.width <= 0 || extent.height <= 0 {
            origin = .zero
            cellSize = 1
            columns = 1
            rows = 1
            cells = [filed.map(\.0)]
            return
        }
        // About one child per cell, at most 512 × 512 cells.
        let side = max(1, Int(Double(filed.count).squareRoot().rounded(.up)))
        let span = max(extent.width, extent.height)
        cellSize = max(1, span / CGFloat(min(side, 512)))
        origin = extent.origin
        columns = max(1, Int((extent.width / cellSize).rounded(.up)))
        rows = max(1, Int((extent.height / cellSize).rounded(.up)))
        cells = Array(repeating: [], count: columns * rows)
        for (index, frame) in filed {
            let c0 = max(0, Int((frame.minX - origin.x) / cellSize)),
                c1 = min(columns - 1, Int((frame.maxX - origin.x) / cellSize))
            let r0 = max(0, Int((frame.minY - origin.y) / cellSize)),
                r1 = min(rows - 1, Int((frame.maxY - origin.y) / cellSize))
            guard c0 <= c1, r0 <= r1 else { continue }
            for r in r0...r1 {
                for c in c0...c1 { cells[r * columns + c].append(index) }
            }
        }
    }

    /// The indices of the children that may draw into `rect` (the container's coordinates), back to front; nil
    /// when `rect` takes in every filed child (a full frame), so that all are drawn without a search.
    func candidates(in rect: CGRect) -> [Int]? {
        if extent.isNull || rect.contains(extent) { return nil }
        let c0 = max(0, Int(((rect.minX - origin.x) / cellSize).rounded(.down)))
        let c1 = min(columns - 1, Int(((rect.maxX - origin.x) / cellSize).rounded(.down)))
        let r0 = max(0, Int(((rect.minY - origin.y) / cellSize).rounded(.down)))
        let r1 = min(rows - 1, Int(((rect.maxY - origin.y) / cellSize).rounded(.down)))
        // A child touching several cells is found once: marked in a bitmap, then read out in order.
        var marked = [UInt64](repeating: 0, count: (count + 63) / 64)
        func mark(_ index: Int32) { marked[Int(index) >> 6] |= 1 << UInt64(index & 63) }
        if c0 <= c1, r0 <= r1 {
            for r in r0...r1 {
                for c in c0...c1 { for index in cells[r * columns + c] { mark(index) } }
            }
        }
        for index in alwaysAsked { mark(index) }
        var found: [Int] = []
        for (word, bits) in marked.enumerated() where bits != 0 {
            var rest = bits
            while rest != 0 {
                found.append(word * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return found
    }

    /// Calls `visit` with the indices of the children to ask for `point` (the container's coordinates),
    /// front to back, until it returns true.
    func forEachCandidate(at point: CGPoint, _ visit: (Int) -> Bool) {
        let c = Int(((point.x - origin.x) / cellSize).rounded(.down))
        let r = Int(((point.y - origin.y) / cellSize).rounded(.down))
        let cell: [Int32] = (c >= 0 && c < columns && r >= 0 && r < rows) ? cells[r * columns + c] : []
        // Merge the two ascending lists from the back (front-most first).
        var i = cell.count - 1
        var j = alwaysAsked.count - 1
        while i >= 0 || j >= 0 {
            let next: Int32
            if j < 0 || (i >= 0 && cell[i] > alwaysAsked[j]) {
                next = cell[i]
                i -= 1
            } else {
                next = alwaysAsked[j]
                j -= 1
            }
            if visit(Int(next)) { return }
        }
    }
}
