import Foundation

/// One thing being dragged: its data, and an object for drops within the app.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The data.
    public let itemProvider: NSItemProvider
    /// Any object, seen only by drops in this app.
    public var localObject: Any?
    /// Makes the preview shown while the item is dragged (instead of one made from the source view); nil for
    /// the source's.
    public var previewProvider: (() -> UIDragPreview?)?

    /// Creates an item.
    public init(itemProvider: NSItemProvider) { self.itemProvider = itemProvider }
}

/// What a dragged item looks like: a view (usually not in a window) and how it is drawn.
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
    /// The view shown.
    open private(set) var view: UIView
    /// How it is drawn (its background colour behind it).
    open private(set) var parameters: UIDragPreviewParameters

    /// A preview of `view` drawn with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview of `view`.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIDragPreviewParameters()) }
}

/// How a drag preview is drawn.
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}

/// What a drag and a drop both see (a protocol, as in UIKit).
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items.
    var items: [UIDragItem] { get }
    /// Where the pointer is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether the items may be moved (only within this app: a drag from another application is copied).
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays within this app (a drag here may go to other applications).
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item holds one of these type identifiers.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item can make an object of the class.
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// A drag in progress, as its source sees it (a protocol, as in UIKit).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Any object the source keeps with the drag.
    var localContext: Any? { get set }
}

extension UIDragDropSession {
    /// Whether some item holds one of these type identifiers.
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Whether some item can make an object of the class.
    public func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}

/// The drag session of a drag lifted in this app.
@MainActor
final class AppDragSession: UIDragSession {
    var items: [UIDragItem]
    var localContext: Any?
    weak var controller: DragController?
    /// The interaction the drag was lifted from, whose delegate answers the move and restriction questions.
    weak var interaction: UIDragInteraction?

    var allowsMoveOperation: Bool {
        guard let interaction, let delegate = interaction.delegate else { return true }
        return delegate.dragInteraction(interaction, sessionAllowsMoveOperation: self)
    }

    var isRestrictedToDraggingApplication: Bool {
        guard let interaction, let delegate = interaction.delegate else { return false }
        return delegate.dragInteraction(interaction, sessionIsRestrictedToDraggingApplication: self)
    }
    /// Where the drag was lifted (in its window's coordinates): the location while the source is asked for
    /// the items, before the drag controller follows the pointer.
    private weak var liftWindow: UIWindow?
    private let liftLocation: CGPoint

    init(items: [UIDragItem], window: UIWindow? = nil, location: CGPoint = .zero) {
        self.items = items
        liftWindow = window
        liftLocation = location
    }

    func location(in view: UIView) -> CGPoint {
        if let controller, let window = controller.pointerWindow {
            return window.convert(controller.pointerLocation, to: view)
        }
        guard let liftWindow else { return .zero }
        return liftWindow.convert(liftLocation, to: view)
    }
}

/// How a drag's source takes part; only `itemsForBeginning` is required.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items a drag starting now carries (empty: no drag).
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    /// The drag lifted and is about to move.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    /// The drag ended: dropped with an operation, or cancelled (`.cancel`).
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
    /// The preview lifted for an item (nil: one made from the interaction's view).
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview?
    /// The lift is about to animate: add animations that run with it.
    func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
        session: any UIDragSession)
    /// The drag moved.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    /// The drag is about to end with an operation (`.cancel` when nothing took it).
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation)
    /// The drop target took the items (after its `performDrop`).
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession)
    /// The preview an item returns with when the drag is cancelled (nil: the default, back where it was
    /// lifted).
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
    /// A cancelled item is about to animate back: add animations that run with it.
    func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating)
    /// Whether a drop in this app may move the items (false: a move is offered as a copy). Default true.
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    /// Whether the drag stays inside this app (true: it does not leave for another application). Default false.
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
    /// Whether the preview shows at full size from the start (kept; the lifted preview is the view's size).
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: any UIDragSession)
        -> Bool
    /// Items to add to the drag when the user taps the view during it: none are added on the desktop (one
    /// pointer drags), so this is not asked.
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem]
    /// Items are about to be added to the drag from another interaction (not asked: see `itemsForAddingTo`).
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
        for addingInteraction: UIDragInteraction)
}

extension UIDragInteractionDelegate {
    /// Returns nil: the preview is made from the view.
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview? { nil }
    /// Adds nothing.
    public func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
        session: any UIDragSession
    ) {}
    /// Does nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {}
    /// Does nothing.
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
    ) {}
    /// Does nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {}
    /// Returns nil: the default preview.
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { nil }
    /// Adds nothing.
    public func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating
    ) {}
    /// Returns true.
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool { true }
    /// Returns false.
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
    /// Returns false.
    public func dragInteraction(
        _ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: any UIDragSession
    ) -> Bool { false }
    /// Returns no items.
    public func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] { [] }
    /// Does nothing.
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
        for addingInteraction: UIDragInteraction
    ) {}
    /// Does nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    /// Does nothing.
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {}
}

/// Lets the user drag items out of its view (SEMANTICS §13.6): pressing and moving the pointer past a few
/// points lifts the view (a long press does with a touch screen); the items follow the pointer to a
/// `UIDropInteraction` in this window, another window of the app, or, through XDND, another application.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    /// The delegate.
    public private(set) weak var delegate: UIDragInteractionDelegate?
    /// Whether it lifts drags. Default true (as on iPad).
    public var isEnabled = true {
        didSet { recognizer.isEnabled = isEnabled }
    }
    /// Whether other drags may add items (kept for UIKit's API).
    public var allowsSimultaneousRecognitionDuringLift = false
    /// The view it is on.
    public private(set) weak var view: UIView?
    let recognizer = DragLiftRecognizer()

    /// Creates an interaction.
    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
        recognizer.interaction = self
        recognizer.name = "drag lift"
    }

    /// Part of `UIInteraction`.
    public func willMove(to view: UIView?) { self.view?.removeGestureRecognizer(recognizer) }

    /// Part of `UIInteraction`.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }
}

/// Lifts a drag: begins once the pointer moves 6 points from where it pressed (at once for the mouse, the
/// desktop's convention), then follows it; the drag controller does the rest.
@MainActor
final class DragLiftRecognizer: UIGestureRecognizer {
    weak var interaction: UIDragInteraction?
    private var start = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 1, let touch = touches.first else {
            if state == .possible { state = .failed }
            return
        }
        start = touch.location(in: nil)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let window = touch.window else { return }
        let point = touch.location(in: nil)
        switch state {
        case .possible:
            guard hypot(point.x - start.x, point.y - start.y) >= 6 else { return }
            guard let interaction, let view, let delegate = interaction.delegate else {
                state = .failed
                return
            }
            let session = AppDragSession(items: [], window: window, location: start)
            session.interaction = interaction
            let items = delegate.dragInteraction(interaction, itemsForBeginning: session)
            guard !items.isEmpty else {
                state = .failed
                return
            }
            session.items = items
            state = .began
            delegate.dragInteraction(interaction, sessionWillBegin: session)
            UIApplication.shared.dragController.begin(
                session, from: interaction, sourceView: view, in: window, at: point)
        case .began, .changed:
            state = .changed
            UIApplication.shared.dragController.move(to: point, in: window)
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed, let touch = touches.first, let window = touch.window {
            UIApplication.shared.dragController.drop(at: touch.location(in: nil), in: window)
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { UIApplication.shared.dragController.cancel() }
        state = state == .possible ? .failed : .cancelled
    }
}
