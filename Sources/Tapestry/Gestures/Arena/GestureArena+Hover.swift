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
            exit(recognizer, at: recognizer.pointerWindow === window ? location : nil)
        }
        // A delegate asked about one may take another's view out of the window: that one is skipped (and,
        // had it begun, `hoverWillLeave` has cancelled it).
        for recognizer in recognizers where recognizer.storedView?.window === window {
            participate(recognizer)
            recognizer.pointerMoved(to: location, in: window)
        }
        hovering = recognizers.filter { $0.storedView?.window === window }.map { Weak($0) }
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
        for recognizer in inWindow { exit(recognizer, at: nil) }
        hovering.removeAll { entry in entry.object.map { r in inWindow.contains { $0 === r } } ?? true }
        deliveryDepth -= 1
        settleIfIdle()
    }

    /// The pointer left `recognizer`'s view: one that had begun ends; one whose began still waits for another
    /// recognizer to fail fails instead, so that it cannot begin later for a pointer that has gone (it would
    /// never hear an end: found by the 10M soak).
    private func exit(_ recognizer: UIHoverGestureRecognizer, at location: CGPoint?) {
        recognizer.pointerExited(at: location)
        if recognizer.storedState == .possible, recognizer.deferredState != nil { fail(recognizer) }
    }

    /// `view` is leaving its window (or its window hides): hover recognizers on it or inside it are cancelled
    /// now, with their handlers, and reset.
    func hoverWillLeave(_ view: UIView) {
        guard !hovering.isEmpty || UIHoverGestureRecognizer.attachedCount > 0 else { return }
        func isLeaving(_ recognizer: UIGestureRecognizer) -> Bool {
            guard let hoverView = recognizer.storedView else { return false }
            return hoverView === view || hoverView.isDescendant(of: view)
        }
        var leaving: [UIGestureRecognizer] = []
        hovering.removeAll { entry in
            guard let recognizer = entry.object else { return true }
            guard isLeaving(recognizer) else { return false }
            leaving.append(recognizer)
            return true
        }
        // Also those taking part without being on the pointer's path yet: one whose delegate is being asked
        // whether it may begin as the pointer enters (the delegate may be what takes the view away).
        for recognizer in participants
        where recognizer is UIHoverGestureRecognizer && isLeaving(recognizer)
            && !leaving.contains(where: { $0 === recognizer })
        {
            leaving.append(recognizer)
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
