import Foundation

/// The animations of a drop into a list, added by the drop delegate (`UITableViewDropCoordinator`'s
/// `drop(_:toRowAt:)`); a protocol, as in UIKit.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Animations to run with the drop's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// A block to run once the drop's animation is over.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

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
        get { dragDrop.dragDelegate }
        set {
            dragDrop.dragDelegate = newValue
            dragDrop.install(on: self)
        }
    }

    /// Takes drops on the table; setting one lets it take them.
    public var dropDelegate: UITableViewDropDelegate? {
        get { dragDrop.dropDelegate }
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

/// A table view's drag and drop: the interactions its delegates bring and the drag it lifted.
@MainActor
struct TableDragDrop {
    weak var dragDelegate: UITableViewDragDelegate?
    weak var dropDelegate: UITableViewDropDelegate?
    var adapter: TableDragDropAdapter?
    /// The drag lifted from a row: its session and the row.
    var activeDrag: (session: any UIDragSession, indexPath: IndexPath)?
    var isDropping = false

    func isDraggingFromHere(_ session: any UIDropSession) -> Bool {
        guard let local = session.localDragSession, let activeDrag else { return false }
        return local === activeDrag.session
    }

    /// Adds the drag and drop interactions the delegates need, once.
    mutating func install(on table: UITableView) {
        if adapter == nil { adapter = TableDragDropAdapter(table: table) }
        guard let adapter else { return }
        if dragDelegate != nil, adapter.drag.view == nil { table.addInteraction(adapter.drag) }
        if dropDelegate != nil, adapter.drop.view == nil { table.addInteraction(adapter.drop) }
    }
}

/// Turns the plain drag and drop interactions' calls into the table's delegate calls, with index paths.
@MainActor
final class TableDragDropAdapter: UIDragInteractionDelegate, UIDropInteractionDelegate {
    weak var table: UITableView?
    private(set) lazy var drag = UIDragInteraction(delegate: self)
    private(set) lazy var drop = UIDropInteraction(delegate: self)
    private var proposal = UITableViewDropProposal(operation: .cancel)
    private var destination: IndexPath?

    init(table: UITableView) { self.table = table }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    {
        guard let table, table.dragInteractionEnabled, let delegate = table.dragDrop.dragDelegate,
            let indexPath = table.indexPathForRow(at: session.location(in: table))
        else { return [] }
        let items = delegate.tableView(table, itemsForBeginning: session, at: indexPath)
        if !items.isEmpty { table.dragDrop.activeDrag = (session, indexPath) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        guard let table else { return }
        table.dragDrop.dragDelegate?.tableView(table, dragSessionWillBegin: session)
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        guard let table else { return }
        table.dragDrop.activeDrag = nil
        table.dragDrop.dragDelegate?.tableView(table, dragSessionDidEnd: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        guard let table, let delegate = table.dragDrop.dropDelegate else { return false }
        return delegate.tableView(table, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        guard let table else { return }
        table.dragDrop.isDropping = true
        table.dragDrop.dropDelegate?.tableView(table, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        guard let table, let delegate = table.dragDrop.dropDelegate else { return UIDropProposal(operation: .cancel) }
        destination = table.dropDestination(at: session.location(in: table))
        proposal = delegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        guard let table else { return }
        table.dragDrop.isDropping = false
        table.dragDrop.dropDelegate?.tableView(table, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let table, let delegate = table.dragDrop.dropDelegate else { return }
        let source = table.dragDrop.isDraggingFromHere(session) ? table.dragDrop.activeDrag?.indexPath : nil
        let items = session.items.map { TableDropItem(dragItem: $0, sourceIndexPath: source, previewSize: .zero) }
        let coordinator = TableDropCoordinator(
            items: items, destinationIndexPath: destination, proposal: proposal, session: session)
        delegate.tableView(table, performDropWith: coordinator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        guard let table else { return }
        table.dragDrop.isDropping = false
        table.dragDrop.dropDelegate?.tableView(table, dropSessionDidEnd: session)
    }
}

@MainActor
struct TableDropItem: UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize
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

/// A drop's animations: the preview already lands on its own, so what is added runs at once, then the
/// completions, at the end position.
@MainActor
final class DropAnimations: UIDragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}
