import Foundation

/// What a drop would do.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drag is not wanted here.
    case cancel = 0
    /// Not allowed here (shown as such).
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved.
    case move = 3
}

/// A drop target's answer while a drag moves over it.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// The operation.
    public let operation: UIDropOperation
    /// Whether the drop is precise (kept for UIKit's API).
    open var isPrecise = false
    /// Whether the preview is shown at full size over the target (kept; the preview keeps its size).
    open var prefersFullSizePreview = false
    /// Creates a proposal.
    public init(operation: UIDropOperation) { self.operation = operation }
}

/// How a drop shows the progress of loading its items.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No indicator.
    case none = 0
    /// The system's indicator (the default).
    case `default` = 1
}

/// A drag as a drop target sees it (a protocol, as in UIKit).
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag when it comes from this app (nil from another application).
    var localDragSession: (any UIDragSession)? { get }
    /// How loading the items shows its progress.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// The progress of the last `loadObjects(ofClass:completion:)`.
    var progress: Progress { get }
    /// Makes an object of the class from every item that can, and hands them over (in item order).
    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void)
        -> Progress
}

/// The drop session of a drag over this app's windows, from this app or from another application.
@MainActor
final class AppDropSession: UIDropSession {
    let items: [UIDragItem]
    let localDragSession: (any UIDragSession)?
    /// A move is possible only for a drag from this app whose source allows it.
    var allowsMoveOperation: Bool { localDragSession?.allowsMoveOperation ?? false }
    var isRestrictedToDraggingApplication: Bool { localDragSession?.isRestrictedToDraggingApplication ?? false }
    var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default
    private(set) var progress = Progress(totalUnitCount: 0)
    var window: UIWindow?
    var location = CGPoint.zero

    init(items: [UIDragItem], localDragSession: (any UIDragSession)?) {
        self.items = items
        self.localDragSession = localDragSession
    }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return .zero }
        return window.convert(location, to: view)
    }

    /// Makes an object of the class from every item that can, and hands them over (in item order).
    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void)
        -> Progress
    {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        var results = [T?](repeating: nil, count: providers.count)
        var remaining = providers.count
        let progress = Progress(totalUnitCount: Int64(providers.count))
        self.progress = progress
        guard remaining > 0 else {
            completion([])
            return progress
        }
        for (index, provider) in providers.enumerated() {
            provider.loadObject(ofClass: aClass) { object, _ in
                MainActor.assumeIsolated {
                    results[index] = object
                    remaining -= 1
                    progress.completedUnitCount += 1
                    if remaining == 0 { completion(results.compactMap { $0 }) }
                }
            }
        }
        return progress
    }
}

/// How a drop target takes part; every method is optional, as in UIKit, but a view takes drops only when
/// `sessionDidUpdate` proposes a copy or a move (its default proposes `.cancel`) and `performDrop` loads them.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the target wants this drag at all. Default true.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// The drag moved over the view: what a drop here would do.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    /// The drag left the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The items were dropped on the view: load them.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop is over: told right after `performDrop` (the preview's landing is not waited for).
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The drag ended (dropped here or elsewhere, or cancelled).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
    /// Where a dropped item's preview lands (nil: the default, shrinking into the pointer).
    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
    /// A dropped item's preview is about to land: add animations that run with it.
    func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating)
}

extension UIDropInteractionDelegate {
    /// Returns nil: the default landing.
    public func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { nil }
    /// Adds nothing.
    public func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating
    ) {}
    /// Returns true.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    /// Proposes nothing: a view whose delegate does not answer takes no drops.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    { UIDropProposal(operation: .cancel) }
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
}

/// Lets its view take drops (SEMANTICS §13.6): from drags in this app and, through XDND, from other
/// applications.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate.
    public private(set) weak var delegate: UIDropInteractionDelegate?
    /// The view it is on.
    public private(set) weak var view: UIView?
    /// Whether several drags may be dropped at once (kept for UIKit's API: one drag runs at a time here).
    public var allowsSimultaneousDropSessions = false

    /// Creates an interaction.
    public init(delegate: UIDropInteractionDelegate) { self.delegate = delegate }

    /// Part of `UIInteraction`.
    public func willMove(to view: UIView?) {}
    /// Part of `UIInteraction`.
    public func didMove(to view: UIView?) { self.view = view }
}
