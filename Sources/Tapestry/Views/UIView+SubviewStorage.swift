import Foundation

// How a view holds its subviews so that any breadth and depth stay linear (SEMANTICS §14.5): removals from a
// large container are dropped in one pass at the next read, and a deallocated tree is released from a queue
// instead of by recursion.

extension UIView {
    /// The subviews, back to front.
    nonisolated var storedSubviews: [UIView] {
        _read {
            if staleSubviewCount != 0 { dropStaleSubviews() }
            yield subviewStorage
        }
        _modify {
            if staleSubviewCount != 0 { dropStaleSubviews() }
            yield &subviewStorage
        }
    }

    nonisolated func dropStaleSubviews() {
        staleSubviewCount = 0
        subviewStorage.removeAll { $0.storedSuperview !== self }
    }

    /// Clears the subviews' links to this view and hands the subview array to the release queue; called by
    /// `deinit`.
    nonisolated func releaseSubviewsWithoutRecursion() {
        for subview in subviewStorage where subview.storedSuperview === self { subview.storedSuperview = nil }
        guard !subviewStorage.isEmpty else { return }
        guard MainActorContext.isCurrent else {
            // Released on another thread (a test suite's instance, a background task): the subviews are let go
            // of on the main thread, where the release queue and their own deinits may run.
            let subviews = UncheckedSendable(subviewStorage)
            subviewStorage = []
            DispatchQueue.main.async {
                UIView.releaseQueue.append(subviews.value); UIView.drainReleaseQueue()
            }
            return
        }
        // The queue takes the only reference to the array, so the subviews are released by the loop below
        // (or by an outer one), never by this deinit's return: no recursion however deep the tree.
        UIView.releaseQueue.append(subviewStorage)
        subviewStorage = []
        UIView.drainReleaseQueue()
    }

    /// Subview arrays of views being deallocated, released one at a time by the outermost `deinit`, so that
    /// releasing a chain of a million nested views uses constant stack (SEMANTICS §14.5).
    nonisolated(unsafe) private static var releaseQueue: [[UIView]] = []
    nonisolated(unsafe) private static var isReleasing = false

    nonisolated private static func drainReleaseQueue() {
        guard !isReleasing else { return }
        isReleasing = true
        while !releaseQueue.isEmpty { releaseQueue.removeLast() }
        isReleasing = false
    }
}
