import Foundation

/// Hover recognizers in the arena (SEMANTICS §6.4): the pointer dispatcher tells the arena which hover
/// recognizers are on the pointer's target path; each decides its own state from entering, moving and
/// leaving, through the same transitions, requirements, delegates and handlers as every recognizer. A hover
/// whose view leaves its window, or whose window hides, is cancelled at once, its handlers run while its view
/// is still there, and it is reset, so nothing keeps it alive afterwards.
extension GestureArena {
    /// The pointer is at `location` in `window`, over `recognizers` (enabled hover recognizers of the target
    /// path, deepest first); those it was over before and is not now see it leave.
    func deliverHover(_ recognizers: [UIHoverGestureRecognizer], at location: CGPoint, in window: UIWindow) {
        deliveryDepth += 1
        let previous = hovering.compactMap(\.object)
        for recognizer in previous where !recognizers.contains(where: { $0 === recognizer }) {
            recognizer.pointerExited(at: recognizer.pointerWindow === window ? location : nil)
        }
        for recognizer in recognizers where recognizer.storedView != nil {
            participate(recognizer)
            recognizer.pointerMoved(to: location, in: window)
        }
        hovering = recognizers.map { Weak($0) }
        deliveryDepth -= 1
        settleIfIdle()
    }

    /// The pointer left `window`: the hover recognizers in it see it leave.
    func hoverExited(_ window: UIWindow) {
        let inWindow = hovering.compactMap(\.object).filter {
            $0.pointerWindow === window || $0.view?.window === window
        }
        guard !inWindow.isEmpty else { return }
        deliveryDepth += 1
        for recognizer in inWindow { recognizer.pointerExited(at: nil) }
        hovering.removeAll { entry in entry.object.map { r in inWindow.contains { $0 === r } } ?? true }
        deliveryDepth -= 1
        settleIfIdle()
    }

    /// `view` is leaving its window (or its window hides): hover recognizers on it or inside it are cancelled
    /// now, with their handlers, and reset.
    func hoverWillLeave(_ view: UIView) {
        guard !hovering.isEmpty else { return }
        var leaving: [UIHoverGestureRecognizer] = []
        hovering.removeAll { entry in
            guard let recognizer = entry.object else { return true }
            guard let hoverView = recognizer.storedView, hoverView === view || hoverView.isDescendant(of: view)
            else { return false }
            leaving.append(recognizer)
            return true
        }
        for recognizer in leaving { finishNow(recognizer) }
    }

    /// Cancels `recognizer` if it had begun and runs its pending handlers now, in order, while its view is
    /// still set; then resets it. Used when it leaves (removed from its view, or its view from the window).
    func finishNow(_ recognizer: UIGestureRecognizer) {
        if finishing.contains(where: { $0 === recognizer }) {
            // Taken away again from one of its own handlers (removed from its view while its view was leaving):
            // the handlers still due run now, while its view is set; the finish under way resets it once.
            runPendingHandlers(of: recognizer)
            return
        }
        finishing.append(recognizer)
        defer { finishing.removeAll { $0 === recognizer } }
        if recognizer.storedState.isActive {
            apply(.cancelled, to: recognizer)
        }
        runPendingHandlers(of: recognizer)
        pendingResets.removeAll { $0 === recognizer }
        if recognizer.isParticipating || recognizer.storedState != .possible { reset(recognizer) }
        participants.removeAll { $0 === recognizer }
        settleIfIdle()
    }

    /// Runs `recognizer`'s pending handlers, in order, each taken off the queue before it runs.
    private func runPendingHandlers(of recognizer: UIGestureRecognizer) {
        while let index = pendingHandlers.firstIndex(where: { $0.recognizer === recognizer }) {
            let state = pendingHandlers.remove(at: index).state
            runHandlers(of: recognizer, for: state)
        }
    }
}
