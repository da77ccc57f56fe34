import Foundation

/// Where a drop in a collection view puts its items.
public enum UICollectionViewDropIntent: Int, Sendable {
    /// Not said.
    case unspecified = 0
    /// The items go in as new items at the destination index path.
    case insertAtDestinationIndexPath = 1
    /// The items go into the item at the destination index path.
    case insertIntoDestinationIndexPath = 2
}

/// A drop proposal for a collection view: the operation and where the items go.
@preconcurrency @MainActor
public final class UICollectionViewDropProposal: UIDropProposal {
    /// Where the items go.
    public let intent: UICollectionViewDropIntent

    /// A proposal with an intent.
    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal without an intent (`.unspecified`).
    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}

/// One item dropped on a collection view.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The item it was dragged from when it comes from this collection view, else nil.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview (zero here: the lifted preview is the cell's).
    var previewSize: CGSize { get }
}

/// What a collection view's drop delegate gets to perform a drop.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [any UICollectionViewDropItem] { get }
    /// Where the drop is (nil over no item: after the last).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal the delegate made for this place.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates an item into the item at `indexPath` (which the delegate has inserted or moved it to).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
}

/// Gives the items of a drag that starts on a collection view's item.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items a drag of the item at `indexPath` carries (empty: it does not drag).
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]
    /// The drag lifted.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended, dropped or cancelled.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
}

extension UICollectionViewDragDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
}

/// Takes drops on a collection view; only `performDropWith` is required.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// Incorporates the dropped items: update the data, insert or move the items, load them.
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view takes this drag at all; true by default.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// The drag moved: what a drop at `destinationIndexPath` would do. By default a copy, or a move for a drag
    /// from this collection view, inserted at the destination.
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
    /// The drag left the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
    /// Every drag.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// A copy, or a move for a drag from this collection view, inserted at the destination.
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        let local = collectionView.dragDrop.isDraggingFromHere(session)
        return UICollectionViewDropProposal(operation: local ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
}

extension UICollectionView {
    /// Gives the items of drags that start on items (SEMANTICS §13.6); setting one lets items be dragged.
    public var dragDelegate: UICollectionViewDragDelegate? {
        get { dragDrop.dragDelegate as? UICollectionViewDragDelegate }
        set {
            dragDrop.dragDelegate = newValue
            dragDrop.install(on: self)
        }
    }

    /// Takes drops on the collection view; setting one lets it take them.
    public var dropDelegate: UICollectionViewDropDelegate? {
        get { dragDrop.dropDelegate as? UICollectionViewDropDelegate }
        set {
            dragDrop.dropDelegate = newValue
            dragDrop.install(on: self)
        }
    }

    /// Whether a drag from this collection view is in progress.
    public var hasActiveDrag: Bool { dragDrop.activeDrag != nil }

    /// Whether a drag is over the collection view.
    public var hasActiveDrop: Bool { dragDrop.isDropping }
}

extension UICollectionView: DragDropList {
    func dragItems(for session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath) ?? []
    }
    func dragSessionWillBegin(_ session: any UIDragSession) {
        dragDelegate?.collectionView(self, dragSessionWillBegin: session)
    }
    func dragSessionDidEnd(_ session: any UIDragSession) {
        dragDelegate?.collectionView(self, dragSessionDidEnd: session)
    }
    func dropCanHandle(_ session: any UIDropSession) -> Bool {
        dropDelegate?.collectionView(self, canHandle: session) ?? false
    }
    func dropEntered(_ session: any UIDropSession) { dropDelegate?.collectionView(self, dropSessionDidEnter: session) }
    func dropUpdated(_ session: any UIDropSession, destination: IndexPath?) -> UIDropProposal {
        dropDelegate?.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            ?? UIDropProposal(operation: .cancel)
    }
    func dropExited(_ session: any UIDropSession) { dropDelegate?.collectionView(self, dropSessionDidExit: session) }
    func dropEnded(_ session: any UIDropSession) { dropDelegate?.collectionView(self, dropSessionDidEnd: session) }
    func performDrop(
        _ session: any UIDropSession, source: IndexPath?, destination: IndexPath?, proposal: UIDropProposal
    ) {
        let items = session.items.map {
            ListDropItem(dragItem: $0, sourceIndexPath: source, previewSize: .zero)
        }
        let proposal =
            proposal as? UICollectionViewDropProposal ?? UICollectionViewDropProposal(operation: proposal.operation)
        dropDelegate?.collectionView(
            self,
            performDropWith: CollectionDropCoordinator(
                items: items, destinationIndexPath: destination, proposal: proposal, session: session))
    }
    func indexPathForDragging(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    /// Where a drop at `point` inserts: before the item under the point in its first half (along a row for
    /// items side by side, down the list for items as wide as rows), after it in its second; after the last
    /// item elsewhere.
    func dropDestination(at point: CGPoint) -> IndexPath? {
        if let item = indexPathForItem(at: point), let frame = layoutAttributesForItem(at: item)?.frame {
            let first = frame.width > frame.height * 2 ? point.y < frame.midY : point.x < frame.midX
            return first ? item : IndexPath(item: item.item + 1, section: item.section)
        }
        let sections = numberOfSections
        guard sections > 0 else { return nil }
        return IndexPath(item: numberOfItems(inSection: sections - 1), section: sections - 1)
    }
    @discardableResult
    func setDragState(_ state: UICellConfigurationDragState, at indexPath: IndexPath) -> UIView? {
        guard let cell = cellForItem(at: indexPath) else { return nil }
        cell.dragState = UICollectionViewCell.DragState(rawValue: state.rawValue) ?? .none
        return cell
    }
    func endDragState(of cell: UIView) { (cell as? UICollectionViewCell)?.dragState = .none }
}

@MainActor
final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession

    init(
        items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
        proposal: UICollectionViewDropProposal, session: any UIDropSession
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating { DropAnimations() }
}

extension UICollectionViewDropProposal {
    /// Where a drop puts its items (UIKit's Swift name for `UICollectionViewDropIntent`).
    public typealias Intent = UICollectionViewDropIntent
}
