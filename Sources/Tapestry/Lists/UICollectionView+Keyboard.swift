import Foundation

/// The keyboard on a collection view (SEMANTICS §16.3): it is one stop of Tab; the arrow keys move the focus
/// through its items as they are laid out (Left and Right to the previous and next item, Up and Down to the
/// nearest item in the line above or below), scrolling it into view, selecting it with `selectionFollowsFocus`;
/// Return and Space select the focused item.
extension UICollectionView {
    /// Returns whether a press moved or selected.
    func itemPressesBegan(_ presses: Set<UIPress>) -> Bool {
        var handled = false
        for press in presses {
            switch press.key?.keyCode {
            case .keyboardLeftArrow?: handled = moveFocus(to: step(by: -1)) || handled
            case .keyboardRightArrow?: handled = moveFocus(to: step(by: 1)) || handled
            case .keyboardUpArrow?: handled = moveFocus(to: nearestInLine(below: false)) || handled
            case .keyboardDownArrow?: handled = moveFocus(to: nearestInLine(below: true)) || handled
            case .keyboardReturnOrEnter?, .keyboardSpacebar?:
                guard let focused = focusedIndexPath, isItem(focused), selectionAllowedNow else { continue }
                userSelect(focused)
                handled = true
            default: break
            }
        }
        return handled
    }

    private func isItem(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Every item, in order.
    private var allItems: [IndexPath] {
        (0..<numberOfSections).flatMap { section in
            (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
    }

    /// The item `offset` places from the focused one in order (the first when none is focused).
    private func step(by offset: Int) -> IndexPath? {
        let items = allItems
        guard let focused = focusedIndexPath, let index = items.firstIndex(of: focused) else { return items.first }
        let next = index + offset
        return items.indices.contains(next) ? items[next] : nil
    }

    /// The item in the nearest line below (or above) the focused one, closest to it across.
    private func nearestInLine(below: Bool) -> IndexPath? {
        guard let focused = focusedIndexPath, let here = layoutAttributesForItem(at: focused)?.frame else {
            return allItems.first
        }
        let candidates = allItems.compactMap { item -> (IndexPath, CGRect)? in
            guard let frame = layoutAttributesForItem(at: item)?.frame else { return nil }
            return below
                ? (frame.minY >= here.maxY - 0.5 ? (item, frame) : nil)
                : (frame.maxY <= here.minY + 0.5 ? (item, frame) : nil)
        }
        guard let line = below ? candidates.map(\.1.minY).min() : candidates.map(\.1.maxY).max() else { return nil }
        return candidates.filter { abs((below ? $0.1.minY : $0.1.maxY) - line) < 0.5 }
            .min { abs($0.1.midX - here.midX) < abs($1.1.midX - here.midX) }?.0
    }

    private func moveFocus(to indexPath: IndexPath?) -> Bool {
        guard let indexPath else { return false }
        focusedIndexPath = indexPath
        if selectionFollowsFocus && selectionAllowedNow { userSelect(indexPath) }
        // The selection's handler may have removed the item (and reloaded): scroll only to one that is still there.
        layoutIfNeeded()
        guard layoutAttributesForItem(at: indexPath) != nil else { return true }
        scrollToItem(at: indexPath, at: [], animated: false)
        return true
    }
}
