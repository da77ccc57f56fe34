import Foundation

/// The state of a row swiped open: its cell slid aside over the action buttons.
struct TableSwipe {
    var indexPath: IndexPath
    weak var cell: UITableViewCell?
    var buttons: UIView
    var actions: [UIContextualAction]
    var configuration: UISwipeActionsConfiguration
    /// Negative for trailing actions (the cell slides left), positive for leading ones.
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0
    var trailing: Bool
    var actionsWidth: CGFloat
}

/// The state of a row dragged by its reorder control.
struct TableReorder {
    var source: IndexPath
    var current: IndexPath
    weak var cell: UITableViewCell?
    var grab: CGFloat
}

/// Editing (SEMANTICS §12.1): editing mode with delete controls and reorder grips, swipe actions arbitrated
/// against the scroll pan (a mostly horizontal drag over a row with actions swipes, anything else scrolls), and
/// rows moved by dragging their grip.
extension UITableView {
    // MARK: Swipe actions

    func trailingConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration.actions.isEmpty ? nil : configuration
        }
        if let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: indexPath) {
            guard !rowActions.isEmpty else { return nil }
            let configuration = UISwipeActionsConfiguration(
                actions: rowActions.map { $0.contextualAction(for: indexPath, in: self) })
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        // UIKit's default: Delete, when the data source commits deletions of this row.
        guard let dataSource, dataSourceCommitsEdits, dataSource.tableView(self, canEditRowAt: indexPath),
            (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self, let dataSource = self.dataSource else { return done(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: self.swipe?.indexPath ?? indexPath)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func configuration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        trailing
            ? trailingConfiguration(for: indexPath)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath).flatMap {
                $0.actions.isEmpty ? nil : $0
            }
    }

    /// Whether the swipe pan may begin: a mostly horizontal drag over a row that has actions on that side.
    func swipeShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard !isEditing, reorder == nil else { return false }
        let t = pan.translation(in: self)
        guard abs(t.x) > abs(t.y) else { return false }
        if let open = swipe { return indexPathForRow(at: pan.location(in: self)) == open.indexPath }
        guard let indexPath = indexPathForRow(at: pan.location(in: self)) else { return false }
        return configuration(for: indexPath, trailing: t.x < 0) != nil
    }

    /// Whether the scroll pan may begin: not for a horizontal drag that the swipe pan takes.
    func scrollPanShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard let swipePan = swipeRecognizer, swipePan.isEnabled else { return true }
        return !swipeShouldBegin(pan)
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let t = pan.translation(in: self)
            if swipe == nil, let indexPath = indexPathForRow(at: pan.location(in: self)) {
                openSwipe(at: indexPath, trailing: t.x < 0, animated: false, to: 0)
            }
            let start = (swipe?.offset ?? 0) - t.x
            swipe?.startOffset = start
            moveSwipe(to: start + t.x)
        case .changed:
            guard let current = swipe else { return }
            var offset = current.startOffset + pan.translation(in: self).x
            // Only towards the side of the actions; past them it resists.
            offset = current.trailing ? min(offset, 0) : max(offset, 0)
            let reveal = abs(offset)
            if reveal > current.actionsWidth && !current.configuration.performsFirstActionWithFullSwipe {
                offset = (current.trailing ? -1 : 1) * (current.actionsWidth + (reveal - current.actionsWidth) * 0.3)
            }
            moveSwipe(to: offset)
        case .ended:
            guard let current = swipe else { return }
            let velocity = pan.velocity(in: self).x * (current.trailing ? -1 : 1)
            let reveal = abs(current.offset)
            if current.configuration.performsFirstActionWithFullSwipe, reveal > bounds.width * 0.6 {
                perform(current.actions[0])
            } else if reveal > current.actionsWidth / 2 || velocity > 300 {
                settleSwipe(open: true)
            } else {
                settleSwipe(open: false)
            }
        default:
            settleSwipe(open: false)
        }
    }

    /// Opens a row's actions (the delete control in editing mode does this with `animated`).
    func openSwipe(at indexPath: IndexPath, trailing: Bool, animated: Bool, to offset: CGFloat? = nil) {
        guard let cell = visible[indexPath], let configuration = configuration(for: indexPath, trailing: trailing)
        else { return }
        closeSwipe(animated: false)
        let buttons = UIView()
        buttons.clipsToBounds = true
        var width: CGFloat = 0
        let actions = configuration.actions
        for action in actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setImage(action.image, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.titleLabel?.font = .systemFont(ofSize: 15)
            button.accessibilityLabel = action.title
            button.addAction(UIAction { [weak self] _ in self?.perform(action) }, for: .touchUpInside)
            let buttonWidth = max(74, (button.sizeThatFits(.zero).width + 30).rounded(.up))
            button.frame.size.width = buttonWidth
            width += buttonWidth
            buttons.addSubview(button)
        }
        insertSubview(buttons, belowSubview: cell)
        swipe = TableSwipe(
            indexPath: indexPath, cell: cell, buttons: buttons, actions: actions, configuration: configuration,
            trailing: trailing, actionsWidth: width)
        if let offset {
            moveSwipe(to: offset)
        } else {
            moveSwipe(to: 0)
            settleSwipe(open: true, animated: animated)
        }
    }

    /// Slides the open row's cell to `offset` and lays the buttons out in the space it reveals.
    private func moveSwipe(to offset: CGFloat) {
        guard var current = swipe, let cell = current.cell else { return }
        current.offset = offset
        swipe = current
        let row = rectForRow(at: current.indexPath)
        cell.frame = row.offsetBy(dx: offset, dy: 0)
        let reveal = abs(offset)
        current.buttons.frame =
            current.trailing
            ? CGRect(x: row.maxX - reveal, y: row.minY, width: reveal, height: row.height)
            : CGRect(x: row.minX, y: row.minY, width: reveal, height: row.height)
        // The buttons share the revealed width in proportion to their natural widths, the first nearest the edge.
        let scale = current.actionsWidth > 0 ? reveal / current.actionsWidth : 0
        var x: CGFloat = current.trailing ? reveal : 0
        for button in current.buttons.subviews {
            let share = max(74, (button.sizeThatFits(.zero).width + 30).rounded(.up)) * scale
            if current.trailing {
                x -= share
                button.frame = CGRect(x: x, y: 0, width: share, height: row.height)
            } else {
                button.frame = CGRect(x: x, y: 0, width: share, height: row.height)
                x += share
            }
        }
    }

    private func settleSwipe(open: Bool, animated: Bool = true) {
        guard let current = swipe else { return }
        let target: CGFloat = open ? (current.trailing ? -current.actionsWidth : current.actionsWidth) : 0
        let finish = { [weak self] in
            guard let self else { return }
            if !open, self.swipe?.buttons === current.buttons { self.closeSwipe(animated: false) }
        }
        guard animated, window != nil else {
            moveSwipe(to: target)
            finish()
            return
        }
        UIView.animate(
            withDuration: 0.25, animations: { self.moveSwipe(to: target) }, completion: { _ in finish() })
    }

    /// Closes an open row: its cell slides back and the buttons go.
    func closeSwipe(animated: Bool) {
        guard let current = swipe else { return }
        if animated {
            settleSwipe(open: false)
            return
        }
        swipe = nil
        current.buttons.removeFromSuperview()
        if let cell = current.cell, let indexPath = cell.indexPath, visible[indexPath] === cell {
            cell.frame = rectForRow(at: indexPath)
        }
    }

    private func perform(_ action: UIContextualAction) {
        guard let current = swipe else { return }
        let source: UIView = current.buttons
        action.handler(action, source) { [weak self] performed in
            guard let self else { return }
            if performed && action.style == .destructive {
                self.closeSwipe(animated: false)
            } else {
                self.closeSwipe(animated: true)
            }
        }
    }

    // MARK: Reordering

    func handleReorder(_ pan: UIPanGestureRecognizer, cell: UITableViewCell) {
        switch pan.state {
        case .began:
            guard let indexPath = indexPath(for: cell) else { return }
            reorder = TableReorder(
                source: indexPath, current: indexPath, cell: cell, grab: pan.location(in: self).y - cell.frame.midY)
            bringSubviewToFront(cell)
            cell.layer.shadowOpacity = 0.25
            cell.layer.shadowRadius = 6
        case .changed:
            guard var state = reorder else { return }
            let y = pan.location(in: self).y - state.grab
            cell.center.y = y
            let proposed = nearestRow(to: y, source: state.source)
            let target =
                tableDelegate?.tableView(
                    self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: proposed)
                ?? proposed
            if target != state.current {
                state.current = target
                reorder = state
                UIView.animate(withDuration: 0.2) { self.placeRowsAroundDraggedRow() }
            }
        case .ended:
            guard let state = reorder else { return }
            reorder = nil
            cell.layer.shadowOpacity = 0
            if state.current != state.source, let dataSource {
                dataSource.tableView(self, moveRowAt: state.source, to: state.current)
                moveRow(at: state.source, to: state.current)
            } else {
                UIView.animate(withDuration: 0.2) {
                    self.setNeedsLayout(); self.layoutIfNeeded()
                }
            }
        default:
            reorder = nil
            cell.layer.shadowOpacity = 0
            UIView.animate(withDuration: 0.2) {
                self.setNeedsLayout(); self.layoutIfNeeded()
            }
        }
    }

    /// The row slot nearest `y` for a row dragged from `source` (within the rows of every section).
    private func nearestRow(to y: CGFloat, source: IndexPath) -> IndexPath {
        if let hit = indexPathForRow(at: CGPoint(x: bounds.midX, y: y)) { return hit }
        // Above the first row or below the last one.
        let sectionsWithRows = sections.indices.filter { sections[$0].rows.count > 0 || $0 == source.section }
        guard let first = sectionsWithRows.first, let last = sectionsWithRows.last else { return source }
        if y < sections[first].rowsTop { return IndexPath(row: 0, section: first) }
        let lastCount = sections[last].rows.count - (last == source.section ? 1 : 0)
        return IndexPath(row: max(lastCount, 0), section: last)
    }

    /// Moves the other visible rows aside to show where the dragged row would land.
    private func placeRowsAroundDraggedRow() {
        guard let state = reorder, let dragged = state.cell else { return }
        let height = dragged.frame.height
        for (indexPath, cell) in visible where cell !== dragged {
            var frame = rectForRow(at: indexPath)
            if indexPath.section == state.source.section && indexPath > state.source
                && !(indexPath.section == state.current.section && indexPath > state.current)
            {
                frame.origin.y -= height
            } else if indexPath.section == state.current.section && indexPath >= state.current
                && !(indexPath.section == state.source.section && indexPath >= state.source)
            {
                frame.origin.y += height
            }
            cell.frame = frame
        }
    }
}
