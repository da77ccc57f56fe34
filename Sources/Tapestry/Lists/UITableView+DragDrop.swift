import Foundation

/// Where a drop in a table view puts its items.
public enum UITableViewDropIntent: Int, Sendable {
    /// Not said: the table shows no gap and highlights no row.
    case unspecified = 0
    /// The items go in as new rows at the destination index path.
    case insertAtDestinationIndexPath = 1
    /// The items go into the row at the destination index path.
    case insertIntoDestinationIndexPath = 2
    /// Into the row or at it, by where over the row the pointer is.
    case automatic = 3
}

/// A drop proposal for a table view: the operation and where the items go.
@preconcurrency @MainActor
public final class UITableViewDropProposal: UIDropProposal {
    /// Where the items go.
    public let intent: UITableViewDropIntent

    /// A proposal with an intent.
    public init(operation: UIDropOperation, intent: UITableViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal without an intent (`.unspecified`).
    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}

/// One item dropped on a table view.
@preconcurrency @MainActor
public protocol UITableViewDropItem {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The row it was dragged from when it comes from this table view, else nil.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview (zero here: the lifted preview is the row's).
    var previewSize: CGSize { get }
}

/// What a table's drop delegate gets to perform a drop: the items, where they go and how.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [any UITableViewDropItem] { get }
    /// The row the drop is at (nil over no row: after the last).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal the delegate made for this place.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates an item into the row at `indexPath` (which the delegate has inserted or moved it to).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
}

/// Gives the items of a drag that starts on a table view's row.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items a drag of the row at `indexPath` carries (empty: the row does not drag).
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    /// The drag lifted.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended, dropped or cancelled.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
}

extension UITableViewDragDelegate {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
}

/// Takes drops on a table view; only `performDropWith` is required.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// Incorporates the dropped items: update the data, insert or move the rows, load the items.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table takes this drag at all; true by default.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// The drag moved over the table: what a drop at `destinationIndexPath` would do. By default a copy, or a
    /// move for a drag from this table, inserted at the destination.
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
    /// The drag left the table.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
    /// Every drag.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// A copy, or a move for a drag from this table, inserted at the destination.
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        let local = tableView.dragDrop.isDraggingFromHere(session)
        return UITableViewDropProposal(operation: local ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}

extension UITableView {
    /// Gives the items of drags that start on rows (SEMANTICS §13.6); setting one lets rows be dragged.
    public var dragDelegate: UITableViewDragDelegate? {
        get { dragDrop.dragDelegate as? UITableViewDragDelegate }
        set {
            dragDrop.dragDelegate = newValue
            dragDrop.install(on: self)
        }
    }

    /// Takes drops on the table; setting one lets it take them.
    public var dropDelegate: UITableViewDropDelegate? {
        get { dragDrop.dropDelegate as? UITableViewDropDelegate }
        set {
            dragDrop.dropDelegate = newValue
            dragDrop.install(on: self)
        }
    }

    /// Whether a drag from this table is in progress.
    public var hasActiveDrag: Bool { dragDrop.activeDrag != nil }

    /// Whether a drag is over the table.
    public var hasActiveDrop: Bool { dragDrop.isDropping }

    /// Where a drop at `point` (content coordinates) inserts: before the row under the point when it is in that
    /// row's upper half, after it in the lower; after the last row below the rows.
    func dropDestination(at point: CGPoint) -> IndexPath? {
        if let row = indexPathForRow(at: point) {
            let rect = rectForRow(at: row)
            return point.y < rect.midY ? row : IndexPath(row: row.row + 1, section: row.section)
        }
        let sections = numberOfSections
        guard sections > 0 else { return nil }
        return IndexPath(row: numberOfRows(inSection: sections - 1), section: sections - 1)
    }
}

extension UITableView: DragDropList {
    func dragItems(for session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        (dragDrop.dragDelegate as? UITableViewDragDelegate)?.tableView(self, itemsForBeginning: session, at: indexPath)
            ?? []
    }
    func dragSessionWillBegin(_ session: any UIDragSession) {
        dragDelegate?.tableView(self, dragSessionWillBegin: session)
    }
    func dragSessionDidEnd(_ session: any UIDragSession) { dragDelegate?.tableView(self, dragSessionDidEnd: session) }
    func dropCanHandle(_ session: any UIDropSession) -> Bool {
        dropDelegate?.tableView(self, canHandle: session) ?? false
    }
    func dropEntered(_ session: any UIDropSession) { dropDelegate?.tableView(self, dropSessionDidEnter: session) }
    func dropUpdated(_ session: any UIDropSession, destination: IndexPath?) -> UIDropProposal {
        dropDelegate?.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            ?? UIDropProposal(operation: .cancel)
    }
    func dropExited(_ session: any UIDropSession) { dropDelegate?.tableView(self, dropSessionDidExit: session) }
    func dropEnded(_ session: any UIDropSession) { dropDelegate?.tableView(self, dropSessionDidEnd: session) }
    func performDrop(
        _ session: any UIDropSession, source: IndexPath?, destination: IndexPath?, proposal: UIDropProposal
    ) {
        let items = session.items.map { ListDropItem(dragItem: $0, sourceIndexPath: source, previewSize: .zero) }
        let proposal = proposal as? UITableViewDropProposal ?? UITableViewDropProposal(operation: proposal.operation)
        dropDelegate?.tableView(
            self,
            performDropWith: TableDropCoordinator(
                items: items, destinationIndexPath: destination, proposal: proposal, session: session))
    }
    func indexPathForDragging(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    @discardableResult
    func setDragState(_ state: UICellConfigurationDragState, at indexPath: IndexPath) -> UIView? {
        guard let cell = cellForRow(at: indexPath) else { return nil }
        cell.dragState = UITableViewCell.DragState(rawValue: state.rawValue) ?? .none
        return cell
    }
    func endDragState(of cell: UIView) { (cell as? UITableViewCell)?.dragState = .none }
}

@MainActor
final class TableDropCoordinator: UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession

    init(
        items: [any UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
        session: any UIDropSession
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        DropAnimations()
    }
}

extension UITableViewDropProposal {
    /// Where a drop puts its rows (UIKit's Swift name for `UITableViewDropIntent`).
    public typealias Intent = UITableViewDropIntent
}
