import Foundation

/// Selection as on iOS (SEMANTICS §12.1): a touch highlights its row once the scroll view hands it to the
/// content (after the content delay, or at once when the finger lifts first), the highlight goes away when
/// the touch turns into a scroll (the scroll view cancels the content's touches), and the row is selected when
/// the finger lifts on it. With the keyboard focus, the arrow keys move the selection and Return selects.
extension UITableView {
    // MARK: Touches

    /// A touch on a row (forwarded by its cell) highlights the row; returns whether the table took the touch.
    func rowTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        if swipe != nil, trackedRow == nil {
            // A touch on the table while a row is swiped open only closes it.
            closeSwipe(animated: true)
            return true
        }
        guard trackedRow == nil, let touch = touches.first, canSelectRows,
            let indexPath = indexPathForRow(at: touch.location(in: self)), let cell = visible[indexPath]
        else { return false }
        trackedRow = (touch, indexPath)
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return true }
        cell.setHighlighted(true, animated: false)
        highlightedRow = indexPath
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// A touch that slides off its row takes the highlight away.
    func rowTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedRow, touches.contains(tracked.touch) else { return false }
        if let highlighted = highlightedRow, indexPathForRow(at: tracked.touch.location(in: self)) != highlighted {
            unhighlight()
        }
        return true
    }

    /// The finger lifting on its highlighted row selects it (or, with multiple selection, toggles it); a row the
    /// delegate would not highlight is not selected either, as in UIKit.
    func rowTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedRow, touches.contains(tracked.touch) else { return false }
        trackedRow = nil
        let onRow = indexPathForRow(at: tracked.touch.location(in: self)) == tracked.indexPath
        let wasHighlighted = highlightedRow == tracked.indexPath
        unhighlight()
        guard onRow, wasHighlighted else { return true }
        userSelect(tracked.indexPath)
        if allowsFocus && !isFirstResponder { _ = becomeFirstResponder() }
        return true
    }

    /// A touch taken over by a scroll (or cancelled otherwise) leaves nothing selected or highlighted.
    func rowTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedRow, touches.contains(tracked.touch) else { return false }
        trackedRow = nil
        unhighlight()
        return true
    }

    private var canSelectRows: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }
    /// Whether several rows may be selected now (in editing mode, `allowsMultipleSelectionDuringEditing`).
    var selectsMultipleRows: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    private func unhighlight() {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        visible[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// What a user's tap (or Return) on a row does: select it, asking the delegate first, and deselect the
    /// others (single selection) or toggle it (multiple selection).
    func userSelect(_ indexPath: IndexPath) {
        if selectsMultipleRows && selected.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        // A choice that does not extend a selection is the row's primary action too, selected or not.
        defer { if !selectsMultipleRows { tableDelegate?.tableView(self, performPrimaryActionForRowAt: indexPath) } }
        let delegate = tableDelegate
        guard let target = delegate == nil ? indexPath : delegate!.tableView(self, willSelectRowAt: indexPath),
            isValid(target)
        else { return }
        if !selectsMultipleRows {
            for other in selected.sorted() where other != target { userDeselect(other) }
        }
        focusedIndexPath = target
        guard !selected.contains(target) else {
            // UIKit calls didSelect again for a tap on the selected row.
            tableDelegate?.tableView(self, didSelectRowAt: target)
            return
        }
        selected.insert(target)
        visible[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        guard let target = delegate == nil ? indexPath : delegate!.tableView(self, willDeselectRowAt: indexPath),
            selected.contains(target)
        else { return }
        selected.remove(target)
        visible[target]?.setSelected(false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: Selection in code

    /// Selects a row without telling the delegate (as in UIKit), scrolling it to `scrollPosition`; nil deselects
    /// every row.
    ///
    /// - Precondition: the row exists.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for row in selected { visible[row]?.setSelected(false, animated: animated) }
            selected.removeAll()
            return
        }
        precondition(isValid(indexPath), "UITableView.selectRow: \(rangeMessage(indexPath))")
        if !selectsMultipleRows {
            for row in selected where row != indexPath { visible[row]?.setSelected(false, animated: animated) }
            selected.removeAll()
        }
        selected.insert(indexPath)
        focusedIndexPath = indexPath
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none || !bounds.contains(rectForRow(at: indexPath)) {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row without telling the delegate; `animated` fades its selected background.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Keyboard

    /// Up and Down move the focus (and, with `selectionFollowsFocus`, the selection) to the previous or next
    /// row, scrolling it into view; Return and Space select the focused row. Returns whether a press was used.
    func rowPressesBegan(_ presses: Set<UIPress>) -> Bool {
        var handled = false
        for press in presses {
            switch press.key?.keyCode {
            case .keyboardUpArrow?:
                moveFocus(by: -1)
                handled = true
            case .keyboardDownArrow?:
                moveFocus(by: 1)
                handled = true
            case .keyboardReturnOrEnter?, .keyboardSpacebar?:
                if let focused = focusedIndexPath, isValid(focused) { userSelect(focused) }
                handled = true
            default: break
            }
        }
        return handled
    }

    private func moveFocus(by step: Int) {
        reloadIfNeeded()
        let rows = sections.enumerated().flatMap { index, s in (0..<min(s.rows.count, 1)).map { _ in index } }
        guard !rows.isEmpty else { return }
        var next: IndexPath
        if let focused = focusedIndexPath, isValid(focused) {
            next = focused
            next.row += step
            // Across sections, skipping empty ones.
            var section = next.section
            while next.row < 0 || next.row >= sections[section].rows.count {
                section += step
                guard sections.indices.contains(section) else { return }
                next = IndexPath(row: step > 0 ? 0 : sections[section].rows.count - 1, section: section)
                if sections[section].rows.count == 0 { next.row = step > 0 ? 0 : -1 }
            }
        } else {
            guard let first = sections.firstIndex(where: { $0.rows.count > 0 }) else { return }
            next = IndexPath(row: 0, section: first)
        }
        focusedIndexPath = next
        if selectionFollowsFocus {
            userSelect(next)
        }
        // The selection's handler may have changed the rows (removed some and reloaded): the table scrolls only to
        // a row that is still there (a chaos soak found the scroll trapping on the row past the end).
        reloadIfNeeded()
        guard isValid(next) else { return }
        scrollToRow(at: next, at: .none, animated: false)
    }
}
