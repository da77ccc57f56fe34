import Foundation

/// Where a drag preview is shown: a point in a container view, with a transform.
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}

/// A view as a drag shows it, lifted, cancelled back or dropped: the view, how it is drawn and where.
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    /// The same preview shown at another target.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// The animator handed to the delegates: it collects what they add and runs it with the drag's animation.
@MainActor
final class DragAnimator: UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// The added animations, to run inside the drag's animation block.
    func runAnimations() { for animation in animations { animation() } }

    /// The added completions, to run when the drag's animation ends.
    func runCompletions() { for completion in completions { completion(.end) } }
}
