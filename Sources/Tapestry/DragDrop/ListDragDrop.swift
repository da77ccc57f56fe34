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

/// A drop's animations: the preview already lands on its own, so what is added runs at once, then the
/// completions, at the end position.
@MainActor
final class DropAnimations: UIDragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}

/// An item dropped on a table or collection view.
@MainActor
struct ListDropItem: UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize
}

/// A list (table or collection view) that takes part in drag and drop through its own delegates, with index
/// paths: the shared adapter below turns the plain interactions' calls into these.
@MainActor
protocol DragDropList: UIView {
    var dragDrop: ListDragDrop { get set }
    var dragInteractionEnabled: Bool { get }
    func dragItems(for session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    func dragSessionWillBegin(_ session: any UIDragSession)
    func dragSessionDidEnd(_ session: any UIDragSession)
    func dropCanHandle(_ session: any UIDropSession) -> Bool
    func dropEntered(_ session: any UIDropSession)
    func dropUpdated(_ session: any UIDropSession, destination: IndexPath?) -> UIDropProposal
    func dropExited(_ session: any UIDropSession)
    func dropEnded(_ session: any UIDropSession)
    func performDrop(
        _ session: any UIDropSession, source: IndexPath?, destination: IndexPath?, proposal: UIDropProposal)
    /// The item a drag pressed at `point` (content coordinates) lifts.
    func indexPathForDragging(at point: CGPoint) -> IndexPath?
    /// Where a drop at `point` (content coordinates) goes.
    func dropDestination(at point: CGPoint) -> IndexPath?
    /// Tells the cell shown at `indexPath` (if any) where it is in a drag lifted from it; returns the cell.
    @discardableResult func setDragState(_ state: UICellConfigurationDragState, at indexPath: IndexPath) -> UIView?
    /// Tells a cell a drag lifted from it is over.
    func endDragState(of cell: UIView)
}

/// A list's drag and drop: its delegates, the interactions they bring, the drag it lifted.
@MainActor
struct ListDragDrop {
    weak var dragDelegate: AnyObject?
    weak var dropDelegate: AnyObject?
    var adapter: ListDragDropAdapter?
    /// The drag lifted from an item: its session and the item.
    var activeDrag: (session: any UIDragSession, indexPath: IndexPath)?
    /// The cell the drag lifted, told when the drag ends even if it shows another item by then.
    weak var draggedCell: UIView?
    var isDropping = false

    /// Whether `session` is the drop side of the drag this list lifted.
    func isDraggingFromHere(_ session: any UIDropSession) -> Bool {
        guard let local = session.localDragSession, let activeDrag else { return false }
        return local === activeDrag.session
    }

    /// Adds the drag and drop interactions the delegates need, once.
    mutating func install(on list: any DragDropList) {
        if adapter == nil { adapter = ListDragDropAdapter(list: list) }
        guard let adapter else { return }
        if dragDelegate != nil, adapter.drag.view == nil { list.addInteraction(adapter.drag) }
        if dropDelegate != nil, adapter.drop.view == nil { list.addInteraction(adapter.drop) }
    }
}

/// Turns the plain drag and drop interactions' calls into the list's delegate calls, with index paths.
@MainActor
final class ListDragDropAdapter: UIDragInteractionDelegate, UIDropInteractionDelegate {
    weak var list: (any DragDropList)?
    private(set) lazy var drag = UIDragInteraction(delegate: self)
    private(set) lazy var drop = UIDropInteraction(delegate: self)
    private var proposal = UIDropProposal(operation: .cancel)
    private var destination: IndexPath?

    init(list: any DragDropList) { self.list = list }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    {
        guard let list, list.dragInteractionEnabled,
            let indexPath = list.indexPathForDragging(at: session.location(in: list))
        else { return [] }
        let items = list.dragItems(for: session, at: indexPath)
        if !items.isEmpty {
            list.dragDrop.activeDrag = (session, indexPath)
            list.dragDrop.draggedCell = list.setDragState(.lifting, at: indexPath)
        }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        guard let list else { return }
        if let indexPath = list.dragDrop.activeDrag?.indexPath { list.setDragState(.dragging, at: indexPath) }
        list.dragSessionWillBegin(session)
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        guard let list else { return }
        list.dragDrop.activeDrag = nil
        if let cell = list.dragDrop.draggedCell { list.endDragState(of: cell) }
        list.dragDrop.draggedCell = nil
        list.dragSessionDidEnd(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        list?.dropCanHandle(session) ?? false
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        list?.dragDrop.isDropping = true
        list?.dropEntered(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        guard let list else { return UIDropProposal(operation: .cancel) }
        destination = list.dropDestination(at: session.location(in: list))
        proposal = list.dropUpdated(session, destination: destination)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        list?.dragDrop.isDropping = false
        list?.dropExited(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let list else { return }
        let source = list.dragDrop.isDraggingFromHere(session) ? list.dragDrop.activeDrag?.indexPath : nil
        list.performDrop(session, source: source, destination: destination, proposal: proposal)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        list?.dragDrop.isDropping = false
        list?.dropEnded(session)
    }
}
