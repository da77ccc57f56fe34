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
public final class UIDropProposal {
    /// The operation.
    public let operation: UIDropOperation
    /// Whether the drop is precise (kept for UIKit's API).
    public var isPrecise = false
    /// Creates a proposal.
    public init(operation: UIDropOperation) { self.operation = operation }
}

/// A drag as a drop target sees it.
@preconcurrency @MainActor
public final class UIDropSession: UIDragDropSession {
    /// The items.
    public let items: [UIDragItem]
    /// The drag when it comes from this app (nil from another application).
    public let localDragSession: UIDragSession?
    /// What the source allows: a drag from another application offers a copy only.
    public let allowsMoveOperation: Bool
    var window: UIWindow?
    var location = CGPoint.zero

    init(items: [UIDragItem], localDragSession: UIDragSession?) {
        self.items = items
        self.localDragSession = localDragSession
        allowsMoveOperation = localDragSession != nil
    }

    /// Where the pointer is, in `view`'s coordinates.
    public func location(in view: UIView) -> CGPoint {
        guard let window else { return .zero }
        return window.convert(location, to: view)
    }

    /// Whether some item holds one of these type identifiers.
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Whether some item can make an object of the class.
    public func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    /// Makes an object of the class from every item that can, and hands them over (in item order).
    @discardableResult
    public func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void)
        -> Progress
    {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        var results = [T?](repeating: nil, count: providers.count)
        var remaining = providers.count
        let progress = Progress(totalUnitCount: Int64(providers.count))
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

/// How a drop target takes part; `sessionDidUpdate` and `performDrop` are required.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the target wants this drag at all. Default true.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    /// The drag entered the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    /// The drag moved over the view: what a drop here would do.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    /// The drag left the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    /// The items were dropped on the view: load them.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    /// The drag ended (dropped here or elsewhere, or cancelled).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
}

extension UIDropInteractionDelegate {
    /// Returns true.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
}

/// Lets its view take drops (SEMANTICS §13.6): from drags in this app and, through XDND, from other
/// applications.
@preconcurrency @MainActor
public final class UIDropInteraction: UIInteraction {
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
