import Foundation

/// The state of a row swiped open: its cell slid aside over the action buttons.
struct ListSwipe {
    var indexPath: IndexPath
    weak var cell: UIView?
    var buttons: UIView
    var actions: [UIContextualAction]
    var configuration: UISwipeActionsConfiguration
    /// Negative for trailing actions (the cell slides left), positive for leading ones.
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0
    var trailing: Bool
    var actionsWidth: CGFloat
}

/// A list whose rows swipe open to show actions: a table (its delegate's configurations) and a collection view
/// with a list layout (its configuration's providers). The swipe is arbitrated against the scroll pan (a mostly
/// horizontal drag over a row with actions on that side swipes, anything else scrolls); the list keeps the state
/// and lays the open row's cell out at its offset.
@MainActor
protocol SwipeActionsHost: UIView {
    /// The row swiped open, if any.
    var swipe: ListSwipe? { get set }
    /// The pan that swipes rows open.
    var swipeRecognizer: UIPanGestureRecognizer? { get }
    /// Whether a swipe may begin now (not while editing or reordering).
    var swipeMayBegin: Bool { get }
    /// The actions of the row at `indexPath` on one side, or nil when it has none there.
    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// The row at `point` (in the list's coordinates).
    func swipeIndexPath(at point: CGPoint) -> IndexPath?
    /// The row a cell shows now.
    func swipeIndexPath(of cell: UIView) -> IndexPath?
    /// The cell shown for a row.
    func swipeCell(at indexPath: IndexPath) -> UIView?
    /// A row's frame when not swiped.
    func swipeRowRect(at indexPath: IndexPath) -> CGRect
}

extension SwipeActionsHost {
    /// Whether the swipe pan may begin: a mostly horizontal drag over a row that has actions on that side.
    func swipeShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard swipeMayBegin else { return false }
        let t = pan.translation(in: self)
        guard abs(t.x) > abs(t.y) else { return false }
        if let open = swipe { return swipeIndexPath(at: pan.location(in: self)) == open.indexPath }
        guard let indexPath = swipeIndexPath(at: pan.location(in: self)) else { return false }
        return swipeActions(at: indexPath, trailing: t.x < 0) != nil
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
            if swipe == nil, let indexPath = swipeIndexPath(at: pan.location(in: self)) {
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
        guard let cell = swipeCell(at: indexPath), let configuration = swipeActions(at: indexPath, trailing: trailing)
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
        swipe = ListSwipe(
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
        let row = swipeRowRect(at: current.indexPath)
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
        if let cell = current.cell, let indexPath = swipeIndexPath(of: cell), swipeCell(at: indexPath) === cell {
            cell.frame = swipeRowRect(at: indexPath)
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
}
